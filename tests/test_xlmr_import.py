"""``python -m fairseq_xl.hf.import_xlmr``: a Hugging Face XLM-R folder (the guide's stand-in,
``examples/hf_standin.py --model xlm-roberta``: the release's layout, a SentencePiece model with XLM-R's
first pieces trained on the embedded corpus; every weight moved from its initial value) becomes fairseq's
``xlmr.*`` release layout: fairseq's own RoBERTa loads it and gives Hugging Face's ids and logits on real
sentences (float64, within float32's rounding of fairseq's softmax and GELU), data binarized with its
vocabulary holds Hugging Face's ids, and XLM-E converted from it starts with Hugging Face's features. What
fairseq's RoBERTa cannot compute is refused in one line."""
import json
import shutil

import pytest
import torch
from fairseq import checkpoint_utils
from fairseq.data import Dictionary, data_utils

from conftest import LANGS, REPO, classifier_config, hf_standin, moved_and_saved, run
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError

transformers = pytest.importorskip("transformers")

ODD = ["In 1999, the ``files'' were  moved to /usr/lib.", "日本語 ☃ ✓ tab\there", "Ünïcödé  ünd   Léèrzeichen"]
SIZES = dict(num_hidden_layers=2, hidden_size=32, num_attention_heads=4, intermediate_size=48,
             max_position_embeddings=130, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
# fairseq's RoBERTa takes its softmax and GELU in float32 even in a float64 model (utils.softmax, gelu), and the
# import adds the token type's row to the position table in float32: differences of about 1e-7 remain (1.0e-7 on
# 2026-11-30)
FLOAT32_STEPS = 1e-6


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    """(the stand-in's folder, its model in float64, eval): every weight moved from its initial value
    (LayerNorms, biases and the token type's row included), the output layer still the embeddings."""
    folder = tmp_path_factory.mktemp("release") / "xlm-roberta-tiny"
    torch.manual_seed(0)
    return folder, moved_and_saved(hf_standin().make_xlmr_release(str(folder), 1000, 800, **SIZES), folder)


@pytest.fixture(scope="module")
def imported(release, tmp_path_factory):
    """(the import's folder, what the command printed)."""
    out = tmp_path_factory.mktemp("imported") / "xlmr.tiny"
    done = run(["python", "-m", "fairseq_xl.hf.import_xlmr", release[0], "--out", out])
    return out, done.stdout


def sentences():
    lines = [line.strip() for lang in LANGS for line in
             (REPO / "corpus/para" / f"test.en-{lang if lang != 'en' else 'de'}.{lang}").read_text().splitlines()[:12]]
    return lines + ODD


def test_fairseqs_roberta_loads_the_import_with_hugging_faces_ids_and_logits(release, imported):
    (folder, model), (out, printed) = release, imported
    assert sorted(path.name for path in out.iterdir()) == ["dict.txt", "model.pt", "sentencepiece.bpe.model"]
    assert "--encoder-layers=2 --encoder-embed-dim=32" in printed and "--max-positions=128" in printed
    assert f"DICT={out}/dict.txt" in printed and "fairseq_xl.convert.from_xlmr xlm_e" in printed
    from fairseq.models.roberta import XLMRModel

    xlmr = XLMRModel.from_pretrained(str(out), "model.pt").eval()
    xlmr.model.double()
    fast = transformers.AutoTokenizer.from_pretrained(folder)
    slow = transformers.XLMRobertaTokenizer.from_pretrained(folder)
    worst = 0.0
    for sentence in sentences():
        ids = xlmr.encode(sentence)
        assert ids.tolist() == fast(sentence).input_ids == slow(sentence).input_ids, sentence
        with torch.no_grad():
            worst = max(worst, (xlmr.model(ids[None])[0] - model(ids[None]).logits).abs().max().item())
    assert len(xlmr.task.source_dictionary) == model.config.vocab_size
    assert worst < FLOAT32_STEPS, worst


@pytest.fixture(scope="module")
def binarized(imported, raw_corpus, tmp_path_factory):
    """The test corpus binarized with the import's vocabulary, as the guide does."""
    out, _ = imported
    data = tmp_path_factory.mktemp("binarized") / "data"
    run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, data],
        env={"SPM_MODEL": str(out / "sentencepiece.bpe.model"), "DICT": str(out / "dict.txt")})
    return data


def test_data_binarized_with_the_import_holds_hugging_faces_ids_and_xlm_e_starts_from_it(
        release, imported, binarized, raw_corpus, tmp_path):
    (folder, model), (out, _), data = release, imported, binarized
    fast = transformers.AutoTokenizer.from_pretrained(folder)
    dictionary = Dictionary.load(str(data / "dict.txt"))
    for lang in LANGS:
        lines = (raw_corpus / "mono" / f"valid.{lang}").read_text(encoding="utf-8").splitlines()
        binarized = data_utils.load_indexed_dataset(str(data / lang / "valid"), dictionary)
        assert len(binarized) == len(lines)
        assert all(binarized[i].tolist() == fast(line).input_ids[1:] for i, line in enumerate(lines)), lang
    run(["python", "-m", "fairseq_xl.convert.from_xlmr", "xlm_e", out / "model.pt", "--data", data,
         "--out", tmp_path / "xlm_e"])
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(tmp_path / "xlm_e" / "checkpoint.pt")],
                                                                  arg_overrides={"data": str(data)})
    batch = fast(sentences()[:8], padding=True, return_tensors="pt")
    with torch.no_grad():
        ours = models[0].eval().extract_features(batch.input_ids)[0]
        theirs = model.roberta(**batch).last_hidden_state.float()
    keep = batch.attention_mask.bool()
    assert (ours - theirs)[keep].abs().max() <= 1e-5


def test_the_round_trip_through_veco_and_the_export_gives_the_release_back(release, imported, binarized, tmp_path):
    """Hugging Face -> import -> VECO (``from_xlmr veco``: its self stream is XLM-R) -> ``hf.export`` (VECO's
    plug-out, an ``XLMRobertaForMaskedLM``): the exported tokenizer gives the release's ids, the exported model
    its logits (float64; 6e-8 on 2026-11-30: the position table's float32 sum)."""
    (folder, model), (out, _), data = release, imported, binarized
    run(["python", "-m", "fairseq_xl.convert.from_xlmr", "veco", out / "model.pt", "--data", data,
         "--out", tmp_path / "veco"])
    printed = run(["python", "-m", "fairseq_xl.hf.export", tmp_path / "veco" / "checkpoint.pt", "--data", data,
                   "--out", tmp_path / "hf"]).stdout
    assert "sentencepiece.bpe.model (XLM-R's vocabulary)" in printed
    assert_back(tmp_path / "hf", folder, model, out, tmp_path / "again")


