"""A checkpoint's config is checked before fairseq builds anything from it.

``weights_only`` loading (``compat``) refuses pickled code, but a checkpoint's config is plain
strings, and fairseq turns those into code: it builds whatever model and task the config
names, and some of its builders ``eval`` config strings (wav2vec2's ``conv_feature_layers``,
fconv's layer lists, ``utils.eval_str_list`` for the transformer's adaptive softmax cutoffs,
...). So a crafted checkpoint ran commands in ``fairseq-generate``, ``fairseq-validate``, the
hub interfaces and our evaluation scripts.

Importing fairseq_xl (which ``--user-dir`` does before fairseq reads a checkpoint) wraps
fairseq's one checkpoint reader, ``checkpoint_utils.load_checkpoint_to_cpu``, through which
``--restore-file``, ``fairseq-generate``/``-validate``/``-interactive``, ``from_pretrained``
and every script of ours load: the config's model (by architecture or model name) and task
must be ones this plugin registers or in ``FAIRSEQ_MODELS`` / ``FAIRSEQ_TASKS``, else the
load stops naming the file and the name. And fairseq's config evaluators (``eval_str_list``,
``eval_str_dict``, ``eval_bool``) read Python literals only (``ast.literal_eval``), so no config
string of an allowed model reaches ``eval``.
"""
import ast
import os
import pickle
import zipfile

from fairseq import checkpoint_utils, utils
from fairseq.models import ARCH_MODEL_NAME_REGISTRY, MODEL_REGISTRY
from fairseq.tasks import TASK_REGISTRY

from fairseq_xl import version

# fairseq's own components that fairseq-xl's workflows produce or fine-tune (VECO's plug-out
# RoBERTa and plug-in Transformer, fairseq's baselines and downstream tasks).
FAIRSEQ_MODELS = ("roberta", "transformer")
FAIRSEQ_TASKS = ("masked_lm", "translation", "sentence_prediction")


class UntrustedCheckpointError(ValueError):
    pass


class CheckpointReadError(RuntimeError):
    pass


def _ours(registry, name: str) -> bool:
    return name in registry and registry[name].__module__.startswith("fairseq_xl.")


def _component_name(section, legacy_key: str):
    """A config section's component name: ``_name`` of a dataclass config, or of the argparse
    Namespace that fairseq keeps for legacy models (``arch``) and tasks (``task``)."""
    if section is None:
        return None
    if hasattr(section, "get"):
        return section.get("_name")
    return getattr(section, "_name", None) or getattr(section, legacy_key, None)


def section_name(cfg, part: str):
    """The component name of a checkpoint config's ``model`` or ``task`` section (None if absent)."""
    return _component_name(cfg.get(part) if hasattr(cfg, "get") else None, "arch" if part == "model" else "task")


def check_config(cfg, path: str) -> None:
    """Refuse a checkpoint whose config names a model or task outside the allowed ones."""
    if cfg is None:
        return
    for part, registry, allowed in (("model", MODEL_REGISTRY, FAIRSEQ_MODELS), ("task", TASK_REGISTRY, FAIRSEQ_TASKS)):
        name = section_name(cfg, part)
        if name is None:
            continue
        if part == "model":
            name = ARCH_MODEL_NAME_REGISTRY.get(name, name)
        if not isinstance(name, str) or not (name in allowed or _ours(registry, name)):
            raise UntrustedCheckpointError(
                f"{path}: the checkpoint's config names {part} {name!r}, which fairseq-xl does not load: only its "
                f"own {part}s and fairseq's {', '.join(allowed)} (fairseq builds what a config names, and some "
                "builders run config strings as code)")


def literal(value):
    """A config string as a Python literal, never as code."""
    try:
        return ast.literal_eval(value)
    except (ValueError, SyntaxError) as error:
        raise UntrustedCheckpointError(f"config value {value!r} is not a Python literal; fairseq-xl does not "
                                       "evaluate config strings as code") from error


_fairseq_eval_str_list, _fairseq_eval_str_dict = utils.eval_str_list, utils.eval_str_dict


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
    """fairseq's reader, then ``check_config`` before anything is built from the state. A file
    torch cannot read (truncated, not a checkpoint) stops naming it: torch's own errors do not."""
    unreadable = f"{path}: not a readable checkpoint (truncated, or not written by fairseq?): "
    if os.path.isfile(path) and not zipfile.is_zipfile(path):
        with open(path, "rb") as handle:
            if handle.read(1) != b"\x80":  # a legacy (torch < 1.6) checkpoint is a pickle: PROTO first
                raise CheckpointReadError(unreadable + "neither the zip archive torch.save writes nor a legacy pickle")
    try:
        state = _load_checkpoint_to_cpu(path, arg_overrides, load_on_all_ranks)
    except pickle.UnpicklingError as error:
        raise pickle.UnpicklingError(f"{path}: {error}") from error
    except (RuntimeError, EOFError, KeyError) as error:
        reason = (str(error).splitlines() or [""])[0]
        raise CheckpointReadError(f"{unreadable}{type(error).__name__}: {reason}") from error
    cfg = state.get("cfg")
    check_config(cfg, str(path))
    task = section_name(cfg, "task") if cfg is not None else None
    version.report(state, str(path), isinstance(task, str) and _ours(TASK_REGISTRY, task))
    return state


checkpoint_utils.load_checkpoint_to_cpu = load_checkpoint_to_cpu
utils.eval_str_list = eval_str_list
utils.eval_str_dict = eval_str_dict
utils.eval_bool = eval_bool
