"""Security round 3: what a user receives (a checkpoint, a model archive) goes through one gate
that turns it into plain data and checks it before fairseq or native code sees it
(``fairseq_xl/guards/received.py``, ``archives.py``; docs/checkpoints.md). Each test builds the
attack that worked on f898d5f and requires a one-line refusal with nothing run, opened, fetched,
leaked or written outside."""
import argparse
import errno
import http.server
import io
import os
import pickle
import tarfile
import threading
import time

import pytest
import torch
from fairseq import checkpoint_utils, file_utils

from conftest import REPO, peak_resident
from fairseq_xl.guards import model_size, received, save_dir
from fairseq_xl.guards.errors import CheckpointReadError, UnsafeArchiveError, UntrustedCheckpointError

SAVED = REPO / "tests/data/checkpoints_f898d5f/xlm_e/checkpoint.pt"


def saved_state():
    return torch.load(SAVED, weights_only=True)


def write(tmp_path, state, name="crafted.pt"):
    path = tmp_path / name
    torch.save(state, path)
    return str(path)


def refused(path, match, error=UntrustedCheckpointError):
    with pytest.raises(error, match=match) as caught:
        checkpoint_utils.load_checkpoint_to_cpu(path)
    assert "\n" not in str(caught.value) and str(path) in str(caught.value)
    return str(caught.value)


class Server:
    """An HTTP server on 127.0.0.1 that serves ``files`` and records every request."""

    def __init__(self, files):
        self.requests = []
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                outer.requests.append(("GET", self.path))
                body = files.get(self.path, b"")
                self.send_response(200 if self.path in files else 404)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("ETag", '"1"')
                self.end_headers()
                self.wfile.write(body)

            def do_HEAD(self):
                outer.requests.append(("HEAD", self.path))
                self.send_response(200 if self.path in files else 404)
                self.send_header("ETag", '"1"')
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


# 1. archives


def symlink_chain(path, steps=16):
    """CVE-2025-4517's shape: a chain of links, each named inside the folder, whose resolved path runs
    past PATH_MAX, then a link through it that leaves the folder, then a file written through that."""
    component = "d" * 247
    with tarfile.open(path, "w") as tar:
        prefix = ""
        for step in "abcdefghijklmnop"[:steps]:
            folder = tarfile.TarInfo(os.path.join(prefix, component))
            folder.type = tarfile.DIRTYPE
            tar.addfile(folder)
            link = tarfile.TarInfo(os.path.join(prefix, step))
            link.type, link.linkname = tarfile.SYMTYPE, component
            tar.addfile(link)
            prefix = os.path.join(prefix, component)
        long_link = os.path.join(*"abcdefghijklmnop"[:steps], "l" * 254)
        link = tarfile.TarInfo(long_link)
        link.type, link.linkname = tarfile.SYMTYPE, "../" * steps
        tar.addfile(link)
        escape = tarfile.TarInfo("escape")
        escape.type, escape.linkname = tarfile.SYMTYPE, long_link + "/../.."
        tar.addfile(escape)
        data = b"import os; os.system('touch pwned')\n"
        payload = tarfile.TarInfo("escape/evil.pth")
        payload.size = len(data)
        tar.addfile(payload, io.BytesIO(data))
    return path


def test_a_symlink_chain_past_path_max_is_refused_with_nothing_written(tmp_path):
    inside = tmp_path / "a" / "b"
    inside.mkdir(parents=True)
    path = symlink_chain(inside / "model.tar")
    with pytest.raises(UnsafeArchiveError, match=r"archive member 'a' is a symbolic link; .* refused, nothing ext"):
        file_utils.load_archive_file(str(path))
    written = [found for found in tmp_path.rglob("*") if found.name != "model.tar" and found.is_file()]
    assert written == [] and path.is_file()


