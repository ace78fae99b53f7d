"""Load any encoder the evaluations take as a hub interface.

The hub interface (``encode``, ``extract_features(tokens, return_all_hiddens)``, ``model``,
``task``) is what fairseq's own RoBERTa offers. The XLM-E discriminator and VECO's self stream
(its plugged-out encoder) lay out their features as RoBERTa does, so fairseq's
``RobertaHubInterface`` serves them and fairseq's ``masked_lm`` (the MLM baseline); XLNet's
content stream has its own interface (its input ends ``<sep> <cls>``, with segment ids); MARGE's
encoder reads RoBERTa's ``<s> ... </s>`` and adds its relevance embedding g(x).
Retrieval and transfer thus take every one of them through one path.
"""
import os

import torch
from fairseq import checkpoint_utils
from fairseq.data import Dictionary

from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.data.xlnet_text import TEXT_SETTINGS
from fairseq_xl.guards import received
from fairseq_xl.guards.checkpoint_kind import require_model
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, MismatchedDataError
from fairseq_xl.models.load_in_place import in_place
from fairseq_xl.models.base import interface_for


EVALUATED = ("xlm_e", "xlnet", "veco", "marge", "roberta")


def text_encoding(data: str) -> dict:
    """The hub arguments that read raw text as ``preprocess/prepare_xlm_e_data.sh`` read the
    training text of ``data``: its SentencePiece model (with XLNet's normalisation where
    ``xlnet_text.json`` lies beside it), or (``BPE=fastbpe``) Moses tokenisation
    (English rules) and its fastBPE codes (``fairseq_xl.data.xlm_fastbpe``). fairseq's XLM-R release folder
    (``xlmr.base``: ``sentencepiece.bpe.model`` beside ``dict.txt``) is such a folder too."""
    spm_model = spm_path(data)
    codes, xlnet_text = os.path.join(data, "codes"), os.path.join(data, TEXT_SETTINGS)
    if os.path.isfile(spm_model):
        check_pieces(spm_model, os.path.join(data, "dict.txt"))
        if os.path.isfile(xlnet_text):  # an imported XLNet's vocabulary (fairseq_xl.hf.import_xlnet)
            return {"bpe": "xlnet_sentencepiece", "sentencepiece_model": spm_model, "xlnet_text": xlnet_text}
        return {"bpe": "sentencepiece", "sentencepiece_model": spm_model}
    if os.path.isfile(codes):
        return {"bpe": "xlm_fastbpe", "bpe_codes": codes}
    raise FileNotFoundError(f"{data}: neither spm.model nor codes (fastBPE), as preprocess/prepare_xlm_e_data.sh "
                            "writes them, nor an XLM-R release's sentencepiece.bpe.model")


def spm_path(data: str) -> str:
    """``data``'s SentencePiece model: ``spm.model`` (the pipelines' name), else fairseq's XLM-R release's
    ``sentencepiece.bpe.model`` where that folder has one."""
    ours, release = os.path.join(data, "spm.model"), os.path.join(data, "sentencepiece.bpe.model")
    return release if not os.path.lexists(ours) and os.path.lexists(release) else ours


def check_pieces(spm_model: str, dict_path: str, folder: str = None) -> None:
    """Refuse a SentencePiece model that did not encode the dictionary's data: the dictionary
    holds every piece its model produced on the training text (all but a few rare ones), while
    another model's pieces are largely missing from it (2,304 of 3,999 between the corpus's two
    models of the same size), and text encoded with it would get the wrong ids. The model is read
    by the gate's reader (inside ``folder`` where given) and parsed in Python (a unigram model:
    ``read_sentencepiece``) before SentencePiece's native parser ever sees it."""
    pieces = {piece.piece for piece in read_sentencepiece(spm_model, folder).pieces
              if piece.type not in (piece.CONTROL, piece.UNKNOWN)}
    missing = pieces - set(Dictionary.load(dict_path).symbols)
    if len(missing) > 0.1 * len(pieces):
        examples = ", ".join(repr(piece) for piece in sorted(missing)[:3])
        raise MismatchedDataError(
            f"{spm_model}: {len(missing)} of its {len(pieces)} pieces ({examples}, ...) are not in {dict_path}: it "
            "is not the SentencePiece model that encoded this data, and text encoded with it would get the wrong "
            "ids; use the spm.model that preprocess/prepare_xlm_e_data.sh wrote beside this dict.txt")


def load_hub(checkpoint: str, data: str, random_init: bool = False, seed: int = 1, kinds=EVALUATED,
             script: str = "the retrieval and transfer evaluation"):
    """``checkpoint`` with the dictionary and text encoding (``text_encoding``) of the binarized folder ``data``. With
    ``random_init``, a freshly initialised model (seed ``seed``) of the same configuration: the
    untrained row of every table. A checkpoint whose model is not one of ``kinds`` stops, naming
    its model and what ``script`` takes (``checkpoint_kind``)."""
    for path in (checkpoint, os.path.join(data, "dict.txt")):
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{path}: not found (CHECKPOINT, and --data with dict.txt and spm.model or codes "
                                    "as preprocess/prepare_xlm_e_data.sh writes them)")
    with received.held(checkpoint):  # the file read once, for the kind's check and for fairseq's load
        require_model(checkpoint, kinds, script)
        with in_place():  # the model takes the weights read: held once, not beside a random initialisation
            # fairseq's loader, not hub_utils.from_pretrained: that takes a sentencepiece.bpe.model, code or
            # bpecodes lying beside the checkpoint over DATA's, unchecked
            models, cfg, task = checkpoint_utils.load_model_ensemble_and_task(
                [os.path.abspath(checkpoint)],
                arg_overrides={"data": os.path.abspath(data), "load_checkpoint_heads": True, **text_encoding(data)})
    model = models[0]
    hub = interface_for(model)(cfg, task, model)
    if random_init:
        torch.manual_seed(seed)
        hub.model = hub.task.build_model(hub.cfg.model)
    return hub.eval()


def load_hub_or_exit(parser, checkpoint: str, data: str, **kwargs):
    """``load_hub`` for a command-line script: a missing, damaged, unsafe or wrong checkpoint (or
    data folder) ends it as argparse does, with the message and exit status 2."""
    try:
        return load_hub(checkpoint, data, **kwargs)
    except CHECKPOINT_ERRORS as error:
        parser.error(str(error))
