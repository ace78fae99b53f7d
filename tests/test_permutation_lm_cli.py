"""XLNet through the real CLI on the embedded corpus: fairseq-train --task permutation_lm,
resume, the hub interface, the flags of the method, two CPU workers, bad flags."""

import re

import pytest
import torch

import fairseq_xl  # noqa: F401
from fairseq_xl.hub import load_hub
from fairseq_xl.models.xlnet import XLNetModel
from fairseq_xl.models.xlnet_hub_interface import XLNetHubInterface

from conftest import (REPO, assert_same_checkpoints, check_bf16_run, evaluate_encoder, json_logs, mean, run,
                      train_workers)

XLNET_FLAGS = [
    "--user-dir", REPO / "fairseq_xl", "--task", "permutation_lm", "--arch", "xlnet_tiny",
    "--criterion", "permutation_lm", "--tokens-per-sample", "128", "--reuse-len", "64", "--mem-len", "96",
    "--batch-size", "8", "--optimizer", "adam", "--adam-betas", "(0.9,0.98)", "--lr", "2e-3",
    "--lr-scheduler", "polynomial_decay", "--warmup-updates", "20", "--total-num-update", "300",
    "--clip-norm", "1.0", "--log-format", "json", "--log-interval", "20", "--cpu", "--num-workers", "0",
    "--seed", "3", "--no-epoch-checkpoints", "--no-progress-bar",
]


def train_xlnet(data, save_dir, *extra, check=True):
    return run(["fairseq-train", data, "--save-dir", save_dir, *XLNET_FLAGS, *extra], check=check)



@pytest.fixture(scope="module")
def xlnet_run(data_bin, tmp_path_factory):
    save_dir = tmp_path_factory.mktemp("xlnet")
    done = train_xlnet(data_bin, save_dir, "--max-update", "300")
    return save_dir, done.stdout + done.stderr


def test_loss_falls_on_real_text(xlnet_run):
    _, output = xlnet_run
    records = json_logs(output, "train_inner")
    assert len(records) == 15
    first, last = records[:1], records[-3:]
    assert mean(last, "loss") < mean(first, "loss") - 1.5
    assert mean(last, "accuracy") > mean(first, "accuracy") + 0.03
    assert 20 <= mean(last, "targets") <= 8 * 128 / 6 + 8, "about 1/K of the tokens are predicted"
    valid = json_logs(output, "valid")
    assert float(valid[-1]["valid_loss"]) < mean(first, "loss") - 1.5
    assert "stream pieces over 8 rows" in output
    assert "detected shared parameter" not in output, "bias-free projections are not one shared parameter"


def test_the_pipelines_objective_report_puts_the_loss_beside_its_baselines(xlnet_run, data_bin):
    """examples/objective.py (examples/xlnet/pretrain.sh prints it): the trained model's bits on held-out
    targets beside the untrained model's and a unigram and a bigram model's, and what they show."""
    save_dir, _ = xlnet_run
    done = run(["python", "examples/objective.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
                "--max-batches", "8"])
    found = {label: [float(value) for value in values] for label, *values in re.findall(
        r"^\| objective \[(.*?)\]: ([\d.]+) bits .*?\(unigram model ([\d.]+), bigram model ([\d.]+)", done.stdout,
        re.M)}
    untrained, trained = found["untrained"], found["checkpoint_last.pt"]
    assert trained[1:] == untrained[1:], "the same targets under the same baselines"
    assert trained[0] < untrained[0] - 1.5 and untrained[0] > trained[1]
    assert re.search(r"^\| this run shows: the model's predictions are (below|not below) ", done.stdout, re.M)


def test_resume_and_hub_interface(xlnet_run, data_bin, tmp_path):
    save_dir, _ = xlnet_run
    done = run(["fairseq-train", data_bin, "--save-dir", tmp_path, *XLNET_FLAGS, "--restore-file",
                save_dir / "checkpoint_last.pt", "--max-update", "320"])
    output = done.stdout + done.stderr
    assert "(epoch 1 @ 300 updates)" in output
    assert json_logs(output, "train")[-1]["train_num_updates"] == "320"

    hub = XLNetModel.from_pretrained(str(save_dir), "checkpoint_last.pt", str(data_bin),
                                     sentencepiece_model=str(data_bin / "spm.model"))
    hub.eval()
    tokens = hub.encode("Print the name of the current directory.", "Affiche le nom du répertoire courant.")
    dictionary = hub.task.source_dictionary
    assert tokens[-1] == dictionary.bos() and (tokens == dictionary.eos()).sum() == 2
    assert dictionary.unk() not in tokens.tolist()
    segments = hub.segment_ids(tokens)
    assert segments[-1] == 2 and set(segments[:-1].tolist()) == {0, 1}
    with torch.no_grad():
        features = hub.extract_features(tokens)
        alone = hub.extract_features(hub.encode("Print the name of the current directory."))
    assert features.shape == (1, len(tokens), 64) and torch.isfinite(features).all()
    assert alone.shape[1] < features.shape[1]


