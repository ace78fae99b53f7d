"""MARGE through the real CLI on the embedded man pages (5 languages, a page and its
translations in one of 4 shards): fairseq-train re-indexes every --reindex-interval updates
and links documents to their translations above chance; a mid-epoch checkpoint resumes the
same batches; fairseq-generate translates with the language token choosing the output
language; document_bleu.py re-joins the chunks and scores them."""
import re
import shutil
import sys

import pytest
import sacrebleu

from conftest import REPO, json_logs, run

FLAGS = ["--user-dir", REPO / "fairseq_xl", "--task", "marge_retrieval", "--arch", "marge_tiny",
         "--criterion", "cross_entropy", "--max-tokens", "1024", "--optimizer", "adam", "--lr", "1e-3",
         "--lr-scheduler", "inverse_sqrt", "--warmup-updates", "40", "--cpu", "--num-workers", "0", "--seed", "2",
         "--log-format", "json", "--no-progress-bar", "--no-epoch-checkpoints"]
INDEX = re.compile(r"train index (\d+): .* same document in another language: ([0-9.]+) \(chance ([0-9.]+)\); (\d+) batches")


def indexes(output):
    return [(int(epoch), float(rate), float(chance), int(batches)) for epoch, rate, chance, batches in
            INDEX.findall(output)]


@pytest.fixture(scope="module")
def pretrained(marge_bin, tmp_path_factory):
    save = tmp_path_factory.mktemp("marge_ckpt")
    done = run(["fairseq-train", marge_bin[1], "--save-dir", save, *FLAGS, "--reindex-interval", "60",
                "--max-update", "360", "--log-interval", "60", "--disable-validation"])
    return save / "checkpoint_last.pt", done.stdout + done.stderr


def test_pretraining_reindexes_and_links_translations_above_chance(pretrained):
    _, output = pretrained
    found = indexes(output)
    assert [epoch for epoch, *_ in found] == list(range(1, 7)), "one index per 60 updates"
    assert all(batches == 60 for *_, batches in found)
    losses = [record["loss"] for record in json_logs(output, "train_inner")]
    assert float(losses[-1]) < float(losses[0]) - 1.5
    last_rate, chance = found[-1][1], found[-1][2]
    print(f"translation links: {[rate for _, rate, _, _ in found]}, chance {chance}")
    assert last_rate > 3 * chance, (found, chance)


def generate(checkpoint, data, source, target, out):
    done = run(["fairseq-generate", data, "--user-dir", REPO / "fairseq_xl", "--task", "marge_retrieval",
                "--source-lang", source, "--target-lang", target, "--gen-subset", "test", "--path", checkpoint,
                "--cpu", "--beam", "6", "--no-repeat-ngram-size", "8", "--max-tokens", "4096", "--max-len-a", "1.2",
                "--max-len-b", "10", "--post-process", "sentencepiece"])
    out.write_text(done.stdout, encoding="utf-8")
    return done.stdout


def unigram_precision(hypotheses, references):
    return sacrebleu.corpus_bleu(hypotheses, [references]).precisions[0]


def test_zero_shot_translation_in_the_language_of_the_token_and_document_bleu(pretrained, marge_bin, tmp_path):
    checkpoint, _ = pretrained
    raw, data = marge_bin
    outputs = {target: generate(checkpoint, data, "de", target, tmp_path / f"de-{target}.txt") for target in ("en", "fr")}
    chunks = sum(1 for line in (data / "test.chunks.tsv").read_text().splitlines()[1:] if line.startswith("de\t"))
    for output in outputs.values():
        assert len(re.findall(r"^D-\d+\t", output, re.M)) == chunks, "every chunk translated"
    hypotheses = {target: [line.split("\t")[2] for line in output.splitlines() if line.startswith("D-")]
                  for target, output in outputs.items()}
    text = {lang: (raw / f"docs/test.{lang}").read_text(encoding="utf-8").split("\n") for lang in ("en", "fr")}
    references = {lang: [" ".join(text[lang])] for lang in text}
    flat = {target: [" ".join(hyps)] for target, hyps in hypotheses.items()}
    # the [LANG] token chooses the output language: each output shares more words with its language
    assert unigram_precision(flat["en"], references["en"]) > unigram_precision(flat["en"], references["fr"]) + 5
    assert unigram_precision(flat["fr"], references["fr"]) > unigram_precision(flat["fr"], references["en"]) + 5
    done = run([sys.executable, "examples/marge/document_bleu.py", tmp_path / "de-en.txt", data, "test", "de",
                raw / "docs", "en"])
    assert re.match(r"document BLEU de->en \(10 documents, 0 without reference\): \d+\.\d\d", done.stdout)
    broken = tmp_path / "missing.txt"
    broken.write_text("".join(line + "\n" for line in outputs["en"].splitlines() if not line.startswith("D-3\t")))
    failed = run([sys.executable, "examples/marge/document_bleu.py", broken, data, "test", "de", raw / "docs", "en"],
                 check=False)
    assert failed.returncode != 0 and "has no translation of line 3 of de" in failed.stderr


def test_a_mid_epoch_checkpoint_resumes_the_same_batches(marge_bin, tmp_path):
    data = marge_bin[1]
    flags = [*FLAGS, "--reindex-interval", "6", "--max-update", "9", "--log-interval", "1",
             "--disable-validation", "--save-interval-updates", "4", "--keep-interval-updates", "1"]
    whole = run(["fairseq-train", data, "--save-dir", tmp_path / "whole", *flags])
    (tmp_path / "resumed").mkdir()
    shutil.copy(tmp_path / "whole/checkpoint_1_4.pt", tmp_path / "resumed/checkpoint_last.pt")
    resumed = run(["fairseq-train", data, "--save-dir", tmp_path / "resumed", *flags])
    losses = {record["num_updates"]: record["loss"] for record in json_logs(whole.stdout + whole.stderr, "train_inner")}
    again = {record["num_updates"]: record["loss"] for record in json_logs(resumed.stdout + resumed.stderr, "train_inner")}
    assert sorted(again) == ["5", "6", "7", "8", "9"] and all(again[k] == losses[k] for k in again), (losses, again)
    assert [epoch for epoch, *_ in indexes(resumed.stdout + resumed.stderr)] == [2], \
        "epoch 1 continues with its saved batches; epoch 2 is a new index"
