"""The memory a Hugging Face import takes, as a multiple of its weights file: ``python -m fairseq_xl.hf.import_xlmr``
of a stand-in XLM-R (``examples/hf_standin.py``), its peak anonymous memory (``RssAnon``, sampled every 2 ms: the
memory the process holds, not the file's pages that the kernel may drop) above what the imports took, with the
weights mapped from the file (``guards/received.read_safetensors``, today's) against read into memory first (the
baseline, the file's bytes then their tensors), in the same process:

    python benchmarks/import_memory.py [--layers 12 --dim 768 --ffn 3072 --heads 12 --vocab-size 8000]

For XLM-R XL (3.5 billion parameters, 14 GB in float32) the multiple says what the import needs beside its file.
It also gives the way back, ``python -m fairseq_xl.hf.export`` of the import's ``model.pt``, as a multiple of that
checkpoint: the checkpoint gate reads it (about once its size), fairseq's hub builds its model ``in_place()``
(``fairseq_xl/models/load_in_place.py``: the weights read become the model's) and the ``transformers`` model
takes fairseq's tensors (built on the meta device). The baselines of the export and of the ``pytorch_model.bin`` import
build fairseq's model with values, then copy the weights into it (as before ``in_place``).
Counted: the process's anonymous memory and the machine's shared memory, where the checkpoint gate holds its
copy of the checkpoint (an anonymous file in memory that torch maps, given back as each weight gets its own).
"""
import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from unittest import mock

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)
sys.path.insert(0, os.path.join(REPO, "examples"))


import torch  # noqa: E402  the libraries the import uses, loaded before any count
import transformers  # noqa: E402,F401

from fairseq_xl.hf import import_xlmr  # noqa: E402


def anonymous_mib() -> float:
    """The process's anonymous memory and the machine's shared memory (the anonymous file in memory into which
    the checkpoint gate copies a checkpoint, ``reader.anonymous_copy``; run on an otherwise idle machine)."""
    with open("/proc/self/status", encoding="ascii") as status:  # reader: ours (the process's own status)
        anonymous = next(int(line.split()[1]) for line in status if line.startswith("RssAnon:"))
    with open("/proc/meminfo", encoding="ascii") as memory:  # reader: ours (the machine's own counts)
        return (anonymous + next(int(line.split()[1]) for line in memory if line.startswith("Shmem:"))) / 1024


def peak_above(run) -> float:
    """The peak anonymous memory (MiB) while ``run()`` runs, above what the process held before."""
    base, peak, done = anonymous_mib(), [0.0], threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], anonymous_mib())
            time.sleep(0.002)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        run()
    finally:
        done.set()
        sampler.join()
    return max(peak[0], anonymous_mib()) - base


def read_into_memory(path, folder):
    """The baseline: the file's bytes, then tensors made from them (what the import did before it mapped them)."""
    from safetensors.torch import load

    from fairseq_xl.guards import reader

    return load(reader.read_bytes(path, folder, what="safetensors file"))


