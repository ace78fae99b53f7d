"""``--bf16`` on fairseq's command line turns on ``--tpu`` too (``options.parse_args_and_arch``;
fairseq issue #4696), and a run without torch_xla then dies: bfloat16 on a GPU or the CPU was out of
reach of the CLI. The plugin is imported inside that very call (``--user-dir``), so it cannot change
the call; it wraps ``convert_namespace_to_omegaconf`` of the fairseq commands already imported
(``fairseq-train``, ``-validate``, ``-generate``, ``-interactive``, ``-eval-lm``), the next step of
each, to take ``tpu`` back unless ``--tpu`` itself was given. fairseq then trains in bfloat16 through
its own path: the model in bfloat16, fp32 master weights in ``FP16Optimizer`` without loss scaling,
batches cast by the trainer. ``fairseq.distributed.utils.call_main``, through which fairseq-train starts its
``main`` (looked up at call time, so whatever imported first), stops ``--fp16`` (or ``--memory-efficient-fp16``)
without a CUDA GPU at once, with the precisions that do work there, where fairseq fails in its optimizer with
"Torch not compiled with CUDA enabled".
A program that imports the plugin before fairseq's command module (``import fairseq_xl`` and then
``fairseq_cli.train.cli_main()``) gets no such conversion wrapper, since ``--user-dir`` does not import the plugin
again: for it ``fairseq.options.parse_args_and_arch``, which every command calls through its module, takes
``tpu`` back the same way (the call that imports the plugin is already running and keeps fairseq's).
"""
import functools
import sys

import torch
from fairseq import options
from fairseq.distributed import utils as distributed_utils
from omegaconf.errors import InterpolationResolutionError

from fairseq_xl.guards.errors import InputError


def refuse_half_without_gpu(config, spelled) -> None:
    """Stop a training run that asks for float16 (``fp16``, ``memory_efficient_fp16`` of ``config``: the
    command line's arguments or a Hydra config's ``common``) where there is no CUDA GPU, the flag named as
    ``spelled(field)`` writes it, before fairseq builds anything."""
    half = [name for name in ("fp16", "memory_efficient_fp16") if getattr(config, name, False)]
    if half and (getattr(config, "cpu", False) or not torch.cuda.is_available()):
        raise InputError(f"{spelled(half[0])} trains with CUDA's float16 kernels and loss scaling, which need a GPU: "
                         f"on the CPU train in float32 (no flag) or bfloat16 ({spelled('bf16')})")


def _bf16_without_tpu(args, words) -> None:
    """``--bf16`` without the ``tpu`` fairseq implied, unless ``--tpu`` is among the command's ``words``."""
    if getattr(args, "bf16", False) and getattr(args, "tpu", False) and "--tpu" not in words:
        args.tpu = False


def _parse_without_implied_tpu(parse):
    @functools.wraps(parse)
    def wrapper(parser, input_args=None, *rest, **kwargs):
        parsed = parse(parser, input_args, *rest, **kwargs)
        _bf16_without_tpu(parsed[0] if isinstance(parsed, tuple) else parsed,
                          sys.argv if input_args is None else input_args)
        return parsed
    wrapper.fairseq_xl_precision = True
    return wrapper


def _checked_conversion(convert):
    """``convert_namespace_to_omegaconf`` that first undoes the ``tpu`` that ``--bf16`` implied; an
    architecture whose config reads a flag of another task (XLNet's ``task.reuse_len`` under ``--task
    trtd``, or any field under a legacy task of fairseq's, which has no config) stops in one line naming both
    instead of OmegaConf's interpolation traceback."""
    @functools.wraps(convert)
    def wrapper(args, *rest, **kwargs):
        _bf16_without_tpu(args, sys.argv)
        try:
            return convert(args, *rest, **kwargs)
        except InterpolationResolutionError as error:  # a key the task lacks; or a legacy task, without a config
            raise InputError(f"--arch {getattr(args, 'arch', None)} and --task {getattr(args, 'task', None)} do not go "
                             f"together: the architecture's config reads a flag that task does not have "
                             f"({str(error).splitlines()[0]})") from None
    wrapper.fairseq_xl_precision = True
    return wrapper


_main_name = getattr(getattr(sys.modules.get("__main__"), "__spec__", None), "name", None)


def _training_checked(call_main):
    """``call_main`` that refuses float16 without a GPU when it starts fairseq-train's ``main`` (its module's,
    or ``__main__``'s for ``python -m fairseq_cli.train``)."""
    @functools.wraps(call_main)
    def wrapper(cfg, main, **kwargs):
        module = getattr(main, "__module__", None)
        if (_main_name if module == "__main__" else module) == "fairseq_cli.train":
            refuse_half_without_gpu(cfg.common, lambda name: f"--{name.replace('_', '-')}")
        return call_main(cfg, main, **kwargs)
    wrapper.fairseq_xl_precision = True
    return wrapper


for _command in ("train", "validate", "generate", "interactive", "eval_lm"):
    # the console script's module, or __main__ for ``python -m fairseq_cli.train``
    _module = sys.modules["__main__"] if _main_name == f"fairseq_cli.{_command}" else sys.modules.get(
        f"fairseq_cli.{_command}")
    _convert = getattr(_module, "convert_namespace_to_omegaconf", None)
    if _convert is not None and not getattr(_convert, "fairseq_xl_precision", False):
        _module.convert_namespace_to_omegaconf = _checked_conversion(_convert)
if not getattr(options.parse_args_and_arch, "fairseq_xl_precision", False):
    options.parse_args_and_arch = _parse_without_implied_tpu(options.parse_args_and_arch)
if not getattr(distributed_utils.call_main, "fairseq_xl_precision", False):
    distributed_utils.call_main = _training_checked(distributed_utils.call_main)
