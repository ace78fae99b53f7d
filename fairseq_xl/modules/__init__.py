from .gated_relative_position_bias import (
    RelativePositionBias,
    RelativePositionGate,
    relative_position_bucket,
)
from .biased_attention import BiasedAttention
from .biased_decoder_layer import BiasedDecoderLayer
from .biased_encoder import BiasedEncoder
from .biased_encoder_layer import BiasedEncoderLayer
from .token_embeddings import TokenEmbeddings

__all__ = [
    "BiasedAttention",
    "RelativePositionBias",
    "RelativePositionGate",
    "TokenEmbeddings",
    "BiasedDecoderLayer",
    "BiasedEncoder",
    "BiasedEncoderLayer",
    "relative_position_bucket",
]
