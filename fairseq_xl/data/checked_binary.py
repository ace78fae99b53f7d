"""fairseq's binarized data loaded with a check that each ``.bin`` holds what its ``.idx`` describes.

``data_utils.load_indexed_dataset`` maps the ``.bin`` without looking at its length, so a
truncated file (an interrupted copy, a full disk) fails only when a damaged item is read, maybe
hours into a run, with a numpy error that names no file. Here every part that is loaded
(``PREFIX``, and with ``combine`` ``PREFIX1``, ``PREFIX2``, ...) is checked first.
"""
import itertools
import os

import numpy as np
from fairseq.data import data_utils, indexed_dataset


def check_binary(prefix: str) -> None:
    """Raise ValueError naming ``PREFIX.bin`` when its size is not the one ``PREFIX.idx`` gives
    (the last item's offset plus its length), or ``PREFIX`` when it holds no item; legacy
    (non-mmap) formats are not checked."""
    if indexed_dataset.infer_dataset_impl(prefix) != "mmap":
        return
    index = indexed_dataset.MMapIndexedDataset.Index(indexed_dataset.index_file_path(prefix))
    if not len(index):  # fairseq cannot map an empty .bin ("cannot mmap an empty file", naming nothing)
        raise ValueError(f"{prefix}.{{bin,idx}}: no items (binarized from an empty text?): nothing to read there; "
                         "give that split its text and binarize again, or leave the split out")
    pointer, size = index[len(index) - 1]
    expected = int(pointer) + int(size) * np.dtype(index.dtype).itemsize
    actual = os.path.getsize(indexed_dataset.data_file_path(prefix))
    if actual != expected:
        raise ValueError(f"{indexed_dataset.data_file_path(prefix)}: {actual} bytes, but "
                         f"{indexed_dataset.index_file_path(prefix)} describes {len(index)} items in {expected} "
                         "bytes: the file is truncated or belongs to another index; binarize the data again")


def load_checked(prefix: str, dictionary, combine: bool = False):
    """``data_utils.load_indexed_dataset`` after ``check_binary`` of every part it will load."""
    for k in itertools.count():
        part = prefix + (str(k) if k > 0 else "")
        if not indexed_dataset.MMapIndexedDataset.exists(part):  # PART.idx and PART.bin, of any format
            break
        check_binary(part)
        if not combine:
            break
    return data_utils.load_indexed_dataset(prefix, dictionary, combine=combine)
