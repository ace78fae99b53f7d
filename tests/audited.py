"""Runs programs one after another in this process under an audit hook (``sys.addaudithook``: every
``open`` of the interpreter, fairseq's, numpy's and torch's code included) and writes each file
they opened for reading below a watched folder, with who opened it, as JSON to OUT:
``tests/test_one_reader.py``'s run-time half.

    python tests/audited.py OUT '[{"watch": [FOLDER, ...], "argv": [MODULE, ARG, ...]}, ...]'

Who opened it: ``reader`` where the gate's reader (``fairseq_xl/guards/reader.py``) is on the stack, else
the innermost frames, for the failure to name (a data-bin is mapped from the reader's descriptors,
``guards/data_index.py``: numpy opens nothing there). Native code's opens (SentencePiece's and fastBPE's
C++ readers) raise no audit event: ``guards/native_inputs.py`` gives SentencePiece the model the reader read
and fastBPE a private copy of the codes bytes the reader read and checked.
"""
import json
import os
import runpy
import sys
import traceback

RUN = {"watch": (), "opened": []}
BUSY = []


def who(stack) -> str:
    files = [frame.filename for frame in stack]
    if any(name.endswith(os.path.join("fairseq_xl", "guards", "reader.py")) for name in files):
        return "reader"
    return " <- ".join(f"{frame.filename.split('site-packages/')[-1]}:{frame.lineno}" for frame in stack[::-1][:6])


def reads(mode, flags) -> bool:
    """Whether an ``open`` can read what the file held: "r" and "r+" do, and "a+"; "w", "w+" and "x" make the file
    anew and "a" only writes (os.open's flags: read access, without O_TRUNC)."""
    if isinstance(mode, str):
        return "r" in mode or ("a" in mode and "+" in mode)
    if not isinstance(flags, int):
        return True
    return (flags & os.O_ACCMODE) != os.O_WRONLY and not flags & os.O_TRUNC


def hook(event, args):
    if event != "open" or BUSY or not isinstance(args[0], (str, bytes, os.PathLike)):
        return
    if not reads(args[1], args[2]):
        return  # a write that reads nothing there: what a program makes is its own
    BUSY.append(1)
    try:
        path = os.path.realpath(os.fsdecode(args[0]))
        for folder in RUN["watch"]:
            if os.path.commonpath([path, folder]) == folder:
                RUN["opened"].append({"file": os.path.relpath(path, folder), "by": who(traceback.extract_stack()[:-1])})
    finally:
        BUSY.pop()


def main(out: str, runs: str) -> None:
    sys.addaudithook(hook)
    results = []
    for run in json.loads(runs):
        RUN["watch"], RUN["opened"] = [os.path.realpath(folder) for folder in run["watch"]], []
        sys.argv = list(run["argv"])
        status = 0
        try:
            runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
        except SystemExit as done:
            status = done.code or 0
        results.append({"argv": run["argv"], "status": status, "opened": RUN["opened"]})
    RUN["watch"] = ()
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(results, handle)


if __name__ == "__main__":
    main(*sys.argv[1:])
