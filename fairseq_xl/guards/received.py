"""The gate for checkpoints: a checkpoint file is read here, turned into plain data and checked,
before fairseq converts, resolves or builds anything from it (``checkpoint_config`` then checks
what its config names, ``model_size`` what sizes it asks for).

1. The bytes (``reader``: a regular file, read once, into an anonymous file in memory that torch maps, or
   where the system has none into Python bytes): torch's zip format with every entry stored uncompressed, in
   bytes of its own (so what is unpacked is bounded by the file's size), or a legacy pickle; unpickled with
   ``weights_only`` and the allow-list of ``guards/weights_only`` (tensors, containers, omegaconf and numpy
   values): no code runs.
2. Plain data (``plain``): every node must be a dict (string or integer keys), list, tuple, str,
   int, float, bool, None, a dense tensor, a numpy number or array, an ``argparse.Namespace`` (the
   ``args`` of legacy checkpoints, which stays one, its values made plain) or an omegaconf
   ``DictConfig``/``ListConfig`` (which becomes a dict or list of its raw values: nothing is
   resolved). At most ``MAX_DEPTH`` containers deep and ``MAX_NODES`` nodes in all, so a crafted
   nest costs time in proportion to the file, never more.
3. No string, key or value, at any depth holds an OmegaConf interpolation (``${``): fairseq's
   conversion of legacy args resolves them (``${oc.env:NAME}`` copied the environment into the
   model; fields referring to each other hung every loader). No string of the sections whose
   values fairseq may open (model, task, BPE, tokenizer; legacy args' data and file fields) is a
   URL; ``checkpoint_config`` then drops the file fields the caller does not give.
4. The parts fairseq reads have their types: ``model`` a dict of tensors, ``cfg`` a dict or
   None, ``args`` a Namespace or None, ``task_state``, ``extra_state`` dicts, ``cfg.model`` and
   ``cfg.task`` dicts, Namespaces or None.
5. Every weight is finite, and the weights are counted by the bytes their storage holds in the
   file (a tensor whose strides repeat one stored value claims more than it holds). Mapped, each storage is
   copied into memory of its own as it is checked and the mapped pages are given back as they are copied, so
   that the read holds the checkpoint about once (1.02x its size at the peak; 2.01x as bytes, then tensors:
   ``benchmarks/import_memory.py``);
   storages that overlap in the file are refused.

Each refusal is one line that names the file and the place in it (``cfg.model.encoder_layers``).
"""
import argparse
import bisect
import contextlib
import ctypes
import io
import mmap
import os
import pickle
import struct
import traceback
import zipfile
from typing import BinaryIO

import numpy as np
import torch
from omegaconf import DictConfig, ListConfig, OmegaConf

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import CheckpointReadError, UntrustedCheckpointError

MAX_DEPTH = 64
MAX_NODES = 20_000_000
CHUNK = 4 * 2 ** 20  # bytes of a mapped weight copied before their pages are given back
CHECKED = 2 ** 20  # bytes of a weight checked at a time (small: the temporaries stay in the allocator's pools)
try:
    _MADVISE = ctypes.CDLL(None, use_errno=True).madvise
    _MADVISE.argtypes, _MADVISE.restype = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int), ctypes.c_int
except (OSError, AttributeError):
    _MADVISE = None
# The config sections (and legacy args) whose strings fairseq may open as files: no URL there.
# (The distributed section's init method, a tcp:// address of the run that saved it, is not read.)
URL_FREE_SECTIONS = ("model", "task", "bpe", "tokenizer")
# The fields through which the allowed components open a file: the BPEs' models and codes, the
# transformer's pre-trained embedding tables (read at build), sentence_ranking's file of predictions
# (written: ``fairseq-validate`` builds the criterion a checkpoint names). ``checkpoint_config`` never
# keeps a checkpoint's value: the caller gives the file (the hub's folder, flags) or there is none.
# (tests/test_received_files.py: every such field of an allowed component is listed.)
PATH_FIELDS = ("sentencepiece_model", "bpe_codes", "encoder_embed_path", "decoder_embed_path", "embed_path",
               "save_predictions")
