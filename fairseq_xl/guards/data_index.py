"""A data-bin's ``.idx`` is received input too: every item it describes is checked against its
``.bin`` before fairseq maps either, for every task (fairseq's own included).

fairseq's ``MMapIndexedDataset`` trusts its index: it asserts on the header (a traceback), maps
the ``.bin`` without looking at its length (a truncated copy failed hours into a run, naming no
file), and takes each item's size as written, so a 290-byte ``.idx`` whose 21 items claim
2^31 - 1 tokens each made ``TokenBlockDataset`` ask for 5.3 GiB. Importing the plugin puts the
check (``checked``) in front of ``MMapIndexedDataset._do_init`` (the one place where fairseq opens an
mmap dataset, in the main process and in each data-loader worker), and refuses fairseq's legacy
index formats (``lazy``, ``cached``: their reader allocates what the index declares) in
``make_dataset``. A data-bin is accepted when, by construction:

- ``PREFIX.idx`` and ``PREFIX.bin`` are regular files inside the prefix's folder (``reader``);
- the header is fairseq's (magic, version 1, a known token type) and the index holds the item
  count it declares (sizes and pointers, 12 bytes an item);
- every size is at least 0, the first pointer is 0, each next pointer is the previous one plus
  its item's bytes, and the last item ends exactly where the ``.bin`` ends: every token an item
  claims is a token the ``.bin`` holds on disk, so nothing built from the index can ask for more
  memory than the data's own size;
- what fairseq maps is what was checked: both files are mapped from the descriptors the reader opened and the
  check read (``_checked_do_init``), never opened again by their names, so a file renamed over either after the
  check is not the one read. (A process allowed to write the files themselves can still change them while they
  are mapped, as it could change any input of a running program.)

Read in blocks of ``BLOCK`` items (memory bounded whatever the corpus); a checked pair is
remembered by its files' identity and modification time, so a data-loader worker does not check
it again. Every refusal is one line naming the file and the item.

The tokens themselves are checked as they are read: a data-bin read with a dictionary (every task's
text; ``make_dataset`` notes its size) gives an item only when its ids are ids of that dictionary.
A ``.bin`` binarized with a larger dictionary than DATA's ``dict.txt`` (a dictionary swapped or cut)
ended in ``IndexError: index out of range in self`` inside the embedding, naming nothing (on
a GPU, a device-side assert that ends the process). Checked as the data is read, a block of
``TOKEN_BLOCK`` items at the first read of any of them (one maximum over the block's tokens), so no
pass over the corpus is added to a start and an item read again costs a set lookup.
"""
import contextlib
import os
import struct

import numpy as np
from fairseq.data import indexed_dataset

from fairseq_xl.guards import reader

MAGIC = b"MMIDIDX\x00\x00"
HEADER = len(MAGIC) + 8 + 1 + 8  # magic, version, token type code, item count
BLOCK = 1 << 20
TOKEN_BLOCK = 4096  # items whose tokens are checked together, at the first read of any of them
_checked = set()


