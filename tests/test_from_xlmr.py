"""Start from what users have (issue 40): XLM-R's release files, stood in for by a fairseq RoBERTa
trained a few updates with ``--task masked_lm`` on the embedded corpus, in XLM-R's layout
(``sentencepiece.bpe.model``, ``dict.txt`` without ``<mask>``, ``model.pt``):

- the pipeline binarizes with that vocabulary (no SentencePiece training, the dictionary's ids
  kept, ``<mask>`` appended as fairseq's RoBERTa appends it), and refuses a model and dictionary
  that do not belong together;
- ``python -m fairseq_xl.convert.from_xlmr`` makes XLM-E and VECO checkpoints whose encoders give XLM-R's
  features (fairseq's own RoBERTa as the reference, fp32, real sentences) and that fairseq-train
  continues with ``--restore-file``."""
import argparse
import math
import shlex
import shutil

import pytest
import torch
from fairseq import checkpoint_utils

from conftest import REPO, json_logs, read_once, run
from fairseq_xl.convert.from_xlmr import release_flags

SIZES = ["--encoder-layers", "3", "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
         "--encoder-attention-heads", "2", "--max-positions", "128"]
SENTENCES = ["Remove the file.", "Entfernt die Datei.", "Файл уже существует."]


@pytest.fixture(scope="module")
def release(data_bin, raw_corpus, tmp_path_factory):
    """(release folder, data binarized with its vocabulary): a RoBERTa in XLM-R's layout."""
    root = tmp_path_factory.mktemp("xlmr")
    folder = root / "xlmr.tiny"
    folder.mkdir()
    shutil.copy(data_bin / "spm.model", folder / "sentencepiece.bpe.model")
    lines = (data_bin / "dict.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    (folder / "dict.txt").write_text("".join(line for line in lines if not line.startswith("<mask> ")),
                                     encoding="utf-8")
    data = root / "data"
    given = root / "given"  # gone once checked: the pipeline reads its checked copies only
    env = dict(read_once([folder / "sentencepiece.bpe.model", folder / "dict.txt"], given, "check_vocabulary.py"),
               SPM_MODEL=str(given / "sentencepiece.bpe.model"), DICT=str(given / "dict.txt"))
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, data], env=env)
    assert "nothing trained" in done.stdout and "training SentencePiece" not in done.stdout
    assert not any((root / "given").glob("*.model")), "the given files were removed after their check"
    run(["python", "preprocess/merge_languages.py", data, root / "mlm-bin"])
    run(["fairseq-train", root / "mlm-bin", "--task", "masked_lm", "--criterion", "masked_lm", "--arch", "roberta_base",
         *SIZES, "--tokens-per-sample", "128", "--sample-break-mode", "none", "--max-tokens", "2048",
         "--optimizer", "adam", "--lr", "1e-3", "--max-update", "5", "--save-dir", root / "run", "--cpu",
         "--num-workers", "0", "--no-epoch-checkpoints", "--disable-validation", "--seed", "1"])
    shutil.copy(root / "run" / "checkpoint_last.pt", folder / "model.pt")
    return folder, data


def test_the_pipeline_keeps_the_given_dictionary_and_appends_mask(release):
    folder, data = release
    given = (folder / "dict.txt").read_text(encoding="utf-8").splitlines()
    written = (data / "dict.txt").read_text(encoding="utf-8").splitlines()
    assert written[:len(given)] == given and written[len(given):] == ["<mask> 0"]
    assert (data / "spm.model").read_bytes() == (folder / "sentencepiece.bpe.model").read_bytes()


def test_the_pipeline_refuses_a_model_of_another_dictionary(release, raw_corpus, tmp_path):
    folder, _ = release
    other = REPO / "tests/data/checkpoints_f898d5f/xlm_e/dict.txt"
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, tmp_path / "bin"], check=False,
               env={"SPM_MODEL": str(folder / "sentencepiece.bpe.model"), "DICT": str(other)})
    assert done.returncode == 1 and "are not in" in done.stderr and str(other) in done.stderr
    assert not (tmp_path / "bin").exists() and not (tmp_path / "bin.partial").exists()
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, tmp_path / "bin"], check=False,
               env={"DICT": str(other)})
    assert done.returncode == 1 and "DICT with SPM_MODEL" in done.stderr


