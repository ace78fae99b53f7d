"""A checkpoint's config is checked before fairseq builds anything from it.

``weights_only`` loading (``guards/weights_only``) refuses pickled code, but a checkpoint's config is plain
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
- no config string reaches ``eval``: every ``eval`` of fairseq's reads a literal (``no_eval``).

A BPE or tokenizer the caller asks for (``from_pretrained(..., bpe="sentencepiece")``) replaces
the one the checkpoint's config names, as the caller expects, instead of being overridden by it.
"""
import argparse
from typing import Iterator, Tuple

from fairseq import checkpoint_utils
from fairseq.file_io import PathManager
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
from fairseq_xl.guards import config_types, model_size, received
from fairseq_xl.guards.received import PATH_FIELDS
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, CheckpointReadError, UntrustedCheckpointError

# fairseq's own components a fairseq-xl checkpoint may name besides the plugin's: those its
# workflows produce or fine-tune (VECO's plug-out RoBERTa and plug-in Transformer, the MLM
# baselines, downstream tasks (multiple choice: sentence_ranking, whose criterion writes its
# predictions to a file: a checkpoint's own is dropped, PATH_FIELDS), MARGE's loss; the task of
# fairseq's XLM-R release, which its 2019 files name: multilingual_masked_lm) and the optimizers,
# schedules, scorers, BPEs and tokenizers of their configs. None of them evaluates a config
# string but through fairseq's (patched) evaluators; no BPE here fetches files (gpt2 and
# hf_byte_bpe download theirs).
FAIRSEQ_ALLOWED = {
    "model": ("roberta", "transformer"),
    "task": ("masked_lm", "multilingual_masked_lm", "translation", "sentence_prediction", "sentence_ranking"),
    "criterion": ("cross_entropy", "masked_lm", "sentence_prediction", "sentence_ranking",
                  "label_smoothed_cross_entropy"),
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


def _drop_paths(section, overrides: dict, where: str):
    """Set every file field (``PATH_FIELDS``) of ``section`` that the caller does not give to None:
    nothing a checkpoint's config names is opened, read or fetched."""
    items = vars(section) if isinstance(section, argparse.Namespace) else section if isinstance(section, dict) else {}
    for key, value in list(items.items()):
        if key in PATH_FIELDS and value is not None and key not in overrides:
            items[key] = None
        elif isinstance(value, (dict, argparse.Namespace)):
            _drop_paths(value, overrides, f"{where}.{key}")


def load_checkpoint_to_cpu(path, arg_overrides=None, load_on_all_ranks=False):
    """fairseq's reader, with the gate first: the file read once as plain, checked data
    (``received.read_checkpoint``), its config checked (``check_config``) and its sizes bounded
    by its weights (``model_size.check_sizes``) before fairseq converts a legacy config or builds
    anything; then fairseq's own steps (the config made an OmegaConf object, old states upgraded)
    and the caller's overrides (a BPE or tokenizer the caller names replaces the checkpoint's; no
    file field of the checkpoint's own is kept: ``PATH_FIELDS``)."""
    local = PathManager.get_local_path(path)
    state = received.read_checkpoint(local)
    weights = state.get("model") or {}
    stored = received.stored_elements(weights)
    for name, config in (("cfg", state.get("cfg")), ("args", state.get("args"))):
        if config is not None:
            check_config({name: config} if name == "args" else config, str(path))
            section = config.get("model") if name == "cfg" else config
            model_size.check_sizes(section, str(path), f"{name}.model" if name == "cfg" else name, stored,
                                   len(weights))
            parts = {"args": config} if name == "args" else {  # a legacy Namespace holds every section's fields
                f"cfg.{key}": config.get(key) for key in ("model", "criterion", *CALLER_CHOOSES)}
            for where, part in parts.items():
                _drop_paths(part, arg_overrides or {}, where)
    model_size.note_checkpoint(str(path), stored)
    if state.get("cfg") is not None:
        config_types.check_types(state["cfg"], str(path))
        state["cfg"] = OmegaConf.create(state["cfg"], flags={"allow_objects": True})
    legacy = state.get("args") is not None and state.get("cfg") is None
    try:
        state = checkpoint_utils._upgrade_state_dict(state)
    except Exception as error:  # noqa: BLE001  (fairseq's conversion of checked, plain values; any failure is the file's)
        raise CheckpointReadError(f"{path}: its {'legacy (argparse) ' if legacy else ''}config could not be "
                                  f"converted: {type(error).__name__}: {(str(error).splitlines() or [''])[0][:200]}"
                                  ) from error
    cfg = state.get("cfg")
    if legacy and cfg is not None:
        config_types.check_types(OmegaConf.to_container(cfg, resolve=False), str(path))
    if cfg is not None and arg_overrides:
        with open_dict(cfg):
            for key in CALLER_CHOOSES:
                if key in arg_overrides and key in cfg:
                    cfg[key] = None
        overwrite_args_by_name(cfg, arg_overrides)
    if legacy and arg_overrides:  # fairseq converts a legacy config again from ``args`` (load_model_ensemble_and_task)
        for key, value in arg_overrides.items():
            setattr(state["args"], key, value)
    task = section_name(cfg, "task") if cfg is not None else None
    version.report(state, str(path), isinstance(task, str) and _ours(TASK_REGISTRY, task))
    return state


_load_model_ensemble_and_task = checkpoint_utils.load_model_ensemble_and_task


def load_model_ensemble_and_task(filenames, arg_overrides=None, task=None, *args, **kwargs):
    """fairseq's, the model of each checkpoint counted before it is built (``model_size.counted``: a
    task the caller gives, as fairseq-generate and -validate do, or the one fairseq sets up from the
    checkpoint), with weights that do not fit the model their config describes (a shape, a missing
    or an unexpected weight) named in one line instead of torch's list of every mismatch, and a
    value the plugin's checks refuse (a flag's range, a language) given with the file's name."""
    try:
        return _load_model_ensemble_and_task(filenames, arg_overrides,
                                             model_size.counted(task) if task is not None else None, *args, **kwargs)
    except CHECKPOINT_ERRORS:
        raise
    except ValueError as error:  # a check of the plugin's on a value of the config (flag_checks, a task's)
        raise UntrustedCheckpointError(f"{', '.join(map(str, filenames))}: its config: "
                                       f"{(str(error).splitlines() or [''])[0][:300]}") from error
    except RuntimeError as error:
        lines = [line.strip() for line in str(error).splitlines() if line.strip()]
        if not lines or not lines[0].startswith("Error(s) in loading state_dict"):
            raise
        detail = lines[1] if len(lines) > 1 else lines[0]
        raise CheckpointReadError(f"{', '.join(map(str, filenames))}: its weights do not fit the model its config "
                                  f"describes ({detail[:300]})") from error


checkpoint_utils.load_checkpoint_to_cpu = load_checkpoint_to_cpu
checkpoint_utils.load_model_ensemble_and_task = load_model_ensemble_and_task
