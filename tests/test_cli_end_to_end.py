"""The real CLI on the embedded corpus: fairseq-preprocess (through preprocess/*.sh),
fairseq-train --user-dir fairseq_xl for trtd, mrtd and the joint objective, resume, the
hub interface, the exported discriminator, the retrieval and transfer scripts, TensorBoard logs and their plots."""

import argparse
import json
import math
import os
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch
from fairseq import checkpoint_utils
from fairseq import utils as fairseq_utils

import fairseq_xl  # noqa: F401
from fairseq_xl.hub import load_hub
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.plot_logs import parse_log_line, plot, read_run
from fairseq_xl.evaluation.retrieval import evaluate_pairs, retrieval_accuracy, token_match_pairs, token_match_scores
from fairseq_xl.evaluation.transfer import finetune_accuracy, read_examples

from conftest import (REPO, TRAIN_FLAGS, assert_same_checkpoints, check_bf16_run, example, json_logs, mean, run, train,
                      train_workers)



@pytest.fixture(scope="module")
def joint_run(data_bin, tmp_path_factory):
    save_dir = tmp_path_factory.mktemp("joint")
    done = train(data_bin, save_dir, "--task", "trtd", "--langs", "all", "--max-update", "120",
                 "--log-interval", "8", "--save-interval-updates", "60", "--keep-interval-updates", "1",
                 "--tensorboard-logdir", save_dir / "tensorboard")
    return save_dir, done.stdout + done.stderr


def test_joint_mrtd_trtd_losses_fall(joint_run):
    _, output = joint_run
    records = json_logs(output, "train_inner")
    assert len(records) == 15
    threads = os.environ.get("OMP_NUM_THREADS")  # 1 under tests/run.sh's parallel workers
    logged = re.search(r"CPU threads per process: (\d+) \(OMP_NUM_THREADS=(\w+);", output)
    assert logged and logged.group(2) == (threads or "unset"), "the thread setting is logged at start"
    assert threads is None or logged.group(1) == threads
    assert not re.findall(r"\w+Warning", output), "fairseq's own Hydra/autocast warnings are silenced"
    first, last = records[:1], records[-3:]
    for generator_loss in ("mlm_loss", "tlm_loss"):
        assert mean(last, generator_loss) < mean(first, generator_loss) - 1.0, generator_loss
    for discriminator_loss in ("mrtd_loss", "trtd_loss"):
        assert mean(last, discriminator_loss) < 0.9 * mean(first, discriminator_loss), discriminator_loss
    assert mean(last, "loss") < mean(first, "loss")
    assert mean(last, "mlm_acc") > mean(first, "mlm_acc") + 0.02
    for key in ("mrtd_disc_acc", "trtd_disc_acc", "mrtd_replaced", "trtd_precision", "trtd_recall"):
        assert key in records[-1]
    assert 0.05 < mean(last, "trtd_replaced") < 0.16, "at most the 15% masked tokens can be replaced"
    # every update trains both, with about equal budgets (--pair-token-share 0.5): over the run, and within each
    # record's 8 updates
    total = {key: sum(float(record[key]) for record in records) for key in ("trtd_tokens", "mrtd_tokens")}
    assert 0.7 < total["trtd_tokens"] / total["mrtd_tokens"] < 1.3, total
    for record in records:
        assert 0.6 < float(record["trtd_tokens"]) / float(record["mrtd_tokens"]) < 1.4, record


@pytest.mark.parametrize("task, present, absent, subset", [("trtd", "tlm_loss", "mlm_loss", ["--lang-pairs", "en-de"]),
                                                             ("mrtd", "mlm_loss", "tlm_loss", ["--langs", "de"])])
def test_single_objective_runs_over_shards(data_bin, data_copy, tmp_path, task, present, absent, subset):
    """DATA1:DATA2 shards: epoch 1 reads the first, epoch 2 the second (one pair or language: an epoch of
    about 37 updates)."""
    done = train(f"{data_bin}:{data_copy}", tmp_path / "run", "--task", task, *subset, "--max-update", "45",
                 "--total-num-update", "45", "--log-interval", "5")
    output = done.stdout + done.stderr
    records = json_logs(output, "train_inner")
    assert present in records[-1] and absent not in records[-1]
    assert float(records[-1][present]) < float(records[0][present]) - 1.0
    assert records[-1]["epoch"] >= 2
    assert "train: " in output and f"from {data_bin}\n" in output and f"from {data_copy}\n" in output


def test_resume_with_restore_file(joint_run, data_bin, tmp_path):
    """--restore-file under torch >= 2.6 (weights_only loading): training continues at 120."""
    save_dir, _ = joint_run
    done = train(data_bin, tmp_path, "--task", "trtd", "--langs", "all", "--restore-file",
                 save_dir / "checkpoint_last.pt", "--max-update", "140", "--total-num-update", "400")
    output = done.stdout + done.stderr
    assert "Loaded checkpoint" in output and "(epoch" in output
    updates = [int(record["num_updates"]) for record in json_logs(output, "train_inner")]
    assert updates == [140]