def test_the_pipeline_refuses_a_bpe_sentencepiece_model_in_one_line(release, raw_corpus, tmp_path):
    """The first step of the XLM-R route refuses what the export could not write (issue 54, item 5)."""
    from sentencepiece import sentencepiece_model_pb2

    folder, _ = release
    proto = sentencepiece_model_pb2.ModelProto()
    proto.ParseFromString((folder / "sentencepiece.bpe.model").read_bytes())
    proto.trainer_spec.model_type = 2
    (tmp_path / "bpe.model").write_bytes(proto.SerializeToString())
    done = run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, tmp_path / "bin"], check=False,
               env={"SPM_MODEL": str(tmp_path / "bpe.model"), "DICT": str(folder / "dict.txt")})
    assert done.returncode == 1 and done.stderr.strip().splitlines() == [
        f"error: {tmp_path / 'bpe.model'}: a SentencePiece BPE model (model_type 2); fairseq-xl takes unigram models "
        "(XLM-R's sentencepiece.bpe.model is one, despite its name; preprocess/spm.py trains them), whose pieces and "
        "scores its Hugging Face tokenizer reproduces"], done.stderr
    assert not (tmp_path / "bin").exists() and not (tmp_path / "bin.partial").exists()


def roberta_features(folder, data, tokens):
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(folder / "model.pt")],
                                                                  arg_overrides={"data": str(data)})
    roberta = models[0].eval()
    with torch.no_grad():
        return roberta(tokens, features_only=True)[0]


def tokens_of(data):
    import sentencepiece
    from fairseq.data import Dictionary

    processor = sentencepiece.SentencePieceProcessor(model_file=str(data / "spm.model"))
    dictionary = Dictionary.load(str(data / "dict.txt"))
    rows = [dictionary.encode_line(" ".join(processor.encode(sentence, out_type=str)), add_if_not_exist=False)
            for sentence in SENTENCES]
    rows = [torch.cat([torch.tensor([dictionary.bos()]), row]) for row in rows]
    return torch.nn.utils.rnn.pad_sequence(rows, batch_first=True, padding_value=dictionary.pad())


def run_printed(output: str, budget):
    """The ``fairseq-train`` command ``from_xlmr`` printed, run as printed with a test's ``budget``
    (batch, updates, schedule) and logging flags after it (fairseq reads the last of a flag given twice)."""
    command = shlex.split(output.split("| continue it with: ", 1)[1].splitlines()[0])
    assert command[0] == "fairseq-train" and command[-1] == "--cpu" and "--max-update" in command, command
    return run([*command, "--num-workers", "0", "--log-format", "json", "--log-interval", "1", "--disable-validation",
                "--no-epoch-checkpoints", *budget])


def test_xlm_e_from_xlmr_gives_xlmr_features_and_continues(release, tmp_path):
    folder, data = release
    done = run(["python", "-m", "fairseq_xl.convert.from_xlmr", "xlm_e", folder / "model.pt", "--data", data,
                "--out", tmp_path / "xlm_e"])
    checkpoint = tmp_path / "xlm_e" / "checkpoint.pt"
    tokens = tokens_of(data)
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(checkpoint)], arg_overrides={"data": str(data)})
    xlm_e = models[0].eval()
    with torch.no_grad():
        ours = xlm_e.extract_features(tokens)[0]
    reference = roberta_features(folder, data, tokens)
    keep = tokens.ne(1)
    assert (ours - reference)[keep].abs().max() <= 1e-5
    state = torch.load(checkpoint, weights_only=True)["model"]
    xlmr = torch.load(folder / "model.pt", weights_only=True)["model"]
    assert torch.equal(state["generator.layers.0.fc1.weight"], xlmr["encoder.sentence_encoder.layers.0.fc1.weight"])
    assert torch.equal(state["lm_head.dense.weight"], xlmr["encoder.lm_head.dense.weight"])
    trained = run_printed(done.stdout, ["--max-tokens", "2048", "--max-update", "3"])
    assert f"Loaded checkpoint {checkpoint}" in trained.stdout + trained.stderr
    assert (tmp_path / "xlm_e" / "train" / "checkpoint_last.pt").is_file()
    losses = [float(record["loss"]) for record in json_logs(trained.stdout + trained.stderr, "train_inner")]
    assert len(losses) == 3 and all(math.isfinite(loss) for loss in losses)


