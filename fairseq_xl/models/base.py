"""What the fairseq-xl models share: built from the task's dictionary, limited to
``cfg.max_positions``, sized by the architecture functions through ``set_encoder_sizes``."""
from typing import Optional

from fairseq.models import BaseFairseqModel
from torch import Tensor


class XLModel(BaseFairseqModel):
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


def set_encoder_sizes(args, layers: int, dim: int, ffn: int, heads: int) -> None:
    """An architecture's defaults; flags given on the command line win."""
    args.encoder_layers = getattr(args, "encoder_layers", layers)
    args.encoder_embed_dim = getattr(args, "encoder_embed_dim", dim)
    args.encoder_ffn_embed_dim = getattr(args, "encoder_ffn_embed_dim", ffn)
    args.encoder_attention_heads = getattr(args, "encoder_attention_heads", heads)
