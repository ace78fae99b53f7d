"""Relative position bias and XLM-E's gate over it (XLM-E, section 3.3).

The bias d_{i-j} is looked up in a learnable table indexed by T5-style bidirectional
buckets of the distance i - j (Raffel et al., 2020): exact buckets for short distances,
logarithmic ones up to ``max_distance``. The table is shared by all layers of a network;
each layer has its own gate. The gated bias is

    g_upd, g_rst = sigmoid(q_i . u), sigmoid(q_i . v)
    r_{i-j} = d_{i-j} + g_upd * d_{i-j} + (1 - g_upd) * w * g_rst * d_{i-j}

with u, v in R^{d_k} and the scalar w learned per head. Since every term is a multiple of
d_{i-j}, r = s_i * d_{i-j} with one scale s_i per query position and head, which is how it
is computed: the [B, H, T, S] bias costs one multiply, not a per-pair gate.
"""
import functools
import math
from typing import NamedTuple, Tuple

import torch
from torch import Tensor, nn


class DistanceBias(NamedTuple):
    """d by distance, [H, T + S - 1] (``RelativePositionBias.per_distance``), as the fused attention
    (``gated_attention_kernel``) reads it instead of the [H, T, S] layout, and the distances whose d is one
    parameter (``RelativePositionBias.ties``)."""
    table: Tensor
    ties: Tuple[int, int]


def relative_position_bucket(relative_position: Tensor, num_buckets: int = 32, max_distance: int = 128) -> Tensor:
    """Bucket of each relative position j - i (bidirectional: half the buckets per sign)."""
    num_buckets //= 2
    buckets = (relative_position > 0).long() * num_buckets
    distance = relative_position.abs()
    max_exact = num_buckets // 2
    is_small = distance < max_exact
    log_ratio = torch.log(distance.float().clamp(min=1) / max_exact) / math.log(max_distance / max_exact)
    large = max_exact + (log_ratio * (num_buckets - max_exact)).long()
    large = large.clamp(max=num_buckets - 1)
    return buckets + torch.where(is_small, distance, large)


def bucket_ties(num_buckets: int, max_distance: int) -> Tuple[int, int]:
    """(below, above): the distances j - i <= below are in one bucket, and so are those >= above (each
    sign's last, which every distance from ``max_distance`` on reaches; for 32 buckets and 128, (-91, 91)).
    The fused attention's backward sums a tile that meets only one of them whole, not by distance."""
    reach = max(max_distance, num_buckets) + 1  # past the exact buckets and the logarithmic ones
    distances = torch.arange(reach + 1)
    above = relative_position_bucket(distances, num_buckets, max_distance)
    below = relative_position_bucket(-distances, num_buckets, max_distance)
    return -int((below == below[-1]).nonzero()[0]), int((above == above[-1]).nonzero()[0])


class RelativePositionBias(nn.Module):
    """The learnable d_{i-j}: a [num_buckets, num_heads] table; ``ties``: where its buckets end
    (``bucket_ties``)."""

    def __init__(self, num_heads: int, num_buckets: int = 32, max_distance: int = 128):
        super().__init__()
        self.num_buckets = num_buckets
        self.max_distance = max_distance
        self.table = nn.Embedding(num_buckets, num_heads)
        self.register_buffer("buckets", torch.zeros(0, dtype=torch.long), persistent=False)

    @functools.cached_property
    def ties(self) -> Tuple[int, int]:
        """``bucket_ties`` of these buckets: worked out on first use (the model is also built with fake
        tensors, whose values are unknown: ``guards.model_size``)."""
        return bucket_ties(self.num_buckets, self.max_distance)

    def per_distance(self, query_length: int, key_length: int) -> Tensor:
        """d for each distance j - i from 1 - T to S - 1: [H, T + S - 1], contiguous. The buckets of
        the distances -(L-1) .. L-1 for the longest length L seen so far serve every shorter batch:
        computed once, sliced."""
        longest = (self.buckets.numel() + 1) // 2
        if longest < max(query_length, key_length):
            longest = max(query_length, key_length, longest)
            distances = torch.arange(1 - longest, longest, device=self.table.weight.device)
            self.buckets = relative_position_bucket(distances, self.num_buckets, self.max_distance)
        return self.table(self.buckets[longest - query_length:longest - 1 + key_length]).t().contiguous()

    def forward(self, query_length: int, key_length: int) -> Tensor:
        """Returns d [H, T, S], contiguous (a strided d makes each layer's gate and its backward
        several times slower on the CPU). d depends on j - i alone, so the table is looked up once
        per distance (``per_distance``) and laid out as [H, T, S] by a sliding window (``unfold``):
        the backward sums each diagonal into its distance instead of scattering T x S gradients
        into the table."""
        # window w of length S starts at distance w - (T - 1), so row i is window T - 1 - i: the windows flipped
        return self.per_distance(query_length, key_length).unfold(1, key_length, 1).flip(1).contiguous()


class RelativePositionGate(nn.Module):
    """The per-layer update/reset gates of XLM-E over a relative position bias."""

    def __init__(self, num_heads: int, head_dim: int):
        super().__init__()
        self.u = nn.Parameter(torch.empty(num_heads, head_dim))
        self.v = nn.Parameter(torch.empty(num_heads, head_dim))
        self.w = nn.Parameter(torch.empty(num_heads))
        self.reset_parameters()

    def reset_parameters(self):
        """u, v ~ N(0, 0.02), as BERT initialises its weights; w = 1."""
        with torch.no_grad():
            self.u.normal_(0.0, 0.02)
            self.v.normal_(0.0, 0.02)
            self.w.fill_(1.0)

    def scale(self, q: Tensor) -> Tensor:
        """s = 1 + g_upd + (1 - g_upd) * w * g_rst for q [B, H, T, d_k] (section 3.3: g_upd = sigmoid(q u),
        g_rst = sigmoid(q v)); returns [B, H, T, 1], contiguous: the einsum leaves the batch inside the heads
        (q is a view of [B, T, H, d_k]), and a product with a strided s would lay the [B, H, T, S] bias out
        the same way, which the attention's product then copies to read. Both gates come from one product
        of q with u and v side by side and one sigmoid, s from one multiply-add: 10 operators forward and 24
        backward where the gates one by one took 13 and 27 (bfloat16, counted on the CPU). The materialized
        bias's (the CPU's, and a GPU's where the fused attention does not run); the fused kernels make s from
        u, v, w themselves (``gated_attention_kernel``)."""
        gates = torch.sigmoid(torch.einsum("bhtd,hdg->bhtg", q, torch.stack((self.u, self.v), -1).to(q.dtype)))
        g_update, g_reset = gates.unbind(-1)
        w = self.w.to(q.dtype)[None, :, None]
        return torch.addcmul(1 + g_update, 1 - g_update, w * g_reset).unsqueeze(-1).contiguous()

    def forward(self, q: Tensor, d: Tensor) -> Tensor:
        """The gated bias r [B, H, T, S] from q [B, H, T, d_k] and d [H, T, S]."""
        return self.scale(q) * d.to(q.dtype)
