"""Fuzz tests of the gates (seeded, bounded in time): random mutations of a real checkpoint's state
through fairseq's loader, and random archives through ``from_pretrained``'s extraction. Every
case ends in a load or a one-line error of the kinds the scripts report (``CHECKPOINT_ERRORS``),
within its time bound; none runs a command, opens a planted path, fetches a URL, or lets an
environment variable's value into what it loads; no archive writes outside its folder or leaves
a link. A failing case prints its seed and mutations, so it can be replayed."""
import argparse
import io
import os
import random
import sys
import tarfile
import tempfile
import time
from pathlib import Path

import pytest
import torch
from fairseq import checkpoint_utils, file_utils

from conftest import REPO, fuzz_folder, hf_standin
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, UnsafeArchiveError

SAVED = REPO / "tests/data/checkpoints_f898d5f"
SECRET = "fuzz-secret-4711"
WATCHED = {"events": None}


def _audit(event, args):
    """Records what the loader does while a case runs: commands, connections, opened paths."""
    if WATCHED["events"] is not None and event in ("open", "os.system", "subprocess.Popen", "socket.connect",
                                                   "os.exec", "os.posix_spawn", "urllib.Request"):
        WATCHED["events"].append((event, str(args[0]) if args else ""))


sys.addaudithook(_audit)


def planted(tmp_path):
    """Values an attacker would put in a config: interpolations, paths, URLs, huge and negative sizes."""
    bait = tmp_path / "bait.txt"
    bait.write_text("bait")
    return bait, ["${oc.env:FAIRSEQ_XL_FUZZ_SECRET}", "${a}${a}", "${oc.decode:'1'}", str(bait),
                  "http://127.0.0.1:9/x", "../../../etc/passwd", 10 ** 12, -(10 ** 9), 2 ** 63, -1, 0, float("nan"),
                  "1e999", True, None, [], {}, "", "x" * 10_000, "__import__('os').system('touch pwned')"]


def containers(value, rng):
    kind = rng.randrange(5)
    return ([value], {"k": value}, (value,), argparse.Namespace(k=value), [[{"k": [value]}]])[kind]


def paths(node, prefix=()):
    """Every (path, value) of the state below the top, for choosing what to mutate."""
    if isinstance(node, dict):
        items = node.items()
    elif isinstance(node, argparse.Namespace):
        items = vars(node).items()
    elif isinstance(node, (list, tuple)):
        items = enumerate(node)
    else:
        return
    for key, value in items:
        yield prefix + (key,), value
        yield from paths(value, prefix + (key,))


def assign(node, path, value):
    for key in path[:-1]:
        node = vars(node)[key] if isinstance(node, argparse.Namespace) else node[key]
    key = path[-1]
    if isinstance(node, argparse.Namespace):
        setattr(node, key, value)
    elif isinstance(node, tuple):
        return False
    else:
        node[key] = value
    return True


def mutate(state, rng, values):
    """One random change of ``state``; its description."""
    candidates = [(path, value) for path, value in paths(state) if path[0] in ("cfg", "args", "model", "task_state")]
    path, old = rng.choice(candidates)
    choice = rng.randrange(6)
    if choice == 0:
        new = rng.choice(values)
    elif choice == 1:
        new = containers(old, rng)
    elif choice == 2 and torch.is_tensor(old) and old.dim() >= 1 and old.numel() > 0:
        new = rng.choice([old.t() if old.dim() == 2 else old.flip(0), old[..., ::2], old.reshape(-1)[:1].expand(
            old.numel() * rng.choice([1, 10 ** 6])), old.to(torch.float16), old.to(torch.int64)])
    elif choice == 3 and isinstance(old, int) and not isinstance(old, bool):
        new = rng.choice([10 ** 9, 10 ** 15, -old, old * 1000, str(old)])
    elif choice == 4:
        new = rng.choice([str(old), [old, old], None, 1.5])
    else:
        new = rng.choice(values)
    return ("/".join(map(str, path)), repr(new)[:60]) if assign(state, path, new) else None