def test_joint_resume_is_exact(data_bin, tmp_path):
    """trtd --langs all resumed from its update-10 checkpoint ends at update 20 with the weights
    (generator and discriminator) and the logged losses of the uninterrupted run, bit for bit."""
    flags = ["--task", "trtd", "--langs", "all", "--max-update", "20", "--save-interval-updates", "10",
             "--log-interval", "1", "--disable-validation"]
    straight = train(data_bin, tmp_path / "straight", *flags)
    resumed = train(data_bin, tmp_path / "resumed", *flags, "--restore-file", tmp_path / "straight/checkpoint_1_10.pt")
    assert_same_checkpoints(tmp_path / "straight/checkpoint_last.pt", tmp_path / "resumed/checkpoint_last.pt")
    logged = [{record["num_updates"]: record["loss"] for record in json_logs(done.stdout + done.stderr, "train_inner")}
              for done in (straight, resumed)]
    assert sorted(logged[1], key=int) == [str(update) for update in range(11, 21)]
    assert all(logged[0][update] == loss for update, loss in logged[1].items())


def test_two_ranks_equal_one_rank_with_two_micro_batches(data_bin, tmp_path):
    """The generator's samples are drawn from the example and the update (``noise_keys``), not
    from how the global batch is split: two gloo ranks and one rank with --update-freq 2 see the
    same batches and, with dropout off (fairseq's, drawn from the rank's stream), end with the
    same weights bit for bit."""
    flags = [*TRAIN_FLAGS, "--task", "trtd", "--langs", "all", "--max-update", "8", "--log-interval", "1",
             "--disable-validation", "--dropout", "0", "--attention-dropout", "0"]
    run(["fairseq-train", data_bin, "--save-dir", tmp_path / "one", *flags, "--update-freq", "2"])
    train_workers(data_bin, tmp_path / "two", *flags, world=2)
    assert_same_checkpoints(tmp_path / "one/checkpoint_last.pt", tmp_path / "two/checkpoint_last.pt")


def test_checkpoint_loads_through_ensemble_and_hub(joint_run, data_bin):
    save_dir, _ = joint_run
    models, cfg, task = checkpoint_utils.load_model_ensemble_and_task([str(save_dir / "checkpoint_last.pt")])
    assert isinstance(models[0], XLMEModel) and models[0].generator is not None
    hub = XLMEModel.from_pretrained(str(save_dir), "checkpoint_last.pt", str(data_bin),
                                    sentencepiece_model=str(data_bin / "spm.model"))
    hub.eval()
    tokens = hub.encode("Die Datei wurde nicht gefunden.")
    assert tokens[0] == task.source_dictionary.bos() and tokens[-1] == task.source_dictionary.eos()
    features = hub.extract_features(tokens)
    assert features.shape == (1, len(tokens), cfg.model.encoder_embed_dim)
    layers = hub.extract_features(tokens, return_all_hiddens=True)
    assert len(layers) == cfg.model.encoder_layers + 1
    torch.testing.assert_close(layers[-1], features)
    # fairseq's fill_mask reads the generator: its probabilities are those of the generator's logits at the masked
    # position as pre-training computes them (the masked positions given, the LM head on those rows only)
    filled = hub.fill_mask("Die Datei wurde nicht <mask>.", topk=4)
    masked = task.source_dictionary.encode_line(f"<s> {hub.bpe.encode('Die Datei wurde nicht')} <mask> "
                                                f"{hub.bpe.encode('.')} </s>", append_eos=False,
                                                add_if_not_exist=False).long()[None]
    positions = masked.eq(task.mask_idx)
    with torch.no_grad():
        generator_logits = hub.model(masked, masked_positions=positions)[1].generator_logits
    expected = generator_logits[0].softmax(-1).topk(4)
    words = [hub.bpe.decode(task.source_dictionary[index]).strip() for index in expected.indices]
    assert [word.strip() for _, _, word in filled] == words
    torch.testing.assert_close(torch.tensor([score for _, score, _ in filled]), expected.values, rtol=1e-5, atol=0)


