"""The one length rule of the plugin's tasks: an example longer than ``--tokens-per-sample``, as
the model will see it (special tokens included), stops the run with an error that names its
file and line, or, where the task offers ``--skip-long-pairs``, is left out with a warning.
fairseq's own size filter would drop it silently (or compare the wrong length: a CA-MLM pair's
two sides together against the limit of one side)."""

import logging
from typing import Optional

import numpy as np

from fairseq_xl.guards.errors import InputError

logger = logging.getLogger(__name__)


def within_limit(
    lengths: np.ndarray, limit: int, name: str, what: str, measured: str, advice: str, skip: bool = False
) -> Optional[np.ndarray]:
    """The indices of the examples whose ``lengths`` fit ``limit``, or None when all do.

    name: the file the examples come from; what: what they are ("pairs"); measured: how their
    length is counted ("joined as <s> e </s> </s> f </s>"); advice: what the user can do."""
    too_long = np.flatnonzero(lengths > limit)
    if not too_long.size:
        return None
    if not skip:
        first = too_long[0]
        raise InputError(
            f"{name}: {too_long.size} {what} are longer than --tokens-per-sample {limit} ({measured}); "
            f"the first is line {first + 1} ({lengths[first]} tokens). {advice}"
        )
    logger.warning(f"{name}: leaving out {too_long.size} {what} over {limit} tokens ({measured})")
    return np.flatnonzero(lengths <= limit)
