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

from conftest import REPO, hf_standin, moved_and_saved, run

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


def test_an_encoder_alone_and_a_fine_tuned_classifier_import_their_encoder(release, imported, tmp_path):
    """An ``XLNetModel`` folder (no ``transformer.`` prefix, no LM head) imports the release's weights with the
    output bias at zero; an ``XLNetForSequenceClassification`` folder imports its encoder and says which head it
    leaves out; a folder without XLNet's word embeddings is refused in one line."""
    from fairseq_xl.hf import import_xlnet

    (first, _), (folder, reference) = imported, release
    first = torch.load(first / "checkpoint.pt", weights_only=True)["model"]
    encoder = tmp_path / "encoder"
    transformers.XLNetTokenizer.from_pretrained(folder).save_pretrained(encoder)
    reference.transformer.float().save_pretrained(encoder)
    reference.double()
    assert import_xlnet.convert(str(encoder), str(tmp_path / "encoder.out"))[1] == []
    again = torch.load(tmp_path / "encoder.out/checkpoint.pt", weights_only=True)["model"]
    assert first.keys() == again.keys() and not again["output_bias"].any() and first["output_bias"].any()
    assert all(torch.equal(first[key], again[key]) for key in first if key != "output_bias")
    classifier = tmp_path / "classifier"
    transformers.XLNetTokenizer.from_pretrained(folder).save_pretrained(classifier)
    model = transformers.XLNetForSequenceClassification(reference.config)
    model.transformer.load_state_dict(reference.transformer.float().state_dict())
    reference.double()
    model.save_pretrained(classifier)
    printed = run(["python", "-m", "fairseq_xl.hf.import_xlnet", classifier, "--out", tmp_path / "classifier.out"])
    assert "| left out: logits_proj, sequence_summary (no part of a permutation_lm checkpoint)" in printed.stdout
    assert "feeds the model <s> A </s> and its head reads </s>" in printed.stdout, printed.stdout
    again = torch.load(tmp_path / "classifier.out/checkpoint.pt", weights_only=True)["model"]
    assert all(torch.equal(first[key], again[key]) for key in first if key != "output_bias")
    from safetensors.torch import save_file

    from fairseq_xl.guards.errors import WrongCheckpointError

    save_file({"other.weight": torch.zeros(2)}, classifier / "model.safetensors")
    with pytest.raises(WrongCheckpointError, match="no word_embedding.weight .nor under transformer.. in its weights"):
        import_xlnet.convert(str(classifier), str(tmp_path / "refused"))