def test_exported_discriminator(joint_run, data_bin, tmp_path):
    save_dir, _ = joint_run
    out = tmp_path / "xlm_e"
    run(["python", "-m", "fairseq_xl.convert.xlm_e_discriminator", save_dir / "checkpoint_last.pt",
         "--data", data_bin, "--out", out])
    state = torch.load(out / "model.pt", map_location="cpu")
    assert not any(key.startswith(("generator.", "lm_head.")) for key in state["model"])
    assert state["last_optimizer_state"] is None
    exported = XLMEModel.from_pretrained(str(out))
    full = XLMEModel.from_pretrained(str(save_dir), "checkpoint_last.pt", str(data_bin),
                                     sentencepiece_model=str(data_bin / "spm.model"))
    exported.eval()
    full.eval()
    sentence = "Показать справку и выйти."
    assert exported.model.generator is None
    torch.testing.assert_close(exported.extract_features(exported.encode(sentence)),
                               full.extract_features(full.encode(sentence)))
    again = run(["python", REPO / "examples/xlm_e/export_discriminator.py", save_dir / "checkpoint_last.pt",
                 "--data", data_bin, "--out", out], check=False)  # the command's old path, kept working
    assert again.returncode != 0 and "not empty" in again.stderr
    assert "export_discriminator.py is now python -m fairseq_xl.convert.xlm_e_discriminator" in again.stderr


def test_retrieval_script(joint_run, data_bin, raw_corpus):
    save_dir, _ = joint_run
    pairs = []
    for pair in ("en-de", "en-ru"):
        source, target = pair.split("-")
        pairs += ["--pair", raw_corpus / "para" / f"test.{pair}.{source}",
                  raw_corpus / "para" / f"test.{pair}.{target}"]
    done = run(["python", REPO / "examples/evaluate_retrieval.py", save_dir / "checkpoint_last.pt",
                "--data", data_bin, *pairs])
    lines = [line for line in done.stdout.splitlines() if line.startswith("| retrieval")]
    assert len(lines) == 4 and "layer 2 average top-1 accuracy" in lines[-2]
    assert re.fullmatch(r"\| retrieval \[baselines\] average top-1 accuracy: chance 0\.\d, length-only \d+\.\d",
                        lines[-1])
    printed = re.search(r"accuracy: ([\d.]+) \(centred: ([\d.]+)\)$", lines[-2]).groups()
    hub = XLMEModel.from_pretrained(str(save_dir), "checkpoint_last.pt", str(data_bin),
                                    sentencepiece_model=str(data_bin / "spm.model"))
    hub.eval()
    scores = {"": [], "centred_": []}
    for source, target in zip(pairs[1::3], pairs[2::3]):
        read = lambda path: path.read_text(encoding="utf-8").splitlines()  # noqa: E731
        result = evaluate_pairs(hub, read(source), read(target))[2]  # tiny: 2 layers, default 3/4 -> 2
        for kind, kept in scores.items():
            kept += [result[f"{kind}src2tgt"], result[f"{kind}tgt2src"]]
    for value, kept in zip(printed, scores.values()):
        assert float(value) == pytest.approx(100 * sum(kept) / len(kept), abs=0.05)
    # --token-match: the same pairs scored by their tokens, every layer printed
    done = run(["python", REPO / "examples/evaluate_retrieval.py", save_dir / "checkpoint_last.pt",
                "--data", data_bin, *pairs, "--token-match", "--all-layers"])
    centred = re.search(r"token match\] centred average by layer  0: [\d.]+  1: [\d.]+  2: ([\d.]+)$",
                        done.stdout, re.M)
    kept = [value for source, target in zip(pairs[1::3], pairs[2::3])
            for result in [token_match_pairs(hub, read(source), read(target))[2]]
            for value in (result["centred_src2tgt"], result["centred_tgt2src"])]
    assert centred and float(centred.group(1)) == pytest.approx(100 * sum(kept) / len(kept), abs=0.05), done.stdout

    generator = run(["python", REPO / "examples/evaluate_retrieval.py", save_dir / "checkpoint_last.pt",
                     "--data", data_bin, *pairs, "--all-layers", "--xlm-e-generator"])
    centred = re.search(r"\[checkpoint_last\.pt, generator\] centred average by layer  0: ([\d.]+)  1: ([\d.]+)$",
                        generator.stdout, re.M)
    assert centred, generator.stdout  # the embeddings and the generator's one layer, no more
    model = hub.model

    class Generator(torch.nn.Module):  # the generator's states computed here, beside the script's view of them
        cfg = SimpleNamespace(encoder_layers=model.cfg.generator_layers, encoder_embed_dim=model.cfg.encoder_embed_dim)

        def forward(self, tokens, features_only=True, return_all_hiddens=False):
            _, states = model.generator(model.embeddings(tokens), model.padding_mask(tokens), True)
            return states[-1], {"inner_states": [state.transpose(0, 1) for state in states]}

        def max_positions(self):
            return model.max_positions()

    hub.model = Generator()
    results = [evaluate_pairs(hub, read(source), read(target))
               for source, target in zip(pairs[1::3], pairs[2::3])]
    for layer, value in enumerate(centred.groups()):
        expected = [result[layer][f"centred_{key}"] for result in results for key in ("src2tgt", "tgt2src")]
        assert float(value) == pytest.approx(100 * sum(expected) / len(expected), abs=0.05)


