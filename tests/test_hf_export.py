"""``python -m fairseq_xl.hf.export``: every method's checkpoint, trained through the real CLI and
then given weights far from their initial values, loads in Hugging Face ``transformers`` from
the exported directory alone (offline) and gives our hub interface's tokens and features.

Three sentences: Latin script (with spaces to normalise), Cyrillic, and one whose characters are outside the vocabulary
(``<unk>``). Tokens must be identical, every layer's features and the heads' logits equal to
1e-5 (fp32), each sentence alone and in one right-padded batch."""
import hashlib

import pytest
import torch
from fairseq import checkpoint_utils

from conftest import REPO, run, train
from test_permutation_lm_cli import XLNET_FLAGS
from test_veco_cli import CA_MLM_FLAGS

transformers = pytest.importorskip("transformers")

SENTENCES = [" Die Datei wird  überschrieben, wenn sie schon existiert.",
             "Файл будет перезаписан, если он уже существует.",
             "設定ファイル ☃ «ẞ»"]
TOLERANCE = 1e-5


def scrambled_checkpoint(save_dir):
    """checkpoint_last.pt with N(0, 0.05) added to every weight: LayerNorms no longer 1 and 0,
    biases and gates no longer at their initial values, so a swapped or missed weight shows."""
    path = save_dir / "checkpoint_last.pt"
    state = checkpoint_utils.load_checkpoint_to_cpu(str(path))
    generator = torch.Generator().manual_seed(0)
    for key, value in state["model"].items():
        if value.is_floating_point():
            state["model"][key] = value + 0.05 * torch.randn(value.shape, generator=generator)
    checkpoint_utils.torch_persistent_save(state, str(path))
    return path


def export(checkpoint, data, out):
    done = run(["python", "-m", "fairseq_xl.hf.export", checkpoint, "--data", data, "--out", out])
    return done.stdout


