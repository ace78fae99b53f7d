"""``python -m fairseq_xl.hf.import_xlnet``: a Hugging Face ``XLNetLMHeadModel`` folder (the guide's
stand-in, ``examples/hf_standin.py``: a release's layout, a SentencePiece model with XLNet's
special pieces trained on the embedded corpus; weights moved far from their initial values) becomes a
``permutation_lm`` checkpoint whose logits and memories equal Hugging Face's in float64 on real
sentences, whose pieces are ``XLNetTokenizer``'s, and whose export gives the same logits again; its
vocabulary serves the data pipeline and ``fairseq-train`` continues it."""
import json
import shutil

import pytest
import torch

from conftest import REPO, classifier_config, hf_standin, moved_and_saved, run

transformers = pytest.importorskip("transformers")

SENTENCES = ["In 1999, the ``files'' were  moved to /usr/lib.",
             "Die Datei wird überschrieben, wenn sie schon existiert.",
             "Le système de fichiers est monté en lecture seule.",
             "Файл будет перезаписан, если он уже существует."]
DIM, LAYERS, HEADS, MEM = 32, 2, 4, 6


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    """``examples/hf_standin.py``'s folder (tiny; with a digit-comma piece, which the releases have
    many of, for XLNetTokenizer's rule to split), every weight moved away from its initial value;
    and the model, float64, eval."""
    folder = tmp_path_factory.mktemp("release") / "xlnet-tiny-cased"
    torch.manual_seed(0)
    model = hf_standin().make_release(str(folder), 600, 800, ["9,"], d_model=DIM, n_layer=LAYERS, n_head=HEADS,
                                      d_inner=48, mem_len=MEM, dropout=0.0)
    return folder, moved_and_saved(model, folder)


@pytest.fixture(scope="module")
def imported(release, tmp_path_factory):
    out = tmp_path_factory.mktemp("imported") / "xlnet"
    done = run(["python", "-m", "fairseq_xl.hf.import_xlnet", release[0], "--out", out])
    assert f"| wrote {out}" in done.stdout and "--restore-file" in done.stdout
    return out, done.stdout


def load(imported):
    from fairseq_xl.hub import load_hub

    return load_hub(str(imported / "checkpoint.pt"), str(imported))


def hf_pieces(hub, tokens):
    """Hugging Face's piece for each of our ids (fairseq's <s> <pad> </s> <unk> are <cls> <pad> <sep> <unk>)."""
    dictionary = hub.task.source_dictionary
    names = {dictionary.bos(): "<cls>", dictionary.pad(): "<pad>", dictionary.eos(): "<sep>", dictionary.unk(): "<unk>"}
    return [names.get(i, dictionary[i]) for i in tokens.tolist()]


def test_pieces_and_ids_are_xlnet_tokenizers(release, imported):
    imported = imported[0]
    """Accents removed, spaces collapsed, LaTeX quotes as '"', '1999,' split before the comma: the hub
    encodes each sentence to XLNetTokenizer's pieces, ids and layout (A <sep> <cls>)."""
    tokenizer = transformers.XLNetTokenizer.from_pretrained(release[0])
    hub = load(imported)
    for sentence in SENTENCES:
        assert hub.bpe.encode(sentence).split() == tokenizer.tokenize(sentence), sentence
        ours = hub.encode(sentence)
        assert tokenizer.convert_tokens_to_ids(hf_pieces(hub, ours)) == tokenizer(sentence)["input_ids"], sentence
    assert "ü" not in hub.bpe.encode(SENTENCES[1]) and "9," not in hub.bpe.encode(SENTENCES[0])


