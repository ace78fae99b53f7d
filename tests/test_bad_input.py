"""Bad input stops with an error that names the file, line or flag, and overwrites nothing."""
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from conftest import BIN, REPO, run, said_in_one_line, train
from fairseq_xl.guards.errors import MismatchedDataError
from fairseq_xl.guards.reader import ReceivedFileError


def prepare(raw, dest, check=False):
    return run(["bash", "preprocess/prepare_xlm_e_data.sh", raw, dest], check=check, env={"VOCAB_SIZE": "200"})


@pytest.fixture
def raw_copy(raw_corpus, tmp_path):
    copy = tmp_path / "raw"
    shutil.copytree(raw_corpus, copy)
    return copy


def test_parallel_files_of_different_lengths(raw_copy, tmp_path):
    target = raw_copy / "para" / "train.en-de.de"
    lines = target.read_text(encoding="utf-8").splitlines(keepends=True)
    target.write_text("".join(lines[:-3]), encoding="utf-8")
    done = prepare(raw_copy, tmp_path / "out")
    assert done.returncode != 0
    assert "train.en-de.en has 1200 lines" in done.stderr and "train.en-de.de has 1197" in done.stderr
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()


def test_empty_line_is_named(raw_copy, tmp_path):
    source = raw_copy / "mono" / "train.ru"
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[41] = "\n"
    source.write_text("".join(lines), encoding="utf-8")
    done = prepare(raw_copy, tmp_path / "out")
    assert done.returncode != 0 and "train.ru:42: empty line" in done.stderr


def test_empty_file(raw_copy, tmp_path):
    (raw_copy / "mono" / "train.de").write_text("", encoding="utf-8")
    done = prepare(raw_copy, tmp_path / "out")
    assert done.returncode != 0 and "train.de: file is empty" in done.stderr


def test_vocabulary_larger_than_the_text_gives_is_named(raw_corpus, tmp_path):
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, tmp_path / "out"],
               env={"VOCAB_SIZE": "250000"}, check=False)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "VOCAB_SIZE 250000 is more pieces than the training text gives" in done.stderr
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()


def test_existing_destination_is_not_overwritten(raw_corpus, tmp_path):
    dest = tmp_path / "out"
    dest.mkdir()
    (dest / "keep.txt").write_text("mine")
    done = prepare(raw_corpus, dest)
    assert done.returncode != 0 and "exists" in done.stderr
    assert [p.name for p in dest.iterdir()] == ["keep.txt"] and (dest / "keep.txt").read_text() == "mine"


@pytest.mark.parametrize("name, line, position, damage, message", [
    ("para/train.en-de.de", 7, 5, b"\r", "train.en-de.de:7: carriage return (\\r) at column 6 inside the line"),
    ("para/train.en-de.de", 7, -1, b"\r", "train.en-de.de:7: Windows line ending"),
    ("mono/valid.ru", 3, 2, b"\x07", "valid.ru:3: control character U+0007 at column 3"),
    ("mono/train.de", 1, 0, b"\xef\xbb\xbf", "train.de:1: byte-order mark (U+FEFF) at column 1"),
    ("para/valid.en-ru.ru", 9, 5, b"\xff", "valid.en-ru.ru:9: not UTF-8 (byte 0xff at byte 7 of the line)"),
])
def test_text_that_is_not_plain_is_named(raw_copy, tmp_path, name, line, position, damage, message):
    """Each would change the text without a word: a stray carriage return splits a line in two for
    SentencePiece (pair sides then misalign), a BOM or control character becomes part of a piece.
    Columns count characters (the Cyrillic lines: 2 bytes each), the UTF-8 error its byte."""
    path = raw_copy / name
    lines = path.read_text(encoding="utf-8").split("\n")
    text = lines[line - 1]
    cut = len(text[:len(text) if position < 0 else position].encode())
    data = [part.encode() for part in lines]
    data[line - 1] = data[line - 1][:cut] + damage + data[line - 1][cut:]
    path.write_bytes(b"\n".join(data))
    done = prepare(raw_copy, tmp_path / "out")
    assert done.returncode != 0 and message in done.stderr, done.stderr
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()


