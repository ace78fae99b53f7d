"""Make fairseq 0.12 work on numpy 2 and torch >= 2.6, without weakening checkpoint safety.

numpy 2 removed ``np.compat``, which fairseq's ``TokenBlockDataset(break_mode="eos")`` and
``LanguagePairDataset(num_buckets > 0)`` use: a namespace with ``long`` stands in for it.

torch >= 2.6 loads checkpoints with ``weights_only=True``: only tensors, containers and
allow-listed globals are unpickled. fairseq checkpoints also hold omegaconf configs (sent
between workers on distributed resume) and numpy scalars and arrays (meters, iterator
state). Those exact types are allow-listed here; anything else in a checkpoint (for
instance a payload that calls ``os.system``) is still refused by torch before any of it
runs. ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD`` is never set.

Two behaviour fixes are not applied to fairseq itself, so that importing the plugin changes
nothing for fairseq's own tasks: the plugin's tasks keep the last batch fairseq's
``batch_by_size`` drops (fairseq #5036, ``fairseq_xl.data.complete_batches``) and block n-grams
on the CPU (fairseq #5206, ``fairseq_xl.modules.ngram_repeat_block``) where they batch and build
generators. ``FAIRSEQ_XL_FIX_FAIRSEQ=1`` in the environment applies both to fairseq's own
functions, for every task (``translation``, ``masked_lm``, ...) run with ``--user-dir fairseq_xl``.

``--bf16`` on fairseq's command line turns on ``--tpu`` too (``options.parse_args_and_arch``;
fairseq issue #4696), and a run without torch_xla then dies: bfloat16 on a GPU or the CPU was
out of reach of the CLI. The plugin is imported inside that very call (``--user-dir``), so it
cannot change the call; it wraps ``convert_namespace_to_omegaconf`` of the fairseq commands
already imported (``fairseq-train``, ``-validate``, ``-generate``, ``-interactive``,
``-eval-lm``), the next step of each, to take ``tpu`` back unless ``--tpu`` itself was given.
fairseq then trains in bfloat16 through its own path: the model in bfloat16, fp32 master
weights in ``FP16Optimizer`` without loss scaling, batches cast by the trainer. The same wrapper
stops ``fairseq-train --fp16`` (or ``--memory-efficient-fp16``) without a CUDA GPU at once, with
the precisions that do work there, where fairseq fails in its optimizer with "Torch not compiled
with CUDA enabled".

fairseq's ``BufferedIterator`` fills its queue from a daemon thread (``BackgroundConsumer``)
that keeps building batches after training has ended (``--max-update``). If the interpreter
exits while that thread is inside a torch operation, the process dies after "done training"
with "terminate called without an active exception" (SIGABRT, exit 134) and no traceback:
reproducibly for a one-update ``trtd`` run with ``OMP_NUM_THREADS=1``. ``_stop_consumers`` runs
at exit (before daemon threads are torn down): each live consumer stops at its next batch and
is joined.
"""
import argparse
import atexit
import collections
import functools
import os
import queue
import sys
import threading
import time
import types
import typing
import weakref

import numpy as np
import torch
from fairseq.data import data_utils, iterators
from fairseq.ngram_repeat_block import NGramRepeatBlock
from omegaconf.errors import InterpolationKeyError

from fairseq_xl.data import complete_batches
from fairseq_xl.modules import ngram_repeat_block

if not hasattr(np, "compat"):
    np.compat = types.SimpleNamespace(long=np.int64)


def _checkpoint_globals():
    """The types found in fairseq checkpoints and in what distributed resume broadcasts
    (a checkpoint whose cfg is a DictConfig, its tensors replaced by placeholders), found by
    loading both with ``weights_only=True`` until nothing was refused."""
    from fairseq.distributed.utils import _TensorPlaceholder
    from omegaconf import DictConfig, ListConfig
    from omegaconf.base import ContainerMetadata, Metadata
    from omegaconf.nodes import AnyNode

    numpy_dtypes = [type(np.dtype(name)) for name in ("float16", "float32", "float64", "int32", "int64", "bool")]
    return [
        argparse.Namespace,  # the "args" of checkpoints written by fairseq's legacy (argparse) models
        collections.defaultdict,
        dict,
        list,
        int,
        typing.Any,
        DictConfig,
        ListConfig,
        ContainerMetadata,
        Metadata,
        AnyNode,
        _TensorPlaceholder,  # fairseq's stand-in for each tensor when it broadcasts a checkpoint
        np._core.multiarray._reconstruct,
        np._core.multiarray.scalar,
        np.ndarray,
        np.dtype,
        *numpy_dtypes,
    ]