def test_logits_and_memories_equal_huggingface(release, imported):
    imported = imported[0]
    """float64, two segments of real text, the second over the first's memory: the same permutation
    and targets give the same logits (rows in each vocabulary's order) and memories."""
    from fairseq_xl.data.permutation import sequence_ranks, token_targets
    from fairseq_xl.modules.permutation_masks import official_perm_mask

    import numpy as np

    folder, reference = release
    tokenizer = transformers.XLNetTokenizer.from_pretrained(folder)
    hub = load(imported)
    ours = hub.model.double().eval()
    order = torch.tensor(tokenizer.convert_tokens_to_ids(hf_pieces(hub, torch.arange(len(hub.task.source_dictionary)))))
    encoding = reference.transformer.relative_positional_encoding  # HF builds its sinusoids in float32
    reference.transformer.relative_positional_encoding = lambda *args, **kwargs: encoding(*args, **kwargs).double()
    rng = np.random.RandomState(0)
    memory = reference_mems = None
    for step, pair in enumerate((SENTENCES[:2], SENTENCES[2:])):
        rows = [hub.encode(sentence) for sentence in pair]
        length = min(len(row) for row in rows)
        tokens = torch.stack([torch.cat([row[:length - 2], row[-2:]]) for row in rows])  # A <sep> <cls>
        functional = np.zeros(length, dtype=bool)
        functional[-2:] = True
        ranks, positions = [], []
        for _ in rows:
            targets = token_targets(~functional, 3, rng)
            ranks.append(sequence_ranks(targets, functional, length // 2, 0, rng))
            positions.append(np.flatnonzero(targets))
        rank, positions = torch.tensor(np.array(ranks)), torch.tensor(np.array(positions))
        segments = torch.zeros_like(tokens)
        segments[:, -1] = 2
        with torch.no_grad():
            out = reference(input_ids=order[tokens], token_type_ids=segments,
                            perm_mask=official_perm_mask(rank, positions).double(),
                            target_mapping=torch.nn.functional.one_hot(positions, length).double(),
                            mems=reference_mems, use_mems=True)
            _, g, inputs = ours.encode(tokens, segments, rank, positions, None if memory is None else memory[0],
                                       None if memory is None else memory[1])
            logits = ours.output_layer(g)
            memory = ours.next_memory(inputs, tokens.eq(1), *(memory or (None, None)))
        reference_mems = out.mems
        torch.testing.assert_close(logits, out.logits[..., order], rtol=0, atol=1e-12)  # GELU in float64 too
        assert logits.abs().max() > 0.1
        for mine, theirs in zip(memory[0], out.mems):
            torch.testing.assert_close(mine, theirs.transpose(0, 1), rtol=0, atol=1e-12)


@pytest.fixture(scope="module")
def exported(imported, tmp_path_factory):
    """``python -m fairseq_xl.hf.export`` of the imported checkpoint, with its own folder as the data."""
    out = tmp_path_factory.mktemp("exported") / "xlnet"
    run(["python", "-m", "fairseq_xl.hf.export", imported[0] / "checkpoint.pt", "--data", imported[0], "--out", out])
    return out


def test_import_then_export_gives_the_same_logits(release, exported):
    """An ``XLNetLMHeadModel`` and its ``AutoTokenizer``: the ids, segments and mask the tokenizer gives
    (pieces in the exported vocabulary's order) give the release's logits on XLNetTokenizer's input."""
    folder, reference = release
    model = transformers.XLNetLMHeadModel.from_pretrained(exported, local_files_only=True).double().eval()
    theirs = transformers.XLNetTokenizer.from_pretrained(folder)
    again = transformers.AutoTokenizer.from_pretrained(exported, local_files_only=True)
    order = theirs.convert_tokens_to_ids([{"<s>": "<cls>", "</s>": "<sep>"}.get(symbol, symbol) for symbol in
                                          again.convert_ids_to_tokens(list(range(model.config.vocab_size)))])
    with torch.no_grad():
        given = theirs(SENTENCES[:2], return_tensors="pt", padding=True)
        ours = again(SENTENCES[:2], return_tensors="pt", padding=True)
        assert torch.equal(torch.tensor(order)[ours["input_ids"]], given["input_ids"])
        assert torch.equal(ours["token_type_ids"], given["token_type_ids"])
        original, back = reference(**given).logits, model(**ours).logits
    torch.testing.assert_close(back, original[..., order].to(back.dtype), rtol=0, atol=1e-5)


def test_the_exported_tokenizer_gives_xlnet_tokenizers_ids(release, imported, exported):
    """``AutoTokenizer`` of the export, against ``XLNetTokenizer`` (its pieces looked up in dict.txt):
    2,000 lines of the corpus's five languages and lines of accents, LaTeX quotes, white space runs,
    digits before commas and characters outside the vocabulary. The same ids on all lines but where
    Viterbi meets a tie or the stand-in's digit-comma piece ``9,`` does not begin its word, which
    ``fairseq_xl.hf.tokenizer`` states."""
    from fairseq.data import Dictionary

    theirs = transformers.XLNetTokenizer.from_pretrained(release[0])
    ours = transformers.AutoTokenizer.from_pretrained(exported, local_files_only=True)
    dictionary = Dictionary.load(str(imported[0] / "dict.txt"))
    lines = [*SENTENCES, "Le système est prêt; й и ё; Straße, ﬁle ½", "tabs\tand\u3000ideographic\u00a0spaces   end ",
             "中文 😀 ☃ “quoted” – dash", "１２３，４５ fullwidth", "In 2024, 7 of 10,000 and x1,y"]
    for language in ("en", "de", "es", "fr", "ru"):
        with open(REPO / f"corpus/mono/train.{language}", encoding="utf-8") as corpus:
            lines += [line.rstrip("\n") for _, line in zip(range(400), corpus)]
    differ = [line for line in lines if ours(line, add_special_tokens=False)["input_ids"] !=
              [dictionary.index(piece) for piece in theirs.tokenize(line)]]
    assert len(differ) <= 2, differ
    written = {piece for line in lines for piece in ours.tokenize(line)}
    assert not [piece for piece in written if len(piece) > 1 and piece[-2:-1].isdigit() and piece[-1] == ","]
    assert all(any(f"{digit}," in line for digit in "0123456789") or "ff" in line for line in differ), differ
    for text, accented, plain in (("Le système", "è", "system"), ("Мой край", "й", "Мои")):  # accents removed
        pieces = "".join(ours.tokenize(text))
        assert ours.tokenize(text) == theirs.tokenize(text) and accented not in pieces and plain in pieces, pieces


def test_the_vocabulary_serves_the_pipeline_and_training_continues(release, imported, tmp_path):
    """``SPM_MODEL=DIR/spm.model DICT=DIR/dict.txt``: the corpus is encoded as XLNetTokenizer encodes it
    (German without its umlauts), and ``fairseq-train --restore-file DIR/checkpoint.pt`` continues the
    imported model on it with the flags the import printed."""
    from test_permutation_lm_cli import XLNET_FLAGS

    from conftest import json_logs, write_slice

    imported, printed = imported
    raw_corpus = tmp_path / "raw"
    (raw_corpus / "mono").mkdir(parents=True)
    for language in ("en", "de"):
        for split, lines in (("train", 300), ("valid", 30)):
            write_slice(REPO / f"corpus/mono/{split}.{language}", raw_corpus / f"mono/{split}.{language}", lines)
    dest = tmp_path / "data-bin"
    run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, dest],
        env={"SPM_MODEL": str(imported / "spm.model"), "DICT": str(imported / "dict.txt")})
    assert (dest / "xlnet_text.json").read_text() == (imported / "xlnet_text.json").read_text()
    classification = tmp_path / "transfer"  # a fine-tuning task on that vocabulary keeps its normalisation too
    run(["bash", "preprocess/prepare_classification.sh", REPO / "corpus/transfer", dest, classification])
    assert (classification / "xlnet_text.json").read_text() == (imported / "xlnet_text.json").read_text()
    tokenizer = transformers.XLNetTokenizer.from_pretrained(release[0])
    line = (raw_corpus / "mono/train.de").read_text(encoding="utf-8").splitlines()[0]
    assert (dest / "spm/train.de").read_text(encoding="utf-8").splitlines()[0].split() == tokenizer.tokenize(line)
    flags = printed.split("--task permutation_lm ")[1].split(" --restore-file")[0].split()
    done = run(["fairseq-train", dest, "--save-dir", tmp_path / "continued", *XLNET_FLAGS, *flags, "--max-update", "4",
                "--log-interval", "2", "--restore-file", imported / "checkpoint.pt", "--reset-optimizer",
                "--reset-dataloader", "--reset-meters"])
    output = done.stdout + done.stderr
    assert f"Loaded checkpoint {imported / 'checkpoint.pt'}" in output
    assert len(json_logs(output, "train_inner")) == 2


