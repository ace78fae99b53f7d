"""A model built ``in_place()`` takes the weights of the state loaded into it: the hub's loads (evaluations, the
export) and the Hugging Face imports hold a model once, not beside a random initialisation
(``fairseq_xl/models/load_in_place.py``)."""
import contextlib
import ctypes
import os

import pytest
import torch
from torch import nn
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import hf_standin, peak_resident
from fairseq_xl import hub
from fairseq_xl.hf import import_xlmr
from fairseq_xl.models.load_in_place import in_place


class Tied(nn.Module):
    """An embedding, an output layer tied to it, and a buffer that no state holds."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(10, 4)
        self.out = nn.Linear(4, 10)
        self.out.weight = self.embed.weight
        self.register_buffer("positions", torch.arange(3), persistent=False)


def test_a_model_built_in_place_is_the_states_tensors():
    """Built in place, the parameters are the state's own tensors (no copy), tied ones stay one parameter, a state of
    another dtype is converted as torch's copy converts it, the buffers are built as ever; outside it, modules are
    built and loaded as always; a fake build (``guards.model_size``'s count) is left alone."""
    torch.manual_seed(0)
    reference = Tied()
    state = reference.state_dict()
    with in_place():
        model = Tied()
        with FakeTensorMode():
            Tied()
        assert model.embed.weight.is_meta and model.out.bias.is_meta and model.positions.tolist() == [0, 1, 2]
        model.load_state_dict(state)
    assert model.embed.weight.data_ptr() == state["embed.weight"].data_ptr() and model.out.weight is model.embed.weight
    assert model.out.bias.requires_grad and isinstance(model.out.bias, nn.Parameter)
    tokens = torch.tensor([1, 2, 3])
    assert torch.equal(model.out(model.embed(tokens)), reference.out(reference.embed(tokens)))
    with in_place():
        halved = Tied()
        halved.load_state_dict({key: value.half() for key, value in state.items()})
    assert halved.out.bias.dtype == torch.float32 and torch.equal(halved.out.bias, state["out.bias"].half().float())
    later = Tied()  # outside: built with values; loads copy, as ever
    later.load_state_dict(state)
    assert not later.embed.weight.is_meta and later.embed.weight.data_ptr() != state["embed.weight"].data_ptr()


def test_a_parameter_that_no_state_fills_is_named():
    """A parameter the state leaves out (a load that is not strict) is an error naming it, not a model with holes; a
    tensor of another shape is torch's error, naming the weight."""
    state = Tied().state_dict()
    with pytest.raises(RuntimeError, match=r"no state gave values to: Linear\.bias \(of 1\)"):
        with in_place():
            model = Tied()
            model.load_state_dict({key: value for key, value in state.items() if key != "out.bias"}, strict=False)
    with pytest.raises(RuntimeError, match=r"size mismatch for out\.bias"):
        with in_place():
            Tied().load_state_dict({**state, "out.bias": torch.zeros(11)})


def test_a_hub_load_holds_the_model_once(tmp_path, monkeypatch):
    """``hub.load_hub`` (the export's and every evaluation's load) of an imported XLM-R stand-in (2 x 1024, 106 MiB):
    its peak memory about once the checkpoint (the gate's read, which the model takes), where fairseq's build
    beside the read took twice; the features are the same bit for bit."""
    ctypes.CDLL(None).mallopt(-3, 128 * 1024)  # M_MMAP_THRESHOLD fixed: each weight freed goes back to the system
    torch.manual_seed(0)
    hf_standin().make_xlmr_release(str(tmp_path / "release"), 1000, 1000, num_hidden_layers=2, hidden_size=1024,
                                   num_attention_heads=8, intermediate_size=4096)
    import_xlmr.convert(str(tmp_path / "release"), str(tmp_path / "xlmr"))
    checkpoint, size = str(tmp_path / "xlmr" / "model.pt"), os.path.getsize(tmp_path / "xlmr" / "model.pt")
    tokens = torch.tensor([[0, 10, 20, 30, 2]])
    taken, once = peak_resident(lambda: hub.load_hub(checkpoint, str(tmp_path / "xlmr")), size)
    features = taken.extract_features(tokens)
    assert not any(parameter.is_meta for parameter in taken.model.parameters())
    del taken
    monkeypatch.setattr(hub, "in_place", contextlib.nullcontext)  # built, then copied into
    copied, twice = peak_resident(lambda: hub.load_hub(checkpoint, str(tmp_path / "xlmr")), size)
    assert torch.equal(copied.extract_features(tokens), features)
    assert once < 1.4 and twice > 1.8, (once, twice)
