"""What every conversion of ``fairseq_xl.convert`` (and the Hugging Face import) shares: the target
model built by fairseq's own parser and builders from fairseq-train flags, the flags' values checked
where they come from a received config, and the mapped weights loaded strictly and saved as a
checkpoint that fairseq's tools read."""
from typing import Dict, List

from fairseq import checkpoint_utils, options, tasks, utils
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from omegaconf import OmegaConf, open_dict
from torch import Tensor

from fairseq_xl.guards.errors import InputError, WrongCheckpointError
from fairseq_xl.version import task_state


def check_flag_values(sizes: Dict[str, object], activation, what: str) -> None:
    """Values read from a received config that go onto a command line: each size a positive integer,
    the activation one of fairseq's; else one line naming ``what`` gives which."""
    for name, value in sizes.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise InputError(f"{what} gives {name} {value!r}: not a positive integer")
    if activation not in utils.get_available_activation_fns():
        raise InputError(f"{what} gives activation {activation!r}: not one of fairseq's "
                         f"({', '.join(utils.get_available_activation_fns())})")


def build_from_flags(arguments: List[str]):
    """fairseq's own config and model from fairseq-train's ``arguments``, by its parser and builders."""
    parser = options.get_training_parser()
    cfg = convert_namespace_to_omegaconf(options.parse_args_and_arch(parser, arguments))
    task = tasks.setup_task(cfg.task)
    return cfg, task.build_model(cfg.model)


def check_shapes(mapped: Dict[str, Tensor], own: Dict[str, Tensor], where: str) -> None:
    """Every mapped weight has the shape of the model's weight of its name, or one line names the first three
    that do not (the source's shape first): a received file whose weights do not fit its config."""
    wrong = [f"{key}: {tuple(value.shape)} given, {tuple(own[key].shape)} in the model" for key, value in mapped.items()
             if key in own and value.shape != own[key].shape]
    if wrong:
        raise WrongCheckpointError(f"{where}: weights that do not fit: {'; '.join(wrong[:3])}")


def fill_and_save(cfg, model, mapped: Dict[str, Tensor], history: list, path: str) -> None:
    """Load ``mapped`` strictly over every weight of ``model`` (only fairseq's version
    buffers may stay) and save a checkpoint of it (with the source's training history, or a
    new one at update 0, which fairseq's loader expects; --reset-optimizer ignores it)."""
    state = model.state_dict()
    unmapped = sorted(key for key in state if key not in mapped and not key.endswith(".version"))
    unknown = sorted(key for key in mapped if key not in state)
    if unmapped or unknown:
        raise RuntimeError(f"the conversion left {unmapped[:5]} unfilled and {unknown[:5]} unused")
    state.update(mapped)
    model.load_state_dict(state, strict=True)
    with open_dict(cfg):
        cfg.task.data = "."
    checkpoint_utils.torch_persistent_save(
        {"cfg": OmegaConf.to_container(cfg, resolve=True), "args": None, "model": model.state_dict(),
         "optimizer_history": history or [{"criterion_name": cfg.criterion._name, "optimizer_name": "none",
                                            "lr_scheduler_state": {"best": None}, "num_updates": 0}],
         "extra_state": {}, "task_state": task_state(),
         "last_optimizer_state": None}, path)
