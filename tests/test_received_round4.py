"""Security round 4 (issue 52): the entry points that routed around the gate on 57b5d45. Each test
builds the attack that worked there and requires a one-line refusal with nothing run, allocated or
copied: a received flags file that reached fairseq's ``eval``, received configs that allocated
gigabytes, a half-checked data-bin index, a link copied into an output folder."""
import contextlib
import json
import os
import resource
import shlex
import struct
import time
from pathlib import Path

import numpy as np
import pytest
import torch
from fairseq import checkpoint_utils, options, tasks
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from omegaconf import OmegaConf

from conftest import REPO, after_each_step, run
from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import UntrustedCheckpointError

PAYLOAD = "(__import__('os').system('touch {marker}'), (0.9, 0.98))[1]"


# 1. no received string reaches eval or a command line


def test_adams_betas_are_read_as_a_literal_never_run(tmp_path):
    """fairseq's Adam evaluates --adam-betas: the flags file compare.py read back made it run ``id``."""
    from types import SimpleNamespace

    from fairseq.optim.adam import FairseqAdam

    def config(betas):
        return SimpleNamespace(adam_betas=betas, adam_eps=1e-8, weight_decay=0.0, lr=[1e-3], tpu=False,
                               fp16_adam_stats=False, use_old_adam=False)

    marker = tmp_path / "pwned"
    params = [torch.nn.Parameter(torch.zeros(2))]
    with pytest.raises(UntrustedCheckpointError, match="is not a Python literal"):
        FairseqAdam(config(PAYLOAD.format(marker=marker)), params)
    assert not marker.exists()
    adam = FairseqAdam(config("(0.9, 0.98)"), params)
    assert adam.optimizer_config["betas"] == (0.9, 0.98)


def test_every_eval_in_fairseqs_code_reads_literals():
    """Every module of fairseq (and fairseq_cli) whose code calls ``eval`` and that importing the plugin
    loads has the literal reader in its place; the rest are fairseq's examples, never loaded."""
    import ast
    import sys

    import fairseq
    from fairseq_xl.guards.no_eval import cover_fairseq, literal

    root = os.path.dirname(os.path.dirname(fairseq.__file__))
    callers = []
    for package in ("fairseq", "fairseq_cli"):
        for folder, _, files in os.walk(os.path.join(root, package)):
            for name in files:
                path = os.path.join(folder, name)
                if not name.endswith(".py"):
                    continue
                text = reader.read_text(path)
                if "eval(" not in text:
                    continue
                tree = ast.parse(text)
                if any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "eval"
                       for node in ast.walk(tree)):
                    module = os.path.relpath(path, root)[:-3].replace(os.sep, ".").removesuffix(".__init__")
                    callers.append(module)
    assert len(callers) > 20, callers
    loaded = [module for module in callers if module in sys.modules]
    assert {"fairseq.optim.adam", "fairseq.optim.adafactor", "fairseq.utils", "fairseq.models.fconv",
            "fairseq.models.wav2vec.wav2vec2", "fairseq.criterions.ctc"} <= set(loaded), loaded
    assert [module for module in loaded if getattr(sys.modules[module], "eval", None) is not literal] == []
    unloaded = [module for module in callers if module not in sys.modules]
    assert [module for module in unloaded if not module.startswith(("fairseq.examples.", "fairseq_cli."))] == []
    commands = [module for module in unloaded if module.startswith("fairseq_cli.")]  # loaded before the plugin
    assert sorted(commands) == ["fairseq_cli.eval_lm", "fairseq_cli.validate"], commands
    for module in commands:
        __import__(module)
    cover_fairseq()
    assert all(sys.modules[module].eval is literal for module in commands)


