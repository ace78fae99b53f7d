"""Attention masks that realise a factorization order z (XLNet section 2.3, Figure 1(c)).

Tokens keep their positions; only the masks express z. The data pipeline gives every
position its rank in z: one shared lowest rank for the non-target context z_{<=c} (partial
prediction, section 2.3: visible to every later position, it never sees a target), and
distinct higher ranks for the targets z_{>c} and for the functional tokens <sep>/<cls>,
which take part in the order without being predicted (as in the official implementation).
A sequence whose first part becomes the next one's memory ranks that part, context and
targets, below the rest (``fairseq_xl.data.permutation.sequence_ranks``). Then

    content stream h_{z_t} may attend to x_{z_<=t}:  j allowed for i  iff  rank_j <= rank_i
    query stream   g_{z_t} may attend to x_{z_<t}:   j allowed for i  iff  rank_j <  rank_i

so a target's query never sees its own content. For example, with x1 and x3 the context (rank
0) and the targets in the order x4, x2 (ranks 1 and 2), rank = [0, 2, 0, 1], and "x" marks the
keys j = 1..4 that query i may attend (tests/test_permutation_masks.py checks this drawing):

    content stream     i=1  x . x .     context sees context only
                       i=2  x x x x     the last target sees everything, itself included
                       i=3  x . x .
                       i=4  x . x x
    query stream       i=4  x . x .     x4 is predicted from the context
                       i=2  x . x x     x2 from the context and x4, never from itself

Memory (segment recurrence) is visible to
both streams. Masks are booleans, True where attention is allowed, built on the device
from the [B, T] ranks: no [T, T] mask travels with the batch. Padding is never attended;
a row that would attend nothing (a padding query) attends to itself, which keeps the
softmax finite; its output is never used.
"""
from typing import Optional

import torch
from torch import Tensor


def content_stream_mask(rank: Tensor, padding: Tensor) -> Tensor:
    """rank, padding [B, T] -> allowed [B, T, T] (query i, key j)."""
    allowed = (rank[:, None, :] <= rank[:, :, None]) & ~padding[:, None, :]
    return allowed | torch.eye(rank.size(1), dtype=torch.bool, device=rank.device)


def query_stream_mask(rank: Tensor, padding: Tensor, target_positions: Tensor, target_padding: Tensor) -> Tensor:
    """Queries at target_positions [B, K] (target_padding [B, K] marks unused slots, which
    attend only to their position) -> allowed [B, K, T]."""
    target_rank = rank.gather(1, target_positions)
    allowed = (rank[:, None, :] < target_rank[:, :, None]) & ~padding[:, None, :]
    own = torch.arange(rank.size(1), device=rank.device)[None, None, :] == target_positions[:, :, None]
    return allowed | (own & target_padding[:, :, None])


def with_memory(allowed: Tensor, memory_padding: Optional[Tensor]) -> Tensor:
    """Prepend the memory's columns (visible unless memory_padding [B, M] is True)."""
    if memory_padding is None:
        return allowed
    visible = ~memory_padding[:, None, :].expand(-1, allowed.size(1), -1)
    return torch.cat([visible, allowed], dim=2)


def official_perm_mask(rank: Tensor, target_positions: Tensor) -> Tensor:
    """The same masks in the layout of the official implementation (and of Hugging Face's
    ``XLNetModel(perm_mask=...)``): [B, T, T], True where query i may not attend key j,
    that is j ranked above i, or j = i for a target (its content stream then adds itself)."""
    is_target = torch.zeros_like(rank, dtype=torch.bool).scatter_(1, target_positions, True)
    own = torch.where(is_target, rank, rank + 1)
    return own[:, :, None] <= rank[:, None, :]
