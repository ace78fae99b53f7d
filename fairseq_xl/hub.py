"""Load any encoder the evaluations take as fairseq's RoBERTa hub interface.

The hub interface (``encode``, ``extract_features(tokens, return_all_hiddens)``, ``model``,
``task``) is what fairseq's own RoBERTa offers; the XLM-E discriminator exposes the same layout,
so retrieval and transfer serve both the plugin's checkpoints and fairseq's ``masked_lm`` (the
MLM baseline) through one path.
"""
import os

import torch

import fairseq_xl  # noqa: F401  (registers the models and checkpoint safety)
from fairseq_xl.models.xlm_e import XLMEModel


def load_hub(checkpoint: str, data: str, random_init: bool = False, seed: int = 1):
    """``checkpoint`` with the dictionary and ``spm.model`` of the binarized folder ``data``. With
    ``random_init``, a freshly initialised model (seed ``seed``) of the same configuration: the
    untrained row of every table."""
    spm_model = os.path.join(data, "spm.model")
    for path in (checkpoint, os.path.join(data, "dict.txt"), spm_model):
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{path}: not found (CHECKPOINT, and --data with dict.txt and spm.model "
                                    "as preprocess/prepare_xlm_e_data.sh writes them)")
    hub = XLMEModel.from_pretrained(os.path.dirname(os.path.abspath(checkpoint)), os.path.basename(checkpoint),
                                    os.path.abspath(data), sentencepiece_model=spm_model)
    if random_init:
        torch.manual_seed(seed)
        hub.model = hub.task.build_model(hub.cfg.model)
    return hub.eval()