def test_a_planted_flags_file_never_reaches_the_command_line(tmp_path, monkeypatch):
    """examples/compare.py --from-xlmr took OUT/from_xlmr/METHOD/flags.json back onto fairseq-train's
    command line; its flags now come from the release's checked sizes, whatever OUT holds."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare
    from fairseq_xl.convert import from_xlmr

    folder = tmp_path / "out" / "from_xlmr" / "xlm_e"
    folder.mkdir(parents=True)
    (folder / "checkpoint.pt").write_bytes(b"converted")
    planted = ["--adam-betas", PAYLOAD.format(marker=tmp_path / "pwned")]
    (folder / "flags.json").write_text(json.dumps(planted))
    checked = ["--arch=xlm_e_base", "--encoder-layers=3"]
    monkeypatch.setattr(from_xlmr, "release_flags", lambda method, path: checked)
    recipes, _, _ = compare.continued_recipes(tmp_path / "release", tmp_path / "data", tmp_path / "out", ["xlm_e"])
    for method in ("xlm_e", "xlm_e+xlmr"):
        assert recipes[method][1][len(compare.METHODS["xlm_e"][1]):][:2] == checked
        assert not set(planted) & set(recipes[method][1])


@pytest.mark.parametrize("field, value, match", [
    ("encoder_layers", 1.5, "encoder_layers 1.5: not a positive integer"),
    ("activation_fn", "relu --user-dir /tmp/evil", "activation 'relu --user-dir /tmp/evil': not one of"),
])
def test_release_values_that_go_onto_a_command_line_are_checked(field, value, match):
    from types import SimpleNamespace

    from fairseq_xl.convert.from_xlmr import sizes
    from fairseq_xl.guards.errors import WrongCheckpointError

    model = SimpleNamespace(encoder_layers=3, encoder_embed_dim=96, encoder_ffn_embed_dim=384,
                            encoder_attention_heads=6, max_positions=130, activation_fn="gelu")
    setattr(model, field, value)
    with pytest.raises(WrongCheckpointError, match=match):
        sizes({"cfg": {"model": model}}, "release/model.pt")


# 2. every build from a received config counted before it allocates


def fairseq_checkpoint(tmp_path, flags, data):
    """A checkpoint of fairseq's own task and model of ``flags``, built and saved as fairseq does."""
    args = options.parse_args_and_arch(options.get_training_parser(), [str(data), *flags])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    model = task.build_model(cfg.model)
    state = {"cfg": OmegaConf.to_container(cfg, resolve=True), "args": None, "model": model.state_dict(),
             "optimizer_history": [{"criterion_name": "x", "optimizer_name": "adam", "lr_scheduler_state": {},
                                    "num_updates": 0}], "extra_state": {}, "last_optimizer_state": None}
    return state


def dictionary(folder, symbols):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "dict.txt").write_text("".join(f"{symbol} 1\n" for symbol in symbols))


@pytest.fixture
def classifier(tmp_path):
    """A fairseq ``sentence_prediction`` RoBERTa (2 layers of 16), its data folder."""
    data = tmp_path / "data"
    dictionary(data / "input0", [f"w{i}" for i in range(30)])
    dictionary(data / "label", ["0", "1"])
    state = fairseq_checkpoint(tmp_path, ["--task", "sentence_prediction", "--arch", "roberta", "--num-classes", "2",
                                          "--encoder-layers", "2", "--encoder-embed-dim", "16",
                                          "--encoder-ffn-embed-dim", "32", "--encoder-attention-heads", "2",
                                          "--max-positions", "32", "--criterion", "sentence_prediction"], data)
    return state, data


def load(tmp_path, state, data):
    path = tmp_path / "received.pt"
    torch.save(state, path)
    return checkpoint_utils.load_model_ensemble_and_task([str(path)], arg_overrides={"data": str(data)})


@pytest.mark.parametrize("section, field", [("task", "num_classes"), ("task", "max_positions"),
                                            ("model", "max_positions")])
def test_fairseqs_own_task_and_head_sizes_are_counted_before_the_build(tmp_path, classifier, section, field):
    """A sentence_prediction checkpoint whose classes or positions say 40,000,000 made fairseq-validate
    allocate 5.1 GB: its model, head included, is now counted with fake tensors first."""
    state, data = classifier
    models, _, _ = load(tmp_path, state, data)  # the checkpoint as saved loads
    assert sum(p.numel() for p in models[0].parameters()) > 0
    part = state["cfg"][section]
    setattr(part, field, 40_000_000) if not isinstance(part, dict) else part.update({field: 40_000_000})
    started = time.monotonic()
    with pytest.raises(UntrustedCheckpointError, match=r"(parameters|values in \d+ tensors\)), but its weights hold "
                                                       r"[\d,]+; its sizes were edited|more than its weights hold"):
        load(tmp_path, state, data)
    assert time.monotonic() - started < 10


def test_fairseqs_lm_head_is_counted_with_no_layers(tmp_path):
    """fairseq's roberta with 0 layers and width 40,000 passed the layer-based bound and built its
    d x d LM head (6.4 GB)."""
    data = tmp_path / "data"
    dictionary(data, [f"w{i}" for i in range(30)])
    state = fairseq_checkpoint(tmp_path, ["--task", "masked_lm", "--arch", "roberta", "--encoder-layers", "1",
                                          "--encoder-embed-dim", "16", "--encoder-ffn-embed-dim", "32",
                                          "--encoder-attention-heads", "2", "--tokens-per-sample", "32",
                                          "--max-positions", "32"], data)
    vars(state["cfg"]["model"]).update(encoder_layers=0, encoder_embed_dim=40_000, encoder_attention_heads=1)
    with pytest.raises(UntrustedCheckpointError, match=r"asks for a model 'roberta' of [\d,]+ parameters"):
        load(tmp_path, state, data)


def test_a_refused_size_names_the_field_at_fault(tmp_path):
    """encoder_ffn_embed_dim 1,500,000 was refused for "max_positions = 128, more than its weights hold"."""
    state = torch.load(REPO / "tests/data/checkpoints_f898d5f/xlm_e/checkpoint.pt", weights_only=True)
    state["cfg"]["model"]["encoder_ffn_embed_dim"] = 1_500_000
    path = tmp_path / "crafted.pt"
    torch.save(state, path)
    with pytest.raises(UntrustedCheckpointError) as caught:
        checkpoint_utils.load_checkpoint_to_cpu(str(path))
    assert "encoder_ffn_embed_dim = 1,500,000" in str(caught.value) and "max_positions" not in str(caught.value)