def test_a_pickled_release_imports_and_a_unidirectional_one_is_refused(release, imported, tmp_path):
    """``pytorch_model.bin`` (read with ``weights_only``) gives the same checkpoint weights as
    ``model.safetensors``; a config the model cannot compute (``attn_type`` "uni") is refused by name."""
    (imported, _), (folder, reference) = imported, release
    pickled = tmp_path / "pickled"
    transformers.XLNetTokenizer.from_pretrained(folder).save_pretrained(pickled)
    reference.float().save_pretrained(pickled, safe_serialization=False)
    assert (pickled / "pytorch_model.bin").is_file() and not (pickled / "model.safetensors").exists()
    run(["python", "-m", "fairseq_xl.hf.import_xlnet", pickled, "--out", tmp_path / "from_bin"])
    first, second = (torch.load(path / "checkpoint.pt", weights_only=True)["model"]
                     for path in (imported, tmp_path / "from_bin"))
    assert first.keys() == second.keys() and all(torch.equal(first[key], second[key]) for key in first)
    config = (pickled / "config.json").read_text().replace('"attn_type": "bi"', '"attn_type": "uni"')
    (pickled / "config.json").write_text(config)
    refused = run(["python", "-m", "fairseq_xl.hf.import_xlnet", pickled, "--out", tmp_path / "uni"], check=False)
    assert refused.returncode == 2 and "attn_type 'uni'" in refused.stderr and not (tmp_path / "uni").exists()


