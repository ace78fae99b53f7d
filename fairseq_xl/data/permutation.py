"""Sampling one training sequence's factorization order and prediction targets (XLNet
section 2.3, "Partial Prediction", and the official pre-training data pipeline).

The result is a rank per position that ``fairseq_xl.modules.permutation_masks`` turns
into the two streams' attention masks: the lowest rank for the context z_{<=c}, the rank in
z for the targets z_{>c} and for the functional tokens. ``sequence_ranks`` puts the reuse
part (the positions whose states the next sequence's memory caches) first, as the official
pipeline does.
"""
import numpy as np


def factorization_order_ranks(length: int, perm_size: int, rng: np.random.RandomState) -> np.ndarray:
    """The rank of every position in a sampled factorization order z. With perm_size <
    length the order is block-local (the official ``perm_size``): blocks of perm_size
    positions come in sequence order, each permuted on its own."""
    perm_size = perm_size or max(length, 1)
    ranks = np.empty(length, dtype=np.int64)
    for begin in range(0, length, perm_size):
        end = min(begin + perm_size, length)
        ranks[begin:end] = begin + rng.permutation(end - begin)
    return ranks


def num_predictions(length: int, eligible: int, k: float) -> int:
    """About 1/K of the sequence is predicted (|z| / (|z| - c) = K), and at least one
    eligible token stays context, so every target has something to condition on."""
    return max(0, min(int(round(length / k)), eligible - 1))


def token_targets(eligible: np.ndarray, goal: int, rng: np.random.RandomState) -> np.ndarray:
    """``goal`` targets drawn uniformly among the eligible positions."""
    targets = np.zeros(len(eligible), dtype=bool)
    targets[rng.choice(np.flatnonzero(eligible), size=goal, replace=False)] = True
    return targets


def span_targets(eligible: np.ndarray, word_start: np.ndarray, goal: int, k: float, max_span: int,
                 rng: np.random.RandomState) -> np.ndarray:
    """Whole-word spans, as the official ``_sample_mask``: a span of n words, n in
    1..max_span with p(n) proportional to 1/n, is preceded and followed by (K - 1) n
    tokens of context in all (split at random), so about 1/K of the text is a target;
    spans stop at ``goal`` tokens and single eligible tokens fill up to it."""
    length = len(eligible)
    targets = np.zeros(length, dtype=bool)
    lengths = np.arange(1, max_span + 1)
    p = 1.0 / lengths
    p /= p.sum()
    count, cursor = 0, 0
    while cursor < length and count < goal:
        n = min(int(rng.choice(lengths, p=p)), goal - count)
        context = int((k - 1) * n)
        left = rng.randint(context + 1)
        begin = cursor + left
        while begin < length and not (word_start[begin] and eligible[begin]):
            begin += 1
        end, words = begin + 1, 1
        while end < length and eligible[end]:
            if word_start[end]:
                words += 1
                if words > n:
                    break
            end += 1
        if end >= length or begin >= length:
            break
        end = min(end, begin + goal - count)
        targets[begin:end] = True
        count += end - begin
        cursor = end + context - left
    if count < goal:
        free = np.flatnonzero(eligible & ~targets)
        targets[rng.choice(free, size=goal - count, replace=False)] = True
    return targets


def permutation_ranks(order_ranks: np.ndarray, targets: np.ndarray, functional: np.ndarray) -> np.ndarray:
    """Ranks for the attention masks: the order's rank for targets and functional tokens
    (<sep>, <cls>: in the order, never predicted), -1 for the context."""
    return np.where(targets | functional, order_ranks, -1)


def sequence_ranks(targets: np.ndarray, functional: np.ndarray, reuse: int, perm_size: int,
                   rng: np.random.RandomState) -> np.ndarray:
    """Ranks of a sequence whose first ``reuse`` positions become the next sequence's memory.

    As in the official data pipeline, the reuse part and the rest are permuted separately
    (each block-local with ``perm_size``) and the whole reuse part comes first in z: the rest
    attends to all of the reuse part, the reuse part to nothing of the rest. Otherwise the
    cached states would have read the text after them, which is the next sequence's reuse
    part, and its targets would read their own tokens through the memory. In the reuse part
    the context has rank -1; in the rest the context has rank ``reuse`` (above every rank of
    the reuse part, below the rest's targets), its targets and functional tokens ranks above
    that."""
    head = permutation_ranks(factorization_order_ranks(reuse, perm_size, rng), targets[:reuse], functional[:reuse])
    tail = permutation_ranks(factorization_order_ranks(len(targets) - reuse, perm_size, rng), targets[reuse:],
                             functional[reuse:])
    return np.concatenate([head, tail + reuse + 1])