@pytest.fixture
def legacy_args_state():
    """The same checkpoint with a legacy argparse config (``args``; ``cfg`` None)."""
    state = torch.load(SAVED / "xlm_e/checkpoint.pt", weights_only=True)
    state["args"] = argparse.Namespace(**{**state["cfg"]["model"], **state["cfg"]["task"], "arch": "xlm_e_tiny",
                                          "task": "trtd", "criterion": "replaced_token_detection"})
    state["cfg"] = None
    return state


@pytest.mark.parametrize("method", ["xlm_e", "xlnet", "veco", "marge", "legacy"])
def test_mutated_checkpoints_load_or_give_one_line(tmp_path, monkeypatch, method, legacy_args_state):
    monkeypatch.setenv("FAIRSEQ_XL_FUZZ_SECRET", SECRET)
    bait, values = planted(tmp_path)
    folder = SAVED / ("xlm_e" if method == "legacy" else method)
    rng = random.Random(f"fuzz-{method}")
    outcomes, deadline = {"loaded": 0, "refused": 0}, time.monotonic() + 25
    for case in range(40):
        if time.monotonic() > deadline:
            break
        state = legacy_args_state if method == "legacy" else torch.load(folder / "checkpoint.pt", weights_only=True)
        state = torch.load(_saved(tmp_path, state), weights_only=True)  # a fresh copy to mutate
        changes = [change for change in (mutate(state, rng, values) for _ in range(rng.randint(1, 3))) if change]
        path = _saved(tmp_path, state)
        WATCHED["events"] = []
        started = time.monotonic()
        try:
            _, cfg, _ = checkpoint_utils.load_model_ensemble_and_task([path], arg_overrides={"data": str(folder)})
            outcome, text = "loaded", str(cfg)
        except CHECKPOINT_ERRORS as error:
            outcome, text = "refused", str(error)
            assert "\n" not in text.strip(), (case, changes, text)
        except Exception as error:  # noqa: BLE001  (the finding: anything else is a crash)
            pytest.fail(f"case {case} of seed fuzz-{method}: {changes} -> {type(error).__name__}: {error}")
        finally:
            events, WATCHED["events"] = WATCHED["events"], None
        elapsed = time.monotonic() - started
        assert elapsed < 10, (case, changes, elapsed)
        assert SECRET not in text, (case, changes)
        assert not [event for event in events if event[0] != "open"], (case, changes, events)
        assert not [event for event in events if str(bait) in event[1] or "passwd" in event[1]], (case, changes)
        outcomes[outcome] += 1
    assert outcomes["refused"] > 0 and sum(outcomes.values()) >= 20, outcomes


def _saved(tmp_path, state):
    path = tmp_path / "case.pt"
    torch.save(state, path)
    return str(path)


def random_archive(path, rng):
    """A tar of random regular files, folders, symbolic and hard links, odd and long names; the kinds it holds."""
    kinds = set()
    with tarfile.open(path, "w:gz") as tar:
        for index in range(rng.randint(1, 8)):
            depth = rng.randint(0, 3)
            odd = rng.random() < 0.15  # most names are plain; some hold what an attacker puts there
            parts = ["model"] + [rng.choice(["..", ".", "", "c\\d", "/etc"] if odd else ["a", "b", "x" * rng.choice(
                [1, 100, 250])]) for _ in range(depth)] + [f"f{index}"]
            name = "/" + "/".join(parts) if odd and rng.random() < 0.3 else "/".join(parts)
            kind = rng.choice(["file"] * 12 + ["dir"] * 3 + ["symlink", "hardlink", "fifo"])
            info = tarfile.TarInfo(name)
            if kind == "file":
                data = b"x" * rng.randint(0, 100)
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
            else:
                info.type = {"dir": tarfile.DIRTYPE, "symlink": tarfile.SYMTYPE, "hardlink": tarfile.LNKTYPE,
                             "fifo": tarfile.FIFOTYPE}[kind]
                info.linkname = rng.choice(["../../..", "/etc/passwd", "model", "f0", "a/../../x"])
                tar.addfile(info)
            kinds.add(kind)
    return kinds


