"""Token + learned position embeddings with LayerNorm and dropout (as RoBERTa / XLM-R).

XLM-E's generator and discriminator share one instance (ELECTRA, section 3.2).
"""
from fairseq.modules import LayerNorm, PositionalEmbedding
from torch import Tensor, nn


class TokenEmbeddings(nn.Module):
    def __init__(self, num_embeddings: int, embed_dim: int, padding_idx: int, max_positions: int,
                 dropout: float = 0.1):
        super().__init__()
        self.padding_idx = padding_idx
        self.embed_tokens = nn.Embedding(num_embeddings, embed_dim, padding_idx)
        self.embed_positions = PositionalEmbedding(max_positions, embed_dim, padding_idx, learned=True)
        self.layer_norm = LayerNorm(embed_dim)
        self.dropout = nn.Dropout(dropout)

    def forward(self, tokens: Tensor) -> Tensor:
        """tokens [B, T] -> [B, T, C]"""
        x = self.embed_tokens(tokens) + self.embed_positions(tokens)
        return self.dropout(self.layer_norm(x))
