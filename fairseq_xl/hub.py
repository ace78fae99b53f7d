"""Load any encoder the evaluations take as a hub interface.

The hub interface (``encode``, ``extract_features(tokens, return_all_hiddens)``, ``model``,
``task``) is what fairseq's own RoBERTa offers. The XLM-E discriminator and VECO's self stream
(its plugged-out encoder) lay out their features as RoBERTa does, so fairseq's
``RobertaHubInterface`` serves them and fairseq's ``masked_lm`` (the MLM baseline); XLNet's
content stream has its own interface (its input ends ``<sep> <cls>``, with segment ids).
Retrieval and transfer thus take every one of them through one path.
"""
import os

import torch
from fairseq import hub_utils
from fairseq.models.roberta import RobertaModel
from fairseq.models.roberta.hub_interface import RobertaHubInterface

import fairseq_xl  # noqa: F401  (registers the models and checkpoint safety)
from fairseq_xl.models.veco import VECOModel
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.models.xlnet import XLNetModel
from fairseq_xl.models.xlnet_hub_interface import XLNetHubInterface


def load_hub(checkpoint: str, data: str, random_init: bool = False, seed: int = 1):
    """``checkpoint`` with the dictionary and ``spm.model`` of the binarized folder ``data``. With
    ``random_init``, a freshly initialised model (seed ``seed``) of the same configuration: the
    untrained row of every table."""
    spm_model = os.path.join(data, "spm.model")
    for path in (checkpoint, os.path.join(data, "dict.txt"), spm_model):
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{path}: not found (CHECKPOINT, and --data with dict.txt and spm.model "
                                    "as preprocess/prepare_xlm_e_data.sh writes them)")
    loaded = hub_utils.from_pretrained(os.path.dirname(os.path.abspath(checkpoint)), os.path.basename(checkpoint),
                                       os.path.abspath(data), bpe="sentencepiece", sentencepiece_model=spm_model)
    model = loaded["models"][0]
    if not isinstance(model, (XLMEModel, XLNetModel, VECOModel, RobertaModel)):
        raise ValueError(f"{checkpoint}: the evaluations take XLM-E, XLNet, VECO and fairseq's RoBERTa "
                         f"checkpoints, not {type(model).__name__}")
    interface = XLNetHubInterface if isinstance(model, XLNetModel) else RobertaHubInterface
    hub = interface(loaded["args"], loaded["task"], model)
    if random_init:
        torch.manual_seed(seed)
        hub.model = hub.task.build_model(hub.cfg.model)
    return hub.eval()