def test_random_archives_extract_inside_or_are_refused(tmp_path, monkeypatch):
    sandbox = tmp_path / "sandbox"
    extracted = sandbox / "extracted"
    extracted.mkdir(parents=True)
    monkeypatch.setattr(tempfile, "tempdir", str(extracted))
    rng = random.Random("fuzz-archives")
    outcomes = {"extracted": 0, "refused": 0}
    for case in range(80):
        path = sandbox / f"case{case}.tar.gz"
        kinds = random_archive(path, rng)
        before = {found for found in sandbox.rglob("*")}
        try:
            folder = file_utils.load_archive_file(str(path))
            outcome = "extracted"
            assert kinds <= {"file", "dir"}, (case, kinds)
            assert os.path.realpath(folder).startswith(str(extracted)), (case, folder)
        except UnsafeArchiveError as error:
            outcome = "refused"
            assert "\n" not in str(error) and str(path) in str(error), (case, error)
        new = {found for found in sandbox.rglob("*")} - before
        assert all(str(found).startswith(str(extracted)) for found in new), (case, new)
        assert not [found for found in extracted.rglob("*") if found.is_symlink() or not (found.is_file() or
                                                                                            found.is_dir())], case
        assert path.is_file()
        outcomes[outcome] += 1
    assert outcomes["extracted"] >= 10 and outcomes["refused"] >= 10, outcomes
    assert not (REPO / "pwned").exists()


# Round 4's entry points (issue 52): data-bin indexes, TensorBoard event files, results files and a
# Hugging Face XLNet folder, each mutated at random; every case loads within its bounds or is refused
# in one line.


def _one_line(error):
    return "\n" not in str(error).strip()


def test_mutated_data_bin_indexes_load_within_the_bin_or_give_one_line(tmp_path):
    from fairseq.data import Dictionary, data_utils, indexed_dataset

    from fairseq_xl.guards.reader import ReceivedFileError

    rng = random.Random("fuzz-index")
    builder = indexed_dataset.make_builder(str(tmp_path / "good.bin"), "mmap", vocab_size=1000)
    for length in [rng.randint(0, 30) for _ in range(40)]:
        builder.add_item(torch.randint(0, 1000, (length,)))
    builder.finalize(str(tmp_path / "good.idx"))
    good_index, good_bin = (tmp_path / "good.idx").read_bytes(), (tmp_path / "good.bin").read_bytes()
    dictionary = Dictionary()  # the 1,000 ids the tokens were drawn from (the token-id check reads each item)
    for symbol in range(1000 - len(dictionary)):
        dictionary.add_symbol(f"w{symbol}")
    outcomes = {"loaded": 0, "refused": 0}
    for case in range(150):
        index, binary = bytearray(good_index), bytearray(good_bin)
        for _ in range(rng.choice([0, 0, 1, 2, 3])):  # some cases left as fairseq wrote them
            choice = rng.randrange(5)
            if choice == 0 and index:  # a byte anywhere
                index[rng.randrange(len(index))] = rng.randrange(256)
            elif choice == 1:  # a size or pointer set to an extreme
                at = 26 + 4 * rng.randrange(40) if rng.random() < 0.5 else 26 + 160 + 8 * rng.randrange(40)
                width = 4 if at < 186 else 8
                index[at:at + width] = rng.choice([2 ** 31 - 1, 2 ** 32 - 1, 0, 7]).to_bytes(8, "little")[:width]
            elif choice == 2:  # the count
                index[18:26] = rng.choice([0, 41, 2 ** 40, 39]).to_bytes(8, "little")
            elif choice == 3 and index:
                index = index[:rng.randrange(len(index))]
            else:
                binary = binary[:rng.randrange(len(binary) + 1)] + b"\0" * rng.choice([0, 0, 2, 100])
        prefix = tmp_path / f"case{case}"
        Path(f"{prefix}.idx").write_bytes(bytes(index))
        Path(f"{prefix}.bin").write_bytes(bytes(binary))
        try:
            dataset = data_utils.load_indexed_dataset(str(prefix), dictionary)
            if dataset is None:
                continue
            assert int(dataset.sizes.astype("int64").sum()) * 2 <= len(binary), case  # uint16 tokens
            assert sum(len(dataset[i]) for i in range(len(dataset))) == int(dataset.sizes.sum())
            outcomes["loaded"] += 1
            del dataset
        except ReceivedFileError as error:
            assert _one_line(error) and str(prefix) in str(error), (case, error)
            outcomes["refused"] += 1
    assert outcomes["refused"] >= 50 and outcomes["loaded"] >= 20, outcomes


