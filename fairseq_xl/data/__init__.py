from .index_subset_dataset import IndexSubsetDataset
from .language_sampling import language_sampling_probabilities, resample_languages
from .objective_mix_dataset import ObjectiveMixDataset
from .permutation_lm_dataset import PermutationLMDataset
from .segment_mask_dataset import SegmentMaskDataset
from .token_stream import TokenStream
from .translation_pair import translation_pair

__all__ = [
    "IndexSubsetDataset",
    "ObjectiveMixDataset",
    "PermutationLMDataset",
    "TokenStream",
    "SegmentMaskDataset",
    "translation_pair",
    "language_sampling_probabilities",
    "resample_languages",
]
