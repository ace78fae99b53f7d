"""p_l proportional to n_l^alpha (XLM-E eq. 9), resampled per epoch."""
import numpy as np
import pytest
from fairseq.data import ListDataset

from fairseq_xl.data import language_sampling_probabilities, resample_languages


def test_probabilities_follow_eq_9():
    sizes = {"en": 10000, "de": 1000, "ru": 100}
    p = language_sampling_probabilities(sizes, alpha=0.7)
    weights = {lang: n ** 0.7 for lang, n in sizes.items()}
    for lang in sizes:
        assert p[lang] == pytest.approx(weights[lang] / sum(weights.values()))
    assert language_sampling_probabilities(sizes, 1.0)["ru"] == pytest.approx(100 / 11100)
    assert language_sampling_probabilities(sizes, 0.0)["ru"] == pytest.approx(1 / 3)


def test_resampled_sizes_and_epochs():
    datasets = {lang: ListDataset([f"{lang}{i}" for i in range(n)], np.ones(n, dtype=np.int64))
                for lang, n in (("en", 900), ("ru", 100))}
    sampled = resample_languages(datasets, alpha=0.5, seed=1, epoch=1)
    p = language_sampling_probabilities({"en": 900, "ru": 100}, 0.5)
    assert [len(d) for d in sampled.datasets] == [round(p["en"] * 1000), round(p["ru"] * 1000)]
    first = [sampled[i] for i in range(len(sampled))]
    assert sum(item.startswith("ru") for item in first) == round(p["ru"] * 1000)
    sampled.set_epoch(2)
    assert [sampled[i] for i in range(len(sampled))] != first, "a new sample every epoch"
