"""One reader for every received byte (issue 52): the package's and the scripts' code, read with ``ast``,
opens files only through ``fairseq_xl/guards/reader.py``. Any other call that reads a file (``open``
for reading, ``Path.read_text``/``read_bytes``/``open``, ``torch.load``, ``pickle``, ``numpy.load`` /
``memmap`` / ``fromfile``, ``json.load(s)``, ``tarfile``/``zipfile``/``gzip`` opens, ``shutil``'s
copies, safetensors' and SentencePiece's loaders, but for a model parsed in Python first) fails this
test, naming the line; but for the gate's own modules, which hold the few readers that need a format's
library, and the lines marked ``# reader: ours`` (a script reading a file it wrote itself in the same
run), each listed here."""
import ast
import json
import sys

from conftest import REPO, TRAIN_FLAGS, run

ROOTS = ("fairseq_xl", "examples", "preprocess", "benchmarks")
GATE = {  # module: the reading calls it is allowed, each for one format
    "fairseq_xl/guards/reader.py": {"os.open", "open", "json.loads", "gzip.GzipFile", "shutil.copyfileobj",
                                    "os.sendfile"},
    "fairseq_xl/guards/received.py": {"torch.load", "zipfile.ZipFile", "safe_open", "os.fdopen"},
    "fairseq_xl/guards/archives.py": {"tarfile.open", "os.open", "shutil.copyfileobj"},
    "fairseq_xl/guards/native_inputs.py": {".LoadFromSerializedProto"},  # reader.read_sentencepiece_proto's model
    "fairseq_xl/guards/data_index.py": {"np.memmap"},  # maps the files reader opened (their descriptors)
    "fairseq_xl/guards/data_text_files.py": {".open"},  # builtins.open for fairseq's writes; its reads go to reader
}
OURS = {  # file: how many lines read what the script itself wrote or ships (``# reader: ours``)
    "examples/compare.py": 1,
    "fairseq_xl/hf/export.py": 2,
    "benchmarks/gpu_kit.py": 1,
    "benchmarks/import_memory.py": 4,
    "benchmarks/learning_per_token.py": 3,
    "benchmarks/recipe_speed_table.py": 2,
    "benchmarks/resume_memory.py": 1,
}
READERS = {"torch.load", "pickle.load", "pickle.loads", "np.load", "numpy.load", "np.memmap", "numpy.memmap",
           "np.fromfile", "numpy.fromfile", "json.load", "json.loads", "tarfile.open", "zipfile.ZipFile",
           "gzip.open", "gzip.GzipFile", "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree",
           "shutil.copyfileobj", "os.open", "os.sendfile", "load_file", "safe_open"}
WRITE_MODES = set("wax")
SENTENCEPIECE_LOADS = ("Load", "LoadFromFile", "LoadFromSerializedProto")  # a processor's own loaders


def dotted(node) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{dotted(node.value)}.{node.attr}"
    return ""


def mode_of(call: ast.Call, position: int):
    """The literal mode argument of an ``open``-like call (None when absent or not a literal)."""
    mode = call.args[position] if len(call.args) > position else next(
        (keyword.value for keyword in call.keywords if keyword.arg == "mode"), None)
    return mode.value if isinstance(mode, ast.Constant) and isinstance(mode.value, str) else None


def reads(call: ast.Call):
    """The name of the reading ``call`` makes, or None for a call that reads no file."""
    name = dotted(call.func)
    if name.startswith(("reader.", "self.reader.")):  # the gate's reader itself
        return None
    if name in READERS or (name.split(".")[-1] in ("load_file", "safe_open") and name):
        return name
    if name in ("open", "os.fdopen"):
        mode = mode_of(call, 1)
        return None if mode and set(mode) & WRITE_MODES else name
    if isinstance(call.func, ast.Attribute):
        if call.func.attr in ("read_text", "read_bytes"):
            return f".{call.func.attr}"
        if call.func.attr == "open" and name not in ("os.open", "tarfile.open", "gzip.open"):
            mode = mode_of(call, 0)
            return None if mode and set(mode) & WRITE_MODES else ".open"
    if name.endswith("SentencePieceProcessor"):
        for keyword in call.keywords:
            if keyword.arg == "model_file":
                return "SentencePieceProcessor(model_file=...)"
            if keyword.arg == "model_proto" and not parsed(keyword.value):
                return "SentencePieceProcessor(model_proto=bytes not parsed in Python)"
    if isinstance(call.func, ast.Attribute) and call.func.attr in SENTENCEPIECE_LOADS:
        return f".{call.func.attr}"
    return None


