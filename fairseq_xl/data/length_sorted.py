"""Each epoch's examples in a random order of that epoch, stably sorted by their lengths in that epoch.

fairseq's masked_lm orders its examples once, when it loads them: ``SortDataset(dataset, sort_order=[shuffle,
sizes])``. Where the examples are drawn again every epoch (``resample_languages``: p_l ~ n_l^alpha), that order
holds the first epoch's lengths, and from the second epoch on fairseq's batches put examples of unrelated lengths
side by side: translation pairs alone (``--task trtd``) trained on 2.6 padded tokens a real one, batches of 14
pairs where the first epoch's held 49. And a run resumed in a later epoch, which loads its data at that epoch,
built other batches than the run it resumed: fairseq stopped ("Cannot resume training due to dataloader
mismatch") or, with batches of equal count (MRTD's equal blocks), skipped examples the run had not seen. Here the
order is made when fairseq asks for an epoch's batches, from that epoch's seed and lengths: a resumed run builds
the same batches.
"""
import numpy as np
from fairseq.data import BaseWrapperDataset, data_utils


class LengthSortedDataset(BaseWrapperDataset):
    """``dataset`` ordered per epoch: shuffled with the seed ``seed + epoch`` (as fairseq's masked_lm shuffles
    at load time), then stably sorted by ``dataset.sizes`` as they are after ``set_epoch``."""

    def __init__(self, dataset, seed: int, epoch: int):
        super().__init__(dataset)
        self.seed = seed
        self.epoch = epoch

    @property
    def can_reuse_epoch_itr_across_epochs(self) -> bool:
        return False  # every epoch its own order, also where the examples are the same each epoch

    def set_epoch(self, epoch: int):
        super().set_epoch(epoch)
        self.epoch = epoch

    def ordered_indices(self) -> np.ndarray:
        with data_utils.numpy_seed(self.seed + self.epoch):
            shuffle = np.random.permutation(len(self.dataset))
        return np.lexsort([shuffle, self.dataset.sizes])
