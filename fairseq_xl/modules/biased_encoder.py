"""A stack of encoder layers sharing one relative position bias table."""
from typing import List, Optional, Tuple

from fairseq.modules import LayerNorm
from torch import Tensor, nn

from .gated_relative_position_bias import RelativePositionBias
from .biased_encoder_layer import BiasedEncoderLayer

RELATIVE_POSITION_MODES = ("gated", "plain", "none")


class BiasedEncoder(nn.Module):
    """``rel_pos``: "gated" (XLM-E, section 3.3), "plain" (T5-style bias d_{i-j} only) or
    "none" (absolute positions only), the settings of the paper's ablation (Table 2)."""

    def __init__(self, num_layers: int, embed_dim: int, ffn_embed_dim: int, num_heads: int,
                 dropout: float = 0.1, attention_dropout: float = 0.1, activation_dropout: float = 0.0,
                 activation_fn: str = "gelu", normalize_before: bool = False, rel_pos: str = "gated",
                 rel_pos_buckets: int = 32, rel_pos_max_distance: int = 128):
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

    def forward(self, x: Tensor, key_padding_mask: Optional[Tensor] = None,
                return_all_hiddens: bool = False) -> Tuple[Tensor, List[Tensor]]:
        """x [B, T, C] embedded input. Returns the top states [B, T, C] and, with
        ``return_all_hiddens``, the input and every layer's output (batch first)."""
        length = x.size(1)
        position_bias = None if self.relative_position is None else self.relative_position(length, length)
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
