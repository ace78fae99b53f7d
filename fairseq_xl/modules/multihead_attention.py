"""Multi-head attention that takes an additive score bias and a key padding mask.

This is the one attention of fairseq-xl. Every method adds to the scores of Vaswani et al.
(2017), softmax(q k^T / sqrt(d_k) + b) v, only through ``attn_bias``: XLM-E's gated relative
position bias r_{i-j} (eq. 7), and the other methods' biases, which may depend on the query.
fairseq's own ``MultiheadAttention`` is not used because it takes only a [T, S] float mask
and never exposes the projected query that a content-dependent bias needs.
"""
from typing import Callable, Optional, Union

import torch
import torch.nn.functional as F
from torch import Tensor, nn

AttentionBias = Union[Tensor, Callable[[Tensor], Tensor]]


class MultiheadAttention(nn.Module):
    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0):
        super().__init__()
        if embed_dim % num_heads:
            raise ValueError(f"embed_dim {embed_dim} is not divisible by num_heads {num_heads}")
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.dropout = dropout
        self.q_proj = nn.Linear(embed_dim, embed_dim)
        self.k_proj = nn.Linear(embed_dim, embed_dim)
        self.v_proj = nn.Linear(embed_dim, embed_dim)
        self.out_proj = nn.Linear(embed_dim, embed_dim)

    def _heads(self, x: Tensor) -> Tensor:
        batch, length, _ = x.shape
        return x.view(batch, length, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(
        self,
        query: Tensor,
        key_value: Optional[Tensor] = None,
        key_padding_mask: Optional[Tensor] = None,
        attn_bias: Optional[AttentionBias] = None,
    ) -> Tensor:
        """query [B, T, C]; key_value [B, S, C] (default: query); key_padding_mask [B, S],
        True at padding; attn_bias broadcastable to [B, H, T, S], or a function of the
        projected query q [B, H, T, d_k] that returns such a bias. Returns [B, T, C]."""
        key_value = query if key_value is None else key_value
        q = self._heads(self.q_proj(query))
        k = self._heads(self.k_proj(key_value))
        v = self._heads(self.v_proj(key_value))
        bias = attn_bias(q) if callable(attn_bias) else attn_bias
        if key_padding_mask is not None:
            padding = torch.zeros(key_padding_mask.shape, dtype=q.dtype, device=q.device)
            padding = padding.masked_fill(key_padding_mask, torch.finfo(q.dtype).min)
            padding = padding[:, None, None, :]
            bias = padding if bias is None else bias.to(q.dtype) + padding
        elif bias is not None:
            bias = bias.to(q.dtype)
        out = F.scaled_dot_product_attention(
            q, k, v, attn_mask=bias, dropout_p=self.dropout if self.training else 0.0
        )
        batch, _, length, _ = out.shape
        return self.out_proj(out.transpose(1, 2).reshape(batch, length, -1))
