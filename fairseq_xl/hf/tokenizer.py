"""A Hugging Face tokenizer that maps text to a fairseq dictionary's ids.

fairseq encodes text in two steps: SentencePiece splits it into pieces, and ``dict.txt`` (in
order of frequency, after fairseq's four special symbols) gives each piece its id, ``<unk>``
for a piece it lacks. SentencePiece's own ids follow another order, so its model cannot serve
as the tokenizer. This builds a ``tokenizers`` Unigram model whose vocabulary *is* the
dictionary, id for id, with SentencePiece's score for each piece, its normalisation
(the precompiled NFKC map, runs of spaces collapsed, none at either end) and its
``▁`` word boundaries, so that Viterbi picks SentencePiece's segmentation and the ids are
fairseq's.

Characters outside SentencePiece's alphabet: SentencePiece returns a run of them as one
piece, which fairseq looks up in the dictionary (``fairseq-preprocess`` adds such runs to
``dict.txt`` when they occur in training text). Here those dictionary entries get a score
below every piece's, so a run that is a dictionary entry becomes that entry, and a run of
characters that no entry covers becomes one ``<unk>`` (Unigram's ``fuse_unk``). The one case
that differs: a run of such characters that is not itself an entry but contains one, e.g.
``’ê`` where ``’`` is an entry (fairseq: one ``<unk>``; here: ``’`` and ``<unk>``); measured on
the embedded corpus's test and valid lines: none of 5,000 with the quickstart's dictionary, 7
with the test suite's 1,000-piece one, all French. ``<s>``, ``</s>``, ``<pad>``, ``<unk>`` and
``<mask>`` written in the text are special tokens here (``transformers``' convention), text to
fairseq. A SentencePiece piece that the dictionary lacks is left out, so it becomes ``<unk>``
as in fairseq.
"""
from typing import List, Optional, Tuple

from sentencepiece import sentencepiece_model_pb2
from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors
from transformers import PreTrainedTokenizerFast

from fairseq_xl.guards import reader

UNIGRAM = 1
NORMAL_PIECE = 1
UNKNOWN_PENALTY = 10.0  # SentencePiece scores an unknown piece min_score - 10 (kUnkPenalty)


def read_sentencepiece(path: str, folder: Optional[str] = None) -> sentencepiece_model_pb2.ModelProto:
    """A SentencePiece model file (``guards/reader``: a regular file, inside ``folder`` when given)."""
    proto = sentencepiece_model_pb2.ModelProto()
    proto.ParseFromString(reader.read_bytes(path, folder, what="SentencePiece model"))
    if proto.trainer_spec.model_type != UNIGRAM:
        raise ValueError(f"{path}: a SentencePiece unigram model is needed (preprocess/spm.py trains one), "
                         f"this one has model_type {proto.trainer_spec.model_type}")
    return proto


def vocabulary(proto, symbols: List[str], special: List[str]) -> List[Tuple[str, float]]:
    """(piece, score) for every dictionary symbol, in the dictionary's order."""
    scores = {piece.piece: piece.score for piece in proto.pieces if piece.type == NORMAL_PIECE}
    floor = min(scores.values()) - UNKNOWN_PENALTY
    return [(symbol, 0.0 if symbol in special else scores.get(symbol, floor)) for symbol in symbols]


def build_tokenizer(spm_model: str, dictionary, single: str, pair: str, max_length: int,
                    padding_side: str = "right") -> PreTrainedTokenizerFast:
    """The tokenizer of ``dictionary`` (fairseq's ``Dictionary``) over ``spm_model``.
    ``single`` and ``pair`` are ``tokenizers`` templates of the special tokens around the text,
    e.g. RoBERTa's ``"<s> $A </s>"`` and ``"<s> $A </s> </s> $B </s>"``."""
    proto = read_sentencepiece(spm_model)
    names = dict(bos_token=dictionary.bos_word, eos_token=dictionary.eos_word, unk_token=dictionary.unk_word,
                 pad_token=dictionary.pad_word, cls_token=dictionary.bos_word, sep_token=dictionary.eos_word)
    if "<mask>" in dictionary.indices:
        names["mask_token"] = "<mask>"
    special = sorted(set(names.values()))
    tokenizer = Tokenizer(models.Unigram(vocabulary(proto, list(dictionary.symbols), special),
                                         unk_id=dictionary.unk(), byte_fallback=False))
    spec = proto.normalizer_spec
    steps = []
    if spec.precompiled_charsmap:
        steps.append(normalizers.Precompiled(spec.precompiled_charsmap))
    if spec.remove_extra_whitespaces:
        steps += [normalizers.Strip(), normalizers.Replace(Regex(" {2,}"), " ")]
    tokenizer.normalizer = normalizers.Sequence(steps)
    prepend = "always" if spec.add_dummy_prefix else "never"
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme=prepend)
    tokenizer.decoder = decoders.Metaspace(replacement="▁", prepend_scheme=prepend)
    tokenizer.post_processor = processors.TemplateProcessing(
        single=single, pair=pair,
        special_tokens=[(token, dictionary.index(token)) for token in special])
    return PreTrainedTokenizerFast(tokenizer_object=tokenizer, model_max_length=max_length,
                                   padding_side=padding_side, **names)
