"""``python -m fairseq_xl.hf.export``: every method's checkpoint, trained through the real CLI and
then given weights far from their initial values, loads in Hugging Face ``transformers`` from
the exported directory alone (offline) and gives our hub interface's tokens and features.

Three sentences: Latin script (with spaces to normalise), Cyrillic, and one whose characters are outside the vocabulary
(``<unk>``). Tokens must be identical, every layer's features and the heads' logits equal to
1e-5 (fp32), each sentence alone and in one right-padded batch."""
import hashlib
import json
import math
import shutil

import pytest
import torch
from fairseq import checkpoint_utils

from conftest import REPO, fuzz_folder, run, train
from test_permutation_lm_cli import XLNET_FLAGS
from test_veco_cli import CA_MLM_FLAGS

transformers = pytest.importorskip("transformers")

SENTENCES = [" Die Datei wird  überschrieben, wenn sie schon existiert.",
             "Файл будет перезаписан, если он уже существует.",
             "設定ファイル ☃ «ẞ»"]
TOLERANCE = 1e-5
HEAD = "sentence_classification_head"


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
        real = slice(0, length) if tokenizer.padding_side == "right" else slice(batch["input_ids"].size(1) - length,
                                                                                  None)
        for layer, state in enumerate(states):
            for hidden in (alone.hidden_states[layer][0], theirs.hidden_states[layer][row, real]):
                torch.testing.assert_close(hidden, state[0], rtol=0, atol=TOLERANCE)
        if head is not None:
            torch.testing.assert_close(alone.logits[0], ours_logits[row][0], rtol=0, atol=TOLERANCE)
            torch.testing.assert_close(theirs.logits[row, real], ours_logits[row][0], rtol=0, atol=TOLERANCE)
    assert max(state.abs().max() for state in ours_states[0]) > 1, "near-zero features prove little"
    return model


def transfer_examples(count=24):
    """The first ``count`` English lines of the embedded classification task: (texts, label ids)."""
    rows = [line.split("\t") for line in (REPO / "corpus/transfer/train.en").read_text().splitlines()[:count]]
    names = sorted({label for _, label in rows})
    return [text for text, _ in rows], torch.tensor([names.index(label) for _, label in rows])


def fine_tune(model, inputs, steps=20, **labels):
    """``steps`` Adam updates on one batch (dropout on); the losses, first to last."""
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    model.train()
    losses = []
    for _ in range(steps):
        loss = model(**inputs, **labels).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


def assert_learns_and_reloads(model, inputs, tmp_path, output, **labels):
    """The loss falls over a few updates, and ``save_pretrained`` / ``from_pretrained`` give the same
    ``output`` (a function of the model's outputs) in eval mode."""
    losses = fine_tune(model, inputs, **labels)
    assert sum(losses[-3:]) / 3 < 0.7 * sum(losses[:3]) / 3, losses
    model.eval().save_pretrained(tmp_path / "tuned")
    reloaded = type(model).from_pretrained(tmp_path / "tuned", local_files_only=True).eval()
    with torch.no_grad():
        torch.testing.assert_close(output(reloaded(**inputs)), output(model(**inputs)), rtol=0, atol=1e-6)