def test_a_damaged_release_is_refused_in_one_line(release, tmp_path):
    """A weight that is not finite (model.safetensors) and a spiece.model that is not SentencePiece's:
    exit 2, one line naming the file, nothing written."""
    folder, reference = release
    damaged = tmp_path / "nan"
    transformers.XLNetTokenizer.from_pretrained(folder).save_pretrained(damaged)
    model = transformers.XLNetLMHeadModel(reference.config)
    with torch.no_grad():
        model.transformer.layer[0].ff.layer_1.weight[0, 0] = float("nan")
    model.save_pretrained(damaged, safe_serialization=True)
    for broken, expected in (("weights", "weight transformer.layer.0.ff.layer_1.weight holds non-finite values"),
                             ("spiece", "spiece.model: not XLNet's SentencePiece model")):
        if broken == "spiece":
            (damaged / "spiece.model").write_bytes(b"\x0a\xff\xff not a protobuf")
            model.transformer.layer[0].ff.layer_1.weight.data[0, 0] = 0.0
            model.save_pretrained(damaged, safe_serialization=True)
        done = run(["python", "-m", "fairseq_xl.hf.import_xlnet", damaged, "--out", tmp_path / broken], check=False)
        assert done.returncode == 2 and expected in done.stderr, done.stderr[-2000:]
        assert "Traceback" not in done.stderr and not (tmp_path / broken).exists()


@pytest.mark.parametrize("change, expected", [
    (lambda config: [], "a JSON list where a config is an object"),
    (lambda config: {**config, "clamp_len": "5"}, "clamp_len '5' (an integer or null is needed)"),
    (lambda config: {**config, "bi_data": True}, "bi_data True; the import takes bi_data False"),
    (lambda config: {**config, "d_model": 16384}, "asks for a model of 2,697,642,678 parameters, but the weights hold"),
    ("link", "spiece.model: a link out of"),
])
def test_a_crafted_release_folder_is_refused_before_anything_is_built(release, tmp_path, capsys, change, expected):
    """Security round 4: config.json ``[]`` or ``"clamp_len": "5"`` gave tracebacks, ``d_model`` 16384
    made a 290 KB folder build 3.6 GB, a file linked out of the folder was read (and copied out)."""
    import resource

    from fairseq_xl.hf import import_xlnet

    folder = tmp_path / "release"
    shutil.copytree(release[0], folder)
    if change == "link":
        secret = tmp_path / "secret"
        secret.write_bytes((folder / "spiece.model").read_bytes())
        (folder / "spiece.model").unlink()
        (folder / "spiece.model").symlink_to(secret)
    else:
        config = json.loads((folder / "config.json").read_text())
        (folder / "config.json").write_text(json.dumps(change(config)))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(SystemExit) as done:
        import_xlnet.main([str(folder), "--out", str(tmp_path / "out")])
    assert done.value.code == 2 and not (tmp_path / "out").exists()
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 500_000  # KiB: nothing of GBs allocated
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) <= 3 and expected in error[-1], error  # argparse's usage, then one line


def test_untie_r_false_imports_the_same_weights(release, imported, tmp_path):
    """``untie_r`` only tells TensorFlow's conversion whether the biases are shared; Hugging Face's PyTorch
    XLNet keeps them per layer either way, so the same folder with it false imports to the same weights."""
    from fairseq_xl.hf import import_xlnet

    folder = tmp_path / "untied"
    shutil.copytree(release[0], folder)
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "untie_r": False}))
    import_xlnet.convert(str(folder), str(tmp_path / "out"))
    first, second = (torch.load(path / "checkpoint.pt", weights_only=True)["model"]
                     for path in (imported[0], tmp_path / "out"))
    assert first.keys() == second.keys() and all(torch.equal(first[key], second[key]) for key in first)


