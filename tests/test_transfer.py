"""The embedded transfer task (corpus/transfer) and the pieces of the transfer harness that need
no trained model: its labels cannot be read off language-independent subwords, its files are
well formed and new to the pre-training corpus, bad files are named."""
import unicodedata

import pytest
import sentencepiece
import torch

from fairseq_xl.evaluation.transfer import bag_of_subwords_accuracy, label_ids, read_examples, transfer_gap

from conftest import REPO

TASK = REPO / "corpus" / "transfer"
TEST_LANGS = ("en", "de", "fr", "es", "ru")


@pytest.fixture(scope="module")
def task():
    return read_examples(TASK / "train.en"), {lang: read_examples(TASK / f"test.{lang}") for lang in TEST_LANGS}


def test_task_files(task):
    train, tests = task
    classes = set(train[1])
    assert classes == {"api", "files", "overview"}
    assert len(train[0]) > 1500
    for lang, (sentences, labels) in tests.items():
        assert set(labels) == classes, lang
        assert len(sentences) >= 200, lang
        assert min(labels.count(label) for label in classes) >= 50, lang
        assert not set(sentences) & set(train[0]), f"{lang}: test sentences in the training file"
        mono = set((REPO / "corpus/mono" / f"train.{lang}").read_text(encoding="utf-8").splitlines())
        assert not set(sentences) & mono, f"{lang}: test sentences in the pre-training corpus"
    russian = "".join(tests["ru"][0])
    letters = [ch for ch in russian if ch.isalpha()]
    assert sum("CYRILLIC" in unicodedata.name(ch) for ch in letters) > 0.9 * len(letters)
    english = set(tests["en"][0])
    for lang in TEST_LANGS[1:]:
        assert len(english & set(tests[lang][0])) <= 2, f"{lang}: sentences left in English"


def test_labels_are_not_in_language_independent_subwords(task, data_bin):
    """A subword-count classifier trained on English does far better on English than on the
    other languages, where it does no better than always guessing their most frequent class."""
    train, tests = task
    spm = sentencepiece.SentencePieceProcessor(model_file=str(data_bin / "spm.model"))
    accuracy = bag_of_subwords_accuracy(lambda text: torch.tensor(spm.encode(text)), spm.get_piece_size(),
                                        train, tests)
    constant = {lang: max(map(labels.count, set(labels))) / len(labels) for lang, (_, labels) in tests.items()}
    assert accuracy["en"] > constant["en"] + 0.1, (accuracy, constant)
    assert transfer_gap(accuracy) > 0.10, accuracy
    for lang in TEST_LANGS[1:]:
        assert accuracy[lang] < constant[lang] + 0.05, (lang, accuracy, constant)


def test_bad_files_are_named(tmp_path):
    bad = tmp_path / "train.en"
    bad.write_text("a sentence\tapi\nno label here\n", encoding="utf-8")
    with pytest.raises(ValueError, match=rf"{bad}, line 2: expected 'text<TAB>label'"):
        read_examples(bad)
    empty = tmp_path / "test.de"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match=f"{empty}: no examples"):
        read_examples(empty)
    with pytest.raises(ValueError, match=r"test set de: labels \['music'\] are not in the training file"):
        label_ids(["api", "files"], {"de": (["x", "y"], ["api", "music"])})


def test_transfer_gap_is_source_minus_others_mean():
    assert transfer_gap({"en": 0.8, "de": 0.5, "ru": 0.3}) == pytest.approx(0.4)
    assert transfer_gap({"de": 0.6, "en": 0.2, "ru": 0.4}, source="de") == pytest.approx(0.3)