@pytest.mark.parametrize("flags, expected", [
    ([], "XLMEForPreTraining"),
    (["--rel-pos", "plain", "--encoder-normalize-before", "--activation-fn", "tanh"], "XLMEForPreTraining"),
    (["--rel-pos", "none"], "XLMRobertaModel"),
    (["--rel-pos", "none", "--encoder-normalize-before", "--no-layernorm-embedding"], "XLMRobertaXLModel"),
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
    assert type(model).__name__ == ("XLMEModel" if remote else expected)
    if not remote:
        own_classifier(checkpoint, data_bin, tmp_path, expected.replace("Model", "ForSequenceClassification"))
    if remote:
        compare(ours, out, AutoModelForPreTraining, remote, head=ours.model.rtd_head)
        assert {"modeling_xlm_e.py", "gated_relative_position_bias.py"} <= {path.name for path in out.iterdir()}
        if flags:  # without the generator: the discriminator alone
            comes_back(out, ours, tmp_path / "back")
        else:
            comes_back_whole(checkpoint, data_bin, ours, tmp_path / "whole")
    if not flags:
        classifier_comes_back(out, task_heads_fine_tune(out, tmp_path), tmp_path / "classifier_back")
        trainer_fine_tunes(out, tmp_path / "trainer")


def own_classifier(checkpoint, data, tmp_path, expected):
    """XLM-E without the relative bias and with a classification head (added to ``checkpoint``, N(0, 1) weights)
    exports as transformers' own ``expected``: its logits are the hub's ``predict``'s, on sentences, a pair and a
    padded batch, with no Python file in the folder."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from fairseq_xl.hub import load_hub

    state = checkpoint_utils.load_checkpoint_to_cpu(str(checkpoint))
    dim = state["model"]["embeddings.embed_tokens.weight"].size(1)
    generator = torch.Generator().manual_seed(1)
    for name, shape in (("dense.weight", (dim, dim)), ("dense.bias", (dim,)), ("out_proj.weight", (3, dim)),
                        ("out_proj.bias", (3,))):
        state["model"][f"classification_heads.{HEAD}.{name}"] = torch.randn(shape, generator=generator)
    path = tmp_path / "with_head.pt"
    checkpoint_utils.torch_persistent_save(state, str(path))
    out = tmp_path / "classifier"
    assert f"transformers {expected}," in export(path, data, out)
    assert not list(out.glob("*.py"))  # nothing for trust_remote_code to run
    ours = load_hub(str(path), str(data))
    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    model = AutoModelForSequenceClassification.from_pretrained(out, local_files_only=True).eval()
    assert type(model).__name__ == expected
    inputs = [(sentence,) for sentence in SENTENCES] + [tuple(SENTENCES[:2])]
    with torch.no_grad():
        mine = torch.cat([ours.predict(HEAD, ours.encode(*texts), return_logits=True) for texts in inputs])
        alone = torch.cat([model(**tokenizer(*texts, return_tensors="pt")).logits for texts in inputs])
        batched = model(**tokenizer(SENTENCES, padding=True, return_tensors="pt")).logits
    torch.testing.assert_close(alone, mine, rtol=0, atol=TOLERANCE)
    torch.testing.assert_close(batched, mine[:len(SENTENCES)], rtol=0, atol=TOLERANCE)
    assert mine.std(0).min() > 0.05, "logits that do not vary prove little"
    own_multiple_choice(state, path, data, tmp_path, expected.replace("SequenceClassification", "MultipleChoice"))


def own_multiple_choice(state, path, data, tmp_path, expected):
    """The same model with a one-output head exported ``--multiple-choice``: transformers' own ``expected``
    (its pooler and one-output classifier the head) scores each (choice, context) as the hub's ``predict``."""
    from transformers import AutoModelForMultipleChoice, AutoTokenizer

    from fairseq_xl.hf.export import export as write_folder
    from fairseq_xl.hub import load_hub

    for name in ("out_proj.weight", "out_proj.bias"):
        key = f"classification_heads.{HEAD}.{name}"
        state["model"][key] = state["model"][key][:1]
    checkpoint_utils.torch_persistent_save(state, str(path))
    out = tmp_path / "choice"
    assert write_folder(str(path), str(data), str(out), multiple_choice=True) == expected
    ours = load_hub(str(path), str(data))
    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    model = AutoModelForMultipleChoice.from_pretrained(out, local_files_only=True).eval()
    assert type(model).__name__ == expected
    choices, context = SENTENCES, "Die Datei wurde nicht gefunden."
    batch = tokenizer(choices, [context] * 3, padding=True, return_tensors="pt")
    with torch.no_grad():
        mine = torch.cat([ours.predict(HEAD, ours.encode(choice, context), return_logits=True) for choice in choices])
        theirs = model(**{key: value[None] for key, value in batch.items()}).logits
    torch.testing.assert_close(theirs[0], mine[:, 0], rtol=0, atol=TOLERANCE)
    assert mine.std() > 0.05, "scores that do not vary prove little"


def comes_back(out, ours, back):
    """``hf.import_xlm_e`` of the export (its Python files never read): the embeddings, the discriminator and the
    detection head are the exported model's bit for bit, ``dict.txt`` and ``spm.model`` its data's, and the hub gives
    the same tokens and every layer's features."""
    from fairseq_xl.guards.errors import CHECKPOINT_ERRORS
    from fairseq_xl.hf import import_xlm_e
    from fairseq_xl.hub import load_hub

    printed = run(["python", "-m", "fairseq_xl.hf.import_xlm_e", out, "--out", back]).stdout
    assert "--generator-layers=0" in printed and "left out" not in printed, printed
    first = ours.model.state_dict()  # as loaded: the scrambled file's lm_head.weight is its tied embedding table
    again = torch.load(back / "checkpoint.pt", weights_only=True)["model"]
    assert set(again) == {key for key in first if not key.startswith(("generator.", "lm_head."))}
    assert [key for key in again if not torch.equal(first[key], again[key])] == []
    crafted = back.parent / "crafted"  # config.json's values that do not describe these weights: one line each
    shutil.copytree(out, crafted)
    config = json.loads((crafted / "config.json").read_text())
    for change, message in [({"model_type": "xlm-roberta"}, "model_type 'xlm-roberta'; the import takes 'xlm_e'"),
                            ({"vocab_size": 7}, "but .*config.json's vocab_size is 7"),
                            ({"hidden_size": 10 ** 6}, "asks for a model of at least"),
                            ({"rel_pos": "rotary"}, "rel_pos 'rotary', not one of"),
                            ({"normalize_before": not config["normalize_before"]}, "does not hold|no weight")]:
        (crafted / "config.json").write_text(json.dumps({**config, **change}))
        with pytest.raises(CHECKPOINT_ERRORS, match=message) as refused:
            import_xlm_e.convert(str(crafted), str(back.parent / "refused"))
        assert "\n" not in str(refused.value) and not (back.parent / "refused").exists()
    fuzzed(crafted, config, back.parent / "fuzz")
    hub = load_hub(str(back / "checkpoint.pt"), str(back))
    for sentence in SENTENCES:
        tokens = ours.encode(sentence)
        assert hub.encode(sentence).tolist() == tokens.tolist()
        with torch.no_grad():
            for mine, theirs in zip(hub.extract_features(tokens, return_all_hiddens=True),
                                    ours.extract_features(tokens, return_all_hiddens=True)):
                assert torch.equal(mine, theirs)


def fuzzed(folder, config, work):
    """``import_xlm_e`` of ``folder`` fuzzed (``conftest.fuzz_folder``: config.json's values of any type or size,
    the generator's too, files replaced by links out, folders or nothing; case 0 as it came)."""
    from fairseq_xl.hf import import_xlm_e

    work.mkdir()
    values = [None, True, -1, 0, 1.5, "5", [], {}, 10 ** 6, 10 ** 12, 2 ** 63, "gelu", "x" * 1000, "gated",
              {"generator_layers": 10 ** 9, "generator_ffn_embed_dim": 1, "generator_attention_heads": 1,
               "generator_temperature": 1.0}]
    outcomes = fuzz_folder(import_xlm_e.convert, folder, config, import_xlm_e.CONFIG_TYPES,
                           ["model.safetensors", "dict.txt", "spm.model", "tokenizer.json"], values, "fuzz-xlm_e",
                           work, cases=10, refusals=(ValueError,), control=True)
    assert outcomes["refused"] >= 5 and outcomes["imported"] >= 1, outcomes


def comes_back_whole(checkpoint, data, ours, work):
    """``hf.export --with-generator`` then ``hf.import_xlm_e``: every weight of the pre-training checkpoint, the
    generator's and its LM head's too, bit for bit; ``fairseq-train --restore-file`` continues it (trtd)."""
    printed = run(["python", "-m", "fairseq_xl.hf.export", checkpoint, "--data", data, "--out", work / "hf",
                   "--with-generator"]).stdout
    assert "XLMEForPreTraining" in printed and (work / "hf/generator.safetensors").is_file()
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlm_e", work / "hf", "--out", work / "back"]).stdout
    assert "--generator-layers=1 --generator-ffn-embed-dim=128" in printed, printed  # xlm_e_tiny's
    first, again = ours.model.state_dict(), torch.load(work / "back/checkpoint.pt", weights_only=True)["model"]
    assert set(first) == set(again) and [key for key in first if not torch.equal(first[key], again[key])] == []
    done = train(data, work / "continued", "--task", "trtd", "--restore-file", work / "back/checkpoint.pt",
                 "--reset-optimizer", "--reset-dataloader", "--reset-meters", "--max-update", "1")
    assert (work / "continued/checkpoint_last.pt").is_file(), done.stdout[-2000:]


def classifier_comes_back(out, tuned, back):
    """An ``XLMEForSequenceClassification`` fine-tuned in ``transformers`` (its folder without fairseq's
    vocabulary: ``--data`` the export's) imports with its head: fairseq's hub ``predict`` gives its logits, and its
    ``id2label`` is ``label_dict.txt``."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from fairseq_xl.guards.errors import WrongCheckpointError
    from fairseq_xl.guards.reader import ReceivedFileError
    from fairseq_xl.hf import import_xlm_e
    from fairseq_xl.hub import load_hub

    model = AutoModelForSequenceClassification.from_pretrained(tuned, local_files_only=True,
                                                               trust_remote_code=True).eval()
    with pytest.raises(FileNotFoundError, match="no dict.txt and spm.model"):
        import_xlm_e.convert(str(tuned), str(back))
    swapped = back.parent / "swapped"  # the export's vocabulary with two lines swapped: not the tokenizer's ids
    swapped.mkdir()
    lines = (out / "dict.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    lines[10], lines[11] = lines[11], lines[10]
    (swapped / "dict.txt").write_text("".join(lines), encoding="utf-8")
    (swapped / "spm.model").write_bytes((out / "spm.model").read_bytes())
    with pytest.raises(WrongCheckpointError, match="tokenizer.json: its ids are not those of"):
        import_xlm_e.convert(str(out), str(back), str(swapped))
    (swapped / "dict.txt").write_text((out / "dict.txt").read_text(encoding="utf-8"), encoding="utf-8")
    (swapped / "spm.model").write_bytes(b"\x0a\xff\xff not a protobuf")  # read by the gate's parser, not copied
    with pytest.raises(ReceivedFileError, match="spm.model: not a SentencePiece model"):
        import_xlm_e.convert(str(out), str(back), str(swapped))
    assert not back.exists()
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlm_e", tuned, "--data", out, "--out", back]).stdout
    assert "classification head 'sentence_classification_head' of checkpoint.pt, 3 outputs (label_dict.txt: LABEL_0 " \
        "LABEL_1 LABEL_2)" in printed and "--user-dir fairseq_xl --task sentence_prediction" in printed, printed
    assert "--max-positions=" in printed.split("sentence_prediction")[-1], printed  # sentence_prediction's flag
    hub = load_hub(str(back / "checkpoint.pt"), str(back))  # DIR as DATA, the head loaded with the checkpoint
    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    texts, _ = transfer_examples()
    for text in texts[:8]:
        tokens = hub.encode(text)
        assert tokens.tolist() == tokenizer(text).input_ids
        with torch.no_grad():
            ours = hub.predict("sentence_classification_head", tokens, return_logits=True)
            theirs = model(tokens[None]).logits
        assert (ours - theirs).abs().max() <= TOLERANCE and theirs.std() > 0
    from fairseq_xl.hf.export import export  # the import's folder straight back: the same class, labels and logits

    assert export(str(back / "checkpoint.pt"), str(back), str(back.parent / "again")).startswith(
        "XLMEForSequenceClassification")
    again = AutoModelForSequenceClassification.from_pretrained(back.parent / "again", local_files_only=True,
                                                               trust_remote_code=True).eval()
    batch = tokenizer(texts[:8], padding=True, return_tensors="pt")
    assert again.config.id2label == model.config.id2label and batch["attention_mask"].eq(0).any()
    with torch.no_grad():
        assert (again(**batch).logits - model(**batch).logits).abs().max() <= TOLERANCE


def task_heads_fine_tune(out, tmp_path):
    """The exported XLM-E under ``AutoModelFor{Sequence,Token}Classification`` and
    ``...QuestionAnswering`` (fresh heads over the exported encoder, weights equal): each learns on
    tiny data made from the embedded corpus and reloads to the same predictions. Token tags: whether a
    piece starts a word; questions: where the sentence's last word is (the span of its pieces)."""
    from transformers import (AutoModel, AutoModelForQuestionAnswering, AutoModelForSequenceClassification,
                              AutoModelForTokenClassification, AutoTokenizer)

    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    texts, labels = transfer_examples()
    inputs = dict(tokenizer(texts, padding=True, return_tensors="pt"))
    base = AutoModel.from_pretrained(out, local_files_only=True, trust_remote_code=True)
    load = dict(local_files_only=True, trust_remote_code=True, num_labels=3)
    sequence = AutoModelForSequenceClassification.from_pretrained(out, **load)
    token = AutoModelForTokenClassification.from_pretrained(out, **load)
    answer = AutoModelForQuestionAnswering.from_pretrained(out, local_files_only=True, trust_remote_code=True)
    for model in (sequence, token, answer):
        assert type(model).__name__.startswith("XLMEFor")
        assert torch.equal(model.xlm_e.embeddings.embed_tokens.weight, base.embeddings.embed_tokens.weight)
    assert_learns_and_reloads(sequence, inputs, tmp_path / "sequence", lambda out: out.logits, labels=labels)
    pieces = [tokenizer.convert_ids_to_tokens(row) for row in inputs["input_ids"].tolist()]
    tags = torch.tensor([[int(piece.startswith("▁")) for piece in row] for row in pieces])
    tags[inputs["attention_mask"].eq(0) | torch.isin(inputs["input_ids"], torch.tensor(tokenizer.all_special_ids))] \
        = -100
    assert_learns_and_reloads(token, inputs, tmp_path / "token", lambda out: out.logits, labels=tags)
    ends = inputs["attention_mask"].sum(1) - 2  # the last piece before </s>
    starts = torch.tensor([max(i for i in range(end + 1) if row[i].startswith("▁")) for row, end in
                           zip(pieces, ends.tolist())])
    assert_learns_and_reloads(answer, inputs, tmp_path / "answer", lambda out: out.start_logits,
                              start_positions=starts, end_positions=ends)
    return tmp_path / "sequence" / "tuned"


def test_xlnet(data_bin, tmp_path):
    from transformers import AutoModel, AutoTokenizer, XLNetLMHeadModel

    from fairseq_xl.hub import load_hub

    run(["fairseq-train", data_bin, "--save-dir", tmp_path / "run", *XLNET_FLAGS, "--max-update", "2"])
    checkpoint = scrambled_checkpoint(tmp_path / "run")
    assert "XLNetLMHeadModel" in export(checkpoint, data_bin, tmp_path / "xlnet")
    ours = load_hub(str(checkpoint), str(data_bin))
    assert type(compare(ours, tmp_path / "xlnet", AutoModel)).__name__ == "XLNetModel"
    assert AutoTokenizer.from_pretrained(tmp_path / "xlnet").padding_side == "left"  # as XLNetTokenizer
    compare(ours, tmp_path / "xlnet", XLNetLMHeadModel, head=ours.model.output_layer)
    hf_classifier_fine_tunes(tmp_path / "xlnet", "XLNetForSequenceClassification", tmp_path)


def hf_classifier_fine_tunes(out, expected, tmp_path):
    """Hugging Face's own sequence classifier over an export (a fresh head) learns and reloads."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    texts, labels = transfer_examples()
    model = AutoModelForSequenceClassification.from_pretrained(out, local_files_only=True, num_labels=3)
    assert type(model).__name__ == expected
    assert_learns_and_reloads(model, dict(tokenizer(texts, padding=True, return_tensors="pt")), tmp_path / "tuned",
                              lambda out: out.logits, labels=labels)


def test_veco_plug_out(data_bin, tmp_path):
    from transformers import AutoModel, AutoModelForMaskedLM

    from fairseq_xl.hub import load_hub

    run(["fairseq-train", data_bin, "--save-dir", tmp_path / "run", *CA_MLM_FLAGS, "--max-update", "2"])
    checkpoint = scrambled_checkpoint(tmp_path / "run")
    assert "XLMRobertaForMaskedLM" in export(checkpoint, data_bin, tmp_path / "veco")
    assert not (tmp_path / "veco/sentencepiece.bpe.model").exists()  # dict.txt by frequency: not XLM-R's layout
    ours = load_hub(str(checkpoint), str(data_bin))
    compare(ours, tmp_path / "veco", AutoModel)
    compare(ours, tmp_path / "veco", AutoModelForMaskedLM, head=ours.model.lm_head)
    fills_as_the_fill_mask_pipeline_computes(ours, tmp_path / "veco")
    hf_classifier_fine_tunes(tmp_path / "veco", "XLMRobertaForSequenceClassification", tmp_path)


def fills_as_the_fill_mask_pipeline_computes(ours, out):
    """fairseq's hub ``fill_mask`` on the plugged-out masked LM gives the words and probabilities that transformers'
    ``fill-mask`` pipeline gives on the export (the tokenizer's ids, the masked LM's softmax at ``<mask>``, the
    tokenizer's decoding; computed here as the pipeline does, without its heavy import), a ``<mask>`` inside a
    sentence and at its end."""
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    model = AutoModelForMaskedLM.from_pretrained(out, local_files_only=True).eval()
    for text in ("Die <mask> wurde nicht gefunden.", "Файл уже <mask>"):
        inputs = tokenizer(text, return_tensors="pt")
        with torch.no_grad():
            logits = model(**inputs).logits[0, inputs["input_ids"][0].eq(tokenizer.mask_token_id)][0]
        theirs = logits.softmax(-1).topk(5)
        filled = ours.fill_mask(text, topk=5)
        assert [word.strip() for _, _, word in filled] == [tokenizer.decode([index]).strip()
                                                           for index in theirs.indices.tolist()], text
        torch.testing.assert_close(torch.tensor([score for _, score, _ in filled]), theirs.values, rtol=1e-4, atol=0)


def trainer_fine_tunes(out, save, steps=6):
    """docs/huggingface.md's ``transformers.Trainer`` route (the ``hf`` extra brings ``accelerate``,
    which Trainer needs): a few steps on the embedded classification task, a finite falling loss, saved."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer, Trainer, TrainingArguments

    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    texts, labels = transfer_examples()
    encoded = tokenizer(texts, padding=True)
    rows = [{"input_ids": ids, "attention_mask": mask, "labels": int(label)}
            for ids, mask, label in zip(encoded["input_ids"], encoded["attention_mask"], labels)]
    model = AutoModelForSequenceClassification.from_pretrained(out, local_files_only=True, num_labels=3,
                                                               trust_remote_code=True)
    arguments = TrainingArguments(output_dir=str(save), max_steps=steps, per_device_train_batch_size=24,
                                  learning_rate=3e-3, logging_steps=1, report_to=[], use_cpu=True, save_strategy="no")
    trainer = Trainer(model=model, args=arguments, train_dataset=rows)
    trainer.train()
    losses = [entry["loss"] for entry in trainer.state.log_history if "loss" in entry]
    assert len(losses) == steps and all(map(math.isfinite, losses)) and losses[-1] < losses[0], losses
    trainer.save_model(str(save / "model"))
    assert (save / "model" / "model.safetensors").is_file()


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
