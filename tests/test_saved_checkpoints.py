"""Checkpoints written before the package was regrouped (main at f898d5f, one per method, made by
tests/data/checkpoints_f898d5f/make.sh: 2 updates of a tiny model, no optimizer state) still load:
fairseq finds every task, model and criterion by its registered name, and the plugin's guards
accept their configs. A later change of a name, a config field or a parameter fails here."""
import pytest
import torch
from fairseq import checkpoint_utils

from conftest import REPO

SAVED = REPO / "tests/data/checkpoints_f898d5f"
MODELS = {"xlm_e": ("XLMEModel", 39519), "xlnet": ("XLNetModel", 26360), "veco": ("VECOModel", 38136),
          "marge": ("MargeModel", 112161)}


@pytest.mark.parametrize("method", sorted(MODELS))
def test_a_checkpoint_of_f898d5f_loads_strictly(method):
    folder = SAVED / method
    models, cfg, task = checkpoint_utils.load_model_ensemble_and_task([str(folder / "checkpoint.pt")],
                                                                      arg_overrides={"data": str(folder)})
    model = models[0]
    name, parameters = MODELS[method]
    assert type(model).__name__ == name
    assert sum(parameter.numel() for parameter in model.parameters()) == parameters
    saved = torch.load(folder / "checkpoint.pt", weights_only=True)["model"]
    assert set(model.state_dict()) == set(saved)
    for key, tensor in model.state_dict().items():
        assert torch.equal(tensor, saved[key]), key
