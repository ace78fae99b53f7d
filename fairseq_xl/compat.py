"""Make fairseq 0.12 work on numpy 2 and torch >= 2.6, without weakening checkpoint safety.

numpy 2 removed ``np.compat``, which fairseq's ``TokenBlockDataset(break_mode="eos")`` and
``LanguagePairDataset(num_buckets > 0)`` use: a namespace with ``long`` stands in for it.

torch >= 2.6 loads checkpoints with ``weights_only=True``: only tensors, containers and
allow-listed globals are unpickled. fairseq checkpoints also hold omegaconf configs (sent
between workers on distributed resume) and numpy scalars and arrays (meters, iterator
state). Those exact types are allow-listed here; anything else in a checkpoint (for
instance a payload that calls ``os.system``) is still refused by torch before any of it
runs. ``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD`` is never set.

``--no-repeat-ngram-size`` never blocks anything on the CPU (fairseq issue #5206): the
Python fallback of ``NGramRepeatBlock`` compares the tail of the whole token buffer (padding)
instead of the last n-1 generated tokens. ``_no_repeat_ngram`` below replaces it (the CUDA
extension, which receives the step, is untouched).

``batch_by_size`` drops the last batch when its size is not a multiple of
``--required-batch-size-multiple`` (fairseq issue #5036), though its docstring allows "less
than N or a multiple of N": ``fairseq-generate`` (multiple 8) silently skipped the last
sentences of a test set, and a skipped chunk is a hole in a translated document.
``_batch_by_size`` keeps that batch.

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
import queue
import sys
import threading
import time
import types
import typing
import weakref

import math

import numpy as np
import torch
from fairseq.data import data_utils, iterators
from fairseq.ngram_repeat_block import NGramRepeatBlock

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


def _no_repeat_ngram(self, tokens, lprobs, bsz: int, beam_size: int, step: int):
    """Set lprobs [bsz * beam, V] to -inf for every token that would repeat an n-gram of
    the hypothesis so far, tokens[:, :step + 1] (its first token the decoder's start)."""
    n = self.no_repeat_ngram_size
    for row, hypothesis in enumerate(tokens[:, : step + 1].tolist()):
        prefix = hypothesis[len(hypothesis) - n + 1:]
        banned = [hypothesis[i + n - 1] for i in range(len(hypothesis) - n + 1) if hypothesis[i:i + n - 1] == prefix]
        if banned:
            lprobs[row, banned] = -math.inf
    return lprobs


NGramRepeatBlock._no_repeat_ngram = _no_repeat_ngram


_fairseq_batch_by_size = data_utils.batch_by_size


def _batch_by_size(indices, num_tokens_fn, num_tokens_vec=None, max_tokens=None, max_sentences=None,
                   required_batch_size_multiple=1, fixed_shapes=None):
    """fairseq's ``batch_by_size``, with the last batch it dropped put back (its batches are
    consecutive runs of ``indices``, so the dropped one is what follows the kept ones)."""
    if not isinstance(indices, np.ndarray):
        indices = np.fromiter(indices, dtype=np.int64, count=-1)
    batches = _fairseq_batch_by_size(indices, num_tokens_fn, num_tokens_vec, max_tokens, max_sentences,
                                     required_batch_size_multiple, fixed_shapes)
    if fixed_shapes is None:
        kept = sum(len(batch) for batch in batches)
        if kept < len(indices):
            batches.append(indices[kept:])
    return batches


data_utils.batch_by_size = _batch_by_size


def _precision_flags(convert, training: bool):
    """``convert_namespace_to_omegaconf`` that first undoes the ``tpu`` that ``--bf16`` implied and,
    for ``fairseq-train``, refuses ``--fp16`` without a CUDA GPU."""
    @functools.wraps(convert)
    def wrapper(args, *rest, **kwargs):
        if getattr(args, "bf16", False) and getattr(args, "tpu", False) and "--tpu" not in sys.argv:
            args.tpu = False
        half = [name for name in ("fp16", "memory_efficient_fp16") if getattr(args, name, False)]
        if training and half and (getattr(args, "cpu", False) or not torch.cuda.is_available()):
            raise ValueError(f"--{half[0].replace('_', '-')} trains with CUDA's float16 kernels and loss scaling, "
                             "which need a GPU: on the CPU train in float32 (no flag) or bfloat16 (--bf16)")
        return convert(args, *rest, **kwargs)
    wrapper.fairseq_xl_precision = True
    return wrapper


for _command in ("train", "validate", "generate", "interactive", "eval_lm"):
    _module = sys.modules.get(f"fairseq_cli.{_command}")
    _convert = getattr(_module, "convert_namespace_to_omegaconf", None)
    if _convert is not None and not getattr(_convert, "fairseq_xl_precision", False):
        _module.convert_namespace_to_omegaconf = _precision_flags(_convert, training=_command == "train")


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
