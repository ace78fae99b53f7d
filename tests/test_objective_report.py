"""fairseq_xl.evaluation.objective_report on a checkpoint of every kind: the bits per predicted token equal
what the method's own criterion computes on the same validation batches (an independent path to
the same targets), and the bigram model reads each target's true previous token (fitted on the
validation text itself, it beats the unigram model by bits; with a wrong previous token it could
not)."""
import math
from pathlib import Path

import pytest
import torch
from fairseq.data import data_utils

from conftest import REPO, TRAIN_FLAGS, run
from fairseq_xl.evaluation import objective_report
from fairseq_xl.hub import load_hub
from test_permutation_lm_cli import XLNET_FLAGS
from test_veco_cli import CA_MLM_FLAGS

ONE_UPDATE = ["--max-update", "1", "--disable-validation"]
ROBERTA = ["--task", "masked_lm", "--criterion", "masked_lm", "--arch", "roberta_base", "--encoder-layers", "2",
           "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128", "--encoder-attention-heads", "2",
           "--max-positions", "128", "--tokens-per-sample", "128", "--max-tokens", "2048", "--optimizer", "adam",
           "--lr", "1e-3", "--cpu", "--num-workers", "0", "--no-progress-bar", "--seed", "1",
           "--user-dir", REPO / "fairseq_xl"]
MARGE = ["--user-dir", REPO / "fairseq_xl", "--task", "marge_retrieval", "--arch", "marge_tiny",
         "--criterion", "cross_entropy", "--max-tokens", "256", "--optimizer", "adam", "--lr", "3e-4", "--cpu",
         "--num-workers", "0", "--seed", "2", "--no-progress-bar"]


@pytest.fixture(scope="module")
def checkpoints(data_bin, marge_bin, tmp_path_factory):
    """A checkpoint of each kind after one update, with the folder it reads."""
    root = tmp_path_factory.mktemp("objective")
    merged = root / "mlm-data"
    run(["python", REPO / "preprocess/merge_languages.py", data_bin, merged])
    kinds = {"xlm_e": (data_bin, [*TRAIN_FLAGS, "--task", "mrtd"]), "xlnet": (data_bin, XLNET_FLAGS),
             "veco": (data_bin, CA_MLM_FLAGS), "mlm": (merged, ROBERTA), "marge": (marge_bin[1], MARGE)}
    made = {}
    for kind, (data, flags) in kinds.items():
        run(["fairseq-train", data, *flags, *ONE_UPDATE, "--save-dir", root / kind])
        made[kind] = (root / kind / "checkpoint_last.pt", data)
    return made


def criterion_bits(hub, max_batches):
    """The checkpoint's own criterion over the batches ``validation_batches`` gives: bits per
    predicted token as the criterion counts them (VECO's loss sums its four terms, two per masked
    token; XLM-E's generator terms are logged on their own)."""
    criterion = hub.task.build_criterion(hub.cfg.criterion)
    nats, predicted = 0.0, 0
    with torch.no_grad():
        for sample in objective_report.validation_batches(hub.task, hub.cfg, max_batches):
            loss, sample_size, logged = criterion(hub.model, sample)
            if "mrtd_masked" in logged or "tlm_masked" in logged:
                nats += sum(float(logged.get(f"{name}_loss", 0)) for name in ("mlm", "tlm"))
                predicted += sum(int(logged.get(f"{name}_masked", 0)) for name in ("mlm", "tlm"))
            elif "x_masked" in logged:
                nats += float(loss)
                predicted += 2 * int(sample_size)
            else:
                nats += float(loss)
                predicted += int(sample_size)
    return nats / predicted / math.log(2)


@pytest.mark.parametrize("kind", ["xlm_e", "xlnet", "veco", "mlm", "marge"])
def test_bits_equal_the_criterions_and_the_bigram_reads_the_previous_token(checkpoints, kind, monkeypatch):
    checkpoint, data = checkpoints[kind]
    hub = load_hub(str(checkpoint), str(data))
    report = objective_report.prediction_report(hub, max_batches=4)
    assert report["predicted"] > 100
    assert report["bits"] == pytest.approx(criterion_bits(hub, 4), abs=1e-4)
    assert report["bits"] > report["unigram_bits"]  # one update: not yet at the unigram stage

    validation = [Path(index).with_suffix("") for index in sorted(Path(data).rglob("valid*.idx"))]
    rows = [row.long() for prefix in validation
            for row in data_utils.load_indexed_dataset(str(prefix), None)]
    monkeypatch.setattr(objective_report, "training_rows", lambda folder: rows)
    oracle = objective_report.prediction_report(hub, max_batches=4)
    assert oracle["bigram_bits"] < oracle["unigram_bits"] - 2.0


def test_the_unigram_model_counts_the_training_text(data_bin):
    rows = objective_report.training_rows(str(data_bin))
    assert sum(len(row) for row in rows) > 10_000 and all(len(row) for row in rows)
    unigram = objective_report.unigram_of(rows, 1100)
    counted = torch.bincount(torch.cat(rows), minlength=1100).double() + 1  # add-one
    assert torch.allclose(unigram.exp(), counted / counted.sum())
