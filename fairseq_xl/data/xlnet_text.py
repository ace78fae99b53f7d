"""XLNet's text normalisation and pieces, as Hugging Face's ``XLNetTokenizer`` applies a release's
``spiece.model`` (the official ``prepro_utils.py``): runs of white space collapsed and trimmed
(``remove_space``), LaTeX quotes `````` and ``''`` read as ``"``, accents removed (NFKD, combining marks
dropped) unless ``keep_accents``, lower case for an uncased model (``do_lower_case``); and a piece that
ends in a digit and a comma (``▁1999,``) encoded again without the comma, which becomes a piece of its
own. None of this is in the SentencePiece model, so fairseq's ``--bpe sentencepiece`` would give
``Jürgen`` pieces the model never saw.

``python -m fairseq_xl.hf.import_xlnet`` writes a release's settings into ``xlnet_text.json`` beside
``spm.model``; ``--bpe xlnet_sentencepiece`` (``xlnet_sentencepiece.py``, which the hub picks where the
file lies) and ``preprocess/spm.py encode --xlnet-text`` apply them. Standard library only: the data
pipeline loads this file without fairseq.
"""
import unicodedata
from typing import Dict, List

from fairseq_xl.guards.errors import InputError

TEXT_SETTINGS = "xlnet_text.json"
DEFAULTS = {"remove_space": True, "keep_accents": False, "do_lower_case": False}  # XLNetTokenizer's
WORD = "\u2581"


def settings_of(given, path: str) -> Dict[str, bool]:
    """The settings ``given`` (``path``'s JSON value, read by ``guards/reader``: an object of the
    ``DEFAULTS`` keys, booleans), others at their defaults."""
    if not isinstance(given, dict) or set(given) - set(DEFAULTS) or \
            not all(isinstance(value, bool) for value in given.values()):
        raise InputError(f"{path}: a JSON object with true/false values for {', '.join(DEFAULTS)} only, not {given!r}")
    return {**DEFAULTS, **given}


def normalise(text: str, settings: Dict[str, bool]) -> str:
    if settings["remove_space"]:
        text = " ".join(text.strip().split())
    text = text.replace("``", '"').replace("''", '"')
    if not settings["keep_accents"]:
        text = "".join(char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char))
    return text.lower() if settings["do_lower_case"] else text


def digit_comma(piece: str) -> bool:
    """A piece that ends in a digit and a comma (``▁1999,``), which XLNet's rule splits: XLNetTokenizer
    never writes one."""
    return len(piece) > 1 and piece[-1] == "," and piece[-2].isdigit()


def pieces(processor, text: str, settings: Dict[str, bool]) -> List[str]:
    """XLNet's pieces of ``text`` (``processor``: a ``SentencePieceProcessor``)."""
    result = []
    for piece in processor.encode(normalise(text, settings), out_type=str):
        if digit_comma(piece):
            again = processor.encode(piece[:-1].replace(WORD, ""), out_type=str)
            if piece[0] != WORD and again[0][0] == WORD:
                again = again[1:] if len(again[0]) == 1 else [again[0][1:], *again[1:]]
            result += [*again, piece[-1]]
        else:
            result.append(piece)
    return result
