"""--optimizer adam_no_decay_norm_bias: ELECTRA's weight decay (LayerNorm weights and biases
exempt) through fairseq-train. One step with zero gradients leaves Adam's update at 0, so only
the decoupled decay moves a weight: by the factor 1 - lr * wd, and the exempt ones not at all."""
import re

import pytest
import torch
from fairseq import options, tasks
from fairseq.dataclass.utils import convert_namespace_to_omegaconf

from conftest import TRAIN_FLAGS, json_logs, run
from fairseq_xl.hub import load_hub
from fairseq_xl.optim.no_decay_adam import NoDecayNormBiasAdam

ELECTRA_EXEMPT = re.compile(r"(layer_?norm|LayerNorm|bias$)")  # ELECTRA's list, written out


def built(data_bin, *flags):
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(data_bin), "--task", "mrtd", *map(str, TRAIN_FLAGS),
                                                "--optimizer", "adam_no_decay_norm_bias", "--lr", "0.1",
                                                "--weight-decay", "0.5", *flags])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    return cfg, task.build_model(cfg.model)


def test_layer_norms_and_biases_are_not_decayed(data_bin):
    cfg, model = built(data_bin)
    names = [name for name, _ in model.named_parameters()]
    assert any("layer_norm" in name for name in names) and any(name.endswith("bias") for name in names)
    before = {name: parameter.detach().clone() for name, parameter in model.named_parameters()}
    optimizer = NoDecayNormBiasAdam(cfg.optimizer, model.parameters())
    for parameter in model.parameters():
        parameter.grad = torch.zeros_like(parameter)
    optimizer.step()
    for name, parameter in model.named_parameters():
        factor = 1.0 if ELECTRA_EXEMPT.search(name) else 1 - 0.1 * 0.5
        assert torch.allclose(parameter.detach(), before[name] * factor, atol=1e-7), name
    assert sum(not ELECTRA_EXEMPT.search(name) for name in names) > 10
    assert sum(bool(ELECTRA_EXEMPT.search(name)) for name in names) > 10


def test_unmarked_or_flattened_parameters_are_refused(data_bin):
    cfg, _ = built(data_bin)
    flat = torch.nn.Parameter(torch.zeros(100))  # what --fp16 passes: every weight in one tensor
    with pytest.raises(ValueError, match="no parameter is marked.*--fp16-no-flatten-grads"):
        NoDecayNormBiasAdam(cfg.optimizer, [flat])


def test_fairseq_train_with_it_learns_resumes_and_loads(data_bin, tmp_path):
    """The CLI end to end: the loss falls, a resumed run restores both parameter groups' state, and
    the checkpoint (its config naming the optimizer) loads through the plugin's checks."""
    flags = ["fairseq-train", data_bin, "--task", "mrtd", *TRAIN_FLAGS, "--optimizer", "adam_no_decay_norm_bias",
             "--weight-decay", "0.01", "--save-dir", tmp_path, "--disable-validation", "--log-interval", "5"]
    done = run([*flags, "--max-update", "30"])
    records = json_logs(done.stdout + done.stderr, "train_inner")
    assert float(records[-1]["loss"]) < float(records[0]["loss"]) - 1.0
    again = run([*flags, "--max-update", "32"])
    assert "Loaded checkpoint" in again.stdout + again.stderr
    assert json_logs(again.stdout + again.stderr, "train")[-1]["train_num_updates"] == "32"
    hub = load_hub(str(tmp_path / "checkpoint_last.pt"), str(data_bin))
    assert hub.cfg.optimizer._name == "adam_no_decay_norm_bias"