def test_an_encoder_alone_imports_its_encoder(release, imported, tmp_path):
    """An ``XLNetModel`` folder (no ``transformer.`` prefix, no LM head) imports the release's weights with the
    output bias at zero; a folder without XLNet's word embeddings is refused in one line."""
    from fairseq_xl.hf import import_xlnet

    (first, _), (folder, reference) = imported, release
    first = torch.load(first / "checkpoint.pt", weights_only=True)["model"]
    encoder = tmp_path / "encoder"
    transformers.XLNetTokenizer.from_pretrained(folder).save_pretrained(encoder)
    reference.transformer.float().save_pretrained(encoder)
    reference.double()
    assert import_xlnet.convert(str(encoder), str(tmp_path / "encoder.out")).left_out == []
    again = torch.load(tmp_path / "encoder.out/checkpoint.pt", weights_only=True)["model"]
    assert first.keys() == again.keys() and not again["output_bias"].any() and first["output_bias"].any()
    assert all(torch.equal(first[key], again[key]) for key in first if key != "output_bias")
    from safetensors.torch import save_file

    from fairseq_xl.guards.errors import WrongCheckpointError

    save_file({"other.weight": torch.zeros(2)}, encoder / "model.safetensors")
    with pytest.raises(WrongCheckpointError, match="no word_embedding.weight .nor under transformer.. in its weights"):
        import_xlnet.convert(str(encoder), str(tmp_path / "refused"))


LABELS = {0: "overview", 1: "api", 2: "files"}  # corpus/transfer's labels, not in sorted order: ids must follow them


@pytest.fixture(scope="module")
def classifier(release, tmp_path_factory):
    """(a fine-tuned ``XLNetForSequenceClassification``'s folder: the release's encoder, a summary of
    corpus/transfer's three labels, every weight moved again; its model in float64 with float64 sinusoids; the
    import's folder; what the import printed)."""
    folder = tmp_path_factory.mktemp("classifier") / "xlnet-classifier"
    config = classifier_config(release[0], folder, transformers.XLNetConfig, LABELS)
    torch.manual_seed(1)
    model = transformers.XLNetForSequenceClassification(config)
    model.transformer.load_state_dict(release[1].transformer.state_dict())
    with torch.no_grad():  # <cls>'s state varies little between inputs: logits that vary need a larger projection
        model.sequence_summary.summary.weight.mul_(20)
        model.logits_proj.weight.mul_(30)
    model = moved_and_saved(model.float(), folder)
    tokenizer = transformers.XLNetTokenizer.from_pretrained(folder)
    with torch.no_grad():  # centred on real sentences: not one class predicted for every input
        model.logits_proj.bias -= model(**tokenizer(SENTENCES, padding=True, return_tensors="pt")).logits.mean(0)
    model.float().save_pretrained(folder, safe_serialization=True)
    model.double()
    encoding = model.transformer.relative_positional_encoding  # HF builds its sinusoids in float32
    model.transformer.relative_positional_encoding = lambda *args, **kwargs: encoding(*args, **kwargs).double()
    out = folder.parent / "imported"
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlnet", folder, "--out", out]).stdout
    return folder, model, out, printed


