"""Model archives (``from_pretrained("model.tar.gz")``) are extracted inside their folder only.

fairseq's ``file_utils.load_archive_file`` extracts every member of a ``.tar.gz`` where its
name points, ``..`` and absolute paths included (path traversal: a crafted archive writes
anywhere the user can), and then deletes the user's archive, putting the extracted folder in
its place. Importing fairseq_xl replaces it for local archives: a member whose path or link
target leaves the extraction folder is refused, naming the archive and the member, before
anything is written; the rest is extracted (tarfile's ``data`` filter) into a new temporary
folder, and the archive stays as it was. Folders and URLs go to fairseq's function as before.
"""
import os
import tarfile
import tempfile

from fairseq import file_utils

from fairseq_xl.guards.errors import UnsafeArchiveError


def _outside(name: str) -> bool:
    normal = os.path.normpath(name)
    return os.path.isabs(name) or normal == ".." or normal.startswith(".." + os.sep)


def check_members(path: str, archive: tarfile.TarFile) -> None:
    for member in archive.getmembers():
        target = os.path.join(os.path.dirname(member.name), member.linkname) if member.issym() else member.linkname
        if _outside(member.name) or ((member.issym() or member.islnk()) and _outside(target)):
            raise UnsafeArchiveError(f"{path}: archive member {member.name!r} would be written outside the folder it "
                                     "is extracted to (absolute path, '..' or a link leaving it); refused, nothing "
                                     "extracted")


_fairseq_load_archive_file = file_utils.load_archive_file


def load_archive_file(archive_file):
    """fairseq's ``load_archive_file``, safe for a local archive file (module docstring)."""
    if not isinstance(archive_file, str) or not os.path.isfile(archive_file) or not tarfile.is_tarfile(archive_file):
        return _fairseq_load_archive_file(archive_file)
    with tarfile.open(archive_file) as archive:
        check_members(archive_file, archive)
        destination = tempfile.mkdtemp(prefix="fairseq_xl_archive_")
        top = os.path.join(destination, os.path.commonprefix(archive.getnames()))
        archive.extractall(destination, filter="data")
    return top if os.path.isdir(top) else destination


file_utils.load_archive_file = load_archive_file
