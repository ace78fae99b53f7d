"""Shared fixtures: a small slice of the embedded corpus, binarized once by the real pipeline,
and helpers that run fairseq's console scripts."""
import ctypes
import json
import math
import os

# Triton's kernels (fairseq_xl/modules/gated_attention_kernel.py) run in its CPU interpreter here: the
# variable is read when a kernel is defined, so it is set before anything imports them.
os.environ.setdefault("TRITON_INTERPRET", "1")
import shlex
import shutil
import statistics
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from fairseq import checkpoint_utils

import forked
import fairseq_xl  # noqa: F401  (registers the plugin's tasks and models, checkpoint safety)

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
LANGS = ("en", "de", "ru")
PAIRS = ("en-de", "en-ru")

FILE_SECONDS = json.loads((Path(__file__).parent / "file_seconds.json").read_text())


def pytest_collection_modifyitems(items):
    """The longest test files first (``file_seconds.json``, measured; files not in it last, in their order):
    pytest-xdist hands whole files to its workers in this order (tests/run.sh: ``--dist loadfile
    --no-loadscope-reorder``), so that the last file a worker takes is a short one, not a long one that
    keeps the other worker waiting."""
    items.sort(key=lambda item: -FILE_SECONDS.get(item.nodeid.split("::")[0], 0.0))


if os.environ.get("PYTEST_XDIST_WORKER"):
    # Parallel workers (tests/run.sh: one per core) and the fairseq processes they start run
    # one thread each: torch's default of a thread per core in every process makes them spin
    # against each other (see train_workers below).
    os.environ["OMP_NUM_THREADS"] = "1"
    torch.set_num_threads(1)


def run(command, cwd=REPO, check=True, env=None, timeout=600, fresh=False):
    """Run a command (a console script of this environment if it names one); return it done.
    A Python program runs forked from a process that has imported torch and the libraries
    fairseq needs (tests/forked.py: a process of its own, 3-4 s of imports fewer); anything else, or
    ``fresh=True``, as a new interpreter."""
    program = BIN / command[0]
    environment = dict(os.environ, PATH=f"{BIN}:{os.environ['PATH']}", PYTHONPATH=str(REPO), **(env or {}))
    python = forked.enabled() and not fresh and forked.program(command, BIN)
    command = [str(program) if program.exists() else command[0], *map(str, command[1:])]
    if forked.enabled() and not fresh:  # the Python programs a program or pipeline starts fork from a server too
        environment = forked.pipeline_environment(environment, BIN)
    if python:
        done = forked.run(command, *python, cwd=cwd, environment=environment, timeout=timeout)
    else:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=environment, timeout=timeout)
    if check and done.returncode != 0:
        raise AssertionError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout[-3000:]}\n"
                             f"{done.stderr[-5000:]}")
    return done


def json_logs(output: str, tag: str):
    """The json log records of fairseq-train whose tag ('train_inner', 'valid', ...) matches."""
    records = []
    for line in output.splitlines():
        if f"| INFO | {tag} |" in line:
            records.append(json.loads(line.split(f"| INFO | {tag} | ", 1)[1]))
    return records


def mean(records, key):
    """The mean of one logged value over json log records."""
    return statistics.mean(float(record[key]) for record in records)


def write_slice(src: Path, dst: Path, lines: int):
    with open(src, encoding="utf-8") as handle:
        head = [next(handle) for _ in range(lines)]
    dst.write_text("".join(head), encoding="utf-8")


def after_each_step(folder: Path, then: str) -> dict:
    """The environment of a pipeline run whose ``PYTHON`` is a wrapper in ``folder``: each Python step runs (with the
    PATH's python: run()'s fork server where it serves the pipeline), then the bash lines ``then``, with the step's
    arguments as "$@" and its exit status as $status, which the wrapper returns."""
    wrapper = folder / "python"
    wrapper.write_text(f'''#!/usr/bin/env bash
python "$@"; status=$?
{then}
exit $status
''', encoding="utf-8")
    wrapper.chmod(0o755)
    return {"PYTHON": str(wrapper)}


