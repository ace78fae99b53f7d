"""The gate for model archives (``from_pretrained("model.tar.gz")``, local or downloaded): a model
archive is regular files and folders, extracted by this module alone into a new folder.

fairseq's ``file_utils.load_archive_file`` extracts every member where its name points (``..``,
absolute paths and links included), then deletes the user's archive. tarfile's own filters are no
defence either: on Python 3.11.7 a chain of symbolic links whose resolved path runs past PATH_MAX
defeats the ``data`` filter (CVE-2025-4517). So tarfile is used only to read the member headers
and file contents, and by construction:

- the archive is a regular file (``reader``), and its members together hold at most
  ``MAX_EXPANSION`` times its size, counted header by header before tarfile reads past a member:
  a gzip bomb is refused after its first header, unread;
- every member is read and checked before anything is written: a link of any kind (symbolic or
  hard), a device, a FIFO, or a name that is absolute, holds ``..``, an empty part, a NUL or a
  backslash, or appears twice, refuses the whole archive in one line that names the member;
- the archive is extracted into a new, empty temporary folder that holds no link and never gets
  one (no member is a link), each file created new (``O_EXCL | O_NOFOLLOW``, mode 0644), each
  folder made by this module: nothing is written through a path that exists as a link, whatever
  the Python patch level;
- a URL is downloaded by fairseq's ``cached_path`` to its cache file and extracted by the same
  code; a local folder is used as it is; the archive is left as it was.
"""
import logging
import os
import shutil
import tarfile
import tempfile

from fairseq import file_utils

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import UnsafeArchiveError

logger = logging.getLogger(__name__)
MAX_NAME = 4096
MAX_EXPANSION = 20  # a compressed archive's members hold at most 20 times its size (weights compress ~1.1x)


def _refuse(path: str, member: str, why: str):
    raise UnsafeArchiveError(f"{path}: archive member {member!r} {why}; a model archive holds regular files and "
                             "folders only: refused, nothing extracted")


def checked_members(path: str, archive: tarfile.TarFile, budget: int) -> list:
    """The archive's members, each a regular file or folder with a safe relative name, together at
    most ``budget`` bytes, counted as each header is read, before tarfile reads past its member
    (module docstring)."""
    seen, members, total = set(), [], 0
    for member in archive:
        total += member.size
        if total > budget:
            raise UnsafeArchiveError(f"{path}: its members expand to more than {budget:,} bytes, {MAX_EXPANSION} "
                                     "times the archive's size; refused, nothing extracted")
        name = member.name
        if not (member.isreg() or member.isdir()):
            kind = ("a symbolic link" if member.issym() else "a hard link" if member.islnk() else
                    "a device or FIFO")
            _refuse(path, name, f"is {kind}")
        parts = name.rstrip("/").split("/")
        if (not name or len(name) > MAX_NAME or name.startswith("/") or "\\" in name or "\0" in name
                or any(part in ("", ".", "..") for part in parts)):
            _refuse(path, name, "has a name that is empty, absolute, or holds '..', '.', an empty part or a backslash")
        key = "/".join(parts)
        if key in seen:
            _refuse(path, name, "appears twice")
        seen.add(key)
        members.append(member)
    return members


def extract(path: str) -> str:
    """Extract the archive ``path`` into a new temporary folder; its top folder (the members' common
    folder) or the temporary folder itself."""
    stream = reader.open_binary(path, what="model archive")
    budget = MAX_EXPANSION * os.fstat(stream.fileno()).st_size + MAX_NAME * 1024
    try:
        archive = tarfile.open(fileobj=stream)
    except (tarfile.TarError, OSError, EOFError) as error:
        stream.close()
        raise UnsafeArchiveError(f"{path}: not a readable tar archive ({error})") from error
    destination = tempfile.mkdtemp(prefix="fairseq_xl_archive_")
    try:
        with archive, stream:
            members = checked_members(path, archive, budget)
            for member in members:
                target = os.path.join(destination, *member.name.rstrip("/").split("/"))
                parent = os.path.dirname(target)
                os.makedirs(parent, exist_ok=True)  # folders under a fresh folder that holds no link
                if member.isdir():
                    os.makedirs(target, exist_ok=True)
                    continue
                source = archive.extractfile(member)
                descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
                with os.fdopen(descriptor, "wb") as handle, source:
                    shutil.copyfileobj(source, handle)
    except BaseException:
        shutil.rmtree(destination, ignore_errors=True)
        raise
    tops = {member.name.split("/")[0] for member in members}
    top = os.path.join(destination, tops.pop()) if len(tops) == 1 else destination
    return top if os.path.isdir(top) else destination


_fairseq_load_archive_file = file_utils.load_archive_file


def load_archive_file(archive_file):
    """fairseq's ``load_archive_file``: a folder as it is, an archive (local, or a URL fetched by
    fairseq's ``cached_path``) extracted by ``extract``."""
    if not isinstance(archive_file, str):
        return _fairseq_load_archive_file(archive_file)
    if os.path.isdir(archive_file):
        return archive_file
    try:
        local = file_utils.cached_path(archive_file, cache_dir=None)
    except EnvironmentError:
        logger.info(f"{archive_file}: no such file, folder or URL")
        return None
    if os.path.isdir(local):
        return local
    logger.info(f"extracting archive file {local}")
    return extract(local)


file_utils.load_archive_file = load_archive_file
