"""A task whose source and target share one dictionary, ``self.dictionary`` (every fairseq-xl
task: one SentencePiece vocabulary over all languages). It checks the ranges of its own flags
and of its model's and criterion's before using them (``fairseq_xl.guards.flag_checks``), and logs the
CPU threads torch uses (on a shared CPU, too many threads per process slow every job down).
Its checkpoints carry the package version (``fairseq_xl.version``). Its models are counted before
they are built (``fairseq_xl.guards.model_size``): a size no file or machine can hold is refused."""
import logging
import os

import torch
from fairseq.data import Dictionary
from fairseq.models import ARCH_MODEL_NAME_REGISTRY
from fairseq.tasks import FairseqTask

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import model_size
from fairseq_xl.optim import no_decay_adam
from fairseq_xl.guards.flag_checks import check_flags
from fairseq_xl.version import task_state

logger = logging.getLogger(__name__)


class JointDictionaryTask(FairseqTask):
    def __init__(self, cfg, dictionary: Dictionary):
        check_flags(cfg)
        logger.info(f"CPU threads per process: {torch.get_num_threads()} (OMP_NUM_THREADS="
                    f"{os.environ.get('OMP_NUM_THREADS', 'unset')}; on a shared CPU set it to cores / processes)")
        super().__init__(cfg)
        self.dictionary = dictionary

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return self.dictionary

    def max_positions(self):
        return self.cfg.tokens_per_sample

    def state_dict(self):
        """fairseq's task state (saved in every checkpoint as ``task_state``) with this package's version."""
        return {**super().state_dict(), **task_state()}

    # what the task trains: its model (fairseq's model name; --arch names one of its architectures)
    # and its criteria. A run that combines the task with another stops at start-up saying so.
    MODEL: str = ""
    CRITERIA: tuple = ()
    # whether the criterion may run the model once per objective of a batch, before one backward
    MIXES_OBJECTIVES: bool = False

    def _task_name(self) -> str:
        return getattr(self.cfg, "_name", None) or type(self).__name__

    def build_model(self, cfg, from_checkpoint=False):
        check_flags(cfg)
        arch = getattr(cfg, "_name", None) or getattr(cfg, "arch", None)
        model = ARCH_MODEL_NAME_REGISTRY.get(arch, arch)
        if self.MODEL and isinstance(model, str) and model != self.MODEL:
            archs = sorted(name for name, owner in ARCH_MODEL_NAME_REGISTRY.items() if owner == self.MODEL)
            raise InputError(f"--arch {arch} is a {model} model; --task {self._task_name()} trains {self.MODEL} "
                             f"models (--arch {', '.join(archs)})")
        if not from_checkpoint:  # a checkpoint's model is counted against its weights (model_size.counted)
            model_size.check_sizes(cfg if isinstance(cfg, dict) else dict(cfg.items()) if hasattr(cfg, "items")
                                   else cfg, "flags", f"--arch {arch}")
            count = model_size.parameter_count(lambda: super(JointDictionaryTask, self).build_model(cfg, False))
            model_size.check(count, False, f"--arch {arch}")
        model = no_decay_adam.mark(super().build_model(cfg, from_checkpoint))  # --optimizer adam_no_decay_norm_bias
        if self.MIXES_OBJECTIVES:
            # Under --ddp-backend fully_sharded fairseq wraps the returned model in fairscale's FSDP as
            # the root, which by default keeps its gathered weights from forward to backward and
            # stops when the model ran once per objective before the one backward ("expected to be
            # in states [IDLE] but current state is BACKWARD_POST", seen on an H200). fairscale's
            # ``wrap`` reads a module's ``wrapper_config``: this root gathers its weights again in
            # backward, as every inner FSDP module does (docs/gpu.md).
            model.wrapper_config = {"disable_reshard_on_root": False}
        return model

    def build_criterion(self, cfg):
        check_flags(cfg)
        name = getattr(cfg, "_name", None)
        if self.CRITERIA and isinstance(name, str) and name not in self.CRITERIA:
            raise InputError(f"--criterion {name} does not score --task {self._task_name()}; use --criterion "
                             f"{' or '.join(self.CRITERIA)}")
        return super().build_criterion(cfg)
