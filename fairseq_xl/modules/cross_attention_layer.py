"""A VECO layer: self-attention and FFN (theta_s) with a plug-and-play cross-attention
module (theta_c) between them (VECO section 2; the paper's Figure 2).

The self stream uses the layer without the module, H^l = FFN(SelfAttn(H^{l-1})); the cross
stream plugs it in, S^l = FFN(CrossAttn(SelfAttn(S^{l-1}), H_y^L)), queries from the
previous layer and keys and values from the paired sequence's last self-stream layer.
The module's names are those of fairseq's ``TransformerDecoderLayer`` (``encoder_attn``,
``encoder_attn_layer_norm``), so that a fairseq decoder layer takes it over by name.
"""
from typing import Optional

from fairseq.modules import LayerNorm
from torch import Tensor

from .biased_attention import BiasedAttention
from .biased_encoder_layer import BiasedEncoderLayer


class CrossAttentionLayer(BiasedEncoderLayer):
    def __init__(self, embed_dim: int, ffn_embed_dim: int, num_heads: int, dropout: float = 0.1,
                 attention_dropout: float = 0.1, activation_dropout: float = 0.0, activation_fn: str = "gelu"):
        super().__init__(embed_dim, ffn_embed_dim, num_heads, dropout, attention_dropout, activation_dropout,
                         activation_fn)
        self.encoder_attn = BiasedAttention(embed_dim, num_heads, attention_dropout)
        self.encoder_attn_layer_norm = LayerNorm(embed_dim)

    def cross(self, s: Tensor, padding: Optional[Tensor], paired: Tensor, paired_padding: Optional[Tensor]) -> Tensor:
        """One cross-stream layer: s [B, T, C]; paired = H_y^L [B, S, C]."""
        return self.checkpointed(self._cross, s, padding, paired, paired_padding)

    def _cross(self, s: Tensor, padding: Optional[Tensor], paired: Tensor, paired_padding: Optional[Tensor]) -> Tensor:
        s = self.attention(s, key_padding_mask=padding)
        s = self._sublayer(s, self.encoder_attn_layer_norm,
                           lambda h: self.encoder_attn(h, key_value=paired, key_padding_mask=paired_padding))
        return self.feed_forward(s)
