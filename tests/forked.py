"""Run a Python program of this environment as a fork of a process that has imported its
libraries already (tests/forkserver.py), instead of a fresh interpreter.

A fresh `fairseq-train` spends 4-5 s importing torch, fairseq (scikit-learn with it) and
torch._dynamo before it reads its first flag, and most slow tests start several such
processes. The fork server imports those libraries once per test worker and nothing of this
repository; each program runs in a child forked from it, a process of its own (argv, working
directory, environment, stdout and stderr, exit status) whose plugin, fairseq console module
and program code run for the first time, as in a fresh interpreter. ``FAIRSEQ_XL_TEST_FORK=0``
runs every command as a fresh interpreter instead, as does a run whose processes are not of one
thread each (a process with threads is not forked)."""
import atexit
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SERVER = Path(__file__).with_name("forkserver.py")
_server = None


def enabled():
    """Whether run() forks: not when asked not to, nor where processes run several threads."""
    return os.environ.get("FAIRSEQ_XL_TEST_FORK", "1") != "0" and os.environ.get("OMP_NUM_THREADS") == "1"


def program(command, bin_dir: Path):
    """What ``command`` runs in Python, as (kind, name, argv): ("module", NAME) for `python -m
    NAME`, ("path", FILE) for `python FILE.py` or a console script of this environment (a
    Python file in its bin/); None for anything else (bash, `python -c`, other programs)."""
    head, args = str(command[0]), [str(part) for part in command[1:]]
    if head in ("python", sys.executable):
        if len(args) > 1 and args[0] == "-m":
            return "module", args[1], [args[1], *args[2:]]
        if args and args[0].endswith(".py"):
            return "path", args[0], args
        return None
    script = bin_dir / head
    if script.is_file() and not head.startswith("python"):
        with open(script, "rb") as handle:
            first = handle.readline()
        if first.startswith(b"#!") and b"python" in first:
            return "path", str(script), [str(script), *args]
    return None


def server():
    """This worker's fork server, started at the first use; ended with the worker."""
    global _server
    if _server is None or _server.poll() is not None:
        _server = subprocess.Popen([sys.executable, str(SERVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   text=True, bufsize=1)
        atexit.register(stop, _server)
    return _server


_socket_server = None


def pipeline_environment(environment: dict, bin_dir: Path) -> dict:
    """``environment`` for a shell pipeline whose `python` (and ``PYTHON`` where it names this
    interpreter) and fairseq console scripts run as children of this worker's socket fork server
    (tests/forkclient.py): a folder of those names first on its PATH."""
    global _socket_server
    if _socket_server is None or _socket_server[0].poll() is not None:
        folder = Path(tempfile.mkdtemp(prefix="forkshims"))
        client = Path(__file__).with_name("forkclient.py")
        scripts = {"python": "", "python3": ""}
        for script in sorted(bin_dir.glob("fairseq-*")):
            scripts[script.name] = f"--script {script} "
        for name, head in scripts.items():
            (folder / name).write_text(f'#!/bin/sh\nexec "$FAIRSEQ_XL_REAL_PYTHON" -I -S {client} {head}"$@"\n')
            (folder / name).chmod(0o755)
        address = str(folder / "socket")
        forks = subprocess.Popen([sys.executable, str(SERVER), "--socket", address], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True, bufsize=1)
        if forks.stdout.readline().strip() != "ready":
            raise RuntimeError(f"the test socket fork server did not start (status {forks.wait()})")
        atexit.register(stop, forks)
        _socket_server = forks, folder
    folder = _socket_server[1]
    shimmed = dict(environment, PATH=f"{folder}{os.pathsep}{environment.get('PATH', '')}",
                   FAIRSEQ_XL_REAL_PYTHON=sys.executable, FAIRSEQ_XL_FORK_SOCKET=str(folder / "socket"))
    if shimmed.get("PYTHON") == sys.executable:
        shimmed["PYTHON"] = str(folder / "python")
    return shimmed


def stop(forks):
    """End the fork server: its input closes, it leaves its loop, and it is waited for."""
    forks.stdin.close()
    forks.wait(timeout=60)


def run(command, kind, name, argv, cwd, environment, timeout):
    """``subprocess.run(command, capture_output=True, text=True, ...)`` for a Python program,
    as a child of the fork server; returns the same ``CompletedProcess``."""
    with tempfile.NamedTemporaryFile() as stdout, tempfile.NamedTemporaryFile() as stderr:
        forks = server()
        forks.stdin.write(json.dumps({"kind": kind, "name": name, "argv": argv, "cwd": str(cwd), "env": environment,
                                      "stdout": stdout.name, "stderr": stderr.name, "timeout": timeout}) + "\n")
        forks.stdin.flush()
        answer = forks.stdout.readline()
        if not answer:
            raise RuntimeError(f"the test fork server ended (status {forks.wait()}) running {command}")
        answer = json.loads(answer)
        if answer["timed_out"]:
            raise subprocess.TimeoutExpired(command, timeout)
        outputs = [Path(handle.name).read_text(encoding="utf-8", errors="replace") for handle in (stdout, stderr)]
    return subprocess.CompletedProcess(command, os.waitstatus_to_exitcode(answer["status"]), *outputs)
