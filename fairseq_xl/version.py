"""The package version, recorded in every checkpoint the plugin writes and compared when one is read.

fairseq-train saves ``task.state_dict()`` as the checkpoint's ``task_state``; every fairseq-xl
task (``tasks/joint_dictionary.py``) and every export script adds ``fairseq_xl_version`` there.
Reading a checkpoint (``checkpoint_config.load_checkpoint_to_cpu``) logs a warning when it was
written by another version, or by a fairseq-xl task before versions were recorded.
"""
import logging

__version__ = "0.1.0"
VERSION_KEY = "fairseq_xl_version"

logger = logging.getLogger(__name__)


def task_state() -> dict:
    """The ``task_state`` entry of a checkpoint written by this version."""
    return {VERSION_KEY: __version__}


def report(state: dict, path: str, written_by_plugin: bool) -> None:
    """Warn when the checkpoint at ``path`` comes from another fairseq-xl version."""
    saved = (state.get("task_state") or {}).get(VERSION_KEY)
    if saved is not None and saved != __version__:
        logger.warning(f"{path}: written by fairseq-xl {saved}; this is fairseq-xl {__version__} "
                       "(see CHANGELOG.md for what changed)")
    elif saved is None and written_by_plugin:
        logger.warning(f"{path}: written by a fairseq-xl task before versions were recorded (older than "
                       f"0.1.0); this is fairseq-xl {__version__} (see CHANGELOG.md for what changed)")