def assert_back(exported, original, model, first, again):
    """An export (folder ``exported``) of what came from the Hugging Face folder ``original`` (its model
    ``model``): the export's tokenizers (``tokenizer.json``'s and ``XLMRobertaTokenizer``'s, from its
    ``sentencepiece.bpe.model``) give the original's ids on every sentence, its model the original's class and
    logits; importing it again (into ``again``) gives the first import (``first``): ``dict.txt`` and every weight,
    bit for bit."""
    tokenizers = [transformers.AutoTokenizer.from_pretrained(folder) for folder in (original, exported)]
    tokenizers.append(transformers.XLMRobertaTokenizer.from_pretrained(exported))
    back = transformers.AutoModelForMaskedLM.from_pretrained(exported).double().eval()
    assert type(back) is type(model) and back.config.vocab_size == model.config.vocab_size
    worst = 0.0
    for sentence in sentences():
        ids, *others = (tokenizer(sentence, return_tensors="pt").input_ids for tokenizer in tokenizers)
        assert all(other.tolist() == ids.tolist() for other in others), sentence
        if ids.size(1) <= model.config.max_position_embeddings - 2:
            with torch.no_grad():
                worst = max(worst, (back(ids).logits - model(ids).logits).abs().max().item())
    assert worst < FLOAT32_STEPS, worst
    run(["python", "-m", "fairseq_xl.hf.import_xlmr", exported, "--out", again])
    assert (again / "dict.txt").read_bytes() == (first / "dict.txt").read_bytes()
    first, again = (torch.load(path / "model.pt", weights_only=True)["model"] for path in (first, again))
    assert first.keys() == again.keys() and all(torch.equal(first[key], again[key]) for key in first)


def test_an_encoder_without_its_lm_head_comes_with_a_new_one(release, tmp_path):
    from fairseq_xl.hf import import_xlmr

    folder, model = release
    encoder = tmp_path / "encoder"
    shutil.copytree(folder, encoder)
    (encoder / "model.safetensors").unlink()
    alone = transformers.XLMRobertaModel(model.config)  # as XLMRobertaModel saves: no prefix, a pooler
    missing, unexpected = alone.load_state_dict(model.roberta.state_dict(), strict=False)
    assert [name.split(".")[0] for name in missing] == ["pooler", "pooler"] and not unexpected
    alone.save_pretrained(encoder, safe_serialization=True)
    done = import_xlmr.convert(str(encoder), str(tmp_path / "out"))
    assert not done.has_head and done.left_out == ["pooler"] and "--encoder-layers=2" in done.flags
    assert done.classifier is None
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(tmp_path / "out" / "model.pt")],
                                                                  arg_overrides={"data": str(tmp_path / "out")})
    tokens = torch.tensor([[0, 5, 17, 300, 2]])
    with torch.no_grad():
        ours = models[0].double().eval()(tokens, features_only=True)[0]
        theirs = model.roberta(tokens).last_hidden_state
    assert (ours - theirs).abs().max() < FLOAT32_STEPS
    state = torch.load(tmp_path / "out" / "model.pt", weights_only=True)["model"]
    assert torch.equal(state["encoder.lm_head.weight"], model.roberta.embeddings.word_embeddings.weight.float())
    assert not state["encoder.lm_head.bias"].any()