def test_translation_use_of_a_trained_xlm_e_against_its_untrained_model(joint_run, data_bin, tmp_path):
    save_dir, _ = joint_run
    out = tmp_path / "use.jsonl"
    done = run(["python", REPO / "examples/translation_use.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
                "--untrained", "--jsonl", out])
    lines = [line for line in done.stdout.splitlines() if line.startswith("| translation use")]
    assert [line.split("]")[1].split(":")[0] for line in lines] == [
        " masked LM", " discriminator", " discriminator, replacements drawn from the sentence alone"] * 2
    untrained, trained = (json.loads(line) for line in out.read_text().splitlines())
    assert untrained["checkpoint"] == "random init" and untrained["pairs"] > 100
    for gain in ("bits_gain", "auc_gain", "auc_drawn_alone_gain"):
        assert abs(untrained[gain]) < 4 * untrained[f"{gain}_se"] + 1e-3
    # 120 updates of the tiny model: its generator has left the uniform distribution, not yet for the translation
    assert trained["bits"]["translation"] < untrained["bits"]["translation"] - 1
    assert trained["pairs"] == untrained["pairs"] and trained["masked"] == untrained["masked"]  # the same masks
    bad = run(["python", REPO / "examples/translation_use.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
               "--split", "nosuch"], check=False)
    assert bad.returncode == 2 and "nosuch.en-de.en.{bin,idx}: not found" in bad.stderr
    other = tmp_path / "other"
    other.mkdir()
    (other / "dict.txt").write_text((data_bin / "dict.txt").read_text() + "extra 1\n")
    bad = run(["python", REPO / "examples/translation_use.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
               "--pairs-data", other], check=False)
    assert bad.returncode == 2 and "its dict.txt differs" in bad.stderr
    (other / "dict.txt").unlink()
    (other / "dict.txt").mkdir()  # read through the gate's reader: a regular file only, refused unread
    bad = run(["python", REPO / "examples/translation_use.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
               "--pairs-data", other], check=False)
    assert bad.returncode == 2 and "not a regular file" in bad.stderr, bad.stderr[-2000:]


def test_retrieval_accuracy_counts_nearest_neighbours():
    """Row i of each side is a pair; row 1's nearest target is row 2, the rest are right."""
    source = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.1], [0.0, 0.0, 1.0]])
    target = torch.tensor([[2.0, 0.1, 0.0], [0.0, 0.1, 1.0], [0.0, 1.0, 0.0]])
    result = retrieval_accuracy(source, target)
    assert result["src2tgt"] == pytest.approx(1 / 3) and result["tgt2src"] == pytest.approx(1 / 3)
    assert retrieval_accuracy(source, source * 3) == {"src2tgt": 1.0, "tgt2src": 1.0}


def test_token_matching_is_each_tokens_best_cosine_averaged_both_ways():
    """Against its definition written out pair by pair, with chunks of 3 tokens that split sentences."""
    torch.manual_seed(0)
    source_counts, target_counts = torch.tensor([2, 5, 1, 4]), torch.tensor([3, 1, 6])
    source, target = torch.randn(int(source_counts.sum()), 8), torch.randn(int(target_counts.sum()), 8)
    scores = token_match_scores(source, source_counts, target, target_counts, chunk=3)
    for i, x in enumerate(source.split(source_counts.tolist())):
        for j, y in enumerate(target.split(target_counts.tolist())):
            cosine = torch.tensor([[torch.nn.functional.cosine_similarity(a, b, dim=0).item() for b in y] for a in x])
            expected = (cosine.max(1).values.mean() + cosine.max(0).values.mean()) / 2
            assert scores[i, j].item() == pytest.approx(expected.item(), abs=1e-6), (i, j)


def test_token_matching_finds_pairs_whose_mean_hides_them():
    """Each pair shares one word (the same state on both sides) among eight filler words drawn from its side's
    pool: the fillers swamp the sentences' means, while the shared word is the one exact match."""
    torch.manual_seed(0)
    pairs, fillers = 100, 8
    words = torch.randn(pairs, 64)
    pools = 3 * torch.randn(2, 20, 64)
    sides = [torch.cat([torch.cat([words[i:i + 1], pool[torch.randint(20, (fillers,))]]) for i in range(pairs)])
             for pool in pools]
    counts = torch.full((pairs,), fillers + 1)
    mean = [side.view(pairs, fillers + 1, -1).mean(1) for side in sides]
    assert retrieval_accuracy(*mean, centre=True)["src2tgt"] < 0.3, retrieval_accuracy(*mean, centre=True)
    matched = token_match_scores(sides[0], counts, sides[1], counts)
    assert (matched.argmax(1) == torch.arange(pairs)).float().mean() > 0.85  # 0.92