@pytest.mark.parametrize("name, message", [
    ("mono/train.en.txt", "mono/train.en.txt: not a file of the layout ({train,valid}.LANG)"),
    ("mono/valid.fr", "mono/valid.fr has no train.fr beside it"),
    ("mono/test.de", "mono/test.de: not a file of the layout"),
    ("para/test.en-fr.fr", "para/test.en-fr.fr has no train.en-fr.fr beside it"),
    ("para/train.en-de.fr", "para/train.en-de.fr: language 'fr' is neither side of en-de"),
])
def test_file_outside_the_layout_is_named(raw_copy, tmp_path, name, message):
    """Such a file used to be encoded and dropped, or read as language 'txt'."""
    shutil.copy(raw_copy / "mono/valid.de", raw_copy / name)
    done = prepare(raw_copy, tmp_path / "out")
    assert done.returncode != 0 and message in done.stderr, done.stderr
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()


def test_partial_folder_is_removed_only_when_the_run_made_it(raw_corpus, tmp_path):
    partial = tmp_path / "out.partial"
    partial.mkdir()
    (partial / "keep.txt").write_text("mine")
    done = prepare(raw_corpus, tmp_path / "out")
    assert done.returncode != 0 and f"{partial} exists" in done.stderr
    assert [p.name for p in partial.iterdir()] == ["keep.txt"]
    partial.rename(tmp_path / "mine")
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, tmp_path / "out"], check=False,
               env={"VOCAB_SIZE": "100000"})
    assert done.returncode != 0 and "VOCAB_SIZE 100000 is more pieces" in done.stderr, \
        "SentencePiece fails after out.partial is made"
    assert not partial.exists() and not (tmp_path / "out").exists()