def test_veco_from_xlmr_plugs_out_to_xlmr(release, tmp_path):
    folder, data = release
    run(["python", "-m", "fairseq_xl.convert.from_xlmr", "veco", folder / "model.pt", "--data", data,
         "--out", tmp_path / "veco"])
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(tmp_path / "veco" / "checkpoint.pt")],
                                                                  arg_overrides={"data": str(data)})
    veco = models[0].eval()
    tokens = tokens_of(data)
    with torch.no_grad():
        ours = veco.self_stream(tokens)
    keep = tokens.ne(1)
    assert (ours - roberta_features(folder, data, tokens))[keep].abs().max() <= 1e-5
    state = veco.state_dict()
    assert torch.equal(state["layers.1.encoder_attn.k_proj.weight"], state["layers.1.self_attn.k_proj.weight"])


def test_a_release_in_xlmr_larges_shape_converts_too(release, tmp_path):
    """XLM-R large's shape (24 layers, 16 heads, FFN 4x the width: xlmr.large is 24 x 1024, 16 heads,
    FFN 4096) at a width trained in seconds: XLM-E's and VECO's converted encoders give its features,
    and XLM-E's generator is its first third (8 layers)."""
    folder, data = release
    large = tmp_path / "xlmr.large-shaped"
    large.mkdir()
    for name in ("sentencepiece.bpe.model", "dict.txt"):
        shutil.copy(folder / name, large / name)
    shape = ["--encoder-layers", "24", "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "256",
             "--encoder-attention-heads", "16", "--max-positions", "128"]
    run(["fairseq-train", folder.parent / "mlm-bin", "--task", "masked_lm", "--criterion", "masked_lm",
         "--arch", "roberta_base", *shape, "--tokens-per-sample", "128", "--sample-break-mode", "none",
         "--max-tokens", "2048", "--optimizer", "adam", "--lr", "1e-3", "--max-update", "2", "--save-dir",
         tmp_path / "run", "--cpu", "--num-workers", "0", "--no-epoch-checkpoints", "--disable-validation"])
    shutil.copy(tmp_path / "run" / "checkpoint_last.pt", large / "model.pt")
    tokens = tokens_of(data)
    keep, reference = tokens.ne(1), roberta_features(large, data, tokens)
    for method in ("xlm_e", "veco"):
        run(["python", "-m", "fairseq_xl.convert.from_xlmr", method, large / "model.pt", "--data", data,
             "--out", tmp_path / method])
        models, cfg, _ = checkpoint_utils.load_model_ensemble_and_task(
            [str(tmp_path / method / "checkpoint.pt")], arg_overrides={"data": str(data)})
        model = models[0].eval()
        with torch.no_grad():
            ours = model.extract_features(tokens)[0] if method == "xlm_e" else model.self_stream(tokens)
        assert (ours - reference)[keep].abs().max() <= 1e-5, method
        if method == "xlm_e":
            generator = {key.split(".")[2] for key in model.state_dict() if key.startswith("generator.layers.")}
            assert len(generator) == 8 and cfg.model.encoder_attention_heads == 16