@pytest.mark.parametrize("change, message", [
    ({"model_type": "bert"}, "model_type 'bert'; the import takes 'xlm-roberta' or 'xlm-roberta-xl'"),
    ({"model_type": "xlm-roberta-xl"}, "no weight 'roberta.encoder.LayerNorm.weight'"),  # XL's names, post-LN's weights
    ({"hidden_act": "gelu_new"}, "hidden_act 'gelu_new'; the import takes 'gelu' (Hugging Face's LM head"),
    ({"layer_norm_eps": 1e-12}, "layer_norm_eps 1e-12; the import takes 1e-05 (fairseq's LayerNorm)"),
    ({"position_embedding_type": "relative_key"}, "fairseq's RoBERTa learns absolute positions"),
    ({"vocab_size": 1003}, "vocab_size 1003, but its word embeddings have 1002 rows"),
    ({"num_hidden_layers": 3}, "asks for a model of"),
    ({"intermediate_size": 40}, "do not fit: encoder.sentence_encoder.layers.0.fc1.weight: (48, 32) given"),
    ({"hidden_size": "32"}, "hidden_size '32' (an integer is needed)"),
    ("untied", "lm_head.decoder.weight is not the word embeddings"),
    ("rows", "1000 pieces give 1002 ids with <pad> and <mask>, but config.json's vocab_size is 2003 (rows beyond"),
    ("tokenizer.json", "tokenizer.json: id 5 is"),
])
def test_what_fairseqs_roberta_cannot_compute_is_refused_in_one_line(release, tmp_path, change, message):
    from fairseq_xl.hf import import_xlmr

    folder = tmp_path / "release"
    shutil.copytree(release[0], folder)
    if change == "untied":
        from safetensors.torch import load_file, save_file

        weights = load_file(folder / "model.safetensors")
        weights["lm_head.decoder.weight"] = weights["roberta.embeddings.word_embeddings.weight"] + 1
        save_file(weights, folder / "model.safetensors")
    elif change == "rows":  # more filler rows than words: not a padded vocabulary (and a bound on the dictionary)
        from safetensors.torch import load_file, save_file

        weights = load_file(folder / "model.safetensors")
        for name in ("roberta.embeddings.word_embeddings.weight", "lm_head.bias"):  # the output layer is tied
            weights[name] = torch.cat([weights[name], weights[name][:1001]])
        save_file(weights, folder / "model.safetensors")
        config = json.loads((folder / "config.json").read_text())
        (folder / "config.json").write_text(json.dumps({**config, "vocab_size": 2003}))
    elif change == "tokenizer.json":  # two pieces swapped: ids that are not the SentencePiece model's order
        tokenizer = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
        vocab = tokenizer["model"]["vocab"]
        vocab[5], vocab[6] = vocab[6], vocab[5]
        (folder / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    else:
        config = json.loads((folder / "config.json").read_text())
        (folder / "config.json").write_text(json.dumps({**config, **change}))
    with pytest.raises(WrongCheckpointError) as refused:
        import_xlmr.convert(str(folder), str(tmp_path / "out"))
    assert message in str(refused.value) and "\n" not in str(refused.value)
    assert not (tmp_path / "out").exists() and not list(tmp_path.glob("out*"))


SIZE_FLAGS = ["--encoder-layers", "2", "--encoder-embed-dim", "32", "--encoder-ffn-embed-dim", "48",
              "--encoder-attention-heads", "4"]  # SIZES as fairseq-train flags
LABELS = {0: "overview", 1: "api", 2: "files"}  # corpus/transfer's labels, not in sorted order: ids must follow them
CLASSIFY = ["--user-dir", REPO / "fairseq_xl", "--task", "sentence_prediction", "--num-classes", "3", "--init-token",
            "0", "--separator-token", "2", "--criterion", "sentence_prediction", "--max-positions", "128", "--cpu",
            "--num-workers", "0", "--log-format", "json"]


@pytest.fixture(scope="module")
def classifier(release, tmp_path_factory):
    """(a fine-tuned ``XLMRobertaForSequenceClassification``'s folder: the release's encoder, a classifier of
    corpus/transfer's three labels, every weight moved again; its model in float64; the import's folder)."""
    folder = tmp_path_factory.mktemp("classifier") / "xlm-roberta-classifier"
    config = classifier_config(release[0], folder, transformers.XLMRobertaConfig, LABELS)
    torch.manual_seed(1)
    model = transformers.XLMRobertaForSequenceClassification(config)
    model.roberta.load_state_dict(release[1].roberta.state_dict(), strict=False)
    with torch.no_grad():  # <s>'s state varies little between inputs: logits that vary need a larger projection
        model.classifier.out_proj.weight.mul_(100)
    model = moved_and_saved(model.float(), folder)
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    with torch.no_grad():  # centred on the corpus's sentences: not one class predicted for every input
        batch = tokenizer(sentences(), padding=True, return_tensors="pt")
        model.classifier.out_proj.bias -= model(**batch).logits.mean(0)
    model.float().save_pretrained(folder, safe_serialization=True)
    model.double()
    out = folder.parent / "imported"
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlmr", folder, "--out", out]).stdout
    assert "the classification head 'sentence_classification_head' of model.pt, 3 outputs (label_dict.txt: " \
           "overview api files)" in printed and f"LABELS={out}/label_dict.txt" in printed, printed
    return folder, model, out


def test_a_sequence_classifier_comes_in_with_its_head_and_goes_back(classifier, tmp_path):
    """fairseq's hub ``predict`` with the imported head gives Hugging Face's logits, on single sentences and on
    pairs (both tokenizers write ``<s> A </s> </s> B </s>``); the import's folder exports straight back as the
    same class, with its labels (label_dict.txt), ids and logits."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.hub import text_encoding

    folder, model, out = classifier
    assert (out / "label_dict.txt").read_text() == "overview 1\napi 1\nfiles 1\n"
    assert text_encoding(str(out))["sentencepiece_model"] == str(out / "sentencepiece.bpe.model")  # DIR is a DATA
    xlmr = XLMRModel.from_pretrained(str(out), "model.pt").eval()
    xlmr.model.double()
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    lines, worst = sentences(), 0.0
    for inputs in [(line,) for line in lines[:12]] + list(zip(lines[:12], lines[12:24])):
        ids = xlmr.encode(*inputs)
        assert ids.tolist() == tokenizer(*inputs).input_ids, inputs
        with torch.no_grad():
            ours = xlmr.predict("sentence_classification_head", ids[:128], return_logits=True)
            worst = max(worst, (ours - model(ids[None, :128]).logits).abs().max().item())
    assert worst < FLOAT32_STEPS, worst
    from fairseq_xl.hf.export import export

    assert export(str(out / "model.pt"), str(out), str(tmp_path / "back")) == "XLMRobertaForSequenceClassification"
    back = transformers.AutoModelForSequenceClassification.from_pretrained(tmp_path / "back").double().eval()
    assert back.config.id2label == LABELS
    pairs = list(zip(lines[:12], lines[12:24]))
    batch = tokenizer(*zip(*pairs), padding=True, truncation=True, max_length=128, return_tensors="pt")
    again = transformers.AutoTokenizer.from_pretrained(tmp_path / "back")
    assert again(*zip(*pairs), padding=True, truncation=True, max_length=128).input_ids == batch.input_ids.tolist()
    with torch.no_grad():
        assert (back(**batch).logits - model(**batch).logits).abs().max() < FLOAT32_STEPS
    with pytest.raises(WrongCheckpointError, match="model.pt: the classification head 'sentence_classification_head' "
                       "has 3 outputs; a multiple-choice head scores each choice with one"):
        export(str(out / "model.pt"), str(out), str(tmp_path / "refused"), multiple_choice=True)
    assert not (tmp_path / "refused").exists()


def test_the_classifier_goes_through_sentence_prediction_and_back_with_its_labels(classifier, tmp_path):
    """Hugging Face -> import -> ``LABELS=label_dict.txt prepare_classification.sh`` (the import's folder as the
    vocabulary) -> ``fairseq-train --task sentence_prediction --restore-file`` (one update at lr 0: the head
    restored, not made anew) -> ``fairseq-validate`` on test_de: Hugging Face's own accuracy there (under the
    labels' sorted order, another) -> ``hf.export``: an ``XLMRobertaForSequenceClassification`` with the same
    ``id2label`` and the original's logits."""
    folder, model, out = classifier
    task = tmp_path / "task"
    run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", out, task],
        env={"LABELS": str(out / "label_dict.txt")})
    assert [line.split()[0] for line in (task / "label/dict.txt").read_text().splitlines()] == list(LABELS.values())
    run(["fairseq-train", task, *CLASSIFY, "--arch", "roberta_base", *SIZE_FLAGS, "--restore-file",
         out / "model.pt", "--optimizer", "adam", "--lr", "0", "--max-update", "1", "--batch-size", "32",
         "--reset-optimizer", "--save-dir", tmp_path / "ft", "--no-epoch-checkpoints", "--disable-validation"])
    validated = run(["fairseq-validate", task, "--path", tmp_path / "ft/checkpoint_last.pt", *CLASSIFY,
                     "--valid-subset", "test_de", "--batch-size", "64", "--skip-invalid-size-inputs-valid-test"],
                    env={"FAIRSEQ_XL_FIX_FAIRSEQ": "1"})  # every example (fairseq #5036), as the XLM-E guide has it
    [record] = [record for line in (validated.stdout + validated.stderr).splitlines() if "| test_de |" in line
                for record in [json.loads(line.split("| test_de | ", 1)[1])]]
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    rows = [line.split("\t") for line in (REPO / "corpus/transfer/test.de").read_text(encoding="utf-8").splitlines()
            if len(tokenizer(line.split("\t")[0]).input_ids) <= 128]  # as fairseq skips the longer ones
    with torch.no_grad():
        predicted = model(**tokenizer([text for text, _ in rows], padding=True, return_tensors="pt")).logits.argmax(-1)
    def accuracy(names):
        return round(100 * sum(names[i] == label for i, (_, label) in zip(predicted.tolist(), rows)) / len(rows), 1)

    hf_accuracy, sorted_accuracy = accuracy(LABELS), accuracy(sorted(LABELS.values()))
    assert float(record["test_de_bsz"]) == len(rows) == 277  # 2 of the 279 longer than 128 tokens
    assert float(record["test_de_accuracy"]) == hf_accuracy != sorted_accuracy, (record, hf_accuracy, sorted_accuracy)
    printed = run(["python", "-m", "fairseq_xl.hf.export", tmp_path / "ft/checkpoint_last.pt", "--data", task,
                   "--out", tmp_path / "hf"]).stdout
    assert "XLMRobertaForSequenceClassification" in printed
    back = transformers.AutoModelForSequenceClassification.from_pretrained(tmp_path / "hf").double().eval()
    exported = transformers.AutoTokenizer.from_pretrained(tmp_path / "hf")
    assert type(back) is type(model) and back.config.id2label == LABELS
    pairs = [pair for pair in zip(sentences()[:24], sentences()[24:]) if len(tokenizer(*pair).input_ids) <= 128]
    batch = tokenizer(*zip(*pairs), padding=True, return_tensors="pt")
    assert len(pairs) >= 8 and batch.attention_mask.eq(0).any()
    assert exported(*zip(*pairs), padding=True, return_tensors="pt").input_ids.tolist() == batch.input_ids.tolist()
    with torch.no_grad():
        logits = model(**batch).logits
        assert (back(**batch).logits - logits).abs().max() < FLOAT32_STEPS
    assert logits.std(0).max() > 0.05 and len(set(predicted.tolist())) > 1, "logits that do not depend on the input"


