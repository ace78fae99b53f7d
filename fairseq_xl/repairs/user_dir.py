"""``--user-dir fairseq_xl`` in a program that imported the plugin already: fairseq imports a user directory
once, and where a module of that name is imported it compares the flag's path with the module's as strings.
The plugin reached through the link install.sh puts in site-packages (``import fairseq_xl`` from any folder but
the repository's) has another string than the repository's folder, or than fairseq's own
``site-packages/fairseq/../fairseq_xl`` (how it resolves the bare name outside the repository), so fairseq stopped
with "is not globally unique. Please rename the directory", naming a fault there is not. The plugin's wrapper of
``fairseq.utils.import_user_module`` compares the two paths as the files they are (``os.path.samefile``); a
directory that is another one keeps fairseq's error.
"""
import functools
import logging
import os
import sys

from fairseq import utils

logger = logging.getLogger(__name__)


def _folder(user_dir: str):
    """The folder fairseq takes for ``user_dir``: the path as given, else beside fairseq's package, else beside its
    parent (fairseq's order), None where none is a folder."""
    here = os.path.dirname(utils.__file__)
    for path in (os.path.abspath(user_dir), os.path.join(here, user_dir), os.path.join(here, "..", user_dir)):
        if os.path.exists(path):
            return path if os.path.isdir(path) else None
    return None


def _imported_already(user_dir: str) -> bool:
    """Whether a module of the folder's name is imported from that very folder, reached by another path."""
    folder = _folder(user_dir)
    module = folder and sys.modules.get(os.path.basename(os.path.normpath(folder)))
    return module is not None and any(os.path.isdir(path) and os.path.samefile(path, folder)
                                      for path in getattr(module, "__path__", ()))


def _same_folder_once(import_user_module):
    @functools.wraps(import_user_module)
    def wrapper(args):
        user_dir = getattr(args, "user_dir", None)
        if user_dir is not None and _imported_already(user_dir):
            logger.info(f"--user-dir={user_dir} has already been imported.")
            return None
        return import_user_module(args)
    wrapper.fairseq_xl_user_dir = True
    return wrapper


if not getattr(utils.import_user_module, "fairseq_xl_user_dir", False):
    utils.import_user_module = _same_folder_once(utils.import_user_module)