def parsed(value: ast.expr) -> bool:
    """Whether a model given to SentencePiece's native parser is a message parsed in Python first
    (``reader.read_sentencepiece_proto``, ``read_sentencepiece``), serialised again: ``....SerializeToString()``."""
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and \
        value.func.attr == "SerializeToString"


def findings():
    found, ours = [], {}
    for root in ROOTS:
        for path in sorted((REPO / root).rglob("*.py")):
            relative = str(path.relative_to(REPO))
            text = path.read_text(encoding="utf-8")  # reader: ours (the repository's own code)
            lines = text.splitlines()
            for node in ast.walk(ast.parse(text)):
                if not isinstance(node, ast.Call):
                    continue
                name = reads(node)
                if name is None or name in GATE.get(relative, ()):
                    continue
                if "# reader: ours" in lines[node.lineno - 1]:
                    ours[relative] = ours.get(relative, 0) + 1
                    continue
                found.append(f"{relative}:{node.lineno}: {name}")
    return found, ours


def test_every_file_is_read_through_the_gates_reader():
    found, ours = findings()
    assert found == [], "read these through fairseq_xl/guards/reader.py:\n" + "\n".join(found)
    assert ours == OURS, ours


def test_the_check_sees_a_reader_outside_the_gate(tmp_path, monkeypatch):
    """The check itself: each kind of reader, planted in a copy of a module, is found."""
    planted = ["open(path)", "open(path, 'rb')", "Path(path).read_text()", "torch.load(path)", "json.load(handle)",
               "tarfile.open(path)", "shutil.copy(path, out)", "np.load(path)", "Path(path).open()",
               "os.fdopen(descriptor, 'rb')", "os.sendfile(out, source, 0, size)",
               "sentencepiece.SentencePieceProcessor(model_proto=reader.read_bytes(path))",
               "sentencepiece.SentencePieceProcessor(model_file=path)", "processor.LoadFromFile(path)",
               "processor.Load(model_proto=out)"]
    module = tmp_path / "fairseq_xl" / "planted.py"
    module.parent.mkdir()
    module.write_text("\n".join(f"def f{index}(path, out, handle):\n    return {call}"
                                for index, call in enumerate(planted)) + "\nopen(out, 'w')\n")
    monkeypatch.setattr(__import__(__name__), "REPO", tmp_path)
    monkeypatch.setattr(__import__(__name__), "ROOTS", ("fairseq_xl",))
    found, _ = findings()
    assert len(found) == len(planted), found


def test_at_run_time_every_received_file_is_opened_by_the_reader(data_bin, tmp_path):
    """The same at run time, fairseq's own code included (``tests/audited.py``: every ``open`` of the
    process): training, validating, exporting and importing XLM-E open each file of the data folder,
    of the checkpoint's and of the Hugging Face folder through the reader (a data-bin is mapped from the
    reader's descriptors); never by a path of their own."""
    checkpoints, exported = tmp_path / "checkpoints", tmp_path / "hf"
    checkpoint = checkpoints / "checkpoint_last.pt"
    runs = [(["fairseq_cli.train", data_bin, "--task", "trtd", "--save-dir", checkpoints, *TRAIN_FLAGS,
              "--max-update", "1"], [data_bin], {"dict.txt", "valid.en-de.en.idx", "train.en-de.en.bin"}),
            (["fairseq_cli.validate", data_bin, "--user-dir", REPO / "fairseq_xl", "--task", "trtd", "--path",
              checkpoint, "--cpu", "--max-tokens", "2048"], [data_bin, checkpoints],
             {"checkpoint_last.pt", "dict.txt", "valid.en-ru.ru.bin"}),
            (["fairseq_xl.hf.export", checkpoint, "--data", data_bin, "--out", exported, "--with-generator"],
             [data_bin, checkpoints], {"checkpoint_last.pt", "dict.txt", "spm.model"}),
            (["fairseq_xl.hf.import_xlm_e", exported, "--out", tmp_path / "back"], [exported],
             {"config.json", "model.safetensors", "generator.safetensors", "dict.txt"})]
    out = tmp_path / "opened.json"
    run([sys.executable, REPO / "tests/audited.py", out, json.dumps(
        [{"watch": [str(folder) for folder in watch], "argv": [str(word) for word in argv]}
         for argv, watch, _ in runs])])
    for (argv, _, expected), done in zip(runs, json.loads(out.read_text())):  # reader: ours (the run above)
        assert done["status"] == 0, argv
        by_reader = {opened["file"] for opened in done["opened"] if opened["by"] == "reader"}
        assert expected <= by_reader, (argv[0], sorted(expected - by_reader))
        elsewhere = {f"{opened['file']}: {opened['by']}" for opened in done["opened"]
                     if opened["by"] != "reader"}
        assert not elsewhere, (argv[0], sorted(elsewhere))