@pytest.mark.parametrize("change, why", [
    ({"id2label": {"0": "not entailment", "1": "entailment", "2": "x"}}, "are not 3 distinct words"),
    ({"id2label": {"0": "a", "1": "b"}}, "does not name each of its 3 outputs 0-2"),
    ({"id2label": {"0": "a", "1": None, "2": "c"}}, "does not name each of its 3 outputs 0-2"),
    ({"problem_type": "regression"}, "a regression head (fairseq's --regression-target) has no labels"),
])
def test_labels_fairseq_cannot_hold_leave_the_head_without_a_label_file(classifier, tmp_path, change, why):
    from fairseq_xl.hf import import_xlmr

    folder = tmp_path / "release"
    shutil.copytree(classifier[0], folder)
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, **change}))
    done = import_xlmr.convert(str(folder), str(tmp_path / "out"))
    head = done.classifier
    assert head.name == "sentence_classification_head" and head.outputs == 3 and not head.labels
    assert why in head.no_labels and not (tmp_path / "out/label_dict.txt").exists()
    assert head.regression == ("problem_type" in change)


def test_a_task_with_a_label_the_classifier_lacks_is_refused_naming_the_label_file(classifier, tmp_path):
    _, _, out = classifier
    (tmp_path / "labels.txt").write_text("overview 1\napi 1\n")
    done = run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", out, tmp_path / "task"],
               env={"LABELS": str(tmp_path / "labels.txt")}, check=False)
    assert done.returncode == 1 and done.stderr.strip().splitlines()[-1] == (
        f"error: corpus/transfer: labels ['files'] are not in {tmp_path / 'labels.txt'}, the classifier's labels "
        "['overview', 'api']")
    assert not (tmp_path / "task").exists() and not (tmp_path / "task.partial").exists()
    (tmp_path / "labels.txt").write_text("overview 1\napi one\nfiles 1\n")  # one parser for every label file
    done = run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", out, tmp_path / "task"],
               env={"LABELS": str(tmp_path / "labels.txt")}, check=False)
    assert done.returncode == 1 and done.stderr.strip().splitlines()[-1] == (
        f"error: {tmp_path / 'labels.txt'}, line 2: not LABEL or LABEL COUNT with a label not named before")


