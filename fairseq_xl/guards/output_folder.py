"""Every folder a command writes is written all or nothing, however its name is spelled.

The folder is built as ``DEST.partial`` and renamed to ``DEST`` when complete; any failure (an
error, Ctrl-C) removes the partial folder, so a rerun starts clean. ``DEST`` is normalised first
(``out/`` and ``out`` are one folder: with the trailing slash the partial folder was made inside
``DEST`` and the rename failed). Nothing that exists is overwritten: ``DEST`` must not exist (an
empty folder is taken as free) and neither may ``DEST.partial`` (another run's, or someone's).
The shell pipelines do the same in ``preprocess/common.sh`` (``make_partial``).
"""
import os
import shutil
from contextlib import contextmanager


def check_free(dest: str) -> str:
    """``dest`` normalised, if it and its partial folder are free (an empty folder is); else one line."""
    dest = os.path.normpath(dest)
    for path in (dest, dest + ".partial"):
        if os.path.isdir(path) and not os.path.islink(path) and not os.listdir(path) and path == dest:
            continue
        if os.path.lexists(path):
            state = "exists and is not empty" if os.path.isdir(path) else "exists"
            raise FileExistsError(f"{path} {state}; choose a new folder (nothing is overwritten)")
    return dest


@contextmanager
def output_folder(dest: str):
    """Yield the partial folder to write into; rename it to ``dest`` when the block ends well."""
    dest = check_free(dest)
    partial = dest + ".partial"
    if os.path.isdir(dest):
        os.rmdir(dest)  # empty (check_free)
    os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
    os.mkdir(partial)
    try:
        yield partial
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    os.rename(partial, dest)