def test_a_sequence_classifier_comes_in_with_its_head_and_goes_back(classifier, tmp_path):
    """The head is fairseq's classification head with ``--classification-input xlnet``: the hub's ``predict`` on
    its ``encode`` (A <sep> [B <sep>] <cls>), and the model on sentence_prediction's batches (A </s> [B </s>],
    right-padded, <cls> added by the model), give Hugging Face's logits on its own input (left-padded, token
    types 0 1 2), for single sentences and pairs (float64). The import's folder exports straight back: the same
    class, labels (its label_dict.txt) and logits; a label_dict.txt of other labels is refused in one line."""
    from fairseq.data.data_utils import collate_tokens

    from fairseq_xl.hub import load_hub

    folder, model, out, printed = classifier
    assert "| the sequence classifier is the classification head 'sentence_classification_head' of checkpoint.pt, " \
           "3 outputs (label_dict.txt: overview api files)" in printed, printed
    assert f"LABELS={out}/label_dict.txt" in printed and "--classification-input=xlnet" in printed
    assert "--init-token" not in printed and "left out" not in printed, printed
    hub = load_hub(str(out / "checkpoint.pt"), str(out))
    hub.model.double().eval()
    tokenizer = transformers.XLNetTokenizer.from_pretrained(folder)
    lines = [line.split("\t")[0] for line in (REPO / "corpus/transfer/test.de").read_text().splitlines()[:8]]
    for inputs in [(line,) for line in lines[:4]] + list(zip(lines[:4], lines[4:])):
        ids = hub.encode(*inputs)
        assert tokenizer.convert_tokens_to_ids(hf_pieces(hub, ids)) == tokenizer(*inputs)["input_ids"], inputs
        with torch.no_grad():
            ours = hub.predict("sentence_classification_head", ids, return_logits=True)
            theirs = model(**tokenizer(*inputs, return_tensors="pt")).logits
        torch.testing.assert_close(ours, theirs, rtol=0, atol=1e-10)
    for batch in ([(line,) for line in lines], list(zip(lines[:4], lines[4:]))):
        rows = [hub.encode(*inputs)[:-1] for inputs in batch]  # the task's A </s> [B </s>]
        tokens = collate_tokens(rows, hub.task.source_dictionary.pad())
        given = tokenizer(*zip(*batch), padding=True, return_tensors="pt")
        assert tokens.eq(1).any() and given["attention_mask"].eq(0).any()
        with torch.no_grad():
            ours = hub.model(tokens, classification_head_name="sentence_classification_head")[0]
            theirs = model(**given).logits
        torch.testing.assert_close(ours, theirs, rtol=0, atol=1e-10)
        assert theirs.std(0).max() > 0.05 and theirs.argmax(-1).unique().numel() > 1, theirs
    from fairseq_xl.guards.errors import MismatchedDataError
    from fairseq_xl.hf.export import export

    assert export(str(out / "checkpoint.pt"), str(out), str(tmp_path / "back")) == "XLNetForSequenceClassification"
    back = transformers.AutoModelForSequenceClassification.from_pretrained(tmp_path / "back").double().eval()
    assert back.config.id2label == LABELS
    again = transformers.AutoTokenizer.from_pretrained(tmp_path / "back")  # ids in the export's vocabulary
    with torch.no_grad():
        given, ours = (each(lines, padding=True, return_tensors="pt") for each in (tokenizer, again))
        torch.testing.assert_close(back(**ours).logits, model(**given).logits, rtol=0, atol=1e-5)
    shutil.copytree(out, tmp_path / "other")
    (tmp_path / "other/label_dict.txt").write_text("overview 1\napi 1\n")
    with pytest.raises(MismatchedDataError, match="label_dict.txt: 2 lines, not 3 distinct labels"):
        export(str(out / "checkpoint.pt"), str(tmp_path / "other"), str(tmp_path / "refused"))


def test_xlnets_own_input_refuses_the_flags_of_fairseqs(classifier):
    """``--classification-input xlnet`` adds <cls> itself: sentence_prediction's ``--init-token`` or
    ``--separator-token`` would put a second <cls> or <sep> in the input; they are refused by name."""
    from types import SimpleNamespace

    from fairseq.data import Dictionary

    from fairseq_xl.convert.build import build_from_flags
    from fairseq_xl.models.xlnet import XLNetModel

    cfg, _ = build_from_flags([str(classifier[2]), "--task", "permutation_lm", "--arch", "xlnet_tiny",
                               "--classification-input", "xlnet"])
    dictionary = Dictionary.load(str(classifier[2] / "dict.txt"))
    for given, named in (({"init_token": 0}, "--init-token"), ({"separator_token": 2}, "--separator-token"),
                         ({"init_token": 0, "separator_token": 2}, "--init-token and --separator-token")):
        task = SimpleNamespace(cfg=SimpleNamespace(**{"init_token": None, "separator_token": None, **given}),
                               source_dictionary=dictionary)
        with pytest.raises(ValueError, match=f"give sentence_prediction no {named}$"):
            XLNetModel.build_model(cfg.model, task)


XLNET_CLASSIFY = ["--user-dir", REPO / "fairseq_xl", "--task", "sentence_prediction", "--num-classes", "3",
                  "--criterion", "sentence_prediction", "--max-positions", "512", "--cpu", "--num-workers", "0",
                  "--log-format", "json"]