def test_a_multiple_choice_model_comes_in_with_its_head_and_goes_back(release, tmp_path, capsys):
    """``XLMRobertaForMultipleChoice`` (its pooler and one-output classifier: fairseq's head with one output): the
    import keeps it as that head and prints fairseq's ``sentence_ranking`` command; fairseq's hub ``predict`` scores
    each (choice, context) as Hugging Face does; ``hf.export --multiple-choice`` gives the same class back, the
    original's ids and scores, question by question."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.hf import import_xlmr
    from fairseq_xl.hf.export import export

    folder = tmp_path / "xlm-roberta-choice"
    config = classifier_config(release[0], folder, transformers.XLMRobertaConfig, {0: "LABEL_0", 1: "LABEL_1"})
    config.architectures = ["XLMRobertaForMultipleChoice"]
    torch.manual_seed(3)
    model = transformers.XLMRobertaForMultipleChoice(config)
    model.roberta.load_state_dict(release[1].roberta.state_dict(), strict=False)
    with torch.no_grad():  # <s>'s state varies little between inputs: scores that vary need a larger projection
        model.classifier.weight.mul_(100)
    model = moved_and_saved(model.float(), folder)
    import_xlmr.main([str(folder), "--out", str(tmp_path / "in")])
    printed = capsys.readouterr().out
    assert "the multiple-choice head is the classification head 'sentence_classification_head' of model.pt" in printed
    assert "--task sentence_ranking --criterion sentence_ranking --num-classes CHOICES --ranking-head-name " \
        "sentence_classification_head --init-token 0 --separator-token 2 --arch=roberta_base" in printed, printed
    assert f"hf.export {tmp_path}/in/model.pt --data {tmp_path}/in --out HF_DIR --multiple-choice" in printed
    assert "left out" not in printed and not (tmp_path / "in/label_dict.txt").exists()  # the pooler is the head's
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    lines = [line for line in sentences() if len(tokenizer(line).input_ids) <= 64]  # a pair within 128 positions
    contexts, choices = lines[:8], [(lines[8 + i], lines[16 + i], lines[24 + i]) for i in range(8)]
    first, second = [c for row in choices for c in row], [context for context in contexts for _ in range(3)]
    batch = {key: value.view(8, 3, -1) for key, value in tokenizer(first, second, padding=True,
                                                                   return_tensors="pt").items()}
    with torch.no_grad():
        scores = model(**batch).logits
    xlmr = XLMRModel.from_pretrained(str(tmp_path / "in"), "model.pt").eval()
    xlmr.model.double()
    with torch.no_grad():
        ours = torch.tensor([xlmr.predict("sentence_classification_head", xlmr.encode(choice, context),
                                          return_logits=True).item() for choice, context in zip(first, second)])
    assert (ours.view(8, 3) - scores).abs().max() < FLOAT32_STEPS
    assert scores.std(-1).min() > 0.005 and len(set(scores.argmax(-1).tolist())) > 1, scores  # choices told apart
    assert export(str(tmp_path / "in/model.pt"), str(tmp_path / "in"), str(tmp_path / "back"),
                  multiple_choice=True) == "XLMRobertaForMultipleChoice"
    back = transformers.AutoModelForMultipleChoice.from_pretrained(tmp_path / "back").double().eval()
    again = transformers.AutoTokenizer.from_pretrained(tmp_path / "back")
    assert again(first, second, padding=True).input_ids == batch["input_ids"].view(24, -1).tolist()
    with torch.no_grad():
        assert (back(**batch).logits - scores).abs().max() < FLOAT32_STEPS


def test_a_folder_with_tokenizer_json_alone_imports_as_with_its_sentencepiece_model(release, imported, tmp_path):
    """Without ``sentencepiece.bpe.model``, the model is rebuilt from ``tokenizer.json`` (``spm_from_tokenizer``):
    its pieces, scores, types and normalisation are the original's, and the import is the one with the original
    (``dict.txt`` and every weight equal); a normalizer step the converter never writes is refused in one line."""
    from fairseq_xl.data.sentencepiece_model import read_sentencepiece
    from fairseq_xl.hf import import_xlmr

    (folder, _), (out, _) = release, imported
    alone = tmp_path / "alone"
    shutil.copytree(folder, alone)
    (alone / "sentencepiece.bpe.model").unlink()
    import_xlmr.convert(str(alone), str(tmp_path / "out"))
    original, rebuilt = (read_sentencepiece(str(path)) for path in (folder / "sentencepiece.bpe.model",
                                                                     tmp_path / "out/sentencepiece.bpe.model"))
    assert [(p.piece, p.score, p.type) for p in rebuilt.pieces] == [(p.piece, p.score, p.type) for p in original.pieces]
    assert rebuilt.normalizer_spec.precompiled_charsmap == original.normalizer_spec.precompiled_charsmap
    assert [getattr(rebuilt.normalizer_spec, name) == getattr(original.normalizer_spec, name) for name in
            ("add_dummy_prefix", "remove_extra_whitespaces", "escape_whitespaces")] == [True] * 3
    assert (tmp_path / "out/dict.txt").read_bytes() == (out / "dict.txt").read_bytes()
    first, again = (torch.load(path / "model.pt", weights_only=True)["model"] for path in (out, tmp_path / "out"))
    assert first.keys() == again.keys() and all(torch.equal(first[key], again[key]) for key in first)
    given = json.loads((alone / "tokenizer.json").read_text(encoding="utf-8"))
    for change, message in [(lambda t: t["normalizer"]["normalizers"].append({"type": "Lowercase"}),
                             "normalizer steps .*'Lowercase'"),
                            (lambda t: t["normalizer"].update(normalizers="x"), "is not a tokenizers normalizer"),
                            (lambda t: t.update(pre_tokenizer=None), "pre-tokenizer None"),
                            (lambda t: t["model"]["vocab"][5].__setitem__(1, float("nan")), "not \\[piece, score\\]"),
                            (lambda t: t["model"].update(unk_id=0), "not XLM-R's vocabulary layout")]:
        tokenizer = json.loads(json.dumps(given))
        change(tokenizer)
        (alone / "tokenizer.json").write_text(json.dumps(tokenizer), encoding="utf-8")
        with pytest.raises(WrongCheckpointError, match=message) as refused:
            import_xlmr.convert(str(alone), str(tmp_path / "refused"))
        assert "\n" not in str(refused.value) and not (tmp_path / "refused").exists()


@pytest.fixture(scope="module")
def xl_release(tmp_path_factory):
    """(an XLM-R XL stand-in's folder: ``XLMRobertaXLForMaskedLM``, pre-LN, 1,024 rows for 1,002 ids as XL's 250,880
    for 250,002, every weight moved; its model in float64; the import's folder, what the command printed)."""
    folder = tmp_path_factory.mktemp("xl") / "xlm-roberta-xl-tiny"
    torch.manual_seed(2)
    model = moved_and_saved(hf_standin().make_xlmr_release(str(folder), 1000, 800, xl=True, **SIZES), folder)
    out = folder.parent / "imported"
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlmr", folder, "--out", out]).stdout
    return folder, model, out, printed


def test_xlm_r_xl_comes_in_pre_ln_and_goes_back_bit_for_bit(xl_release, tmp_path):
    """XLM-R XL and XXL's layout (``xlmr_names.PRE_LN``): fairseq's ``roberta_prenorm`` gives Hugging Face's ids and
    logits over all 1,024 rows (the fillers after ``<mask>`` keep their rows, ``<mask>`` its id); ``hf.export``
    gives ``XLMRobertaXLForMaskedLM`` back with the original's logits and a ``sentencepiece.bpe.model`` whose slow
    tokenizer gives its ids; importing that again gives the first import bit for bit. VECO and MARGE refuse it."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.convert import from_xlmr

    folder, model, out, printed = xl_release
    assert "--arch=roberta_prenorm" in printed and "pre-LN, as fairseq's xlmr.xl" in printed
    assert "XLM-E starts from it too" in printed and "start XLM-E from it: python -m fairseq_xl.convert.from_xlmr" \
        " xlm_e" in printed, printed
    symbols = Dictionary.load(str(out / "dict.txt")).symbols
    assert symbols[1001:] == ["<mask>"] + [f"madeupword{index:04d}" for index in range(22)]
    xlmr = XLMRModel.from_pretrained(str(out), "model.pt").eval()
    xlmr.model.double()
    assert len(xlmr.task.source_dictionary) == 1024 and xlmr.task.mask_idx == 1001
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    worst = 0.0
    for sentence in sentences():
        ids = xlmr.encode(sentence)
        assert ids.tolist() == tokenizer(sentence).input_ids, sentence
        with torch.no_grad():
            worst = max(worst, (xlmr.model(ids[None])[0] - model(ids[None]).logits).abs().max().item())
    assert worst < FLOAT32_STEPS, worst
    printed = run(["python", "-m", "fairseq_xl.hf.export", out / "model.pt", "--data", out,
                   "--out", tmp_path / "hf"]).stdout
    assert "transformers XLMRobertaXLForMaskedLM" in printed and "sentencepiece.bpe.model" in printed
    assert_back(tmp_path / "hf", folder, model, out, tmp_path / "again")
    for method in ("veco", "marge"):
        with pytest.raises(WrongCheckpointError, match=f"pre-LN RoBERTa .XLM-R XL, XXL. .*; {method} starts from a "
                           "post-LN XLM-R .base, large., XLM-E from either"):
            from_xlmr.load_roberta(str(out / "model.pt"), method)


def test_xlm_e_starts_from_xlm_r_xl_and_goes_both_ways(xl_release, tmp_path, capsys):
    """``from_xlmr xlm_e`` of XLM-R XL's layout (pre-LN, a LayerNorm after the last layer, none of the embeddings):
    XLM-E takes that layout (``--encoder-normalize-before --no-layernorm-embedding``), its discriminator's features
    are Hugging Face's XL's on real text with padding, its generator starts as XL's first layer; its export (DIR's
    code, ``layernorm_embedding`` false) gives those features in ``transformers``, and importing that gives the
    checkpoint back bit for bit. (The import's folder serves as DATA: the conversion reads its dictionary only.)"""
    from fairseq_xl.convert import from_xlmr
    from fairseq_xl.hf import export, import_xlm_e

    folder, model, out, _ = xl_release
    from_xlmr.main(["xlm_e", str(out / "model.pt"), "--data", str(out), "--out", str(tmp_path / "xlm_e")])
    printed = capsys.readouterr().out
    assert "--encoder-normalize-before --no-layernorm-embedding" in printed, printed
    checkpoint = tmp_path / "xlm_e/checkpoint.pt"
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(checkpoint)], arg_overrides={"data": str(out)})
    xlm_e = models[0].eval().double()
    assert xlm_e.embeddings.layer_norm is None and xlm_e.discriminator.layer_norm is not None
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    batch = tokenizer(sentences()[:12], padding=True, return_tensors="pt")
    keep = batch.attention_mask.bool()
    assert not keep.all()
    with torch.no_grad():
        theirs = model.roberta(**batch).last_hidden_state
        assert (xlm_e.extract_features(batch.input_ids)[0] - theirs)[keep].abs().max() < FLOAT32_STEPS
    state = torch.load(checkpoint, weights_only=True)["model"]
    xl = torch.load(out / "model.pt", weights_only=True)["model"]
    for ours, release_name in (("generator.layers.0.fc1.weight", "layers.0.fc1.weight"),
                               ("generator.layer_norm.weight", "layer_norm.weight")):
        assert torch.equal(state[ours], xl[f"encoder.sentence_encoder.{release_name}"]), ours
    assert export.export(str(checkpoint), str(out), str(tmp_path / "hf"), with_generator=True) == \
        "XLMEForPreTraining (trust_remote_code=True)"
    assert json.loads((tmp_path / "hf/config.json").read_text())["layernorm_embedding"] is False
    exported = transformers.AutoModel.from_pretrained(tmp_path / "hf", trust_remote_code=True).double().eval()
    with torch.no_grad():
        assert (exported(**batch).last_hidden_state - theirs)[keep].abs().max() < FLOAT32_STEPS
    import_xlm_e.convert(str(tmp_path / "hf"), str(tmp_path / "back"))
    again = torch.load(tmp_path / "back/checkpoint.pt", weights_only=True)["model"]
    assert set(state) == set(again) and [key for key in state if not torch.equal(state[key], again[key])] == []


