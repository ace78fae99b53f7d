"""Silence the warnings that fairseq 0.12's own calls raise on every command with today's
Hydra, torch and CPU-only machines: they concern fairseq's code, which the user cannot change,
and bury the log's first screen (five Hydra deprecation notices, torch's FutureWarning about
fairseq's ``torch.cuda.amp.autocast`` call, DataLoader's ``pin_memory`` notice on the CPU).
Each filter matches one message exactly; every other warning is shown as before. The plugin is
imported (``--user-dir``) before fairseq composes its Hydra config, so the filters are in place
when those warnings would be raised.

Two log lines go the same way: Hydra's ``DEBUG:hydra.core.utils:Setting JobRuntime`` lines that
``fairseq-generate`` prints (Hydra's logger is set to INFO), and fairseq's trainer's "detected shared
parameter" lines for the absent bias of every bias-free projection (XLNet's 19: fairseq catalogues
``None`` as one parameter shared by all of them). The trainer's catalogue is left without that
``None`` entry, so real shared parameters are still listed and tied again on the device, as before.
"""
import functools
import logging
import warnings

from fairseq import trainer

FAIRSEQ_INTERNAL = (
    r"hydra\.experimental\.(initialize|compose)\(\) is no longer experimental",
    r"\s*The version_base parameter is not specified",
    r"In '\w+': Usage of deprecated keyword in package header '# @package _group_'",
    r"\s*'\w+' is validated against ConfigStore schema with the same name",
    r"\s*The strict flag in the compose API is deprecated",
    r"`torch\.cuda\.amp\.autocast\(args\.\.\.\)` is deprecated",
    r"'pin_memory' argument is set as true but no accelerator is found",
)

for message in FAIRSEQ_INTERNAL:
    warnings.filterwarnings("ignore", message=message)

logging.getLogger("hydra").setLevel(logging.INFO)


def _without_absent_parameters(catalog):
    @functools.wraps(catalog)
    def wrapper(module, memo=None, prefix=""):
        groups = catalog(module, memo, prefix)
        if groups is None:  # an inner call of the recursion
            return groups
        return [paths for paths in groups
                if functools.reduce(lambda owner, name: getattr(owner, name), paths[0].split("."), module) is not None]
    return wrapper


trainer._catalog_shared_params = _without_absent_parameters(trainer._catalog_shared_params)