def read_once(paths, folder: Path, step: str) -> dict:
    """Copies of the received files ``paths`` in ``folder`` (by their names), and the environment of a pipeline run
    that removes them once its Python step ``step`` (``check_vocabulary.py``, ``copy_in.py``) has read them
    (``after_each_step``): a pipeline that read one of them again after that step fails."""
    folder.mkdir()
    copies = [folder / Path(path).name for path in paths]
    for path, copy in zip(paths, copies):
        shutil.copy(path, copy)
    return after_each_step(folder, f'[[ "${{1:-}}" != */{step} ]] || rm -f '
                                   + " ".join(shlex.quote(str(copy)) for copy in copies))


@pytest.fixture(scope="session")
def raw_corpus(tmp_path_factory):
    """A slice of corpus/ (3 languages, one in Cyrillic script; 2 language pairs)."""
    root = tmp_path_factory.mktemp("raw")
    (root / "mono").mkdir()
    (root / "para").mkdir()
    for lang in LANGS:
        write_slice(REPO / "corpus/mono" / f"train.{lang}", root / "mono" / f"train.{lang}", 1200)
        write_slice(REPO / "corpus/mono" / f"valid.{lang}", root / "mono" / f"valid.{lang}", 100)
    for pair in PAIRS:
        for lang in pair.split("-"):
            for split, lines in (("train", 1200), ("valid", 100), ("test", 200)):
                name = f"{split}.{pair}.{lang}"
                write_slice(REPO / "corpus/para" / name, root / "para" / name, lines)
    return root


@pytest.fixture(scope="session")
def data_bin(raw_corpus, tmp_path_factory):
    dest = tmp_path_factory.mktemp("bin") / "data-bin"
    run(["bash", "preprocess/prepare_xlm_e_data.sh", raw_corpus, dest],
        env={"VOCAB_SIZE": "1000", "PYTHON": sys.executable})
    return dest


@pytest.fixture
def data_copy(data_bin, tmp_path):
    """A private copy of the binarized data, for tests that damage it."""
    copy = tmp_path / "data-bin"
    shutil.copytree(data_bin, copy)
    return copy


MARGE_CHUNK = 64


@pytest.fixture(scope="session")
def marge_bin(tmp_path_factory):
    """corpus/docs (108 man pages in 5 languages) prepared for MARGE: chunks of at most
    MARGE_CHUNK tokens, 4 shards of about 22 pages each (a page and its translations share one)."""
    raw = tmp_path_factory.mktemp("marge_raw")
    shutil.copytree(REPO / "corpus/docs", raw / "docs")
    dest = raw.parent / "marge_bin"
    run(["bash", "preprocess/prepare_marge_data.sh", raw, dest],
        env={"VOCAB_SIZE": "2000", "PYTHON": sys.executable, "CHUNK_TOKENS": str(MARGE_CHUNK), "NUM_SHARDS": "4"})
    return raw, dest


TRAIN_FLAGS = [
    "--user-dir", REPO / "fairseq_xl", "--arch", "xlm_e_tiny", "--criterion", "replaced_token_detection",
    "--tokens-per-sample", "512", "--max-tokens", "2048", "--optimizer", "adam", "--adam-betas", "(0.9,0.98)",
    "--lr", "2e-3", "--lr-scheduler", "polynomial_decay", "--warmup-updates", "20", "--total-num-update", "300",
    "--clip-norm", "2.0",
    "--log-format", "json", "--log-interval", "20", "--cpu", "--num-workers", "0", "--seed", "3",
    "--no-epoch-checkpoints", "--no-progress-bar",
]


def said_in_one_line(done, message: str, program: str = "fairseq-train") -> None:
    """A refusal (``guards.one_line``): exit status 1 and, as the last line of standard error, ``PROGRAM: error:``
    with ``message`` in it; no traceback."""
    last = (done.stderr.strip().splitlines() or [""])[-1]
    assert done.returncode == 1 and last.startswith(f"{program}: error: ") and message in last, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]


def train(data, save_dir, *extra, check=True, env=None):
    return run(["fairseq-train", data, "--save-dir", save_dir, *TRAIN_FLAGS, *extra], check=check, env=env)


def assert_same_checkpoints(first, second):
    """Two checkpoints' model states hold the same tensors, bit for bit (resume tests)."""
    states = [torch.load(path, map_location="cpu", weights_only=True)["model"] for path in (first, second)]
    assert states[0].keys() == states[1].keys()
    for key in states[0]:
        assert torch.equal(states[0][key], states[1][key]), key
    return states[0]