def test_an_xlm_r_xl_classifier_goes_both_ways(xl_release, tmp_path):
    """``XLMRobertaXLForSequenceClassification``: fairseq's hub ``predict`` with the imported head gives Hugging
    Face's logits; through ``prepare_classification.sh`` and ``fairseq-train --arch roberta_prenorm`` (one update at
    lr 0) the export gives the class back with its ``id2label`` and logits."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.hf import export, import_xlmr

    folder, release, _, _ = xl_release
    hf = tmp_path / "xl-classifier"
    shutil.copytree(folder, hf)
    config = transformers.XLMRobertaXLConfig.from_pretrained(hf, id2label=LABELS,
                                                             label2id={name: i for i, name in LABELS.items()})
    torch.manual_seed(3)
    model = transformers.XLMRobertaXLForSequenceClassification(config)
    model.roberta.load_state_dict(release.roberta.state_dict(), strict=False)
    with torch.no_grad():  # logits that vary between inputs (<s>'s state varies little)
        model.classifier.out_proj.weight.mul_(100)
    model = moved_and_saved(model.float(), hf)
    import_xlmr.convert(str(hf), str(tmp_path / "imported"))
    xlmr = XLMRModel.from_pretrained(str(tmp_path / "imported"), "model.pt").eval()
    xlmr.model.double()
    lines, worst = sentences(), 0.0
    for inputs in [(line,) for line in lines[:12]] + list(zip(lines[:12], lines[12:24])):
        ids = xlmr.encode(*inputs)[:128]
        with torch.no_grad():
            ours = xlmr.predict("sentence_classification_head", ids, return_logits=True)
            worst = max(worst, (ours - model(ids[None]).logits).abs().max().item())
    assert worst < FLOAT32_STEPS and ours.std() > 0.1, worst
    task = tmp_path / "task"  # fairseq's sentence_prediction on the import: one update at lr 0, then the export
    run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", tmp_path / "imported", task],
        env={"LABELS": str(tmp_path / "imported/label_dict.txt")})
    run(["fairseq-train", task, *CLASSIFY, "--arch", "roberta_prenorm", *SIZE_FLAGS, "--restore-file",
         tmp_path / "imported/model.pt", "--optimizer", "adam", "--lr", "0", "--max-update", "1", "--batch-size",
         "32", "--reset-optimizer", "--save-dir", tmp_path / "ft", "--no-epoch-checkpoints", "--disable-validation"])
    assert export.export(str(tmp_path / "ft/checkpoint_last.pt"), str(task), str(tmp_path / "hf")) == \
        "XLMRobertaXLForSequenceClassification"
    back = transformers.AutoModelForSequenceClassification.from_pretrained(tmp_path / "hf").double().eval()
    assert back.config.id2label == LABELS
    batch = transformers.AutoTokenizer.from_pretrained(tmp_path / "hf")(lines[:12], padding=True, return_tensors="pt")
    with torch.no_grad():
        assert (back(**batch).logits - model(**batch).logits).abs().max() < FLOAT32_STEPS


def test_sharded_and_half_precision_folders_import_as_the_release_does(release, imported, tmp_path):
    """``save_pretrained``'s other layouts of the same model: shards (``model.safetensors.index.json``, and
    ``pytorch_model.bin.index.json`` through the checkpoint gate) import bit for bit as the one file does; a model
    saved in bfloat16 or float16 gives Hugging Face's logits for those weights. An index naming a file outside the
    folder, or a shard holding other weights than its index gives it, is refused in one line."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.hf import import_xlmr

    (folder, _), (out, _) = release, imported
    first = torch.load(out / "model.pt", weights_only=True)["model"]
    saved = transformers.XLMRobertaForMaskedLM.from_pretrained(folder)
    layouts = {"safetensors": dict(max_shard_size="50KB"), "bin": dict(max_shard_size="50KB",
                                                                       safe_serialization=False),
               "bfloat16": dict(dtype=torch.bfloat16), "float16": dict(dtype=torch.float16)}
    for name, layout in layouts.items():
        copy = tmp_path / name
        shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("model.safetensors"))
        dtype = layout.pop("dtype", torch.float32)
        saved.to(dtype).save_pretrained(copy, **layout)
        saved.float()
        import_xlmr.convert(str(copy), str(tmp_path / f"{name}.out"))
        if dtype == torch.float32:
            assert len(list(copy.glob("*-of-*"))) >= 2, name
            again = torch.load(tmp_path / f"{name}.out/model.pt", weights_only=True)["model"]
            assert first.keys() == again.keys() and all(torch.equal(first[key], again[key]) for key in first), name
            continue
        xlmr = XLMRModel.from_pretrained(str(tmp_path / f"{name}.out"), "model.pt").eval()
        theirs = transformers.XLMRobertaForMaskedLM.from_pretrained(copy, dtype=dtype).double().eval()
        ids = xlmr.encode(sentences()[0])
        with torch.no_grad():
            assert (xlmr.model.double()(ids[None])[0] - theirs(ids[None]).logits).abs().max() < FLOAT32_STEPS, name
    sharded = tmp_path / "safetensors"
    index = json.loads((sharded / "model.safetensors.index.json").read_text())
    (tmp_path / "secret.safetensors").write_bytes(sorted(sharded.glob("*-of-*"))[0].read_bytes())
    shard_of = index["weight_map"]
    shard = shard_of["roberta.embeddings.word_embeddings.weight"]
    for change, message in [({"weight_map": {**shard_of, "lm_head.bias": "../secret.safetensors"}},
                             "not a weight index"),
                            ({"weight_map": {**shard_of, "extra.weight": shard}}, "holds other weights than"),
                            ({"weight_map": []}, "not a weight index")]:
        (sharded / "model.safetensors.index.json").write_text(json.dumps({**index, **change}))
        with pytest.raises(WrongCheckpointError, match=message) as refused:
            import_xlmr.convert(str(sharded), str(tmp_path / "refused"))
        assert "\n" not in str(refused.value) and not (tmp_path / "refused").exists()
    (sharded / "model.safetensors.index.json").write_text(json.dumps(index))
    (sharded / shard).unlink()
    (sharded / shard).symlink_to(tmp_path / "secret.safetensors")
    with pytest.raises(CHECKPOINT_ERRORS, match="a link out of") as refused:
        import_xlmr.convert(str(sharded), str(tmp_path / "refused"))
    assert "\n" not in str(refused.value) and not (tmp_path / "refused").exists()


