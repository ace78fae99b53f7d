"""A Transformer encoder layer: biased self-attention and a position-wise FFN."""
import logging
from functools import lru_cache, partial
from typing import Callable, Optional

import torch
import torch.nn.functional as F
from fairseq import utils
from fairseq.modules import LayerNorm
from torch import Tensor, nn
from torch.utils.checkpoint import checkpoint

from .gated_relative_position_bias import DistanceBias, RelativePositionGate
from .biased_attention import BiasedAttention
from .cpu_dropout import Dropout

logger = logging.getLogger(__name__)


def activation(name: str) -> Callable[[Tensor], Tensor]:
    """fairseq's activation of that name; its ``gelu_accurate`` (the tanh approximation of
    GELU, BERT's and XLNet's) as torch's fused kernel: the same function, which keeps one
    tensor for backward where fairseq's composition of elementwise ops keeps five; and its
    ``gelu`` as torch's in the input's own type (fairseq's computes in float32 and casts back,
    which halves float64's precision: an imported GELU XLNet differed from Hugging Face's by
    5.4e-8; in float32, bfloat16 and float16 torch computes in float32 either way)."""
    if name == "gelu_accurate":
        return partial(F.gelu, approximate="tanh")
    if name == "gelu":
        return F.gelu
    return utils.get_activation_fn(name)


@lru_cache(maxsize=None)
def _say_checkpointed():
    """Once a process, where a layer first runs checkpointed."""
    logger.info("--checkpoint-activations: each layer keeps its inputs only and runs again in the backward")


class BiasedEncoderLayer(nn.Module):
    """Post-LayerNorm by default (BERT, XLM-R, XLM-E); ``normalize_before`` for pre-LN.
    With ``gated_bias`` the layer owns XLM-E's gate and applies it to the relative
    position bias d it is given; otherwise d is added as it is.

    ``checkpoint_activations`` (``--checkpoint-activations``, set by ``models.base.checkpoint_activations``): in
    training a pass keeps its inputs only, and the backward runs it again (``checkpointed``)."""

    checkpoint_activations = False

    def __init__(self, embed_dim: int, ffn_embed_dim: int, num_heads: int, dropout: float = 0.1,
                 attention_dropout: float = 0.1, activation_dropout: float = 0.0,
                 activation_fn: str = "gelu", normalize_before: bool = False, gated_bias: bool = False,
                 projection_bias: bool = True, layer_norm_eps: float = 1e-5):
        super().__init__()
        self.self_attn = BiasedAttention(embed_dim, num_heads, attention_dropout, bias=projection_bias)
        self.gate = RelativePositionGate(num_heads, embed_dim // num_heads) if gated_bias else None
        self.self_attn_layer_norm = LayerNorm(embed_dim, eps=layer_norm_eps)
        self.fc1 = nn.Linear(embed_dim, ffn_embed_dim)
        self.fc2 = nn.Linear(ffn_embed_dim, embed_dim)
        self.final_layer_norm = LayerNorm(embed_dim, eps=layer_norm_eps)
        self.activation_fn = activation(activation_fn)
        self.dropout = Dropout(dropout)
        self.activation_dropout = Dropout(activation_dropout)
        self.normalize_before = normalize_before

    def __call__(self, *args, **kwargs):
        return self.checkpointed(super().__call__, *args, **kwargs)

    def checkpointed(self, run: Callable[..., Tensor], *args, **kwargs):
        """``run(*args, **kwargs)``, a pass through this layer. With ``checkpoint_activations``, in training, what
        the pass makes is not kept for the backward, which runs the pass again from its inputs (torch's
        non-reentrant checkpoint: it restores torch's random state first, so every dropout, the fused kernel's
        included, draws the same masks and the gradients are those of the plain pass), as fairseq's
        ``--checkpoint-activations`` runs a RoBERTa layer: memory for a layer's inputs instead of all it
        computes, for a forward more per step."""
        if self.checkpoint_activations and self.training and torch.is_grad_enabled():
            _say_checkpointed()
            return checkpoint(run, *args, use_reentrant=False, **kwargs)
        return run(*args, **kwargs)

    def _sublayer(self, x: Tensor, layer_norm: nn.Module, fn) -> Tensor:
        if self.normalize_before:
            return x + self.dropout(fn(layer_norm(x)))
        return layer_norm(x + self.dropout(fn(x)))

    def attention(self, x: Tensor, **attention_args) -> Tensor:
        """The self-attention sublayer (attention, dropout, residual, LayerNorm) on x [B, T, C];
        ``attention_args`` go to ``BiasedAttention.forward``."""
        return self._sublayer(x, self.self_attn_layer_norm, lambda h: self.self_attn(h, **attention_args))

    def feed_forward(self, x: Tensor) -> Tensor:
        """The FFN sublayer (FFN, dropout, residual, LayerNorm) on x [B, T, C]."""
        return self._sublayer(x, self.final_layer_norm,
                              lambda h: self.fc2(self.activation_dropout(self.activation_fn(self.fc1(h)))))

    def forward(self, x: Tensor, key_padding_mask: Optional[Tensor] = None,
                position_bias: Optional[Tensor] = None) -> Tensor:
        """x [B, T, C]; position_bias: the ungated d [H, T, T], or d by distance (``DistanceBias``) for
        the fused attention, or None."""
        if isinstance(position_bias, DistanceBias):
            return self.feed_forward(self.attention(x, key_padding_mask=key_padding_mask,
                                                    distance_bias=(position_bias, self.gate)))
        bias = position_bias
        if self.gate is not None and position_bias is not None:
            bias = lambda q: self.gate(q, position_bias)  # noqa: E731
        return self.feed_forward(self.attention(x, key_padding_mask=key_padding_mask, attn_bias=bias))
