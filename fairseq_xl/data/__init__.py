from .language_sampling import language_sampling_probabilities, resample_languages
from .segment_mask_dataset import SegmentMaskDataset
from .translation_pair_concat_dataset import TranslationPairConcatDataset

__all__ = [
    "SegmentMaskDataset",
    "TranslationPairConcatDataset",
    "language_sampling_probabilities",
    "resample_languages",
]