def as_released_in_2019(folder, out):
    """``folder``'s release in the format of fairseq's own ``xlmr.base`` and ``xlmr.large`` files, as public
    conversion scripts read them (keras-hub's ``convert_xlm_roberta_checkpoints.py``): the config as one argparse
    Namespace under ``args`` (no ``cfg``), XLM-R's task ``multilingual_masked_lm``, the weights under ``decoder.``,
    the embeddings' LayerNorm as ``emb_layer_norm``, each attention's query, key and value stacked in
    ``in_proj_weight`` and ``in_proj_bias``; saved as torch saved files before 1.6, a pickle, not a zip."""
    state = torch.load(folder / "model.pt", weights_only=False)
    flat = {}
    for section in ("common", "dataset", "optimization", "checkpoint", "task", "model", "criterion", "optimizer"):
        part = state["cfg"][section]
        flat.update((key, value) for key, value in (vars(part) if isinstance(part, argparse.Namespace)
                                                    else dict(part)).items() if key != "_name")
    flat.update(arch="roberta_base", task="multilingual_masked_lm", criterion="masked_lm", optimizer="adam")
    weights = {("decoder." + key[len("encoder."):] if key.startswith("encoder.") else key).replace(
        ".layernorm_embedding.", ".emb_layer_norm."): value for key, value in state["model"].items()}
    for key in [key for key in weights if key.endswith(".q_proj.weight")]:
        base = key[:-len("q_proj.weight")]
        for part in ("weight", "bias"):
            weights[f"{base}in_proj_{part}"] = torch.cat([weights.pop(f"{base}{name}_proj.{part}") for name in "qkv"])
    out.mkdir()
    for name in ("sentencepiece.bpe.model", "dict.txt"):
        shutil.copy(folder / name, out / name)
    torch.save({"args": argparse.Namespace(**flat), "model": weights, "optimizer_history": state["optimizer_history"],
                "extra_state": state["extra_state"]}, out / "model.pt", _use_new_zipfile_serialization=False)
    return out


def test_fairseqs_2019_release_format_loads_and_starts_a_method(release, tmp_path):
    """fairseq's own ``xlmr.base`` / ``xlmr.large`` files (an ``args`` Namespace, task ``multilingual_masked_lm``,
    the weights' 2019 names) give the features of the same weights in today's format: through the gate, in fairseq's
    own loader and its XLM-R hub (which names the BPE it builds); and ``from_xlmr`` converts them to the very
    checkpoint that today's format gives."""
    from fairseq.models.roberta import XLMRModel
    from fairseq_xl.convert.from_xlmr import convert

    folder, data = release
    old = as_released_in_2019(folder, tmp_path / "xlmr.2019")
    tokens = tokens_of(data)
    assert torch.equal(roberta_features(old, data, tokens), roberta_features(folder, data, tokens))
    hubs = [XLMRModel.from_pretrained(str(path), "model.pt").eval() for path in (folder, old)]
    with torch.no_grad():
        features = [hub.extract_features(hub.encode(SENTENCES[1])) for hub in hubs]
    assert torch.equal(*features)
    for path, out in ((folder, tmp_path / "today"), (old, tmp_path / "2019")):
        convert("veco", str(path / "model.pt"), str(data), str(out))
    ours, theirs = (torch.load(out / "checkpoint.pt", weights_only=True)["model"]
                    for out in (tmp_path / "2019", tmp_path / "today"))
    assert ours.keys() == theirs.keys() and all(torch.equal(ours[key], theirs[key]) for key in ours)


@pytest.mark.parametrize("other, message", [("ordered", "the ids differ"), ("smaller", "its token embeddings are [")])
def test_a_dictionary_that_is_not_the_releases_is_refused(release, data_bin, tmp_path, other, message):
    folder, _ = release
    data = data_bin if other == "ordered" else REPO / "tests/data/checkpoints_f898d5f/xlm_e"
    done = run(["python", "-m", "fairseq_xl.convert.from_xlmr", "xlm_e", folder / "model.pt", "--data", data,
                "--out", tmp_path / "x"], check=False)
    assert done.returncode == 2 and message in done.stderr and "SPM_MODEL=" in done.stderr
    assert not (tmp_path / "x").exists()


