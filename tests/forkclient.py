"""The `python` and fairseq console scripts of a test's shell pipeline (tests/forked.py puts them
first on its PATH): a Python program runs as a child of the test worker's fork server
(tests/forkserver.py --socket), with this process's argv, working directory, environment, stdin,
stdout and stderr, and this process ends with the program's status; anything else (`python -c`,
interpreter options, no program) is the real interpreter. Standard library only, run with -I -S:
it starts in milliseconds, the program without 3-4 s of imports."""
import json
import os
import signal
import socket
import sys


def request(args):
    """(kind, name, argv) as tests/forkserver.py takes it, or None for the real interpreter."""
    if args[:1] == ["--script"]:  # a console script of the environment: --script BIN/NAME ARGS
        return "path", args[1], args[1:]
    if len(args) >= 2 and args[0] == "-m":
        return "module", args[1], args[1:]
    if args and not args[0].startswith("-"):
        return "path", args[0], args
    return None


def main():
    real = os.environ["FAIRSEQ_XL_REAL_PYTHON"]
    args = sys.argv[1:]
    wanted = request(args)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        if wanted is None:
            raise ConnectionError
        server.connect(os.environ["FAIRSEQ_XL_FORK_SOCKET"])
    except (ConnectionError, FileNotFoundError, KeyError):
        if args[:1] == ["--script"]:
            args = args[1:]
        os.execv(real, [real, *args])
    kind, name, argv = wanted
    message = json.dumps({"kind": kind, "name": name, "argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)})
    socket.send_fds(server, [message.encode() + b"\n"], [0, 1, 2])
    answer = b""
    while not answer.endswith(b"\n"):
        part = server.recv(4096)
        if not part:
            sys.exit("tests/forkclient.py: the fork server closed the connection")
        answer += part
    status = json.loads(answer)["status"]
    if os.WIFSIGNALED(status):
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    sys.exit(os.waitstatus_to_exitcode(status))


if __name__ == "__main__":
    main()
