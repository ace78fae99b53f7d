"""No checkpoint config can make fairseq build or run what fairseq-xl does not allow, whichever
component it names and however it names it: every name registered in fairseq's registries
(models and architectures, tasks, criteria, optimizers, schedules, scorers, BPEs, tokenizers),
through every key fairseq reads a name from, is refused unless allowed; live payloads where
fairseq evaluates config strings (a model's, a legacy task's, a criterion's) never run through
any loader of the project; interpolations are refused; and a caller's BPE wins over the
checkpoint's."""
import argparse
import os

import pytest
import torch
from fairseq import checkpoint_utils, options, utils
from fairseq.models import ARCH_MODEL_NAME_REGISTRY
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.guards.checkpoint_config import REGISTRIES, allowed, check_config
from fairseq_xl.guards.errors import UntrustedCheckpointError
from fairseq_xl.models.xlm_e import XLMEModel

from conftest import REPO, run

VALID = {"common": {"seed": 1}, "model": {"_name": "xlm_e_tiny"}, "task": {"_name": "mrtd", "data": "."},
         "criterion": {"_name": "replaced_token_detection"}, "optimizer": {"_name": "adam"},
         "lr_scheduler": {"_name": "inverse_sqrt"}, "scoring": {"_name": "bleu"}, "bpe": None, "tokenizer": None}


def config(**sections):
    return OmegaConf.create({**VALID, **sections}, flags={"allow_objects": True})


def ways(kind, name):
    """Every form in which a config names ``name`` as a component of ``kind``."""
    yield kind, {"_name": name}
    yield kind, name  # a section given by name: fairseq's registries build it from the string
    if kind == "model":
        yield kind, {"arch": name}
        yield kind, argparse.Namespace(arch=name)
        yield kind, {name: {"encoder_layers": 1}}  # build_model's nested form
    elif kind == "task":
        yield kind, {"task": name, "data": "."}  # setup_task reads the legacy key before _name
        yield kind, argparse.Namespace(task=name)
    else:
        yield kind, argparse.Namespace(**{kind: name})
        # legacy models keep every flag in their Namespace, the component names among them
        yield "model", argparse.Namespace(arch="roberta_base", **{kind: name})
        yield kind, {"_name": VALID[kind]["_name"] if VALID[kind] else None, kind: name}


def registered(kind):
    names = set(REGISTRIES[kind])
    if kind == "model":
        names |= set(ARCH_MODEL_NAME_REGISTRY)
    return sorted(names)


def test_every_registered_component_named_every_way_is_refused_unless_allowed():
    check_config(config(), "valid.pt")  # the plugin's own configuration passes
    refused = accepted = 0
    for kind in REGISTRIES:
        names = registered(kind)
        assert names, kind
        for name in names:
            for section, value in ways(kind, name):
                cfg = config(**{section: value})
                if allowed(kind, name):
                    check_config(cfg, "ok.pt")
                    accepted += 1
                else:
                    expected = f"bad.pt: the checkpoint's config names {kind} "
                    with pytest.raises(UntrustedCheckpointError, match=expected):
                        check_config(cfg, "bad.pt")
                    refused += 1
    assert refused > 1000 and accepted > 100, (refused, accepted)  # 1071 and 342 on 2026-11-25
    for name in ("wav2vec2", "fconv_iwslt_de_en", "transformer_lm_gpt", "hubert"):  # builders that eval
        assert not allowed("model", name)
    for kind, name in (("task", "multilingual_translation"), ("criterion", "ctc"), ("bpe", "gpt2"),
                       ("bpe", "hf_byte_bpe"), ("tokenizer", "nltk")):
        assert not allowed(kind, name), name


def test_names_nested_anywhere_are_checked():
    with pytest.raises(UntrustedCheckpointError, match=r"criterion 'ctc'.*cfg\.model\.w2v_args\.criterion"):
        check_config(config(model={"_name": "xlm_e_tiny", "w2v_args": {"criterion": {"_name": "ctc"}}}), "n.pt")


@pytest.mark.parametrize("value", ["${oc.env:HOME}", "prefix ${common.seed}", "${oc.decode:'[1]'}"])
def test_interpolations_are_refused(value):
    with pytest.raises(UntrustedCheckpointError, match=r"interpolation at cfg\.task\.data"):
        check_config(config(task={"_name": "mrtd", "data": value}), "i.pt")


def save(path, **sections):
    torch.save({"cfg": {**VALID, **sections}, "args": None, "model": {}, "extra_state": {},
                "optimizer_history": [{"criterion_name": "x", "optimizer_name": "adam", "lr_scheduler_state": {},
                                       "num_updates": 0}], "last_optimizer_state": None}, path)
    return path


def live(marker):
    return f"__import__('pathlib').Path('{marker}').touch() or [(32, 3)]"


def test_live_payloads_never_run_through_any_loader(tmp_path, data_bin):
    """fconv evals its layer lists, a legacy task's setup calls options.eval_bool, the ctc
    criterion evals wer_args: crafted checkpoints with a live payload there, each named the
    ways fairseq reads, through the loaders of the project; and fairseq's evaluators, where a
    module imported them by name, read literals only."""
    marker = tmp_path / "ran"
    crafted = [
        save(tmp_path / "fconv.pt", model={"_name": "fconv_iwslt_de_en", "encoder_layers": live(marker)}),
        save(tmp_path / "fconv_arch.pt", model={"arch": "fconv", "encoder_layers": live(marker)}),
        save(tmp_path / "legacy_task.pt", task={"task": "multilingual_translation", "data": str(data_bin),
                                                "left_pad_source": live(marker)}),
        save(tmp_path / "criterion.pt", criterion={"_name": "ctc", "wer_args": live(marker)}),
        save(tmp_path / "bpe.pt", bpe={"_name": "gpt2"}),
    ]
    for path in crafted:
        for load in (lambda: checkpoint_utils.load_model_ensemble_and_task([str(path)]),
                     lambda: XLMEModel.from_pretrained(str(path.parent), path.name, str(data_bin))):
            with pytest.raises(UntrustedCheckpointError, match=str(path)):
                load()
    done = run(["fairseq-validate", data_bin, "--user-dir", REPO / "fairseq_xl", "--task", "mrtd", "--cpu",
                "--path", crafted[2], "--max-tokens", "1024"], check=False)
    assert done.returncode != 0 and "task 'multilingual_translation'" in done.stderr, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "fairseq-validate: error: " in done.stderr, done.stderr[-2000:]
    for evaluate in (options.eval_bool, utils.eval_bool, options.eval_str_list, utils.eval_str_dict):
        with pytest.raises(UntrustedCheckpointError, match="not a Python literal"):
            evaluate(live(marker))
    assert not marker.exists()
    assert options.eval_bool("False") is False and options.eval_str_list("[1, 2]", type=int) == [1, 2]


def test_the_callers_bpe_replaces_the_checkpoints(tmp_path):
    path = save(tmp_path / "with_bpe.pt", bpe={"_name": "fastbpe", "bpe_codes": "codes"})
    from fairseq_xl.guards.checkpoint_config import load_checkpoint_to_cpu
    assert load_checkpoint_to_cpu(str(path))["cfg"].bpe._name == "fastbpe"  # nothing asked: the checkpoint's
    state = load_checkpoint_to_cpu(str(path), {"bpe": "sentencepiece", "sentencepiece_model": "spm.model"})
    assert state["cfg"].bpe._name == "sentencepiece" and state["cfg"].bpe.sentencepiece_model == "spm.model"
    assert os.path.basename(str(path)) == "with_bpe.pt"
