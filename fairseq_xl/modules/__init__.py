from .gated_relative_position_bias import (
    RelativePositionBias,
    RelativePositionGate,
    relative_position_bucket,
)
from .multihead_attention import MultiheadAttention
from .transformer_decoder_layer import TransformerDecoderLayer
from .transformer_encoder import TransformerEncoder
from .transformer_layer import TransformerEncoderLayer
from .token_embeddings import TokenEmbeddings

__all__ = [
    "MultiheadAttention",
    "RelativePositionBias",
    "RelativePositionGate",
    "TokenEmbeddings",
    "TransformerDecoderLayer",
    "TransformerEncoder",
    "TransformerEncoderLayer",
    "relative_position_bucket",
]