URL_FREE_ARGS = ("data", *PATH_FIELDS)
LOCAL_HEADER = struct.Struct("<4s5H3L2H")  # a zip entry's local header: signature ... name and extra lengths
TYPED_PARTS = {"model": dict, "cfg": (dict, type(None)), "args": (argparse.Namespace, type(None)),
               "task_state": (dict, type(None)), "extra_state": (dict, type(None))}


class _Walk:
    def __init__(self, path: str, mapped: bool = False):
        self.path, self.nodes, self.mapped = path, 0, mapped
        self.owned, self.spans = {}, []  # a mapped storage's (address, size) -> its own copy; the spans copied

    def refuse(self, where: str, why: str):
        raise UntrustedCheckpointError(f"{self.path}: {why} at {where}; refused (nothing was built)")

    def string(self, value: str, where: str) -> str:
        if "${" in value:
            self.refuse(where, f"an interpolation ({value[:80]!r})")
        return value

    def plain(self, node, where: str, depth: int = 0):
        self.nodes += 1
        if self.nodes > MAX_NODES or depth > MAX_DEPTH:
            self.refuse(where, f"more than {MAX_NODES:,} values or {MAX_DEPTH} levels of containers")
        if isinstance(node, (DictConfig, ListConfig)):
            node = OmegaConf.to_container(node, resolve=False, throw_on_missing=False)
        if node is None or isinstance(node, (bool, int, float)):
            return node
        if isinstance(node, str):
            return self.string(node, where)
        if isinstance(node, torch.Tensor):
            return self.tensor(node, where)
        if isinstance(node, (np.generic, np.ndarray)):
            if node.dtype.kind not in "biuf":
                self.refuse(where, f"a numpy value of dtype {node.dtype}")
            return node.item() if isinstance(node, np.generic) else node
        if isinstance(node, argparse.Namespace):
            return argparse.Namespace(**self.mapping(vars(node), where, depth))
        if isinstance(node, dict):
            return self.mapping(node, where, depth)
        if isinstance(node, (list, tuple)):
            items = [self.plain(value, f"{where}[{index}]", depth + 1) for index, value in enumerate(node)]
            return items if isinstance(node, list) else tuple(items)
        self.refuse(where, f"a value of type {type(node).__name__}")

    def mapping(self, node: dict, where: str, depth: int) -> dict:
        result = {}
        for key, value in node.items():
            if isinstance(key, str):
                self.string(key, f"{where} (a key)")
            elif not isinstance(key, int) or isinstance(key, bool):
                self.refuse(where, f"a key of type {type(key).__name__}")
            result[key] = self.plain(value, f"{where}.{key}" if where else str(key), depth + 1)
        return result

    def tensor(self, tensor: torch.Tensor, where: str) -> torch.Tensor:
        if type(tensor) not in (torch.Tensor, torch.nn.Parameter) or tensor.layout != torch.strided:
            self.refuse(where, f"a tensor of kind {type(tensor).__name__} / {tensor.layout}")
        if self.mapped:  # its own memory first: the check below then reads the copy, not the given-back pages
            tensor = self.own(tensor, where)
        stored = torch.empty(0, dtype=tensor.dtype).set_(tensor.untyped_storage())  # what the file holds, once
        if tensor.is_floating_point() and not _all_finite(stored):
            bad = int((~torch.isfinite(stored)).sum())
            raise CheckpointReadError(f"{self.path}: weight {where.removeprefix('model.')} holds {bad} non-finite "
                                      f"values (inf or nan) of {stored.numel()}: the run that saved it diverged; use "
                                      "an earlier checkpoint")
        return tensor.detach() if isinstance(tensor, torch.nn.Parameter) else tensor

    def own(self, tensor: torch.Tensor, where: str) -> torch.Tensor:
        """``tensor`` on a storage of its own memory, copied from the mapped file's bytes a chunk at a time, each
        chunk's pages given back as it is copied (``_release``): the read holds the file about once, not twice.
        Tensors that shared a storage in the file share its copy; storages that overlap in the file (torch maps
        the size the pickle names from where the record starts) are refused."""
        storage = tensor.untyped_storage()
        start, size = span = storage.data_ptr(), storage.nbytes()
        if span not in self.owned:
            place = bisect.bisect(self.spans, (start, start + size))
            if size and ((place and self.spans[place - 1][1] > start)
                         or (place < len(self.spans) and self.spans[place][0] < start + size)):
                self.refuse(where, "a weight whose bytes overlap another's")
            self.spans.insert(place, (start, start + size))
            self.owned[span] = _own_copy(storage)
        return torch.empty(0, dtype=tensor.dtype).set_(self.owned[span], tensor.storage_offset(), tensor.size(),
                                                       tensor.stride())