def example(name: str):
    """``examples/NAME.py`` as a module (the examples are scripts, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, REPO / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def binarize(folder, lines, dictionary_path, splits=("train", "valid"), pieces=None):
    """``lines`` binarized in ``folder`` as ``fairseq-preprocess --only-source --srcdict DICT`` writes them, each split
    the same lines, with that ``dict.txt`` beside them (in process: no fairseq start-up); ``pieces``: a
    SentencePiece model that encodes each line first."""
    from fairseq.data import Dictionary, indexed_dataset

    if pieces is not None:
        import sentencepiece

        processor = sentencepiece.SentencePieceProcessor(model_file=str(pieces))
        lines = [" ".join(processor.encode(line, out_type=str)) for line in lines]
    dictionary = Dictionary.load(str(dictionary_path))
    folder.mkdir(parents=True)
    shutil.copy(dictionary_path, folder / "dict.txt")
    for split in splits:
        builder = indexed_dataset.make_builder(str(folder / f"{split}.bin"), "mmap", len(dictionary))
        for line in lines:
            builder.add_item(dictionary.encode_line(line, add_if_not_exist=False))
        builder.finalize(str(folder / f"{split}.idx"))


def hf_standin():
    """``examples/hf_standin.py`` as a module (the stand-ins of Hugging Face releases)."""
    return example("hf_standin")


def classifier_config(release, folder, config_class, labels):
    """A stand-in release's folder copied to ``folder`` without its weights, and its config (``config_class``) as a
    sequence classifier's of ``labels`` ({output: name}), for the weights a test's classifier saves there."""
    shutil.copytree(release, folder)
    (folder / "model.safetensors").unlink()
    return config_class.from_pretrained(folder, id2label=labels, label2id={name: i for i, name in labels.items()})


def moved_and_saved(model, folder):
    """A stand-in's model with every weight moved away from its initial value (so that a weight mapped to the
    wrong place, or left at its initialisation, shows), saved again in ``folder``; returned in float64, eval."""
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.add_(0.05 * torch.randn_like(parameter))
    model.save_pretrained(folder, safe_serialization=True)
    return model.double().eval()


def peak_resident(load, size: int):
    """The kernel's peak of this process's resident memory while ``load()`` runs (reset first), above what it held
    before, as a multiple of ``size`` bytes."""
    def resident(field: str) -> int:
        with open("/proc/self/status", encoding="ascii") as status:  # reader: ours (the process's own status)
            return next(int(line.split()[1]) for line in status if line.startswith(field)) * 1024

    ctypes.CDLL(None).malloc_trim(0)  # what the process freed before goes back: it serves no weight of the load
    with open("/proc/self/clear_refs", "w", encoding="ascii") as peak_reset:
        peak_reset.write("5")
    before = resident("VmRSS:")
    loaded = load()
    return loaded, (resident("VmHWM:") - before) / size


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def train_workers(data, save_dir, *flags, world=2):
    """fairseq-train as ``world`` gloo ranks on the CPU, one process each (fairseq cannot
    spawn CPU ranks itself); returns every rank's output (fairseq logs on rank 0). One thread
    per rank: ranks with a thread per core each spin against each other on 2 cores (one
    MARGE index took 12 s instead of 0.3 s). Under the test workers each rank forks from the
    socket fork server (``forked.pipeline_environment``: its `fairseq-train` first on PATH),
    as a pipeline's programs do, instead of importing torch and fairseq afresh."""
    port = free_port()
    environment = dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1")
    if forked.enabled():
        environment = forked.pipeline_environment(environment, BIN)
    program = shutil.which("fairseq-train", path=environment["PATH"]) if forked.enabled() else BIN / "fairseq-train"
    procs = []
    for rank in range(world):
        command = [program, data, "--save-dir", save_dir, *flags,
                   "--distributed-world-size", world, "--distributed-rank", rank,
                   "--distributed-init-method", f"tcp://127.0.0.1:{port}", "--distributed-no-spawn",
                   "--distributed-backend", "gloo", "--ddp-backend", "legacy_ddp", "--device-id", "0"]
        procs.append(subprocess.Popen([str(part) for part in command], cwd=REPO, stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, text=True, env=environment))
    outputs = [proc.communicate(timeout=300)[0] for proc in procs]
    assert all(proc.returncode == 0 for proc in procs), "\n".join(output[-3000:] for output in outputs)
    return outputs


