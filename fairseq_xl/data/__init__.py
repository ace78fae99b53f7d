from .index_subset_dataset import IndexSubsetDataset
from .language_sampling import language_sampling_probabilities, resample_languages
from .segment_mask_dataset import SegmentMaskDataset
from .translation_pair import translation_pair

__all__ = [
    "IndexSubsetDataset",
    "SegmentMaskDataset",
    "translation_pair",
    "language_sampling_probabilities",
    "resample_languages",
]
