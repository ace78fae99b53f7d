"""A translation pair as one sequence, [e; f] of XLM-E's TRTD (and TLM): <s> e </s> </s> f </s>.

Both sides come from fairseq-preprocess and already end with </s>; the separator is the
extra </s> of RoBERTa's sentence-pair format. ``keep`` selects the pairs to use (e.g. all but
the over-long ones) without copying the data.
"""
from typing import Optional

import numpy as np
import torch
from fairseq.data import FairseqDataset


class TranslationPairConcatDataset(FairseqDataset):
    def __init__(self, src: FairseqDataset, tgt: FairseqDataset, bos: int, eos: int,
                 keep: Optional[np.ndarray] = None):
        super().__init__()
        if len(src) != len(tgt):
            raise ValueError(f"source and target differ in length: {len(src)} vs {len(tgt)} sentences")
        self.src, self.tgt, self.bos, self.eos = src, tgt, bos, eos
        self.keep = np.arange(len(src)) if keep is None else keep
        self._sizes = self.pair_sizes(src, tgt)[self.keep]

    @staticmethod
    def pair_sizes(src: FairseqDataset, tgt: FairseqDataset) -> np.ndarray:
        return src.sizes.astype(np.int64) + tgt.sizes.astype(np.int64) + 2

    def __getitem__(self, index):
        i = self.keep[index]
        src, tgt = self.src[i], self.tgt[i]
        return torch.cat([src.new([self.bos]), src, src.new([self.eos]), tgt])

    def __len__(self):
        return len(self.keep)

    @property
    def sizes(self):
        return self._sizes

    def num_tokens(self, index):
        return self._sizes[index]

    def size(self, index):
        return self._sizes[index]
