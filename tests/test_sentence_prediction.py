"""Fine-tuning the way fairseq users do (issue 41, the fairseq route): a pre-trained XLM-E or XLNet
checkpoint fine-tuned with fairseq's own ``--task sentence_prediction`` and criterion on the embedded
classification task (corpus/transfer, binarized by ``preprocess/prepare_classification.sh`` as
fairseq's GLUE recipe lays it out), heads saved with the checkpoint, zero-shot evaluation of the
other languages with ``fairseq-validate``, and the hub's ``predict``."""
import pytest
import torch
from safetensors.torch import load_file

from conftest import REPO, binarize, example, json_logs, read_once, run, train
from test_permutation_lm_cli import XLNET_FLAGS

HEAD = "sentence_classification_head"
FINETUNE = ["--user-dir", REPO / "fairseq_xl", "--task", "sentence_prediction", "--num-classes", "3",
            "--init-token", "0", "--separator-token", "2", "--criterion", "sentence_prediction",
            "--max-positions", "512", "--batch-size", "32", "--optimizer", "adam", "--lr", "1e-3",
            "--max-update", "100", "--reset-optimizer", "--reset-dataloader", "--reset-meters", "--cpu",
            "--num-workers", "0", "--log-format", "json", "--log-interval", "10", "--no-epoch-checkpoints",
            "--best-checkpoint-metric", "accuracy", "--maximize-best-checkpoint-metric", "--seed", "1"]
ARCHS = {"xlm_e": ["--arch", "xlm_e_tiny", "--generator-layers", "0"], "xlnet": ["--arch", "xlnet_tiny"]}


@pytest.fixture(scope="module")
def classification(data_bin, tmp_path_factory):
    root = tmp_path_factory.mktemp("cls")
    dest = root / "transfer-bin"  # DATA's files are gone once copied in: the pipeline reads its copies only
    env = read_once([data_bin / "dict.txt", data_bin / "spm.model"], root / "data", "copy_in.py")
    done = run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", root / "data", dest], env=env)
    assert "3 labels, 1 input(s)" in done.stdout and not (root / "data" / "dict.txt").exists()
    assert (dest / "dict.txt").read_bytes() == (data_bin / "dict.txt").read_bytes()
    return dest


@pytest.fixture(scope="module")
def pretrained(data_bin, tmp_path_factory):
    root = tmp_path_factory.mktemp("pretrained")
    train(data_bin, root / "xlm_e", "--task", "mrtd", "--max-update", "5")
    run(["fairseq-train", data_bin, "--save-dir", root / "xlnet", *XLNET_FLAGS, "--max-update", "5"])
    return {method: root / method / "checkpoint_last.pt" for method in ARCHS}


def test_the_task_is_binarized_as_fairseqs_glue_recipe(classification):
    for folder in ("input0", "label"):
        names = {path.name for path in (classification / folder).iterdir()}
        assert {"dict.txt", "train.bin", "valid.bin", "test_de.bin", "test_ru.bin"} <= names
    assert sorted(line.split()[0] for line in (classification / "label/dict.txt").read_text().splitlines()) == \
        ["api", "files", "overview"]


@pytest.fixture(scope="module")
def finetuned(classification, pretrained, tmp_path_factory):
    """Each method fine-tuned 100 updates from its pre-trained checkpoint: (save folder, output)."""
    runs = {}
    for method in ARCHS:
        save = tmp_path_factory.mktemp(f"ft_{method}")
        done = run(["fairseq-train", classification, "--save-dir", save, *FINETUNE, *ARCHS[method],
                    "--restore-file", pretrained[method]])
        runs[method] = save, done.stdout + done.stderr
    return runs


