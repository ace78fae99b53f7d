"""XLNet's two-stream self-attention layer with Transformer-XL's relative encodings.

Both streams attend, with one set of weights, to the content stream of the previous layer
and to the memory (XLNet section 2.3 and 2.4):

    g_{z_t}^m <- Attention(Q = g_{z_t}^{m-1}, KV = [h~^{m-1}, h_{z_<t}^{m-1}])   query stream
    h_{z_t}^m <- Attention(Q = h_{z_t}^{m-1}, KV = [h~^{m-1}, h_{z_<=t}^{m-1}])  content stream

The score of query i and key j is (Transformer-XL eq. in section 3.3, XLNet section 2.5)

    ((q_i + r_w) k_j + (q_i + r_r) W_R R_{i-j} + (q_i + r_s) s_ij) / sqrt(d_k)

with R the sinusoid of the relative distance and s_ij = s_+ or s_- as i and j are in the
same segment or not. The shared ``BiasedAttention`` takes r_w as ``query_bias`` and the
two other terms as a bias computed from the projected query, so the keys and values are
projected once for both streams and the query stream exists only at the targets.
"""
import math
from dataclasses import dataclass
from typing import Optional

import torch
from torch import Tensor, nn

from .biased_encoder_layer import BiasedEncoderLayer

ROW_BLOCK = 64  # content-stream queries whose position scores are computed together (shifted_position_scores)


def sinusoid_encoding(distances: Tensor, dim: int) -> Tensor:
    """R_d = [sin(d f), cos(d f)], f_k = 10000^(-2k/dim) (Vaswani et al.; Transformer-XL),
    for distances [P] -> [P, dim], in fp32."""
    inv_freq = 1.0 / 10000 ** (torch.arange(0, dim, 2.0, device=distances.device) / dim)
    angles = distances.float()[:, None] * inv_freq[None, :]
    return torch.cat([angles.sin(), angles.cos()], dim=-1)


@dataclass
class StreamInputs:
    """What the relative bias of one stream needs, shared by every layer.

    position_index [B, 1, Tq, S]: column of each score in the relative-position table, or
    None for queries at every position 0..T-1 (the content stream), where query i's
    columns T-1-i ... T-1-i+S-1 are a strided view of the table (Transformer-XL's shift);
    same_segment [B, 1, Tq, S]: 1.0 where query and key are in the same segment, else 0.0;
    blocked [B, 1, Tq, S]: 0.0 where attention is allowed (``permutation_masks``), -inf where not
    (added to the scores: the masked scores' gradient is zero after the softmax already, so an
    addition's backward, which is none, serves where a masked fill's would zero it again)."""
    position_index: Optional[Tensor]
    same_segment: Tensor
    blocked: Tensor