def test_mutated_event_files_and_results_files_give_data_or_one_line(tmp_path):
    import struct

    from fairseq_xl.guards.reader import ReceivedFileError
    from fairseq_xl.plot_logs import read_tensorboard

    sys.path.insert(0, str(REPO / "examples"))
    try:
        import compare
    finally:
        sys.path.remove(str(REPO / "examples"))
    rng = random.Random("fuzz-events")
    outcomes = {"read": 0, "refused": 0}
    for case in range(80):
        logdir = tmp_path / f"events{case}"
        logdir.mkdir()
        records = []
        for _ in range(rng.randint(1, 4)):
            data = bytes(rng.randrange(256) for _ in range(rng.randint(0, 40)))
            length = rng.choice([len(data), len(data), 2 ** rng.randint(10, 63), 0])
            records.append(struct.pack("<Q", length) + b"\0" * 4 + data + b"\0" * 4)
        (logdir / "events.out.tfevents.x").write_bytes(b"".join(records) + b"\0" * rng.choice([0, 5000]))
        try:
            read_tensorboard(str(logdir))
            outcomes["read"] += 1
        except ReceivedFileError as error:
            assert _one_line(error), (case, error)
            outcomes["refused"] += 1
    pieces = ['{"method": "xlm_e"', '"seed": 1', '"point": "train1"', '"minutes": 1.5}', "[", "]", "{", "}", '"x"',
              "1e999", "NaN", "null", ",", ":", "[" * 5000, "\ud800"]
    for case in range(120):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        path = tmp_path / f"results{case}.jsonl"
        path.write_text(line + "\n", encoding="utf-8", errors="surrogatepass")
        try:
            compare.read_results(path)
            outcomes["read"] += 1
        except ValueError as error:
            assert _one_line(error) and str(path) in str(error), (case, line[:80], error)
            outcomes["refused"] += 1
    assert outcomes["refused"] >= 100 and outcomes["read"] >= 10, outcomes


@pytest.mark.parametrize("kind", ["xlnet", "xlm-roberta", "xlm-roberta classifier", "xlm-roberta-xl"])
def test_mutated_hugging_face_folders_import_or_give_one_line(tmp_path, kind):
    """``import_xlnet``'s and ``import_xlmr``'s folders (a masked-LM model, a sequence classifier, XL's): config.json's
    values of any type or size, its files replaced by links out, folders or nothing; each case imports or is
    refused in one line, within 20 s, never with more than a few hundred MB of new memory."""
    import json

    from fairseq_xl.hf import import_xlmr, import_xlnet

    standin = hf_standin()
    release = tmp_path / "release"
    torch.manual_seed(0)
    if kind == "xlnet":
        standin.make_release(str(release), 300, 300, d_model=16, n_layer=1, n_head=2, d_inner=24, mem_len=0,
                             dropout=0.0)
        module, files = import_xlnet, ["spiece.model", "model.safetensors", "tokenizer_config.json"]
    else:
        standin.make_xlmr_release(str(release), 300, 300, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=24, max_position_embeddings=66,
                                  labels=("a", "b", "c") if kind.endswith("classifier") else (),
                                  xl=kind == "xlm-roberta-xl")
        module, files = import_xlmr, ["sentencepiece.bpe.model", "model.safetensors", "tokenizer.json"]
    config = json.loads((release / "config.json").read_text())
    values = [None, True, -1, 0, 1.5, "5", [], {}, 10 ** 6, 10 ** 12, 2 ** 63, "gelu", "x" * 1000, "xlm-roberta-xl",
              {"0": "a b", "1": None, "x": "\x1b[2J"}]
    outcomes = fuzz_folder(module.convert, release, config, module.CONFIG_TYPES, files, values, f"fuzz-{kind}",
                           tmp_path, refusals=(KeyError,))
    assert outcomes["refused"] >= 4, outcomes
