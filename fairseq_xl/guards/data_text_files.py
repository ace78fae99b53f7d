"""The text files fairseq's own code opens in a data folder are read by ``reader``: raw text data
(``--dataset-impl raw``: ``IndexedRawTextDataset``) and the label files of ``sentence_prediction``
(regression targets, ``label/SPLIT.label``) and ``sentence_ranking``.

Those modules called Python's ``open`` on whatever the folder held: a FIFO blocked the run forever, a
file linked to ``/dev/zero`` was one endless line (``readlines`` until the memory was gone), a link
out of the folder was read where it pointed. Importing the plugin gives each of those modules
``received_open`` in place of ``open`` (a module's own name before the builtin), so that a file they
open for reading is, by construction, a regular file inside its folder, read no further than its size
when opened (``reader.open_binary``); their writes (``indexed_dataset``'s builders) are Python's
``open`` as before.
"""
import builtins
import io
import os
import sys

from fairseq.data import indexed_dataset  # noqa: F401  (the modules below, imported before they are covered)
from fairseq.tasks import sentence_prediction, sentence_ranking  # noqa: F401

from fairseq_xl.guards import reader

MODULES = ("fairseq.data.indexed_dataset", "fairseq.tasks.sentence_prediction", "fairseq.tasks.sentence_ranking")


def received_open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, *args, **kwargs):
    """``open``, but a path opened for reading only is read by ``reader``, inside its folder (module docstring)."""
    if not isinstance(file, (str, os.PathLike)) or set(mode) & set("wax+"):
        return builtins.open(file, mode, buffering, encoding, errors, newline, *args, **kwargs)
    path = os.fspath(file)
    binary = reader.open_binary(path, os.path.dirname(os.path.abspath(path)), what="data file")
    if "b" in mode:
        return binary
    return io.TextIOWrapper(binary, encoding=encoding or "utf-8", errors=errors, newline=newline)


for _name in MODULES:
    sys.modules[_name].open = received_open