def _all_finite(values: torch.Tensor) -> bool:
    """Whether every one of a storage's ``values`` is finite, checked ``CHECKED`` bytes at a time: ``torch.isfinite``
    makes temporaries beside its input (1.7x its bytes: for the largest weight, the read's peak)."""
    return all(bool(torch.isfinite(chunk).all()) for chunk in values.split(CHECKED // values.element_size()))


def _own_copy(mapped: torch.UntypedStorage) -> torch.UntypedStorage:
    """A copy of a storage mapped from the anonymous copy of the file, the mapped pages released as they are
    copied (``CHUNK`` bytes at a time; only whole pages of this storage, which no other storage maps)."""
    size, start = mapped.nbytes(), mapped.data_ptr()
    copy = torch.UntypedStorage(size)
    source, target = (torch.empty(0, dtype=torch.uint8).set_(storage) for storage in (mapped, copy))
    released = -(-start // mmap.PAGESIZE) * mmap.PAGESIZE
    for offset in range(0, size, CHUNK):
        end = min(offset + CHUNK, size)
        target[offset:end].copy_(source[offset:end])
        whole = (start + end) // mmap.PAGESIZE * mmap.PAGESIZE
        if whole > released:
            _release(released, whole - released)
            released = whole
    return copy


def _release(address: int, length: int) -> None:
    """Give the anonymous file's pages at ``address`` back to the system (``madvise(MADV_REMOVE)`` on the shared
    map torch made of it); without a C library to ask, they are given back when the read ends."""
    if _MADVISE is not None:
        _MADVISE(address, length, mmap.MADV_REMOVE)


def _unpickle(path: str):
    """The checkpoint's objects, unpickled with ``weights_only`` from one read of the file, and whether their
    storages are views of the file's bytes (``_Walk.own`` then gives each its own memory). The bytes are read once,
    into an anonymous file in memory (``reader.anonymous_copy``) that torch maps, so that a checkpoint is never held
    twice, as its bytes and as its tensors; where the system has no such files, into Python bytes."""
    unreadable = f"{path}: not a readable checkpoint (truncated, or not written by fairseq?): "
    try:
        copy = reader.anonymous_copy(path, what="checkpoint")
        data = reader.read_bytes(path, what="checkpoint") if copy is None else b""
    except reader.ReceivedFileError as error:
        raise CheckpointReadError(f"{unreadable}{str(error).removeprefix(path + ': ')}") from error
    with io.BytesIO(data) if copy is None else os.fdopen(copy, "rb") as archive:
        zipped = zipfile.is_zipfile(archive)
        if zipped:
            _entries_bounded(path, archive)
        archive.seek(0)
        if not zipped and archive.read(1) != b"\x80":  # legacy (torch < 1.6): a pickle
            raise CheckpointReadError(unreadable + "neither the zip archive torch.save writes nor a legacy pickle")
        archive.seek(0)
        mapped = zipped and copy is not None and os.path.exists(f"/proc/self/fd/{copy}")  # torch maps zips only
        try:
            with torch.serialization.set_default_mmap_options(mmap.MAP_SHARED):
                return torch.load(f"/proc/self/fd/{copy}" if mapped else archive, map_location="cpu",
                                  weights_only=True, mmap=mapped), mapped
        except pickle.UnpicklingError as error:  # torch's message: a paragraph about weights_only, then what it met
            _forget(error)
            lines = [line.strip() for line in str(error).splitlines() if line.strip()]
            what = next((line for line in lines if "GLOBAL" in line or line.startswith(("Unsupported", "Trying"))),
                        lines[1] if len(lines) > 1 else "")
            raise pickle.UnpicklingError(f"{path}: {lines[0].split('.')[0] if lines else 'Weights only load failed'}: "
                                         f"{what} (a checkpoint holds data, never code: nothing of it ran)") from error
        except (RuntimeError, EOFError, KeyError, ValueError, TypeError, IndexError, AttributeError,
                zipfile.BadZipFile) as error:
            _forget(error)
            reason = (str(error).splitlines() or [""])[0]
            raise CheckpointReadError(f"{unreadable}{type(error).__name__}: {reason}") from error


def _forget(error: BaseException) -> None:
    """Clear the locals of the frames that ``error`` and the errors it came from hold (torch's unpickler, the walk):
    a refused file's tensors, and the map of its copy, go at once, not when the error is collected (a caller that
    keeps the error would hold the checkpoint's size in memory till then)."""
    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        traceback.clear_frames(error.__traceback__)
        error = error.__cause__ or error.__context__


def _entries_bounded(path: str, archive: BinaryIO) -> None:
    """Every entry of a checkpoint's zip archive stored as it is (torch.save compresses nothing), and each in
    bytes of its own, apart from the others and before the archive's directory, so that what is unpacked is
    bounded by the file's size: a compressed entry, or entries whose directory records point at the same bytes
    (a file of 10 MB unpacked as 20 entries of 10 MB each), are refused unread."""
    try:
        archive.seek(0)
        listing = zipfile.ZipFile(archive)
        entries = sorted(listing.infolist(), key=lambda entry: entry.header_offset)
    except (zipfile.BadZipFile, ValueError) as error:
        raise CheckpointReadError(f"{path}: not a readable checkpoint: {error}") from error
    end = 0
    for entry in entries:
        if entry.compress_type != zipfile.ZIP_STORED or entry.file_size != entry.compress_size:
            raise UntrustedCheckpointError(f"{path}: its zip entry {entry.filename[:80]!r} is compressed "
                                           f"({entry.compress_size:,} bytes for {entry.file_size:,}); torch.save "
                                           "stores entries as they are: refused (nothing was unpacked)")
        archive.seek(entry.header_offset)
        header = archive.read(LOCAL_HEADER.size)
        if entry.header_offset < end or len(header) < LOCAL_HEADER.size or header[:4] != b"PK\x03\x04":
            raise UntrustedCheckpointError(f"{path}: its zip entry {entry.filename[:80]!r} does not start bytes of "
                                           "its own (it points into another entry or outside the file): refused "
                                           "(nothing was unpacked)")
        name_length, extra_length = LOCAL_HEADER.unpack(header)[-2:]
        end = entry.header_offset + LOCAL_HEADER.size + name_length + extra_length + entry.compress_size
    if end > listing.start_dir:
        raise UntrustedCheckpointError(f"{path}: its zip entries run into the archive's directory: refused "
                                       "(nothing was unpacked)")


def stored_elements(weights: dict) -> int:
    """The floating-point values the file really holds for ``weights``: the bytes of each storage
    (counted once however many tensors view it), divided by its element size."""
    seen, count = set(), 0
    for tensor in weights.values():
        if isinstance(tensor, torch.Tensor) and tensor.is_floating_point():
            storage = tensor.untyped_storage()
            if storage.data_ptr() not in seen or storage.nbytes() == 0:
                seen.add(storage.data_ptr())
                count += storage.nbytes() // tensor.element_size()
    return count


_HELD = {}  # a file's identity -> the plain state read from it, while ``held`` is in effect for it


def read_safetensors(path: str, folder: str) -> dict:
    """A safetensors file of the received ``folder`` (a format that holds tensors only), opened and checked by
    ``reader`` (a regular file inside the folder), its tensors mapped from that descriptor rather than copied into
    memory: the file's pages, which the kernel drops and reads again as it needs, so that an import holds its
    model once, not twice. Where the system has no ``/proc/self/fd`` the bytes are read instead. (A file cut short
    while it is mapped would end the process: received folders are not written to while they are imported.)"""
    from safetensors import SafetensorError, safe_open
    from safetensors.torch import load

    with reader.open_binary(path, folder, what="safetensors file") as handle:
        mapped = f"/proc/self/fd/{handle.fileno()}"
        try:
            if not os.path.exists(mapped):
                return load(handle.read())
            with safe_open(mapped, "pt") as tensors:
                return {name: tensors.get_tensor(name) for name in tensors.keys()}
        except SafetensorError as error:
            raise CheckpointReadError(f"{path}: not a readable safetensors file: {error}") from error


def _identity(path: str):
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns


def _copy(node):
    """A plain state's containers copied (callers change them: fairseq's upgrades, dropped paths), its
    tensors, arrays, strings and numbers shared."""
    if isinstance(node, dict):
        return {key: _copy(value) for key, value in node.items()}
    if isinstance(node, (list, tuple)):
        return type(node)(_copy(value) for value in node)
    if isinstance(node, argparse.Namespace):
        return argparse.Namespace(**{key: _copy(value) for key, value in vars(node).items()})
    return node


@contextlib.contextmanager
def held(path):
    """Within it, ``read_checkpoint`` of the file at ``path`` (the same device, inode, size and
    modification time) reads it once and gives a copy of that state each time: a script that checks a
    checkpoint's kind and then lets fairseq load it reads the file once (``fairseq_xl.hub.load_hub``)."""
    key = _identity(os.fspath(path))
    if key is not None:
        _HELD.setdefault(key, None)
    try:
        yield
    finally:
        _HELD.pop(key, None)


def read_checkpoint(path) -> dict:
    """A checkpoint's state as plain, checked data (module docstring), or one line that says why not."""
    path = os.fspath(path)
    key = _identity(path) if _HELD else None
    if _HELD.get(key) is not None:
        return _copy(_HELD[key])
    state = _read(path)
    if key in _HELD:
        _HELD[key] = _copy(state)
    return state


def _read(path: str) -> dict:
    raw, mapped = _unpickle(path)
    walk = _Walk(path, mapped)
    try:
        if not isinstance(raw, dict):
            walk.refuse("the top level", f"a {type(raw).__name__} where a checkpoint holds a dict")
        state = walk.mapping(raw, "", 0)
    except BaseException as error:
        raw = None
        _forget(error)
        raise
    del raw
    for part, kinds in TYPED_PARTS.items():
        if part in state and not isinstance(state[part], kinds):
            names = [kind.__name__ for kind in (kinds if isinstance(kinds, tuple) else (kinds,))]
            walk.refuse(part, f"a {type(state[part]).__name__} where fairseq reads a "
                        f"{' or '.join(names).replace('NoneType', 'None')}")
    for name, tensor in (state.get("model") or {}).items():
        if not isinstance(tensor, torch.Tensor):
            walk.refuse(f"model.{name}", f"a {type(tensor).__name__} where a weight is a tensor")
    for config in (state.get("cfg"), state.get("args")):
        sections = config if isinstance(config, dict) else vars(config) if config is not None else {}
        for part in ("model", "task"):
            if not isinstance(sections.get(part), (dict, argparse.Namespace, str, type(None))):
                walk.refuse(f"cfg.{part}", f"a {type(sections[part]).__name__} where fairseq reads a section")
        if isinstance(config, dict):
            for part in URL_FREE_SECTIONS:
                _no_urls(walk, config.get(part), f"cfg.{part}")
        elif config is not None:
            for key in URL_FREE_ARGS:
                _no_urls(walk, getattr(config, key, None), f"args.{key}")
    return state


def _no_urls(walk: _Walk, node, where: str) -> None:
    """No config string names a URL: fairseq fetches what a BPE's or a model's path names."""
    if isinstance(node, str):
        if "://" in node:
            walk.refuse(where, f"a URL ({node[:80]!r}); files come from the caller, never from a checkpoint")
    elif isinstance(node, (dict, argparse.Namespace)):
        for key, value in (vars(node) if isinstance(node, argparse.Namespace) else node).items():
            _no_urls(walk, value, f"{where}.{key}")
    elif isinstance(node, (list, tuple)):
        for index, value in enumerate(node):
            _no_urls(walk, value, f"{where}[{index}]")
