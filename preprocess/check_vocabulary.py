"""Check an existing vocabulary before a pipeline uses it (SPM_MODEL or CODES, with DICT): the
release files of XLM-R (``sentencepiece.bpe.model`` + ``dict.txt``), of XLM (fastBPE ``codes`` +
``vocab``-style ``dict.txt``) or of a model this project exported; and write the pipeline's copies.

    check_vocabulary.py --dict DICT (--spm SPM_MODEL | --codes CODES) --out FOLDER [--symbols S ...]

DICT must be a fairseq dictionary (``SYMBOL COUNT`` lines, UTF-8, no symbol twice); the
SentencePiece model must be a unigram model (``fairseq_xl.data.sentencepiece_model``: the Hugging
Face export's tokenizer needs one) and the one that made DICT (``fairseq_xl.hub.check_pieces``: most
of its pieces are in DICT), and codes must be fastBPE's. Each file is read once, by the gate's reader,
into FOLDER (``dict.txt``, ``spm.model`` or ``codes``, new files), and the checks read those copies,
which are what the pipeline then uses: no received file is read again by its name (by ``cp`` or
``cat``), so none renamed over the checked one after its check is used. The symbols of
``--symbols`` that DICT lacks are appended to FOLDER/dict.txt (as fairseq's RoBERTa/XLM-R adds
``<mask>`` at load). Exit 1 with one line naming the file on any problem.
"""
import argparse
import os
import sys
from typing import Tuple

from fairseq.data import Dictionary

from fairseq_xl.guards import native_inputs, reader
from fairseq_xl.guards.dictionary_file import MAX_BYTES as MAX_DICTIONARY_BYTES
from fairseq_xl.guards.errors import MismatchedDataError
from fairseq_xl.hub import check_pieces


def dictionary_symbols(path: str) -> list:
    symbols = []
    for number, line in enumerate(reader.text_lines(path, what="dictionary"), 1):
        fields = line.rstrip("\n").split(" ")
        if fields[-1] == "#fairseq:overwrite":
            fields = fields[:-1]
        if len(fields) != 2 or not fields[1].isdecimal() or not fields[0]:
            raise MismatchedDataError(f"{path}, line {number}: {line.strip()[:60]!r} is not 'SYMBOL COUNT'; not a "
                                      "fairseq dict.txt")
        symbols.append(fields[0])
    if len(set(symbols)) != len(symbols):
        raise MismatchedDataError(f"{path}: a symbol appears twice; not a fairseq dict.txt")
    Dictionary.load(path)  # fairseq's own reader accepts it too
    return symbols


def copied(path: str, folder: str, name: str, limit: int, what: str) -> Tuple[str, bytes]:
    """FOLDER/NAME, a new file holding the bytes of ``path`` as the reader read them (a regular file inside its own
    folder, as fairseq's dictionaries are read, or in a snapshot of Hugging Face's hub cache; ``limit`` bytes at
    most), and those bytes."""
    copy = os.path.join(folder, name)
    data = reader.read_bytes(path, os.path.dirname(os.path.abspath(path)), limit, what)
    with open(copy, "xb") as handle:
        handle.write(data)
    return copy, data


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dict", required=True)
    given = parser.add_mutually_exclusive_group(required=True)
    given.add_argument("--spm")
    given.add_argument("--codes")
    parser.add_argument("--out", required=True, help="an existing folder: its dict.txt, spm.model or codes are "
                                                     "written new (the pipeline's partial folder)")
    parser.add_argument("--symbols", nargs="*", default=[])
    args = parser.parse_args()
    originals = {}
    try:
        dictionary, text = copied(args.dict, args.out, "dict.txt", MAX_DICTIONARY_BYTES, "dictionary")
        originals[dictionary] = args.dict
        if args.spm:
            model, _ = copied(args.spm, args.out, "spm.model", reader.MAX_SENTENCEPIECE_BYTES, "SentencePiece model")
        else:
            model, _ = copied(args.codes, args.out, "codes", native_inputs.MAX_BYTES, "fastBPE codes file")
        originals[model] = args.spm or args.codes
        symbols = set(dictionary_symbols(dictionary))
        if args.spm:
            check_pieces(model, dictionary)  # parsed in Python (a unigram model), then its pieces
        else:
            native_inputs.check_codes(model)
    except (OSError, ValueError, RuntimeError) as error:  # the reader's and the checks' one-line refusals
        message = str(error)
        for copy, original in originals.items():  # name the files as the user gave them
            message = message.replace(copy, original)
        sys.exit(f"error: {message}")
    missing = [symbol for symbol in args.symbols if symbol not in symbols]
    with open(dictionary, "a", encoding="utf-8") as handle:  # a last line without its end gets one first
        ends = not text or text.endswith(b"\n")
        handle.write(("" if ends else "\n") + "".join(f"{symbol} 0\n" for symbol in missing))


if __name__ == "__main__":
    main()