def test_the_marge_pipeline_takes_the_vocabulary_too(release, tmp_path):
    folder, xlmr_data = release
    raw = tmp_path / "raw"
    shutil.copytree(REPO / "corpus/docs", raw / "docs")
    dest = tmp_path / "marge"
    given = tmp_path / "given"  # gone once checked: the pipeline reads its checked copies only
    env = read_once([folder / "sentencepiece.bpe.model", folder / "dict.txt"], given, "check_vocabulary.py")
    done = run(["bash", "preprocess/prepare_marge_data.sh", raw, dest],
               env=dict(env, SPM_MODEL=str(given / "sentencepiece.bpe.model"), DICT=str(given / "dict.txt"),
                        CHUNK_TOKENS="64", NUM_SHARDS="4"))
    assert "nothing trained" in done.stdout and not (tmp_path / "given" / "dict.txt").exists()
    given = (folder / "dict.txt").read_text(encoding="utf-8").splitlines()
    written = (dest / "dict.txt").read_text(encoding="utf-8").splitlines()
    assert written[:len(given)] == given
    assert written[len(given):] == [f"[{lang}] 0" for lang in ("de", "en", "es", "fr", "ru")]
    marge_from_xlmr_encodes_as_xlmr_and_trains(folder, xlmr_data, dest, tmp_path)


def marge_from_xlmr_encodes_as_xlmr_and_trains(folder, xlmr_data, data, tmp_path):
    """``from_xlmr marge``: the encoder's features are XLM-R's (the data's ids are the release's, its
    language tokens after them), the decoder's self-attention and FFN are XLM-R's layers bottom to top,
    and fairseq-train continues it: the reconstruction loss falls in 24 updates (lr 3e-4, no warm-up)."""
    done = run(["python", "-m", "fairseq_xl.convert.from_xlmr", "marge", folder / "model.pt", "--data", data,
                "--out", tmp_path / "marge_ckpt"])
    checkpoint = tmp_path / "marge_ckpt" / "checkpoint.pt"
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(checkpoint)], arg_overrides={"data": str(data)})
    marge = models[0].eval()
    tokens = tokens_of(data)
    padding = tokens.eq(1)
    with torch.no_grad():
        ours = marge.encoder(tokens)["memory"]
    assert (ours - roberta_features(folder, xlmr_data, tokens))[~padding].abs().max() <= 1e-5
    state, xlmr = marge.state_dict(), torch.load(folder / "model.pt", weights_only=True)["model"]
    assert torch.equal(state["decoder.layers.0.fc1.weight"], xlmr["encoder.sentence_encoder.layers.1.fc1.weight"])
    trained = run_printed(done.stdout, ["--max-tokens", "512", "--max-update", "24", "--lr-scheduler", "fixed",
                                        "--warmup-updates", "0", "--log-interval", "4", "--seed", "1"])
    assert f"Loaded checkpoint {checkpoint}" in trained.stdout + trained.stderr
    losses = [float(record["loss"]) for record in json_logs(trained.stdout + trained.stderr, "train_inner")]
    assert len(losses) == 6 and sum(losses[-2:]) / 2 < sum(losses[:2]) / 2 - 0.2, losses  # 9.97 -> 9.71 seen