def test_centring_removes_each_language_offset():
    """Pairs that differ by a large offset per language (a vector shared by all sentences of
    that language): raw cosine is dominated by it and mostly wrong, centred retrieval is exact."""
    torch.manual_seed(0)
    meaning = torch.randn(200, 32)
    source, target = meaning + 20 * torch.randn(32), meaning + 20 * torch.randn(32)
    raw, centred = retrieval_accuracy(source, target), retrieval_accuracy(source, target, centre=True)
    assert raw["src2tgt"] < 0.5 and raw["tgt2src"] < 0.5, raw
    assert centred == {"src2tgt": 1.0, "tgt2src": 1.0}


def test_tensorboard_logs_and_plots(joint_run, tmp_path):
    """--tensorboard-logdir works out of the box (tensorboardX is installed), and the plot
    command reads the same curves from the TensorBoard folder as from the json log."""
    save_dir, output = joint_run
    assert "Please install tensorboardX" not in output
    log = tmp_path / "train.log"
    log.write_text(output, encoding="utf-8")
    from_log, from_tensorboard = read_run(str(log)), read_run(str(save_dir / "tensorboard"))
    for tag, metric in [("train_inner", "loss"), ("train_inner", "mrtd_loss"), ("train_inner", "trtd_recall"),
                        ("train_inner", "lr"), ("valid", "mlm_loss")]:
        logged, written = from_log[tag, metric], from_tensorboard[tag, metric]
        assert [step for step, _ in logged] == [step for step, _ in written], (tag, metric)
        assert len(logged) >= (15 if tag == "train_inner" else 2)
        for (_, a), (_, b) in zip(logged, written):
            assert abs(a - b) <= 1e-3 * max(1.0, abs(a)), (tag, metric, a, b)
    inner = read_run(str(save_dir / "tensorboard" / "train_inner"))  # one tag's folder: its name is the tag
    assert inner and inner == {key: points for key, points in from_tensorboard.items() if key[0] == "train_inner"}
    with pytest.raises(ValueError, match="no training .* records, only train: draw a run that logged"):
        plot([read_run(str(save_dir / "tensorboard" / "train"))], ["end of epochs"], str(tmp_path / "none.png"))
    figure = tmp_path / "curves.png"
    done = run(["python", "-m", "fairseq_xl.plot_logs", log, save_dir / "tensorboard", "--labels", "json,tensorboard",
                "-o", figure])
    assert figure.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and figure.stat().st_size > 20_000
    drawn = done.stdout.split(": ", 1)[1].strip().split(", ")
    assert {"loss", "mlm_loss", "mlm_acc", "mrtd_loss", "trtd_recall", "trtd_precision", "lr", "wps"} <= set(drawn)
    assert not {"bsz", "wpb", "mrtd_tokens", "gnorm"} & set(drawn)


def test_plot_logs_reads_simple_format_lines():
    inner = ("2026-11-23 14:23:50 | INFO | train_inner | epoch 001:     25 / 990 loss=120.724, mlm_loss=11.961, "
             "mrtd_precision=None, lr=0.00025, num_updates=25, wall=12")
    valid = ("2026-11-23 14:26:52 | INFO | valid | epoch 001 | valid on 'valid' subset | loss 41.047 | "
             "trtd_recall 0 | num_updates 500")
    assert parse_log_line(inner) == ("train_inner", {"loss": 120.724, "mlm_loss": 11.961, "lr": 0.00025,
                                                     "num_updates": 25.0, "wall": 12.0})
    assert parse_log_line(valid) == ("valid", {"epoch": 1.0, "loss": 41.047, "trtd_recall": 0.0, "num_updates": 500.0})
    assert parse_log_line("2026-11-23 14:23:50 | INFO | fairseq_cli.train | task: TRTDTask") is None
    # --log-file writes the bare messages: the tag is told by their form
    for line in (inner, valid):
        assert parse_log_line(line.split(" | ", 3)[3]) == parse_log_line(line)
    assert parse_log_line('{"valid_loss": "41.047", "valid_num_updates": "500"}') == (
        "valid", {"loss": 41.047, "num_updates": 500.0})
    assert parse_log_line('{"epoch": 1, "update": 0.025, "loss": "120.7", "num_updates": "25"}') == (
        "train_inner", {"epoch": 1.0, "update": 0.025, "loss": 120.7, "num_updates": 25.0})
    assert parse_log_line("begin validation on \"valid\" subset") is None
    with pytest.raises(ValueError, match="no fairseq log lines"):
        read_run(__file__)


