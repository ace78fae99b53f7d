"""The one reader of received bytes: every file that came from someone else (a checkpoint, a model
folder's files, a JSON config or results file, a log or event file, a data-bin index, a vocabulary,
a text to score) is opened here, and nowhere else in the package or its scripts
(``tests/test_one_reader.py`` reads their code with ``ast`` and fails on any other reader, and watches
training, validation, the export and the import open each received file through it at run time).

By construction:

- only a regular file is read: a folder, a device, a FIFO or a socket is refused in one line (the
  open never blocks: ``O_NONBLOCK``, then the type is taken from the open descriptor, not the name);
- a file taken from a received folder (``folder=``) must resolve inside that folder: a symbolic
  link out of it (``codes -> ~/.ssh/id_rsa``) is refused, naming the link and its target. The one
  layout whose files are links by design is Hugging Face's hub cache (what ``snapshot_download`` and
  ``hf download`` return, what ``from_pretrained`` reads): a folder inside
  ``models--ORG--NAME/snapshots/REVISION`` holds links into that repository's ``blobs/``, so there a
  file may also resolve inside ``blobs/`` (``cache_blobs``; a ``blobs`` that is itself a link is not
  taken);
- no more bytes are read than the file held when it was opened (``st_size``): a file that grows
  while it is read, or a special file that claims a size of 0, ends there; ``limit`` refuses a
  file larger than what its kind holds before any of it is read;
- a reader that maps what it checked (the checkpoint gate) takes the file's bytes in an anonymous file in
  memory (``anonymous_copy``) that no one else can change or cut short while it is mapped;
- text is UTF-8, a decoding error names the file and its line; JSON is parsed with its nesting
  bounded (``MAX_DEPTH``) and every failure, a nest too deep for Python's parser included, is one
  line naming the file; a SentencePiece model is parsed in Python (its protocol buffer), a failure one
  line naming the file.

Standard library only (protobuf imported by ``read_sentencepiece_proto`` when called), so that the preprocessing
scripts load it without fairseq (``preprocess/standalone.py``). Every error is a ``ReceivedFileError``
(or ``FileNotFoundError``), one line, naming the file.
"""
import errno
import gzip
import io
import json
import os
import shutil
import stat
import zlib
from typing import IO, Iterator, Optional

MAX_DEPTH = 64  # containers inside containers in a received JSON value
MAX_JSON_BYTES = 256 * 2 ** 20
MAX_SENTENCEPIECE_BYTES = 256 * 2 ** 20  # XLM-R's 250,002 pieces take 5 MB


class ReceivedFileError(ValueError):
    """A received file that cannot be read as the kind of file it should be."""


def refuse(path, why: str):
    raise ReceivedFileError(f"{path}: {why}")


def cache_blobs(root: str) -> Optional[str]:
    """The ``blobs/`` folder of the Hugging Face hub cache repository (``models--ORG--NAME``) of whose snapshots
    ``root`` (a resolved folder) is, or is inside, one; None elsewhere, or where ``blobs`` is not a folder of its own
    (a link: it could name any folder)."""
    path = root
    while os.path.dirname(path) != path:
        parent = os.path.dirname(path)
        repository = os.path.dirname(parent)
        if os.path.basename(parent) == "snapshots" and os.path.basename(repository).startswith("models--"):
            blobs = os.path.join(repository, "blobs")
            return blobs if os.path.isdir(blobs) and not os.path.islink(blobs) else None
        path = parent
    return None


def _inside(path: str, folder: str) -> str:
    """The resolved ``path``, if it lies inside ``folder`` (both resolved), or inside the hub cache's ``blobs/``
    where ``folder`` is a cached snapshot (``cache_blobs``); else one line."""
    real, root = os.path.realpath(path), os.path.realpath(folder)
    roots = [root] + [blobs for blobs in [cache_blobs(root)] if blobs]
    if not any(os.path.commonpath([real, allowed]) == allowed for allowed in roots):
        refuse(path, f"a link out of {folder} (to {real}); received folders are read inside themselves only "
                     "(copy the file in if it is yours)")
    return real


class _Bounded(io.RawIOBase):
    """A file descriptor read up to ``size`` bytes, the file's size when it was opened."""

    def __init__(self, descriptor: int, size: int, name: str):
        super().__init__()
        self.descriptor, self.size, self.name = descriptor, size, name

    def readable(self):
        return True

    def seekable(self):
        return True

    def fileno(self):
        return self.descriptor

    def seek(self, offset, whence=io.SEEK_SET):
        return os.lseek(self.descriptor, offset, whence)

    def tell(self):
        return os.lseek(self.descriptor, 0, io.SEEK_CUR)

    def readinto(self, buffer):
        left = self.size - self.tell()
        if left <= 0:
            return 0
        data = os.read(self.descriptor, min(len(buffer), left))
        buffer[:len(data)] = data
        return len(data)

    def close(self):
        if not self.closed:
            os.close(self.descriptor)
        super().close()


