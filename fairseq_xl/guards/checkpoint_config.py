"""A checkpoint's config is checked before fairseq builds anything from it.

``weights_only`` loading (``compat``) refuses pickled code, but a checkpoint's config is plain
strings, and fairseq turns those into code: it builds whatever model, task, criterion, BPE or
tokenizer the config names, and some builders ``eval`` config strings (wav2vec2's
``conv_feature_layers``, fconv's layer lists, ``utils.eval_str_list`` for the transformer's
adaptive softmax cutoffs, ``options.eval_bool`` in legacy tasks, ...). So a crafted checkpoint
ran commands in ``fairseq-generate``, ``fairseq-validate``, the hub interfaces and our scripts.

Importing fairseq_xl (which ``--user-dir`` does before fairseq reads a checkpoint) wraps
fairseq's one checkpoint reader, ``checkpoint_utils.load_checkpoint_to_cpu``, through which
``--restore-file``, ``fairseq-generate``/``-validate``/``-interactive``, ``from_pretrained``
and every script of ours load, and accepts a config only when, by construction:

- every key through which fairseq can name a component names an allowed one of its kind,
  wherever it stands: ``_name`` of a section (its kind is the section's), the legacy keys
  ``arch`` (a model), ``task``, ``criterion``, ``optimizer``, ``lr_scheduler``, ``bpe``,
  ``tokenizer``, ``scoring`` (also inside the argparse Namespace that legacy models keep),
  a section given as a bare string, and the model section nested under its model's name
  (``build_model``'s rule). ``ALLOWED`` lists each kind's names: fairseq-xl's own components
  and the few of fairseq's that its workflows produce or fine-tune; no BPE that downloads;
- every value is a plain literal: no OmegaConf interpolation (``${oc.env:...}`` would copy the
  user's environment into a config that an export writes out);
- no config string reaches ``eval``: fairseq's evaluators (``eval_str_list``, ``eval_str_dict``,
  ``eval_bool``) read Python literals only, replaced in ``fairseq.utils`` and in every module
  that imported them by name (``fairseq.options``, ...), and the allowed components evaluate
  config strings through those alone.

A BPE or tokenizer the caller asks for (``from_pretrained(..., bpe="sentencepiece")``) replaces
the one the checkpoint's config names, as the caller expects, instead of being overridden by it.
"""
import argparse
import ast
import os
import pickle
import sys
import zipfile
from typing import Iterator, Tuple

import torch
import fairseq.options  # noqa: F401  (imports the evaluators by name: patched below with the rest)
from fairseq import checkpoint_utils, utils
from fairseq.criterions import CRITERION_REGISTRY
from fairseq.data.encoders import BPE_REGISTRY, TOKENIZER_REGISTRY
from fairseq.dataclass.utils import overwrite_args_by_name
from fairseq.models import ARCH_MODEL_NAME_REGISTRY, MODEL_REGISTRY
from fairseq.optim import OPTIMIZER_REGISTRY
from fairseq.optim.lr_scheduler import LR_SCHEDULER_REGISTRY
from fairseq.scoring import SCORER_REGISTRY
from fairseq.tasks import TASK_REGISTRY
from omegaconf import DictConfig, ListConfig, OmegaConf, open_dict

from fairseq_xl import version
from fairseq_xl.guards import model_size
from fairseq_xl.guards.errors import CheckpointReadError, UntrustedCheckpointError

# fairseq's own components a fairseq-xl checkpoint may name besides the plugin's: those its
# workflows produce or fine-tune (VECO's plug-out RoBERTa and plug-in Transformer, the MLM
# baselines, downstream tasks, MARGE's loss) and the optimizers, schedules, scorers, BPEs and
# tokenizers of their configs. None of them evaluates a config string but through fairseq's
# (patched) evaluators; no BPE here fetches files (gpt2 and hf_byte_bpe download theirs).
FAIRSEQ_ALLOWED = {
    "model": ("roberta", "transformer"),
    "task": ("masked_lm", "translation", "sentence_prediction"),
    "criterion": ("cross_entropy", "masked_lm", "sentence_prediction", "label_smoothed_cross_entropy"),
    "optimizer": ("adam", "sgd", "nag", "adagrad", "adafactor"),
    "lr_scheduler": ("fixed", "inverse_sqrt", "polynomial_decay", "cosine", "tri_stage", "triangular",
                     "reduce_lr_on_plateau", "step", "pass_through"),
    "scoring": ("bleu", "sacrebleu", "chrf"),
    "bpe": ("sentencepiece", "fastbpe"),  # and the plugin's xlm_fastbpe
    "tokenizer": ("moses", "space"),
}
REGISTRIES = {"model": MODEL_REGISTRY, "task": TASK_REGISTRY, "criterion": CRITERION_REGISTRY,
              "optimizer": OPTIMIZER_REGISTRY, "lr_scheduler": LR_SCHEDULER_REGISTRY, "scoring": SCORER_REGISTRY,
              "bpe": BPE_REGISTRY, "tokenizer": TOKENIZER_REGISTRY}
