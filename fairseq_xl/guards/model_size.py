"""A model's size, bounded and counted before it is built, against what may hold it.

First, in time independent of the numbers (``check_sizes``, on every checkpoint's config by the
gate, ``received``, and on the plugin's flags before a build): no layer count above the weight
tensors in the file, no width, head count or position count above the weights it holds, and the
least a Transformer of those sizes holds (each layer's attention and FFN: 4 d^2 + 2 d f weights,
positions x d) not above them either; for a model from flags, not above this machine's memory.
Then, for the plugin's models (bounded now), the exact count:

A checkpoint's config or a flag can ask for any dimensions; fairseq builds the model, allocating
every weight, before anything compares them with the file (a crafted ``encoder_embed_dim`` asks
for terabytes). The plugin's tasks count the parameters first, building the model with fake
tensors (torch's ``FakeTensorMode``: shapes only, no memory), and refuse

- when loading a checkpoint: more parameters than the weights in the file hold (the file read
  last by ``fairseq_xl.guards.checkpoint_config.load_checkpoint_to_cpu``, which notes its count here);
- otherwise (training, an untrained model of a configuration): float32 weights alone larger than
  this machine's memory.
"""
import argparse
import inspect
import os
import re
from typing import Callable, Optional

from fairseq import tasks

import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from fairseq_xl.guards.errors import InputError, UntrustedCheckpointError

_weights_in_file: dict = {}  # path and count of the floating-point weights of the last checkpoint read


SIZE = re.compile(r"(^|_)(layers|dim|heads|positions|len)$")
STACK_SIZES = {f"{stack}_{size}" for stack in ("encoder", "decoder")
               for size in ("layers", "embed_dim", "ffn_embed_dim")}
FLOOR = 2 ** 22  # sizes any machine builds in a moment (a sinusoid table of 4M values)


def note_checkpoint(path: str, count: int) -> None:
    """Remember how many weights the checkpoint at ``path`` holds (``received.stored_elements``)."""
    _weights_in_file.update(path=path, count=count)


def _fields(section, prefix=""):
    """(dotted name, value) of every field of a config section, nested sections included."""
    items = vars(section).items() if isinstance(section, argparse.Namespace) else section.items()
    for key, value in items:
        if isinstance(value, (dict, argparse.Namespace)):
            yield from _fields(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def least_parameters(section) -> int:
    """The fewest weights a Transformer with the sizes of ``section`` holds (a lower bound for every
    model this plugin loads): per stack, layers x (4 d^2 + 2 d f)."""
    fields = {name.replace(".", "_"): value for name, value in _fields(section)
              if isinstance(value, int) and not isinstance(value, bool) and value > 0}
    total = 0
    for stack in ("encoder", "decoder"):
        layers, width = fields.get(f"{stack}_layers", 0), fields.get(f"{stack}_embed_dim", 0)
        total += layers * (4 * width * width + 2 * width * fields.get(f"{stack}_ffn_embed_dim", 0))
    return total


def check_sizes(section, path: str, where: str, stored: Optional[int] = None, tensors: Optional[int] = None):
    """Refuse sizes that ``stored`` weights in ``tensors`` tensors cannot hold (a checkpoint), or
    that this machine's memory cannot (``stored`` None: flags); in time independent of the sizes."""
    if not isinstance(section, (dict, argparse.Namespace)):
        return
    fields = [(name, value) for name, value in _fields(section)
              if SIZE.search(name.split(".")[-1]) and isinstance(value, int) and not isinstance(value, bool)]
    width = max([value for name, value in fields if name.endswith("embed_dim") and "ffn" not in name] + [1])
    least = least_parameters(section)
    if stored is None:
        if 4 * least > memory_bytes():
            raise InputError(f"{where}: sizes that need at least {least:,} parameters ({4 * least / 2 ** 30:,.1f} GiB "
                             f"in float32), more than this machine's {memory_bytes() / 2 ** 30:,.1f} GiB of memory; "
                             "check the size flags (--encoder-embed-dim, --encoder-layers, --encoder-ffn-embed-dim)")
        return
    limit = max(stored, FLOOR)
    too_large = [(name, value) for name, value in fields if value > limit or (name.endswith("layers") and value >
                                                                              max(tensors, 64))]
    too_large += [(name, value) for name, value in fields if name.endswith("positions") and value * width > 4 * limit]
    for name, value in too_large[:1]:  # a size itself before the positions that a width multiplies
        raise UntrustedCheckpointError(
            f"{path}: the checkpoint's config asks for {where}.{name} = {value:,}, more than its weights hold "
            f"({stored:,} values in {tensors:,} tensors); its sizes were edited (nothing was built)")
    if least > stored:
        named = ", ".join(f"{name} = {value:,}" for name, value in fields if name.split(".")[-1] in STACK_SIZES)
        raise UntrustedCheckpointError(
            f"{path}: the checkpoint's config asks for sizes ({where}: {named}) that need at least {least:,} weights, "
            f"but its weights hold {stored:,}; its sizes were edited (nothing was built)")


def parameter_count(build: Callable[[], torch.nn.Module]) -> int:
    """The parameters of the model ``build`` returns, built with fake tensors (no memory)."""
    with FakeTensorMode(allow_non_fake_inputs=True):
        model = build()
    return sum(parameter.numel() for parameter in model.parameters())


def counted(task):
    """``task``, its ``build_model`` made to count the model first (``parameter_count``) and refuse
    more parameters than the checkpoint last read holds (``check``): for every model fairseq builds
    from a received config, fairseq's own tasks and heads included (a ``sentence_prediction`` head of
    40M classes, a RoBERTa LM head of width 40,000 with no layers)."""
    build = task.build_model
    if getattr(build, "counted", False):
        return task
    takes_flag = "from_checkpoint" in inspect.getfullargspec(build).args

    def build_model(cfg, from_checkpoint=False):  # fairseq reads this signature (``getfullargspec``)
        def once():
            return build(cfg, from_checkpoint) if takes_flag else build(cfg)
        name = getattr(cfg, "_name", None) or getattr(cfg, "arch", None)
        check(parameter_count(once), True, f"model {name!r}")
        return once()
    build_model.counted = True
    task.build_model = build_model
    return task


_setup_task = tasks.setup_task


def setup_task(cfg, **kwargs):
    """fairseq's, the task of a checkpoint's config (``from_checkpoint``) ``counted``."""
    task = _setup_task(cfg, **kwargs)
    return counted(task) if kwargs.get("from_checkpoint") else task


tasks.setup_task = setup_task


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
        raise InputError(f"{what}: {count:,} parameters need {4 * count / 2 ** 30:,.1f} GiB in float32 alone, more "
                         f"than this machine's {memory_bytes() / 2 ** 30:,.1f} GiB of memory; check the size flags "
                         "(--encoder-embed-dim, --encoder-layers, --encoder-ffn-embed-dim, ...)")
