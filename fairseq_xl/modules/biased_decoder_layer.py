"""A Transformer decoder layer: causal self-attention, optionally cross-attention to a memory
whose scores take an additive bias, and a position-wise FFN.

Incremental decoding (beam search) passes a ``cache`` dict per layer: the keys and values of
the positions decoded so far ("k", "v") and of the memory ("memory_k", "memory_v"), so that
each step projects only its own token. The names of the cross-attention module are those of
fairseq's ``TransformerDecoderLayer`` (``encoder_attn``, ``encoder_attn_layer_norm``).
"""
from typing import Dict, Optional

import torch
from fairseq.modules import LayerNorm
from torch import Tensor

from .biased_attention import BiasedAttention
from .biased_encoder_layer import BiasedEncoderLayer

Cache = Dict[str, Tensor]


def causal_bias(length: int, like: Tensor) -> Tensor:
    """[T, T]: 0 where key j <= query i, -inf after it."""
    return torch.full((length, length), float("-inf"), dtype=like.dtype, device=like.device).triu(1)


class BiasedDecoderLayer(BiasedEncoderLayer):
    def __init__(self, embed_dim: int, ffn_embed_dim: int, num_heads: int, dropout: float = 0.1,
                 attention_dropout: float = 0.1, activation_dropout: float = 0.0, activation_fn: str = "gelu",
                 cross_attention: bool = True):
        super().__init__(embed_dim, ffn_embed_dim, num_heads, dropout, attention_dropout, activation_dropout,
                         activation_fn)
        self.encoder_attn = BiasedAttention(embed_dim, num_heads, attention_dropout) if cross_attention else None
        self.encoder_attn_layer_norm = LayerNorm(embed_dim) if cross_attention else None

    def _self_attention(self, h: Tensor, cache: Optional[Cache]) -> Tensor:
        k, v = self.self_attn.keys_values(h)
        if cache is None:
            return self.self_attn(h, keys_values=(k, v), attn_bias=causal_bias(h.size(1), h))
        if "k" in cache:
            k, v = torch.cat([cache["k"], k], 2), torch.cat([cache["v"], v], 2)
        cache["k"], cache["v"] = k, v
        return self.self_attn(h, keys_values=(k, v))

    def _memory_keys_values(self, memory: Tensor, batch: int, cache: Optional[Cache]):
        if cache is not None and "memory_k" in cache:
            return cache["memory_k"], cache["memory_v"]
        k, v = self.encoder_attn.keys_values(memory)
        if cache is not None:
            cache["memory_k"], cache["memory_v"] = k, v
        return k.expand(batch, -1, -1, -1), v.expand(batch, -1, -1, -1)

    def forward(self, x: Tensor, memory: Optional[Tensor] = None, memory_padding: Optional[Tensor] = None,
                memory_bias: Optional[Tensor] = None, cache: Optional[Cache] = None) -> Tensor:
        """x [B, T, C] (T = 1 with a cache: the newest position); memory [B or 1, S, C] (one
        memory shared by every row when its batch size is 1), memory_padding [B or 1, S]
        True at padding, memory_bias broadcastable to [B, H, T, S], added to the
        cross-attention scores."""
        x = self._sublayer(x, self.self_attn_layer_norm, lambda h: self._self_attention(h, cache))
        if self.encoder_attn is not None:
            x = self._sublayer(x, self.encoder_attn_layer_norm, lambda h: self.encoder_attn(
                h, keys_values=self._memory_keys_values(memory, h.size(0), cache),
                key_padding_mask=memory_padding, attn_bias=memory_bias))
        return self.feed_forward(x)