def hub_cache(folder, cache, name="FacebookAI/xlm-roberta-base", revision="e73636d4f797dec63c3081bb6ed5c7b0bb3f2089"):
    """``folder`` laid out as Hugging Face's hub cache holds a downloaded model (``snapshot_download``,
    ``hf download``): each file once in ``models--ORG--NAME/blobs/HASH``, the snapshot's files links
    to them (``../../blobs/HASH``), ``refs/main`` naming the revision. Returns the snapshot folder."""
    import hashlib

    repository = cache / f"models--{name.replace('/', '--')}"
    snapshot = repository / "snapshots" / revision
    (repository / "blobs").mkdir(parents=True)
    snapshot.mkdir(parents=True)
    (repository / "refs").mkdir()
    (repository / "refs" / "main").write_text(revision)
    for path in sorted(folder.iterdir()):
        blob = hashlib.sha256(path.read_bytes()).hexdigest()
        shutil.copyfile(path, repository / "blobs" / blob)
        (snapshot / path.name).symlink_to(f"../../blobs/{blob}")
    return snapshot


def test_a_folder_of_the_hub_cache_imports_as_the_release_does(release, imported, tmp_path):
    """What ``snapshot_download`` returns and ``from_pretrained`` reads: a snapshot of links into the cache's
    ``blobs/``, which the import refused as links out of the folder. It imports bit for bit as the saved folder
    does; a snapshot's link out of the cache, or a ``blobs`` that is itself a link, is still refused."""
    from fairseq_xl.hf import import_xlmr

    (folder, _), (out, _) = release, imported
    snapshot = hub_cache(folder, tmp_path / "hub")
    cached = transformers.XLMRobertaForMaskedLM.from_pretrained(  # the layout is the one Hugging Face reads
        "FacebookAI/xlm-roberta-base", cache_dir=tmp_path / "hub", local_files_only=True)
    assert torch.equal(cached.lm_head.bias, transformers.XLMRobertaForMaskedLM.from_pretrained(folder).lm_head.bias)
    import_xlmr.convert(str(snapshot), str(tmp_path / "out"))
    first, again = (torch.load(path / "model.pt", weights_only=True)["model"] for path in (out, tmp_path / "out"))
    assert first.keys() == again.keys() and all(torch.equal(first[key], again[key]) for key in first)
    assert [(tmp_path / "out" / name).read_bytes() == (out / name).read_bytes()
            for name in ("dict.txt", "sentencepiece.bpe.model")] == [True, True]
    assert not (tmp_path / "out" / "sentencepiece.bpe.model").is_symlink()
    secret = tmp_path / "secret.json"
    secret.write_text((folder / "config.json").read_text())
    (snapshot / "config.json").unlink()
    (snapshot / "config.json").symlink_to(secret)
    with pytest.raises(CHECKPOINT_ERRORS, match="a link out of"):
        import_xlmr.convert(str(snapshot), str(tmp_path / "refused"))
    linked = hub_cache(folder, tmp_path / "linked")
    blobs = linked.parent.parent / "blobs"
    blobs.rename(tmp_path / "elsewhere")
    blobs.symlink_to(tmp_path / "elsewhere")
    with pytest.raises(CHECKPOINT_ERRORS, match="a link out of"):
        import_xlmr.convert(str(linked), str(tmp_path / "refused"))
    assert not (tmp_path / "refused").exists()


