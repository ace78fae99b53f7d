"""A SentencePiece model file as its protocol buffer (``ModelProto``: pieces, their scores and types,
the normaliser), read through the gate's reader, for the steps that need more than SentencePiece's
processor gives: the Hugging Face export's tokenizer (``fairseq_xl.hf.tokenizer``, which scores
pieces as SentencePiece's unigram Viterbi does), XLNet's import and the pipelines' check of an
existing vocabulary (``preprocess/check_vocabulary.py``). Unigram models only: a BPE model
(``model_type`` 2) is refused in one line at the first of these steps, so that a vocabulary that
the export could not write is never trained on.
"""
from typing import Optional

from sentencepiece import sentencepiece_model_pb2

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import MismatchedDataError

UNIGRAM = 1
KINDS = {1: "unigram", 2: "BPE", 3: "word", 4: "char"}


def read_sentencepiece(path: str, folder: Optional[str] = None) -> sentencepiece_model_pb2.ModelProto:
    """``path``'s model (a regular file, inside ``folder`` when given), if it is a unigram model; one line
    (``ReceivedFileError``) where it is not a SentencePiece model at all. Parsed in Python
    (``reader.read_sentencepiece_proto``): received bytes go to SentencePiece's native parser only as the model
    parsed here."""
    proto = reader.read_sentencepiece_proto(path, folder)
    kind = proto.trainer_spec.model_type
    if kind != UNIGRAM:
        raise MismatchedDataError(
            f"{path}: a SentencePiece {KINDS.get(kind, 'unknown')} model (model_type {kind}); fairseq-xl takes "
            "unigram models (XLM-R's sentencepiece.bpe.model is one, despite its name; preprocess/spm.py trains "
            "them), whose pieces and scores its Hugging Face tokenizer reproduces")
    return proto
