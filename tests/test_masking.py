"""Uniform masking per segment: M_e and M_f of TRTD, M of MRTD."""
import numpy as np
import torch
from fairseq.data import ListDataset

from fairseq_xl.data import SegmentMaskDataset, TranslationPairConcatDataset

BOS, PAD, EOS = 0, 1, 2


def pair_dataset(n=50):
    rng = np.random.RandomState(0)
    src = [torch.tensor(list(rng.randint(10, 100, size=rng.randint(3, 40))) + [EOS]) for _ in range(n)]
    tgt = [torch.tensor(list(rng.randint(10, 100, size=rng.randint(3, 40))) + [EOS]) for _ in range(n)]
    sizes = lambda items: np.array([len(t) for t in items])  # noqa: E731
    return TranslationPairConcatDataset(ListDataset(src, sizes(src)), ListDataset(tgt, sizes(tgt)), BOS, EOS)


def test_pair_layout():
    pairs = pair_dataset()
    item = pairs[3]
    src_len = len(pairs.src[3])
    assert item[0] == BOS and item[src_len] == EOS and item[src_len + 1] == EOS and item[-1] == EOS
    assert torch.equal(item[1:src_len], pairs.src[3][:-1]) and torch.equal(item[src_len + 2:-1], pairs.tgt[3][:-1])
    assert pairs.sizes[3] == len(item)


def test_both_halves_masked_uniformly_and_specials_never():
    pairs = pair_dataset()
    masks = SegmentMaskDataset(pairs, [BOS, PAD, EOS], mask_prob=0.15, seed=7)
    counts_e, counts_f = [], []
    for index in range(len(pairs)):
        item, mask = pairs[index], masks[index]
        assert mask.dtype == torch.bool and mask.shape == item.shape
        assert not mask[torch.isin(item, torch.tensor([BOS, PAD, EOS]))].any()
        src_len = len(pairs.src[index])
        halves = ((1, src_len), (src_len + 2, len(item) - 1))
        for (start, end), counts in zip(halves, (counts_e, counts_f)):
            n = end - start
            masked = int(mask[start:end].sum())
            assert int(0.15 * n) <= masked <= int(0.15 * n) + 1
            counts.append(masked / n)
    assert 0.10 < np.mean(counts_e) < 0.20 and 0.10 < np.mean(counts_f) < 0.20


def test_positions_are_uniform():
    """Every ordinary position is chosen about equally often over many epochs."""
    item = torch.tensor([BOS] + list(range(10, 30)) + [EOS])
    masks = SegmentMaskDataset(ListDataset([item], np.array([len(item)])), [BOS, PAD, EOS], 0.15, seed=1)
    hits = torch.zeros(len(item))
    for epoch in range(1, 2001):
        masks.set_epoch(epoch)
        hits += masks[0].float()
    rates = hits[1:-1] / 2000
    assert hits[0] == 0 and hits[-1] == 0
    assert (rates - 0.15).abs().max() < 0.04


def test_masks_reproducible_and_dynamic():
    pairs = pair_dataset()
    first = SegmentMaskDataset(pairs, [BOS, PAD, EOS], 0.15, seed=7)
    second = SegmentMaskDataset(pairs, [BOS, PAD, EOS], 0.15, seed=7)
    assert all(torch.equal(first[i], second[i]) for i in range(len(pairs)))
    first.set_epoch(2)
    assert any(not torch.equal(first[i], second[i]) for i in range(len(pairs)))
