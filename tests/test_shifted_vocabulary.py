"""The shifted-vocabulary test (fairseq_xl/evaluation/shifted_vocabulary.py): the shifted copy of a binarized
folder shares no piece across a translation pair, evaluation reads text as the training data was
written, and an untrained model that retrieves translations through shared pieces is at chance
once nothing is shared."""
import json
import sys

import pytest
import sentencepiece
import torch
from fairseq.data import Dictionary, data_utils

from conftest import REPO, run
from fairseq_xl.hub import load_hub
from fairseq_xl.evaluation.retrieval import evaluate_pairs, length_only_accuracy
from fairseq_xl.evaluation.shifted_vocabulary import SUFFIX, ShiftedEncoding, describe, is_shared


@pytest.fixture(scope="module")
def shifted_bin(data_bin, tmp_path_factory):
    out = tmp_path_factory.mktemp("shifted") / "data-bin"
    done = run(["python", "preprocess/shift_vocabulary.py", data_bin, out])
    assert "[de ru] shifted, [en] kept" in done.stdout
    return out


def rows(folder, name):
    return [row.long() for row in data_utils.load_indexed_dataset(str(folder / name), None, "mmap")]


def test_shifted_folder_shares_no_piece_across_a_pair(data_bin, shifted_bin, tmp_path):
    original, shifted = Dictionary.load(str(data_bin / "dict.txt")), Dictionary.load(str(shifted_bin / "dict.txt"))
    copies = [i for i in range(len(original)) if not is_shared(original[i], i, original)]
    assert shifted.symbols[:len(original)] == original.symbols and len(shifted) == len(original) + len(copies)
    assert {original[i] for i in range(len(original)) if is_shared(original[i], i, original)} >= {
        "<s>", "<pad>", "</s>", "<unk>", "<mask>"}
    assert describe(str(shifted_bin)) == {"shifted": ["de", "ru"], "kept": ["en"]}
    assert Dictionary.load(str(shifted_bin / "dict.de.txt")).symbols == shifted.symbols

    shared = set(range(len(original))) - set(copies)
    for english in ("en/train", "train.en-de.en", "test.en-ru.en"):
        assert all(torch.equal(a, b) for a, b in zip(rows(data_bin, english), rows(shifted_bin, english)))
    for other in ("de/train", "ru/valid", "train.en-de.de", "test.en-ru.ru"):
        before, after = rows(data_bin, other), rows(shifted_bin, other)
        assert len(before) == len(after)
        for a, b in zip(before, after):
            assert all(token in shared or token >= len(original) for token in b.tolist())
            assert shifted.string(b).replace(SUFFIX, "") == original.string(a)  # the same pieces, copied
    english = {token for row in rows(shifted_bin, "en/train") for token in row.tolist()} - shared
    german = {token for row in rows(shifted_bin, "train.en-de.de") for token in row.tolist()} - shared
    assert english and german and not english & german

    again = run(["python", "preprocess/shift_vocabulary.py", shifted_bin, tmp_path / "twice"], check=False)
    assert again.returncode == 2 and "already a shifted folder" in again.stderr and not (tmp_path / "twice").exists()
    wrong = run(["python", "preprocess/shift_vocabulary.py", data_bin, tmp_path / "x", "--keep", "xx"], check=False)
    assert wrong.returncode == 2 and "--keep xx: no such language" in wrong.stderr
    assert not (tmp_path / "x").exists() and not (tmp_path / "x.partial").exists()


def test_evaluation_reads_text_as_the_shifted_data_was_written(shifted_bin, raw_corpus):
    """ShiftedEncoding of raw German text gives the ids of the shifted binarized test set."""
    dictionary = Dictionary.load(str(shifted_bin / "dict.txt"))
    pieces = sentencepiece.SentencePieceProcessor(model_file=str(shifted_bin / "spm.model"))

    class Hub:  # the hub interface's encode: SentencePiece, then the dictionary
        task = type("Task", (), {"source_dictionary": dictionary})

        def encode(self, sentence):
            return dictionary.encode_line(" ".join(pieces.encode(sentence, out_type=str)), add_if_not_exist=False,
                                          append_eos=True).long()

    lines = (raw_corpus / "para/test.en-de.de").read_text(encoding="utf-8").splitlines()
    binarized = rows(shifted_bin, "test.en-de.de")
    shifted = ShiftedEncoding(Hub())
    assert all(torch.equal(shifted.encode(line), row) for line, row in zip(lines, binarized))
    assert not any(torch.equal(Hub().encode(line), row) for line, row in zip(lines[:20], binarized[:20]))


def test_length_only_matcher_counts_ties_as_a_draw():
    # lengths 2, 4, 4, 8 against 4, 8, 8, 16 (ratio 2): 1 right; 2 and 3 tie (1/2 each); 4 right
    result = length_only_accuracy([2, 4, 4, 8], [4, 8, 8, 16])
    assert result["src2tgt"] == pytest.approx((1 + 0.5 + 0.5 + 1) / 4)
    assert result["tgt2src"] == pytest.approx((1 + 0.5 + 0.5 + 1) / 4)


def test_an_untrained_model_is_at_chance_only_when_nothing_is_shared(data_bin, tmp_path):
    """compare.py --shifted: XLM-E on the shifted data, scored with chance and the length-only
    matcher; the untrained model of the same weights retrieves through shared pieces when the
    German side is read unshifted, and is near chance when it is read shifted."""
    out = tmp_path / "compare"
    command = ["python", REPO / "examples/compare.py", "--shifted", "--methods", "xlm_e", "--minutes", "0.1",
               "--evaluations", "1", "--pairs", "en-de", "--out", out, "--data", data_bin, "--objective-batches", "4"]
    run(command, timeout=900, env={"PYTHON": sys.executable})  # its Python programs start forked too
    entries = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [(entry["point"], entry["protocol"]) for entry in entries] == [("untrained", "shifted"),
                                                                           ("train1", "shifted")]
    assert all("transfer" not in entry and entry["chance"] == pytest.approx(0.2) for entry in entries)
    assert 0.2 < entries[0]["length_only"] < 5 and entries[0]["retrieval"] < 3
    table = (out / "results.md").read_text().splitlines()
    assert table[0] == ("| model | seeds | updates | compute (TFLOP) | retrieval | retrieval, centred | "
                        "order correlation | bits | unigram bits | bigram bits | AUC | context-blind AUC | "
                        "AUC within token |")
    assert table[-2] == "| chance | | | | 0.2 | 0.2 |" + " |" * 7
    assert table[-1].startswith("| length-only matcher | | | | ")
    mixed = run([part for part in command if part != "--shifted"], check=False)
    assert mixed.returncode == 2 and "of the shifted protocol, not shared" in mixed.stderr

    hub = load_hub(str(out / "runs/xlm_e.seed1/checkpoint_1.pt"), str(out / "data/data-bin.shifted"),
                   random_init=True)
    english, german = ((REPO / f"corpus/para/test.en-de.{lang}").read_text().splitlines()[:300]
                       for lang in ("en", "de"))
    layer = 3  # of 4, as compare.py scores
    unshifted = evaluate_pairs(hub, english, german)[layer]
    shifted = evaluate_pairs(hub, english, german, target_hub=ShiftedEncoding(hub))[layer]
    assert min(unshifted["src2tgt"], unshifted["tgt2src"]) > 0.10
    assert max(shifted["src2tgt"], shifted["tgt2src"]) < 0.03
