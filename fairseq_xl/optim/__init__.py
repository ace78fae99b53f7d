"""Optimizers (``--optimizer``), as fairseq keeps them in ``fairseq/optim``."""
from fairseq_xl.optim import no_decay_adam  # noqa: F401  (--optimizer adam_no_decay_norm_bias)
