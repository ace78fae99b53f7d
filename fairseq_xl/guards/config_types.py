"""A checkpoint's config holds the types its dataclasses declare, checked before anything is built.

fairseq builds a model from whatever values a checkpoint's config holds: a layer count given as a
list, a dropout given as a Namespace, fail deep inside a builder with a traceback (or worse, work
on a value nobody meant). Here every section whose dataclass is known (``FairseqConfig``'s groups:
``common``, ``dataset``, ``optimization``, ...; and the dataclass registered for the component a
section names: the model, task, criterion, optimizer, schedule, scorer, BPE, tokenizer) has each of
its dataclass's fields merged into that dataclass by OmegaConf, which converts what converts ("5"
to 5) and refuses what does not: one line naming the field. Keys a dataclass does not declare are
not read by its builder and are left alone.
"""
import argparse
import dataclasses
from functools import lru_cache

from fairseq.dataclass.configs import FairseqConfig
from fairseq.models import ARCH_MODEL_NAME_REGISTRY, MODEL_DATACLASS_REGISTRY
from fairseq.registry import REGISTRIES
from fairseq.tasks import TASK_DATACLASS_REGISTRY
from omegaconf import OmegaConf
from omegaconf.errors import OmegaConfBaseException

from fairseq_xl.guards.errors import UntrustedCheckpointError

GROUPS = {field.name: field.type for field in dataclasses.fields(FairseqConfig) if dataclasses.is_dataclass(field.type)}


def _component_dataclass(kind: str, name):
    if not isinstance(name, str):
        return None
    if kind == "model":
        return MODEL_DATACLASS_REGISTRY.get(ARCH_MODEL_NAME_REGISTRY.get(name, name))
    if kind == "task":
        return TASK_DATACLASS_REGISTRY.get(name)
    return REGISTRIES[kind]["dataclass_registry"].get(name) if kind in REGISTRIES else None


@lru_cache(maxsize=None)
def _structured(dataclass):
    return OmegaConf.structured(dataclass)


def _check_section(section, dataclass, path: str, where: str) -> None:
    """All the section's declared keys merged at once (one copy of the dataclass's config); only when
    that fails, key by key, to name the one at fault."""
    base = _structured(dataclass)
    values = vars(section) if isinstance(section, argparse.Namespace) else section
    declared = {key: value for key, value in values.items() if key != "_name" and key in base}
    try:
        OmegaConf.merge(base, declared)
        return
    except (OmegaConfBaseException, ValueError, TypeError) as error:
        whole = error
    for key, value in declared.items():
        try:
            OmegaConf.merge(base, {key: value})
        except (OmegaConfBaseException, ValueError, TypeError) as error:
            kind = next((field.type for field in dataclasses.fields(dataclass) if field.name == key), "?")
            kind = getattr(kind, "__name__", None) or str(kind).replace("typing.", "")
            raise UntrustedCheckpointError(
                f"{path}: the checkpoint's config holds {where}.{key} = {repr(value)[:60]}, not a {kind} "
                f"({type(error).__name__}); refused (nothing was built)") from error
    raise UntrustedCheckpointError(f"{path}: the checkpoint's config's {where} does not fit its dataclass "
                                   f"({type(whole).__name__}); refused (nothing was built)") from whole


def check_types(cfg: dict, path: str) -> None:
    """Refuse a plain config (``received.read_checkpoint``'s) whose values do not fit their dataclasses."""
    for part, section in cfg.items():
        if not isinstance(section, (dict, argparse.Namespace)):
            continue
        if part in GROUPS:
            dataclass = GROUPS[part]
        else:
            values = vars(section) if isinstance(section, argparse.Namespace) else section
            name = values.get("_name") or values.get("arch" if part == "model" else part)
            dataclass = _component_dataclass(part, name)
        if dataclass is not None:
            _check_section(section, dataclass, path, f"cfg.{part}")
