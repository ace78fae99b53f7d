"""``--optimizer adam_no_decay_norm_bias``: fairseq's Adam (decoupled weight decay, as AdamW)
with ELECTRA's exemption: LayerNorm weights and biases are not decayed (ELECTRA's
``AdamWeightDecayOptimizer``, ``exclude_from_weight_decay=["LayerNorm", "layer_norm", "bias"]``;
BERT and XLNet do the same). fairseq's own ``adam`` decays every parameter.

The optimizer sees parameters, not names, so the plugin's tasks mark the exempt ones when they
build a model (``mark``: every parameter whose name ends in ``bias`` or holds ``norm``), with
fairseq's own attribute ``param_group`` = ``"no_decay"``, which fairseq's FP16 optimizer copies
to its float32 copies. Everything else (Adam's betas, eps, ``--weight-decay``, ``--lr``) is
fairseq's ``adam``, flags included.
"""
from fairseq.optim import register_optimizer
from fairseq.optim.adam import FairseqAdam, FairseqAdamConfig
from torch import nn

from fairseq_xl.guards.errors import InputError

NO_DECAY = "no_decay"


def exempt(name: str) -> bool:
    """ELECTRA's rule on a parameter's name."""
    return name.endswith("bias") or "norm" in name.lower()


def mark(model: nn.Module) -> nn.Module:
    """Marks the model's LayerNorm weights and biases for ``adam_no_decay_norm_bias``."""
    for name, parameter in model.named_parameters():
        if exempt(name):
            parameter.param_group = NO_DECAY
    return model


@register_optimizer("adam_no_decay_norm_bias", dataclass=FairseqAdamConfig)
class NoDecayNormBiasAdam(FairseqAdam):
    def __init__(self, cfg: FairseqAdamConfig, params):
        params = list(params)
        exempted = [parameter for parameter in params if getattr(parameter, "param_group", None) == NO_DECAY]
        if not exempted:
            raise InputError(
                "--optimizer adam_no_decay_norm_bias: no parameter is marked as a LayerNorm weight or bias. "
                "fairseq-xl's tasks mark their models' (fairseq's own tasks do not: use --optimizer adam there); "
                "with --fp16, fairseq flattens every weight into one tensor: add --fp16-no-flatten-grads, or "
                "use --memory-efficient-fp16 or --bf16")
        decayed = [parameter for parameter in params if getattr(parameter, "param_group", None) != NO_DECAY]
        super().__init__(cfg, [{"params": decayed}, {"params": exempted, "weight_decay": 0.0}])
