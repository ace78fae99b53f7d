"""How the preprocessing pipelines read raw text: once per step, through ``check_text.checked_lines`` (the gate's
reader inside the file's folder, every line checked), in blocks, by scripts that start without fairseq."""
import subprocess
import sys

import pytest

from conftest import REPO

TEXT = "first line\nzweite Zeile\u00e4\n\u0442\u0440\u0435\u0442\u044c\u044f\n\ttabbed\nlast line without its end"


@pytest.fixture
def check_text(monkeypatch):
    monkeypatch.syspath_prepend(str(REPO / "preprocess"))
    import check_text
    return check_text


@pytest.mark.parametrize("block", [1, 5, 13, 2 ** 24])
def test_checked_lines_are_the_files_lines_whatever_the_block(tmp_path, check_text, monkeypatch, block):
    """Blocks cut after their last line end: a line longer than a block, a multi-byte character across a block's
    edge and a last line without its end come out whole."""
    path = tmp_path / "train.de"
    path.write_text(TEXT, encoding="utf-8")
    monkeypatch.setattr(check_text, "BLOCK", block)
    assert list(check_text.checked_lines(str(path))) == TEXT.split("\n")
    path.write_text(TEXT + "\n", encoding="utf-8")
    assert list(check_text.checked_lines(str(path))) == TEXT.split("\n")


@pytest.mark.parametrize("damage, message", [
    (b"\x07", "train.de:5: control character U+0007 at column 3"),
    (b"\xff", "train.de:5: not UTF-8 (byte 0xff at byte 3 of the line)"),
    (b"\r", "train.de:5: carriage return (\\r) at column 3 inside the line"),
])
@pytest.mark.parametrize("block", [1, 13, 2 ** 24])
def test_a_line_in_a_later_block_is_named_by_its_number_in_the_file(tmp_path, check_text, monkeypatch, capsys,
                                                                      block, damage, message):
    lines = TEXT.encode().split(b"\n")
    lines[4] = lines[4][:2] + damage + lines[4][2:]
    path = tmp_path / "train.de"
    path.write_bytes(b"\n".join(lines))
    monkeypatch.setattr(check_text, "BLOCK", block)
    with pytest.raises(SystemExit) as stop:
        list(check_text.checked_lines(str(path)))
    assert stop.value.code == f"error: {path}:{message.split(':', 1)[1]}"


def test_the_standalone_scripts_start_without_fairseq():
    """check_text, spm, chunk_documents and copy_in load the package's standard-library modules from their files
    (``preprocess/standalone.py``): importing fairseq takes 3 s, paid twice by every MARGE pipeline when
    ``document_files`` imported the package's errors."""
    probe = ("import sys; sys.path.insert(0, 'preprocess'); import check_text, spm, chunk_documents, copy_in; "
             "print(sorted({name.split('.')[0] for name in sys.modules} & {'fairseq', 'fairseq_xl', 'torch'}))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr


def test_documents_come_one_at_a_time():
    """MARGE's documents are streamed (``document_files.documents``): the first comes before the lines after its
    separator are read, so ``chunk_documents.py`` holds one document, not the corpus (410 MB of documents: 196 MB
    of memory, 912 MB when each file was read whole)."""
    from fairseq_xl.data.document_files import DocumentsError, documents

    def lines():
        yield from ("first", "document", "", "second")
        raise AssertionError("read past the first document before giving it")
    assert next(documents("train.en", lines())) == (1, ["first", "document"])
    assert list(documents("train.en", iter(["a", "", "b", "c", ""]))) == [(1, ["a"]), (3, ["b", "c"])]
    for text, message in ((["a", "", ""], "train.en:3: empty document"), ([], "train.en: no documents")):
        with pytest.raises(DocumentsError, match=message):
            list(documents("train.en", iter(text)))


def test_a_documents_file_that_changes_between_its_two_reads_is_named(tmp_path, check_text, monkeypatch, capsys):
    """chunk_documents.py counts the documents, then reads them again to chunk them: a file that no longer holds
    what was counted stops it, named, instead of pairing documents with the wrong ids."""
    import chunk_documents
    path = tmp_path / "train.en"
    path.write_text("one\n\ntwo\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        list(chunk_documents.documents_with_ids(str(path), ["d1", "d2", "d3"]))
    assert stop.value.code == f"error: {path} changed while it was read: it no longer holds the 3 documents it held"
    assert [doc for doc, _ in chunk_documents.documents_with_ids(str(path), ["d1", "d2"])] == ["d1", "d2"]


def test_sentencepiece_trains_on_the_same_sample_of_a_large_text_every_run(tmp_path, check_text):
    """``spm.py train`` gives SentencePiece the checked lines: all of them, in order, up to ``--input-sentence-size``;
    past it a uniform sample drawn with a fixed seed (``training_lines``). SentencePiece's own sample (given paths,
    or more lines than that) changed from process to process, so a text past 2,000,000 lines gave another model
    each run; now two runs in two processes give the same pieces and scores, and the sample holds both halves of
    the text (a sampler that kept the first lines would hold one)."""
    import random
    import spm
    generator = random.Random(0)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "xylo", "yarrow", "zephyr", "quartz", "mint"]
    lines = [" ".join(generator.choice(words[:5] if line < 5000 else words[5:]) for _ in range(8))
             for line in range(10000)]
    path = tmp_path / "train.en"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    assert list(spm.training_lines([str(path)], [], 10000)) == lines
    sample = list(spm.training_lines([str(path)], [], 500))
    assert sample == list(spm.training_lines([str(path)], [], 500)) and len(sample) == 500 and set(sample) <= set(lines)
    assert 200 < sum(line.split()[0] in words[:5] for line in sample) < 300
    models = []
    for run in ("one", "two"):
        subprocess.run([sys.executable, "preprocess/spm.py", "train", "--model", tmp_path / run, "--vocab-size", "25",
                        "--input-sentence-size", "500", path], cwd=REPO, check=True)
        models.append((tmp_path / f"{run}.vocab").read_text(encoding="utf-8"))  # piece<TAB>score lines
    assert models[0] == models[1], models
