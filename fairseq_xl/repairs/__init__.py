"""What importing fairseq-xl repairs in fairseq 0.12 so that it runs on today's Python, numpy, torch
and Hydra, in the order it applies. None of these refuses input (``fairseq_xl.guards`` does that):
each changes how fairseq behaves, and each says what fairseq did without it.

1. ``quiet_warnings``: the warnings fairseq's own calls raise on today's libraries are silenced, one
   exact message each.
2. ``numpy2``: ``np.compat``, which numpy 2 removed and fairseq's datasets use.
3. ``precision_flags``: ``--bf16`` no longer implies ``--tpu``; ``--fp16`` without a GPU stops at once.
4. ``batch_threads``: fairseq's background batch threads stop before the interpreter exits.
5. ``opt_in``: fairseq #5036 and #5206 fixed for fairseq's own tasks too, with ``FAIRSEQ_XL_FIX_FAIRSEQ=1``.
6. ``hydra_train``: ``fairseq-hydra-train`` builds the plugin architecture a config names, not its model's
   defaults, says when Hydra runs the job in another folder, and says a refusal in one line.
7. ``parameter_lists``: where apex is missing, fairseq's Adam, gradient norm and FP16 optimizer's copies
   step over lists of tensors (``torch._foreach_*``) instead of one tensor at a time.
8. ``spawned_ranks``: ``--distributed-world-size`` above the machine's CUDA GPUs stops naming the flags that
   start each rank by hand (the CPU's way), not in fairseq's assertion.
9. ``user_dir``: ``--user-dir`` naming the plugin a program imported already, by another path to the same folder
   (install.sh's link in site-packages), is not taken for another module of that name.
10. ``ranking_positions``: fairseq's ``sentence_ranking`` defines the ``--max-positions`` it reads, so that the
    plugin's models fine-tune with it (only fairseq's RoBERTa gave it).
"""
from fairseq_xl.repairs import quiet_warnings  # noqa: F401  (first: fairseq's own deprecation warnings are not the user's)
from fairseq_xl.repairs import numpy2  # noqa: F401  (fairseq needs it before data loading)
from fairseq_xl.repairs import precision_flags  # noqa: F401
from fairseq_xl.repairs import batch_threads  # noqa: F401
from fairseq_xl.repairs import opt_in  # noqa: F401
from fairseq_xl.repairs import hydra_train  # noqa: F401
from fairseq_xl.repairs import parameter_lists  # noqa: F401
from fairseq_xl.repairs import spawned_ranks  # noqa: F401
from fairseq_xl.repairs import user_dir  # noqa: F401
from fairseq_xl.repairs import ranking_positions  # noqa: F401