@pytest.mark.parametrize("method", sorted(ARCHS))
def test_fine_tuning_with_sentence_prediction_learns_and_keeps_its_head(method, classification, pretrained,
                                                                        finetuned):
    save, output = finetuned[method]
    assert f"Loaded checkpoint {pretrained[method]}" in output
    losses = [float(record["loss"]) for record in json_logs(output, "train_inner")]
    assert len(losses) == 10 and sum(losses[-2:]) / 2 < sum(losses[:2]) / 2 - 0.2, losses  # bits; chance 1.58
    state = torch.load(save / "checkpoint_last.pt", weights_only=True)["model"]
    assert f"classification_heads.{HEAD}.out_proj.weight" in state
    assert not any(key.startswith(("generator.", "lm_head.")) for key in state) or method == "xlnet"
    validated = run(["fairseq-validate", classification, "--path", save / "checkpoint_last.pt", *FINETUNE[:12],
                     "--valid-subset", "test_en,test_de", "--batch-size", "64", "--cpu", "--log-format", "json"])
    accuracies = [float(record[f"{tag}_accuracy"]) for tag in ("test_en", "test_de")
                  for record in json_logs(validated.stdout + validated.stderr, tag)]
    assert len(accuracies) == 2 and all(0 <= accuracy <= 100 for accuracy in accuracies)


def test_the_hub_predicts_with_the_saved_head(classification, finetuned, data_bin):
    from fairseq_xl.models.xlm_e import XLMEModel

    save, _ = finetuned["xlm_e"]
    hub = XLMEModel.from_pretrained(str(save), "checkpoint_last.pt", data_name_or_path=str(classification),
                                    sentencepiece_model=str(data_bin / "spm.model")).eval()
    saved = torch.load(save / "checkpoint_last.pt", weights_only=True)["model"]
    loaded = hub.model.classification_heads[HEAD].out_proj.weight
    assert torch.equal(loaded, saved[f"classification_heads.{HEAD}.out_proj.weight"])
    tokens = hub.encode("The socket type does not support the requested communications protocol.")
    with torch.no_grad():
        predicted = hub.predict(HEAD, tokens)
        direct = hub.model(tokens[None], classification_head_name=HEAD)[0].log_softmax(-1)
    assert predicted.shape == (1, 3) and torch.allclose(predicted, direct)


def test_the_xlnet_hub_predicts_on_encodes_tokens_as_the_task_fed_the_head(classification, finetuned):
    """XLNet fine-tuned on sentence_prediction's ``<s> A </s>`` (``--classification-input fairseq``, the guide's
    flags): the hub's ``predict`` on ``encode``'s XLNet layout gives the logits of the layout the task fed the head,
    for sentences, a pair and a padded batch; tokens in the task's layout pass as they are."""
    from fairseq_xl.hub import load_hub

    save, _ = finetuned["xlnet"]
    hub = load_hub(str(save / "checkpoint_last.pt"), str(classification))
    dictionary = hub.task.source_dictionary
    sentences = [line.split("\t")[0] for line in
                 (REPO / "corpus/transfer/test.de").read_text(encoding="utf-8").splitlines()[:3]]

    def pieces(text):
        return dictionary.encode_line(hub.bpe.encode(text), append_eos=True, add_if_not_exist=False).long()

    with torch.no_grad():
        for texts in ([sentences[0]], [sentences[1]], sentences[:2]):
            fed = torch.cat([torch.tensor([0]), pieces(texts[0]),
                             *(part for text in texts[1:] for part in (torch.tensor([2]), pieces(text)))])
            expected = hub.model(fed[None], features_only=True, classification_head_name=HEAD)[0]
            torch.testing.assert_close(hub.predict(HEAD, hub.encode(*texts), return_logits=True), expected,
                                       rtol=0, atol=1e-6)
            torch.testing.assert_close(hub.predict(HEAD, fed, return_logits=True), expected, rtol=0, atol=1e-6)
            as_encoded = hub.model(hub.encode(*texts)[None], features_only=True, classification_head_name=HEAD)[0]
            assert (as_encoded - expected).abs().max() > 1e-3, "the layout must matter for this test to prove it"
        batch = torch.nn.utils.rnn.pad_sequence([hub.encode(text) for text in sentences], batch_first=True,
                                                padding_value=dictionary.pad())
        alone = torch.cat([hub.predict(HEAD, hub.encode(text)) for text in sentences])
        torch.testing.assert_close(hub.predict(HEAD, batch), alone, rtol=0, atol=1e-5)


@pytest.mark.parametrize("method, expected", [("xlm_e", "XLMEForSequenceClassification"),
                                              ("xlnet", "XLNetForSequenceClassification")])
