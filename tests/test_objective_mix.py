"""Every update trains both objectives with a set share of the tokens (XLM-E section 4.1:
each task batched on its own), through fairseq's own sharding and --update-freq grouping,
on data whose monolingual part is ten times the parallel part."""
import numpy as np
import pytest
from fairseq.data import FairseqDataset, iterators

from fairseq_xl.data import ObjectiveMixDataset

PAIRS, MONOLINGUAL = 0, 1


class Examples(FairseqDataset):
    def __init__(self, objective, sizes):
        self.objective, self.sizes = objective, np.asarray(sizes)

    def __getitem__(self, index):
        return self.objective, index, int(self.sizes[index])

    def __len__(self):
        return len(self.sizes)

    def num_tokens(self, index):
        return int(self.sizes[index])

    def size(self, index):
        return int(self.sizes[index])

    def collater(self, samples):
        return {"items": samples, "ntokens": sum(size for _, _, size in samples), "nsentences": len(samples)}


def corpus():
    rng = np.random.RandomState(0)
    pairs = Examples(PAIRS, rng.randint(20, 80, size=400))
    monolingual = Examples(MONOLINGUAL, rng.randint(60, 129, size=1900))
    ratio = monolingual.sizes.sum() / pairs.sizes.sum()
    assert 9 < ratio < 11, ratio
    return pairs, monolingual


def updates(dataset, world, update_freq, max_tokens):
    """Every rank's updates of one epoch: lists of collated micro-batches."""
    batches = dataset.batch_by_size(dataset.ordered_indices(), max_tokens=max_tokens, required_batch_size_multiple=1)
    for rank in range(world):
        epoch = iterators.EpochBatchIterator(dataset, collate_fn=dataset.collater, batch_sampler=batches,
                                             seed=1, num_shards=world, shard_id=rank, num_workers=0, epoch=1)
        yield from iterators.GroupedIterator(epoch.next_epoch_itr(shuffle=True), update_freq)


@pytest.mark.parametrize("share, world, update_freq", [(0.5, 1, 1), (0.5, 2, 3), (0.25, 2, 2)])
def test_every_update_holds_both_objectives_in_the_set_share(share, world, update_freq):
    pairs, monolingual = corpus()
    dataset = ObjectiveMixDataset([pairs, monolingual], [share, 1 - share], ["pairs", "monolingual"], seed=3)
    dataset.set_epoch(1)
    shares, seen = [], {PAIRS: [], MONOLINGUAL: []}
    for update in updates(dataset, world, update_freq, max_tokens=1024):
        tokens = np.zeros(2)
        for batch in update:
            parts = batch["objectives"]
            assert [{objective for objective, _, _ in part["items"]} for part in parts] == [{PAIRS}, {MONOLINGUAL}], \
                "every micro-batch holds both objectives, a sub-batch each"
            assert batch["ntokens"] == sum(part["ntokens"] for part in parts)
            for part in parts:
                for objective, index, size in part["items"]:
                    tokens[objective] += size
                    seen[objective].append(index)
        shares.append(tokens[PAIRS] / tokens.sum())
    shares = np.array(shares)
    assert len(shares) > 50
    assert abs(np.mean(shares) - share) < 0.04, np.mean(shares)
    assert np.all(np.abs(shares - share) < 0.15), (shares.min(), shares.max())
    assert sorted(seen[MONOLINGUAL]) == list(range(len(monolingual))), "the larger part: every example once"
    counts = np.bincount(seen[PAIRS], minlength=len(pairs))
    assert counts.min() >= 1, "the smaller part repeats, nothing of it left out"
    expected = (share / (1 - share)) * monolingual.sizes.sum() / pairs.sizes.sum()
    assert abs(counts.mean() - expected) < 0.2 * expected, (counts.mean(), expected)


def test_epochs_differ_and_repeat_exactly():
    pairs, monolingual = corpus()
    dataset = ObjectiveMixDataset([pairs, monolingual], [0.5, 0.5], ["pairs", "monolingual"], seed=3)

    def plan(epoch):
        dataset.set_epoch(epoch)
        return [batch.tolist() for batch in dataset.batch_by_size(dataset.ordered_indices(), max_tokens=1024)]

    assert plan(1) == plan(1)
    assert plan(1) != plan(2)


