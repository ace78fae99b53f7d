"""A stack of encoder layers sharing one relative position bias table."""
from typing import List, Optional, Tuple

from fairseq.modules import LayerNorm
from torch import Tensor, nn

from .gated_relative_position_bias import DistanceBias, RelativePositionBias
from .biased_encoder_layer import BiasedEncoderLayer

RELATIVE_POSITION_MODES = ("gated", "plain", "none")


def fused(x: Tensor, head_dim: int) -> bool:
    """Whether the fused attention kernel runs for states ``x`` and heads of ``head_dim`` (Triton imported
    only for a GPU's)."""
    if not x.is_cuda:
        return False
    from . import gated_attention_kernel
    return gated_attention_kernel.applies(x, head_dim)


class BiasedEncoder(nn.Module):
    """``rel_pos``: "gated" (XLM-E, section 3.3), "plain" (T5-style bias d_{i-j} only) or
    "none" (absolute positions only), the settings of the paper's ablation (Table 2).
    ``fused_attention``: on a CUDA GPU with Triton, each layer's attention and its bias run in one
    kernel (``gated_attention_kernel``: the same values, no [B, H, T, T] bias)."""

    def __init__(self, num_layers: int, embed_dim: int, ffn_embed_dim: int, num_heads: int,
                 dropout: float = 0.1, attention_dropout: float = 0.1, activation_dropout: float = 0.0,
                 activation_fn: str = "gelu", normalize_before: bool = False, rel_pos: str = "gated",
                 rel_pos_buckets: int = 32, rel_pos_max_distance: int = 128, fused_attention: bool = True):
        super().__init__()
        if rel_pos not in RELATIVE_POSITION_MODES:
            raise ValueError(f"rel_pos must be one of {RELATIVE_POSITION_MODES}, got {rel_pos!r}")
        self.relative_position = (
            None if rel_pos == "none" else RelativePositionBias(num_heads, rel_pos_buckets, rel_pos_max_distance)
        )
        self.layers = nn.ModuleList(
            BiasedEncoderLayer(embed_dim, ffn_embed_dim, num_heads, dropout, attention_dropout,
                               activation_dropout, activation_fn, normalize_before,
                               gated_bias=rel_pos == "gated")
            for _ in range(num_layers)
        )
        self.layer_norm = LayerNorm(embed_dim) if normalize_before else None
        self.fused_attention = fused_attention
        self.head_dim = embed_dim // num_heads

    def position_bias(self, x: Tensor):
        """The relative position bias every layer adds: d by distance for the fused kernel (on a CUDA
        GPU with Triton, unless ``fused_attention`` is off), else d laid out [H, T, T]; None without."""
        if self.relative_position is None:
            return None
        length = x.size(1)
        if self.fused_attention and fused(x, self.head_dim):
            return DistanceBias(self.relative_position.per_distance(length, length), self.relative_position.ties)
        return self.relative_position(length, length)

    def forward(self, x: Tensor, key_padding_mask: Optional[Tensor] = None,
                return_all_hiddens: bool = False) -> Tuple[Tensor, List[Tensor]]:
        """x [B, T, C] embedded input. Returns the top states [B, T, C] and, with
        ``return_all_hiddens``, the input and every layer's output (batch first)."""
        position_bias = self.position_bias(x)
        states = [x] if return_all_hiddens else []
        for layer in self.layers:
            x = layer(x, key_padding_mask, position_bias)
            if return_all_hiddens:
                states.append(x)
        if self.layer_norm is not None:
            x = self.layer_norm(x)
            if return_all_hiddens:
                states[-1] = x
        return x, states
