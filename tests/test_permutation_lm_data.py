"""XLNet's data side: the permutation masks entry by entry against a naive construction
from the sampled order, span targets, and batch rows that are contiguous text streams."""
import itertools

import numpy as np
import pytest
import torch
from fairseq.data import Dictionary, data_utils

import fairseq_xl  # noqa: F401
from fairseq_xl.data import PermutationLMDataset, TokenStream
from fairseq_xl.data.permutation import (
    factorization_order_ranks,
    num_predictions,
    sequence_ranks,
    span_targets,
    token_targets,
)
from fairseq_xl.modules.permutation_masks import (
    content_stream_mask,
    official_perm_mask,
    query_stream_mask,
    with_memory,
)

from conftest import LANGS


def naive_masks(order, targets, functional, padding, memory_padding, reuse):
    """By the definitions, one pair at a time: z lists positions in factorization order;
    context = neither target nor functional; the first ``reuse`` positions (the part the
    memory caches) see nothing of the rest, and the rest sees all of them; within a part,
    context is visible to all and sees only context; others see context and what precedes
    them in z (the content stream also itself); memory is visible unless padded; padding is
    never visible."""
    length = len(order)
    where = {position: step for step, position in enumerate(order)}
    context = [not (targets[i] or functional[i]) for i in range(length)]
    content = np.zeros((length, len(memory_padding) + length), dtype=bool)
    query = np.zeros_like(content)
    for i in range(length):
        for m in range(len(memory_padding)):
            content[i, m] = query[i, m] = not memory_padding[m]
        for j in range(length):
            column = len(memory_padding) + j
            if padding[j]:
                content[i, column] = i == j
                continue
            if (i < reuse) != (j < reuse):
                content[i, column] = query[i, column] = j < reuse
            elif context[i]:
                content[i, column] = context[j]
            else:
                content[i, column] = context[j] or where[j] <= where[i]
                query[i, column] = context[j] or where[j] < where[i]
    return content, query


@pytest.mark.parametrize("length, reuse, perm_size, seed",
                         [(9, 0, 0, 0), (16, 8, 4, 1), (13, 6, 3, 2), (7, 3, 0, 3), (12, 5, 0, 4)])
def test_masks_equal_naive_construction_from_the_order(length, reuse, perm_size, seed):
    rng = np.random.RandomState(seed)
    real = length - 2
    functional = np.zeros(length, dtype=bool)
    functional[[2, real - 1]] = True
    padding = np.arange(length) >= real
    eligible = ~functional & ~padding
    targets = token_targets(eligible, num_predictions(real, int(eligible.sum()), 3), rng)
    state = rng.get_state()
    rank = sequence_ranks(targets, functional, reuse, perm_size, rng)
    rng.set_state(state)
    parts = [factorization_order_ranks(reuse, perm_size, rng),
             factorization_order_ranks(length - reuse, perm_size, rng)]
    if perm_size:
        for part in parts:
            blocks = np.arange(len(part)) // perm_size
            assert all(part[blocks == b].min() == b * perm_size for b in np.unique(blocks)), "block-local"
    order = list(np.argsort(parts[0])) + list(reuse + np.argsort(parts[1]))
    rank[padding] = -1
    memory_padding = np.array([True, False, False])
    content_expected, query_expected = naive_masks(order, targets, functional, padding, memory_padding, reuse)

    rank_t, padding_t = torch.tensor(rank)[None], torch.tensor(padding)[None]
    content = with_memory(content_stream_mask(rank_t, padding_t), torch.tensor(memory_padding)[None])[0]
    positions = torch.tensor(np.flatnonzero(targets))[None]
    query = query_stream_mask(rank_t, padding_t, positions, torch.zeros_like(positions, dtype=torch.bool))
    query = with_memory(query, torch.tensor(memory_padding)[None])[0]
    assert np.array_equal(content.numpy()[~padding], content_expected[~padding])
    assert np.array_equal(query.numpy(), query_expected[targets])
    for row, position in enumerate(np.flatnonzero(targets)):
        assert not query[row, 3 + position], "a target's query never sees its own content"
        assert content[position, 3 + position], "its content stream does"
    blocked = official_perm_mask(rank_t, positions)[0].numpy()
    real_columns = np.flatnonzero(~padding)
    assert np.array_equal(~blocked[targets][:, real_columns], query_expected[targets][:, 3 + real_columns])
    own = np.eye(length, dtype=bool)[~padding][:, real_columns] & targets[~padding, None]
    assert np.array_equal(~blocked[~padding][:, real_columns] | own, content_expected[~padding][:, 3 + real_columns])


def test_unused_target_slots_and_padding_rows_attend_somewhere():
    rank = torch.tensor([[-1, 0, -1, 1], [-1, -1, -1, -1]])
    padding = torch.tensor([[False, False, False, True], [True, True, True, True]])
    content = content_stream_mask(rank, padding)
    assert content.any(-1).all()
    positions = torch.tensor([[1, 0], [0, 0]])
    unused = torch.tensor([[False, True], [True, True]])
    query = query_stream_mask(rank, padding, positions, unused)
    assert query.any(-1).all()
    assert query[0, 0].tolist() == [True, False, True, False]


