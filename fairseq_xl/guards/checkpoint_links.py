"""A checkpoint save replaces a symbolic link in the save folder, never the file it points to.

fairseq writes the first checkpoint of a save (``torch_persistent_save``: a temporary file
renamed over the name, which replaces a link) and copies it to the others (``checkpoint_best.pt``,
``checkpoint_last.pt``, ...) with ``PathManager.copy``, that is ``shutil.copyfile``, which
follows a link at the destination and overwrites its target: a ``checkpoint_best.pt`` linked to
another run's checkpoint (or any file) was overwritten through the link. Importing fairseq_xl
makes the copy remove such a link first, so the save writes a file of its own there.
"""
import logging
import os

from fairseq.file_io import PathManager

logger = logging.getLogger(__name__)

_fairseq_copy = PathManager.copy


def copy_replacing_links(src_path: str, dst_path: str, overwrite: bool = False) -> bool:
    if overwrite and os.path.islink(dst_path):
        logger.warning(f"{dst_path} was a link to {os.readlink(dst_path)}: replaced by a file of this save, "
                       "the file it pointed to is left as it was")
        os.unlink(dst_path)
    return _fairseq_copy(src_path, dst_path, overwrite)


PathManager.copy = staticmethod(copy_replacing_links)
