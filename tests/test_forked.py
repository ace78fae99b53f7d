"""tests/forked.py: a program run in a child of the fork server behaves as in a fresh interpreter:
the same stdout, stderr and exit status for a program that reports what a fresh process would
show it (argv, sys.path, working directory, environment, the root logger after importing fairseq
and the plugin, warnings, repairs.precision_flags' wrapper of fairseq-train, at-exit handlers, threads that
outlive the main one), that exits with a status, that raises, and for a fairseq console script."""
import re
import subprocess
import sys
import time

import pytest

import forked
from conftest import BIN, REPO, run

PROBE = r'''
import atexit, logging, os, sys, threading, time, warnings
print("argv", sys.argv[1:], os.path.basename(sys.argv[0]))
print("path", sys.path[:2])
print("cwd", os.getcwd(), "env", os.environ.get("PROBE_VALUE"))
import fairseq_cli.train
import fairseq_xl  # noqa: F401
import torch._dynamo  # noqa: F401  (as a training program's first optimizer does: see tests/forkserver.py)
print("convert wrapped", getattr(fairseq_cli.train.convert_namespace_to_omegaconf, "fairseq_xl_precision", False))
print("root", logging.root.level, [(type(h).__name__, getattr(h.stream, "name", None)) for h in logging.root.handlers])
logging.getLogger("probe").info("an info line")
warnings.warn("a user warning")
print("filters", len(warnings.filters))
atexit.register(lambda: print("at exit"))
threading.Thread(target=lambda: (time.sleep(0.2), print("thread done"))).start()
code = sys.argv[1]
if code == "raise":
    raise RuntimeError("raised")
sys.exit(int(code))
'''


@pytest.fixture
def probe(tmp_path):
    (tmp_path / "probe.py").write_text(PROBE)
    (tmp_path / "where").mkdir()
    return tmp_path


@pytest.mark.skipif(not forked.enabled(), reason="the fork server runs where each process has one thread")
@pytest.mark.parametrize("code", ["3", "raise"])  # sys.exit(0) takes the path of sys.exit(3)
def test_a_forked_program_is_a_fresh_process_to_itself(probe, code):
    command = ["python", probe / "probe.py", code, "x y"]
    kind = forked.program(command, BIN)
    assert kind and kind[0] == "path"
    results = [run(command, cwd=probe / "where", check=False, env={"PROBE_VALUE": "v"}, fresh=fresh)
               for fresh in (False, True)]
    outputs = [(done.returncode, *(re.sub(r"\d\d:\d\d:\d\d", "TIME", text) for text in (done.stdout, done.stderr)))
               for done in results]
    assert outputs[0][0] == outputs[1][0]
    assert outputs[0][1].splitlines() == outputs[1][1].splitlines()
    assert outputs[0][2].splitlines() == outputs[1][2].splitlines()
    returncode, stdout, stderr = outputs[0]
    assert returncode == {"3": 3, "raise": 1}[code]
    assert "convert wrapped True" in stdout and "at exit" in stdout and "thread done" in stdout
    assert f"path ['{probe}', '{REPO}']" in stdout
    assert "a user warning" in stderr and ("RuntimeError: raised" in stderr) == (code == "raise")


PLUGIN_FIRST = r'''
import logging, sys
print("fairseq before the program", "fairseq" in sys.modules, "fairseq.trainer" in sys.modules)
from fairseq_xl.guards import reader  # noqa: F401  (imports fairseq: its modules' basicConfig calls act)
from fairseq.dataclass.configs import DistributedTrainingConfig
print("root", logging.root.level, [(type(h).__name__, getattr(h.stream, "name", None)) for h in logging.root.handlers])
logging.getLogger("probe").debug("a debug line")
import fairseq
device_id = DistributedTrainingConfig().device_id
print("spec", fairseq.__spec__.origin.endswith("fairseq/__init__.py"), "device id", device_id)
'''


@pytest.mark.skipif(not forked.enabled(), reason="the fork server runs where each process has one thread")
def test_fairseq_is_imported_by_the_program_as_in_a_fresh_process(tmp_path):
    """The fork server has imported fairseq but holds it back (tests/forkserver.py, HeldImport): a
    program that imports it without configuring logging first gets the root logger its modules set
    (DEBUG, to stderr), as a fresh process; one whose environment sets a variable fairseq reads when
    imported (LOCAL_RANK: the default device id) gets that value (it runs as a fresh interpreter)."""
    (tmp_path / "plugin_first.py").write_text(PLUGIN_FIRST)
    command = ["python", tmp_path / "plugin_first.py"]
    forked_run, fresh_run = (run(command, cwd=tmp_path, fresh=fresh) for fresh in (False, True))
    assert (forked_run.returncode, forked_run.stdout, forked_run.stderr) == (
        fresh_run.returncode, fresh_run.stdout, fresh_run.stderr)
    lines = ["fairseq before the program False False", "root 10 [('StreamHandler', '<stderr>')]",
             "spec True device id 0"]
    assert forked_run.stdout.splitlines() == lines and "DEBUG:probe:a debug line" in forked_run.stderr
    ranked = run(command, cwd=tmp_path, env={"LOCAL_RANK": "3"})
    assert ranked.stdout.splitlines() == [*lines[:2], "spec True device id 3"]


