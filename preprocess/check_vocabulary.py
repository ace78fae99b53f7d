"""Check an existing vocabulary before a pipeline uses it (SPM_MODEL or CODES, with DICT): the
release files of XLM-R (``sentencepiece.bpe.model`` + ``dict.txt``), of XLM (fastBPE ``codes`` +
``vocab``-style ``dict.txt``) or of a model this project exported.

    check_vocabulary.py --dict DICT (--spm SPM_MODEL | --codes CODES) [--symbols S ...]

DICT must be a fairseq dictionary (``SYMBOL COUNT`` lines, UTF-8, no symbol twice); the
SentencePiece model must be a unigram model (``fairseq_xl.data.sentencepiece_model``: the Hugging
Face export's tokenizer needs one) and the one that made DICT (``fairseq_xl.hub.check_pieces``: most
of its pieces are in DICT), and codes must be fastBPE's. Prints the symbols of ``--symbols`` that DICT lacks,
which the pipeline appends (as fairseq's RoBERTa/XLM-R adds ``<mask>`` at load). Exit 1 with one
line naming the file on any problem.
"""
import argparse
import sys

from fairseq.data import Dictionary

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import MismatchedDataError
from fairseq_xl.guards.native_inputs import check_codes
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dict", required=True)
    given = parser.add_mutually_exclusive_group(required=True)
    given.add_argument("--spm")
    given.add_argument("--codes")
    parser.add_argument("--symbols", nargs="*", default=[])
    args = parser.parse_args()
    try:
        symbols = set(dictionary_symbols(args.dict))
        if args.spm:
            check_pieces(args.spm, args.dict)  # parsed in Python (a unigram model), then its pieces
        else:
            check_codes(args.codes)
    except (OSError, ValueError, RuntimeError) as error:  # the reader's and the checks' one-line refusals
        sys.exit(f"error: {error}")
    print(" ".join(symbol for symbol in args.symbols if symbol not in symbols))


if __name__ == "__main__":
    main()
