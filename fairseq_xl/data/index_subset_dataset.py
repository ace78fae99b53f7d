"""The items of a dataset at given indices, in that order.

fairseq's ``SubsampleDataset`` draws its subset at random; leaving out chosen items (e.g.
the translation pairs over the length limit) needs the indices themselves.
"""
import numpy as np
from fairseq.data import BaseWrapperDataset


class IndexSubsetDataset(BaseWrapperDataset):
    def __init__(self, dataset, indices):
        super().__init__(dataset)
        self.indices = np.asarray(indices, dtype=np.int64)

    def __getitem__(self, index):
        return self.dataset[self.indices[index]]

    def __len__(self):
        return len(self.indices)

    @property
    def sizes(self):
        return self.dataset.sizes[self.indices]

    def num_tokens(self, index):
        return self.dataset.num_tokens(self.indices[index])

    def size(self, index):
        return self.dataset.size(self.indices[index])
