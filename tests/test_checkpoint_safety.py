"""torch >= 2.6 loads checkpoints with weights_only=True. fairseq-xl allow-lists exactly the
types fairseq checkpoints need; a checkpoint that pickles anything else is refused before
any of it runs, on every path that loads one."""
import io
import os
import pickle

import pytest
import torch
from fairseq import checkpoint_utils
from fairseq.distributed import utils as distributed_utils

import fairseq_xl  # noqa: F401

from conftest import TRAIN_FLAGS, train, train_workers


class Payload:
    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return os.system, (f"touch {self.marker}",)


@pytest.fixture
def evil_checkpoint(tmp_path):
    marker = tmp_path / "pwned"
    path = tmp_path / "checkpoint_last.pt"
    torch.save({"model": {}, "cfg": None, "args": None, "extra": Payload(marker)}, path)
    return path, marker


def test_torch_load_refuses_payload(evil_checkpoint):
    path, marker = evil_checkpoint
    with pytest.raises(pickle.UnpicklingError, match="system"):
        torch.load(path, map_location="cpu")
    with pytest.raises(pickle.UnpicklingError):
        checkpoint_utils.load_model_ensemble_and_task([str(path)])
    assert not marker.exists()


def test_restore_file_refuses_payload(evil_checkpoint, data_bin, tmp_path):
    path, marker = evil_checkpoint
    done = train(data_bin, tmp_path / "run", "--task", "mrtd", "--restore-file", path, "--max-update", "2",
                 check=False)
    assert done.returncode != 0
    assert "Weights only load failed" in done.stderr and "system" in done.stderr
    assert not marker.exists()


def test_distributed_resume_state_round_trip(data_bin, tmp_path):
    """What rank 0 broadcasts on resume (a checkpoint whose cfg is a DictConfig) is read
    back by the other ranks with torch.load's defaults, as fairseq's
    _broadcast_object_slow does: allow-listed, it loads."""
    save_dir = tmp_path / "run"
    train(data_bin, save_dir, "--task", "mrtd", "--max-update", "2")
    state = checkpoint_utils.load_checkpoint_to_cpu(str(save_dir / "checkpoint_last.pt"))
    tensors = []
    buffer = io.BytesIO()
    torch.save(distributed_utils._split_tensors_from_obj(state, tensors), buffer)
    buffer.seek(0)
    loaded = distributed_utils._put_tensors_in_obj(torch.load(buffer, map_location="cpu"), tensors)
    assert loaded["cfg"].model.encoder_layers == state["cfg"].model.encoder_layers
    assert all(torch.equal(loaded["model"][key], value) for key, value in state["model"].items())


def test_two_process_cpu_training_and_resume(data_bin, tmp_path):
    """Two gloo ranks train, then resume from the checkpoint (rank 1 receives it by broadcast)."""
    save_dir = tmp_path / "dist"

    def launch(max_update):
        return train_workers(data_bin, save_dir, *TRAIN_FLAGS, "--task", "mrtd", "--max-update", max_update,
                             "--disable-validation")

    launch(6)
    outputs = launch(10)
    assert "Loaded checkpoint" in outputs[0] and "@ 6 updates)" in outputs[0], "fairseq logs on rank 0 only"
    assert "num_updates: 10 >= max_update: 10" in outputs[0]