def serve_archive(tmp_path, monkeypatch, members):
    """A .tar.gz of ``members`` (3-byte files) served at SERVER.url/model.tar.gz; fairseq's cache in tmp_path."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for member in members:
            info = tarfile.TarInfo(member)
            info.size = 3
            tar.addfile(info, io.BytesIO(b"abc"))
    monkeypatch.setattr(file_utils, "PYTORCH_FAIRSEQ_CACHE", tmp_path / "cache")
    return Server({"/model.tar.gz": buffer.getvalue()})


@pytest.mark.parametrize("name", ["../escaped.txt", "/tmp/fairseq_xl_escaped.txt", "model/../../escaped.txt"])
def test_a_downloaded_archive_goes_through_the_same_gate(tmp_path, monkeypatch, name):
    server = serve_archive(tmp_path, monkeypatch, ("model/model.pt", name))
    try:
        with pytest.raises(UnsafeArchiveError, match=f"archive member '{name}' has a name"):
            file_utils.load_archive_file(server.url + "/model.tar.gz")
    finally:
        server.close()
    assert not (tmp_path / "escaped.txt").exists() and not os.path.exists("/tmp/fairseq_xl_escaped.txt")
    assert ("GET", "/model.tar.gz") in server.requests  # it was fetched, then refused by the same code


def test_a_good_downloaded_archive_is_extracted(tmp_path, monkeypatch):
    server = serve_archive(tmp_path, monkeypatch, ("model/model.pt", "model/dict.txt"))
    try:
        folder = file_utils.load_archive_file(server.url + "/model.tar.gz")
    finally:
        server.close()
    assert sorted(os.listdir(folder)) == ["dict.txt", "model.pt"]


# 2. legacy configs


def legacy_state(**fields):
    """A checkpoint whose config is a legacy argparse Namespace (``args``; ``cfg`` None)."""
    state = saved_state()
    args = argparse.Namespace(**{**state["cfg"]["model"], **state["cfg"]["task"], "arch": "xlm_e_tiny",
                                 "task": "trtd", "criterion": "replaced_token_detection", **fields})
    state.update(args=args, cfg=None)
    return state


def test_a_legacy_config_with_an_environment_interpolation_is_refused_before_conversion(tmp_path, monkeypatch):
    monkeypatch.setenv("FAIRSEQ_XL_SECRET", "s3cr3t-value")
    path = write(tmp_path, legacy_state(activation_fn="${oc.env:FAIRSEQ_XL_SECRET}"))
    message = refused(path, r"an interpolation .* at args.activation_fn")
    assert "s3cr3t-value" not in message


def test_interpolations_that_refer_to_each_other_are_refused_at_once(tmp_path):
    fields = {f"f{level}": f"${{f{level + 1}}}${{f{level + 1}}}" for level in range(6)}
    path = write(tmp_path, legacy_state(**fields, f6="x" * 1000))
    started = time.monotonic()
    refused(path, "an interpolation")
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("place", ["key", "nested_list", "namespace_in_cfg"])
def test_an_interpolation_is_refused_wherever_it_stands(tmp_path, place):
    state = saved_state()
    if place == "key":
        state["cfg"]["common"]["${oc.env:HOME}"] = 1
    elif place == "nested_list":
        state["extra_state"] = {"a": [[{"b": ("${oc.env:HOME}",)}]]}
    else:
        state["cfg"]["model"] = argparse.Namespace(**{**state["cfg"]["model"], "dropout": "${oc.env:HOME}"})
    refused(write(tmp_path, state), "an interpolation")


# 3. nothing a config names is opened or fetched; sizes bounded before any build


def test_a_url_in_a_bpe_section_is_refused_and_never_fetched(tmp_path):
    server = Server({})
    try:
        state = saved_state()
        state["cfg"]["bpe"] = {"_name": "sentencepiece", "sentencepiece_model": server.url + "/spm.model"}
        refused(write(tmp_path, state), r"a URL .* at cfg.bpe.sentencepiece_model")
    finally:
        server.close()
    assert server.requests == []


def test_a_file_a_config_names_is_never_kept(tmp_path):
    state = saved_state()
    state["cfg"]["bpe"] = {"_name": "sentencepiece", "sentencepiece_model": str(tmp_path / "secret")}
    loaded = checkpoint_utils.load_checkpoint_to_cpu(write(tmp_path, state))
    assert loaded["cfg"]["bpe"]["sentencepiece_model"] is None
    given = checkpoint_utils.load_checkpoint_to_cpu(write(tmp_path, state, "again.pt"),
                                                    arg_overrides={"sentencepiece_model": "mine.model"})
    assert given["cfg"]["bpe"]["sentencepiece_model"] == "mine.model"


@pytest.mark.parametrize("field, value", [("encoder_layers", 10 ** 6), ("encoder_layers", 10 ** 12),
                                          ("encoder_embed_dim", 10 ** 9), ("encoder_ffn_embed_dim", 10 ** 9),
                                          ("max_positions", 10 ** 9)])
def test_impossible_sizes_are_refused_before_anything_is_built(tmp_path, field, value):
    state = saved_state()
    state["cfg"]["model"][field] = value
    started = time.monotonic()
    refused(write(tmp_path, state), f"cfg.model.{field} = {value:,}|need at least")
    assert time.monotonic() - started < 5


def test_fairseqs_own_roberta_is_size_checked_too(tmp_path):
    state = saved_state()
    state["cfg"]["model"].update(_name="roberta_base", encoder_ffn_embed_dim=10 ** 9)
    refused(write(tmp_path, state), "encoder_ffn_embed_dim = 1,000,000,000")


def test_the_weights_are_counted_by_the_bytes_the_file_holds(tmp_path):
    state = saved_state()
    name = next(key for key, tensor in state["model"].items() if tensor.dim() == 2)
    state["model"] = {name: torch.zeros(1).expand(10 ** 8)}  # claims 100M values, stores one
    path = write(tmp_path, state)
    assert os.path.getsize(path) < 100_000
    assert received.stored_elements(received.read_checkpoint(path)["model"]) == 1
    refused(path, "its weights hold 1 values|need at least")


# 4. the user's files


def test_only_fairseqs_unfinished_saves_are_removed_by_their_literal_names(tmp_path):
    run, other = tmp_path / "run[1]", tmp_path / "run1"
    run.mkdir()
    other.mkdir()
    for folder in (run, other):
        for name in ("checkpoint_last.pt.tmp", "checkpoint3.pt.tmp", "notes.tmp", "checkpoint_last.pt"):
            (folder / name).write_text("x")
    save_dir.remove_unfinished(str(run))
    assert sorted(os.listdir(run)) == ["checkpoint_last.pt", "notes.tmp"]
    assert len(os.listdir(other)) == 4


# 5. the structure fairseq reads


@pytest.mark.parametrize("change, match", [
    (lambda state: state.update(task_state=[1]), "a list where fairseq reads a dict or None at task_state"),
    (lambda state: state.update(model=[1]), "a list where fairseq reads a dict at model"),
    (lambda state: state.update(cfg=[1]), "a list where fairseq reads a dict or None at cfg"),
    (lambda state: state["cfg"].update(model=7), "a int where fairseq reads a section at cfg.model"),
    (lambda state: state["model"].update(extra="x"), "a str where a weight is a tensor at model.extra"),
])
def test_a_checkpoint_of_the_wrong_shape_gets_one_line(tmp_path, change, match):
    state = saved_state()
    change(state)
    refused(write(tmp_path, state), match)


def test_a_list_at_the_top_is_refused(tmp_path):
    refused(write(tmp_path, [1, 2]), "a list where a checkpoint holds a dict")


def test_non_finite_weights_are_named(tmp_path):
    state = saved_state()
    name = next(iter(state["model"]))
    state["model"][name] = state["model"][name].clone().fill_(float("inf"))
    refused(write(tmp_path, state), f"weight {name} holds", CheckpointReadError)


def test_model_size_bound_is_independent_of_the_numbers():
    section = {"encoder_layers": 10 ** 15, "encoder_embed_dim": 10 ** 15}
    started = time.monotonic()
    with pytest.raises(ValueError, match="more than this machine's"):
        model_size.check_sizes(section, "flags", "--arch xlm_e_tiny")
    assert time.monotonic() - started < 0.1


@pytest.mark.parametrize("section, key, value, declared", [
    ("model", "encoder_layers", [2], "int"), ("model", "dropout", "high", "float"),
    ("task", "tokens_per_sample", {"a": 1}, "int"), ("optimization", "max_update", "soon", "int")])
def test_a_value_of_the_wrong_type_is_refused_naming_its_field(tmp_path, section, key, value, declared):
    """config_types: each section's values merged into its dataclass, the one at fault named; a value
    that converts (the string "2" for an int) loads as fairseq would take it."""
    state = saved_state()
    state["cfg"][section][key] = value
    message = refused(write(tmp_path, state), f"holds cfg.{section}.{key} = ")
    assert f", not a {declared} (" in message
    state = saved_state()
    state["cfg"]["model"]["encoder_layers"] = "2"
    assert checkpoint_utils.load_checkpoint_to_cpu(write(tmp_path, state, "converts.pt"))["cfg"]["model"]


def test_a_checkpoint_checked_then_loaded_is_read_once(tmp_path, monkeypatch):
    """received.held: the kind's check and fairseq's load read the file once (hub.load_hub), each
    getting its own copy of the containers; a file that changed in between is read again."""
    from fairseq_xl import hub
    from fairseq_xl.guards.checkpoint_kind import require_model

    reads, unpickle = [], received._unpickle
    monkeypatch.setattr(received, "_unpickle", lambda path: reads.append(path) or unpickle(path))
    path = write(tmp_path, saved_state())
    with received.held(path):
        first = require_model(path, ["xlm_e"], "a test")
        first["cfg"]["model"]["dropout"] = 0.5
        second = checkpoint_utils.load_checkpoint_to_cpu(path)
    assert len(reads) == 1 and second["cfg"]["model"]["dropout"] != 0.5
    assert all(torch.equal(first["model"][name], second["model"][name]) for name in second["model"])
    with received.held(path):
        require_model(path, ["xlm_e"], "a test")
        torch.save(saved_state(), path + ".new")
        os.replace(path + ".new", path)
        checkpoint_utils.load_checkpoint_to_cpu(path)
    assert len(reads) == 3 and not received._HELD
    monkeypatch.setattr(hub, "text_encoding", lambda data: {"bpe": None})
    loaded = hub.load_hub(str(SAVED), str(SAVED.parent))
    assert len(reads) == 4 and loaded.extract_features(torch.tensor([[0, 5, 6, 2]])).shape == (1, 4, 32)


def test_every_file_field_of_an_allowed_component_is_dropped_from_checkpoints():
    """PATH_FIELDS lists every field through which an allowed BPE, tokenizer, model or task opens a file."""
    import dataclasses
    import re

    from fairseq_xl.guards.checkpoint_config import REGISTRIES, allowed
    from fairseq_xl.guards.config_types import _component_dataclass

    looks_like_a_file = re.compile(r"(^|_)(path|file|codes|vocab|dir)(_|$)|_model$")
    found = set()
    for kind, registry in REGISTRIES.items():
        for name in registry:
            dataclass = _component_dataclass(kind, name) if allowed(kind, name) else None
            for field in dataclasses.fields(dataclass) if dataclass else ():
                if looks_like_a_file.search(field.name):
                    found.add(field.name)
    assert found and found <= set(received.PATH_FIELDS), found - set(received.PATH_FIELDS)


# native code, the user's folders, results files


def test_a_malformed_fastbpe_codes_file_is_named_before_the_cpp_reader(tmp_path):
    from conftest import run

    codes = tmp_path / "codes"
    codes.write_text("e n 10\nlonely\n", encoding="utf-8")
    probe = tmp_path / "probe.py"  # a program of its own: were the check missing, the C++ reader's crash ends it
    probe.write_text("import fairseq_xl, fastBPE, sys; fastBPE.fastBPE(sys.argv[1])\n", encoding="utf-8")
    done = run(["python", probe, codes], check=False)
    assert done.returncode == 1 and f"{codes}, line 2: 'lonely' is not 'LEFT RIGHT COUNT'" in done.stderr
    done = run(["python", probe, tmp_path / "missing"], check=False)
    assert done.returncode == 1 and "missing: no such fastBPE codes file" in done.stderr


FASTBPE_PROBE = """import sys
import fairseq_xl, fastBPE
from fairseq_xl.guards import native_inputs
checked = native_inputs.checked_lines


