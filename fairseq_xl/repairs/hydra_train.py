"""What importing the plugin changes in ``fairseq-hydra-train`` (docs/hydra.md). The plugin is imported inside
``fairseq_cli.train.main`` (``common.user_dir``), just before that calls ``add_defaults``; it wraps that
``add_defaults`` to do three things first, and says a refusal in one line:

1. **Build the architecture the config names.** fairseq's Hydra path fills ``cfg.model`` with the model
   dataclass's defaults before ``build_model`` calls the architecture's function, which then finds every size
   set and changes nothing: ``model: {_name: xlm_e_small}`` built ``xlm_e``'s defaults, 118M parameters
   instead of 1.8M (the quickstart's 4,040 pieces), without a word (fairseq's own dataclass models met the
   same on the command line until 0.10.2: fairseq issue #3097). The plugin architecture's function now runs
   first, on the fields the config gives: its sizes become the defaults and the config's own values win, as
   flags win over ``--arch``. fairseq's own models are left as fairseq builds them.
2. **Say where the run is.** A config of one's own (``--config-name``) replaces fairseq's ``config.yaml``
   and with it ``hydra.run.dir: .``, so Hydra runs the job in ``outputs/DATE/TIME`` (unless the config sets
   ``hydra.job.chdir: false``), and relative paths
   (``task.data``, ``checkpoint.save_dir``) are read from there: the first error was "data-bin/dict.txt: no
   dictionary". A warning names both folders and the line that keeps the run where it was started (with ``-m``,
   where each job of a sweep has a folder of its own: absolute paths).
3. **Stop float16 without a GPU at once**, as ``fairseq-train --fp16`` does (``precision_flags``): ``common.fp16``
   on the CPU built the model and the data, then failed in fairseq's optimizer ("Torch not compiled with CUDA
   enabled").
4. **A refusal in one line.** Hydra runs the job inside a handler of its own, which printed the plugin's refusals
   (``guards.errors.REFUSALS``: ``task.mask_prob=1.5``, a data-bin without ``dict.txt``) as a traceback of 25
   lines, where ``fairseq-train`` prints one (``guards.one_line``, whose hook Hydra's handler never reaches). Where
   Hydra reads a failed job's result (``JobReturn.return_value``) and finds a refusal, it is now printed as
   ``fairseq-hydra-train: error: MESSAGE``, each ``--flag`` of it as the config names it (``task.mask_prob``), and
   the process exits with status 1. ``HYDRA_FULL_ERROR=1`` keeps Hydra's traceback.
"""
import functools
import logging
import os
import re
import sys
from typing import Callable, Optional

from fairseq.dataclass import initialize
from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_NAME_REGISTRY, MODEL_REGISTRY
from hydra.core.hydra_config import HydraConfig
from hydra.core.utils import JobReturn, JobStatus
from hydra.types import RunMode
from omegaconf import DictConfig, OmegaConf, open_dict

from fairseq_xl.guards.errors import REFUSALS
from fairseq_xl.guards.one_line import say
from fairseq_xl.repairs.precision_flags import refuse_half_without_gpu

logger = logging.getLogger(__name__)


def named_architecture(cfg: DictConfig) -> None:
    """Apply to ``cfg.model`` the function of the plugin architecture its ``_name`` names (``xlm_e_small``, not
    the model's own name ``xlm_e``), where only the config's own fields are set."""
    model = cfg.get("model")
    name = model if isinstance(model, str) else getattr(model, "_name", None) if model is not None else None
    owner = ARCH_MODEL_NAME_REGISTRY.get(name)
    if owner is None or owner == name or not MODEL_REGISTRY[owner].__module__.startswith("fairseq_xl."):
        return
    with open_dict(cfg):
        if isinstance(model, str):
            cfg.model = {"_name": name}
        ARCH_CONFIG_REGISTRY[name](cfg.model)


_said = set()


def moved_run() -> None:
    """A warning (once) where Hydra runs the job in another folder than the one it was started in."""
    if not HydraConfig.initialized():
        return
    started = HydraConfig.get().runtime.cwd
    if started and os.path.realpath(started) != os.path.realpath(os.getcwd()) and started not in _said:
        _said.add(started)
        remedy = ("give task.data as an absolute path (each job of a sweep keeps its checkpoints in its own folder)"
                  if HydraConfig.get().mode == RunMode.MULTIRUN else "to run where it starts, put `hydra: {job: "
                  "{chdir: false}}` in the config (or `hydra: {run: {dir: .}}`, as fairseq's own config.yaml does)")
        logger.warning(f"fairseq-hydra-train runs in {os.getcwd()} (Hydra's run folder), not in {started} where "
                       f"it was started: relative paths (task.data, checkpoint.save_dir) are read from there; {remedy}")


COMPONENTS = {"task": "task", "arch": "model", "criterion": "criterion", "optimizer": "optimizer",
              "lr-scheduler": "lr_scheduler"}  # the flags that name a group's component: its ``_name``


def config_names(cfg: Optional[DictConfig]) -> Callable[[str], str]:
    """A message's flags (``--mask-prob``) as ``cfg`` names them (``task.mask_prob``): the group that has the field,
    the one that sets it where others take it by interpolation (``${task.tokens_per_sample}``); a flag that no group,
    or several, set stays as it is. A component's flag (``--arch``) is its group's ``_name`` (``model._name``)."""
    groups = OmegaConf.to_container(cfg, resolve=False) if isinstance(cfg, DictConfig) else {}

    def name(match: re.Match) -> str:
        if match.group(1) in COMPONENTS:
            return f"{COMPONENTS[match.group(1)]}._name"
        field = match.group(1).replace("-", "_")
        owners = [group for group, fields in groups.items() if isinstance(fields, dict) and field in fields]
        setting = [group for group in owners if not str(groups[group][field]).startswith("${")] or owners
        return f"{setting[0]}.{field}" if len(setting) == 1 else match.group(0)
    return lambda text: re.sub(r"(?<![\w-])--([a-z][a-z0-9-]*)", name, text)


_job = {}  # the config of the job in this process, as add_defaults completed it


def _said_in_one_line(return_value: property) -> property:
    """``JobReturn.return_value``, saying a failed job's refusal in one line and exiting with status 1."""
    @functools.wraps(return_value.fget)
    def getter(job: JobReturn):
        error = job._return_value
        if job.status == JobStatus.FAILED and isinstance(error, REFUSALS) and not os.environ.get("HYDRA_FULL_ERROR"):
            say(error, config_names(_job.get("config", job.cfg)))
            sys.exit(1)
        return return_value.fget(job)
    getter.fairseq_xl_hydra = True
    return property(getter, return_value.fset)


def _before_defaults(add_defaults):
    @functools.wraps(add_defaults)
    def wrapper(cfg, *rest, **kwargs):
        if HydraConfig.initialized():  # the command line's flags were checked when they were converted
            refuse_half_without_gpu(cfg.common, lambda name: f"common.{name}")
        moved_run()
        named_architecture(cfg)
        done = add_defaults(cfg, *rest, **kwargs)
        _job["config"] = cfg
        return done
    wrapper.fairseq_xl_hydra = True
    return wrapper


if not getattr(JobReturn.return_value.fget, "fairseq_xl_hydra", False):
    JobReturn.return_value = _said_in_one_line(JobReturn.return_value)


for _module in (initialize, sys.modules.get("fairseq_cli.train"), sys.modules.get("__main__")):
    _add = getattr(_module, "add_defaults", None)
    if _add is not None and not getattr(_add, "fairseq_xl_hydra", False):
        _module.add_defaults = _before_defaults(_add)
