"""Token + learned position embeddings with LayerNorm and dropout (as RoBERTa / XLM-R); without the
LayerNorm (``layer_norm=False``) as XLM-R XL and XXL, whose pre-LN layers normalise their own inputs.

XLM-E's generator and discriminator share one instance (ELECTRA, section 3.2); MARGE's decoder
has positions of its own and shares the encoder's token table (``embed_tokens``). In incremental
decoding (``incremental_state`` given) only the newest token of the prefix is embedded.
"""
from typing import Dict, Optional

from fairseq.modules import LayerNorm, PositionalEmbedding
from torch import Tensor, nn

from .cpu_dropout import Dropout
from fairseq_xl.guards.errors import InputError


class TokenEmbeddings(nn.Module):
    def __init__(self, num_embeddings: int, embed_dim: int, padding_idx: int, max_positions: int,
                 dropout: float = 0.1, embed_tokens: Optional[nn.Embedding] = None, layer_norm: bool = True):
        super().__init__()
        self.padding_idx = padding_idx
        self.max_positions = max_positions
        self.embed_tokens = embed_tokens if embed_tokens is not None else nn.Embedding(num_embeddings, embed_dim,
                                                                                       padding_idx)
        self.embed_positions = PositionalEmbedding(max_positions, embed_dim, padding_idx, learned=True)
        self.layer_norm = LayerNorm(embed_dim) if layer_norm else None
        self.dropout = Dropout(dropout)

    def forward(self, tokens: Tensor, incremental_state: Optional[Dict] = None) -> Tensor:
        """tokens [B, T] -> [B, T, C] ([B, 1, C] with incremental_state)"""
        if tokens.size(1) > self.max_positions:
            raise InputError(f"a sequence of {tokens.size(1)} tokens is longer than the model's {self.max_positions} "
                             "positions: --tokens-per-sample (or the generation's length) is above the model's "
                             "--max-positions (a checkpoint's is its training --tokens-per-sample)")
        positions = self.embed_positions(tokens, incremental_state=incremental_state)
        if incremental_state is not None:
            tokens = tokens[:, -1:]
        x = self.embed_tokens(tokens) + positions
        return self.dropout(x if self.layer_norm is None else self.layer_norm(x))