# 3. a data-bin index is received input


def index_bytes(sizes, pointers, code=4):  # code 4: int32 tokens
    count = len(sizes)
    return (b"MMIDIDX\x00\x00" + struct.pack("<Q", 1) + struct.pack("<B", code) + struct.pack("<Q", count)
            + np.array(sizes, dtype=np.int32).tobytes() + np.array(pointers, dtype=np.int64).tobytes())


@pytest.mark.parametrize("case, match", [
    ("claims", "item 1 starts at byte 0, where the items before it end at 8,589,934,588"),
    ("negative", "item 0 has the size -5"),
    ("short", "declares 22 items but holds 21"),
    ("header", "a cached index, not fairseq's mmap format"),
])
def test_every_item_of_an_index_is_checked_before_fairseq_maps_it(tmp_path, case, match):
    """22 items of which 21 claim 2^31 - 1 tokens (a 290-byte .idx, a 176-byte .bin) made
    fairseq-train ask for 5.3 GiB: only the last item was compared with the .bin."""
    from fairseq.data import Dictionary, data_utils

    prefix = tmp_path / "train"
    (tmp_path / "train.bin").write_bytes(b"\0" * 176)
    sizes, pointers = [2 ** 31 - 1] * 21 + [44], [0] * 21 + [0]
    if case == "negative":
        sizes[0] = -5
    body = index_bytes(sizes, pointers)
    if case == "short":
        body = body[:-12]
    if case == "header":
        body = b"MMIDIDY" + body[7:]
    (tmp_path / "train.idx").write_bytes(body)
    assert os.path.getsize(tmp_path / "train.idx") <= 290
    with pytest.raises(reader.ReceivedFileError, match=match) as caught:
        data_utils.load_indexed_dataset(str(prefix), Dictionary())
    assert "\n" not in str(caught.value) and str(tmp_path / "train.idx") in str(caught.value)
    (tmp_path / "train.idx").write_bytes(index_bytes([30, 14], [0, 120]))
    dataset = data_utils.load_indexed_dataset(str(prefix), Dictionary())  # kept: its sizes view its map
    assert list(dataset.sizes) == [30, 14]


def test_fairseqs_own_task_gets_the_index_check(tmp_path):
    """fairseq's own masked_lm (fairseq-train --task masked_lm --user-dir fairseq_xl) loads its data
    through the checked index too: the crafted one is refused before any memory is asked for."""
    from types import SimpleNamespace

    from fairseq.tasks.masked_lm import MaskedLMConfig, MaskedLMTask

    dictionary(tmp_path, [f"w{i}" for i in range(30)])
    (tmp_path / "train.bin").write_bytes(b"\0" * 176)
    (tmp_path / "train.idx").write_bytes(index_bytes([2 ** 31 - 1] * 21 + [44], [0] * 22))
    task = MaskedLMTask.setup_task(OmegaConf.structured(MaskedLMConfig(data=str(tmp_path), tokens_per_sample=32)))
    task.args = SimpleNamespace()
    with pytest.raises(reader.ReceivedFileError, match=f"{tmp_path / 'train.idx'}: item 1 starts at byte 0"):
        task.load_dataset("train")


