"""Checkpoints load ``weights_only`` on torch >= 2.6, without weakening their safety: only tensors,
containers and allow-listed globals are unpickled. fairseq checkpoints also hold omegaconf configs
(sent between workers on distributed resume) and numpy scalars and arrays (meters, iterator
state). Those exact types are allow-listed here; anything else in a checkpoint (for instance a
payload that calls ``os.system``) is still refused by torch before any of it runs.
``TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD`` is never set.
"""
import argparse
import collections
import typing

import numpy as np
import torch


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
