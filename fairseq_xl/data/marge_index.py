"""MARGE indexing (Lewis et al., 2020, section 2.4). ``MargeIndex`` is one index of a split,
built when an epoch starts, in steps that run one way: sample shards -> encode their documents
with the current relevance model g -> link (threshold each shard's candidate (target, evidence)
pairs, ``fairseq_xl.data.marge_batches``) -> greedy batches -> fit them to the ranks -> log.

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
import time
from typing import Callable, List, Optional, Sequence, Tuple

import numpy as np
import torch
import torch.distributed as dist
from fairseq.data import data_utils

from .marge_batches import Links, greedy_batches, threshold_links, threshold_matrix
from .marge_documents import DocumentTable, MargeDocumentsDataset
from fairseq_xl.guards.errors import InputError

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


def unused_targets(links: Links, batched: np.ndarray, lengths: np.ndarray, max_tokens: int) -> Tuple[int, int]:
    """Linked targets that no batch reconstructs (``batched``: the targets the batches hold):
    (longer than max_tokens themselves, with no linked evidence that fits beside them)."""
    unused = np.setdiff1d(np.unique(links.targets), batched)
    too_long = int((lengths[unused] > max_tokens).sum())
    return too_long, len(unused) - too_long


def fit_to_ranks(batches: List[List[int]], needed: Optional[int], world: int) -> Tuple[List[List[int]], int]:
    """At most ``needed`` batches, and a multiple of the world size, so that every rank has as
    many (batches repeat when there are fewer than ranks); and how many batches were dropped
    for that multiple."""
    if needed is not None:
        batches = batches[:needed]
    if len(batches) < world:
        return [batches[i % len(batches)] for i in range(world)], 0
    dropped = len(batches) % world
    return batches[: len(batches) - dropped], dropped


class MargeIndex:
    """The index of one split and epoch. Training stops adding shards once the batches fill
    ``--reindex-interval`` updates on every rank (shards in a seeded random order per epoch);
    evaluation indexes every shard. ``batches`` gives the dataset's items of each batch."""

    def __init__(self, dataset: MargeDocumentsDataset, cfg, max_tokens: int, world: int, training: bool, label: str):
        self.dataset, self.cfg, self.max_tokens, self.world = dataset, cfg, max_tokens, world
        self.training, self.label = training, label
        table = dataset.table
        order = np.argsort(table.shard, kind="stable")
        self.shard_members = np.split(order, np.cumsum(np.bincount(table.shard, minlength=len(table.shard_names)))[:-1])

    def batches(self, epoch: int, model) -> List[List[int]]:
        started, table = time.time(), self.dataset.table
        shards = self.shard_order(epoch)
        needed = self.cfg.reindex_interval * self.world * self.cfg.update_freq[0] if self.training else None
        was_training = model.training
        model.eval()
        batches, links_kept, used_shards, encoded, documents_per_batch = [], [], 0, 0, 4.0
        unused = np.zeros(2, dtype=np.int64)
        while used_shards < len(shards) and (needed is None or len(batches) < needed):
            want = len(table) if needed is None else max(256.0, (needed - len(batches)) * documents_per_batch)
            group, used_shards = self.next_documents(shards, used_shards, want)
            links = self.link(self.encode(model, group), group)
            made = [
                self.dataset.batch_items(targets, evidence)
                for targets, evidence in greedy_batches(
                    links, self.dataset.lengths, self.max_tokens, self.cfg.seed + epoch
                )
            ]
            unused += unused_targets(links, self.dataset.targets_of(made), self.dataset.lengths, self.max_tokens)
            links_kept.append(links)
            batches += made
            encoded += len(group)
            documents_per_batch = max(1.0, encoded / max(1, len(batches)))
        model.train(was_training)
        if not batches:
            raise InputError(
                f"the index of epoch {epoch} has no batch: after thresholding no target of the "
                f"{len(table.shard_names)} shards has an evidence document that fits --max-tokens "
                f"{self.max_tokens} beside it (check the shards of {self.cfg.data} and --max-tokens)"
            )
        batches, dropped = fit_to_ranks(batches, needed, self.world)
        self.log(epoch, links_kept, encoded, used_shards, batches, time.time() - started, unused, dropped)
        return batches

    def shard_order(self, epoch: int) -> np.ndarray:
        shards = np.arange(len(self.dataset.table.shard_names))
        return np.random.RandomState(self.cfg.seed + epoch).permutation(shards) if self.training else shards

    def next_documents(self, shards: np.ndarray, used: int, want: float) -> Tuple[np.ndarray, int]:
        """The documents of the next shards, whole shards until about ``want`` documents; and the
        number of shards used so far."""
        group = []
        while used < len(shards) and len(group) < want:
            group.extend(self.shard_members[shards[used]].tolist())
            used += 1
        return np.array(sorted(group), dtype=np.int64), used

    def encode(self, model, documents: np.ndarray) -> np.ndarray:
        # the token table's device, not next(model.parameters()): under fairseq's --ddp-backend
        # fully_sharded the model the task built holds its weights as views of the wrapper's flat
        # parameter and has no parameters of its own
        device = model.encoder.embeddings.embed_tokens.weight.device
        texts = [self.dataset.document(d) for d in documents]
        return encode_distributed(
            model.encoder.relevance_direction, texts, self.dataset.pad, self.max_tokens, device
        ).numpy()

    def link(self, embeddings: np.ndarray, documents: np.ndarray) -> Links:
        table, cfg = self.dataset.table, self.cfg
        return index_links(
            embeddings,
            documents,
            table.shard[documents],
            table.language[documents],
            cfg.monolingual_links_per_target,
            cfg.crosslingual_links_per_target,
            cfg.exact_search_max_docs,
            cfg.faiss_neighbours,
            table.chunk[documents] == 0 if cfg.first_chunk_targets else None,
        )

    def log(self, epoch, links_kept, encoded, used_shards, batches, seconds, unused, dropped):
        table = self.dataset.table
        targets = np.concatenate([links.targets for links in links_kept])
        evidence = np.concatenate([links.evidence for links in links_kept])
        cross = table.language[targets] != table.language[evidence]
        translation_rate, chance = translation_retrieval(table, targets[cross], evidence[cross])
        linked = len(np.unique(targets))
        logger.info(
            f"{self.label} index{f' {epoch}' if self.training else ''}: {encoded} documents of {used_shards} shards "
            f"encoded and linked in {seconds:.1f}s; {int((~cross).sum())} monolingual + {int(cross.sum())} "
            f"cross-lingual links ({len(targets) / max(1, linked):.1f} per linked target, {encoded - linked} "
            f"targets wait for the next index); cross-lingual links to the same document in another language: "
            f"{translation_rate:.3f} (chance {chance:.3f}); {len(batches)} batches; not reconstructed: "
            f"{unused[0]} linked targets longer than --max-tokens {self.max_tokens}, {unused[1]} with no linked "
            f"evidence that fits beside them; {dropped} batches dropped to give every rank as many"
        )


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