def test_mlm_baseline_data_training_and_retrieval(data_bin, raw_corpus, tmp_path):
    """The MLM baseline's path: the languages joined into fairseq's masked_lm layout (every
    sentence kept, in order), fairseq's own RoBERTa trained on it through the CLI (loss falls),
    and the retrieval script scoring that checkpoint."""
    from fairseq.data import data_utils

    merged = tmp_path / "mlm-bin"
    run(["python", REPO / "preprocess/merge_languages.py", data_bin, merged])
    assert (merged / "dict.txt").read_text() == (data_bin / "dict.txt").read_text()
    joined = data_utils.load_indexed_dataset(str(merged / "train"), None)
    parts = [data_utils.load_indexed_dataset(str(data_bin / lang / "train"), None) for lang in ("de", "en", "ru")]
    assert len(joined) == sum(len(part) for part in parts)
    offset = 0
    for part in parts:
        for i in (0, len(part) - 1):
            assert torch.equal(joined[offset + i], part[i])
        offset += len(part)
    done = run(["python", REPO / "preprocess/merge_languages.py", data_bin, merged], check=False)
    assert done.returncode != 0 and "exists" in done.stderr

    save_dir = tmp_path / "roberta"
    done = run(["fairseq-train", merged, "--task", "masked_lm", "--criterion", "masked_lm", "--arch", "roberta_base",
                "--encoder-layers", "2", "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
                "--encoder-attention-heads", "2", "--max-positions", "128", "--tokens-per-sample", "128",
                "--max-tokens", "2048", "--optimizer", "adam", "--lr", "2e-3", "--lr-scheduler", "polynomial_decay",
                "--warmup-updates", "10", "--total-num-update", "60", "--max-update", "60", "--cpu",
                "--num-workers", "0",
                "--log-format", "json", "--log-interval", "10", "--no-epoch-checkpoints", "--no-progress-bar",
                "--seed", "1", "--save-dir", save_dir])
    records = json_logs(done.stdout + done.stderr, "train_inner")
    assert mean(records[-2:], "loss") < mean(records[:1], "loss") - 1.0
    pair = ["--pair", raw_corpus / "para" / "test.en-de.en", raw_corpus / "para" / "test.en-de.de"]
    done = run(["python", REPO / "examples/evaluate_retrieval.py", save_dir / "checkpoint_last.pt",
                "--data", merged, *pair, "--all-layers"])
    assert re.search(r"layer 2 average top-1 accuracy: [\d.]+ \(centred: [\d.]+\)$", done.stdout.splitlines()[-2])
    assert "| retrieval [baselines] average top-1 accuracy: chance 0.5, length-only" in done.stdout.splitlines()[-1]
    assert "centred average by layer  0:" in done.stdout


def test_mlm_tlm_baseline_data_keeps_every_pair_whole(data_bin, tmp_path):
    """MLM+TLM's data: the monolingual text, then each translation pair as one item
    ``e </s> </s> f </s>``; fairseq's RoBERTa trains on it with whole items (loss falls)."""
    from fairseq.data import Dictionary, data_utils

    merged = tmp_path / "mlm-tlm-bin"
    done = run(["python", REPO / "preprocess/merge_languages.py", data_bin, merged, "--pairs", "all"])
    assert "en-de (1200 pairs)" in done.stdout and "en-ru (1200 pairs)" in done.stdout
    eos = Dictionary.load(str(data_bin / "dict.txt")).eos()
    joined = data_utils.load_indexed_dataset(str(merged / "train"), None)
    mono = sum(len(data_utils.load_indexed_dataset(str(data_bin / lang / "train"), None))
               for lang in ("de", "en", "ru"))
    offset = mono
    for pair in ("en-de", "en-ru"):
        src, tgt = (data_utils.load_indexed_dataset(str(data_bin / f"train.{pair}.{lang}"), None)
                    for lang in pair.split("-"))
        for i in range(len(src)):
            assert torch.equal(joined[offset + i], torch.cat([src[i], torch.tensor([eos]), tgt[i]]).to(joined[0].dtype))
        offset += len(src)
    assert len(joined) == offset
    done = run(["python", REPO / "preprocess/merge_languages.py", data_bin, tmp_path / "other", "--pairs", "en-fr"],
               check=False)
    assert done.returncode == 2 and "--pairs: no train pairs en-fr" in done.stderr and "en-de, en-ru" in done.stderr

    done = run(["fairseq-train", merged, "--task", "masked_lm", "--criterion", "masked_lm", "--arch", "roberta_base",
                "--encoder-layers", "2", "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
                "--encoder-attention-heads", "2", "--max-positions", "256", "--tokens-per-sample", "256",
                "--sample-break-mode", "complete", "--max-tokens", "2048", "--optimizer", "adam", "--lr", "2e-3",
                "--lr-scheduler", "polynomial_decay", "--warmup-updates", "10", "--total-num-update", "40",
                "--max-update", "40", "--cpu", "--num-workers", "0", "--log-format", "json", "--log-interval", "10",
                "--no-epoch-checkpoints", "--no-progress-bar", "--disable-validation", "--seed", "1",
                "--save-dir", tmp_path / "roberta"])
    records = json_logs(done.stdout + done.stderr, "train_inner")
    assert mean(records[-1:], "loss") < mean(records[:1], "loss") - 1.0


