"""A refusal reaches the terminal as one line, from every command that loads the plugin.

The plugin's scripts report the gate's errors (``CHECKPOINT_ERRORS``) with argparse's ``error:
MESSAGE``. fairseq's own commands (``fairseq-train``, ``-validate``, ``-generate``,
``-interactive``, ``-eval-lm``) do not catch them, nor the plugin's refusals of a flag's value or a
data file (``InputError``): a refused checkpoint, data-bin index, config string, ``--mask-prob 1.5`` or
dictionary out of order came out inside a traceback of 30 lines, the right message at its end. Importing
the plugin installs a ``sys.excepthook`` that prints such an error (``REFUSALS``) as ``PROGRAM: error:
MESSAGE``, as fairseq's argparse prints a flag it cannot parse (the process still exits with status 1, as
for any uncaught error); every other exception keeps Python's traceback. ``fairseq-hydra-train``'s job is run
inside Hydra's own handler, which prints a traceback before any hook sees it: ``repairs.hydra_train`` says the
refusal there with ``say``, its flags named as the config names them.
"""
import os
import sys
from typing import Callable

from fairseq_xl.guards.errors import REFUSALS

_hook = sys.excepthook


def message(error: BaseException) -> str:
    """The refusal's message: its first line; for one raised in a DataLoader worker, which torch raises again in
    the main process as "Caught KIND in DataLoader worker process N." with the worker's traceback under it, the
    original message, from that traceback's last line."""
    lines = str(error).splitlines()
    if len(lines) > 2 and lines[0].startswith("Caught ") and lines[1].startswith("Original Traceback"):
        return lines[-1].split(": ", 1)[-1]
    return (lines or [type(error).__name__])[0]


def say(error: BaseException, names: Callable[[str], str] = str) -> None:
    """``PROGRAM: error: MESSAGE`` on standard error, ``names`` applied to the message (``repairs.hydra_train``:
    ``--mask-prob`` as a config's ``task.mask_prob``)."""
    print(f"{os.path.basename(sys.argv[0] or 'python')}: error: {names(message(error))}", file=sys.stderr, flush=True)


def one_line(kind, error, traceback):
    if issubclass(kind, REFUSALS):
        say(error)
        return
    _hook(kind, error, traceback)


sys.excepthook = one_line