def _identity(*handles) -> tuple:
    """The open files' identity: a pair checked once is not walked again (a data-loader worker maps it anew)."""
    return tuple((info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
                 for info in (os.fstat(handle.fileno()) for handle in handles))


@contextlib.contextmanager
def checked(prefix: str):
    """``PREFIX.idx`` and ``PREFIX.bin`` opened by ``reader`` and checked (module docstring); yields both open files
    and the index's token type code and item count, so that a caller maps the very files that were checked. A
    refusal is one line naming the file."""
    index, data = indexed_dataset.index_file_path(prefix), indexed_dataset.data_file_path(prefix)
    folder = os.path.dirname(os.path.abspath(prefix))
    with reader.open_binary(index, folder, what="data-bin index") as handle, \
            reader.open_binary(data, folder, what="data-bin .bin file") as binary:
        size, data_size = handle.raw.size, binary.raw.size
        header = handle.read(HEADER)
        if len(header) < HEADER or header[:len(MAGIC)] != MAGIC or struct.unpack("<Q", header[9:17])[0] != 1:
            reader.refuse(index, "not a fairseq mmap index (its header is not MMIDIDX version 1); binarize with "
                                 "fairseq-preprocess --dataset-impl mmap")
        code, count = header[17], struct.unpack("<Q", header[18:26])[0]
        if code not in indexed_dataset._code_to_dtype:
            reader.refuse(index, f"token type code {code}, which fairseq does not write")
        if not count:  # fairseq cannot map an empty .bin ("cannot mmap an empty file", naming nothing)
            raise reader.ReceivedFileError(
                f"{prefix}.{{bin,idx}}: no items (binarized from an empty text?): nothing to read there; give that "
                "split its text and binarize again, or leave the split out")
        if size < HEADER + 12 * count:
            reader.refuse(index, f"declares {count:,} items but holds {max(size - HEADER, 0) // 12:,} (12 bytes an "
                                 "item): truncated; binarize the data again")
        identity = _identity(handle, binary)
        if identity not in _checked:
            itemsize = np.dtype(indexed_dataset._code_to_dtype[code]).itemsize
            expected = _walk(handle, index, count, itemsize)
            if data_size != expected:
                raise reader.ReceivedFileError(
                    f"{data}: {data_size} bytes, but {index} describes {count} items in {expected} bytes: the file "
                    "is truncated or belongs to another index; binarize the data again")
            _checked.add(identity)
        yield handle, binary, code, count


def _walk(handle, index: str, count: int, itemsize: int) -> int:
    """The byte where the last item ends, every item's size and pointer checked in blocks."""
    sizes_at, pointers_at, end = HEADER, HEADER + 4 * count, 0
    for start in range(0, count, BLOCK):
        n = min(BLOCK, count - start)
        handle.seek(sizes_at + 4 * start)
        sizes = np.frombuffer(handle.read(4 * n), dtype=np.int32).astype(np.int64)
        handle.seek(pointers_at + 8 * start)
        pointers = np.frombuffer(handle.read(8 * n), dtype=np.int64)
        if (sizes < 0).any():
            item = start + int(np.argmax(sizes < 0))
            reader.refuse(index, f"item {item:,} has the size {int(sizes[item - start])}")
        expected = end + np.concatenate(([0], np.cumsum(sizes[:-1] * itemsize)))
        wrong = pointers != expected
        if wrong.any():
            item = start + int(np.argmax(wrong))
            reader.refuse(index, f"item {item:,} starts at byte {int(pointers[item - start]):,}, where the items "
                                 f"before it end at {int(expected[item - start]):,}: not an index fairseq wrote")
        end = int(expected[-1] + sizes[-1] * itemsize)
    return end


def make_dataset(path, impl, fix_lua_indexing=False, dictionary=None):
    """fairseq's, for its mmap index (checked by ``checked``) and raw text only: the legacy
    ``lazy`` and ``cached`` readers allocate arrays of the lengths their index declares, unchecked (raw text
    is read by ``reader``: ``data_text_files``)."""
    if impl not in ("mmap", "raw") and os.path.exists(indexed_dataset.index_file_path(path)):
        reader.refuse(indexed_dataset.index_file_path(path),
                      f"a {impl or 'unknown'} index, not fairseq's mmap format; fairseq-xl reads data-bins that "
                      "fairseq-preprocess writes with --dataset-impl mmap (its default): binarize the data again")
    dataset = _make_dataset(path, impl, fix_lua_indexing, dictionary)
    if isinstance(dataset, indexed_dataset.MMapIndexedDataset) and dictionary is not None:
        dataset.symbols, dataset.checked_blocks = len(dictionary), set()
        dataset.dictionary_file = getattr(dictionary, "received_path", None)  # dictionary_file.add_from_file's
    return dataset


_make_dataset = indexed_dataset.make_dataset
indexed_dataset.make_dataset = make_dataset


def _checked_do_init(self, path):
    """fairseq's ``_do_init``, each file mapped from the descriptor ``checked`` read it through, never opened again
    by its name: what is mapped is the pair that was checked (a file renamed over either after the check is not
    the one read), and fairseq's warm-up pass over the ``.bin`` reads the same descriptor."""
    with checked(path) as (handle, binary, code, count):
        self._path = path
        self._index = _mapped_index(self.Index, handle, code, count)
        while binary.read(100 * 2 ** 20):  # fairseq's _warmup_mmap_file: the data in the page cache
            pass
        self._bin_buffer_mmap = _mapped(binary)
        self._bin_buffer = memoryview(self._bin_buffer_mmap)


def _mapped(handle) -> np.memmap:
    """The open file, read-only, as many bytes as it held when the reader opened it."""
    return np.memmap(handle, dtype=np.uint8, mode="r", shape=(handle.raw.size,), order="C")


def _mapped_index(index_class, handle, code: int, count: int):
    """fairseq's ``MMapIndexedDataset.Index`` of the checked index, as its ``__init__`` builds it from a path."""
    index = index_class.__new__(index_class)
    index._dtype = indexed_dataset._code_to_dtype[code]
    index._dtype_size = index._dtype().itemsize
    index._len = count
    index._bin_buffer_mmap = _mapped(handle)
    index._bin_buffer = memoryview(index._bin_buffer_mmap)
    index._sizes = np.frombuffer(index._bin_buffer, dtype=np.int32, count=count, offset=HEADER)
    index._pointers = np.frombuffer(index._bin_buffer, dtype=np.int64, count=count, offset=HEADER + 4 * count)
    return index


def _del(self, _del_mapped=indexed_dataset.MMapIndexedDataset.__del__):
    """fairseq's ``__del__``, skipped for a dataset whose index was refused (it mapped nothing). fairseq's is bound
    here, not looked up when called: at the interpreter's exit this module's names may be gone already."""
    if hasattr(self, "_bin_buffer_mmap"):
        _del_mapped(self)


def _getitem(self, i):
    """fairseq's item (read through its cache), once the tokens of its block of ``TOKEN_BLOCK`` items were found to
    be ids of the dictionary the data is read with (``check_tokens``)."""
    symbols = getattr(self, "symbols", None)
    if symbols is not None:
        block = (i if i >= 0 else i + len(self)) // TOKEN_BLOCK  # fairseq's index takes negative items too
        if block not in self.checked_blocks:
            check_tokens(self, block, symbols)
            self.checked_blocks.add(block)
    return _fairseq_getitem(self, i)


def check_tokens(dataset, block: int, symbols: int) -> None:
    """Refuse, in one line naming the .bin, the item and the id, a block of items that holds a token id outside
    ``range(symbols)``: one maximum over the block's tokens, read in the .bin's own type (a negative id read as
    unsigned is larger than any dictionary). The block's items lie one after the other in the .bin
    (``checked``)."""
    start = block * TOKEN_BLOCK
    sizes = dataset._index.sizes[start:start + TOKEN_BLOCK].astype(np.int64)
    count = int(sizes.sum())
    if not count:
        return
    tokens = np.frombuffer(dataset._bin_buffer, dtype=dataset._index.dtype, count=count,
                           offset=int(dataset._index[start][0]))  # the block's first pointer
    unsigned = tokens.view(f"u{tokens.itemsize}") if tokens.dtype.kind == "i" else tokens
    if int(unsigned.max()) < symbols:
        return
    position = int(np.argmax(unsigned >= symbols))
    item = start + int(np.searchsorted(np.cumsum(sizes), position, side="right"))
    name = getattr(dataset, "dictionary_file", None)
    reader.refuse(indexed_dataset.data_file_path(dataset._path),
                  f"item {item:,} holds the token id {int(tokens[position]):,}, but the dictionary it is read with"
                  f"{f' ({name})' if name else ''} has {symbols:,} symbols: the data was binarized with another "
                  "dictionary; binarize it again with this one, or read it with the one it was binarized with")


def _getstate(self):
    """What a data-loader worker started by pickling rebuilds the dataset from: its path, its dictionary's size and
    file."""
    return self._path, getattr(self, "symbols", None), getattr(self, "dictionary_file", None)


def _setstate(self, state):
    path, symbols, dictionary_file = state if isinstance(state, tuple) else (state, None, None)
    self._do_init(path)
    self.symbols, self.checked_blocks, self.dictionary_file = symbols, set(), dictionary_file


_fairseq_getitem = indexed_dataset.MMapIndexedDataset.__getitem__
indexed_dataset.MMapIndexedDataset._do_init = _checked_do_init
indexed_dataset.MMapIndexedDataset.__del__ = _del
indexed_dataset.MMapIndexedDataset.__getitem__ = _getitem
indexed_dataset.MMapIndexedDataset.__getstate__ = _getstate
indexed_dataset.MMapIndexedDataset.__setstate__ = _setstate