def test_plot_leaves_out_metrics_no_run_has(tmp_path, caplog):
    """A run shorter than --log-interval has no train_inner lines, hence no lr: the metrics
    asked for that exist are drawn, the others named in a warning; none at all is an error."""
    runs = [{("valid", "loss"): [(10, 5.0), (20, 4.0)], ("train_inner", "wps"): [(10, 900.0)]}]
    figure = tmp_path / "short.png"
    assert plot(runs, ["short"], str(figure), ["loss", "lr", "wps"]) == ["loss", "wps"]
    assert figure.stat().st_size > 5_000
    assert "lr in none of the runs" in caplog.text
    with pytest.raises(ValueError, match="none of the runs logged"):
        plot(runs, ["short"], str(tmp_path / "none.png"), ["lr"])
    assert plot(runs, ["short"], str(figure)) == ["loss", "wps"], "default: losses, accuracies, lr, wps"


def test_transfer_finetuning_trains_encoder_and_head(joint_run, data_bin):
    """Fine-tuning reaches every encoder parameter and fits its English training examples."""
    save_dir, _ = joint_run
    hub = load_hub(str(save_dir / "checkpoint_last.pt"), str(data_bin))
    before = {name: value.clone() for name, value in hub.model.named_parameters() if value.requires_grad}
    sentences, labels = read_examples(REPO / "corpus/transfer/train.en")
    train = sentences[:120], labels[:120]
    accuracy = finetune_accuracy(hub, train, {"seen": train}, epochs=30, lr=2e-3)
    assert accuracy["seen"] > 0.9, accuracy
    unused = ("generator.", "lm_head.", "rtd_head.")
    unchanged = [name for name, value in hub.model.named_parameters()
                 if not name.startswith(unused) and torch.equal(value, before[name])]
    assert not unchanged
    few = sentences[:8], labels[:8]  # one step: warm-up and decay both one step long
    assert set(finetune_accuracy(hub, few, {"seen": few}, epochs=1)) == {"seen"}


def test_transfer_script(joint_run, data_bin, tmp_path, capsys):
    save_dir, _ = joint_run
    lines = (REPO / "corpus/transfer/train.en").read_text(encoding="utf-8").splitlines()
    (tmp_path / "train.en").write_text("\n".join(lines[:200]) + "\n", encoding="utf-8")
    tests = [tmp_path / "train.en", REPO / "corpus/transfer/test.ru"]
    done = run(["python", REPO / "examples/evaluate_transfer.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
                "--train", tmp_path / "train.en", "--test", *tests, "--epochs", "1", "--bag-of-subwords",
                "--random-init", "--seeds", "1", "2"])
    rows = [line for line in done.stdout.splitlines() if line.startswith("| transfer")]
    assert [row.split("]")[0] for row in rows] == ["| transfer [majority class", "| transfer [bag of subwords",
                                                    "| transfer [random init, seed 1",
                                                    "| transfer [random init, seed 2"]
    for row in rows:
        en, ru, mean, gap = map(float, re.search(r"en ([\d.]+)  ru ([\d.]+)  \| others' mean ([\d.]+)  gap (-?[\d.]+)$",
                                                 row).groups())
        assert mean == ru and gap == pytest.approx(en - ru, abs=0.11)
    labels = [line.split("\t")[1] for line in lines[:200]]
    majority = max(sorted(set(labels)), key=labels.count)
    assert rows[0].startswith(f"| transfer [majority class] en {100 * labels.count(majority) / 200:.1f}")
    bad = tmp_path / "bad.de"
    bad.write_text("kein Etikett\n", encoding="utf-8")
    script = example("evaluate_transfer")
    with pytest.raises(SystemExit) as failed:
        script.main([str(save_dir / "checkpoint_last.pt"), "--data", str(data_bin), "--train",
                     str(tmp_path / "train.en"), "--test", str(bad)])
    assert failed.value.code == 2 and f"{bad}, line 1: expected 'text<TAB>label'" in capsys.readouterr().err


def test_bf16_with_the_plugin_imported_before_fairseq_train(data_bin, tmp_path):
    """A Python program that imports fairseq_xl before fairseq's train module and then runs its cli_main with
    --bf16 trains in bfloat16 too: --user-dir does not import the plugin again, so the repair cannot wait for it."""
    program = ("import sys; import fairseq_xl; from fairseq_cli import train; "
               "sys.argv = ['fairseq-train'] + sys.argv[1:]; train.cli_main()")
    done = run([sys.executable, "-c", program, data_bin, "--save-dir", tmp_path, *TRAIN_FLAGS, "--task", "mrtd",
                "--max-update", "4", "--bf16"], fresh=True)
    output = done.stdout + done.stderr  # logged in Python's default format: the plugin's import came first
    assert "'bf16': True" in output and "'tpu': False" in output and "done training" in output
    assert math.isfinite(float(re.search(r'"train_loss": "([^"]+)"', output).group(1)))