class TwoStreamAttentionLayer(BiasedEncoderLayer):
    """Post-LayerNorm attention and FFN sublayers (appendix A.2), with XLNet's per-layer
    biases r_w, r_r, r_s, segment encodings s_+/s_- and relative-position projection W_R.
    The projections have no bias terms (r_w plays that role), as in the official code."""

    def __init__(self, embed_dim: int, ffn_embed_dim: int, num_heads: int, dropout: float = 0.1,
                 attention_dropout: float = 0.1, activation_fn: str = "gelu_accurate", layer_norm_eps: float = 1e-5):
        super().__init__(embed_dim, ffn_embed_dim, num_heads, dropout, attention_dropout,
                         activation_dropout=dropout, activation_fn=activation_fn, projection_bias=False,
                         layer_norm_eps=layer_norm_eps)
        head_dim = embed_dim // num_heads
        self.scaling = 1.0 / math.sqrt(head_dim)
        self.position_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        self.r_w_bias = nn.Parameter(torch.zeros(num_heads, head_dim))
        self.r_r_bias = nn.Parameter(torch.zeros(num_heads, head_dim))
        self.r_s_bias = nn.Parameter(torch.zeros(num_heads, head_dim))
        self.segment_embed = nn.Parameter(torch.zeros(2, num_heads, head_dim))

    def position_keys(self, encoding: Tensor) -> Tensor:
        """W_R R for encodings [D, P, C] (D = 1, or one per batch row) -> [D, H, P, d_k]."""
        keys = self.position_proj(encoding)
        return keys.view(*keys.shape[:2], self.self_attn.num_heads, -1).transpose(1, 2)

    @staticmethod
    def position_scores(q: Tensor, position_keys: Tensor) -> Tensor:
        """q [B, H, Tq, d_k] against the table's keys [D, H, P, d_k] -> [B, H, Tq, P]. One
        table for all rows (D = 1) is multiplied per head as [H, B Tq, d_k] x [H, d_k, P]:
        broadcasting it over the batch would copy it B times."""
        if position_keys.size(0) > 1 or q.size(0) == 1:
            return torch.matmul(q, position_keys.transpose(-1, -2))
        batch, heads, length, dim = q.shape
        scores = torch.bmm(q.transpose(0, 1).reshape(heads, batch * length, dim), position_keys[0].transpose(1, 2))
        return scores.view(heads, batch, length, -1).transpose(0, 1)

    @classmethod
    def shifted_position_scores(cls, q: Tensor, position_keys: Tensor, keys: int) -> Tensor:
        """Transformer-XL's shifted position scores of queries at every position 0..T-1, q [B, H, T, d_k],
        against S keys: [B, H, T, S], query i's key j reading column T - 1 - i + j of the product
        with the table's keys [D, H, S + T - 1, d_k]. Each row reads S of the S + T - 1 columns, so the
        product is computed in blocks of ROW_BLOCK queries, each against the S + b - 1 columns its
        rows read, and shifted by a strided view per block: at T 256 and M 192 a block of 64 computes
        511 of 703 columns, and the view's backward fills and copies block-sized gradients (product,
        shift and their backward 2x faster on the CPU than over the whole table)."""
        batch, heads, length, _ = q.shape
        blocks = []
        for start in range(0, length, ROW_BLOCK):
            rows = min(ROW_BLOCK, length - start)
            first = length - start - rows  # the column the block's last query reads first
            scores = cls.position_scores(q[:, :, start:start + rows],
                                         position_keys[:, :, first:first + keys + rows - 1])
            strides = scores.stride()
            blocks.append(scores.as_strided((batch, heads, rows, keys),
                                            (strides[0], strides[1], strides[2] - strides[3], strides[3]),
                                            scores.storage_offset() + (rows - 1) * strides[3]))
        return blocks[0] if len(blocks) == 1 else torch.cat(blocks, dim=2)

    def relative_bias(self, q: Tensor, position_keys: Tensor, stream: StreamInputs) -> Tensor:
        """The position and segment terms for the projected queries q [B, H, Tq, d_k],
        already scaled, -inf where attention is not allowed: [B, H, Tq, S].

        The segment term is (q + r_s) s_+ where query and key share a segment and (q + r_s) s_-
        where not; the second is the same for every key of a query, and softmax is blind to what
        a row adds to all its scores (values and gradients), so the term enters as
        (q + r_s)(s_+ - s_-) [same segment]: one fused multiply-add over the scores (``addcmul``)
        instead of a where, an add and the scaling over [B, H, Tq, S]."""
        batch, heads, length, _ = q.shape
        keys = stream.blocked.size(-1)
        segment = torch.matmul((q + self.r_s_bias[:, None, :]) * self.scaling,
                               (self.segment_embed[0] - self.segment_embed[1])[:, :, None])
        q_position = (q + self.r_r_bias[:, None, :]) * self.scaling
        if stream.position_index is None:
            position = self.shifted_position_scores(q_position, position_keys, keys)
        else:
            position = self.position_scores(q_position, position_keys)
            position = position.gather(-1, stream.position_index.expand(batch, heads, length, keys))
        bias = torch.addcmul(position, segment, stream.same_segment)
        return bias.add_(stream.blocked)

    def _stream(self, x: Tensor, keys_values, position_keys: Tensor, stream: StreamInputs) -> Tensor:
        x = self.attention(x, keys_values=keys_values, query_bias=self.r_w_bias,
                           attn_bias=lambda q: self.relative_bias(q, position_keys, stream))
        return self.feed_forward(x)

    def forward(self, h: Tensor, g, memory, encoding: Tensor, content: StreamInputs, query):
        """h [B, T, C]; g [B, K, C] or None; memory [B, M, C] or None; encoding [D, P, C];
        content/query: the streams' ``StreamInputs``. Returns the new (h, g)."""
        context = h if memory is None else torch.cat([memory, h], dim=1)
        keys_values = self.self_attn.keys_values(context)
        position_keys = self.position_keys(encoding)
        new_h = self._stream(h, keys_values, position_keys, content)
        new_g = None if g is None else self._stream(g, keys_values, position_keys, query)
        return new_h, new_g
