"""``fairseq-train --distributed-world-size N`` without an init method starts the N ranks itself, one on each
CUDA GPU of this machine; where it has fewer (the CPU: none) fairseq stops in an assertion, "world size is 2 but
have 0 available devices", that does not say what to do. The plugin's wrapper of that step
(``fairseq.distributed.utils._infer_single_node_init``) stops there with the flags that start each rank by hand,
as examples/xlm_e/README.md runs two CPU ranks.
"""
import functools

import torch
from fairseq.distributed import utils as distributed_utils

from fairseq_xl.guards.errors import InputError


def _ranks_that_fit(infer):
    @functools.wraps(infer)
    def wrapper(cfg):
        devices = torch.cuda.device_count()
        if cfg.distributed_world_size > devices:
            raise InputError(
                f"--distributed-world-size {cfg.distributed_world_size}: fairseq-train starts that many processes "
                f"itself, one on each CUDA GPU, and this machine has {devices}: start each rank yourself with "
                "--distributed-no-spawn --distributed-rank R --distributed-init-method tcp://HOST:PORT (on the CPU "
                "also --cpu --distributed-backend gloo), as examples/xlm_e/README.md does ('On CPU only')")
        return infer(cfg)
    wrapper.fairseq_xl_ranks = True
    return wrapper


if not getattr(distributed_utils._infer_single_node_init, "fairseq_xl_ranks", False):
    distributed_utils._infer_single_node_init = _ranks_that_fit(distributed_utils._infer_single_node_init)
