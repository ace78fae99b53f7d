"""The errors the guards raise: each names the file and what in it was refused. A script reports
any of ``CHECKPOINT_ERRORS`` as one line (argparse's ``error: MESSAGE``), without a traceback; so do fairseq's
commands, for those and for ``InputError`` (``one_line``)."""
import pickle

from fairseq_xl.guards.reader import ReceivedFileError


class UntrustedCheckpointError(ValueError):
    """A received file asks for something the plugin does not build, open or run."""


class CheckpointReadError(RuntimeError):
    """A checkpoint file that cannot be read as one (truncated, not a zip archive, ...)."""


class WrongCheckpointError(ValueError):
    """A checkpoint of another model or task than the command needs."""


class MismatchedDataError(ValueError):
    """A data folder whose files do not belong together (``fairseq_xl.hub.check_pieces``)."""


class UnsafeArchiveError(ValueError):
    """A model archive holding anything but regular files and folders inside it."""


class InputError(ValueError):
    """Input a user can mend, refused before it is used: a flag's value (``flag_checks``), a data file or folder
    (a line, a count, a missing symbol), a save dir of another run. Its message names the flag, file or line and
    what it takes instead; ``one_line`` prints it as fairseq's argparse prints a bad flag. Errors of the code itself
    stay other exceptions, with their traceback."""


CHECKPOINT_ERRORS = (WrongCheckpointError, CheckpointReadError, UntrustedCheckpointError, pickle.UnpicklingError,
                     FileNotFoundError, FileExistsError, MismatchedDataError, UnsafeArchiveError, ReceivedFileError)
REFUSALS = CHECKPOINT_ERRORS + (InputError,)  # printed as one line by fairseq's commands and the plugin's scripts
