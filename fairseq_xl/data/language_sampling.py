"""Multilingual sampling, p_l proportional to n_l^alpha (XLM-E eq. 9; Conneau & Lample 2019).

Each language's dataset is resampled to p_l * N examples per epoch (N: all examples) with
fairseq's ``ResamplingDataset``, which draws a new sample every epoch; alpha = 1 keeps the
natural distribution, alpha = 0 makes languages uniform.
"""
import logging
from typing import Dict

import numpy as np
from fairseq.data import ConcatDataset, FairseqDataset, ResamplingDataset

logger = logging.getLogger(__name__)


def language_sampling_probabilities(sizes: Dict[str, int], alpha: float) -> Dict[str, float]:
    counts = np.array([sizes[name] for name in sizes], dtype=np.float64)
    weights = counts ** alpha
    return dict(zip(sizes, weights / weights.sum()))


def resample_languages(datasets: Dict[str, FairseqDataset], alpha: float, seed: int, epoch: int) -> ConcatDataset:
    sizes = {name: len(dataset) for name, dataset in datasets.items()}
    total = sum(sizes.values())
    probabilities = language_sampling_probabilities(sizes, alpha)
    resampled = []
    for name, dataset in datasets.items():
        ratio = probabilities[name] * total / sizes[name]
        logger.info(f"{name}: {sizes[name]} examples, p={probabilities[name]:.3f}, "
                    f"{round(ratio * sizes[name])} per epoch (alpha={alpha})")
        resampled.append(ResamplingDataset(dataset, size_ratio=ratio, seed=seed, epoch=epoch, replace=ratio >= 1.0))
    return ConcatDataset(resampled)