CHECKPOINT_SAFE_GLOBALS = _checkpoint_globals()
torch.serialization.add_safe_globals(CHECKPOINT_SAFE_GLOBALS)


if os.environ.get("FAIRSEQ_XL_FIX_FAIRSEQ") == "1":
    data_utils.batch_by_size = complete_batches.batch_by_size
    NGramRepeatBlock._no_repeat_ngram = ngram_repeat_block.no_repeat_ngram


def _checked_conversion(convert, training: bool):
    """``convert_namespace_to_omegaconf`` that first undoes the ``tpu`` that ``--bf16`` implied and,
    for ``fairseq-train``, refuses ``--fp16`` without a CUDA GPU; an architecture whose config reads
    a flag of another task (XLNet's ``task.reuse_len`` under ``--task trtd``) stops in one line
    naming both instead of OmegaConf's interpolation traceback."""
    @functools.wraps(convert)
    def wrapper(args, *rest, **kwargs):
        if getattr(args, "bf16", False) and getattr(args, "tpu", False) and "--tpu" not in sys.argv:
            args.tpu = False
        half = [name for name in ("fp16", "memory_efficient_fp16") if getattr(args, name, False)]
        if training and half and (getattr(args, "cpu", False) or not torch.cuda.is_available()):
            raise ValueError(f"--{half[0].replace('_', '-')} trains with CUDA's float16 kernels and loss scaling, "
                             "which need a GPU: on the CPU train in float32 (no flag) or bfloat16 (--bf16)")
        try:
            return convert(args, *rest, **kwargs)
        except InterpolationKeyError as error:
            raise ValueError(f"--arch {getattr(args, 'arch', None)} and --task {getattr(args, 'task', None)} do not go "
                             f"together: the architecture's config reads a flag that task does not have ({error})"
                             ) from None
    wrapper.fairseq_xl_precision = True
    return wrapper


_main_name = getattr(getattr(sys.modules.get("__main__"), "__spec__", None), "name", None)
for _command in ("train", "validate", "generate", "interactive", "eval_lm"):
    # the console script's module, or __main__ for ``python -m fairseq_cli.train``
    _module = sys.modules["__main__"] if _main_name == f"fairseq_cli.{_command}" else sys.modules.get(
        f"fairseq_cli.{_command}")
    _convert = getattr(_module, "convert_namespace_to_omegaconf", None)
    if _convert is not None and not getattr(_convert, "fairseq_xl_precision", False):
        _module.convert_namespace_to_omegaconf = _checked_conversion(_convert, training=_command == "train")


_consumers = weakref.WeakSet()
_exiting = threading.Event()
_consumer_run = iterators.BackgroundConsumer.run


def _until_exit(source):
    for item in source:
        if _exiting.is_set():
            return
        yield item


def _consume(self):
    """``BackgroundConsumer.run`` over a source that ends when the interpreter exits."""
    _consumers.add(self)
    self._source = _until_exit(self._source)
    _consumer_run(self)


@atexit.register
def _stop_consumers(timeout: float = 30.0):
    """Stop every live ``BackgroundConsumer`` and wait for it, emptying its queue so that a
    ``put`` it is blocked in returns."""
    _exiting.set()
    deadline = time.monotonic() + timeout
    for consumer in list(_consumers):
        while consumer.is_alive() and time.monotonic() < deadline:
            try:
                while True:
                    consumer._queue.get_nowait()
            except queue.Empty:
                pass
            consumer.join(timeout=0.05)


iterators.BackgroundConsumer.run = _consume