def test_resume_is_exact(data_bin, tmp_path):
    """Every row's memory (train and valid) is saved with the checkpoint: a run resumed from
    its update-10 checkpoint ends at update 20 with the weights, memory and validation loss of
    the uninterrupted run, bit for bit (without the memory: weights 4.5e-3 apart)."""
    flags = ["--max-update", "20", "--save-interval-updates", "10", "--validate-interval-updates", "10",
             "--log-interval", "1"]
    straight = train_xlnet(data_bin, tmp_path / "straight", *flags)
    resumed = train_xlnet(data_bin, tmp_path / "resumed", *flags, "--restore-file",
                          tmp_path / "straight" / "checkpoint_1_10.pt")
    assert "Loaded checkpoint" in resumed.stdout + resumed.stderr
    state = assert_same_checkpoints(*(tmp_path / name / "checkpoint_last.pt" for name in ("straight", "resumed")))
    memory = [key for key in state if key.startswith("memory.")]
    assert set(memory) == {f"memory.{part}.{name}" for part in ("train", "valid") for name in ("0", "1", "padding")}
    losses = [json_logs(done.stdout + done.stderr, "valid")[-1]["valid_loss"] for done in (straight, resumed)]
    assert losses[0] == losses[1]
    logged = [[record["loss"] for record in json_logs(done.stdout + done.stderr, "train_inner")][-10:]
              for done in (straight, resumed)]
    assert logged[0] == logged[1]


def test_method_flags_run(data_bin, tmp_path):
    """Bidirectional data, block-local permutations, single-token targets, odd lengths,
    no memory: each through the CLI."""
    done = train_xlnet(data_bin, tmp_path, "--max-update", "30", "--bi-data", "--perm-size", "16",
                       "--target-selection", "token", "--tokens-per-sample", "101", "--reuse-len", "37",
                       "--batch-size", "6", "--disable-validation")
    assert float(json_logs(done.stdout + done.stderr, "train")[-1]["train_loss"]) < 12
    done = train_xlnet(data_bin, tmp_path / "nomem", "--max-update", "10", "--mem-len", "0",
                       "--disable-validation")
    assert json_logs(done.stdout + done.stderr, "train")[-1]["train_num_updates"] == "10"


def test_update_freq_keeps_each_rows_memory(xlnet_run, data_bin, tmp_path):
    """--update-freq 2: the micro-batches of an update are consecutive steps of the same rows
    and the memory carries from one to the next, within and across updates. From the trained
    model (whose memory moves the loss), with a learning rate of 1e-9 (the weights stay put)
    and no dropout, update u's loss is the target-weighted mean of micro-batches 2u - 1 and 2u
    of a run with --update-freq 1."""
    still = ["--restore-file", xlnet_run[0] / "checkpoint_last.pt", "--reset-optimizer", "--reset-dataloader",
             "--reset-meters", "--reset-lr-scheduler", "--lr", "1e-9", "--dropout", "0", "--attention-dropout", "0",
             "--log-interval", "1", "--disable-validation"]
    runs = [train_xlnet(data_bin, tmp_path / "one", *still, "--max-update", "12"),
            train_xlnet(data_bin, tmp_path / "two", *still, "--max-update", "6", "--update-freq", "2")]
    single, double = (json_logs(done.stdout + done.stderr, "train_inner") for done in runs)
    assert len(single) == 12 and len(double) == 6
    for update, record in enumerate(double):
        first, second = single[2 * update], single[2 * update + 1]
        targets = float(first["targets"]) + float(second["targets"])
        expected = (float(first["loss"]) * float(first["targets"]) + float(second["loss"]) * float(second["targets"]))
        assert float(record["targets"]) == targets
        assert abs(float(record["loss"]) - expected / targets) < 2e-3, (update, record["loss"], expected / targets)


def test_two_cpu_workers(data_bin, tmp_path):
    """Two ranks, each with its own rows (gloo, one process per rank)."""
    outputs = train_workers(data_bin, tmp_path, *XLNET_FLAGS, "--max-update", "10", "--log-interval", "5",
                            "--disable-validation")
    records = json_logs(outputs[0], "train_inner")
    assert records[-1]["bsz"] == "16", "8 rows on each of the two workers"
    assert "over 16 rows" in outputs[0]
    assert "num_updates: 10 >= max_update: 10" in outputs[0]


@pytest.mark.parametrize("flags, message", [
    (["--partial-prediction-k", "1"], "--partial-prediction-k 1: must be > 1"),
    (["--reuse-len", "200"], "--reuse-len 200 must be in 1..124"),
    (["--mem-len", "-1"], "--mem-len -1: must be >= 0"),
    (["--bi-data", "--batch-size", "3"], "--bi-data needs an even number of rows"),
])
def test_bad_flags_are_refused_at_start(data_bin, tmp_path, flags, message):
    done = train_xlnet(data_bin, tmp_path, "--max-update", "1", *flags, check=False)
    assert done.returncode != 0
    assert message in done.stdout + done.stderr


def test_content_stream_in_retrieval_and_transfer(xlnet_run, data_bin, raw_corpus):
    """The evaluations read XLNet's content stream, every token visible, from the embeddings up."""
    save_dir, _ = xlnet_run
    hub = load_hub(str(save_dir / "checkpoint_last.pt"), str(data_bin))
    assert isinstance(hub, XLNetHubInterface)
    tokens = hub.encode("Affiche le nom du répertoire courant.")
    with torch.no_grad():
        states = hub.extract_features(tokens, return_all_hiddens=True)
        top = hub.extract_features(tokens)
    assert len(states) == hub.model.cfg.encoder_layers + 1
    torch.testing.assert_close(states[-1], top)
    torch.testing.assert_close(states[0], hub.model.embed_tokens(tokens[None]))
    retrieval, transfer = evaluate_encoder(save_dir / "checkpoint_last.pt", data_bin, raw_corpus)
    assert len(retrieval) == 3 and all(0 <= score <= 1 for layer in retrieval for score in layer.values())
    assert set(transfer) == {"en", "ru"} and all(0 <= score <= 1 for score in transfer.values())


def test_bf16_on_the_cpu(data_bin, tmp_path):
    check_bf16_run(train_xlnet(data_bin, tmp_path, "--max-update", "4", "--log-interval", "2", "--bf16"), tmp_path)
