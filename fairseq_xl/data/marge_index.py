"""MARGE indexing (Lewis et al., 2020, section 2.4): encode the documents of the sampled shards
with the current relevance model g, find each shard's candidate (target, evidence) pairs,
threshold them into links and build batches (``fairseq_xl.data.marge_batches``).

Links: every pair of a shard, scored with one matrix product of the normalised g(x) (exact
search), or, for shards of more than ``exact_search_max_docs`` documents, the ``neighbours``
nearest documents of each language found by FAISS (approximate search; one HNSW index per
language, so that cross-lingual candidates exist even where the nearest documents overall are
monolingual), thresholded.

Under distributed training every rank encodes 1/W of the documents and the embeddings are
all-gathered; every rank then builds the same links and batches (seeded), and fairseq's
iterator gives each rank its own share of the batches.
"""
import logging
from typing import Callable, List, Optional, Sequence, Tuple

import numpy as np
import torch
import torch.distributed as dist
from fairseq.data import data_utils

from .marge_batches import Links, greedy_batches, threshold_links, threshold_matrix
from .marge_documents import DocumentTable

logger = logging.getLogger(__name__)


def encode(relevance_direction: Callable[[torch.Tensor], torch.Tensor], documents: Sequence[torch.Tensor],
           pad: int, max_tokens: int, device) -> torch.Tensor:
    """g(x) / |g(x)| [n, C] (float32, on the CPU; the model's ``relevance_direction``) of documents
    (<s> ... </s> each), in batches of at most max_tokens padded tokens, longest first."""
    order = sorted(range(len(documents)), key=lambda i: -len(documents[i]))
    out = [None] * len(documents)
    start = 0
    with torch.no_grad():
        while start < len(order):
            width = len(documents[order[start]])
            count = max(1, max_tokens // width)
            chunk = order[start:start + count]
            tokens = data_utils.collate_tokens([documents[i] for i in chunk], pad)
            embeddings = relevance_direction(tokens.to(device)).cpu()
            for row, i in enumerate(chunk):
                out[i] = embeddings[row]
            start += count
    return torch.stack(out) if out else torch.zeros(0, 0)


def encode_distributed(relevance_direction, documents: Sequence[torch.Tensor], pad: int, max_tokens: int,
                       device) -> torch.Tensor:
    """``encode`` with the documents split over the ranks: rank r encodes documents[r::W];
    the embeddings are all-gathered, so every rank returns all of them in order."""
    if not (dist.is_available() and dist.is_initialized()) or dist.get_world_size() == 1:
        return encode(relevance_direction, documents, pad, max_tokens, device)
    world, rank = dist.get_world_size(), dist.get_rank()
    mine = encode(relevance_direction, documents[rank::world], pad, max_tokens, device)
    rows = (len(documents) + world - 1) // world
    dim = torch.tensor([mine.size(1) if len(mine) else 0], dtype=torch.long)
    dim = dim.to(device) if dist.get_backend() == "nccl" else dim
    dist.all_reduce(dim, op=dist.ReduceOp.MAX)
    padded = torch.zeros(rows, int(dim), dtype=torch.float32)
    padded[:len(mine)] = mine
    if dist.get_backend() == "nccl":
        padded = padded.to(device)
    gathered = [torch.zeros_like(padded) for _ in range(world)]
    dist.all_gather(gathered, padded)
    out = torch.zeros(len(documents), int(dim))
    for r, part in enumerate(gathered):
        count = len(range(r, len(documents), world))
        out[r::world] = part[:count].cpu()
    return out


def faiss_candidates(embeddings: np.ndarray, languages: np.ndarray,
                     neighbours: int) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Candidate pairs (targets, evidence, scores) of one shard, in the shard's local numbering:
    each document's ``neighbours`` nearest documents of every language."""
    import faiss  # only for shards too large for the matrix product

    n = len(embeddings)
    targets, evidence, scores = [], [], []
    for language in np.unique(languages):
        members = np.flatnonzero(languages == language)
        index = faiss.IndexHNSWFlat(embeddings.shape[1], 32, faiss.METRIC_INNER_PRODUCT)
        index.add(np.ascontiguousarray(embeddings[members], dtype=np.float32))
        k = min(neighbours + 1, len(members))
        found_scores, found = index.search(np.ascontiguousarray(embeddings, dtype=np.float32), k)
        valid = found >= 0
        targets.append(np.repeat(np.arange(n), k).reshape(n, k)[valid])
        evidence.append(members[found[valid]])
        scores.append(found_scores[valid])
    return np.concatenate(targets), np.concatenate(evidence), np.concatenate(scores)


def shard_links(embeddings: np.ndarray, languages: np.ndarray, monolingual_per_target: float,
                crosslingual_per_target: float, exact_search_max_docs: int, neighbours: int,
                may_be_target: Optional[np.ndarray] = None) -> Links:
    """The thresholded links of one shard (local numbering): exact search (one matrix
    product) up to ``exact_search_max_docs`` documents, FAISS above."""
    if len(embeddings) <= exact_search_max_docs:
        return threshold_matrix(embeddings @ embeddings.T, languages, monolingual_per_target,
                                crosslingual_per_target, may_be_target)
    return threshold_links(*faiss_candidates(embeddings, languages, neighbours), languages,
                           monolingual_per_target, crosslingual_per_target, may_be_target)


def index_links(embeddings: np.ndarray, documents: np.ndarray, shards: np.ndarray, languages: np.ndarray,
                monolingual_per_target: float, crosslingual_per_target: float, exact_search_max_docs: int,
                neighbours: int, may_be_target: Optional[np.ndarray] = None) -> Links:
    """The thresholded links of every shard, in global document numbers. embeddings [n, C]
    of documents [n] (global ids), shards [n], languages [n] and may_be_target [n] (default
    all) of each."""
    may_be_target = np.ones(len(documents), dtype=bool) if may_be_target is None else may_be_target
    parts = []
    for shard in np.unique(shards):
        members = np.flatnonzero(shards == shard)
        links = shard_links(embeddings[members], languages[members], monolingual_per_target,
                            crosslingual_per_target, exact_search_max_docs, neighbours, may_be_target[members])
        parts.append(Links(documents[members[links.targets]], documents[members[links.evidence]], links.scores,
                           links.weights))
    if not parts:
        return Links(*(np.zeros(0, dtype=dtype) for dtype in (np.int64, np.int64, np.float32, np.float32)))
    return Links(*(np.concatenate([getattr(p, name) for p in parts])
                   for name in ("targets", "evidence", "scores", "weights")))


def batches_of(links: Links, lengths: np.ndarray, max_tokens: int, seed: int, documents: int) -> List[List[int]]:
    """Greedy batches as dataset items: a target d is item d, an evidence document d item
    documents + d (``MargeDocumentsDataset``)."""
    return [sorted(targets) + sorted(documents + e for e in evidence)
            for targets, evidence in greedy_batches(links, lengths, max_tokens, seed)]


def unused_targets(links: Links, batches: List[List[int]], lengths: np.ndarray, max_tokens: int,
                   documents: int) -> Tuple[int, int]:
    """Linked targets that no batch reconstructs: (longer than max_tokens themselves, with no
    linked evidence that fits beside them within max_tokens)."""
    linked = np.unique(links.targets)
    batched = np.unique([item for batch in batches for item in batch if item < documents])
    unused = np.setdiff1d(linked, batched)
    too_long = int((lengths[unused] > max_tokens).sum())
    return too_long, len(unused) - too_long


def translation_retrieval(table: DocumentTable, targets: np.ndarray, evidence: np.ndarray):
    """Of cross-lingual links target -> evidence: the share whose evidence is the same
    document (doc_id) in another language, i.e. a translation, and that share for evidence
    drawn at random from the other-language documents of the target's shard."""
    if not len(targets):
        return 0.0, 0.0
    _, doc = np.unique(np.array(table.doc_id, dtype=object), return_inverse=True)
    languages = len(table.languages)
    doc_lang = np.bincount(doc * languages + table.language, minlength=(doc.max() + 1) * languages)
    shard_lang = np.bincount(table.shard * languages + table.language,
                             minlength=(table.shard.max() + 1) * languages)
    translations = np.bincount(doc)[doc] - doc_lang[doc * languages + table.language]
    other_language = np.bincount(table.shard)[table.shard] - shard_lang[table.shard * languages + table.language]
    rate = float(np.mean(doc[targets] == doc[evidence]))
    return rate, float(np.mean(translations[targets] / np.maximum(other_language[targets], 1)))