def test_budget_by_sentences_and_an_empty_part():
    pairs, monolingual = corpus()
    dataset = ObjectiveMixDataset([pairs, monolingual], [0.25, 0.75], ["pairs", "monolingual"], seed=3)
    batches = dataset.batch_by_size(dataset.ordered_indices(), max_sentences=8)
    assert all(sum(index < len(pairs) for index in batch) == 2 and len(batch) == 8 for batch in batches[:-1])
    with pytest.raises(ValueError, match="pairs: no training example"):
        dataset.batch_by_size(np.arange(len(pairs), len(dataset)), max_tokens=1024)


def test_a_budget_too_small_for_an_objective_names_the_flags_and_the_least_that_fits_both():
    """fairseq's own assertion names only the share (256 for ``--max-tokens 512``, 512-token blocks), and raising
    --max-tokens for one objective can leave the other short: the message gives what fits both."""
    pairs, monolingual = corpus()  # longest 79 and 128 tokens
    dataset = ObjectiveMixDataset([pairs, monolingual], [0.3, 0.7], ["pairs", "monolingual"], seed=3)
    with pytest.raises(ValueError) as refused:
        dataset.batch_by_size(dataset.ordered_indices(), max_tokens=150)
    assert str(refused.value) == (
        "--max-tokens 150 is cut by --pair-token-share into each objective's tokens a batch: pairs 45 (0.30 of them), "
        "fewer than its longest example (79 tokens); monolingual 105 (0.70 of them), fewer than its longest example "
        "(128 tokens): --max-tokens 264 or more, or shorter examples (--tokens-per-sample)")
    assert dataset.batch_by_size(dataset.ordered_indices(), max_tokens=264)  # int(264 * 0.3) = 79
    with pytest.raises(ValueError, match="pairs 78 .* --max-tokens 264 or more"):
        dataset.batch_by_size(dataset.ordered_indices(), max_tokens=263)
    # shares the other way round: the blocks' share decides
    dataset = ObjectiveMixDataset([pairs, monolingual], [0.7, 0.3], ["pairs", "monolingual"], seed=3)
    with pytest.raises(ValueError, match=r"a batch: monolingual 60 \(0.30 of them\), fewer than its longest example "
                                         r"\(128 tokens\): --max-tokens 427 or more"):
        dataset.batch_by_size(dataset.ordered_indices(), max_tokens=200)
    assert dataset.batch_by_size(dataset.ordered_indices(), max_tokens=427)


@pytest.mark.parametrize("pair_lengths, block_lengths, shares, least", [
    ([79], [128], [0.5, 0.5], 256),  # both short, the blocks need more: what fits the pairs alone (158) is not enough
    ([63], [10], [0.7, 0.3], 91),  # 90 x 0.7 is 62.999...: the share rounds down to 62
])
def test_the_least_max_tokens_named_is_the_least_that_fits(pair_lengths, block_lengths, shares, least):
    dataset = ObjectiveMixDataset([Examples(PAIRS, pair_lengths), Examples(MONOLINGUAL, block_lengths)], shares,
                                  ["pairs", "monolingual"], seed=3)
    with pytest.raises(ValueError, match=f"--max-tokens {least} or more"):
        dataset.batch_by_size(dataset.ordered_indices(), max_tokens=least // 2)
    assert dataset.batch_by_size(dataset.ordered_indices(), max_tokens=least)
    with pytest.raises(ValueError):
        dataset.batch_by_size(dataset.ordered_indices(), max_tokens=least - 1)


def test_the_least_named_fits_the_examples_fairseq_skipped_too():
    """fairseq-train skips the examples longer than --max-tokens before batching: the least named fits them too."""
    dataset = ObjectiveMixDataset([Examples(PAIRS, [40, 79]), Examples(MONOLINGUAL, [100, 128])], [0.5, 0.5],
                                  ["pairs", "monolingual"], seed=3)
    kept = [0, 2]  # what fairseq keeps at --max-tokens 100: the pair of 40 tokens and the block of 100
    with pytest.raises(ValueError, match=r"monolingual 50 \(0.50 of them\), fewer than its longest example \(100 "
                                         r"tokens\): --max-tokens 256 or more"):
        dataset.batch_by_size(np.array(kept), max_tokens=100)
