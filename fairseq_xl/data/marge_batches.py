"""MARGE batch construction (Lewis et al., 2020, section 2.4): thresholding the relevance
scores of one shard into links, and greedy batches from the bipartite graph of links.

Thresholding keeps the top-k most similar (target, evidence) pairs of the shard, separately
for monolingual and cross-lingual pairs, with k = links per target x documents (the paper
tunes k for about 4 monolingual and 4 cross-lingual links per target). A document never
links to itself. Targets left without a link wait for the next re-index. Where only some
documents may be targets (section 3: for news, only a document's first chunk), k counts
those, and only their links compete.

Batching: a batch is a subgraph of targets and evidence documents; its value is the sum of
the weights of the links inside it (cross-lingual links weigh 100, monolingual ones 1). From
each seed target that still has links, documents are added greedily, each time the one that
adds the most weight (an evidence document: its links to the batch's targets; a target: its
links to the batch's evidence), while the batch stays within the token budget. Each target
is reconstructed once per index; evidence documents may serve several batches; no document
is target and evidence in the same batch (it would see itself).
"""
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple

import numpy as np

CROSS_LINGUAL_WEIGHT = 100.0
MONOLINGUAL_WEIGHT = 1.0


@dataclass
class Links:
    """Directed links target -> evidence of one index, with their relevance and weight."""
    targets: np.ndarray
    evidence: np.ndarray
    scores: np.ndarray
    weights: np.ndarray

    def __len__(self):
        return len(self.targets)


def threshold_links(targets: np.ndarray, evidence: np.ndarray, scores: np.ndarray, languages: np.ndarray,
                    monolingual_per_target: float = 4.0, crosslingual_per_target: float = 4.0,
                    may_be_target: Optional[np.ndarray] = None) -> Links:
    """Keep the best candidate pairs (targets[i], evidence[i]) with relevance scores[i]:
    the top round(monolingual_per_target * n) monolingual and round(crosslingual_per_target
    * n) cross-lingual pairs, n = the number of documents (languages[d] of each) that may be
    targets (``may_be_target``, default all). Candidates are nearest neighbours (approximate
    search); ``threshold_matrix`` does exact search."""
    targets, evidence, scores = map(np.asarray, (targets, evidence, scores))
    may_be_target = np.ones(len(languages), dtype=bool) if may_be_target is None else may_be_target
    keep = (targets != evidence) & may_be_target[targets]
    targets, evidence, scores = targets[keep], evidence[keep], scores[keep]
    cross = languages[targets] != languages[evidence]
    chosen = []
    for kind, per_target in ((~cross, monolingual_per_target), (cross, crosslingual_per_target)):
        candidates = np.flatnonzero(kind)
        k = min(len(candidates), int(round(per_target * may_be_target.sum())))
        chosen.append(candidates[_top(scores[candidates], k)])
    chosen = np.sort(np.concatenate(chosen))
    weights = np.where(cross[chosen], CROSS_LINGUAL_WEIGHT, MONOLINGUAL_WEIGHT)
    return Links(targets[chosen], evidence[chosen], scores[chosen], weights)


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    """Positions of the k largest scores, ties going to the lower position (as a stable sort
    would choose), in linear time: an exact shard has n^2 candidates."""
    if k >= len(scores):
        return np.arange(len(scores))
    if k == 0:
        return np.zeros(0, dtype=np.int64)
    kth = np.partition(scores, len(scores) - k)[len(scores) - k]
    above = np.flatnonzero(scores > kth)
    return np.concatenate([above, np.flatnonzero(scores == kth)[:k - len(above)]])


def threshold_matrix(similarity: np.ndarray, languages: np.ndarray, monolingual_per_target: float = 4.0,
                     crosslingual_per_target: float = 4.0, may_be_target: Optional[np.ndarray] = None) -> Links:
    """``threshold_links`` of every pair of a shard, read from its [n, n] relevance matrix
    (exact search) without listing the n^2 pairs."""
    n = len(languages)
    may_be_target = np.ones(n, dtype=bool) if may_be_target is None else may_be_target
    same = languages[:, None] == languages[None, :]
    chosen = []
    for kind, per_target in ((same, monolingual_per_target), (~same, crosslingual_per_target)):
        kind = kind & may_be_target[:, None]
        np.fill_diagonal(kind, False)
        k = min(int(kind.sum()), int(round(per_target * may_be_target.sum())))
        chosen.append(_top(np.where(kind, similarity, -np.inf).ravel(), k))
    chosen = np.sort(np.concatenate(chosen))
    targets, evidence = np.divmod(chosen, n)
    weights = np.where(languages[targets] != languages[evidence], CROSS_LINGUAL_WEIGHT, MONOLINGUAL_WEIGHT)
    return Links(targets, evidence, similarity.ravel()[chosen], weights)


def greedy_batches(links: Links, lengths: Sequence[int], max_tokens: int,
                   seed: int = 0) -> List[Tuple[List[int], List[int]]]:
    """Batches (targets, evidence) of document ids whose lengths sum to at most max_tokens,
    seeds visited in a seeded random order."""
    by_target: Dict[int, Dict[int, float]] = {}
    by_evidence: Dict[int, Dict[int, float]] = {}
    for t, e, w in zip(links.targets.tolist(), links.evidence.tolist(), links.weights.tolist()):
        by_target.setdefault(t, {})[e] = w
        by_evidence.setdefault(e, {})[t] = w
    seeds = sorted(by_target)
    np.random.RandomState(seed).shuffle(seeds)
    used_targets = set()
    batches = []
    for seed_target in seeds:
        if seed_target in used_targets or lengths[seed_target] > max_tokens:
            continue
        batch = _grow(seed_target, by_target, by_evidence, lengths, max_tokens, used_targets)
        if batch is not None:
            used_targets.update(batch[0])
            batches.append(batch)
    return batches


def _grow(seed_target, by_target, by_evidence, lengths, max_tokens, used_targets):
    """One batch from a seed target; None when none of its evidence fits beside it."""
    targets, evidence = [seed_target], []
    tokens = lengths[seed_target]
    gain_of_evidence = dict(by_target[seed_target])
    gain_of_target: Dict[int, float] = {}
    while True:
        fitting = [(gain, -document, is_target, document)
                   for is_target, pool in ((False, gain_of_evidence), (True, gain_of_target))
                   for document, gain in pool.items() if gain > 0 and tokens + lengths[document] <= max_tokens]
        if not fitting:
            break
        _, _, is_target, best = max(fitting)  # the largest gain; ties: the lower id, a target first
        tokens += lengths[best]
        gain_of_evidence.pop(best, None)
        gain_of_target.pop(best, None)
        if is_target:
            targets.append(best)
            for document, weight in by_target[best].items():
                if document not in evidence and document not in targets:
                    gain_of_evidence[document] = gain_of_evidence.get(document, 0.0) + weight
        else:
            evidence.append(best)
            for document, weight in by_evidence.get(best, {}).items():
                if document not in used_targets and document not in targets and document not in evidence:
                    gain_of_target[document] = gain_of_target.get(document, 0.0) + weight
    if not evidence:
        return None
    return targets, evidence