def measure(release: str, out: str, mode: str) -> float:
    """The peak anonymous memory of ``release``'s import into ``out`` as a multiple of its weights file; ``mode``
    "mapped" (today's reader) or "read" (the baseline); "bin" and "bin-read" the same folder with
    ``pytorch_model.bin`` instead, read by the checkpoint gate (today's, or its bytes then their tensors, as it read
    before it mapped its copy), "bin-built" with fairseq's model built with values, then the weights copied into it
    (as before ``in_place``); "gate" and "gate-read" the checkpoint gate's read of the import's ``model.pt`` alone;
    "export" and "export-built" the export of that checkpoint, with the hub's model built in place or with values.
    Run once a process: freed memory that the process keeps would serve a second import, which would then seem to
    take none."""
    patches = {"read": mock.patch("fairseq_xl.guards.received.read_safetensors", read_into_memory),
               **{mode: mock.patch("fairseq_xl.guards.reader.anonymous_copy", lambda *args, **kwargs: None)
                  for mode in ("bin-read", "gate-read")},
               "bin-built": mock.patch("fairseq_xl.hf.import_xlmr.in_place", contextlib.nullcontext),
               "export-built": mock.patch("fairseq_xl.hub.in_place", contextlib.nullcontext)}
    patch = patches.get(mode, contextlib.nullcontext())
    if mode in ("gate", "gate-read"):  # the checkpoint gate's read of the import's model.pt, alone
        from fairseq_xl.guards import received

        checkpoint = os.path.join(release, "model.pt")
        with patch:
            return peak_above(lambda: received.read_checkpoint(checkpoint)) / (os.path.getsize(checkpoint) / 2 ** 20)
    if mode.startswith("export"):  # the way back, from the import in ``release``
        from fairseq_xl.hf import export

        checkpoint = os.path.join(release, "model.pt")
        with patch:
            return peak_above(lambda: export.export(checkpoint, release, out)) / (os.path.getsize(checkpoint) /
                                                                                   2 ** 20)
    weights = "pytorch_model.bin" if mode.startswith("bin") else "model.safetensors"
    size = os.path.getsize(os.path.join(release, weights)) / 2 ** 20
    with patch:
        return peak_above(lambda: import_xlmr.convert(release, out)) / size


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for flag, default in (("--layers", 12), ("--dim", 768), ("--ffn", 3072), ("--heads", 12), ("--vocab-size", 8000)):
        parser.add_argument(flag, type=int, default=default)
    parser.add_argument("--measure", nargs=3, metavar=("MODE", "RELEASE", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:  # one import in this process: print its multiple
        print(measure(args.measure[1], args.measure[2], args.measure[0]))
        return
    import hf_standin

    with tempfile.TemporaryDirectory() as work:
        release = os.path.join(work, "release")
        torch.manual_seed(0)
        hf_standin.make_xlmr_release(release, args.vocab_size, 2000, num_hidden_layers=args.layers,
                                     hidden_size=args.dim, num_attention_heads=args.heads,
                                     intermediate_size=args.ffn)
        size = os.path.getsize(os.path.join(release, "model.safetensors")) / 2 ** 20
        pickled = os.path.join(work, "pickled")  # the same release with pytorch_model.bin
        shutil.copytree(release, pickled, ignore=shutil.ignore_patterns("model.safetensors"))  # reader: ours
        from safetensors.torch import load_file

        torch.save(load_file(os.path.join(release, "model.safetensors")),  # reader: ours (written above)
                   os.path.join(pickled, "pytorch_model.bin"))
        result = {mode: float(subprocess.run([sys.executable, __file__, "--measure", mode, *folders],
                                             check=True, capture_output=True, text=True).stdout.split()[-1])
                  for mode, folders in (("mapped", (release, os.path.join(work, "mapped"))),
                                        ("read", (release, os.path.join(work, "read"))),
                                        ("bin", (pickled, os.path.join(work, "bin"))),
                                        ("bin-read", (pickled, os.path.join(work, "bin-read"))),
                                        ("bin-built", (pickled, os.path.join(work, "bin-built"))),
                                        ("gate", (os.path.join(work, "mapped"), "")),
                                        ("gate-read", (os.path.join(work, "mapped"), "")),
                                        ("export", (os.path.join(work, "mapped"), os.path.join(work, "export"))),
                                        ("export-built", (os.path.join(work, "mapped"),
                                                          os.path.join(work, "export-built"))))}
    print(f"| import_xlmr of a {args.layers} x {args.dim} XLM-R stand-in ({size:.0f} MiB of weights): peak "
          f"anonymous memory {result['mapped']:.2f}x the weights mapped from the file, {result['read']:.2f}x read "
          f"into memory first ({result['mapped'] / result['read']:.2f}x); with pytorch_model.bin (the checkpoint gate) "
          f"{result['bin']:.2f}x, {result['bin-built']:.2f}x with fairseq's model built with values beside them, "
          f"{result['bin-read']:.2f}x when the gate reads the bytes first; the gate's read of the import's checkpoint "
          f"{result['gate']:.2f}x its size, {result['gate-read']:.2f}x as bytes then tensors "
          f"({result['gate'] / result['gate-read']:.2f}x); "
          f"the export back {result['export']:.2f}x the checkpoint, {result['export-built']:.2f}x with fairseq's "
          "model built with values")


if __name__ == "__main__":
    sys.exit(main())
