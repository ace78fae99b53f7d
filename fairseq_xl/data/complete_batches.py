"""fairseq's batching with the last batch it drops put back (fairseq issue #5036).

``data_utils.batch_by_size`` drops the last batch when its size is not a multiple of
``--required-batch-size-multiple``, though its docstring allows "less than N or a multiple of
N": ``fairseq-generate`` (multiple 8) silently skipped the last sentences of a test set, and a
skipped MARGE chunk is a hole in a translated document. fairseq's batches are consecutive runs of
the indices it is given, so what it dropped is what follows the batches it kept.

The fix is applied where the plugin's tasks batch (``CompleteBatchesDataset`` around the
datasets they hand to fairseq's iterator, ``batch_by_size`` inside ``ObjectiveMixDataset``), not
in fairseq: fairseq's own tasks batch as fairseq does unless ``FAIRSEQ_XL_FIX_FAIRSEQ=1``
(``fairseq_xl.repairs.opt_in``).
"""
import numpy as np
from fairseq.data import BaseWrapperDataset, data_utils

_fairseq_batch_by_size = data_utils.batch_by_size


def with_last_batch(batches, indices):
    """``batches`` (consecutive runs of ``indices``) and, after them, the indices none holds."""
    kept = sum(len(batch) for batch in batches)
    if kept < len(indices):
        batches = [*batches, np.asarray(indices[kept:], dtype=np.int64)]
    return batches


def batch_by_size(indices, num_tokens_fn, num_tokens_vec=None, max_tokens=None, max_sentences=None,
                  required_batch_size_multiple=1, fixed_shapes=None):
    """``data_utils.batch_by_size`` (same arguments) without its dropped last batch."""
    if not isinstance(indices, np.ndarray):
        indices = np.fromiter(indices, dtype=np.int64, count=-1)
    batches = _fairseq_batch_by_size(indices, num_tokens_fn, num_tokens_vec, max_tokens, max_sentences,
                                     required_batch_size_multiple, fixed_shapes)
    return batches if fixed_shapes is not None else with_last_batch(batches, indices)


class CompleteBatchesDataset(BaseWrapperDataset):
    """A dataset whose ``batch_by_size`` (what fairseq's ``get_batch_iterator`` calls) loses no
    example; everything else is the wrapped dataset's."""

    def batch_by_size(self, indices, max_tokens=None, max_sentences=None, required_batch_size_multiple=1):
        indices = np.asarray(indices, dtype=np.int64)
        batches = self.dataset.batch_by_size(indices, max_tokens, max_sentences, required_batch_size_multiple)
        return batches if self.dataset.get_batch_shapes() is not None else with_last_batch(batches, indices)
