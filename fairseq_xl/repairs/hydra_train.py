"""What importing the plugin changes in ``fairseq-hydra-train`` (docs/hydra.md). The plugin is imported inside
``fairseq_cli.train.main`` (``common.user_dir``), just before that calls ``add_defaults``; it wraps that
``add_defaults`` to do three things first:

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
"""
import functools
import logging
import os
import sys

from fairseq.dataclass import initialize
from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_NAME_REGISTRY, MODEL_REGISTRY
from hydra.core.hydra_config import HydraConfig
from hydra.types import RunMode
from omegaconf import DictConfig, open_dict

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


def _before_defaults(add_defaults):
    @functools.wraps(add_defaults)
    def wrapper(cfg, *rest, **kwargs):
        if HydraConfig.initialized():  # the command line's flags were checked when they were converted
            refuse_half_without_gpu(cfg.common, lambda name: f"common.{name}")
        moved_run()
        named_architecture(cfg)
        return add_defaults(cfg, *rest, **kwargs)
    wrapper.fairseq_xl_hydra = True
    return wrapper


for _module in (initialize, sys.modules.get("fairseq_cli.train"), sys.modules.get("__main__")):
    _add = getattr(_module, "add_defaults", None)
    if _add is not None and not getattr(_add, "fairseq_xl_hydra", False):
        _module.add_defaults = _before_defaults(_add)
