"""Files handed to native code are checked in Python first: fastBPE's C++ reader trusts its codes
file (a line of one token made it read past its split and crash the process, rc 139; a codes path
that does not exist made it exit with no message). Importing fairseq-xl puts a check in front of the
``fastBPE.fastBPE`` constructor that fairseq's ``--bpe fastbpe`` and the plugin's ``--bpe xlm_fastbpe``
call: the codes (and vocabulary) file is read once by the gate's reader, inside its own folder (a
data folder's ``codes`` linked to a file elsewhere was read, and its first line printed in the
error), its lines are checked, and the C++ reader gets a private copy of exactly the bytes checked
(``checked_copy``), never the path again: no codes file reaches it unchecked, nor one renamed over
the checked one.

SentencePiece's C++ reader is given a model only as protobuf's Python parser read it: importing
fairseq-xl makes ``SentencePieceProcessor.LoadFromFile`` (what fairseq's ``--bpe sentencepiece``, a
hub's or ``from_pretrained``'s, reaches through ``Load``) read the file with the gate's reader and
parse it in Python (``reader.read_sentencepiece_proto``) before the processor takes the parsed model.
Bytes that are not a model are one line naming the file, and never reach native code.

A codes file is UTF-8 text whose every line is ``LEFT RIGHT COUNT`` (three fields separated by one
space, COUNT a non-negative integer), as fastBPE's ``learnbpe`` writes it; a vocabulary file (the
optional second argument) is ``TOKEN COUNT`` lines.
"""
import contextlib
import os
import re
import tempfile

import sentencepiece

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import MismatchedDataError

CODES_LINE = re.compile(r"[^ \n]+ [^ \n]+ [0-9]+")  # ASCII digits: what the C++ reader parses
VOCAB_LINE = re.compile(r"[^ \n]+ [0-9]+")
MAX_BYTES = 256 * 2 ** 20  # XLM-100's 200,000 codes take 3 MB
CODES = (CODES_LINE, "fastBPE codes", "LEFT RIGHT COUNT")
VOCABULARY = (VOCAB_LINE, "fastBPE vocabulary", "TOKEN COUNT")


def checked_lines(path: str, pattern, what: str, shape: str) -> bytes:
    """The bytes of ``path``, a regular file inside its own folder (``reader``), if they are UTF-8 lines that
    all match ``pattern``; else one line naming the file and the line."""
    if not isinstance(path, str):
        raise FileNotFoundError(f"{path!r}: no such {what} file")
    data = reader.read_bytes(path, os.path.dirname(os.path.abspath(path)), MAX_BYTES, what=f"{what} file")
    lines = data.split(b"\n")
    for number, raw in enumerate(lines[:-1] if lines[-1] == b"" else lines, 1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise MismatchedDataError(f"{path}, line {number}: not UTF-8 ({error.reason}); not a {what} file") \
                from error
        if not pattern.fullmatch(line):
            raise MismatchedDataError(f"{path}, line {number}: {line[:60]!r} is not '{shape}'; not a {what} "
                                      "file (preprocess/prepare_xlm_e_data.sh BPE=fastbpe writes one)")
    return data


def check_codes(path: str) -> None:
    checked_lines(path, *CODES)


@contextlib.contextmanager
def checked_copy(path: str, pattern, what: str, shape: str):
    """The path of a private copy (a new folder of the user's temporary files) of the bytes of ``path`` that
    ``checked_lines`` read and checked, for native code to open while the context lasts."""
    data = checked_lines(path, pattern, what, shape)
    with tempfile.TemporaryDirectory(prefix="fairseq-xl-") as folder:
        copy = os.path.join(folder, os.path.basename(path) or "checked")  # the name fastBPE prints
        with open(copy, "xb") as handle:
            handle.write(data)
        yield copy


def _checked(constructor):
    def fastBPE(codes, vocab=""):
        with contextlib.ExitStack() as copies:  # the C++ constructor reads both files, then they are removed
            codes = copies.enter_context(checked_copy(codes, *CODES))
            if vocab:
                vocab = copies.enter_context(checked_copy(vocab, *VOCABULARY))
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
