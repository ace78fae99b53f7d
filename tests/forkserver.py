"""The fork server of tests/forked.py: a Python process that has imported torch and the other
libraries fairseq needs, and nothing of fairseq or this repository, and forks one child per
program to run.

Protocol, one JSON line each way per program: the request {"kind", "name", "argv", "cwd",
"env", "stdout", "stderr", "timeout"} on stdin; the answer {"status", "timed_out"} (the child's
wait status; a child still running after ``timeout`` seconds is killed) when it has ended.
With ``--socket PATH`` it serves tests/forkclient.py instead, the `python` and console scripts
that a test's shell pipeline runs: a request {"kind", "name", "argv", "cwd", "env"} with the
client's stdin, stdout and stderr (SCM_RIGHTS), the answer {"status"}; any number at once.

The child starts from this process's state, which is that of a fresh interpreter after these
imports: the program, the plugin and fairseq's console modules
(their logging set-up, repairs' wrappers, the environment they read) run in it for the first time.
fairseq itself is imported here too but held back (``HeldImport``): its modules are out of
``sys.modules`` and what its import does to the process (three of its modules call
``logging.basicConfig``) is recorded instead of done, so a child has no fairseq until its program
imports it, and then gets it as that import would have made it, those calls made at that moment.
Differences: torch._dynamo, which a fresh training process imports when it builds its first
optimizer, is imported here from the start, and with it its one warnings filter (SymPy's
deprecation warnings shown once); the third-party modules fairseq imports (bitarray, tensorboardX,
protobuf) are in ``sys.modules`` from the start, and fairseq's optional ``import
examples.simultaneous_translation`` ran on this process's path (where a fresh process with the
repository on its path is left holding the repository's examples/ as a namespace package, which
nothing imports by that name); and every child has this server's seed of str
hashing, where fresh processes each draw one (run a test with ``FAIRSEQ_XL_TEST_FORK=0`` to vary it).
A request whose environment differs from this process's in a variable fairseq reads when imported
(``HeldImport.READ``) runs as a fresh interpreter instead.
"""
import atexit
import importlib.abc
import importlib.util
import io
import json
import logging
import os
import runpy
import select
import signal
import socket
import sys
import threading
import time
import warnings

# The third-party libraries a fairseq program imports first (3 of its 4-5 s of start-up), and
# nothing that sets global state a program could see. fairseq is imported in __main__ and held
# back (HeldImport): three of its modules configure the root logger when imported, which fairseq's
# console modules, configuring it for themselves first, never see; the plugin and the program are
# left out.
import hydra  # noqa: F401,E402
import numpy  # noqa: F401,E402
import omegaconf  # noqa: F401,E402
import sacrebleu  # noqa: F401,E402
import sklearn.metrics  # noqa: F401,E402  (fairseq's sentence_prediction criterion and audio task)
import torch  # noqa: F401,E402
import torch._dynamo  # noqa: F401,E402  (imported by the first torch optimizer of every training run)

BASE_PATH = [entry for entry in sys.path[1:] if entry not in os.environ.get("PYTHONPATH", "").split(os.pathsep)]