def test_fp16_without_a_gpu_stops_where_the_plugin_is_imported_before_fairseq_train(data_bin, tmp_path):
    """The same program with --fp16 stops before fairseq builds anything, as fairseq-train --fp16 does
    (test_flag_checks), not later in fairseq's optimizer ("Torch not compiled with CUDA enabled")."""
    program = ("import sys; import fairseq_xl; from fairseq_cli import train; "
               "sys.argv = ['fairseq-train'] + sys.argv[1:]; train.cli_main()")
    done = run([sys.executable, "-c", program, data_bin, "--save-dir", tmp_path / "run", *TRAIN_FLAGS, "--task",
                "mrtd", "--max-update", "4", "--fp16"], fresh=True, check=False)
    assert done.returncode != 0 and "--fp16 trains with CUDA's float16 kernels" in done.stderr, done.stderr[-2000:]
    assert not (tmp_path / "run").exists()


def test_user_dir_names_the_plugin_a_program_imported_by_another_path(data_bin, tmp_path):
    """A program outside the repository imports the plugin, then trains with --user-dir fairseq_xl: fairseq takes
    the bare name as site-packages/fairseq/../fairseq_xl (install.sh's link), another string than the imported
    module's folder, and stopped with "not globally unique"; now it trains. In this process: the repository's
    path and the link's are the plugin too; another folder of that name keeps fairseq's error."""
    program = ("import sys; import fairseq_xl; from fairseq_cli import train; "
               "sys.argv = ['fairseq-train'] + sys.argv[1:]; train.cli_main()")
    run([sys.executable, "-c", program, data_bin, "--save-dir", tmp_path / "run", *TRAIN_FLAGS, "--task", "mrtd",
         "--max-update", "1", "--user-dir", "fairseq_xl"], cwd=tmp_path, fresh=True)
    assert (tmp_path / "run" / "checkpoint_last.pt").exists()
    site = Path(fairseq_utils.__file__).parent.parent / "fairseq_xl"
    for path in (REPO / "fairseq_xl", site):
        fairseq_utils.import_user_module(argparse.Namespace(user_dir=str(path)))
    (tmp_path / "other" / "fairseq_xl").mkdir(parents=True)
    with pytest.raises(ImportError, match="not globally unique"):
        fairseq_utils.import_user_module(argparse.Namespace(user_dir=str(tmp_path / "other" / "fairseq_xl")))


def test_bf16_on_the_cpu(data_bin, tmp_path):
    """fairseq-train --bf16 trains in bfloat16 (upstream it would be a TPU run and die without
    torch_xla): the joint objective's (mrtd + trtd) losses close to the float32 run's, and the
    weights it saves close to the float32 run's but not equal (the products ran in bfloat16)."""
    flags = ["--task", "trtd", "--langs", "all", "--max-update", "4", "--log-interval", "2"]
    bf16 = check_bf16_run(train(data_bin, tmp_path / "bf16", *flags, "--bf16"), tmp_path / "bf16")
    fp32 = json_logs((done := train(data_bin, tmp_path / "fp32", *flags)).stdout + done.stderr, "train_inner")
    assert len(bf16) == len(fp32) == 2 and "mlm_loss" in bf16[0] and "tlm_loss" in bf16[0]
    for low, full in zip(bf16, fp32):
        assert float(low["loss"]) == pytest.approx(float(full["loss"]), rel=0.05)
    low, full = (torch.load(tmp_path / name / "checkpoint_last.pt", weights_only=True)["model"]
                 for name in ("bf16", "fp32"))
    differ = [key for key in full if not torch.equal(low[key], full[key])]
    assert len(differ) > 0.9 * len(full), f"{len(differ)} of {len(full)} tensors differ"
    assert all(torch.allclose(low[key], full[key], atol=0.02) for key in full)


def test_diagnose_script_prints_baselines_and_a_verdict(joint_run, data_bin):
    """examples/xlm_e/diagnose.py (the quickstart's last step): untrained and trained rows, each
    beside the unigram / bigram models and the context-blind detector, and the sentence."""
    save_dir, _ = joint_run
    done = run(["python", REPO / "examples/xlm_e/diagnose.py", save_dir / "checkpoint_last.pt", "--data", data_bin,
                "--max-batches", "4", "--train-batches", "4"])
    lines = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert len(lines) == 7, done.stdout
    values = {}
    for line in lines[:6]:
        label = re.match(r"\| diagnostics \[([^\]]+)\]", line).group(1)
        values.setdefault(label, []).append(line)
    assert set(values) == {"random init", "checkpoint_last.pt"}
    untrained, trained = (float(re.search(r"generator: ([\d.]+) bits", rows[0]).group(1)) for rows in values.values())
    assert trained < untrained  # the joint run's generator has learned something (120 updates)
    assert all("context-blind detector's" in rows[1] for rows in values.values())
    assert lines[-1].startswith("| this run shows: the generator is")