def test_the_classifier_goes_through_sentence_prediction_and_back_with_its_labels(classifier, tmp_path):
    """Hugging Face -> import -> ``LABELS=label_dict.txt prepare_classification.sh`` (the import's folder as the
    vocabulary) -> ``fairseq-train --task sentence_prediction`` with the printed flags (one update at lr 0: the
    head restored) -> ``fairseq-validate`` on test_de: Hugging Face's own accuracy -> ``hf.export``: an
    ``XLNetForSequenceClassification`` with the same ``id2label``, whose tokenizer writes XLNet's input (ids in
    the export's vocabulary) and gives the original's logits."""
    folder, model, out, printed = classifier
    task = tmp_path / "task"
    run(["bash", "preprocess/prepare_classification.sh", "corpus/transfer", out, task],
        env={"LABELS": str(out / "label_dict.txt")})
    flags = printed.split("sentence_prediction --criterion sentence_prediction --num-classes 3 ")[1]
    flags = flags.split(" --restore-file")[0].split()
    assert "--classification-input=xlnet" in flags and "--init-token" not in flags, flags
    run(["fairseq-train", task, *XLNET_CLASSIFY, *flags, "--restore-file", out / "checkpoint.pt", "--optimizer",
         "adam", "--lr", "0", "--max-update", "1", "--batch-size", "32", "--reset-optimizer", "--save-dir",
         tmp_path / "ft", "--no-epoch-checkpoints", "--disable-validation"])
    validated = run(["fairseq-validate", task, "--path", tmp_path / "ft/checkpoint_last.pt", *XLNET_CLASSIFY,
                     "--valid-subset", "test_de", "--batch-size", "64"], env={"FAIRSEQ_XL_FIX_FAIRSEQ": "1"})
    [record] = [record for line in (validated.stdout + validated.stderr).splitlines() if "| test_de |" in line
                for record in [json.loads(line.split("| test_de | ", 1)[1])]]
    tokenizer = transformers.XLNetTokenizer.from_pretrained(folder)
    rows = [line.split("\t") for line in (REPO / "corpus/transfer/test.de").read_text(encoding="utf-8").splitlines()]
    with torch.no_grad():
        logits = model(**tokenizer([text for text, _ in rows], padding=True, return_tensors="pt")).logits
    predicted = logits.argmax(-1).tolist()
    accuracy = round(100 * sum(LABELS[i] == label for i, (_, label) in zip(predicted, rows)) / len(rows), 1)
    assert float(record["test_de_bsz"]) == len(rows) == 279 and len(set(predicted)) > 1
    assert float(record["test_de_accuracy"]) == accuracy, (record, accuracy)
    exported = tmp_path / "hf"
    assert "XLNetForSequenceClassification" in run(["python", "-m", "fairseq_xl.hf.export",
                                                    tmp_path / "ft/checkpoint_last.pt", "--data", task, "--out",
                                                    exported]).stdout
    back = transformers.AutoModelForSequenceClassification.from_pretrained(exported).double().eval()
    again = transformers.AutoTokenizer.from_pretrained(exported)
    assert type(back) is transformers.XLNetForSequenceClassification and back.config.id2label == LABELS
    order = tokenizer.convert_tokens_to_ids([{"<s>": "<cls>", "</s>": "<sep>"}.get(symbol, symbol) for symbol in
                                             again.convert_ids_to_tokens(list(range(back.config.vocab_size)))])
    pairs = [(row[0], other[0]) for row, other in zip(rows[:6], rows[6:12])]
    for batch in ([(text,) for text, _ in rows[:12]], pairs):
        given, ours = tokenizer(*zip(*batch), padding=True, return_tensors="pt"), \
            again(*zip(*batch), padding=True, return_tensors="pt")
        assert torch.equal(torch.tensor(order)[ours["input_ids"]], given["input_ids"])
        assert torch.equal(ours["token_type_ids"], given["token_type_ids"])
        with torch.no_grad():
            torch.testing.assert_close(back(**ours).logits, model(**given).logits, rtol=0, atol=1e-5)



