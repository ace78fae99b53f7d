"""A Hugging Face model folder as the imports (``import_xlnet``, ``import_xlmr``) receive it, read
through the gate (``guards/reader``, ``guards/received``): ``config.json``'s keys, each of the type the
import takes, and the weights as plain finite tensors. Every refusal is one line naming the file.
"""
import os
import re
from typing import Dict, Tuple

import torch
from torch import Tensor

from fairseq_xl.guards import reader, received
from fairseq_xl.guards.errors import CheckpointReadError, WrongCheckpointError

NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false", type(None): "null",
         dict: "an object"}


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


SHARD_NAME = re.compile(r"[\w.-]+\.(safetensors|bin)")  # a file of the folder itself: no path, no link
FORMATS = (("model.safetensors", "safetensors"), ("pytorch_model.bin", "bin"))  # transformers' names, in its order


def read_weights(folder: str) -> Dict[str, Tensor]:
    """The release's weights as plain tensors, every one finite: ``model.safetensors`` (a format that
    holds tensors only), or ``pytorch_model.bin`` through the checkpoint gate (``guards/received``:
    ``weights_only``, plain data, bounded); or either in shards, as ``save_pretrained`` writes a large model
    (``model.safetensors.index.json``: each weight's shard, a file of the folder; every shard must hold exactly
    the weights the index gives it)."""
    for name, kind in FORMATS:
        path = os.path.join(folder, name)
        if os.path.lexists(path):
            weights = _read_file(path, folder, kind)
            break
        if os.path.lexists(path + ".index.json"):
            path += ".index.json"
            weights = _read_shards(path, folder, kind)
            break
    else:
        raise FileNotFoundError(f"{folder}: neither model.safetensors nor pytorch_model.bin (nor their "
                                ".index.json and shards)")
    return checked(weights, path)


def read_safetensors(path: str, folder: str) -> Dict[str, Tensor]:
    """One more safetensors file of the folder (XLM-E's ``generator.safetensors``), as ``read_weights`` reads."""
    return checked(_read_file(path, folder, "safetensors"), path)


def checked(weights: dict, path: str) -> Dict[str, Tensor]:
    """``weights`` if every value is a tensor, every floating one finite; else one line naming the first."""
    for name, value in weights.items():
        if not isinstance(value, Tensor):
            raise WrongCheckpointError(f"{path}: {name} is a {type(value).__name__}, not a tensor")
        if value.is_floating_point() and not bool(torch.isfinite(value).all()):
            raise CheckpointReadError(f"{path}: weight {name} holds non-finite values (inf or nan)")
    return weights


def _read_file(path: str, folder: str, kind: str) -> dict:
    if kind == "safetensors":
        return received.read_safetensors(path, folder)
    reader.open_binary(path, folder, what="checkpoint").close()  # inside the folder, a regular file
    return received.read_checkpoint(path)


def _read_shards(index: str, folder: str, kind: str) -> dict:
    """The weights of a sharded folder: ``index``'s ``weight_map`` (weight name -> shard file), each shard read as
    one file of ``kind``."""
    loaded = reader.read_json(index, folder, what="weight index")
    weight_map = loaded.get("weight_map") if isinstance(loaded, dict) else None
    if not isinstance(weight_map, dict) or not weight_map or not all(
            isinstance(shard, str) and SHARD_NAME.fullmatch(shard) and shard.endswith(kind)
            for shard in weight_map.values()):
        raise WrongCheckpointError(f"{index}: not a weight index (weight_map: each weight's shard, a .{kind} file "
                                   "of the folder by its name)")
    weights: Dict[str, Tensor] = {}
    for shard in sorted(set(weight_map.values())):
        held = _read_file(os.path.join(folder, shard), folder, kind)
        given = {name for name, where in weight_map.items() if where == shard}
        if set(held) != given:
            wrong = sorted(set(held) ^ given)
            raise WrongCheckpointError(f"{os.path.join(folder, shard)}: holds other weights than {index} gives it "
                                       f"({len(wrong)} differ: {', '.join(map(repr, wrong[:3]))})")
        weights.update(held)
    return weights
