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
as in fairseq. A user-defined piece scores as SentencePiece scores it (length x the best
score - 0.1: always taken where it matches).

An imported XLNet's vocabulary (``xlnet_text.json``, ``fairseq_xl.data.xlnet_text``) adds
``XLNetTokenizer``'s steps before SentencePiece's, in its order: white space runs (Python's
``str.isspace``) as one space, none at the ends; ``````/``''`` as ``"``; NFKD and the characters with
a combining class dropped (Python's ``unicodedata.combining``, the class written out here at
export) unless ``keep_accents``; lower case if ``do_lower_case``. Its digit-comma rule (a piece
``▁1999,`` is encoded again without the comma, which becomes a piece) becomes a vocabulary that
scores pieces ending in a digit and a comma as the dictionary's entries that SentencePiece lacks,
so that Viterbi takes the comma alone. Measured against ``XLNetTokenizer`` on 4,000 lines of the
embedded corpus's five languages and ten lines of accents, digits, white space runs, quotes and
characters outside the vocabulary (two stand-in releases of 600 and 8,000 pieces, each of the
settings on and off): the same ids on all but 1 and 6 lines. Those differ where Viterbi meets a
tie (``f ff`` for ``ff f``) and where SentencePiece's digit-comma piece does not begin its word
(``▁1 99 9,``, whose ``9`` XLNetTokenizer encodes again alone: ``▁1 99 9 ,``; here ``▁ 19 99 ,``).
"""
import functools
import os
import sys
import unicodedata
from typing import Callable, Dict, List, Optional, Tuple

from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors
from transformers import PreTrainedTokenizerFast, XLNetTokenizerFast

from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.data.xlnet_text import DEFAULTS, TEXT_SETTINGS, digit_comma, settings_of
from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import WrongCheckpointError

NORMAL_PIECE, USER_DEFINED = 1, 4
UNKNOWN_PENALTY = 10.0  # SentencePiece scores an unknown piece min_score - 10 (kUnkPenalty)


def read_xlnet_text(folder: str) -> Optional[Dict[str, bool]]:
    """``folder``'s ``xlnet_text.json`` (an imported XLNet's normalisation), None where it has none."""
    path = os.path.join(folder, TEXT_SETTINGS)
    if not os.path.lexists(path):
        return None
    try:
        return settings_of(reader.read_json(path, folder, limit=2 ** 20, what=TEXT_SETTINGS), path)
    except ValueError as error:
        raise WrongCheckpointError(str(error)) from error


def vocabulary(proto, symbols: List[str], special: List[str],
               never: Optional[Callable[[str], bool]] = None) -> List[Tuple[str, float]]:
    """(piece, score) for every dictionary symbol, in the dictionary's order; a piece that ``never``
    takes scores as the dictionary's entries that SentencePiece lacks."""
    scores = {piece.piece: piece.score for piece in proto.pieces if piece.type == NORMAL_PIECE}
    best = max(scores.values())
    scores.update({piece.piece: len(piece.piece) * best - 0.1 for piece in proto.pieces
                   if piece.type == USER_DEFINED})  # SentencePiece's unigram_model.cc
    floor = min(scores.values()) - UNKNOWN_PENALTY
    return [(symbol, 0.0 if symbol in special else floor if never and never(symbol) else scores.get(symbol, floor))
            for symbol in symbols]


@functools.lru_cache(maxsize=None)
def character_class(keep: Callable[[str], bool]) -> str:
    """A regular-expression class of the characters ``keep`` takes (``\\x{...}`` ranges)."""
    ranges: List[List[int]] = []
    for code in range(sys.maxunicode + 1):
        if keep(chr(code)):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "[" + "".join(f"\\x{{{low:X}}}" + (f"-\\x{{{high:X}}}" if high > low else "") for low, high in ranges) + "]"


def xlnet_steps(settings: Dict[str, bool]) -> list:
    """``XLNetTokenizer.preprocess_text`` as ``tokenizers`` normalizers (see the module's docstring)."""
    steps = []
    if settings["remove_space"]:
        steps += [normalizers.Replace(Regex(character_class(str.isspace) + "+"), " "), normalizers.Strip()]
    steps += [normalizers.Replace("``", '"'), normalizers.Replace("''", '"')]
    if not settings["keep_accents"]:
        steps += [normalizers.NFKD(), normalizers.Replace(Regex(character_class(unicodedata.combining)), "")]
    if settings["do_lower_case"]:
        steps.append(normalizers.Lowercase())
    return steps


def build_tokenizer(spm_model: str, dictionary, single: str, pair: str, max_length: int,
                    xlnet: bool = False, xlnet_text: Optional[Dict[str, bool]] = None) -> PreTrainedTokenizerFast:
    """The tokenizer of ``dictionary`` (fairseq's ``Dictionary``) over ``spm_model``.
    ``single`` and ``pair`` are ``tokenizers`` templates of the special tokens around the text,
    e.g. RoBERTa's ``"<s> $A </s>"`` and ``"<s> $A </s> </s> $B </s>"``; ``xlnet``: an
    ``XLNetTokenizerFast`` (padding on the left, padding's token type 3, as ``XLNetTokenizer``);
    ``xlnet_text``: an imported XLNet's normalisation settings."""
    proto = read_sentencepiece(spm_model)
    names = dict(bos_token=dictionary.bos_word, eos_token=dictionary.eos_word, unk_token=dictionary.unk_word,
                 pad_token=dictionary.pad_word, cls_token=dictionary.bos_word, sep_token=dictionary.eos_word)
    if "<mask>" in dictionary.indices:
        names["mask_token"] = "<mask>"
    special = sorted(set(names.values()))
    never = digit_comma if xlnet_text is not None else None  # XLNet's digit-comma rule
    tokenizer = Tokenizer(models.Unigram(vocabulary(proto, list(dictionary.symbols), special, never),
                                         unk_id=dictionary.unk(), byte_fallback=False))
    spec = proto.normalizer_spec
    steps = [] if xlnet_text is None else xlnet_steps(xlnet_text)
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
    if xlnet:
        return XLNetTokenizerFast(tokenizer_object=tokenizer, model_max_length=max_length, padding_side="left",
                                  additional_special_tokens=[], **(xlnet_text or DEFAULTS), **names)
    return PreTrainedTokenizerFast(tokenizer_object=tokenizer, model_max_length=max_length, **names)