@pytest.mark.parametrize("vocab_size, wrong", [(100, 700), (2 ** 40, -3)])  # uint16 tokens; int64 tokens
def test_token_ids_outside_the_dictionary_are_named_where_they_are_read(tmp_path, vocab_size, wrong):
    """A .bin binarized with a larger dictionary than DATA's dict.txt (a dictionary swapped or cut) ended in
    ``IndexError: index out of range in self`` inside the model's embedding (measured with mrtd's CLI; on a GPU, a
    device-side assert): through fairseq's own masked_lm, the item is refused in one line naming the .bin, the
    item and the id (and so is any item of its block: they are checked together). Data within the dictionary
    reads as written; read without a dictionary (the evaluations' readers) nothing is checked; a data-loader
    worker started by pickling keeps the check."""
    import pickle
    from types import SimpleNamespace

    from fairseq.data import data_utils, indexed_dataset
    from fairseq.tasks.masked_lm import MaskedLMConfig, MaskedLMTask

    dictionary(tmp_path, [f"w{i}" for i in range(6)])  # 4 special symbols, 6 words, <mask>: 11 ids
    for split, items in (("valid", ([4, 5, 2], [6, 9, 10, 2])), ("train", ([4, 5, 2], [6, 9, 10, 2], [7, wrong, 2]))):
        builder = indexed_dataset.make_builder(str(tmp_path / f"{split}.bin"), "mmap", vocab_size=vocab_size)
        for tokens in items:
            builder.add_item(torch.tensor(tokens))
        builder.finalize(str(tmp_path / f"{split}.idx"))
    task = MaskedLMTask.setup_task(OmegaConf.structured(MaskedLMConfig(data=str(tmp_path), tokens_per_sample=32,
                                                                       seed=1)))
    task.args = SimpleNamespace()
    task.load_dataset("train")
    with pytest.raises(reader.ReceivedFileError, match=f"{tmp_path / 'train.bin'}: item 2 holds the token id "
                                                       f"{wrong:,}, but the dictionary it is read with "
                                                       f"\\({tmp_path / 'dict.txt'}\\) has 11 symbols") as caught:
        [task.dataset("train")[i] for i in range(len(task.dataset("train")))]
    assert "\n" not in str(caught.value)
    good = data_utils.load_indexed_dataset(str(tmp_path / "valid"), task.source_dictionary)
    assert [good[i].tolist() for i in range(2)] == [[4, 5, 2], [6, 9, 10, 2]]
    checked = data_utils.load_indexed_dataset(str(tmp_path / "train"), task.source_dictionary)
    with pytest.raises(reader.ReceivedFileError, match="item 2 holds .*dict.txt"):  # item 0's block holds item 2
        pickle.loads(pickle.dumps(checked))[0]
    with pytest.raises(reader.ReceivedFileError, match="item 2 holds"):
        data_utils.load_indexed_dataset(str(tmp_path / "train"), task.source_dictionary)[-1]
    assert data_utils.load_indexed_dataset(str(tmp_path / "train"), None)[2].tolist() == [7, wrong, 2]


DICTIONARIES = {  # how dict.txt is made: what the refusal says
    "zero": (lambda path, secret: path.symlink_to("/dev/zero"), r"a link out of .* \(to /dev/zero\)"),
    "fifo": (lambda path, secret: os.mkfifo(path), "a device, FIFO or socket, not a regular file"),
    "link": (lambda path, secret: path.symlink_to(secret), "a link out of"),
    "large": (lambda path, secret: (path.touch(), os.truncate(path, 2 ** 28 + 1)), "more than the 268,435,456 a "
              "dictionary may hold; refused unread"),
    "utf8": (lambda path, secret: path.write_bytes(b"a 5\nb\xff 4\n"), "line 2 is not UTF-8"),
    "format": (lambda path, secret: path.write_text("a 5\nb\n"), "Incorrect dictionary format.*\"b\""),
    "twice": (lambda path, secret: path.write_text("a 5\na 4\n"), "Duplicate word found .*'a'"),
}


