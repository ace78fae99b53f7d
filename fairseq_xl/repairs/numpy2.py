"""fairseq 0.12 on numpy 2: numpy 2 removed ``np.compat``, which fairseq's
``TokenBlockDataset(break_mode="eos")`` and ``LanguagePairDataset(num_buckets > 0)`` use; a namespace
with ``long`` stands in for it.
"""
import types

import numpy as np

if not hasattr(np, "compat"):
    np.compat = types.SimpleNamespace(long=np.int64)
