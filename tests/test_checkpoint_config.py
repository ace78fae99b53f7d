"""A checkpoint's config can name a model whose builder runs config strings as code
(wav2vec2's conv_feature_layers is eval'd). With fairseq_xl imported, every loader refuses
such a checkpoint before building anything, naming the file, and no config string of an
allowed model reaches eval."""
import pytest
import torch
from fairseq import checkpoint_utils, utils

import fairseq_xl  # noqa: F401
from fairseq_xl.guards.errors import UntrustedCheckpointError
from fairseq_xl.convert.veco import load_veco
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.models.xlnet import XLNetModel

from conftest import REPO, run


def payload(marker):
    return f"__import__('os').system('touch {marker}') or [(512, 10, 5)]"


def save(path, model, task):
    torch.save({"cfg": {"common": {}, "model": model, "task": task}, "args": None, "model": {},
                "optimizer_history": [{"criterion_name": "cross_entropy", "optimizer_name": "adam",
                                       "lr_scheduler_state": {}, "num_updates": 0}],
                "extra_state": {}, "last_optimizer_state": None}, path)
    return path


@pytest.fixture
def crafted(tmp_path, data_bin):
    """Three checkpoints: the payload in wav2vec2's model config, a task fairseq-xl does not
    load, and the payload in a string of an allowed model that fairseq evaluates."""
    marker = tmp_path / "marker"
    task = {"_name": "mrtd", "data": str(data_bin)}
    return marker, {
        "model": save(tmp_path / "model.pt", {"_name": "wav2vec2", "conv_feature_layers": payload(marker)}, task),
        "task": save(tmp_path / "task.pt", {"_name": "xlm_e_tiny"},
                     {"_name": "audio_pretraining", "data": str(data_bin), "labels": payload(marker)}),
        "eval": save(tmp_path / "eval.pt", {"_name": "transformer", "adaptive_softmax_cutoff": payload(marker)},
                     {"_name": "translation", "data": str(data_bin)}),
    }


def test_the_payload_is_live_where_fairseq_builds_the_model_without_the_plugins_eval(tmp_path, monkeypatch):
    """fairseq's wav2vec2 builder runs the string with Python's eval (the reason for this file); with
    the plugin imported its ``eval`` reads a literal (``guards/no_eval``) and refuses it in one line."""
    from fairseq.models.wav2vec import wav2vec2
    from fairseq.models.wav2vec.wav2vec2 import Wav2Vec2Config, Wav2Vec2Model

    marker = tmp_path / "ran"
    with pytest.raises(UntrustedCheckpointError, match="is not a Python literal"):
        Wav2Vec2Model(Wav2Vec2Config(conv_feature_layers=payload(marker), encoder_layers=1))
    assert not marker.exists()
    Wav2Vec2Model(Wav2Vec2Config(encoder_layers=1))  # its default, "[(512, 10, 5)] + [(512, 3, 2)] * 4 + ...", reads
    monkeypatch.delattr(wav2vec2, "eval")  # Python's own eval again
    Wav2Vec2Model(Wav2Vec2Config(conv_feature_layers=payload(marker), encoder_layers=1))
    assert marker.exists()


@pytest.mark.parametrize("kind", ["model", "task"])
def test_every_loader_refuses_a_checkpoint_that_names_an_untrusted_component(crafted, data_bin, kind):
    marker, paths = crafted
    path = paths[kind]
    loaders = [
        lambda: checkpoint_utils.load_model_ensemble_and_task([str(path)]),  # fairseq-generate/-validate, scripts
        lambda: XLMEModel.from_pretrained(str(path.parent), path.name, str(data_bin)),
        lambda: XLNetModel.from_pretrained(str(path.parent), path.name, str(data_bin)),
        lambda: load_veco(str(path)),  # python -m fairseq_xl.convert.veco
    ]
    for load in loaders:
        with pytest.raises(UntrustedCheckpointError, match=f"{path}: the checkpoint's config names {kind}"):
            load()
    assert not marker.exists()


def test_an_allowed_model_never_evaluates_a_config_string(crafted):
    marker, paths = crafted
    with pytest.raises(UntrustedCheckpointError, match="is not a Python literal"):
        checkpoint_utils.load_model_ensemble_and_task([str(paths["eval"])])
    assert not marker.exists()
    assert utils.eval_str_list("[10000, 50000]", type=int) == [10000, 50000]
    assert utils.eval_str_dict("{'a': 1}") == {"a": 1}
    assert utils.eval_bool("True") is True and utils.eval_bool(False, default=True) is True


def test_the_cli_refuses_it(crafted, data_bin, tmp_path):
    """fairseq-generate, fairseq-validate and fairseq-train --restore-file with --user-dir."""
    marker, paths = crafted
    user_dir = ["--user-dir", REPO / "fairseq_xl", "--cpu", "--max-tokens", "1024"]
    for command in (["fairseq-generate", data_bin, "--path", paths["model"], *user_dir],
                    ["fairseq-validate", data_bin, "--task", "mrtd", "--path", paths["model"], *user_dir],
                    ["fairseq-train", data_bin, "--task", "mrtd", "--arch", "xlm_e_tiny", "--criterion",
                     "replaced_token_detection", "--optimizer", "adam", "--max-update", "1",
                     "--restore-file", paths["model"], "--save-dir", tmp_path / "run", *user_dir]):
        done = run(command, check=False)
        assert done.returncode != 0 and "names model 'wav2vec2', which fairseq-xl does not load" in done.stderr, \
            done.stderr[-2000:]
    assert not marker.exists()


def test_legacy_namespace_sections():
    """fairseq keeps an argparse Namespace as cfg.model of legacy models (RoBERTa, the
    Transformer of VECO's plug-in): its arch is checked the same way."""
    import argparse

    from omegaconf import OmegaConf

    from fairseq_xl.guards.checkpoint_config import check_config

    def config(arch):
        return OmegaConf.create({"model": argparse.Namespace(arch=arch), "task": {"_name": "translation"}},
                                flags={"allow_objects": True})

    check_config(config("veco_transformer"), "ok.pt")
    with pytest.raises(UntrustedCheckpointError, match="bad.pt: the checkpoint's config names model 'fconv'"):
        check_config(config("fconv_iwslt_de_en"), "bad.pt")