def test_compare_continues_from_the_converted_release_in_its_first_segment_only(release, tmp_path, monkeypatch):
    """examples/compare.py --from-xlmr (issue 40's comparison): xlm_e in the release's architecture
    from scratch, and xlm_e+xlmr from the converted release, which fairseq's --finetune-from-model
    loads in the first segment only; the next segment resumes the run's own checkpoint. The
    conversion is made once."""
    folder, data = release
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare
    recipes, starts, methods = compare.continued_recipes(folder, data, tmp_path, ["xlm_e", "mlm"])
    assert methods == ["xlm_e", "xlm_e+xlmr", "mlm"] and recipes["mlm"] == compare.METHODS["mlm"]
    flags = release_flags("xlm_e", str(folder / "model.pt"))
    assert recipes["xlm_e"][1] == [*compare.METHODS["xlm_e"][1], *flags]
    assert recipes["xlm_e+xlmr"][1] == [*recipes["xlm_e"][1], "--finetune-from-model", str(starts["xlm_e+xlmr"])]
    written = starts["xlm_e+xlmr"].stat().st_mtime_ns
    assert compare.continued_recipes(folder, data, tmp_path, ["xlm_e"])[0]["xlm_e+xlmr"] == recipes["xlm_e+xlmr"]
    assert starts["xlm_e+xlmr"].stat().st_mtime_ns == written
    logs = [run([*compare.train_command("xlm_e+xlmr", 1, minutes, data, tmp_path / "run", recipes=recipes),
                 "--skip-long-pairs"]) for minutes in (0.05, 0.1)]  # the stand-in's 128 positions
    assert f"Loaded checkpoint {starts['xlm_e+xlmr']}" in logs[0].stdout + logs[0].stderr
    assert f"Loaded checkpoint {tmp_path / 'run' / 'checkpoint_last.pt'}" in logs[1].stdout + logs[1].stderr


def test_a_release_missing_a_weight_is_named_in_one_line(release, tmp_path, capsys):
    """Security round 4: a checkpoint without one of its weights stopped with a KeyError (an embedding)
    or converted with that weight left at random (a layer's)."""
    from fairseq_xl.convert import from_xlmr

    folder, data = release
    state = torch.load(folder / "model.pt", weights_only=True)
    del state["model"]["encoder.sentence_encoder.layers.1.fc1.weight"]
    torch.save(state, tmp_path / "model.pt")
    with pytest.raises(SystemExit) as done:
        from_xlmr.main(["xlm_e", str(tmp_path / "model.pt"), "--data", str(data), "--out", str(tmp_path / "out")])
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert done.value.code == 2 and "no weight 'encoder.sentence_encoder.layers.1.fc1.weight'" in error, error
    assert not (tmp_path / "out").exists()
    del state["model"]["encoder.sentence_encoder.embed_positions.weight"]
    state["model"]["encoder.sentence_encoder.layers.1.fc1.weight"] = state["model"][
        "encoder.sentence_encoder.layers.0.fc1.weight"]
    torch.save(state, tmp_path / "model.pt")
    with pytest.raises(SystemExit) as done:
        from_xlmr.main(["xlm_e", str(tmp_path / "model.pt"), "--data", str(data), "--out", str(tmp_path / "out")])
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert done.value.code == 2 and "no weight 'encoder.sentence_encoder.embed_positions.weight'" in error, error


def test_fairseqs_roberta_exports_as_xlm_roberta(release, tmp_path):
    """``python -m fairseq_xl.hf.export`` of fairseq's RoBERTa itself (XLM-R's layout, trained here, never seen by
    Hugging Face): ``XLMRobertaForMaskedLM`` gives fairseq's logits on real sentences, in a padded batch, with
    fairseq's ids from the exported tokenizer; a pre-LN RoBERTa with a LayerNorm of the embeddings, which neither
    XLM-R's classes nor XLM-R XL's (pre-LN, none there) compute, is refused."""
    from transformers import AutoModelForMaskedLM, AutoTokenizer

    from fairseq_xl.guards.errors import WrongCheckpointError
    from fairseq_xl.hf.export import roberta_model
    from fairseq_xl.hub import load_hub

    folder, data = release
    printed = run(["python", "-m", "fairseq_xl.hf.export", folder / "model.pt", "--data", data,
                   "--out", tmp_path / "hf"]).stdout
    assert "transformers XLMRobertaForMaskedLM" in printed
    model = AutoModelForMaskedLM.from_pretrained(tmp_path / "hf", local_files_only=True).eval()
    tokenizer = AutoTokenizer.from_pretrained(tmp_path / "hf", local_files_only=True)
    tokens = tokens_of(data)
    batch = tokenizer(SENTENCES, padding=True, return_tensors="pt")
    assert batch.input_ids.tolist() == tokens.tolist()
    hub = load_hub(str(folder / "model.pt"), str(data))
    with torch.no_grad():
        ours, theirs = hub.model(tokens)[0], model(**batch).logits
    keep = tokens.ne(1)
    assert (ours - theirs)[keep].abs().max() <= 1e-5 and ours[keep].std() > 0.1
    hub.model.encoder.sentence_encoder.layer_norm = torch.nn.LayerNorm(64)
    with pytest.raises(WrongCheckpointError, match="pre-LN .* with a LayerNorm of the embeddings"):
        roberta_model(hub.model, hub.task.source_dictionary, None, {}, "model.pt")


