"""MARGE document preparation on the embedded man pages: chunks within the limit that
re-join to every document (nothing dropped), language/document/shard tags, language
tokens in the dictionary; prepare_marge_data.sh on every documented id layout; bad input stops
with the file and line named before anything is written."""
import csv
import shutil
import sys

import pytest
import sentencepiece
from fairseq.data import Dictionary, data_utils

from conftest import MARGE_CHUNK as CHUNK, REPO, run


def documents(path):
    text = path.read_text(encoding="utf-8").strip("\n")
    return [block.splitlines() for block in text.split("\n\n")]


def test_chunks_rejoin_to_every_document_within_the_limit(marge_bin):
    raw, dest = marge_bin
    dictionary = Dictionary.load(str(dest / "dict.txt"))
    processor = sentencepiece.SentencePieceProcessor(model_file=str(dest / "spm.model"))
    with open(dest / "train.chunks.tsv", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    split_documents = 0
    for lang in ("en", "de", "fr", "es", "ru"):
        assert dictionary.index(f"[{lang}]") != dictionary.unk(), "the language token the decoder starts with"
        chunks = data_utils.load_indexed_dataset(str(dest / lang / "train"), dictionary)
        mine = [row for row in rows if row["lang"] == lang]
        assert len(chunks) == len(mine) and [int(row["line"]) for row in mine] == list(range(len(mine)))
        assert max(len(chunk) for chunk in chunks) <= CHUNK - 1, "room for <s> (or the language token)"
        ids = (raw / "docs/train.ids").read_text(encoding="utf-8").split()
        rejoined = {}
        for row, chunk in zip(mine, chunks):
            assert chunk[-1] == dictionary.eos()
            rejoined.setdefault(row["doc_id"], []).append(dictionary.string(chunk[:-1]).split())
            assert int(row["chunk"]) == len(rejoined[row["doc_id"]]) - 1
        assert list(rejoined) == ids
        for doc_id, sentences in zip(ids, documents(raw / f"docs/train.{lang}")):
            expected = [piece for sentence in sentences for piece in processor.encode(sentence, out_type=str)]
            assert [piece for chunk in rejoined[doc_id] for piece in chunk] == expected, (lang, doc_id)
            split_documents += len(rejoined[doc_id]) > 1
    assert split_documents > 100, "documents longer than a chunk are split, never dropped"
    shards = {}
    for row in rows:
        assert shards.setdefault(row["doc_id"], row["shard"]) == row["shard"], "a page and its translations together"
    assert len(set(shards.values())) == 4


def chunk_documents(raw, dest, *flags, check=False):
    return run(["python", "preprocess/chunk_documents.py", "--docs", raw / "docs", "--spm", dest / "spm.model",
                "--out", raw / "out", *flags], check=check)


def test_bad_input_names_the_file_and_line(marge_bin, tmp_path):
    raw, dest = marge_bin
    work = tmp_path / "raw"
    shutil.copytree(raw / "docs", work / "docs")
    shards = tmp_path / "shards.tsv"
    ids = (work / "docs/train.ids").read_text(encoding="utf-8").split()
    shards.write_text("".join(f"{doc_id}\tall\n" for doc_id in ids) + "man9/nothing.9\tall\n", encoding="utf-8")
    done = chunk_documents(work, dest, "--shards", shards)
    assert done.returncode != 0 and f"{shards}:{len(ids) + 1}: document 'man9/nothing.9' is in no documents file" \
        in done.stderr
    for name in ("valid", "test"):
        for path in (work / "docs").glob(f"{name}.*"):
            path.unlink()
    shards.write_text("".join(f"{doc_id}\t{'alone' if i == 0 else 'rest'}\n" for i, doc_id in enumerate(ids)),
                      encoding="utf-8")
    for lang in ("de", "fr", "es", "ru"):
        (work / "docs" / f"train.{lang}").unlink()
    done = chunk_documents(work, dest, "--shards", shards)
    assert done.returncode != 0 and f"shard 'alone' of train has a single document (en:{ids[0]})" in done.stderr
    (work / "docs/train.ids").write_text("\n".join(ids[:-1]) + "\n", encoding="utf-8")
    done = chunk_documents(work, dest)
    assert done.returncode != 0 and f"train.en has {len(ids)} documents but" in done.stderr
    text = (raw / "docs/train.en").read_text(encoding="utf-8")
    (work / "docs/train.en").write_text(text.replace("\n\n", "\n\n\n", 1), encoding="utf-8")
    done = chunk_documents(work, dest)
    first_gap = text.split("\n\n")[0].count("\n") + 3
    assert done.returncode != 0 and f"train.en:{first_gap}: empty document" in done.stderr
    bad = tmp_path / "bad.model"  # parsed in Python before SentencePiece's native parser sees it
    bad.write_bytes(b"\x0a\xff\xff not a protobuf")
    done = run(["python", "preprocess/chunk_documents.py", "--docs", raw / "docs", "--spm", bad, "--out",
                tmp_path / "out"], check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"{bad}: not a SentencePiece model (Error parsing" in done.stderr, done.stderr


def prepare_documents(raw, dest, check=True):
    return run(["bash", "preprocess/prepare_marge_data.sh", raw, dest], check=check,
               env={"VOCAB_SIZE": "300", "PYTHON": sys.executable, "CHUNK_TOKENS": "64", "NUM_SHARDS": "2"})


def german_and_english(root):
    """corpus/docs in de and en (both sort before 'ids'), train and valid, one shared ids file a split."""
    (root / "docs").mkdir(parents=True)
    for name in ("train.de", "train.en", "train.ids", "valid.de", "valid.en", "valid.ids"):
        shutil.copy(REPO / "corpus/docs" / name, root / "docs")
    return root


def test_every_documented_id_layout_gives_the_same_data(tmp_path):
    """{split}.ids shared by the languages, or {split}.LANG.ids each: the same binarized data."""
    shared, per_language = german_and_english(tmp_path / "shared"), german_and_english(tmp_path / "per_language")
    for split in ("train", "valid"):
        for lang in ("de", "en"):
            shutil.copy(per_language / "docs" / f"{split}.ids", per_language / "docs" / f"{split}.{lang}.ids")
        (per_language / "docs" / f"{split}.ids").unlink()
    outputs = []
    for raw in (shared, per_language):
        done = prepare_documents(raw, raw / "bin")
        assert "languages [de en]" in done.stdout
        assert "| train.de: 88 documents" in done.stdout and "| valid.en: 10 documents" in done.stdout
        outputs.append({path.relative_to(raw / "bin"): path.read_bytes() for path in (raw / "bin").rglob("*")
                        if path.is_file() and path.name != "spm.model"})
    assert len(outputs[0]) == 11 and outputs[0] == outputs[1]
    pieces = [[model.id_to_piece(i) for i in range(model.get_piece_size())] for model in
              (sentencepiece.SentencePieceProcessor(model_file=str(raw / "bin/spm.model"))
               for raw in (shared, per_language))]
    assert pieces[0] == pieces[1], "spm.model differs only in the training paths it records"


def add_bom(path):
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())


def break_line(path, line, damage):
    lines = path.read_bytes().split(b"\n")
    lines[line - 1] = lines[line - 1][:3] + damage + lines[line - 1][3:]
    path.write_bytes(b"\n".join(lines))


@pytest.mark.parametrize("damage, message", [
    (lambda docs: (docs / "train.de").write_text(""), "docs/train.de: no documents (the file is empty)"),
    (lambda docs: add_bom(docs / "train.ids"), "docs/train.ids:1: byte-order mark (U+FEFF) at column 1"),
    (lambda docs: break_line(docs / "train.en", 5, b"\xc3"), "docs/train.en:5: not UTF-8 (byte 0xc3 at byte 4"),
    (lambda docs: break_line(docs / "valid.de", 2, b"\x07"), "docs/valid.de:2: control character U+0007 at column 4"),
    (lambda docs: break_line(docs / "valid.en", 3, b"\r"), "docs/valid.en:3: carriage return (\\r) at column 4"),
    (lambda docs: shutil.copy(docs / "valid.de", docs / "valid.fr"), "docs/valid.fr has no train.fr beside it"),
    (lambda docs: shutil.copy(docs / "train.de", docs / "train.en.txt"), "docs/train.en.txt: not a file of the layout"),
    (lambda docs: shutil.copy(docs / "valid.ids", docs / "test.de.ids"), "docs/test.de.ids: ids of no documents file"),
    (lambda docs: break_line(docs / "train.ids", 2, b"\t"), "docs/train.ids:2: document id 'man\\t"),
    (lambda docs: break_line(docs / "valid.ids", 1, b'"'), "docs/valid.ids:1: document id 'man\""),
])
def test_bad_documents_are_named_before_anything_is_written(tmp_path, damage, message):
    raw = german_and_english(tmp_path)
    damage(raw / "docs")
    done = prepare_documents(raw, tmp_path / "bin", check=False)
    assert done.returncode != 0 and message in done.stderr, done.stderr
    assert not (tmp_path / "bin").exists() and not (tmp_path / "bin.partial").exists()
