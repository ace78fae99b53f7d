"""A model's size, counted before it is built, against what may hold it.

A checkpoint's config or a flag can ask for any dimensions; fairseq builds the model, allocating
every weight, before anything compares them with the file (a crafted ``encoder_embed_dim`` asks
for terabytes). The plugin's tasks count the parameters first, building the model with fake
tensors (torch's ``FakeTensorMode``: shapes only, no memory), and refuse

- when loading a checkpoint: more parameters than the weights in the file hold (the file read
  last by ``fairseq_xl.guards.checkpoint_config.load_checkpoint_to_cpu``, which notes its count here);
- otherwise (training, an untrained model of a configuration): float32 weights alone larger than
  this machine's memory.
"""
import os
from typing import Callable, Optional

import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from fairseq_xl.guards.errors import UntrustedCheckpointError

_weights_in_file: dict = {}  # path and count of the floating-point weights of the last checkpoint read


def note_checkpoint(path: str, state: dict) -> None:
    """Remember how many weights the checkpoint at ``path`` holds (its ``model`` state)."""
    model = state.get("model") or {}
    count = sum(tensor.numel() for tensor in model.values() if torch.is_tensor(tensor) and tensor.is_floating_point())
    _weights_in_file.update(path=path, count=count)


def parameter_count(build: Callable[[], torch.nn.Module]) -> int:
    """The parameters of the model ``build`` returns, built with fake tensors (no memory)."""
    with FakeTensorMode(allow_non_fake_inputs=True):
        model = build()
    return sum(parameter.numel() for parameter in model.parameters())


def memory_bytes() -> int:
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def check(count: int, from_checkpoint: bool, what: str) -> None:
    """Refuse a model of ``count`` parameters that its checkpoint or this machine cannot hold."""
    loaded: Optional[int] = _weights_in_file.get("count") if from_checkpoint else None
    if loaded is not None and count > loaded:
        raise UntrustedCheckpointError(
            f"{_weights_in_file['path']}: the checkpoint's config asks for a {what} of {count:,} parameters, but "
            f"its weights hold {loaded:,}; its sizes were edited (nothing was built)")
    if 4 * count > memory_bytes():
        raise ValueError(f"{what}: {count:,} parameters need {4 * count / 2 ** 30:,.1f} GiB in float32 alone, more "
                         f"than this machine's {memory_bytes() / 2 ** 30:,.1f} GiB of memory; check the size flags "
                         "(--encoder-embed-dim, --encoder-layers, --encoder-ffn-embed-dim, ...)")