def compare(ours, out, model_class, remote=False, head=None):
    """Tokens and every layer's features of our hub ``ours`` against ``model_class`` loaded from ``out``;
    ``head(features)`` (ours) against the loaded model's logits where it has a head."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    model = model_class.from_pretrained(out, local_files_only=True, trust_remote_code=remote).eval()
    ours_tokens = [ours.encode(sentence) for sentence in SENTENCES]
    ours_states, ours_logits = [], []
    for sentence, tokens in zip(SENTENCES, ours_tokens):
        assert tokenizer(sentence)["input_ids"] == tokens.tolist(), sentence
        with torch.no_grad():
            states = ours.extract_features(tokens, return_all_hiddens=True)
            ours_states.append(states)
            if head is not None:
                ours_logits.append(head(states[-1]))
    assert ours.task.source_dictionary.unk() in ours_tokens[2], "the third sentence must reach <unk>"
    batch = tokenizer(SENTENCES, padding=True, return_tensors="pt")
    assert batch["attention_mask"].eq(0).any(), "the batch must have padding"
    with torch.no_grad():
        theirs = model(**batch, output_hidden_states=True)
    for row, (tokens, states) in enumerate(zip(ours_tokens, ours_states)):
        length = len(tokens)
        with torch.no_grad():
            alone = model(**tokenizer(SENTENCES[row], return_tensors="pt"), output_hidden_states=True)
        assert len(alone.hidden_states) == len(states)
        for layer, state in enumerate(states):
            for hidden in (alone.hidden_states[layer][0], theirs.hidden_states[layer][row, :length]):
                torch.testing.assert_close(hidden, state[0], rtol=0, atol=TOLERANCE)
        if head is not None:
            torch.testing.assert_close(alone.logits[0], ours_logits[row][0], rtol=0, atol=TOLERANCE)
            torch.testing.assert_close(theirs.logits[row, :length], ours_logits[row][0], rtol=0, atol=TOLERANCE)
    assert max(state.abs().max() for state in ours_states[0]) > 1, "near-zero features prove little"
    return model


@pytest.mark.parametrize("flags, expected", [
    ([], "XLMEForPreTraining"),
    (["--rel-pos", "plain", "--encoder-normalize-before"], "XLMEForPreTraining"),
    (["--rel-pos", "none"], "XLMRobertaModel"),
])
def test_xlm_e_discriminator(data_bin, tmp_path, flags, expected):
    from transformers import AutoModel, AutoModelForPreTraining

    from fairseq_xl.hub import load_hub

    train(data_bin, tmp_path / "run", "--task", "trtd", "--max-update", "2", *flags)
    checkpoint = scrambled_checkpoint(tmp_path / "run")
    out = tmp_path / f"xlm_e_{len(flags)}"
    printed = export(checkpoint, data_bin, out)
    assert expected in printed
    ours = load_hub(str(checkpoint), str(data_bin))
    remote = expected == "XLMEForPreTraining"
    for name in ("modeling_xlm_e.py", "gated_relative_position_bias.py") if remote else ():
        digest = hashlib.sha256((out / name).read_bytes()).hexdigest()  # the package's own file, its hash printed
        assert (out / name).read_bytes() == next(REPO.glob(f"fairseq_xl/**/{name}")).read_bytes()
        assert f"| model code {name}: sha256 {digest}" in printed
    model = compare(ours, out, AutoModel, remote)
    assert type(model).__name__ == ("XLMEModel" if remote else "XLMRobertaModel")
    if remote:
        compare(ours, out, AutoModelForPreTraining, remote, head=ours.model.rtd_head)
        assert {"modeling_xlm_e.py", "gated_relative_position_bias.py"} <= {path.name for path in out.iterdir()}


def test_xlnet(data_bin, tmp_path):
    from transformers import AutoModel, XLNetLMHeadModel

    from fairseq_xl.hub import load_hub

    run(["fairseq-train", data_bin, "--save-dir", tmp_path / "run", *XLNET_FLAGS, "--max-update", "2"])
    checkpoint = scrambled_checkpoint(tmp_path / "run")
    assert "XLNetLMHeadModel" in export(checkpoint, data_bin, tmp_path / "xlnet")
    ours = load_hub(str(checkpoint), str(data_bin))
    assert type(compare(ours, tmp_path / "xlnet", AutoModel)).__name__ == "XLNetModel"
    compare(ours, tmp_path / "xlnet", XLNetLMHeadModel, head=ours.model.output_layer)


def test_veco_plug_out(data_bin, tmp_path):
    from transformers import AutoModel, AutoModelForMaskedLM

    from fairseq_xl.hub import load_hub

    run(["fairseq-train", data_bin, "--save-dir", tmp_path / "run", *CA_MLM_FLAGS, "--max-update", "2"])
    checkpoint = scrambled_checkpoint(tmp_path / "run")
    assert "XLMRobertaForMaskedLM" in export(checkpoint, data_bin, tmp_path / "veco")
    ours = load_hub(str(checkpoint), str(data_bin))
    compare(ours, tmp_path / "veco", AutoModel)
    compare(ours, tmp_path / "veco", AutoModelForMaskedLM, head=ours.model.lm_head)


def test_refuses_a_used_folder(data_bin, tmp_path):
    out = tmp_path / "used"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    done = run(["python", "-m", "fairseq_xl.hf.export", REPO / "missing.pt", "--data", data_bin, "--out", out],
               check=False)
    assert done.returncode != 0 and "exists and is not empty" in done.stderr
    assert [path.name for path in out.iterdir()] == ["keep.txt"]


def test_tokenizer_gives_fairseq_ids_on_the_corpus(data_bin):
    """fairseq's encoding (SentencePiece pieces looked up in dict.txt) against the exported tokenizer
    on every test and valid line of the embedded corpus, five languages (two the dictionary never
    saw). The only difference allowed is the one ``fairseq_xl.hf.tokenizer`` documents: a run of
    characters outside SentencePiece's alphabet that is not a dictionary entry but contains one
    (fairseq: one ``<unk>``)."""
    from fairseq.data import Dictionary
    from sentencepiece import SentencePieceProcessor

    from fairseq_xl.hf.export import ROBERTA_TEMPLATES
    from fairseq_xl.hf.tokenizer import build_tokenizer

    dictionary = Dictionary.load(str(data_bin / "dict.txt"))
    pieces = SentencePieceProcessor(model_file=str(data_bin / "spm.model"))
    tokenizer = build_tokenizer(str(data_bin / "spm.model"), dictionary, *ROBERTA_TEMPLATES, 512)
    unk = dictionary.unk()
    lines = [line for pattern in ("para/test.*", "mono/valid.*") for path in sorted((REPO / "corpus").glob(pattern))
             for line in path.read_text(encoding="utf-8").splitlines()]
    different = []
    for line in lines:
        split = pieces.encode(line, out_type=str)
        ours = dictionary.encode_line(f"<s> {' '.join(split)} </s>", append_eos=False, add_if_not_exist=False)
        if tokenizer(line)["input_ids"] != ours.tolist():
            different.append((line, split))
    unexplained = [line for line, split in different
                   if not any(len(piece) > 1 and dictionary.index(piece) == unk
                              and any(dictionary.index(char) != unk for char in piece) for piece in split)]
    assert len(lines) == 5000 and not unexplained
    assert len(different) < 0.01 * len(lines)