@contextlib.contextmanager
def bounded_memory(more: int = 2 ** 30):
    """This process's address space bounded at ``more`` bytes above what it uses now: a reader that would take all
    the memory (fairseq's of /dev/zero) ends in ``MemoryError`` instead."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as statm:
        used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    resource.setrlimit(resource.RLIMIT_AS, (used + more, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@pytest.mark.parametrize("case", DICTIONARIES)
def test_a_dictionary_is_read_by_the_gate(tmp_path, case):
    """fairseq read dict.txt with ``open`` and ``readlines``: linked to /dev/zero it read one endless line until
    the memory was gone, a FIFO blocked the run forever, a link out of the data folder was read where it
    pointed, a bad line was named without its file. Through fairseq's own masked_lm, each is one line naming the
    file, read within a bound of 1 GB more address space (where fairseq's reader took it all) and 10 s."""
    from fairseq.tasks.masked_lm import MaskedLMConfig, MaskedLMTask

    from fairseq_xl.guards.errors import REFUSALS

    data, secret = tmp_path / "data", tmp_path / "secret"
    data.mkdir()
    secret.write_text("a 5\n")
    make, match = DICTIONARIES[case]
    make(data / "dict.txt", secret)
    config = OmegaConf.structured(MaskedLMConfig(data=str(data), tokens_per_sample=32))
    started = time.monotonic()
    with bounded_memory(), pytest.raises(REFUSALS, match=match) as caught:
        MaskedLMTask.setup_task(config)
    assert time.monotonic() - started < 10
    assert "\n" not in str(caught.value) and str(data / "dict.txt") in str(caught.value)
    (data / "dict.txt").unlink()
    dictionary(data, ["a", "b"])
    assert MaskedLMTask.setup_task(config).dictionary.symbols[-3:] == ["a", "b", "<mask>"]


@pytest.mark.parametrize("case", ["zero", "fifo", "link"])
def test_raw_text_data_is_taken_only_as_a_regular_file_inside_its_folder(tmp_path, case):
    """``--dataset-impl raw``: fairseq's ``IndexedRawTextDataset`` opened the text as it found it (a FIFO blocked
    it forever, a text linked to /dev/zero was one endless line)."""
    from fairseq.data import Dictionary, data_utils

    data, secret = tmp_path / "data", tmp_path / "secret"
    data.mkdir()
    secret.write_text("a b\n")
    DICTIONARIES[case][0](data / "train", secret)
    with bounded_memory(), pytest.raises(reader.ReceivedFileError, match=DICTIONARIES[case][1]):
        data_utils.load_indexed_dataset(str(data / "train"), Dictionary(), "raw")
    (data / "train").unlink()
    (data / "train").write_text("a b\nb\n")
    assert list(data_utils.load_indexed_dataset(str(data / "train"), Dictionary(), "raw").sizes) == [3, 2]


@pytest.mark.parametrize("task", ["sentence_prediction", "sentence_ranking"])
def test_fairseqs_label_files_are_read_by_the_reader(tmp_path, task):
    """The label files fairseq's ``sentence_prediction`` (regression) and ``sentence_ranking`` open with Python's
    ``open`` and ``readlines``: through the modules' own ``open``, a FIFO and a link out of the folder are
    refused, a label file is read as before, and a write is Python's."""
    import importlib

    opened = importlib.import_module(f"fairseq.tasks.{task}").open
    label, secret = tmp_path / "label", tmp_path / "secret"
    label.mkdir()
    secret.write_text("1\n")
    os.mkfifo(label / "train.label")
    (label / "valid.label").symlink_to(secret)
    with pytest.raises(reader.ReceivedFileError, match="a device, FIFO or socket"):
        opened(str(label / "train.label"))
    with pytest.raises(reader.ReceivedFileError, match="a link out of"):
        opened(str(label / "valid.label"))
    with opened(str(label / "test.label"), "w") as handle:
        handle.write("0.5 1\n2\n")
    with opened(str(label / "test.label")) as handle:
        assert handle.readlines() == ["0.5 1\n", "2\n"]


# 4. nothing a received folder links to ends up in an output


def test_a_link_out_of_the_data_folder_is_not_copied_into_the_output(tmp_path, data_bin):
    """prepare_classification.sh copied DATA's files into DEST through links: codes -> a secret."""
    data = tmp_path / "data"
    data.mkdir()
    for name in ("dict.txt", "spm.model"):
        (data / name).write_bytes((data_bin / name).read_bytes())
    secret = tmp_path / "secret"
    secret.write_text("SECRET-4711\n")
    (data / "codes").symlink_to(secret)
    task = tmp_path / "task"
    task.mkdir()
    for split, lines in (("train", 40), ("test", 10)):
        text = (REPO / "corpus/transfer" / f"{split}.en").read_text(encoding="utf-8").splitlines()[:lines]
        (task / f"{split}.en").write_text("\n".join(text) + "\n", encoding="utf-8")
    dest = tmp_path / "dest"
    done = run(["bash", "preprocess/prepare_classification.sh", task, data, dest], check=False)
    assert done.returncode != 0 and f"{data}/codes: a link out of {data} (to {secret})" in done.stderr, done.stderr
    assert not dest.exists() and not (tmp_path / "dest.partial").exists()
    assert not [path for path in tmp_path.rglob("*") if path.is_file() and not path.is_symlink()
                and path != secret and b"SECRET-4711" in path.read_bytes()]


def link_after(step: str, argument: str, target: Path, secret: Path, folder: Path) -> dict:
    """The environment of a pipeline run whose ``PYTHON`` replaces ``target`` with a link to ``secret`` once the Python
    step ``step`` has run with ``argument`` as its first argument ("" : before any step): a later step that reads
    ``target`` by name, or outside its folder, would encode the secret into the output. Each step's script, first
    argument and exit status are written to ``folder/steps``."""
    target_, secret_, steps = (shlex.quote(str(path)) for path in (target, secret, folder / "steps"))
    if not step:
        os.remove(target)
        target.symlink_to(secret)
    return after_each_step(folder, f'''echo "$(basename "${{1:-}}") ${{2:-}} $status" >> {steps}
if [[ "${{1:-}}" == */{step} && "${{2:-}}" == {shlex.quote(argument)} && ! -L {target_} ]]; then
  rm {target_}; ln -s {secret_} {target_}
fi''')


@pytest.mark.parametrize("pipeline, step, argument, reader_of", [
    ("xlm_e", "", "", "check_text.py"),  # a link there from the start
    ("xlm_e", "check_text.py", "mono", "spm.py train"),  # the links below come after the check
    ("xlm_e", "spm.py", "train", "spm.py encode"),
    ("xlm_e fastbpe", "check_text.py", "mono", "moses.py"),
    ("marge", "chunk_documents.py", "--docs", "spm.py train"),
    ("marge", "spm.py", "train", "chunk_documents.py"),
    ("classification", "", "", "split_classification.py"),
    ("classification labels", "", "", "split_classification.py"),  # LABELS=: a classifier's label_dict.txt
])
def test_raw_text_is_encoded_from_the_checked_read_inside_its_folder(tmp_path, data_bin, pipeline, step, argument,
                                                                     reader_of):
    """A raw corpus is received input too (an unpacked archive can hold links): the pipelines encoded whatever
    ``RAW/mono/train.de`` linked to into DEST (its lines in ``spm/train.de`` and the .bin files), and after their check
    each step read the text again by name (``spm.py encode < FILE``, SentencePiece's trainer given paths, ``grep`` of
    MARGE's documents). Now every step that reads the text reads it through ``check_text.checked_lines``, inside its
    folder: a link put there before or after the check is refused by the step that meets it (``reader_of``)."""
    secret = tmp_path / "secret"
    secret.write_text("".join(f"SECRET-4711 line {i}\n" for i in range(300)), encoding="utf-8")
    raw, dest, env = tmp_path / "raw", tmp_path / "dest", {"VOCAB_SIZE": "120"}
    if pipeline.startswith("xlm_e"):
        (raw / "mono").mkdir(parents=True)
        for lang in ("en", "de"):
            lines = (REPO / "corpus/mono" / f"train.{lang}").read_text(encoding="utf-8").splitlines()[:300]
            (raw / "mono" / f"train.{lang}").write_text("\n".join(lines) + "\n", encoding="utf-8")
        command, target = ["bash", "preprocess/prepare_xlm_e_data.sh", raw, dest], raw / "mono/train.de"
        env.update(BPE="fastbpe" if pipeline.endswith("fastbpe") else "sentencepiece")
    elif pipeline == "marge":
        (raw / "docs").mkdir(parents=True)
        for name in ("train.en", "train.de", "train.ids"):
            (raw / "docs" / name).write_bytes((REPO / "corpus/docs" / name).read_bytes())
        command, target = ["bash", "preprocess/prepare_marge_data.sh", raw, dest], raw / "docs/train.de"
        env.update(NUM_SHARDS="2")
    else:
        raw.mkdir()
        for split, lines in (("train", 40), ("test", 10)):
            text = (REPO / "corpus/transfer" / f"{split}.en").read_text(encoding="utf-8").splitlines()[:lines]
            (raw / f"{split}.en").write_text("\n".join(text) + "\n", encoding="utf-8")
        command, target = ["bash", "preprocess/prepare_classification.sh", raw, data_bin, dest], raw / "test.en"
        if pipeline.endswith("labels"):
            (tmp_path / "labels").mkdir()
            target = tmp_path / "labels/label_dict.txt"
            target.write_text("".join(f"{label} 1\n" for label in ("contradiction", "entailment", "neutral")))
            env.update(LABELS=str(target))
    (tmp_path / "bin").mkdir()
    env.update(link_after(step, argument, target, secret, tmp_path / "bin"))
    done = run(command, check=False, env=env)
    assert done.returncode != 0 and f"{target}: a link out of {target.parent} (to {secret})" in done.stderr, \
        done.stdout + done.stderr
    steps = (tmp_path / "bin/steps").read_text().splitlines()
    assert steps[-1].startswith(reader_of) and steps[-1].endswith(" 1") and all(
        line.endswith(" 0") for line in steps[:-1]), steps  # refused by the first step to read the link
    assert "SECRET-4711" not in done.stdout + done.stderr
    assert not dest.exists() and not (tmp_path / "dest.partial").exists()
    assert not [path for path in tmp_path.rglob("*") if path.is_file() and not path.is_symlink()
                and path != secret and b"SECRET-4711" in path.read_bytes()]


def test_a_task_files_name_is_checked_before_it_becomes_a_split(tmp_path, data_bin):
    """``TASK/test.LANG``'s LANG names the split ``test_LANG``, and the splits go to fairseq-preprocess as one
    comma-separated ``--testpref``: ``test.de,x`` was split there, into ``.../test_de`` (a traceback: no such file) and
    ``x.input0``, a path in the working folder. Now a name that is not train.LANG or test.LANG stops the pipeline in
    one line."""
    task = tmp_path / "task"
    task.mkdir()
    for name, source in (("train.en", "train.en"), ("test.de,x", "test.de"), ("SOURCES", "SOURCES")):
        lines = (REPO / "corpus/transfer" / source).read_text(encoding="utf-8").splitlines()[:40]
        (task / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = run(["bash", "preprocess/prepare_classification.sh", task, data_bin, tmp_path / "dest"], check=False)
    assert done.returncode != 0 and done.stderr.strip().splitlines() == [
        f"error: {task}/test.de,x: not train.LANG or test.LANG (LANG of letters and _, as prepare_xlm_e_data.sh's); "
        "rename it"], done.stderr
    assert not (tmp_path / "dest").exists() and not (tmp_path / "dest.partial").exists()


def test_a_compressed_archive_that_expands_past_its_bound_is_refused_unread(tmp_path):
    """A model archive is bounded by its own size: a gzip bomb (a member of 64 MB of zeros in a tar.gz
    of about 64 KB) is refused at its first header."""
    import io
    import tarfile

    from fairseq import file_utils

    from fairseq_xl.guards.errors import UnsafeArchiveError

    path = tmp_path / "model.tar.gz"
    with tarfile.open(path, "w:gz") as tar:
        info = tarfile.TarInfo("model/model.pt")
        info.size = 64 * 2 ** 20
        tar.addfile(info, io.BytesIO(bytes(info.size)))
    assert path.stat().st_size < 200_000
    started = time.monotonic()
    with pytest.raises(UnsafeArchiveError, match="its members expand to more than"):
        file_utils.load_archive_file(str(path))
    assert time.monotonic() - started < 2


# 5. one line for every malformed input


@pytest.mark.parametrize("content, message", [
    (struct.pack("<Q", 2 ** 40) + b"\0" * 4 + b"x" * 8000, "record 1 claims 1,099,511,627,776 bytes"),
    (struct.pack("<Q", 5) + b"\0" * 4 + b"\xff" * 5 + b"\0" * 4 + b"z" * 5000, "record 1 is not a TensorBoard event"),
])
def test_plot_logs_gives_one_line_for_a_damaged_event_file(tmp_path, capsys, content, message):
    from fairseq_xl import plot_logs

    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "events.out.tfevents.1").write_bytes(content)
    with pytest.raises(SystemExit) as done:
        plot_logs.main([str(tmp_path / "logs"), "-o", str(tmp_path / "out.png")])
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert done.value.code == 2 and message in error, error


def test_received_text_files_get_one_line(tmp_path, data_bin, monkeypatch):
    """A dictionary count '²' (str.isdigit, not int), an invalid SentencePiece model, a results line
    nested past Python's parser: each one line naming the file, no traceback."""
    dictionary = tmp_path / "dict.txt"
    dictionary.write_text("a 5\nb ²\n", encoding="utf-8")
    (tmp_path / "copies").mkdir()
    done = run(["python", "preprocess/check_vocabulary.py", "--dict", dictionary, "--spm", data_bin / "spm.model",
                "--out", tmp_path / "copies"], check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"{dictionary}, line 2: 'b ²' is not 'SYMBOL COUNT'" in done.stderr, done.stderr
    (tmp_path / "bad.model").write_bytes(b"\x0a\xff\xff not a protobuf")
    done = run(["python", "preprocess/spm.py", "encode", "--model", tmp_path / "bad.model"], check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"{tmp_path / 'bad.model'}: not a SentencePiece model (Error parsing" in done.stderr, done.stderr
    (tmp_path / "empty.model").write_bytes(b"")  # parses, as a model without pieces: SentencePiece failed on encode
    done = run(["python", "preprocess/spm.py", "encode", "--model", tmp_path / "empty.model"], check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"{tmp_path / 'empty.model'}: not a SentencePiece model (no pieces)" in done.stderr, done.stderr
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare
    results = tmp_path / "results.jsonl"
    results.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(ValueError, match=f"{results}, line 1: JSON nested deeper than it can be read"):
        compare.read_results(results)


# the gate's own readers, directly


def test_the_one_reader_reads_regular_files_inside_their_folder_and_no_more(tmp_path):
    """``guards/reader``: a link out of a received folder, a FIFO (the open must not block), a folder and a
    file over its kind's limit are refused in one line; a file is read only up to the size it had when
    opened; ``copy_in`` copies no link out."""
    folder, secret = tmp_path / "received", tmp_path / "secret"
    folder.mkdir()
    secret.write_text("SECRET")
    (folder / "codes").symlink_to(secret)
    (folder / "inside").write_text("mine")
    (folder / "alias").symlink_to(folder / "inside")
    os.mkfifo(folder / "pipe")
    with pytest.raises(reader.ReceivedFileError, match=f"codes: a link out of {folder} \\(to {secret}\\)"):
        reader.read_bytes(folder / "codes", str(folder))
    assert reader.read_text(folder / "alias", str(folder)) == "mine"  # a link inside the folder is its file
    with pytest.raises(reader.ReceivedFileError, match="pipe: a device, FIFO or socket, not a regular file"):
        reader.read_bytes(folder / "pipe")
    with pytest.raises(reader.ReceivedFileError, match="a folder, not a regular file"):
        reader.read_bytes(folder)
    with pytest.raises(reader.ReceivedFileError, match="4 bytes, more than the 3 a file may hold"):
        reader.read_bytes(folder / "inside", limit=3)
    with reader.open_binary(folder / "inside") as handle:
        with open(folder / "inside", "a") as grow:
            grow.write("x" * 100)
        assert handle.read() == b"mine"
    with pytest.raises(reader.ReceivedFileError, match="a link out of"):
        reader.copy_in(folder / "codes", str(folder), tmp_path / "copy")
    assert not (tmp_path / "copy").exists()


def test_the_literal_reader_bounds_what_a_string_allocates():
    """``no_eval.literal``: fairseq's own defaults read; a list grown past 1M items by repetition or by
    concatenation is refused before it is made."""
    from fairseq_xl.guards.no_eval import literal

    assert literal("[(512, 10, 5)] + [(512, 3, 2)] * 4") == [(512, 10, 5)] + [(512, 3, 2)] * 4
    assert literal("(0.9, 0.98)") == (0.9, 0.98) and literal("-1e-8") == -1e-8
    for text in ("[0] * 2000000", " + ".join(["[0] * 900000"] * 3), "2 ** 10", "len([])", "[0][0]"):
        with pytest.raises(UntrustedCheckpointError, match="is not a Python literal"):
            literal(text)


def test_a_checkpoint_with_a_compressed_entry_is_refused_unread(tmp_path):
    """torch.save stores every zip entry as it is; a compressed one (a zip bomb's way) is refused before
    torch unpacks anything."""
    import zipfile

    path = tmp_path / "compressed.pt"
    torch.save({"model": {"w": torch.zeros(1000)}}, path)
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(tmp_path / "bomb.pt", "w", zipfile.ZIP_DEFLATED) as bomb:
        for entry in source.infolist():
            bomb.writestr(entry.filename, source.read(entry.filename))
    with pytest.raises(UntrustedCheckpointError, match="is compressed .* refused \\(nothing was unpacked\\)"):
        checkpoint_utils.load_checkpoint_to_cpu(str(tmp_path / "bomb.pt"))


def aliased_checkpoint(path, copies: int) -> int:
    """A checkpoint of ``copies`` weights of 1 MB whose zip directory points every weight's record at the
    first one's bytes (each entry stored, none compressed): the file holds 1 MB, torch would unpack
    ``copies``. Returns the file's size."""
    import io
    import zipfile
    import zlib

    saved = io.BytesIO()
    torch.save({"model": {f"w{index}": torch.full((250_000,), float(index)) for index in range(copies)}}, saved)
    source = zipfile.ZipFile(saved)
    names = [entry.filename for entry in source.infolist()]
    first = next(name for name in names if name.endswith("/data/0"))
    out, records, directory = io.BytesIO(), {}, []
    for name in names:
        if "/data/" in name and name != first:
            continue
        data, encoded = source.read(name), name.encode()
        records[name] = (out.tell(), zlib.crc32(data), len(data))
        out.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, 0, 0, zlib.crc32(data), len(data), len(data),
                              len(encoded), 0) + encoded + data)
    for name in names:
        offset, crc, size = records.get(name, records[first])
        directory.append(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 0, 0, 0, crc, size, size,
                                     len(name.encode()), 0, 0, 0, 0, 0, offset) + name.encode())
    start = out.tell()
    out.write(b"".join(directory))
    out.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(names), len(names), out.tell() - start, start, 0))
    path.write_bytes(out.getvalue())
    return len(out.getvalue())