def test_xlmr_fine_tuned_in_fairseq_exports_as_a_sequence_classifier(release, tmp_path):
    """fairseq's XLM-R route end to end, Hugging Face nowhere before the export: the release folder itself as
    ``prepare_classification.sh``'s DATA (its ``sentencepiece.bpe.model`` becomes the task's ``spm.model``),
    ``fairseq-train --task sentence_prediction --restore-file model.pt`` 20 updates, ``hf.export``: an
    ``XLMRobertaForSequenceClassification`` with the task's labels and fairseq's logits (1e-5, a padded batch)."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from fairseq_xl.hub import load_hub

    folder, _ = release
    task = tmp_path / "task"
    run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", folder, task])
    assert (task / "spm.model").read_bytes() == (folder / "sentencepiece.bpe.model").read_bytes()
    run(["fairseq-train", task, "--user-dir", REPO / "fairseq_xl", "--task", "sentence_prediction", "--criterion",
         "sentence_prediction", "--num-classes",
         "3", "--init-token", "0", "--separator-token", "2", "--arch", "roberta_base", *SIZES, "--restore-file",
         folder / "model.pt", "--reset-optimizer", "--reset-dataloader", "--reset-meters", "--batch-size", "32",
         "--optimizer", "adam", "--lr", "1e-3", "--max-update", "20", "--save-dir", tmp_path / "ft", "--cpu",
         "--num-workers", "0", "--no-epoch-checkpoints", "--disable-validation", "--seed", "1"])
    checkpoint = tmp_path / "ft/checkpoint_last.pt"
    printed = run(["python", "-m", "fairseq_xl.hf.export", checkpoint, "--data", task, "--out", tmp_path / "hf"]).stdout
    assert "XLMRobertaForSequenceClassification" in printed
    assert not (tmp_path / "hf/sentencepiece.bpe.model").exists()  # this stand-in's dict.txt is by frequency
    model = AutoModelForSequenceClassification.from_pretrained(tmp_path / "hf", local_files_only=True).eval()
    tokenizer = AutoTokenizer.from_pretrained(tmp_path / "hf", local_files_only=True)
    assert model.config.id2label == {0: "api", 1: "files", 2: "overview"}
    hub = load_hub(str(checkpoint), str(task))
    sentences = [line.split("\t")[0] for line in (REPO / "corpus/transfer/test.de").read_text().splitlines()[:8]]
    batch = tokenizer(sentences, padding=True, return_tensors="pt")
    assert batch.attention_mask.eq(0).any()
    with torch.no_grad():
        theirs = model(**batch).logits
        for row, sentence in enumerate(sentences):
            tokens = hub.encode(sentence)
            assert tokens.tolist() == tokenizer(sentence).input_ids
            ours = hub.model(tokens[None], features_only=True, classification_head_name="sentence_classification_head")
            assert (ours[0][0] - theirs[row]).abs().max() <= 1e-5
    assert theirs.std(0).max() > 1e-3  # <s>'s state varies little after 20 updates: 0.006, 600 times the tolerance
