"""Training batches that carry every objective with a set share of the tokens.

XLM-E batches each pre-training task on its own, about 1M tokens per task and step (section 4.1,
appendix B), so that every update trains MLM + MRTD on monolingual blocks and TLM + TRTD on
translation pairs, whatever the sizes of the two corpora. Here the examples of the objectives
form one dataset (one collater; the criterion tells them apart by ``task_id``), batched
objective by objective: objective k's examples, shuffled and sorted by size as fairseq's
``masked_lm`` sorts them, are cut into batches of share_k * ``--max-tokens`` by fairseq's
``batch_by_size`` (its last batch kept: ``complete_batches``), and batch i of the epoch joins
batch i of every objective. So every micro-batch, and therefore every update under any
``--update-freq`` and world size, holds each objective with its share of the tokens. An epoch
lasts as long as the objective with the most batches; the others repeat their batches, in a new
order on each pass.

A micro-batch is collated as one sub-batch per objective, ``{"objectives": [sample, ...],
"ntokens", "nsentences"}``: 512-token blocks and 40-token pairs padded to one width would
multiply the pairs' compute. The criteria run the model on each sub-batch.
"""
import logging
from typing import List, Sequence

import numpy as np
from fairseq.data import ConcatDataset, FairseqDataset

from .complete_batches import batch_by_size
from fairseq_xl.guards.errors import InputError

logger = logging.getLogger(__name__)


class ObjectiveMixDataset(ConcatDataset):
    def __init__(self, objectives: Sequence[FairseqDataset], shares: Sequence[float], names: Sequence[str],
                 seed: int):
        super().__init__(list(objectives))
        self.shares = list(shares)
        self.names = list(names)
        self.seed = seed
        self.epoch = 1

    def set_epoch(self, epoch: int):
        super().set_epoch(epoch)
        self.epoch = epoch

    @property
    def can_reuse_epoch_itr_across_epochs(self) -> bool:
        return False

    def __getitem__(self, index: int):
        objective, item = self._get_dataset_and_sample_index(index)
        return objective, self.datasets[objective][item]

    def collater(self, samples):
        if not samples:
            return {}
        parts = []
        for objective, dataset in enumerate(self.datasets):
            mine = [item for kind, item in samples if kind == objective]
            if mine:
                parts.append(dataset.collater(mine))
        return {"objectives": parts, "ntokens": sum(part["ntokens"] for part in parts),
                "nsentences": sum(part["nsentences"] for part in parts)}

    def _offsets(self) -> List[int]:
        return [0, *self.cumulative_sizes[:-1]]

    def ordered_indices(self) -> np.ndarray:
        """Each objective's examples in a seeded random order, then stably sorted by size."""
        rng = np.random.RandomState([self.seed, self.epoch, 0])
        sizes = self.sizes  # ConcatDataset computes it anew on every access
        order = []
        for offset, dataset in zip(self._offsets(), self.datasets):
            shuffle = rng.permutation(len(dataset))
            order.append(offset + shuffle[np.argsort(sizes[offset + shuffle], kind="mergesort")])
        return np.concatenate(order)

    def _token_budgets(self, max_tokens: int, longest: Sequence[int], everyone: Sequence[int]) -> List[int]:
        """Each objective's tokens a batch, its share of ``max_tokens``; where an objective's ``longest`` example to
        batch does not fit, an error naming the flags (fairseq's own assertion would name only the share) and the
        least ``--max-tokens`` that fits the longest of ``everyone`` (fairseq-train skips the examples longer than
        ``--max-tokens``, so a value fitting only those batched now could find longer ones)."""
        budgets = [max(1, int(max_tokens * share)) for share in self.shares]
        short = [k for k, (budget, length) in enumerate(zip(budgets, longest)) if length > budget]
        if short:
            needed = max(int(np.ceil(length / share)) for length, share in zip(everyone, self.shares))
            while any(int(needed * share) < length for length, share in zip(everyone, self.shares)):
                needed += 1  # the shares' rounding down
            said = "; ".join(f"{self.names[k]} {budgets[k]} ({self.shares[k]:.2f} of them), fewer than its longest "
                             f"example ({longest[k]} tokens)" for k in short)
            raise InputError(f"--max-tokens {max_tokens} is cut by --pair-token-share into each objective's tokens "
                             f"a batch: {said}: --max-tokens {needed} or more, or shorter examples "
                             "(--tokens-per-sample)")
        return budgets

    def batch_by_size(self, indices, max_tokens=None, max_sentences=None, required_batch_size_multiple=1):
        indices = np.asarray(indices, dtype=np.int64)
        objective = np.searchsorted(self.cumulative_sizes, indices, side="right")
        sizes = self.sizes  # ConcatDataset computes it anew on every access
        mine = [indices[objective == k] for k in range(len(self.shares))]
        budgets = [None] * len(self.shares) if max_tokens is None else self._token_budgets(
            max_tokens, [int(sizes[part].max()) if len(part) else 0 for part in mine],
            [int(sizes[start:end].max()) if end > start else 0
             for start, end in zip(self._offsets(), self.cumulative_sizes)])
        plans = []
        for k, share in enumerate(self.shares):
            plans.append(batch_by_size(
                mine[k], self.num_tokens, num_tokens_vec=sizes[mine[k]].astype(np.int64), max_tokens=budgets[k],
                max_sentences=None if max_sentences is None else max(1, int(round(max_sentences * share))),
                required_batch_size_multiple=required_batch_size_multiple))
            if not plans[-1]:
                raise InputError(f"{self.names[k]}: no training example left to batch")
        steps = max(len(plan) for plan in plans)
        rng = np.random.RandomState([self.seed, self.epoch, 1])
        columns = []
        for plan in plans:
            order = list(range(len(plan)))
            while len(order) < steps:
                order.extend(rng.permutation(len(plan)))
            columns.append([plan[i] for i in order[:steps]])
        passes = ", ".join(f"{name} {steps / len(plan):.1f}" for name, plan in zip(self.names, plans))
        logger.info(f"epoch {self.epoch}: {steps} batches, each with every objective; passes over the data: {passes}")
        return [np.concatenate(parts) for parts in zip(*columns)]