def test_a_checkpoint_whose_entries_share_their_bytes_is_refused_unread(tmp_path):
    """Zip entries each stored, but every weight's record pointing at the same bytes: unpacked, the file would
    become ``copies`` times its size (a 1 MB file, 40 MB; with 100,000 records, 100 GB). Refused before torch
    unpacks anything; an honest checkpoint whose two weights share one storage still reads."""
    path = tmp_path / "aliased.pt"
    assert aliased_checkpoint(path, 40) < 1_100_000
    with pytest.raises(UntrustedCheckpointError, match="'archive/data/1' does not start bytes of its own"):
        checkpoint_utils.load_checkpoint_to_cpu(str(path))
    shared = torch.arange(6.0)
    torch.save({"model": {"a": shared, "b": shared.view(2, 3)}}, tmp_path / "shared.pt")
    from fairseq_xl.guards import received

    state = received.read_checkpoint(tmp_path / "shared.pt")
    assert state["model"]["b"].tolist() == [[0, 1, 2], [3, 4, 5]]
    assert state["model"]["a"].untyped_storage().data_ptr() == state["model"]["b"].untyped_storage().data_ptr()


def test_weights_whose_bytes_overlap_in_the_file_are_refused(tmp_path):
    """The gate maps a checkpoint and gives each weight its own memory, giving the mapped pages back as it goes;
    torch maps the size the pickle names from where a record starts, so a pickle that names more than its record
    would make two weights share bytes (and the second read pages already given back). Refused in one line."""
    import io
    import zipfile

    from fairseq_xl.guards import received

    saved = io.BytesIO()
    torch.save({"model": {"a": torch.zeros(1000), "b": torch.ones(1000)}}, saved)
    source = zipfile.ZipFile(saved)
    with zipfile.ZipFile(tmp_path / "overlap.pt", "w", zipfile.ZIP_STORED) as crafted:
        for entry in source.infolist():
            data = source.read(entry.filename)
            if entry.filename.endswith("data.pkl"):  # the first storage's 1000 values named as 2000
                data = data.replace(b"M\xe8\x03", b"M\xd0\x07", 1)
            crafted.writestr(entry, data)
    with pytest.raises(UntrustedCheckpointError, match="a weight whose bytes overlap another's at model.b"):
        received.read_checkpoint(tmp_path / "overlap.pt")