# the keys through which fairseq reads a component's name, and the kind each names (``_name``:
# the kind of the section it stands in)
NAME_KEYS = {"arch": "model", "task": "task", "criterion": "criterion", "optimizer": "optimizer",
             "lr_scheduler": "lr_scheduler", "scoring": "scoring", "bpe": "bpe", "tokenizer": "tokenizer"}
CALLER_CHOOSES = ("bpe", "tokenizer")  # a caller's override replaces the checkpoint's section


def _ours(registry, name: str) -> bool:
    return name in registry and getattr(registry[name], "__module__", "").startswith("fairseq_xl.")


def allowed(kind: str, name) -> bool:
    """Whether a config may name ``name`` as a component of ``kind`` (a model by its own or an
    architecture's name)."""
    if not isinstance(name, str):
        return False
    if kind == "model":
        name = ARCH_MODEL_NAME_REGISTRY.get(name, name)
    return name in FAIRSEQ_ALLOWED[kind] or _ours(REGISTRIES[kind], name)


def _component_name(section, legacy_key: str):
    """A config section's component name: ``_name`` of a dataclass config, or of the argparse
    Namespace that fairseq keeps for legacy models (``arch``) and tasks (``task``)."""
    if section is None:
        return None
    if hasattr(section, "get"):
        return section.get("_name") or section.get(legacy_key)
    return getattr(section, "_name", None) or getattr(section, legacy_key, None)


def section_name(cfg, part: str):
    """The component name of a checkpoint config's ``model`` or ``task`` section (None if absent)."""
    return _component_name(cfg.get(part) if hasattr(cfg, "get") else None, "arch" if part == "model" else "task")


def _items(node) -> Iterator[Tuple[str, object]]:
    if isinstance(node, argparse.Namespace):
        return iter(vars(node).items())
    if isinstance(node, (dict, DictConfig)):
        return iter(node.items())
    return iter(())


def _names(node, kind, where: str) -> Iterator[Tuple[str, str, object]]:
    """(where, kind, name) for every component that ``node`` (a section of kind ``kind``, or
    None for a section that names no component) names, at any depth."""
    if isinstance(node, str) and kind is not None:
        yield where, kind, node  # a section given by name: fairseq's registries build it
        return
    children = dict(_items(node))
    if kind is not None and children.get("_name") is not None:
        yield f"{where}._name", kind, children["_name"]
    if kind == "model" and "_name" not in children and "arch" not in children and len(children) == 1:
        (only, value), = children.items()
        if isinstance(value, (dict, DictConfig, argparse.Namespace)):
            yield f"{where}.{only}", kind, only  # build_model's nested form: {"wav2vec2": {...}}
    for key, value in children.items():
        if key in NAME_KEYS and (value is None or isinstance(value, str)):
            if value is not None:
                yield f"{where}.{key}", NAME_KEYS[key], value
        elif isinstance(value, (dict, DictConfig, argparse.Namespace, list, ListConfig)):
            yield from _names(value, NAME_KEYS.get(key), f"{where}.{key}")
    if isinstance(node, (list, ListConfig)):
        for index, value in enumerate(node):
            yield from _names(value, None, f"{where}[{index}]")


def _interpolations(node, where: str) -> Iterator[str]:
    if isinstance(node, str):
        if "${" in node:
            yield where
    elif isinstance(node, (list, tuple)):
        for index, value in enumerate(node):
            yield from _interpolations(value, f"{where}[{index}]")
    else:
        for key, value in _items(node):
            yield from _interpolations(value, f"{where}.{key}")


def check_config(cfg, path: str) -> None:
    """Refuse a config that names a component outside ``allowed`` by any key, or holds an
    interpolation (module docstring)."""
    if cfg is None:
        return
    raw = OmegaConf.to_container(cfg, resolve=False) if OmegaConf.is_config(cfg) else cfg
    for where in _interpolations(raw, "cfg"):
        raise UntrustedCheckpointError(
            f"{path}: the checkpoint's config holds an interpolation at {where} ({_value(raw, where)!r}); "
            "fairseq-xl reads plain values only (an interpolation can copy your environment into the model)")
    for key, section in _items(raw):
        kind = key if key in REGISTRIES else None
        for where, what, name in _names(section, kind, f"cfg.{key}"):
            if not allowed(what, name):
                model = ARCH_MODEL_NAME_REGISTRY.get(name) if what == "model" and isinstance(name, str) else None
                named = f"{model!r} (architecture {name!r})" if model and model != name else repr(name)
                raise UntrustedCheckpointError(
                    f"{path}: the checkpoint's config names {what} {named}, which fairseq-xl does not load ({where}): "
                    f"only its own and fairseq's {', '.join(FAIRSEQ_ALLOWED[what])} (fairseq builds what a config "
                    "names, and some builders run config strings as code)")


