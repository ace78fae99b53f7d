"""The memory and time fairseq-train takes to resume from a checkpoint, with the checkpoint gate's read as it is
today (an anonymous copy of the file that torch maps, each weight given its own memory as the copy's pages are given
back: ``guards/received``; read once for the ``--save-dir`` check and the trainer's load) against its baselines,
the file's bytes and then their tensors ("read"), and the check's read apart from the trainer's ("twice"), each in a
fresh process on the same command line:

    python benchmarks/resume_memory.py DATA FAIRSEQ_TRAIN_FLAGS...

The flags' ``--save-dir`` must hold ``checkpoint_last.pt`` (train one update first with the same flags); the runs
resume it for one more update and save nothing (``--no-save`` is added). Printed for each: the process's peak
resident memory from its start (the kernel's ``VmHWM``: fairseq-train's ``--save-dir`` check reads the checkpoint
too, then the trainer loads it), its resident memory before and after the trainer's load, and the seconds from the
start of fairseq's ``load_checkpoint`` (the check, then the trainer's load) to its end.
"""
import contextlib
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def resident(field: str) -> float:
    with open("/proc/self/status", encoding="ascii") as status:  # reader: ours (the process's own status)
        return next(int(line.split()[1]) for line in status if line.startswith(field)) / 1024


def measure(mode: str, arguments) -> None:
    """fairseq-train in this process, the gate as it is ("mapped"), reading the bytes first ("read") or reading the
    file for the ``--save-dir`` check apart from the trainer's load ("twice")."""
    sys.path.insert(0, REPO)
    from fairseq import checkpoint_utils, trainer
    from fairseq_cli.train import cli_main

    from fairseq_xl.guards import reader, received

    if mode == "read":
        reader.anonymous_copy = lambda *args, **kwargs: None
    if mode == "twice":
        received.held = lambda path: contextlib.nullcontext()
    load, resume = trainer.Trainer.load_checkpoint, checkpoint_utils.load_checkpoint

    def measured(self, filename, *args, **kwargs):
        before = resident("VmRSS:")
        result = load(self, filename, *args, **kwargs)
        print(f"RESUMED {mode} {os.path.getsize(filename) / 2 ** 20:.0f} {resident('VmHWM:'):.0f} {before:.0f} "
              f"{resident('VmRSS:'):.0f}", flush=True)
        return result

    def timed(*args, **kwargs):
        start = time.perf_counter()
        result = resume(*args, **kwargs)
        print(f"SECONDS {time.perf_counter() - start:.2f}", flush=True)
        return result

    trainer.Trainer.load_checkpoint, checkpoint_utils.load_checkpoint = measured, timed
    sys.argv = ["fairseq-train", *arguments, "--no-save"]
    cli_main()


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--measure"]:
        return measure(argv[1], argv[2:])
    if len(argv) < 1 or argv[0].startswith("-"):
        sys.exit(__doc__)
    rows = {}
    for mode in ("mapped", "read", "twice"):
        done = subprocess.run([sys.executable, __file__, "--measure", mode, *argv], capture_output=True, text=True)
        line = next((line for line in done.stdout.splitlines() if line.startswith("RESUMED")), None)
        if line is None:
            sys.exit(f"fairseq-train ({mode}) did not resume a checkpoint ({done.returncode}):\n{done.stderr[-2000:]}")
        seconds = next(line for line in done.stdout.splitlines() if line.startswith("SECONDS")).split()[1]
        rows[mode] = [float(value) for value in line.split()[2:]] + [float(seconds)]
    size = rows["mapped"][0]
    print(f"| resuming fairseq-train from a checkpoint of {size:,.0f} MiB | peak resident memory (MiB) | before the "
          "trainer's load | after it | seconds to load |\n| --- | --- | --- | --- | --- |")
    for mode, what in (("mapped", "the gate today (an anonymous copy, mapped; read once)"),
                       ("read", "bytes, then tensors (read once)"),
                       ("twice", "an anonymous copy, mapped; read for the check, then again for the trainer")):
        peak, before, after, seconds = rows[mode][1:]
        print(f"| {what} | {peak:,.0f} ({peak / rows['read'][1]:.2f}x) | {before:,.0f} | {after:,.0f} | "
              f"{seconds:.1f} |")


if __name__ == "__main__":
    sys.exit(main())
