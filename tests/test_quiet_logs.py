"""What the plugin takes out of fairseq's logs (``fairseq_xl/repairs/quiet_warnings.py``) takes nothing
else: the trainer's catalogue of shared parameters still lists a real tie, without the absent biases
of bias-free projections (which fairseq catalogued as one parameter shared by all of them). Hydra's
DEBUG lines: ``tests/test_marge_cli.py`` reads fairseq-generate's output."""
from fairseq import trainer
from torch import nn

import fairseq_xl  # noqa: F401


def test_a_real_tie_is_catalogued_and_absent_biases_are_not():
    model = nn.Module()
    model.first, model.second = nn.Linear(4, 4, bias=False), nn.Linear(4, 4, bias=False)
    model.tied = nn.Linear(4, 4)
    model.tied.weight = model.first.weight
    assert trainer._catalog_shared_params(model) == [["first.weight", "tied.weight"]]

