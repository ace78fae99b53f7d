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


def test_initialise_makes_only_the_parts_no_state_gives():
    """``initialise``: a module that no state gives values to is made with its own initialisation and the model's;
    one that is partly given, holds a tied weight, or has no ``reset_parameters`` is named, not half made."""
    from fairseq.modules.transformer_sentence_encoder import init_bert_params

    from fairseq_xl.models.load_in_place import initialise

    class Gate(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.ones(3))

    state = {key: value for key, value in Tied().state_dict().items() if key != "positions"}
    with in_place():
        model = nn.ModuleDict({"tied": Tied(), "head": nn.Linear(4, 2)})
        initialise(model, {f"tied.{key}" for key in state}, init_bert_params)
        model["tied"].load_state_dict(state)
    head = model["head"]
    assert not head.weight.is_meta and not head.bias.any() and 0 < head.weight.std() < 0.1  # N(0, 0.02), bias 0
    for given, build, named in (({"tied.embed.weight"}, Tied, r"tied\.out\.weight: its module \(Linear\)"),
                                ({"tied.embed.weight", "tied.out.weight"}, Tied, r"tied\.out\.bias: its module"),
                                (set(), Gate, r"tied\.w: its module \(Gate\)")):
        with pytest.raises(RuntimeError, match=named + r".* cannot be initialised alone"):
            with in_place():
                initialise(nn.ModuleDict({"tied": build()}), given)


@pytest.fixture(scope="module")
def standin(tmp_path_factory):
    """An imported XLM-R stand-in of 2 x 1024 (106 MiB): (its folder, model.pt, the file's size)."""
    ctypes.CDLL(None).mallopt(-3, 128 * 1024)  # M_MMAP_THRESHOLD fixed: each weight freed goes back to the system
    work = tmp_path_factory.mktemp("standin")
    torch.manual_seed(0)
    hf_standin().make_xlmr_release(str(work / "release"), 1000, 1000, num_hidden_layers=2, hidden_size=1024,
                                   num_attention_heads=8, intermediate_size=4096)
    import_xlmr.convert(str(work / "release"), str(work / "xlmr"))
    return work / "xlmr", str(work / "xlmr" / "model.pt"), os.path.getsize(work / "xlmr" / "model.pt")


def test_a_hub_load_holds_the_model_once(standin, monkeypatch):
    """``hub.load_hub`` (the export's and every evaluation's load) of an imported XLM-R stand-in (2 x 1024, 106 MiB):
    its peak memory about once the checkpoint (the gate's read, which the model takes), where fairseq's build
    beside the read took twice; the features are the same bit for bit."""
    folder, checkpoint, size = standin
    tokens = torch.tensor([[0, 10, 20, 30, 2]])
    taken, once = peak_resident(lambda: hub.load_hub(checkpoint, str(folder)), size)
    features = taken.extract_features(tokens)
    assert not any(parameter.is_meta for parameter in taken.model.parameters())
    del taken
    monkeypatch.setattr(hub, "in_place", contextlib.nullcontext)  # built, then copied into
    copied, twice = peak_resident(lambda: hub.load_hub(checkpoint, str(folder)), size)
    assert torch.equal(copied.extract_features(tokens), features)
    assert once < 1.4 and twice > 1.8, (once, twice)


def test_xlm_e_from_xlm_r_holds_the_release_once(standin, tmp_path, monkeypatch):
    """``from_xlmr xlm_e`` builds XLM-E in place: the release's weights are the discriminator's, a copy of its first
    layer the generator's (the two encoders do not share weights), and only the new parts (detection head, gates) are
    made, with their initial values. Peak 1.52x the release (2026-11-30: the read, and the generator's copy of half
    the layers here) where building with values took 2.50x; the two checkpoints hold the same weights but the new
    parts' random draws. The measure moves with what the test worker ran before (1.56-1.61x after the VECO export's
    test, 1.77x once in a whole suite's run, after a first conversion in the process as here): the bound is 1.9x,
    between the two ways."""
    from fairseq_xl.convert import from_xlmr

    folder, checkpoint, size = standin
    data = tmp_path / "data"  # the conversion reads DATA's dictionary only: the release's, <mask> appended
    data.mkdir()
    (data / "dict.txt").write_text((folder / "dict.txt").read_text(encoding="utf-8") + "<mask> 1\n", encoding="utf-8")
    from_xlmr.convert("xlm_e", checkpoint, str(data), str(tmp_path / "first"))  # what a first conversion sets up
    _, once = peak_resident(lambda: from_xlmr.convert("xlm_e", checkpoint, str(data), str(tmp_path / "in_place")),
                            size)
    monkeypatch.setattr(from_xlmr, "in_place", contextlib.nullcontext)  # built with values, then copied into
    _, twice = peak_resident(lambda: from_xlmr.convert("xlm_e", checkpoint, str(data), str(tmp_path / "built")),
                             size)
    assert once < 1.9 and twice > 2.2, (once, twice)
    first, second = (torch.load(tmp_path / name / "checkpoint.pt", weights_only=True)["model"]
                     for name in ("in_place", "built"))
    assert first.keys() == second.keys()
    new = ("rtd_head.", "discriminator.layers.0.gate.", "discriminator.layers.1.gate.", "generator.layers.0.gate.")
    assert [key for key in first if not key.startswith(new) and not torch.equal(first[key], second[key])] == []
    assert first["generator.layers.0.fc1.weight"].untyped_storage().data_ptr() != \
        first["discriminator.layers.0.fc1.weight"].untyped_storage().data_ptr()
    for key in (key for key in first if key.startswith(new)):  # at their initial values: N(0, 0.02), w 1, bias 0
        value = first[key]
        if key.endswith(".w"):
            assert torch.equal(value, torch.ones_like(value)), key
        elif key.endswith(".bias"):
            assert not value.any(), key
        else:
            assert abs(value.std().item() - 0.02) < 0.004, (key, value.std())
