"""Files handed to native code are checked in Python first: fastBPE's C++ reader trusts its codes
file (a line of one token made it read past its split and crash the process, rc 139; a codes path
that does not exist made it exit with no message). Importing fairseq-xl puts ``check_codes`` in
front of the ``fastBPE.fastBPE`` constructor that fairseq's ``--bpe fastbpe`` and the plugin's
``--bpe xlm_fastbpe`` call, so no codes file reaches the C++ reader unchecked.

SentencePiece's C++ reader is given a model only as protobuf's Python parser read it: importing
fairseq-xl makes ``SentencePieceProcessor.LoadFromFile`` (what fairseq's ``--bpe sentencepiece``, a
hub's or ``from_pretrained``'s, reaches through ``Load``) read the file with the gate's reader and
parse it in Python (``reader.read_sentencepiece_proto``) before the processor takes the parsed model.
Bytes that are not a model are one line naming the file, and never reach native code.

A codes file is UTF-8 text whose every line is ``LEFT RIGHT COUNT`` (three fields separated by one
space, COUNT a non-negative integer), as fastBPE's ``learnbpe`` writes it; a vocabulary file (the
optional second argument) is ``TOKEN COUNT`` lines.
"""
import re

import sentencepiece

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import MismatchedDataError

CODES_LINE = re.compile(r"[^ \n]+ [^ \n]+ [0-9]+")  # ASCII digits: what the C++ reader parses
VOCAB_LINE = re.compile(r"[^ \n]+ [0-9]+")


def check_lines(path: str, pattern, what: str, shape: str) -> str:
    """``path`` if it is a regular file of UTF-8 lines that all match ``pattern``; else one line naming
    the file and the line."""
    if not isinstance(path, str):
        raise FileNotFoundError(f"{path!r}: no such {what} file")
    with reader.open_binary(path, what=f"{what} file") as handle:
        for number, raw in enumerate(handle, 1):
            try:
                line = raw.decode("utf-8").rstrip("\n")
            except UnicodeDecodeError as error:
                raise MismatchedDataError(f"{path}, line {number}: not UTF-8 ({error.reason}); not a {what} file") \
                    from error
            if not pattern.fullmatch(line):
                raise MismatchedDataError(f"{path}, line {number}: {line[:60]!r} is not '{shape}'; not a {what} "
                                          "file (preprocess/prepare_xlm_e_data.sh BPE=fastbpe writes one)")
    return path


def check_codes(path: str) -> str:
    return check_lines(path, CODES_LINE, "fastBPE codes", "LEFT RIGHT COUNT")


def _checked(constructor):
    def fastBPE(codes, vocab=""):
        check_codes(codes)
        if vocab:
            check_lines(vocab, VOCAB_LINE, "fastBPE vocabulary", "TOKEN COUNT")
        return constructor(codes, vocab)
    fastBPE.__doc__ = constructor.__doc__
    return fastBPE


try:
    import fastBPE as _fastbpe_module
except ImportError:  # fastBPE is optional (install.sh builds it): nothing to guard
    _fastbpe_module = None
if _fastbpe_module is not None and not getattr(_fastbpe_module.fastBPE, "checked", False):
    _fastbpe_module.fastBPE = _checked(_fastbpe_module.fastBPE)
    _fastbpe_module.fastBPE.checked = True


def load_parsed(processor, filename):
    """SentencePiece's ``LoadFromFile``, taken over: the model parsed in Python, then given to the processor."""
    return processor.LoadFromSerializedProto(reader.read_sentencepiece_proto(filename))


sentencepiece.SentencePieceProcessor.LoadFromFile = load_parsed