def test_another_summary_is_refused_and_a_multiple_choice_head_needs_one_output(classifier, tmp_path):
    """A summary that fairseq's head does not compute (another activation, a projection to the labels) is refused in
    one line naming the key; so is an ``XLNetForMultipleChoice`` (the same weights' names) whose projection has
    more than the one output that scores a choice."""
    from fairseq_xl.guards.errors import WrongCheckpointError
    from fairseq_xl.hf import import_xlnet

    folder = tmp_path / "release"
    shutil.copytree(classifier[0], folder)
    config = json.loads((folder / "config.json").read_text())
    for change, key in (({"summary_activation": "relu"}, "summary_activation 'relu'"),
                        ({"summary_proj_to_labels": True}, "summary_proj_to_labels True")):
        (folder / "config.json").write_text(json.dumps({**config, **change}))
        with pytest.raises(WrongCheckpointError, match=f"config.json: {key}; fairseq's classification head is "):
            import_xlnet.convert(str(folder), str(tmp_path / "refused"))
        assert not (tmp_path / "refused").exists()
    (folder / "config.json").write_text(json.dumps({**config, "architectures": ["XLNetForMultipleChoice"]}))
    with pytest.raises(WrongCheckpointError, match="config.json: a multiple-choice model whose head has 3 outputs; "
                       "it scores each choice with one"):
        import_xlnet.convert(str(folder), str(tmp_path / "choice"))
    assert not (tmp_path / "choice").exists()


def test_a_multiple_choice_model_comes_in_with_its_head_and_goes_back(classifier, tmp_path, capsys):
    """``XLNetForMultipleChoice`` (the classifier's encoder and summary, one output): the import keeps its head and
    prints fairseq's ``sentence_ranking`` command; the hub's ``predict`` scores each (choice, context) in XLNet's
    own input as Hugging Face does (float64); ``hf.export --multiple-choice`` gives the same class and scores
    back."""
    from fairseq_xl.hf import import_xlnet
    from fairseq_xl.hf.export import export
    from fairseq_xl.hub import load_hub

    folder, model, _, _ = classifier
    choice_folder = tmp_path / "xlnet-choice"
    shutil.copytree(folder, choice_folder)
    config = transformers.XLNetConfig.from_pretrained(folder, architectures=["XLNetForMultipleChoice"])
    choice = transformers.XLNetForMultipleChoice(config)
    state = {key: value[1:2] if key.startswith("logits_proj.") else value for key, value in model.state_dict().items()}
    choice.load_state_dict(state)  # the second label's row: one output
    choice.float().save_pretrained(choice_folder, safe_serialization=True)
    choice.double().eval()
    choice.transformer.relative_positional_encoding = model.transformer.relative_positional_encoding  # float64
    import_xlnet.main([str(choice_folder), "--out", str(tmp_path / "in")])
    printed = capsys.readouterr().out
    assert "--task sentence_ranking --criterion sentence_ranking --num-classes CHOICES --ranking-head-name " \
        "sentence_classification_head --arch=xlnet_base" in printed and "--classification-input=xlnet" in printed
    assert "--init-token" not in printed and "left out" not in printed and "--multiple-choice" in printed, printed
    lines = [line.split("\t")[0] for line in (REPO / "corpus/transfer/test.de").read_text().splitlines()[:12]]
    contexts, first = lines[:4], lines[4:]  # 4 questions of 2 choices
    second = [context for context in contexts for _ in range(2)]
    tokenizer = transformers.XLNetTokenizer.from_pretrained(folder)
    batch = {key: value.view(4, 2, -1) for key, value in
             tokenizer(first, second, padding=True, return_tensors="pt").items()}
    with torch.no_grad():
        scores = choice(**batch).logits
        hub = load_hub(str(tmp_path / "in/checkpoint.pt"), str(tmp_path / "in"))
        hub.model.double().eval()
        ours = torch.cat([hub.predict("sentence_classification_head", hub.encode(c, context), return_logits=True)[0]
                          for c, context in zip(first, second)])
    torch.testing.assert_close(ours.view(4, 2), scores, rtol=0, atol=1e-10)
    assert scores.std(-1).min() > 0.005 and scores.argmax(-1).unique().numel() > 1, scores
    assert export(str(tmp_path / "in/checkpoint.pt"), str(tmp_path / "in"), str(tmp_path / "back"),
                  multiple_choice=True) == "XLNetForMultipleChoice"
    back = transformers.AutoModelForMultipleChoice.from_pretrained(tmp_path / "back").double().eval()
    again = transformers.AutoTokenizer.from_pretrained(tmp_path / "back")  # ids in the export's vocabulary
    ours = {key: value.view(4, 2, -1) for key, value in again(first, second, padding=True, return_tensors="pt").items()}
    with torch.no_grad():
        torch.testing.assert_close(back(**ours).logits, scores, rtol=0, atol=1e-5)