class HeldImport(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """fairseq imported in this process (0.9 s of every program that uses it) and held back from the
    children until their program imports it: its modules are taken out of ``sys.modules``, and the
    calls its import made to ``logging.basicConfig`` (which a program that configured logging first,
    as fairseq's console scripts do, would have seen do nothing) are kept. The first import of
    fairseq or of any module of it in a child finds this object first on ``sys.meta_path``: the
    modules go back, the calls are made then, and it leaves ``sys.meta_path``."""

    READ = ("LOCAL_RANK", "TORCH_HOME", "XDG_CACHE_HOME", "PYTORCH_FAIRSEQ_CACHE")  # read when imported

    def __init__(self, name: str):
        self.name, self.calls = name, []
        configure, logging.basicConfig = logging.basicConfig, lambda *args, **kwargs: self.calls.append((args, kwargs))
        filters, handlers = list(warnings.filters), list(logging.root.handlers)
        try:
            importlib.import_module(name)
        finally:
            logging.basicConfig = configure
        assert warnings.filters == filters and logging.root.handlers == handlers, "more than basicConfig to hold"
        self.modules = {key: module for key, module in sys.modules.items()
                        if key == name or key.startswith(name + ".")}
        self.spec = self.modules[name].__spec__
        for key in self.modules:
            del sys.modules[key]
        self.environment = {key: os.environ.get(key) for key in self.READ}

    def differs(self, environment: dict) -> bool:
        """Whether a program in ``environment`` would have imported fairseq otherwise."""
        return any(environment.get(key) != value for key, value in self.environment.items())

    def find_spec(self, fullname, path=None, target=None):
        return importlib.util.spec_from_loader(fullname, self, is_package=True) if fullname == self.name else None

    def create_module(self, spec):
        return self.modules[self.name]

    def exec_module(self, module):
        module.__spec__ = self.spec  # the import machinery gave it this finder's spec
        sys.meta_path.remove(self)
        sys.modules.update(self.modules)
        for args, kwargs in self.calls:
            logging.basicConfig(*args, **kwargs)


HELD = None  # set in __main__: fairseq, held back


def python_path(first: str, environment: dict):
    """sys.path as a fresh interpreter would have it: the program's own folder (or the working
    directory for ``-m``), the request's PYTHONPATH, then the interpreter's own entries."""
    extra = [entry for entry in environment.get("PYTHONPATH", "").split(os.pathsep) if entry]
    return [first, *extra, *BASE_PATH]


def stream(fd: int, name: str):
    """sys.stdout or sys.stderr on a file, as the interpreter makes them (pylifecycle.c
    create_stdio): stdout block-buffered and strict, stderr line-buffered, backslash-escaping."""
    raw = io.FileIO(fd, "w", closefd=False)
    raw.name = name
    errors = "backslashreplace" if fd == 2 else sys.stdout.errors
    return io.TextIOWrapper(io.BufferedWriter(raw), encoding=sys.stdout.encoding, errors=errors, line_buffering=fd == 2)


def report(error: BaseException):
    """An exception the program did not catch, given to ``sys.excepthook`` as the interpreter gives it
    (a program may set its own: the plugin prints its refusals as one line), with the program's own
    frames (this server's and runpy's left out, as for `python FILE.py`)."""
    frames = error.__traceback__
    while frames and frames.tb_frame.f_code.co_filename in (__file__, runpy.__file__, "<frozen runpy>"):
        frames = frames.tb_next
    sys.excepthook(type(error), error.with_traceback(frames), frames)


def child(request, answers):
    """Become the program's process, run it, and leave as the interpreter would (stdin empty,
    stdout and stderr to the request's files)."""
    os.close(answers)
    for fd, path in ((1, request["stdout"]), (2, request["stderr"])):
        handle = os.open(path, os.O_WRONLY | os.O_TRUNC)
        os.dup2(handle, fd)
        os.close(handle)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    become(request)


def become(request):
    """With stdin, stdout and stderr on fds 0-2: run the request's program and leave as the
    interpreter would."""
    code = 1
    interrupted = False
    try:
        sys.stdin = open(0, encoding="utf-8", closefd=False)
        sys.stdout, sys.stderr = stream(1, "<stdout>"), stream(2, "<stderr>")
        sys.__stdout__, sys.__stderr__ = sys.stdout, sys.stderr
        signal.signal(signal.SIGINT, signal.default_int_handler)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        kind, name, argv = request["kind"], request["name"], request["argv"]
        if HELD.differs(os.environ):  # fairseq would read another value when imported: a fresh interpreter
            os.execv(sys.executable, [sys.executable, *(["-m"] if kind == "module" else []), name, *argv[1:]])
        sys.meta_path.insert(0, HELD)
        sys.argv = list(argv)
        if kind == "module":  # python -m NAME
            sys.path[:] = python_path(os.getcwd(), os.environ)
            runpy.run_module(name, run_name="__main__", alter_sys=True)
        else:  # python FILE.py, or a console script of the environment (a Python file in its bin/)
            sys.path[:] = python_path(os.path.dirname(os.path.abspath(name)), os.environ)
            runpy.run_path(name, run_name="__main__")
        code = 0
    except SystemExit as leaving:
        if leaving.code is None or isinstance(leaving.code, int):
            code = leaving.code or 0
        else:
            print(leaving.code, file=sys.stderr)
    except KeyboardInterrupt as error:
        report(error)
        interrupted = True
    except BaseException as error:  # noqa: BLE001  (the interpreter's last resort: print it, exit 1)
        report(error)
    try:
        threading._shutdown()  # as the interpreter ends: wait for threads, then run atexit
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        if interrupted:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGINT)
        os._exit(code)


def serve():
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    for line in sys.stdin:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            child(request, answers.fileno())
        deadline, timed_out = time.monotonic() + request["timeout"], False
        while not (ended := os.waitpid(pid, os.WNOHANG))[0]:
            if time.monotonic() > deadline and not timed_out:
                os.kill(pid, signal.SIGKILL)
                timed_out = True
            time.sleep(0.02)
        answers.write(json.dumps({"status": ended[1], "timed_out": timed_out}) + "\n")
        answers.flush()


def handle(connection):
    """One request of tests/forkclient.py (a pipeline's `python` or console script): its JSON
    and its stdin, stdout and stderr come over the socket; the program runs in a child of this
    handler on those descriptors; its wait status goes back. A client that goes away (a pipeline
    killed at its timeout) takes the program with it."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    message, fds, _, _ = socket.recv_fds(connection, 1 << 20, 3)
    while not message.endswith(b"\n"):
        message += connection.recv(1 << 20)
    request = json.loads(message)
    pid = os.fork()
    if pid == 0:
        connection.close()
        for fd, received in enumerate(fds):
            os.dup2(received, fd)
            os.close(received)
        become(request)
    for received in fds:
        os.close(received)
    gone = False
    while not (ended := os.waitpid(pid, os.WNOHANG))[0]:
        if not gone and select.select([connection], [], [], 0.02)[0] and not connection.recv(1):
            os.kill(pid, signal.SIGKILL)  # the client is gone: nobody to answer
            gone = True
        elif gone:
            time.sleep(0.02)
    if not gone:
        connection.sendall(json.dumps({"status": ended[1]}).encode() + b"\n")
    os._exit(0)


def serve_socket(path: str):
    """Requests of tests/forkclient.py on the Unix socket ``path``, each in a forked handler, until
    stdin closes (the test worker ends)."""
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # handlers are not waited for
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(16)
    print("ready", flush=True)
    while True:
        ready = select.select([listener, sys.stdin], [], [])[0]
        if sys.stdin in ready and not sys.stdin.readline():
            return
        if listener in ready:
            connection, _ = listener.accept()
            if os.fork() == 0:
                listener.close()
                handle(connection)
            connection.close()


if __name__ == "__main__":
    # what these imports must leave as a fresh interpreter has it, or a child would differ
    assert not logging.root.handlers and logging.root.level == logging.WARNING, logging.root.handlers
    HELD = HeldImport("fairseq")
    assert len(os.listdir("/proc/self/task")) == 1, "a thread (OMP_NUM_THREADS is not 1?) would not survive a fork"
    if len(sys.argv) == 3 and sys.argv[1] == "--socket":
        serve_socket(sys.argv[2])
    else:
        serve()