@pytest.mark.parametrize("signal_number, group", [(signal.SIGTERM, False), (signal.SIGINT, True)])
def test_a_stopped_preprocessing_leaves_nothing_that_looks_complete(raw_corpus, tmp_path, signal_number, group):
    """Stopped mid-way (kill, kill of its process group, or Ctrl-C: SIGINT to the group), the
    pipeline removes its DEST.partial; DEST appears only by the final rename, so a rerun never
    mistakes half a folder for output."""
    out, partial = tmp_path / "out", tmp_path / "out.partial"
    process = subprocess.Popen(["bash", "preprocess/prepare_xlm_e_data.sh", str(raw_corpus), str(out)], cwd=REPO,
                               env=dict(os.environ, VOCAB_SIZE="1000", PYTHON=sys.executable,
                                        PATH=f"{BIN}:{os.environ['PATH']}"),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
                               # as from a terminal: pytest-xdist's workers ignore SIGINT, and a shell that
                               # starts with a signal ignored can never trap it
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.time() + 120
    while not (partial / "spm").is_dir() and process.poll() is None and time.time() < deadline:
        time.sleep(0.05)
    assert process.poll() is None, "the pipeline ended before it could be stopped"
    time.sleep(1)  # inside SentencePiece's training or encoding
    if group:
        os.killpg(process.pid, signal_number)
    else:
        process.send_signal(signal_number)
    assert process.wait(timeout=60) != 0
    assert not partial.exists() and not out.exists()


@pytest.mark.parametrize("flags, message", [
    (["--task", "mrtd", "--langs", "de,xx"], "--langs: no training data for xx in"),
    (["--task", "trtd", "--lang-pairs", "en-de,en-fr"], "--lang-pairs: no training data for en-fr in"),
])
def test_unknown_language(data_bin, tmp_path, flags, message):
    done = train(data_bin, tmp_path, *flags, "--max-update", "1", check=False)
    said_in_one_line(done, message)
    assert "(found: " in done.stderr


def test_dictionary_without_mask(data_copy, tmp_path):
    dictionary = data_copy / "dict.txt"
    dictionary.write_text("".join(line for line in dictionary.read_text(encoding="utf-8").splitlines(keepends=True)
                                  if not line.startswith("<mask> ")), encoding="utf-8")
    done = train(data_copy, tmp_path, "--task", "mrtd", "--max-update", "1", check=False)
    said_in_one_line(done, f"{dictionary}: the dictionary has no '<mask>' symbol")


def test_pairs_longer_than_the_model(data_bin, tmp_path):
    done = train(data_bin, tmp_path, "--task", "trtd", "--tokens-per-sample", "40", "--max-update", "1",
                 check=False)
    assert done.returncode != 0
    assert "pairs are longer than --tokens-per-sample 40" in done.stderr and "the first is line" in done.stderr
    assert "--skip-long-pairs" in done.stderr
    done = train(data_bin, tmp_path, "--task", "trtd", "--tokens-per-sample", "40", "--max-update", "3",
                 "--skip-long-pairs", "--no-save")
    assert "leaving out" in done.stdout + done.stderr


def test_binarized_pair_sides_of_different_lengths(data_copy, tmp_path):
    """Data binarized by other means than our pipeline: the task checks the sides align."""
    for suffix in ("bin", "idx"):
        shutil.copy(data_copy / f"valid.en-de.de.{suffix}", data_copy / f"train.en-de.de.{suffix}")
    done = train(data_copy, tmp_path, "--task", "trtd", "--max-update", "1", check=False)
    assert done.returncode != 0
    assert f"{data_copy}/train.en-de.en has 1200 sentences but {data_copy}/train.en-de.de has 100" in done.stderr


def test_truncated_binary_is_named_at_load(data_copy, tmp_path):
    """A .bin cut short stops the run when the data loads, naming the file, not when the damaged
    item is read."""
    damaged = data_copy / "ru" / "train.bin"
    damaged.write_bytes(damaged.read_bytes()[:-7])
    done = train(data_copy, tmp_path, "--task", "mrtd", "--max-update", "1", check=False)
    assert done.returncode != 0
    assert f"{damaged}: " in done.stderr and "the file is truncated" in done.stderr
    assert f"{data_copy}/ru/train.idx describes " in done.stderr


def test_binary_check_of_every_combined_part(tmp_path):
    """The index check's sizes for both token widths, over PREFIX and PREFIX1 when combined."""
    import torch
    from fairseq.data import Dictionary, data_utils, indexed_dataset

    from fairseq_xl.guards.data_index import checked

    for name, vocab in (("train", 100), ("train1", 70000)):  # uint16 and int32 tokens
        builder = indexed_dataset.make_builder(str(tmp_path / f"{name}.bin"), "mmap", vocab_size=vocab)
        for length in (3, 5, 2):
            builder.add_item(torch.arange(length))
        builder.finalize(str(tmp_path / f"{name}.idx"))
        with checked(str(tmp_path / name)) as (_, _, _, count):
            assert count == 3
    assert len(data_utils.load_indexed_dataset(str(tmp_path / "train"), Dictionary(), combine=True)) == 6
    part = tmp_path / "train1.bin"
    part.write_bytes(part.read_bytes() + b"\0")
    with pytest.raises(ValueError, match=f"{part}: 41 bytes, but .*train1.idx describes 3 items in 40 bytes"):
        data_utils.load_indexed_dataset(str(tmp_path / "train"), Dictionary(), combine=True)
    assert len(data_utils.load_indexed_dataset(str(tmp_path / "train"), Dictionary())) == 3


def test_the_data_bin_mapped_is_the_one_checked(tmp_path, monkeypatch):
    """fairseq maps a data-bin from the descriptors the index check read: a pair renamed over the checked one
    between the check and the map (here at once, by wrapping the check) is not what the dataset reads."""
    import contextlib

    import torch
    from fairseq.data import indexed_dataset

    from fairseq_xl.guards import data_index

    for name, start in (("train", 0), ("other", 50)):
        builder = indexed_dataset.make_builder(str(tmp_path / f"{name}.bin"), "mmap", vocab_size=100)
        for length in (3, 5, 2):
            builder.add_item(torch.arange(start, start + length))
        builder.finalize(str(tmp_path / f"{name}.idx"))
    checked = data_index.checked

    @contextlib.contextmanager
    def swapped(prefix):
        with checked(prefix) as opened:
            for suffix in (".idx", ".bin"):
                os.replace(tmp_path / f"other{suffix}", tmp_path / f"train{suffix}")
            yield opened

    monkeypatch.setattr(data_index, "checked", swapped)
    dataset = indexed_dataset.MMapIndexedDataset(str(tmp_path / "train"))
    assert [dataset[i].tolist() for i in range(3)] == [[0, 1, 2], [0, 1, 2, 3, 4], [0, 1]]


def test_empty_or_reordered_dictionary_is_named(tmp_path):
    """An empty dict.txt was reported as lacking <mask>; one whose lines were swapped loaded and
    gave every token another id than the binarized data's."""
    from types import SimpleNamespace

    from fairseq_xl.tasks.multilingual_corpus import load_dictionary
    (tmp_path / "dict.txt").write_text("")
    with pytest.raises(ValueError, match="dict.txt: the dictionary has no symbols besides"):
        load_dictionary(SimpleNamespace(data=str(tmp_path)), needs_mask=True)
    (tmp_path / "dict.txt").write_text("a 50\nb 40\nc 45\nd 10\n<mask> 0\n")
    with pytest.raises(ValueError, match=r"dict.txt: line 3 \('c', count 45\) follows a lower count"):
        load_dictionary(SimpleNamespace(data=str(tmp_path)), needs_mask=True)
    (tmp_path / "dict.txt").write_text("a 50\nc 45\nb 40\nd 10\n<mask> 0\n[en] 1\n")
    assert len(load_dictionary(SimpleNamespace(data=str(tmp_path)), needs_mask=True)) == 4 + 6


def test_transfer_row_with_one_test_language():
    """evaluate_transfer.py with a single --test language divided by zero after fine-tuning."""
    from conftest import example
    module = example("evaluate_transfer")
    assert module.row("model", {"de": 0.5}) == "| transfer [model] de 50.0  | one test language: no other " \
                                               "languages' mean or transfer gap"
    assert module.row("model", {"en": 0.5, "de": 0.25, "fr": 0.75}).endswith("others' mean 50.0  gap 0.0")


def test_retrieval_pairs_are_checked_before_loading(tmp_path, capsys):
    """Empty pair files were a traceback after the model loaded."""
    from conftest import example
    module = example("evaluate_retrieval")
    empty, two, three = tmp_path / "empty.en", tmp_path / "two.de", tmp_path / "three.de"
    empty.write_text("")
    two.write_text("a\nb\n")
    three.write_text("a\nb\nc\n")
    for pair, message in (((empty, two), f"{empty} has no lines"), ((two, three), f"{two} has 2 lines and {three} 3"),
                          ((tmp_path / "missing", two), "missing: no such text file")):
        with pytest.raises(SystemExit) as stop:
            module.main(["no_checkpoint.pt", "--data", str(tmp_path), "--pair", str(pair[0]), str(pair[1])])
        assert stop.value.code == 2 and message in capsys.readouterr().err


def test_save_dir_of_another_configuration_and_unfinished_saves(data_bin, tmp_path):
    """A second fairseq-train into a --save-dir of another configuration continued from its
    checkpoint_last.pt silently; a .tmp left by a killed save stayed there."""
    save_dir = tmp_path / "run"
    train(data_bin, save_dir, "--task", "mrtd", "--max-update", "2")
    (save_dir / "checkpoint_last.pt.tmp").write_bytes(b"half a checkpoint")
    done = train(data_bin, save_dir, "--task", "mrtd", "--max-update", "4", "--encoder-layers", "3", check=False)
    said_in_one_line(done, "--save-dir holds checkpoints of another configuration (model encoder_layers: 2 there, "
                           "3 now)")
    assert "checkpoint_last.pt.tmp: an unfinished save" in done.stdout + done.stderr
    assert not (save_dir / "checkpoint_last.pt.tmp").exists()
    done = train(data_bin, save_dir, "--task", "mrtd", "--max-update", "4")  # the same configuration continues
    assert "loaded checkpoint" in (done.stdout + done.stderr).lower()


def test_a_data_folders_sentencepiece_model_is_parsed_in_python_before_native_code(data_copy, monkeypatch):
    """DATA/spm.model is parsed by the gate's Python parser before SentencePiece's native one ever sees it: garbage
    there is one line, and the native processor is never made."""
    import sentencepiece

    from fairseq_xl.hub import text_encoding

    def native(*args, **kwargs):
        raise AssertionError("SentencePiece's native parser was given the received file")

    monkeypatch.setattr(sentencepiece, "SentencePieceProcessor", native)
    (data_copy / "spm.model").write_bytes(b"\x0a\xff\xff\xff\xff\x0f not a model")
    with pytest.raises(ReceivedFileError, match=r"spm.model: not a SentencePiece model \(Error parsing"):
        text_encoding(str(data_copy))


def test_fairseqs_sentencepiece_bpe_parses_its_model_in_python_before_native_code(data_bin, tmp_path):
    """fairseq's own ``--bpe sentencepiece`` (a hub's, ``from_pretrained``'s, ``fairseq-interactive``'s) opens its
    model by path through SentencePiece's ``LoadFromFile``: with the plugin imported, the file is parsed in Python
    first (protobuf's message, not the native "could not parse ModelProto"), and a real model encodes as before."""
    from argparse import Namespace

    import sentencepiece
    from fairseq.data.encoders import build_bpe

    def bpe(path):
        return build_bpe(Namespace(bpe="sentencepiece", sentencepiece_model=str(path),
                                   sentencepiece_enable_sampling=False, sentencepiece_alpha=None))

    text = "Le chat dort sur le canapé."
    native = sentencepiece.SentencePieceProcessor(model_proto=(data_bin / "spm.model").read_bytes())
    assert bpe(data_bin / "spm.model").encode(text) == " ".join(native.encode(text, out_type=str))
    (tmp_path / "spm.model").write_bytes(b"\x0a\xff\xff\xff\xff\x0f not a model")
    with pytest.raises(ReceivedFileError, match=r"spm.model: not a SentencePiece model \(Error parsing"):
        bpe(tmp_path / "spm.model")
    (tmp_path / "spm.model").write_bytes(b"")  # a message without pieces, which SentencePiece took, then failed on
    with pytest.raises(ReceivedFileError, match=r"spm.model: not a SentencePiece model \(no pieces\)"):
        bpe(tmp_path / "spm.model")


def test_xlnets_bpe_parses_its_sentencepiece_model_in_python_before_native_code(tmp_path, monkeypatch):
    """``--bpe xlnet_sentencepiece`` (an imported XLNet's hub) parses its model in Python first: garbage is one
    line naming the file, and SentencePiece's native processor is never made from it."""
    import sentencepiece

    from fairseq_xl.data.xlnet_sentencepiece import XLNetSentencePiece, XLNetSentencePieceConfig

    def native(*args, **kwargs):
        raise AssertionError("SentencePiece's native parser was given the received file")

    monkeypatch.setattr(sentencepiece, "SentencePieceProcessor", native)
    (tmp_path / "spm.model").write_bytes(b"\x0a\xff\xff\xff\xff\x0f not a model")
    with pytest.raises(ReceivedFileError, match=r"spm.model: not a SentencePiece model"):
        XLNetSentencePiece(XLNetSentencePieceConfig(sentencepiece_model=str(tmp_path / "spm.model")))


def test_a_sentencepiece_model_that_is_not_the_dictionarys_is_named(data_copy, tmp_path):
    """Every evaluation reads text through DATA/spm.model: one that did not encode DATA is named."""
    import sentencepiece

    from fairseq_xl.hub import text_encoding

    assert text_encoding(str(data_copy))["sentencepiece_model"] == str(data_copy / "spm.model")
    sentencepiece.SentencePieceTrainer.train(input=str(REPO / "corpus/mono/train.fr"), vocab_size=600,
                                             model_prefix=str(tmp_path / "fr"), input_sentence_size=3000,
                                             minloglevel=2)
    shutil.copy(tmp_path / "fr.model", data_copy / "spm.model")
    with pytest.raises(MismatchedDataError, match=r"spm.model: \d+ of its 59\d pieces .* are not in .*dict.txt: it is "
                                                  "not the SentencePiece model that encoded this data"):
        text_encoding(str(data_copy))
