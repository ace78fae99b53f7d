"""Uniform masking per segment: M_e and M_f of TRTD, M of MRTD."""
import numpy as np
import torch
from fairseq.data import ListDataset

from fairseq_xl.data import IndexSubsetDataset, SegmentMaskDataset, translation_pair

BOS, PAD, EOS = 0, 1, 2
RNG = np.random.RandomState(0)
SRC = [torch.tensor(list(RNG.randint(10, 100, size=RNG.randint(3, 40))) + [EOS]) for _ in range(50)]
TGT = [torch.tensor(list(RNG.randint(10, 100, size=RNG.randint(3, 40))) + [EOS]) for _ in range(50)]


def pair_dataset():
    sizes = lambda items: np.array([len(t) for t in items])  # noqa: E731
    return translation_pair(ListDataset(SRC, sizes(SRC)), ListDataset(TGT, sizes(TGT)), BOS, EOS)


def test_pair_layout():
    pairs = pair_dataset()
    for index in range(len(pairs)):
        item, src, tgt = pairs[index], SRC[index], TGT[index]
        expected = torch.cat([torch.tensor([BOS]), src[:-1], torch.tensor([EOS, EOS]), tgt[:-1], torch.tensor([EOS])])
        assert torch.equal(item, expected)
        assert pairs.sizes[index] == len(item) == len(src) + len(tgt) + 2


def test_index_subset_keeps_chosen_pairs():
    pairs = pair_dataset()
    keep = np.flatnonzero(pairs.sizes <= 40)
    subset = IndexSubsetDataset(pairs, keep)
    assert len(subset) == len(keep) < len(pairs)
    assert all(torch.equal(subset[i], pairs[k]) for i, k in enumerate(keep))
    assert np.array_equal(subset.sizes, pairs.sizes[keep]) and subset.num_tokens(0) == pairs.sizes[keep[0]]


def test_both_halves_masked_uniformly_and_specials_never():
    pairs = pair_dataset()
    masks = SegmentMaskDataset(pairs, [BOS, PAD, EOS], mask_prob=0.15, seed=7)
    counts_e, counts_f = [], []
    for index in range(len(pairs)):
        item, mask = pairs[index], masks[index]
        assert mask.dtype == torch.bool and mask.shape == item.shape
        assert not mask[torch.isin(item, torch.tensor([BOS, PAD, EOS]))].any()
        src_len = len(SRC[index])
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