def test_span_targets_are_whole_word_spans_at_about_one_in_k():
    rng = np.random.RandomState(0)
    length, k = 512, 6
    word_start = rng.rand(length) < 0.6
    word_start[0] = True
    eligible = np.ones(length, dtype=bool)
    eligible[[100, 300]] = False
    goal = num_predictions(length, int(eligible.sum()), k)
    assert goal == 85, "the paper's 85 of 512"
    spans, aligned, fills = [], 0, 0
    for _ in range(200):
        targets = span_targets(eligible, word_start, goal, k, 5, rng)
        assert targets.sum() == goal and not targets[~eligible].any()
        for value, run in itertools.groupby(enumerate(targets), key=lambda item: item[1]):
            if not value:
                continue
            run = [position for position, _ in run]
            end = run[-1] + 1
            whole = word_start[run[0]] and (end == length or word_start[end] or not eligible[end])
            aligned += whole
            fills += not whole
            spans.append(word_start[run[0]:end].sum())
    assert aligned > 0.85 * (aligned + fills), "spans start and end at word boundaries"
    counts = np.bincount(spans)[1:6]
    assert counts[0] > counts[1] > counts[2], "p(n) decreases with n"


@pytest.fixture(scope="module")
def streams(data_bin):
    dictionary = Dictionary.load(str(data_bin / "dict.txt"))
    loaded = []
    for lang in LANGS:
        dataset = data_utils.load_indexed_dataset(str(data_bin / lang / "train"), dictionary)
        loaded.append(TokenStream(dataset, dictionary.eos(), lang))
    return dictionary, loaded


def make_dataset(streams, length=63, reuse=21, bi_data=False, weights=None, stream_tokens=4000):
    dictionary, loaded = streams
    return PermutationLMDataset(loaded, dictionary, length, reuse, stream_tokens, 6.0, "span", 5, 0, bi_data, 1,
                                weights)


def test_stream_span_reads_the_sentences_without_eos(streams):
    dictionary, (stream, *_) = streams
    first, second = stream.dataset[0].numpy(), stream.dataset[1].numpy()
    tokens, sentences = stream.span(0, len(first) + 2)
    assert np.array_equal(tokens, np.concatenate([first[:-1], second[:3]]))
    assert sentences.tolist() == [0] * (len(first) - 1) + [1] * 3
    assert dictionary.eos() not in stream.span(0, 500)[0]


@pytest.mark.parametrize("bi_data", [False, True])
def test_every_row_continues_its_stream_from_batch_to_batch(streams, bi_data):
    """What the memory relies on: in two ranks' batches, row r of step j + 1 starts
    reuse_len tokens after row r of step j in the same text (backwards for the backward
    rows), unless it starts a new piece; every sequence is <= tokens_per_sample and laid
    out as [reuse, A, <sep>, B, <sep>, <cls>]."""
    dataset = make_dataset(streams, bi_data=bi_data, weights=[0.5, 0.3, 0.2])
    rows, shards, reuse = 4, 2, 21
    batches = dataset.batches(epoch=2, rows=rows, num_shards=shards)
    assert len(batches) % shards == 0
    _, loaded = streams
    continued = starts = 0
    for shard in range(shards):
        mine = batches[shard::shards][:80]
        for before, after in zip(mine, mine[1:]):
            for row, (i, j) in enumerate(zip(before, after)):
                a, b = dataset[i], dataset[j]
                assert len(b["tokens"]) <= 63
                if len(b["tokens"]) == 0:
                    continue
                assert b["tokens"][-1] == dataset.cls and (b["tokens"] == dataset.sep).sum() == 2
                assert b["reverse"] == (bi_data and row >= rows // 2)
                assert b["rank"][:reuse].max() < b["rank"][reuse:].min(), "the cached part comes first in z"
                if b["first"]:
                    starts += 1
                    continue
                stream, begin, end, position = dataset.items[j][:4]
                text = loaded[stream].span(begin, end)[0]
                if b["reverse"]:
                    text = text[::-1]
                assert np.array_equal(a["tokens"][:reuse], text[position - reuse:position])
                following = text[position:position + reuse]
                assert np.array_equal(b["tokens"][:len(following)], following)
                continued += 1
    assert continued > 10 * starts


def test_rows_of_different_ranks_read_different_text(streams):
    dataset = make_dataset(streams)
    batches = dataset.batches(epoch=1, rows=3, num_shards=2)
    rank0 = {tuple(dataset.items[i][:3]) for batch in batches[0::2] for i in batch if dataset.items[i][0] >= 0}
    rank1 = {tuple(dataset.items[i][:3]) for batch in batches[1::2] for i in batch if dataset.items[i][0] >= 0}
    assert rank0 and rank1 and not rank0 & rank1


def test_language_sampling_follows_the_weights(streams):
    dataset = make_dataset(streams, weights=[0.6, 0.3, 0.1], stream_tokens=200)
    dataset.batches(epoch=1, rows=4, num_shards=1)
    pieces = [item[:3] for item in dataset.items if item[0] >= 0 and item[5]]
    tokens = np.zeros(3)
    for stream, begin, end in pieces:
        tokens[stream] += end - begin
    assert np.allclose(tokens / tokens.sum(), [0.6, 0.3, 0.1], atol=0.05)


def test_items_are_deterministic_and_collate_with_odd_lengths(streams):
    dataset = make_dataset(streams, length=37, reuse=13)
    batches = dataset.batches(epoch=3, rows=3, num_shards=1)
    first = [dataset[i] for i in batches[5]]
    again = [dataset[i] for i in batches[5]]
    for x, y in zip(first, again):
        assert np.array_equal(x["tokens"], y["tokens"]) and np.array_equal(x["rank"], y["rank"])
    batch = dataset.collater(first + [dataset[len(dataset) - 1]])
    net = batch["net_input"]
    assert net["src_tokens"].shape[0] == 4 and net["src_tokens"].shape[1] <= 37
    used = net["target_positions"].ge(0)
    assert torch.equal(batch["target"][used], net["src_tokens"].gather(1, net["target_positions"].clamp(min=0))[used])
    assert not used[3].any() and batch["nsentences"] == 3
    ranks = net["perm_rank"].gather(1, net["target_positions"].clamp(min=0))[used]
    assert (ranks >= 0).all()