def test_a_fine_tuned_classifier_exports_with_its_head(method, expected, classification, finetuned, tmp_path):
    """``python -m fairseq_xl.hf.export`` of the fine-tuned checkpoint with the task's folder: Hugging
    Face's ``AutoModelForSequenceClassification`` gives fairseq's logits (1e-5) on the input layout of
    the fine-tuning (``<s> A </s>``), each sentence alone and in a padded batch, with the label names."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from fairseq_xl.hub import load_hub

    checkpoint, out = finetuned[method][0] / "checkpoint_last.pt", tmp_path / "hf"
    printed = run(["python", "-m", "fairseq_xl.hf.export", checkpoint, "--data", classification, "--out", out]).stdout
    assert expected in printed
    model = AutoModelForSequenceClassification.from_pretrained(out, local_files_only=True,
                                                               trust_remote_code=True).eval()
    tokenizer = AutoTokenizer.from_pretrained(out, local_files_only=True)
    assert type(model).__name__ == expected
    labels = [line.split()[0] for line in (classification / "label/dict.txt").read_text().splitlines()]
    assert model.config.id2label == dict(enumerate(labels))
    hub = load_hub(str(checkpoint), str(classification))
    dictionary = hub.task.source_dictionary
    sentences = [line.split("\t")[0] for language in ("de", "ru") for line in
                 (REPO / f"corpus/transfer/test.{language}").read_text(encoding="utf-8").splitlines()[:3]]
    batch = tokenizer(sentences, padding=True, return_tensors="pt")
    assert batch["attention_mask"].eq(0).any()
    with torch.no_grad():
        batched = model(**batch).logits
    for row, sentence in enumerate(sentences):
        tokens = torch.cat([torch.tensor([0]), dictionary.encode_line(hub.bpe.encode(sentence), append_eos=True,
                                                                      add_if_not_exist=False).long()])
        assert tokenizer(sentence)["input_ids"] == tokens.tolist()
        with torch.no_grad():
            ours = hub.model(tokens[None], features_only=True, classification_head_name=HEAD)[0][0]
            alone = model(tokens[None]).logits[0]
        torch.testing.assert_close(alone, ours, rtol=0, atol=1e-5)
        torch.testing.assert_close(batched[row], ours, rtol=0, atol=1e-5)
    assert batched.std(0).max() > 0.1, "logits that do not depend on the input prove little"
    with torch.no_grad():
        target = batched.argmax(-1)
        loss = model(**batch, labels=target).loss
    torch.testing.assert_close(loss, torch.nn.functional.cross_entropy(batched, target))


def test_the_first_token_state_of_an_untrained_encoder_is_nearly_one_point(pretrained, data_bin):
    """examples/sentence_states.py: post-LN layers keep <s>'s own embedding, so before pre-training
    every sentence's <s> state is nearly the same (spread a few percent), while the mean of the
    states varies (why the guide's head does not learn on a 5-minute model: docs/results.md)."""
    done = run(["python", "examples/sentence_states.py", pretrained["xlm_e"], "--data", data_bin,
                "--max-examples", "48"])
    rows = {" ".join(line.split()[1:3]).rstrip(":"): line for line in done.stdout.splitlines() if line.startswith("| ")}
    assert list(rows) == ["untrained <s>", "untrained mean", "checkpoint_last.pt <s>", "checkpoint_last.pt mean"]
    spread = {name: float(row.split("spread ")[1].split(";")[0]) for name, row in rows.items()}
    assert spread["untrained <s>"] < 0.05 < 0.3 < spread["untrained mean"], spread
    assert all(f"{lang} " in rows["untrained mean"] for lang in ("de", "en", "es", "fr", "ru"))


def multiple_choice(data_bin, dest, examples=64):
    """A multiple-choice task of real text in fairseq's ``sentence_ranking`` layout (fairseq's CommonsenseQA
    recipe): which of two German lines translates an English one (``examples/translation_choice.py``'s), binarized
    with ``data_bin``'s vocabulary as ``fairseq-preprocess --only-source --srcdict`` writes it: ``input0`` (the
    English), ``input1``, ``input2`` (the choices), ``label`` (the right choice's index), train and valid alike;
    ``dict.txt`` and ``spm.model`` beside them, as the guide copies them for the export. Returns the folder and the
    examples' text: (context, choices, label)."""
    import shutil

    rows = example("translation_choice").examples("de", 2, 0, examples)
    columns = zip(*((context, *choices) for context, choices, _ in rows))
    for name, lines in zip(("input0", "input1", "input2"), columns):
        binarize(dest / name, lines, data_bin / "dict.txt", pieces=data_bin / "spm.model")
    (dest / "label").mkdir()
    for split in ("train", "valid"):
        (dest / "label" / f"{split}.label").write_text("".join(f"{label}\n" for _, _, label in rows))
    for name in ("dict.txt", "spm.model"):
        shutil.copy(data_bin / name, dest / name)
    return dest, rows


def test_the_translation_choice_task_writes_fairseqs_raw_layout(tmp_path, capsys):
    """``examples/translation_choice.py``: one line an example in each file, the right choice the context's own
    translation at the place the label gives, every place right equally often, valid's lines after train's."""
    script = example("translation_choice")
    script.main([str(tmp_path / "mc"), "--choices", "3", "--train", "9", "--valid", "3"])
    assert "train (9) and valid (3) examples" in capsys.readouterr().out
    english, german = ((REPO / f"corpus/para/test.en-de.{lang}").read_text(encoding="utf-8").splitlines()
                       for lang in ("en", "de"))
    for split, first in (("train", 0), ("valid", 9)):
        contexts, *choices = ((tmp_path / "mc" / f"{split}.input{i}").read_text().splitlines() for i in range(4))
        labels = [int(line) for line in (tmp_path / "mc" / f"{split}.label").read_text().splitlines()]
        assert contexts == english[first:first + len(labels)]
        assert [choices[label][row] for row, label in enumerate(labels)] == german[first:first + len(labels)]
        assert sorted(labels) == sorted(list(range(3)) * (len(labels) // 3))
    with pytest.raises(SystemExit):
        script.main([str(tmp_path / "mc")])


def test_multiple_choice_with_fairseqs_sentence_ranking(pretrained, data_bin, tmp_path):
    """fairseq's multiple-choice fine-tuning (``--task sentence_ranking``, one head scoring each choice) of a
    pre-trained XLM-E: the model takes the task's ``--max-positions`` (``repairs.ranking_positions``), the loss falls
    on its training set, and ``fairseq-validate`` reads the checkpoint through the gate; a checkpoint's own file of
    predictions (the criterion's ``save_predictions``, which it opens for writing) is never opened. The checkpoint
    exports as ``XLMEForMultipleChoice``, which scores each choice as fairseq does and so has fairseq-validate's
    accuracy, and comes back from Hugging Face as the same head (``import_xlm_e``, then ``--multiple-choice``)."""
    data, rows = multiple_choice(data_bin, tmp_path / "mc" / "bin")
    flags = ["--user-dir", REPO / "fairseq_xl", "--task", "sentence_ranking", "--criterion", "sentence_ranking",
             "--num-classes", "2", "--init-token", "0", "--separator-token", "2"]
    train_flags = [*flags, *ARCHS["xlm_e"], "--batch-size", "16", "--optimizer", "adam", "--lr", "1e-3", "--cpu",
                   "--num-workers", "0", "--log-format", "json", "--log-interval", "4", "--no-epoch-checkpoints",
                   "--seed", "1", "--save-dir", tmp_path / "run"]
    done = run(["fairseq-train", data, *train_flags, "--restore-file", pretrained["xlm_e"], "--reset-optimizer",
                "--reset-dataloader", "--reset-meters", "--max-update", "40"])  # --max-positions: the default, 512
    losses = [float(record["loss"]) for record in json_logs(done.stdout + done.stderr, "train_inner")]
    assert len(losses) == 10 and losses[-1] < 0.5 * losses[0], losses  # bits; chance 1
    state = torch.load(tmp_path / "run" / "checkpoint_last.pt", weights_only=False)
    state["cfg"]["criterion"].save_predictions = str(tmp_path / "precious.txt")
    torch.save(state, tmp_path / "crafted.pt")
    (tmp_path / "precious.txt").write_text("kept\n")
    validated = run(["fairseq-validate", data, *flags, "--path", tmp_path / "crafted.pt", "--batch-size", "16",
                     "--cpu", "--num-workers", "0", "--log-format", "json"])
    accuracy = [float(record["valid_accuracy"]) for record in json_logs(validated.stdout + validated.stderr, "valid")]
    assert len(accuracy) == 1 and accuracy[0] >= 90, accuracy
    assert (tmp_path / "precious.txt").read_text() == "kept\n"
    exported_the_same(tmp_path / "run" / "checkpoint_last.pt", data, rows, accuracy[0], tmp_path)


def exported_the_same(checkpoint, data, rows, accuracy, tmp_path):
    """The export of a ``sentence_ranking`` checkpoint: fairseq's scores (the hub's ``predict``) and
    fairseq-validate's ``accuracy`` in ``transformers``' ``AutoModelForMultipleChoice``; its import and export
    again give the same weights."""
    from transformers import AutoModelForMultipleChoice, AutoTokenizer

    from fairseq_xl.hf import import_xlm_e
    from fairseq_xl.hf.export import export
    from fairseq_xl.hub import load_hub

    assert export(str(checkpoint), str(data), str(tmp_path / "hf")) == "XLMEForMultipleChoice (trust_remote_code=True)"
    model = AutoModelForMultipleChoice.from_pretrained(tmp_path / "hf", trust_remote_code=True,
                                                       local_files_only=True).eval()
    tokenizer = AutoTokenizer.from_pretrained(tmp_path / "hf")
    choices, contexts = [c for _, row, _ in rows for c in row], [context for context, row, _ in rows for _ in row]
    batch = {key: value.view(len(rows), 2, -1) for key, value in
             tokenizer(choices, contexts, padding=True, return_tensors="pt").items()}
    with torch.no_grad():
        scores = model(**batch).logits
        hub = load_hub(str(checkpoint), str(data), kinds=("xlm_e",))
        ours = torch.cat([hub.predict(HEAD, hub.encode(c, context), return_logits=True)[0]
                          for c, context in zip(choices[:8], contexts[:8])])
    assert (ours - scores.view(-1)[:8]).abs().max() < 1e-5
    hits = sum(int(scores[row].argmax()) == label for row, (_, _, label) in enumerate(rows))
    assert round(100 * hits / len(rows), 2) == accuracy, (hits, accuracy)
    done = import_xlm_e.convert(str(tmp_path / "hf"), str(tmp_path / "in"))
    assert done.classifier.choice and done.classifier.outputs == 1
    assert export(str(tmp_path / "in/checkpoint.pt"), str(tmp_path / "in"), str(tmp_path / "back"),
                  multiple_choice=True) == "XLMEForMultipleChoice (trust_remote_code=True)"
    first, again = (load_file(str(path / "model.safetensors")) for path in (tmp_path / "hf", tmp_path / "back"))
    assert first.keys() == again.keys() and all(torch.equal(first[key], again[key]) for key in first)


@pytest.mark.parametrize("task, given, expected", [("sentence_prediction", [], 512),
                                                   ("sentence_prediction", ["--max-positions", "384"], 384),
                                                   ("sentence_ranking", [], 512),
                                                   ("sentence_ranking", ["--max-positions", "384"], 384)])
def test_the_models_positions_are_the_tasks_max_positions(classification, task, given, expected):
    """Under fairseq's fine-tuning tasks, which have no ``--tokens-per-sample``, the plugin's models take the task's
    ``--max-positions`` and its default (fairseq's command line, converted as fairseq-train converts it)."""
    from fairseq import options
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(classification), "--user-dir", str(REPO / "fairseq_xl"),
                                                "--task", task, "--criterion", task, "--num-classes", "2",
                                                "--arch", "xlm_e_tiny",
                                                "--cpu", *given])
    cfg = convert_namespace_to_omegaconf(args)
    assert cfg.model.max_positions == expected and args.max_positions == expected