@pytest.mark.skipif(not forked.enabled(), reason="the fork server runs where each process has one thread")
def test_a_forked_console_script_and_module_are_fresh(tmp_path):
    for command in (["fairseq-train", "--help"], ["python", "-m", "fairseq_xl.flags", "--help"]):
        assert forked.program(command, BIN)
        forked_run, fresh_run = (run(command, cwd=tmp_path, check=False, fresh=fresh) for fresh in (False, True))
        assert (forked_run.returncode, forked_run.stdout, forked_run.stderr) == (
            fresh_run.returncode, fresh_run.stdout, fresh_run.stderr)
        assert forked_run.returncode == 0 and "usage:" in forked_run.stdout


def test_what_runs_forked():
    assert forked.program(["bash", "x.sh"], BIN) is None
    assert forked.program(["python", "-c", "print(1)"], BIN) is None
    assert forked.program(["python", "-m", "fairseq_xl.flags", "a"], BIN) == ("module", "fairseq_xl.flags",
                                                                            ["fairseq_xl.flags", "a"])
    assert forked.program(["fairseq-train", "a"], BIN) == ("path", str(BIN / "fairseq-train"),
                                                          [str(BIN / "fairseq-train"), "a"])


@pytest.mark.skipif(not forked.enabled(), reason="the fork server runs where each process has one thread")
def test_a_forked_program_past_its_timeout_is_killed_and_the_next_runs(tmp_path):
    (tmp_path / "sleep.py").write_text("import sys, time\nprint('started')\ntime.sleep(float(sys.argv[1]))\n")
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        run(["python", tmp_path / "sleep.py", "60"], timeout=3)
    assert time.monotonic() - started < 30, "killed at its timeout, not waited for"
    assert run(["python", tmp_path / "sleep.py", "0"]).stdout == "started\n"


PIPELINE = r'''
printf 'one\ntwo\n' | "$PYTHON" reader.py 3 "x y" || echo "status $?"
python -m reader 0 | tr a-z A-Z
python -c 'import sys; print("c", "torch" in sys.modules)'
fairseq-preprocess --help | head -n 1
'''
READER = r'''
import os, sys
print("torch imported before the program:", "torch" in sys.modules, file=sys.stderr)
print("argv", sys.argv[1:], os.path.basename(sys.argv[0]), "cwd", os.path.basename(os.getcwd()))
print("stdin", [line.strip() for line in sys.stdin], "env", os.environ.get("PROBE_VALUE"))
print("to stderr", file=sys.stderr)
sys.exit(int(sys.argv[1]))
'''


@pytest.mark.skipif(not forked.enabled(), reason="the fork server runs where each process has one thread")
def test_a_pipelines_python_programs_fork_and_keep_their_streams_and_status(tmp_path):
    """A shell pipeline's `python`, $PYTHON and fairseq console scripts run through
    tests/forkclient.py as children of the socket fork server: the same output, streams and
    statuses as fresh interpreters, with torch already imported (the saving); `python -c` stays
    the real interpreter."""
    (tmp_path / "pipeline.sh").write_text(PIPELINE)
    (tmp_path / "reader.py").write_text(READER)
    results = [run(["bash", tmp_path / "pipeline.sh"], cwd=tmp_path, env={"PROBE_VALUE": "v", "PYTHON": sys.executable},
                   fresh=fresh)
               for fresh in (False, True)]
    (forked_run, fresh_run) = results
    assert forked_run.stdout == fresh_run.stdout
    assert forked_run.stdout.splitlines() == [
        "argv ['3', 'x y'] reader.py cwd " + tmp_path.name, "stdin ['one', 'two'] env v", "status 3",
        "ARGV ['0'] READER.PY CWD " + tmp_path.name.upper(), "STDIN [] ENV V", "c False",
        fresh_run.stdout.splitlines()[-1]]
    assert fresh_run.stdout.splitlines()[-1].startswith("usage: fairseq-preprocess")
    assert forked_run.stderr.count("torch imported before the program: True") == 2
    assert fresh_run.stderr.count("torch imported before the program: False") == 2
    assert forked_run.stderr.count("to stderr") == 2