def open_binary(path, folder: Optional[str] = None, limit: Optional[int] = None, what: str = "file") -> IO[bytes]:
    """A received regular file opened for reading (module docstring); ``limit`` bytes at most."""
    path = os.fspath(path)
    target = _inside(path, folder) if folder is not None else path
    try:
        descriptor = os.open(target, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such {what}") from None
    except OSError as error:
        refuse(path, f"cannot be read ({error.strerror})")
    info = os.fstat(descriptor)
    if not stat.S_ISREG(info.st_mode):
        os.close(descriptor)
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "a device, FIFO or socket"
        refuse(path, f"{kind}, not a regular file; a {what} is read from a regular file only")
    if limit is not None and info.st_size > limit:
        os.close(descriptor)
        refuse(path, f"{info.st_size:,} bytes, more than the {limit:,} a {what} may hold; refused unread")
    os.set_blocking(descriptor, True)
    return io.BufferedReader(_Bounded(descriptor, info.st_size, path))


def read_bytes(path, folder: Optional[str] = None, limit: Optional[int] = None, what: str = "file") -> bytes:
    with open_binary(path, folder, limit, what) as handle:
        return handle.read()


def anonymous_copy(path, folder: Optional[str] = None, limit: Optional[int] = None,
                   what: str = "file") -> Optional[int]:
    """A descriptor of an anonymous file in memory (``memfd_create``) that holds the received file's bytes, copied by
    the kernel from the checked descriptor (``open_binary``: no more than the file held when it was opened), for a
    caller that maps rather than copies them: no one else can write to it or cut it short, so what is mapped stays
    what was checked, read once. The caller closes it. None where the system has no anonymous files (then read the
    bytes)."""
    if not hasattr(os, "memfd_create"):
        return None
    with open_binary(path, folder, limit, what) as handle:
        size, copy = handle.raw.size, None
        try:
            copy = os.memfd_create("received", getattr(os, "MFD_CLOEXEC", 0))
            done = 0
            while done < size:
                sent = os.sendfile(copy, handle.fileno(), done, size - done)
                if sent == 0:
                    refuse(path, f"cut short while it was read ({done:,} of {size:,} bytes)")
                done += sent
        except BaseException as error:
            if copy is not None:
                os.close(copy)
            if not isinstance(error, OSError) or isinstance(error, ReceivedFileError):
                raise
            if error.errno in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.EPERM):  # not here: read it
                return None
            refuse(path, f"cannot be copied into memory ({error.strerror}; {size:,} bytes)")
    return copy


def read_gzip(path, folder: Optional[str] = None, limit: int = 64 * 2 ** 20, what: str = "gzip file") -> bytes:
    """A gzip file's contents, at most ``limit`` bytes once expanded (a bomb of 1,000:1 is refused
    at the limit, not after it filled the memory)."""
    with gzip.GzipFile(fileobj=open_binary(path, folder, what=what)) as expanded:
        try:
            data = expanded.read(limit + 1)
        except (OSError, EOFError, zlib.error) as error:
            refuse(path, f"not a readable gzip file ({error})")
    if len(data) > limit:
        refuse(path, f"expands to more than {limit:,} bytes, more than a {what} may hold; refused")
    return data


def copy_in(path, folder: str, target) -> None:
    """Copy ``path``, a file of the received ``folder``, to ``target`` (a new file): only a regular
    file inside ``folder`` is copied, so no link out of it lands in an output you hand on."""
    with open_binary(path, folder) as source, open(target, "xb") as destination:
        shutil.copyfileobj(source, destination)


def decoded(data: bytes, path) -> str:
    """``data`` as UTF-8, or one line naming the line of ``path`` that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        refuse(path, f"line {line} is not UTF-8 ({error.reason})")


def read_text(path, folder: Optional[str] = None, limit: Optional[int] = None, what: str = "text file") -> str:
    return decoded(read_bytes(path, folder, limit, what), path)


def text_lines(path, folder: Optional[str] = None, what: str = "text file", errors: str = "strict",
               newline: Optional[str] = None) -> Iterator[str]:
    """The lines of a UTF-8 text file, read as ``open(path, encoding="utf-8", errors=errors,
    newline=newline)`` reads them (by default universal newlines, each line with its end), a line at
    a time; a line that is not UTF-8 is named."""
    number = 0
    with io.TextIOWrapper(open_binary(path, folder, what=what), encoding="utf-8", errors=errors,
                          newline=newline) as lines:
        try:
            for number, line in enumerate(lines, 1):
                yield line
        except UnicodeDecodeError as error:
            refuse(path, f"line {number + 1} (or the one after) is not UTF-8 ({error.reason})")


def parse_json(text: str, where):
    """``text`` as a JSON value whose containers nest at most ``MAX_DEPTH`` deep; else one line
    naming ``where`` (a file, or a file and its line)."""
    try:
        value = json.loads(text)
    except RecursionError:
        refuse(where, "JSON nested deeper than it can be read")
    except ValueError as error:
        refuse(where, f"not JSON ({str(error).splitlines()[0][:120]})")
    stack = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (dict, list)):
            if depth >= MAX_DEPTH:
                refuse(where, f"JSON nested more than {MAX_DEPTH} levels deep")
            stack.extend((child, depth + 1) for child in (node.values() if isinstance(node, dict) else node))
    return value


def read_json(path, folder: Optional[str] = None, limit: int = MAX_JSON_BYTES, what: str = "JSON file"):
    return parse_json(read_text(path, folder, limit, what), path)


def read_sentencepiece_proto(path, folder: Optional[str] = None):
    """A SentencePiece model file as its protocol buffer (``ModelProto``), parsed by protobuf's Python parser (which
    bounds its nesting); bytes that are not one, or one without pieces (an empty file parses as such), are one line
    naming the file. Native code (SentencePiece's C++ reader) then gets the parsed message, never the received
    bytes."""
    from google.protobuf.message import DecodeError  # protobuf and sentencepiece: imported only when used
    from sentencepiece import sentencepiece_model_pb2

    model = sentencepiece_model_pb2.ModelProto()
    try:
        model.ParseFromString(read_bytes(path, folder, MAX_SENTENCEPIECE_BYTES, "SentencePiece model"))
    except DecodeError as error:
        refuse(path, f"not a SentencePiece model ({error})")
    if not model.pieces:
        refuse(path, "not a SentencePiece model (no pieces)")
    return model
