"""Multi-head attention that takes an additive score bias and a key padding mask.

This is the one attention of fairseq-xl. Every method adds to the scores of Vaswani et al.
(2017), softmax(q k^T / sqrt(d_k) + b) v, only through ``attn_bias``: XLM-E's gated relative
position bias r_{i-j} (eq. 7), XLNet's relative position and segment terms, and the other
methods' biases, which may depend on the query. Transformer-XL's content bias u (XLNet's
r_w) is ``query_bias``. fairseq's own ``MultiheadAttention`` is not used because it takes
only a [T, S] float mask and never exposes the projected query that such a bias needs.
"""
from typing import Callable, Optional, Tuple, Union

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .cpu_dropout import keep_mask
from .gated_relative_position_bias import DistanceBias

AttentionBias = Union[Tensor, Callable[[Tensor], Tensor]]


def math_attention(q: Tensor, k: Tensor, v: Tensor, bias: Optional[Tensor], dropout: float) -> Tensor:
    """softmax(q k^T / sqrt(d_k) + b) v with dropout on the weights, as scaled_dot_product_attention's
    math path computes it, for the CPU, where that path is all there is whenever the bias needs a
    gradient (PyTorch's CPU flash kernel takes neither such a bias nor dropout): here the dropout
    mask is ``cpu_dropout``'s, and its 1 / (1 - p) scales the [.., T, d_k] output instead of the
    [.., T, S] weights. q [B, H, T, d_k]; k, v [B, H, S, d_k]; bias broadcastable to [B, H, T, S]."""
    scale = q.size(-1) ** -0.5
    batch, heads, length, dim = q.shape
    if bias is not None and bias.shape == (batch, heads, length, k.size(-2)) and k.size(0) == batch:
        # a bias of the scores' own shape (XLNet's): q k^T added to it in the product, no extra pass
        scores = torch.baddbmm(bias.reshape(batch * heads, length, -1), q.reshape(batch * heads, length, dim),
                               k.reshape(batch * heads, -1, dim).transpose(1, 2), alpha=scale)
        scores = scores.view(bias.shape)
    else:
        scores = torch.matmul(q * scale, k.transpose(-1, -2))
        if bias is not None:  # in place: the product's backward does not need the scores
            scores = scores.add_(bias)
    weights = scores.softmax(-1, dtype=torch.promote_types(scores.dtype, torch.float32)).to(v.dtype)  # fp32 at least
    if dropout == 0.0:
        return torch.matmul(weights, v)
    weights = torch.where(keep_mask(weights.shape, dropout), weights, 0.0)
    return torch.matmul(weights, v) * (1.0 / (1.0 - dropout))


def cast_once(x: Tensor) -> Tensor:
    """x in autocast's dtype where autocast is on and would cast it (else x itself), so that the projections
    that read x share one cast copy, and their backward keeps that one: autocast casts an input for each
    product, and q, k and v would keep three half-precision copies of their input (4 bytes a token and
    channel more: 1.6 GB of XLM-E base's autocast step at 64 x 512)."""
    device = x.device.type
    if torch.is_autocast_enabled(device) and x.dtype in (torch.float32, torch.float16, torch.bfloat16):
        return x.to(torch.get_autocast_dtype(device))
    return x


class BiasedAttention(nn.Module):
    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True):
        super().__init__()
        if embed_dim % num_heads:
            raise ValueError(f"embed_dim {embed_dim} is not divisible by num_heads {num_heads}")
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.dropout = dropout
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.v_proj = nn.Linear(embed_dim, embed_dim, bias=bias)
        self.out_proj = nn.Linear(embed_dim, embed_dim, bias=bias)

    def _heads(self, x: Tensor) -> Tensor:
        batch, length, _ = x.shape
        return x.view(batch, length, self.num_heads, self.head_dim).transpose(1, 2)

    def keys_values(self, key_value: Tensor) -> Tuple[Tensor, Tensor]:
        """The projected keys and values [B, H, S, d_k] of key_value [B, S, C], for
        callers that attend to the same keys from several queries (XLNet's two streams)."""
        key_value = cast_once(key_value)
        return self._heads(self.k_proj(key_value)), self._heads(self.v_proj(key_value))

    def forward(
        self,
        query: Tensor,
        key_value: Optional[Tensor] = None,
        key_padding_mask: Optional[Tensor] = None,
        attn_bias: Optional[AttentionBias] = None,
        keys_values: Optional[Tuple[Tensor, Tensor]] = None,
        query_bias: Optional[Tensor] = None,
        distance_bias: Optional[Tuple[DistanceBias, Optional[nn.Module]]] = None,
    ) -> Tensor:
        """query [B, T, C]; key_value [B, S, C] (default: query), or its ``keys_values``;
        key_padding_mask [B, S], True at padding; attn_bias broadcastable to [B, H, T, S],
        or a function of the projected query q [B, H, T, d_k] that returns such a bias;
        query_bias [H, d_k] is added to q for the content scores only ((q + u) k^T);
        distance_bias (``DistanceBias``, gate): instead of attn_bias, the relative position bias by distance
        [H, T + S - 1] and its ties, scaled per query by XLM-E's gate (None: the plain bias), in the fused
        kernel (``gated_attention_kernel``, on a CUDA GPU). Returns [B, T, C]."""
        query = cast_once(query)
        q = self._heads(self.q_proj(query))
        if keys_values is None:
            keys_values = self.keys_values(query if key_value is None else key_value)
        k, v = keys_values
        dropout = self.dropout if self.training else 0.0
        if distance_bias is not None:
            from .gated_attention_kernel import gated_bias_attention
            bias, gate = distance_bias
            out = gated_bias_attention(q, k, v, None, bias.table, key_padding_mask, dropout, ties=bias.ties,
                                       gate=None if gate is None else (gate.u, gate.v, gate.w))
            return self._output(out)
        bias = attn_bias(q) if callable(attn_bias) else attn_bias
        if query_bias is not None:
            q = q + query_bias[:, None, :]
        if key_padding_mask is not None:
            padding = torch.zeros(key_padding_mask.shape, dtype=q.dtype, device=q.device)
            padding = padding.masked_fill(key_padding_mask, torch.finfo(q.dtype).min)
            padding = padding[:, None, None, :]
            bias = padding if bias is None else bias.to(q.dtype) + padding
        elif bias is not None:
            bias = bias.to(q.dtype)
        if q.device.type == "cpu" and (dropout > 0.0 or (bias is not None and bias.requires_grad)):
            out = math_attention(q, k, v, bias, dropout)
        else:
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=bias, dropout_p=dropout)
        return self._output(out)

    def _output(self, out: Tensor) -> Tensor:
        """The heads' outputs [B, H, T, d_k] joined and projected: [B, T, C]."""
        batch, _, length, _ = out.shape
        return self.out_proj(out.transpose(1, 2).reshape(batch, length, -1))