def test_an_untied_output_layer_comes_as_fairseqs_untied_head_and_goes_back(release, tmp_path):
    """``tie_word_embeddings`` false (the LM head's output layer its own, as ``--untie-weights-roberta`` trains it):
    the import prints and builds fairseq's ``--untie-weights-roberta`` with Hugging Face's logits; the export gives
    ``tie_word_embeddings`` false back, and importing it again gives the first import bit for bit."""
    from fairseq.models.roberta import XLMRModel

    from fairseq_xl.hf import export, import_xlmr

    folder, tied = release
    untied = tmp_path / "untied"
    shutil.copytree(folder, untied, ignore=shutil.ignore_patterns("model.safetensors"))
    config = transformers.XLMRobertaConfig.from_pretrained(folder, tie_word_embeddings=False)
    model = transformers.XLMRobertaForMaskedLM(config)
    model.load_state_dict(tied.float().state_dict())
    tied.double()
    with torch.no_grad():
        model.lm_head.decoder.weight.copy_(0.1 * torch.randn_like(model.lm_head.decoder.weight))  # logits near 1
    model.save_pretrained(untied)
    model.double().eval()
    done = import_xlmr.convert(str(untied), str(tmp_path / "imported"))
    assert "--untie-weights-roberta" in done.flags
    xlmr = XLMRModel.from_pretrained(str(tmp_path / "imported"), "model.pt").eval()
    xlmr.model.double()
    ids = xlmr.encode(sentences()[0])
    with torch.no_grad():
        assert (xlmr.model(ids[None])[0] - model(ids[None]).logits).abs().max() < FLOAT32_STEPS
        assert (model(ids[None]).logits - tied(ids[None]).logits).abs().max() > 0.1  # the output layer matters
    assert export.export(str(tmp_path / "imported/model.pt"), str(tmp_path / "imported"), str(tmp_path / "hf")) == \
        "XLMRobertaForMaskedLM"
    assert json.loads((tmp_path / "hf/config.json").read_text())["tie_word_embeddings"] is False
    assert_back(tmp_path / "hf", untied, model, tmp_path / "imported", tmp_path / "again")


def test_the_weights_are_mapped_from_the_file_not_copied_into_memory(release):
    """``received_folder.read_weights`` of a safetensors file: every tensor lies in a mapping of that file (its
    pages, which the kernel may drop), not in memory the process allocated (an import would hold its weights twice:
    2.05x the file against 1.04x, benchmarks/import_memory.py)."""
    from fairseq_xl.hf import received_folder

    folder, _ = release
    weights = received_folder.read_weights(str(folder))
    target = str((folder / "model.safetensors").resolve())
    with open("/proc/self/maps", encoding="ascii", errors="replace") as maps:
        ranges = [[int(bound, 16) for bound in line.split()[0].split("-")] for line in maps
                  if line.rstrip().endswith(target)]
    assert ranges, "the file is not mapped"
    assert all(any(low <= value.data_ptr() < high for low, high in ranges) for value in weights.values())


def test_the_hub_takes_datas_vocabulary_not_files_beside_the_checkpoint(imported, tmp_path):
    """``hub.load_hub(CHECKPOINT, DATA)`` encodes with DATA's SentencePiece model, the one ``check_pieces`` checked:
    a ``sentencepiece.bpe.model`` or fastBPE ``code`` lying beside the checkpoint is not read (fairseq's
    ``hub_utils.from_pretrained`` took them over DATA's, so that garbage there reached SentencePiece's parser)."""
    from fairseq_xl import hub

    out, _ = imported
    shutil.copy(out / "model.pt", tmp_path / "model.pt")
    (tmp_path / "sentencepiece.bpe.model").write_bytes(b"\x0a\xff\xff\xff\xff\x0f not a model")
    (tmp_path / "code").write_text("a b\n")
    beside = hub.load_hub(str(tmp_path / "model.pt"), str(out))
    own = hub.load_hub(str(out / "model.pt"), str(out))
    assert all(torch.equal(beside.encode(line), own.encode(line)) for line in sentences())