def rewritten(path, *rest):  # the file changed right after its check, into a line that crashed the C++ reader
    data = checked(path, *rest)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("lonely\\n")
    return data


if sys.argv[2:]:
    native_inputs.checked_lines = rewritten
print(fastBPE.fastBPE(sys.argv[1]).apply(["then"]))
"""


def test_fastbpe_reads_the_codes_that_were_checked_inside_their_folder(tmp_path):
    """A data folder's codes linked out of it are refused unread (the line of the file they named was printed in
    the error), and the C++ reader gets a copy of the bytes that were checked, not the path again."""
    from conftest import run

    secret, data = tmp_path / "secret", tmp_path / "data"
    secret.write_text("TOKEN hunter2\n", encoding="utf-8")
    data.mkdir()
    (data / "codes").symlink_to(secret)
    probe = tmp_path / "probe.py"
    probe.write_text(FASTBPE_PROBE, encoding="utf-8")
    done = run(["python", probe, data / "codes"], check=False)
    assert done.returncode == 1 and f"{data}/codes: a link out of {data} (to {secret})" in done.stderr, done.stderr
    assert "hunter2" not in done.stdout + done.stderr
    codes = data / "good"
    codes.write_text("t h 5\ne n 10\n", encoding="utf-8")
    done = run(["python", probe, codes, "rewrite"], check=False)
    assert done.returncode == 0 and "['th@@ e@@ n']" in done.stdout, (done.returncode, done.stderr[-300:])
    assert codes.read_text(encoding="utf-8") == "lonely\n"  # rewritten after the check, and not what was read


def test_shift_vocabulary_never_follows_a_link_and_takes_any_spelling_of_out(data_copy, tmp_path):
    from conftest import run

    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_rsa").write_text("private")
    (data_copy / ".cache").symlink_to(home)
    out = tmp_path / "shifted"
    done = run(["python", "preprocess/shift_vocabulary.py", data_copy, out], check=False)
    assert done.returncode == 2 and f"{data_copy}/.cache: a symbolic link" in done.stderr
    assert not out.exists() and not (tmp_path / "shifted.partial").exists()
    (data_copy / ".cache").unlink()
    done = run(["python", "preprocess/shift_vocabulary.py", data_copy, f"{out}/"])
    assert (out / "shifted.json").is_file() and not (out / ".partial").exists()
    assert not list(tmp_path.glob("*.partial"))


def test_prepare_takes_dest_with_a_trailing_slash(tmp_path):
    from conftest import run, write_slice

    raw = tmp_path / "raw"
    (raw / "mono").mkdir(parents=True)
    for lang in ("en", "de"):
        write_slice(REPO / f"corpus/mono/train.{lang}", raw / "mono" / f"train.{lang}", 300)
        write_slice(REPO / f"corpus/mono/valid.{lang}", raw / "mono" / f"valid.{lang}", 20)
    dest = tmp_path / "bin"
    run(["bash", "preprocess/prepare_xlm_e_data.sh", raw, f"{dest}//"], env={"VOCAB_SIZE": "200"})
    assert (dest / "dict.txt").is_file() and not (dest / ".partial").exists()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["bin", "raw"]


def test_an_export_that_fails_leaves_nothing_and_can_be_rerun(tmp_path):
    from conftest import run

    data = tmp_path / "data"
    data.mkdir()
    (data / "dict.txt").write_text((REPO / "tests/data/checkpoints_f898d5f/xlm_e/dict.txt").read_text())
    out = tmp_path / "export"
    for _ in range(2):
        done = run(["python", "-m", "fairseq_xl.convert.xlm_e_discriminator", SAVED, "--data", data,
                    "--out", f"{out}/"], check=False)
        assert done.returncode == 2 and f"{data}: no spm.model" in done.stderr and "Traceback" not in done.stderr
        assert sorted(path.name for path in tmp_path.iterdir()) == ["data"]


@pytest.mark.parametrize("line, message", [
    ('{"method": "xlm_e", "seed": 1, "point": "trainX", "minutes": 1, "updates": 0}', "point 'trainX' is neither"),
    ("[1, 2]", "a list, not the object"),
    ('{"method": "xlm_e", "seed": "1", "point": "train1", "minutes": 1, "updates": 5}', "seed is '1', not a int"),
    ('{"method": "xlm_e", "seed": 1, "point": "train1", "minutes": 1}', "updates is None, not a int"),
    ('{"method": "xlm_e", "seed": 1, "point": "train1", "minutes": 1, "updates": 5, "compute": "2"}',
     "compute is '2', not a number"),
    ("{", "not JSON"),
])
def test_a_damaged_results_file_gets_one_line(tmp_path, line, message):
    from conftest import run

    (tmp_path / "results.jsonl").write_text(line + "\n")
    done = run(["python", "examples/compare.py", "--out", tmp_path, "--methods", "xlm_e", "--minutes", "1"],
               check=False)
    assert done.returncode == 2 and f"results.jsonl, line 1: {message}" in done.stderr, done.stderr[-500:]
    assert "Traceback" not in done.stderr


def test_the_save_dir_checks_leave_a_configuration_without_a_path_to_fairseq(monkeypatch):
    """fairseq's own unit tests of ``checkpoint_utils.load_checkpoint`` (its tests/test_train.py) pass
    a configuration whose ``save_dir`` is None, with ``os.path.join`` and ``isfile`` patched: with the
    plugin loaded they reach fairseq's function as without it (issue 55: the plugin's check raised
    TypeError there)."""
    from unittest.mock import MagicMock

    from fairseq import checkpoint_utils
    from omegaconf import OmegaConf

    from fairseq_xl.guards import save_dir

    assert checkpoint_utils.load_checkpoint is save_dir.load_checkpoint
    reached = []
    monkeypatch.setattr(save_dir, "_fairseq_load_checkpoint", lambda cfg, trainer, **kwargs: reached.append(cfg))
    monkeypatch.setattr(os.path, "join", MagicMock())
    monkeypatch.setattr(os.path, "isfile", MagicMock(return_value=True))
    cfg = OmegaConf.create({"save_dir": None, "restore_file": "checkpoint_last.pt", "reset_optimizer": False,
                            "reset_lr_scheduler": False, "reset_dataloader": False, "reset_meters": False})
    checkpoint_utils.load_checkpoint(cfg, MagicMock())
    assert reached == [cfg]


@pytest.fixture
def copies(monkeypatch):
    """The anonymous copies the gate makes while the test runs (a descriptor of each, closed after it)."""
    from fairseq_xl.guards import reader

    made, make_copy = [], reader.anonymous_copy
    monkeypatch.setattr(reader, "anonymous_copy",
                        lambda *args, **kwargs: made.append(os.dup(descriptor := make_copy(*args, **kwargs)))
                        or descriptor)
    yield made
    for copy in made:
        os.close(copy)


def is_mapped(copy: int) -> bool:
    """Whether the process maps the anonymous file ``copy`` (by its inode, in /proc/self/maps)."""
    inode = str(os.fstat(copy).st_ino)
    with open("/proc/self/maps", encoding="ascii", errors="replace") as maps:
        return any("memfd:received" in line and line.split()[4] == inode for line in maps)


def test_a_checkpoint_is_held_once_while_it_is_read(tmp_path, monkeypatch, copies):
    """The gate copies the file once into an anonymous file in memory, which torch maps; each weight then gets its
    own memory as it is checked, and the copy's pages are given back as they are copied. The read's peak memory
    (the kernel's peak of the process's resident memory, reset before each read; weights over glibc's largest
    mmap threshold, so that no freed memory of the process serves them) about once the file, where reading its
    bytes and unpickling tensors from them took twice; the weights are torch.load's bit for bit, views still share
    their storage, and nothing of the copy stays mapped or held."""
    from fairseq_xl.guards import reader

    torch.manual_seed(0)
    big = torch.randn(9_000_000)
    torch.save({"model": {"big": big, "view": big[:1000].view(10, 100), "other": torch.randn(9_000_000)}},
               path := tmp_path / "held_once.pt")
    state, mapped = peak_resident(lambda: received.read_checkpoint(path), os.path.getsize(path))
    assert len(copies) == 1 and not is_mapped(copies[0])
    assert os.fstat(copies[0]).st_blocks * 512 < 0.01 * os.path.getsize(path)
    expected = torch.load(path, weights_only=True)["model"]
    assert all(torch.equal(state["model"][name], value) for name, value in expected.items())
    assert state["model"]["view"].untyped_storage().data_ptr() == state["model"]["big"].untyped_storage().data_ptr()
    del state, expected
    monkeypatch.setattr(reader, "anonymous_copy", lambda *args, **kwargs: None)  # the bytes, then their tensors
    _, read = peak_resident(lambda: received.read_checkpoint(path), os.path.getsize(path))
    assert mapped < 1.3 and read > 1.8, (mapped, read)  # 1.11-1.15 and 1.96-1.98 by hand, idle and loaded


@pytest.mark.parametrize("code, read", [(errno.EINVAL, True), (errno.ENOMEM, False)])
def test_a_copy_the_system_cannot_make_is_read_or_named(tmp_path, monkeypatch, code, read):
    """Where the kernel cannot copy a file into an anonymous file (no such copies: EINVAL), the gate reads its bytes
    instead; where memory runs out, one line names the file."""
    path = write(tmp_path, saved_state())

    def refused_copy(*arguments):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "sendfile", refused_copy)
    if read:
        assert received.read_checkpoint(path)["model"]
    else:
        refused(path, f"cannot be copied into memory \\({os.strerror(code)}", CheckpointReadError)


def test_a_refused_checkpoint_holds_nothing_while_its_error_lives(tmp_path, copies):
    """A checkpoint refused while its weights are checked (a NaN) or unpickled: the anonymous copy of the file
    that torch mapped is given back at once, not when the error and its frames are collected (a caller that keeps
    the error, as pytest.raises does, would hold a checkpoint's size in memory until then)."""
    for name, state in (("nan.pt", {"model": {"a": torch.ones(3), "b": torch.tensor([1.0, float("nan")])}}),
                        ("code.pt", {"model": {"a": torch.ones(3)}, "code": argparse.ArgumentParser})):
        torch.save(state, tmp_path / name)
        with pytest.raises((CheckpointReadError, pickle.UnpicklingError)) as caught:
            received.read_checkpoint(tmp_path / name)
        assert not is_mapped(copies[-1]), (name, caught.value)


def test_a_resumed_checkpoint_is_read_once_for_the_save_dir_check_and_the_trainers_load(tmp_path, monkeypatch):
    """fairseq-train resuming from ``--save-dir``: the plugin's check of the checkpoint's configuration and the
    trainer's load (``checkpoint_utils.load_checkpoint_to_cpu``, the gate) read the file once between them (they read
    it twice: for ``xlm_e_base`` with Adam's state, 1.3 GB more to read before training goes on)."""
    from unittest.mock import MagicMock

    from fairseq import checkpoint_utils
    from omegaconf import OmegaConf

    from fairseq_xl.guards import save_dir

    config = {"task": {"_name": "masked_lm"}, "model": {"_name": "roberta", "encoder_layers": 2}}
    torch.save({"model": {"weight": torch.randn(4, 4)}, "cfg": config, "args": None, "extra_state": {},
                "optimizer_history": [{"criterion_name": "masked_lm", "optimizer_name": "adam", "num_updates": 1,
                                       "lr_scheduler_state": {"best": None}}]}, tmp_path / "checkpoint_last.pt")
    reads, read = [], received._read
    monkeypatch.setattr(received, "_read", lambda path: reads.append(path) or read(path))
    loaded = []
    monkeypatch.setattr(save_dir, "_fairseq_load_checkpoint", lambda cfg, trainer, **kwargs: loaded.append(
        checkpoint_utils.load_checkpoint_to_cpu(os.path.join(cfg.save_dir, "checkpoint_last.pt"))))
    cfg = OmegaConf.create({"save_dir": str(tmp_path), "restore_file": "checkpoint_last.pt", "reset_optimizer": False,
                            "reset_lr_scheduler": False, "reset_dataloader": False, "reset_meters": False})
    checkpoint_utils.load_checkpoint(cfg, MagicMock(checkpoint_suffix="", cfg=OmegaConf.create(config)))
    assert len(reads) == 1 and len(loaded) == 1 and loaded[0]["model"]["weight"].shape == (4, 4)
