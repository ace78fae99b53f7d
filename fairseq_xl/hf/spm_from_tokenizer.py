"""XLM-R's SentencePiece model rebuilt from a Hugging Face ``tokenizer.json`` alone, for a folder that has no
``sentencepiece.bpe.model`` (``import_xlmr``).

``transformers``' converter (``XLMRobertaConverter``) writes a SentencePiece unigram model as a ``tokenizers``
Unigram model: the vocabulary ``<s> <pad> </s> <unk>``, then SentencePiece's pieces after its ``<unk> <s>
</s>`` with their scores, ``<mask>`` last (``unk_id`` 3); the normalizer SentencePiece's precompiled
character map (``Precompiled``), then, where SentencePiece removes extra white space, ``Strip`` on the right and
runs of spaces replaced by one ``▁``; the pre-tokenizer ``Metaspace`` (``▁`` before the text where SentencePiece
adds a dummy prefix). Each step maps back to the model's field it came from; a file with any other step (lower
case, accents stripped, another pre-tokenizer) is not one the converter wrote from XLM-R's kind of model, and is
refused naming the step.
"""
import base64
import binascii
import math

from fairseq.data import Dictionary
from sentencepiece import sentencepiece_model_pb2

from fairseq_xl.guards.errors import WrongCheckpointError

# XLM-R's layout: fairseq's Dictionary's own four symbols are Hugging Face's ids 0-3 (no label can be one);
# SentencePiece's first three pieces, its ids 0-2, whose ids XLMRobertaTokenizer shifts by one
SPECIALS = tuple(Dictionary().symbols)
SPM_HEAD = (("<unk>", sentencepiece_model_pb2.ModelProto.SentencePiece.UNKNOWN),
            ("<s>", sentencepiece_model_pb2.ModelProto.SentencePiece.CONTROL),
            ("</s>", sentencepiece_model_pb2.ModelProto.SentencePiece.CONTROL))
SPM_SPECIALS = tuple(piece for piece, _ in SPM_HEAD)


def normalizer_fields(normalizer, path: str):
    """(the precompiled character map, whether extra white space is removed) from the normalizer's steps."""
    steps = normalizer.get("normalizers") if isinstance(normalizer, dict) and normalizer.get("type") == "Sequence" \
        else [normalizer] if normalizer else []
    if not isinstance(steps, list) or not all(isinstance(step, dict) for step in steps):
        raise WrongCheckpointError(f"{path}: normalizer {normalizer!r:.120} is not a tokenizers normalizer")
    kinds = [step.get("type") for step in steps]
    charsmap, rest = b"", kinds
    if kinds[:1] == ["Precompiled"]:
        try:
            charsmap = base64.b64decode(steps[0].get("precompiled_charsmap") or "", validate=True)
        except (binascii.Error, TypeError, ValueError) as error:
            raise WrongCheckpointError(f"{path}: its Precompiled normalizer's character map is not base64 ({error})")
        rest = kinds[1:]
    extra_space = rest == ["Strip", "Replace"] and steps[-2].get("strip_left") is False and \
        steps[-2].get("strip_right") is True and steps[-1].get("pattern") == {"Regex": " {2,}"} and \
        steps[-1].get("content") == "▁"
    if rest and not extra_space:
        raise WrongCheckpointError(f"{path}: normalizer steps {kinds!r:.120}; a SentencePiece model converted by "
                                   "transformers has Precompiled, then Strip (right) and Replace (' {2,}' by '▁')")
    return charsmap, extra_space


def spm_from_tokenizer(tokenizer: dict, path: str) -> sentencepiece_model_pb2.ModelProto:
    """The unigram ``ModelProto`` whose conversion ``tokenizer`` (``tokenizer.json``, read) is."""
    model, entries = tokenizer["model"], tokenizer["model"]["vocab"]
    pieces = [entry[0] for entry in entries]
    if tuple(pieces[:4]) != SPECIALS or pieces[-1:] != ["<mask>"] or model.get("unk_id") != SPECIALS.index("<unk>") \
            or model.get("byte_fallback"):
        raise WrongCheckpointError(f"{path}: not XLM-R's vocabulary layout (<s> <pad> </s> <unk> first, <mask> last, "
                                   "unk_id 3, no byte fallback)")
    body = entries[4:-1]
    if not all(len(entry) == 2 and isinstance(entry[0], str) and entry[0] and isinstance(entry[1], (int, float))
               and not isinstance(entry[1], bool) and math.isfinite(entry[1]) for entry in body):
        raise WrongCheckpointError(f"{path}: a vocabulary entry that is not [piece, score]")
    pre = tokenizer.get("pre_tokenizer")
    prepend = pre.get("prepend_scheme") or ("always" if pre.get("add_prefix_space", True) else "never") \
        if isinstance(pre, dict) else None  # tokenizers before 0.15 wrote add_prefix_space
    if not (isinstance(pre, dict) and pre.get("type") == "Metaspace" and pre.get("replacement") == "▁"
            and prepend in ("always", "never")):
        raise WrongCheckpointError(f"{path}: pre-tokenizer {pre!r:.120}; a SentencePiece model converted by "
                                   "transformers has Metaspace with '▁'")
    charsmap, extra_space = normalizer_fields(tokenizer.get("normalizer"), path)
    proto = sentencepiece_model_pb2.ModelProto()
    for piece, kind in SPM_HEAD:
        proto.pieces.add(piece=piece, score=0.0, type=kind)
    for piece, score in body:
        proto.pieces.add(piece=piece, score=float(score), type=sentencepiece_model_pb2.ModelProto.SentencePiece.NORMAL)
    trainer = proto.trainer_spec
    trainer.model_type, trainer.vocab_size = sentencepiece_model_pb2.TrainerSpec.UNIGRAM, len(proto.pieces)
    trainer.unk_id, trainer.bos_id, trainer.eos_id, trainer.pad_id = 0, 1, 2, -1
    normalizer = proto.normalizer_spec
    normalizer.name = "nmt_nfkc" if charsmap else "identity"
    normalizer.precompiled_charsmap = charsmap
    normalizer.add_dummy_prefix = prepend == "always"
    normalizer.remove_extra_whitespaces = extra_space
    normalizer.escape_whitespaces = True
    return proto