def _value(raw, where: str):
    node = raw
    for part in where.split(".")[1:]:
        name, _, index = part.partition("[")
        node = dict(_items(node)).get(name) if name else node
        if index:
            node = node[int(index.rstrip("]"))]
    return node


def literal(value):
    """A config string as a Python literal, never as code."""
    try:
        return ast.literal_eval(value)
    except (ValueError, SyntaxError) as error:
        raise UntrustedCheckpointError(f"config value {value!r} is not a Python literal; fairseq-xl does not "
                                       "evaluate config strings as code") from error


_fairseq_eval_str_list, _fairseq_eval_str_dict, _fairseq_eval_bool = (
    utils.eval_str_list, utils.eval_str_dict, utils.eval_bool)


def eval_str_list(x, type=float):
    """fairseq's, given the string already read as a literal (it evaluates strings only)."""
    return _fairseq_eval_str_list(literal(x) if isinstance(x, str) else x, type)


def eval_str_dict(x, type=dict):
    return _fairseq_eval_str_dict(literal(x) if isinstance(x, str) else x, type)


def eval_bool(x, default=False):
    """fairseq's semantics (a non-string gives the default), literals only (fairseq's own
    cannot take a parsed value: it would give the default for it)."""
    if x is None or not isinstance(x, str):
        return default
    return bool(literal(x))


_load_checkpoint_to_cpu = checkpoint_utils.load_checkpoint_to_cpu


def load_checkpoint_to_cpu(path, arg_overrides=None, load_on_all_ranks=False):
    """fairseq's reader, then ``check_config`` before anything is built from the state, then the
    caller's overrides (a BPE or tokenizer the caller names replaces the checkpoint's). A file
    torch cannot read (truncated, not a checkpoint) stops naming it: torch's own errors do not;
    so does one whose weights are not finite (naming the weight). The weights are counted for
    ``model_size``, which refuses a config asking for more parameters than they hold."""
    unreadable = f"{path}: not a readable checkpoint (truncated, or not written by fairseq?): "
    if os.path.isfile(path) and not zipfile.is_zipfile(path):
        with open(path, "rb") as handle:
            if handle.read(1) != b"\x80":  # a legacy (torch < 1.6) checkpoint is a pickle: PROTO first
                raise CheckpointReadError(unreadable + "neither the zip archive torch.save writes nor a legacy pickle")
    try:
        state = _load_checkpoint_to_cpu(path, None, load_on_all_ranks)
    except pickle.UnpicklingError as error:
        raise pickle.UnpicklingError(f"{path}: {error}") from error
    except (RuntimeError, EOFError, KeyError) as error:
        reason = (str(error).splitlines() or [""])[0]
        raise CheckpointReadError(f"{unreadable}{type(error).__name__}: {reason}") from error
    cfg = state.get("cfg")
    check_config(cfg, str(path))
    for name, tensor in (state.get("model") or {}).items():
        if torch.is_tensor(tensor) and tensor.is_floating_point() and not bool(torch.isfinite(tensor).all()):
            bad = int((~torch.isfinite(tensor)).sum())
            raise CheckpointReadError(f"{path}: weight {name} holds {bad} non-finite values (inf or nan) of "
                                      f"{tensor.numel()}: the run that saved it diverged; use an earlier checkpoint")
    model_size.note_checkpoint(str(path), state)
    if cfg is not None and arg_overrides:
        with open_dict(cfg):
            for key in CALLER_CHOOSES:
                if key in arg_overrides and key in cfg:
                    cfg[key] = None
        overwrite_args_by_name(cfg, arg_overrides)
    task = section_name(cfg, "task") if cfg is not None else None
    version.report(state, str(path), isinstance(task, str) and _ours(TASK_REGISTRY, task))
    return state


def _patch_everywhere(original, replacement) -> None:
    """Put ``replacement`` wherever a loaded module holds ``original`` by name (``from fairseq.utils
    import eval_bool`` made a copy of the name that patching ``fairseq.utils`` does not reach);
    modules imported later take the patched name from ``fairseq.utils``."""
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", None) in (None, __name__):  # this module keeps fairseq's, which it wraps
            continue
        for name, value in list(getattr(module, "__dict__", {}).items()):
            if value is original:
                setattr(module, name, replacement)


checkpoint_utils.load_checkpoint_to_cpu = load_checkpoint_to_cpu
for _original, _replacement in ((_fairseq_eval_str_list, eval_str_list), (_fairseq_eval_str_dict, eval_str_dict),
                                (_fairseq_eval_bool, eval_bool)):
    _patch_everywhere(_original, _replacement)
