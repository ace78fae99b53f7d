"""What the fairseq-xl models share: the Transformer core's config fields, built from the task's
dictionary, limited to ``cfg.max_positions``, sized by the architecture functions through
``set_sizes``."""
from dataclasses import dataclass, field
from typing import Optional

from fairseq import utils
from fairseq.dataclass import ChoiceEnum, FairseqDataclass
from fairseq.models import BaseFairseqModel
from omegaconf import II
from torch import Tensor


@dataclass
class EncoderConfig(FairseqDataclass):
    """The fields of every model's Transformer core (XLM-E's discriminator, XLNet, VECO, MARGE's
    encoder); a model's config adds what its paper adds and may change a default."""

    encoder_layers: int = field(default=12,
                                metadata={"help": "layers (XLM-E: the discriminator's, MARGE: the encoder's)"})
    encoder_embed_dim: int = field(default=768, metadata={"help": "hidden size"})
    encoder_ffn_embed_dim: int = field(default=3072, metadata={"help": "FFN inner size"})
    encoder_attention_heads: int = field(default=12, metadata={"help": "attention heads"})
    dropout: float = field(default=0.1, metadata={"help": "dropout probability"})
    attention_dropout: float = field(default=0.1, metadata={"help": "dropout probability of attention weights"})
    activation_fn: ChoiceEnum(utils.get_available_activation_fns()) = field(
        default="gelu", metadata={"help": "activation function"})
    max_positions: int = II("task.tokens_per_sample")


class EncoderModel(BaseFairseqModel):
    """The base of XLM-E, XLNet and VECO. Every model of the plugin (MARGE too, a fairseq
    encoder-decoder) returns fairseq's pair from ``forward``: (output, extra), the tensor its
    objective scores first and a dict of the rest (or None); with ``features_only``, RoBERTa's
    ([B, T, C], {"inner_states": [T, B, C] per layer}) where a model offers it."""
    padding_idx: int

    @classmethod
    def build_model(cls, cfg, task):
        return cls(cfg, task.source_dictionary)

    def max_positions(self):
        return self.cfg.max_positions

    def padding_mask(self, tokens: Tensor) -> Optional[Tensor]:
        """True at padding [B, T], or None where there is none (the faster attention path)."""
        padding = tokens.eq(self.padding_idx)
        return padding if padding.any() else None


def set_sizes(args, **sizes) -> None:
    """An architecture's defaults, one keyword per config field; flags given on the command line win."""
    for name, value in sizes.items():
        setattr(args, name, getattr(args, name, value))