def evaluate_encoder(checkpoint, data, raw_corpus):
    """Both evaluations on ``checkpoint`` through the scripts' loader: retrieval of the en-ru test
    pairs (every layer), then transfer (200 English training sentences, one epoch, tested on
    English and Russian). Returns (retrieval by layer, transfer accuracy by language)."""
    from fairseq_xl.hub import load_hub
    from fairseq_xl.evaluation.retrieval import evaluate_pairs
    from fairseq_xl.evaluation.transfer import finetune_accuracy, read_examples

    hub = load_hub(str(checkpoint), str(data))
    read = lambda path: path.read_text(encoding="utf-8").splitlines()  # noqa: E731
    retrieval = evaluate_pairs(hub, read(raw_corpus / "para/test.en-ru.en"), read(raw_corpus / "para/test.en-ru.ru"))
    sentences, labels = read_examples(REPO / "corpus/transfer/train.en")
    train = sentences[:200], labels[:200]
    transfer = finetune_accuracy(hub, train, {"en": train, "ru": read_examples(REPO / "corpus/transfer/test.ru")},
                                 epochs=1)
    return retrieval, transfer


def check_bf16_run(done, save_dir):
    """A ``--bf16 --cpu`` fairseq-train run (repairs/precision_flags.py: ``--bf16`` no longer implies ``--tpu``):
    fairseq's config says bfloat16 and no TPU, every logged loss is finite, and the checkpoint
    (float32 on disk) loads through fairseq's loader as a float32 model."""
    output = done.stdout + done.stderr
    assert "'bf16': True" in output and "'tpu': False" in output
    records = json_logs(output, "train_inner")
    losses = [record["loss"] for record in records] + [record["train_loss"] for record in json_logs(output, "train")]
    assert losses and all(math.isfinite(float(loss)) for loss in losses), losses
    models, _, _ = checkpoint_utils.load_model_ensemble_and_task([str(save_dir / "checkpoint_last.pt")])
    assert {parameter.dtype for parameter in models[0].parameters()} == {torch.float32}
    return records


def fuzz_folder(convert, release, config: dict, keys, files, values, seed: str, work, cases: int = 8,
                refusals=(), control: bool = False) -> dict:
    """A received folder's import, ``convert(folder, out)``, on ``cases`` copies of ``release``, each mutated
    once or twice: one of config.json's ``keys`` given one of ``values``, one of ``files`` replaced by a link out
    of the folder, a folder or nothing, or config.json made another JSON type; with ``control``, case 0 as it
    came. Each case imports or is refused in one line (``refusals`` beside the checkpoint errors), leaving no
    output, within 20 s, never with more than a few hundred MB of new memory, never copying the secret the links
    point at. Returns how many imported and how many were refused."""
    import random
    import resource
    import time

    from fairseq_xl.guards.errors import CHECKPOINT_ERRORS

    secret = work / "secret"
    secret.write_text("SECRET")
    rng = random.Random(seed)
    outcomes = {"imported": 0, "refused": 0}
    for case in range(cases):
        folder = work / f"case{case}"
        shutil.copytree(release, folder)
        mutated = dict(config)
        for _ in range(0 if control and case == 0 else rng.randint(1, 2)):
            kind = rng.randrange(4)
            if kind < 2 and isinstance(mutated, dict):
                mutated[rng.choice(sorted(keys))] = rng.choice(values)
            elif kind == 2:
                name = rng.choice(files)
                (folder / name).unlink(missing_ok=True)
                rng.choice([lambda: (folder / name).symlink_to(secret), lambda: (folder / name).mkdir(),
                            lambda: None])()
            else:
                mutated = rng.choice([[], "x", mutated])
        if (folder / "config.json").is_file():
            (folder / "config.json").write_text(json.dumps(mutated))
        out = work / f"out{case}"
        before, started = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, time.monotonic()
        try:
            convert(str(folder), str(out))
            outcomes["imported"] += 1
        except (*CHECKPOINT_ERRORS, *refusals) as error:
            assert "\n" not in str(error).strip() and not out.exists(), (case, mutated, error)
            outcomes["refused"] += 1
        assert time.monotonic() - started < 20, case
        assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 400_000, case
        assert not [path for path in out.rglob("*") if path.is_file() and b"SECRET" in path.read_bytes()]
    return outcomes
