"""``fairseq-train``'s ``--save-dir`` is checked when training starts (fairseq's
``checkpoint_utils.load_checkpoint``, which decides where to continue from):

- fairseq's unfinished saves there are what a killed save left (fairseq writes ``NAME.tmp`` and
  renames it over ``NAME``; ``kill -9`` or a full disk in between leaves the ``.tmp``): each is
  named in the log and removed, as it is never a complete checkpoint. Only the names fairseq
  writes (``checkpoint*.pt.tmp``, matched literally in the folder's listing, never as a glob of the
  folder's name) and only regular files: a user's ``notes.tmp`` stays;
- fairseq continues silently from the folder's ``checkpoint_last.pt``. When that checkpoint was
  written by another configuration (another task, model architecture or size), the run stops,
  naming the differences: choose another ``--save-dir``, or say that you mean to start from those
  weights (``--restore-file PATH``, or ``--reset-optimizer`` and the other resets). The file is read
  once, for this check and for the trainer's load (``received.held``).

Both apply to a configuration whose ``save_dir`` is a path; any other (fairseq's own unit tests
call ``load_checkpoint`` with mocked configurations and a patched ``os.path``) goes to fairseq's
function untouched.
"""
import logging
import os
import re

from fairseq import checkpoint_utils

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import received

logger = logging.getLogger(__name__)

SIZE_SUFFIXES = ("layers", "embed_dim", "attention_heads", "ffn_embed_dim")
UNFINISHED = re.compile(r"checkpoint[\w.\-]*\.pt\.tmp")  # the names fairseq's saves write, then rename


def _section(cfg, name):
    section = cfg.get(name) if hasattr(cfg, "get") else getattr(cfg, name, None)
    if section is None:
        return {}
    return dict(section.items()) if hasattr(section, "items") else dict(vars(section))


def differences(saved_cfg, cfg) -> list:
    """What the saved configuration's task and model differ in from the current one's: names and sizes."""
    found = []
    for part in ("task", "model"):
        saved, current = _section(saved_cfg, part), _section(cfg, part)
        keys = ["_name"] + sorted(key for key in set(saved) & set(current) if key.endswith(SIZE_SUFFIXES))
        for key in keys:
            if saved.get(key) != current.get(key):
                found.append(f"{part} {key}: {saved.get(key)!r} there, {current.get(key)!r} now")
    return found


def remove_unfinished(save_dir: str) -> None:
    """Remove fairseq's unfinished saves in ``save_dir``: regular files named as its saves' temporary
    files, matched in the folder's own listing (the folder's name is never a pattern)."""
    names = sorted(os.listdir(save_dir)) if os.path.isdir(save_dir) else []
    for name in filter(UNFINISHED.fullmatch, names):
        partial = os.path.join(save_dir, name)
        if os.path.isfile(partial) and not os.path.islink(partial):
            logger.warning(f"{partial}: an unfinished save (a run killed while writing); removed")
            os.remove(partial)


_fairseq_load_checkpoint = checkpoint_utils.load_checkpoint


def load_checkpoint(cfg, trainer, **passthrough_args):
    if not isinstance(getattr(cfg, "save_dir", None), (str, os.PathLike)):
        return _fairseq_load_checkpoint(cfg, trainer, **passthrough_args)
    remove_unfinished(cfg.save_dir)
    last = os.path.join(cfg.save_dir, f"checkpoint_last{trainer.checkpoint_suffix}.pt")
    resets = cfg.reset_optimizer or cfg.reset_lr_scheduler or cfg.reset_dataloader or cfg.reset_meters
    if not (cfg.restore_file == "checkpoint_last.pt" and not resets and os.path.isfile(last)):
        return _fairseq_load_checkpoint(cfg, trainer, **passthrough_args)
    with received.held(last):  # the file read once, for this check and for the trainer's load
        try:
            saved = received.read_checkpoint(last).get("cfg")
        except Exception:  # an unreadable or refused file: fairseq's reader reports it, naming the file
            saved = None
        found = differences(saved, trainer.cfg) if saved is not None else []
        if found:
            raise InputError(f"{last}: --save-dir holds checkpoints of another configuration ({'; '.join(found)}); "
                             "choose another --save-dir, or start from those weights on purpose with --restore-file "
                             "PATH or --reset-optimizer --reset-dataloader --reset-meters")
        return _fairseq_load_checkpoint(cfg, trainer, **passthrough_args)


checkpoint_utils.load_checkpoint = load_checkpoint
