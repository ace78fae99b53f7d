"""The typed ``extra`` of the pre-training models' ``forward`` (fairseq's pair (output, extra)), as
Hugging Face types ``ElectraForPreTrainingOutput``: each model names what its objective reads, and
the criteria, ``evaluation/objective_report.py`` and the scripts read it by attribute. NamedTuples,
so that torch's DDP wrappers and tree utilities take them as they take a tuple.
"""
from typing import NamedTuple

from torch import Tensor


class ReplacedTokenDetection(NamedTuple):
    """``XLMEModel.forward``'s extra (XLM-E eq. 2-4); the pair's output is the discriminator's
    logits [B, T]."""
    generator_logits: Tensor  # [M, V]: the generator's logits at the M masked positions only
    samples: Tensor  # [M]: x^corrupt at the masked positions, sampled from them
    replaced: Tensor  # [B, T] bool: r, True where x^corrupt differs from x (a sample equal to x is original)


class CrossAttentionPredictions(NamedTuple):
    """``VECOModel.forward``'s extra: the four CA-MLM predictions (VECO eq. 5-6) at each side's masked
    positions, [masked tokens, V]; the pair's output is ``x_self`` again."""
    x_self: Tensor  # f(H_x^L): x from its own context
    x_cross: Tensor  # f(S_x^L): x from the cross-attention stream, which reads H_y^L
    y_self: Tensor  # f(H_y^L)
    y_cross: Tensor  # f(S_y^L)
