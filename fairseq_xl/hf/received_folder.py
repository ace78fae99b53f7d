"""A Hugging Face model folder as the imports (``import_xlnet``, ``import_xlmr``) receive it, read
through the gate (``guards/reader``, ``guards/received``): ``config.json``'s keys, each of the type the
import takes, and the weights as plain finite tensors. Every refusal is one line naming the file.
"""
import os
from typing import Dict, Tuple

import torch
from torch import Tensor

from fairseq_xl.guards import reader, received
from fairseq_xl.guards.errors import CheckpointReadError, WrongCheckpointError

NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false", type(None): "null",
         dict: "an object"}
ACTIVATIONS = {"gelu": "gelu", "gelu_new": "gelu_accurate", "relu": "relu"}  # Hugging Face's -> fairseq's


def read_config(folder: str, types: Dict[str, Tuple[type, ...]]) -> dict:
    """config.json, a JSON object whose keys named in ``types`` each hold one of its types (a bool is
    no int here); the key stays absent where the file lacks it."""
    path = os.path.join(folder, "config.json")
    config = reader.read_json(path, folder, limit=2 ** 20, what="config.json")
    if not isinstance(config, dict):
        raise WrongCheckpointError(f"{path}: a JSON {type(config).__name__} where a config is an object")
    for key, kinds in types.items():
        value = config.get(key)
        if key in config and (not isinstance(value, kinds) or isinstance(value, bool) and bool not in kinds):
            names = " or ".join(NAMES.get(kind, kind.__name__) for kind in kinds)
            raise WrongCheckpointError(f"{path}: {key} {value!r} ({names} is needed)")
    return config


def read_weights(folder: str) -> Dict[str, Tensor]:
    """The release's weights as plain tensors, every one finite: ``model.safetensors`` (a format that
    holds tensors only), or ``pytorch_model.bin`` through the checkpoint gate (``guards/received``:
    ``weights_only``, plain data, bounded)."""
    safetensors, pickled = os.path.join(folder, "model.safetensors"), os.path.join(folder, "pytorch_model.bin")
    if os.path.lexists(safetensors):
        from safetensors import SafetensorError
        from safetensors.torch import load

        try:
            path, weights = safetensors, load(reader.read_bytes(safetensors, folder, what="safetensors file"))
        except SafetensorError as error:
            raise CheckpointReadError(f"{safetensors}: not a readable safetensors file: {error}") from error
    elif os.path.lexists(pickled):
        reader.open_binary(pickled, folder, what="checkpoint").close()  # inside the folder, a regular file
        path, weights = pickled, received.read_checkpoint(pickled)
    else:
        raise FileNotFoundError(f"{folder}: neither model.safetensors nor pytorch_model.bin")
    for name, value in weights.items():
        if not isinstance(value, Tensor):
            raise WrongCheckpointError(f"{path}: {name} is a {type(value).__name__}, not a tensor")
        if value.is_floating_point() and not bool(torch.isfinite(value).all()):
            raise CheckpointReadError(f"{path}: weight {name} holds non-finite values (inf or nan)")
    return weights
