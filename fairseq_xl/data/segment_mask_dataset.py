"""Uniform masking per segment: the masked positions M of XLM-E (M_e and M_f for a pair).

A segment is a maximal run of ordinary tokens between special symbols (<s>, </s>, <pad>):
one for a monolingual block, two for a concatenated translation pair. In each segment of
n tokens, round(mask_prob * n) positions (randomised rounding, as fairseq's masked_lm) are
drawn uniformly without replacement, so both halves of a pair are masked (no spans, which
the paper found to weaken the generator). Special symbols are never masked. The item is a
bool tensor marking the masked positions; the model builds x^masked from it, so that the
original tokens stay available as targets. Masks change with the epoch and are
reproducible from (seed, epoch, index).
"""
from typing import Iterable

import numpy as np
import torch
from fairseq.data import BaseWrapperDataset, data_utils

from fairseq_xl.guards.errors import InputError


class SegmentMaskDataset(BaseWrapperDataset):
    def __init__(self, dataset, special_symbols: Iterable[int], mask_prob: float = 0.15, seed: int = 1):
        super().__init__(dataset)
        if not 0.0 < mask_prob < 1.0:
            raise InputError(f"--mask-prob must be in (0, 1), got {mask_prob}")
        self.special_symbols = np.array(sorted(set(special_symbols)))
        self.mask_prob = mask_prob
        self.seed = seed
        self.epoch = 1

    @property
    def can_reuse_epoch_itr_across_epochs(self):
        return True

    def set_epoch(self, epoch, **unused):
        super().set_epoch(epoch)
        self.epoch = epoch

    def __getitem__(self, index):
        tokens = self.dataset[index].numpy()
        ordinary = ~np.isin(tokens, self.special_symbols)
        mask = np.zeros(len(tokens), dtype=bool)
        bounds = np.flatnonzero(np.diff(np.concatenate([[0], ordinary.astype(np.int8), [0]])))
        with data_utils.numpy_seed(self.seed, self.epoch, index):
            for start, end in zip(bounds[::2], bounds[1::2]):
                count = int(self.mask_prob * (end - start) + np.random.rand())
                mask[start + np.random.choice(end - start, count, replace=False)] = True
        return torch.from_numpy(mask)
