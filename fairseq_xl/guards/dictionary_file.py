"""A dictionary (``dict.txt``) is received input too: every one fairseq loads by its path
(``Dictionary.load`` and ``add_from_file``: every task's ``load_dictionary``, fairseq's included, a
hub's, a script's) is read by the gate's reader.

fairseq opened the path with ``open`` and ``readlines``, so a data-bin or model folder could hand it
anything: a ``dict.txt`` linked to ``/dev/zero`` read one endless line until the memory was gone
(``MemoryError`` at a 4 GB limit, measured), a FIFO blocked the run forever, a link out of the folder
was read wherever it pointed, and a line that is not ``TOKEN COUNT`` was an error naming the line but
not the file. Importing the plugin reads a path given to ``add_from_file`` with ``reader``, and fairseq
parses the text read, so that by construction:

- a dictionary is a regular file inside its own folder (``reader``: a link out of it, a device, a
  FIFO or a folder is one line, the open never blocks), of at most ``MAX_BYTES`` (256 MiB; XLM-R's
  250,002 words take a few MB), refused unread when larger;
- its text is UTF-8 (else the file and line are named);
- fairseq's own refusals of its lines (not ``TOKEN COUNT [#fairseq:overwrite]``, a word twice) are
  one line naming the file (``InputError``).

A file object (``io.StringIO``) given to ``add_from_file`` is read by fairseq as before.
"""
import io
import os

from fairseq.data import Dictionary

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import InputError

MAX_BYTES = 256 * 2 ** 20


def read_dictionary(path: str) -> str:
    """The text of the dictionary file at ``path`` (module docstring), read inside its own folder."""
    return reader.read_text(path, os.path.dirname(os.path.abspath(path)), MAX_BYTES, what="dictionary")


def add_from_file(self, f):
    """fairseq's ``Dictionary.add_from_file``, a path read by the gate's reader first."""
    if not isinstance(f, (str, os.PathLike)):
        return _add_from_file(self, f)
    text = read_dictionary(os.fspath(f))
    self.received_path = os.fspath(f)  # named where its data's token ids are refused (data_index.check_tokens)
    try:
        return _add_from_file(self, io.StringIO(text))
    except (ValueError, RuntimeError) as error:  # fairseq's: a line not TOKEN COUNT, a word twice
        message = str(error).replace("\n", "")  # fairseq quotes the line with its newline
        raise InputError(f"{os.fspath(f)}: {message}") from None


_add_from_file = Dictionary.add_from_file
Dictionary.add_from_file = add_from_file
