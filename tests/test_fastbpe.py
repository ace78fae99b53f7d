"""XLM-style BPE: preprocess/prepare_xlm_e_data.sh with BPE=fastbpe (Moses tokenisation,
fastBPE codes learned by the C++ program install.sh builds), fairseq-train on it, and the hub
reading raw text through --bpe xlm_fastbpe (and Moses-tokenised text through fairseq's own --bpe
fastbpe) into exactly the ids of the binarized data."""
import pytest
import torch
from fairseq.data import Dictionary, data_utils

from fairseq_xl.data.xlm_fastbpe import moses_tokenize, moses_tokenizer
from fairseq_xl.hub import load_hub, text_encoding
from fairseq_xl.models.xlm_e import XLMEModel

from conftest import REPO, read_once, run, train, write_slice

CODES = 1500


@pytest.fixture(scope="module")
def bpe_data(raw_corpus, tmp_path_factory):
    dest = tmp_path_factory.mktemp("fastbpe") / "data"
    run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, dest],
        env={"BPE": "fastbpe", "VOCAB_SIZE": str(CODES)})
    return dest


def test_given_codes_are_read_once_and_give_the_same_data(bpe_data, raw_corpus, tmp_path):
    """CODES=... DICT=... (XLM's release files): the pipeline binarizes with them as with the codes it learned
    (the same .bin files), reading each given file once (check_vocabulary.py's checked copies: the given files are
    removed right after that check)."""
    raw = tmp_path / "raw"
    (raw / "para").mkdir(parents=True)
    for lang in ("en", "de"):
        write_slice(raw_corpus / "para" / f"train.en-de.{lang}", raw / "para" / f"train.en-de.{lang}", 40)
    given = tmp_path / "given"
    env = dict(read_once([bpe_data / "codes", bpe_data / "dict.txt"], given, "check_vocabulary.py"),
               CODES=str(given / "codes"), DICT=str(given / "dict.txt"))
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw, tmp_path / "data"], env=env)
    assert "nothing trained" in done.stdout and not (tmp_path / "given" / "codes").exists()
    assert (tmp_path / "data" / "codes").read_bytes() == (bpe_data / "codes").read_bytes()
    assert (tmp_path / "data" / "dict.txt").read_bytes() == (bpe_data / "dict.txt").read_bytes()
    learned = data_utils.load_indexed_dataset(str(bpe_data / "train.en-de.de"), None)
    given = data_utils.load_indexed_dataset(str(tmp_path / "data" / "train.en-de.de"), None)
    assert [given[i].tolist() for i in range(40)] == [learned[i].tolist() for i in range(40)]


def test_codes_and_dictionary(bpe_data, raw_corpus):
    codes = (bpe_data / "codes").read_text(encoding="utf-8").splitlines()
    assert len(codes) == CODES and all(len(line.split()) == 3 for line in codes), "pair and count per merge"
    symbols = Dictionary.load(str(bpe_data / "dict.txt")).symbols
    assert "<mask>" in symbols and sum(symbol.endswith("@@") for symbol in symbols) > 300
    assert not (bpe_data / "spm.model").exists()
    raw = (raw_corpus / "mono/valid.en").read_text(encoding="utf-8").splitlines()
    encoded = (bpe_data / "bpe/valid.en").read_text(encoding="utf-8").splitlines()
    assert len(encoded) == len(raw)
    joined = [line.replace("@@ ", "") for line in encoded]
    assert all(word in raw[i] for i in range(100) for word in joined[i].split()), "tokens are pieces of the text"
    assert any(line.endswith(" .") and not raw[i].endswith(" .") for i, line in enumerate(joined)), \
        "Moses splits the full stop from its word"


def test_train_and_read_raw_text_through_the_hub(bpe_data, raw_corpus, tmp_path):
    train(bpe_data, tmp_path, "--task", "mrtd", "--max-update", "20")
    hub = XLMEModel.from_pretrained(str(tmp_path), "checkpoint_last.pt", str(bpe_data), **text_encoding(str(bpe_data)))
    hub.eval()
    dictionary = hub.task.source_dictionary
    valid = data_utils.load_indexed_dataset(str(bpe_data / "en/valid"), dictionary)
    raw = (raw_corpus / "mono/valid.en").read_text(encoding="utf-8").splitlines()
    for index in range(len(raw)):
        tokens = hub.encode(raw[index])
        assert tokens[0] == dictionary.bos() and tokens[1:].tolist() == valid[index].tolist(), raw[index]
    assert dictionary.unk() not in torch.cat([valid[index] for index in range(len(raw))]).tolist()
    decoded = [hub.bpe.decode(dictionary.string(valid[index])) for index in range(len(raw))]
    assert all("".join(text.split()) == "".join(line.split()) for text, line in zip(decoded, raw)), \
        "decode joins the pieces and detokenises: the text back but for spaces (Moses: 'and / or')"
    with torch.no_grad():
        features = hub.extract_features(hub.encode(raw[0]))
    assert torch.isfinite(features).all()
    plain = XLMEModel.from_pretrained(str(tmp_path), "checkpoint_last.pt", str(bpe_data), bpe="fastbpe",
                                      bpe_codes=str(bpe_data / "codes"))
    moses = moses_tokenizer("en")
    assert all(plain.encode(moses_tokenize(moses, raw[index]))[1:].tolist() == valid[index].tolist()
               for index in range(20)), "fairseq's own --bpe fastbpe: the same ids from Moses-tokenised text"
    evaluation = load_hub(str(tmp_path / "checkpoint_last.pt"), str(bpe_data))
    assert evaluation.encode(raw[1]).tolist()[1:] == valid[1].tolist()
    done = run(["python", REPO / "examples/evaluate_retrieval.py", tmp_path / "checkpoint_last.pt", "--data",
                bpe_data, "--pair", raw_corpus / "para/test.en-de.en", raw_corpus / "para/test.en-de.de"])
    assert "average top-1 accuracy" in done.stdout
