"""One command that proves every task on a GPU: training through fairseq-train in fp16 and bf16,
and the four benchmarks against their baselines with MFU, as one markdown table.

    python benchmarks/gpu_kit.py --out work/gpu_kit                         # CUDA: base sizes
    python benchmarks/gpu_kit.py --device cpu --size tiny --out work/gpu_kit_cpu   # the same path on the CPU

Part ``train``: the embedded corpus (``--corpus``) is prepared once by the method guides' pipelines
(or read from ``--data`` / ``--marge-data``; only the folders the tasks read), then every task (trtd joint with
mrtd, i.e. ``--langs all --lang-pairs all``; permutation_lm; ca_mlm; marge_retrieval; and on request
``masked_lm``, fairseq's RoBERTa at xlm_e's discriminator size on the same text and translation pairs, MLM+TLM,
the baseline of XLM-E's words/s, whose ratio the table gives per precision) trains ``--updates``
updates with fairseq-train (``python -m fairseq_cli.train``, the console script's function) in
each precision (CUDA: ``--fp16`` and ``--bf16``; the CPU, where fp16 cannot train: fp32 and
``--bf16``), then resumes from its checkpoint_last.pt for ``--resume-updates`` more. A run
passes when every logged loss is finite, the mean of the last three logged losses is below
that of the first three, fairseq never says "minimum loss scale reached", and the resumed run
loads the checkpoint at the update it saved and logs finite losses after it. Each run's row gives its words/s
and, on CUDA, the GPU's use while it trained (``GpuUse``: what bounds it, the GPU or the host).

Part ``bench``: the four benchmarks of this folder (each a model and its baseline built in this
process, same batches) in both precisions: tokens/s, peak memory, model FLOPs per token and
MFU (``common.py`` states the FLOP count and the peaks), with the ratios the issue set as goals
(trtd >= 0.75x masked_lm tokens/s; XLNet >= 2x HF's speed at <= 0.6x its memory; ca_mlm >=
0.45x TLM; xlm_e_base MFU >= 45% at sequence 512 in bf16 on an H100).

Writes OUT/gpu_kit.md (device, versions, date and the tables, also printed) and
OUT/gpu_kit.json, both again after every run (a call cut off by a time limit keeps what it
measured). Exits 1 when a training check fails, so it can gate a GPU session.
"""
import argparse
import datetime
import json
import math
import os
import platform
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import fairseq
import torch

import common
import marge_vs_transformer
import veco_vs_tlm
import xlm_e_vs_masked_lm
import xlnet_vs_huggingface

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "examples"))
from recipes import read as recipe  # noqa: E402  (examples/recipes.py: the recipes' one table)
COMMON = ["--optimizer", "adam", "--adam-betas", "(0.9,0.98)", "--adam-eps", "1e-6", "--weight-decay", "0.01",
          "--clip-norm", "1.0", "--lr-scheduler", "inverse_sqrt", "--disable-validation", "--no-epoch-checkpoints",
          "--num-workers", "0", "--log-format", "json", "--no-progress-bar", "--seed", "1"]
# Each task: its data folder, the model and objective of its CPU recipe (examples/recipes.sh) with the
# kit's learning rate, and per size the architecture and batch that replace the recipe's (fairseq reads
# the last of a repeated flag).
TASKS = {
    "trtd+mrtd": ("xlm_e", [*recipe("XLM_E_MODEL"), "--skip-long-pairs", "--lr", "5e-4"],
                  {"base": ["--arch", "xlm_e_base", "--tokens-per-sample", "512", "--max-tokens", "16384"],
                   "tiny": ["--arch", "xlm_e_tiny", "--tokens-per-sample", "128", "--max-tokens", "1024",
                            "--lr", "2e-3"]}),
    "permutation_lm": ("xlm_e", [*recipe("XLNET_MODEL"), "--lr", "5e-4"],
                       {"base": ["--arch", "xlnet_base", "--tokens-per-sample", "512", "--reuse-len", "256",
                                 "--mem-len", "384", "--batch-size", "16"],
                        "tiny": ["--arch", "xlnet_tiny", "--tokens-per-sample", "128", "--reuse-len", "64",
                                 "--mem-len", "96", "--batch-size", "8", "--lr", "2e-3"]}),
    "ca_mlm": ("xlm_e", [*recipe("VECO_MODEL"), "--lr", "5e-4"],
               {"base": ["--arch", "veco_small", "--tokens-per-sample", "256", "--max-tokens", "16384"],
                "tiny": ["--arch", "veco_tiny", "--tokens-per-sample", "128", "--max-tokens", "2048",
                         "--lr", "2e-3"]}),
    # fairseq's own RoBERTa (the plugin only for its repairs of fairseq) on the xlm_e data's text and pairs merged
    # (preprocess/merge_languages.py --pairs all), each pair kept whole; at xlm_e_base's (xlm_e_tiny's) sizes
    "masked_lm": ("mlm_tlm", ["--user-dir", str(REPO / "fairseq_xl"), *recipe("MLM_MODEL"),
                              "--sample-break-mode", "complete", "--lr", "5e-4"],
                  {"base": ["--encoder-layers", "12", "--encoder-embed-dim", "768", "--encoder-ffn-embed-dim", "3072",
                            "--encoder-attention-heads", "12", "--max-positions", "512", "--tokens-per-sample", "512",
                            "--max-tokens", "16384"],
                   "tiny": ["--encoder-layers", "2", "--encoder-embed-dim", "64", "--encoder-ffn-embed-dim", "128",
                            "--encoder-attention-heads", "2", "--max-tokens", "1024", "--lr", "2e-3"]}),
    "marge_retrieval": ("marge", [*recipe("MARGE_MODEL"), "--lr", "3e-4"],
                        {"base": ["--arch", "marge_base", "--tokens-per-sample", "512", "--max-tokens", "8192",
                                  "--reindex-interval", "100"],
                         "tiny": ["--arch", "marge_tiny", "--tokens-per-sample", "512", "--max-tokens", "512",
                                  "--reindex-interval", "20", "--lr", "1e-3"]}),
}
# fp16-fsdp: fairseq's --ddp-backend fully_sharded (fairscale's FSDP; fairseq allows it with fp16,
# not bf16) on the one GPU, a world of one: the wrapping, flat weights, mixed precision and the
# checkpoint, checked against the fp16 run. fairscale's FSDP needs CUDA (docs/gpu.md). Seen on an H200
# (2026-11-26): fairseq initialises no process group for a world of one and fairscale's FSDP needs one
# (an init method and no spawn make the one rank); and fairseq's consolidated checkpoint fails in a
# world of one (fairscale's gather_full_optim_state_dict), so each rank saves its shard. {port} is a free
# port chosen per run: two kits on one machine each took 29517 and the second stopped (EADDRINUSE).
PRECISIONS = {"cuda": {"fp16": ["--fp16"], "bf16": ["--bf16"],
                       "fp16-fsdp": ["--fp16", "--ddp-backend", "fully_sharded", "--use-sharded-state",
                                     "--distributed-world-size", "1",
                                     "--distributed-init-method", "tcp://127.0.0.1:{port}", "--distributed-no-spawn"]},
              "cpu": {"fp32": ["--cpu"], "bf16": ["--cpu", "--bf16"]}}
BENCH_PRECISIONS = {"cuda": ("bf16", "fp16"), "cpu": ("fp32", "bf16")}
SHARDED_TOLERANCE = 0.05  # the fully_sharded run's last loss against the fp16 run's, relative
# Each benchmark: module, its arguments per size, the model it measures and its baseline(s).
BENCHMARKS = {
    "xlm_e": (xlm_e_vs_masked_lm, {"base": ["--arch", "base", "--length", "512", "--batch-size", "16"],
                                   "tiny": ["--arch", "tiny", "--length", "64", "--batch-size", "4"]}),
    "xlnet": (xlnet_vs_huggingface, {"base": ["--arch", "base", "--batch-size", "8"],
                                     "tiny": ["--arch", "tiny", "--length", "64", "--mem-len", "32",
                                              "--batch-size", "2"]}),
    "veco": (veco_vs_tlm, {"base": ["--arch", "small", "--batch-size", "32"],
                           "tiny": ["--arch", "tiny", "--side-length", "32", "--batch-size", "4"]}),
    "marge": (marge_vs_transformer, {"base": ["--arch", "base", "--batch-size", "8"],
                                     "tiny": ["--arch", "tiny", "--length", "64", "--batch-size", "2"]}),
}
# (benchmark, model, baseline, the goal as text, whether a ratio pair meets it)
GOALS = (
    ("xlm_e", "trtd", "masked_lm", "tokens/s >= 0.75x", lambda speed, memory: speed >= 0.75),
    ("xlnet", "ours", "huggingface", "tokens/s >= 2x, memory <= 0.6x",
     lambda speed, memory: speed >= 2 and memory <= 0.6),
    ("veco", "ca_mlm", "tlm", "tokens/s >= 0.45x", lambda speed, memory: speed >= 0.45),
    ("marge", "marge", "transformer", "(none set)", None),
)
MINIMUM_SCALE = re.compile(r"minimum loss scale reached", re.IGNORECASE)
LOADED = re.compile(r"Loaded checkpoint .*\(epoch \d+ @ (\d+) updates\)")


def log(message):
    print(f"| gpu_kit: {message}", flush=True)


def environment():
    # FAIRSEQ_XL_FIX_FAIRSEQ: fairseq's own masked_lm batches as the plugin's tasks do (examples/compare.py's runs)
    return dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
                FAIRSEQ_XL_FIX_FAIRSEQ="1")


def python() -> str:
    """The interpreter of the training runs and pipelines: ``PYTHON`` where set, as the pipelines
    read it (the test suite's starts them forked from a process that has imported fairseq), else
    this one."""
    return os.environ.get("PYTHON") or sys.executable


def prepare(args, tasks):
    """The binarized corpora ``tasks`` read (built once under OUT/data unless given): the plugin tasks',
    MARGE's, and the MLM+TLM baseline's made of the plugin tasks'."""
    needed = {TASKS[task][0] for task in tasks}
    needed |= {"xlm_e"} if "mlm_tlm" in needed else set()
    folders = {"xlm_e": args.data or args.out / "data" / "xlm_e",
               "marge": args.marge_data or args.out / "data" / "marge", "mlm_tlm": args.out / "data" / "mlm_tlm"}
    scripts = {"xlm_e": ("preprocess/prepare_xlm_e_data.sh", {}),
               "marge": ("preprocess/prepare_marge_data.sh", {"CHUNK_TOKENS": "128", "NUM_SHARDS": "4"})}
    for name, folder in folders.items():
        if name not in needed or (folder / "dict.txt").exists():
            continue
        if name == "xlm_e" and args.data or name == "marge" and args.marge_data:
            raise SystemExit(f"--{'data' if name == 'xlm_e' else 'marge-data'} {folder}: no dict.txt; "
                             f"give a folder written by {scripts[name][0]}")
        if folder.exists():
            raise SystemExit(f"{folder} exists without dict.txt (an interrupted build?): remove it and run again")
        if name == "mlm_tlm":
            log(f"merging {folders['xlm_e']}'s languages and pairs for masked_lm")
            subprocess.run([python(), "preprocess/merge_languages.py", str(folders["xlm_e"]), str(folder), "--pairs",
                            "all"], cwd=REPO, env=environment(), check=True)
            continue
        script, extra = scripts[name]
        log(f"preparing {args.corpus} with {script}")
        env = dict(environment(), VOCAB_SIZE="4000", PYTHON=python(), WORKERS=str(min(8, os.cpu_count())),
                   PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}", **extra)
        subprocess.run(["bash", script, str(args.corpus), str(folder)], cwd=REPO, env=env, check=True)
    return folders


def records(output: str):
    """fairseq-train's json train_inner records, in order."""
    return [json.loads(line.split("| train_inner | ", 1)[1]) for line in output.splitlines()  # reader: ours
            if "| train_inner | " in line]


def check_run(output: str, returncode: int):
    """(losses, problems) of one fairseq-train run."""
    problems = [] if returncode == 0 else [f"exit status {returncode}"]
    losses = [float(record["loss"]) for record in records(output)]
    if MINIMUM_SCALE.search(output):
        problems.append("minimum loss scale reached")
    if not losses:
        problems.append("no train_inner records")
    elif not all(math.isfinite(loss) for loss in losses):
        problems.append("non-finite loss")
    return losses, problems


def falling(losses):
    head, tail = losses[:3], losses[-3:]
    return len(losses) >= 4 and sum(tail) / len(tail) < sum(head) / len(head)


class GpuUse:
    """nvidia-smi's samples of the GPU's use while a run trains (``utilization.gpu``: the share of each sample
    period in which a kernel ran, every 200 ms), on CUDA where nvidia-smi is; else nothing. Beside words/s it
    says what bounds a run: a GPU busy well below 100% waits on the host (its launches, fairseq's Python).
    ``with GpuUse(device) as use: ...``, then ``use.share``: the use in percent while it trained
    (``training_share``), or None without samples."""

    def __init__(self, device: str):
        self.device, self.process, self.share = device, None, None

    def __enter__(self):
        if self.device == "cuda" and shutil.which("nvidia-smi"):
            gpu = (os.environ.get("CUDA_VISIBLE_DEVICES") or "0").split(",")[0]  # the runs' first GPU
            self.samples = tempfile.TemporaryFile("w+")
            self.process = subprocess.Popen(["nvidia-smi", f"--id={gpu}", "--query-gpu=utilization.gpu",
                                             "--format=csv,noheader,nounits", "-lms", "200"],
                                            stdout=self.samples, stderr=subprocess.DEVNULL, text=True)
        return self

    def __exit__(self, *exception):
        if self.process is not None:
            self.process.terminate()
            self.process.wait()
            self.samples.seek(0)
            self.share = training_share([int(line) for line in self.samples.read().split() if line.isdigit()])
            self.samples.close()


def training_share(percents, idle=10):
    """The median of the samples from the first to the last above ``idle`` percent: the run's start (data, model)
    and its end (the checkpoint) leave the GPU idle and are not its training, and the median passes over the
    few seconds in it that compile a kernel, as words/s (the median of fairseq's records) passes over them."""
    busy = [index for index, percent in enumerate(percents) if percent > idle]
    return statistics.median(percents[busy[0]:busy[-1] + 1]) if busy else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def train_one(args, task, precision, folders):
    """Train, then resume; the row of the table."""
    data, flags, sizes = TASKS[task]
    save_dir = args.out / "train" / f"{task}.{precision}"
    shutil.rmtree(save_dir, ignore_errors=True)  # the kit's own folder: a checkpoint left there would be resumed
    save_dir.mkdir(parents=True)
    port = free_port()
    command = [python(), "-m", "fairseq_cli.train", str(folders[data]), "--save-dir", str(save_dir),
               *COMMON, *flags, *sizes[args.size],
               *[flag.format(port=port) for flag in PRECISIONS[args.device][precision]],
               "--warmup-updates", str(max(1, args.updates // 5))]
    # The resumed run logs at least twice, whatever --log-interval (300 updates logged every 30, resumed
    # for 10, logged nothing: seen on an H200).
    resume_interval = max(1, min(args.log_interval, args.resume_updates // 2))
    outputs = []
    for max_update, interval in ((args.updates, args.log_interval),
                                 (args.updates + args.resume_updates, resume_interval)):
        log(f"training {task} in {precision} to update {max_update}")
        with GpuUse(args.device) as use:
            done = subprocess.run([*command, "--log-interval", str(interval), "--max-update", str(max_update)],
                                  cwd=REPO, env=environment(), capture_output=True, text=True)
        (save_dir / f"train.{max_update}.log").write_text(done.stdout + done.stderr, encoding="utf-8")
        outputs.append((done.stdout + done.stderr, done.returncode, use.share))
    (first, first_code, gpu_busy), (second, second_code, _) = outputs  # the first's words/s and use
    losses, problems = check_run(first, first_code)
    if losses and not falling(losses):
        problems.append("loss not falling")
    resumed_losses, resume_problems = check_run(second, second_code)
    loaded = LOADED.search(second)
    resumed_at = int(loaded.group(1)) if loaded else None
    if resumed_at != args.updates:
        resume_problems.append(f"resumed at {resumed_at}, not {args.updates}")
    problems += [f"resume: {problem}" for problem in resume_problems]
    speeds = [float(record["wps"]) for record in records(first)[1:]] or [0.0]
    return {"task": task, "precision": precision, "updates": args.updates,
            "loss_first": losses[0] if losses else None, "loss_last": losses[-1] if losses else None,
            "wps": sorted(speeds)[len(speeds) // 2], "gpu_busy": gpu_busy, "resumed_at": resumed_at,
            "resumed_loss": resumed_losses[-1] if resumed_losses else None, "problems": problems}


def check_sharded(row, rows):
    """A fully_sharded run fails unless its last loss is within SHARDED_TOLERANCE of the last loss
    of the same task's fp16 run (among ``rows``, the runs before it)."""
    reference = next((other for other in rows if other["task"] == row["task"] and other["precision"] == "fp16"),
                     None)
    if row["precision"] == "fp16-fsdp" and reference and row["loss_last"] and reference["loss_last"]:
        difference = abs(row["loss_last"] - reference["loss_last"]) / reference["loss_last"]
        if difference > SHARDED_TOLERANCE:
            row["problems"].append(f"last loss {100 * difference:.1f}% from the fp16 run's")


def bench_one(args, name, dtype):
    module, sizes = BENCHMARKS[name]
    bench_args = module.parser().parse_args([*sizes[args.size], "--device", args.device, "--dtype", dtype,
                                             "--steps", str(args.bench_steps)])
    log(f"benchmark {name} in {dtype}: {' '.join(sizes[args.size])}")
    results = module.compare(bench_args, **({"keyed": False} if name == "xlm_e" else {}))
    peak = args.peak_tflops if args.peak_tflops and dtype != "fp32" else common.peak_tflops(
        torch.device(args.device), dtype)
    return [{"benchmark": name, "dtype": dtype, "model": model, "tokens_per_second": result.tokens_per_second,
             "memory_mib": result.memory / 2**20, "flops_per_token": result.flops / result.tokens,
             "mfu": result.mfu(peak), "peak_tflops": peak} for model, result in results.items()]


def goals(rows):
    """Each goal's ratios from the bench rows: (benchmark, dtype, model, baseline, speed, memory, text, met)."""
    found = {(row["benchmark"], row["dtype"], row["model"]): row for row in rows}
    for benchmark, model, baseline, text, test in GOALS:
        for dtype in sorted({row["dtype"] for row in rows if row["benchmark"] == benchmark}):
            ours, theirs = found.get((benchmark, dtype, model)), found.get((benchmark, dtype, baseline))
            if ours and theirs:
                speed = ours["tokens_per_second"] / theirs["tokens_per_second"]
                memory = ours["memory_mib"] / theirs["memory_mib"]
                yield benchmark, dtype, model, baseline, speed, memory, text, test(speed, memory) if test else None


def fmt(value, spec, missing="-"):
    return missing if value is None else format(value, spec)


def words_ratio(ours, baseline) -> str:
    """The line of trtd+mrtd's words/s against masked_lm's (their rows of one precision), with the GPU's use in each
    where it was sampled."""
    line = (f"trtd+mrtd / masked_lm words/s in {ours['precision']}: {ours['wps'] / baseline['wps']:.2f}x "
            "(issue 53: >= 0.75x)")
    if ours["gpu_busy"] is not None and baseline["gpu_busy"] is not None:
        line += f"; GPU busy {ours['gpu_busy']:.0f}% and {baseline['gpu_busy']:.0f}%"
    return line


def table(args, train_rows, bench_rows):
    device = torch.cuda.get_device_name() if args.device == "cuda" else f"CPU ({os.cpu_count()} cores)"
    lines = [f"GPU kit, {datetime.date.today()}: {device}; torch {torch.__version__} (CUDA {torch.version.cuda}), "
             f"fairseq {fairseq.__version__}, Python {platform.python_version()}; size {args.size}.", ""]
    if train_rows:
        lines += [f"Training through fairseq-train ({args.updates} updates, then resumed for {args.resume_updates}):",
                  "", "| task | precision | loss first -> last | words/s | GPU busy | resumed at | loss after resume | "
                  "check |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        lines += [f"| {row['task']} | {row['precision']} | {fmt(row['loss_first'], '.3f')} -> "
                  f"{fmt(row['loss_last'], '.3f')} | {row['wps']:.0f} | {fmt(row['gpu_busy'], '.0f')}"
                  f"{'%' if row['gpu_busy'] is not None else ''} | {fmt(row['resumed_at'], 'd')} | "
                  f"{fmt(row['resumed_loss'], '.3f')} | {'; '.join(row['problems']) or 'ok'} |" for row in train_rows]
        found = {(row["task"], row["precision"]): row for row in train_rows}
        lines += [words_ratio(found["trtd+mrtd", precision], row) for (task, precision), row in found.items()
                  if task == "masked_lm" and row["wps"] and ("trtd+mrtd", precision) in found]
        if args.device == "cpu":
            lines.append("(--ddp-backend fully_sharded is not run on the CPU: fairscale's FSDP needs CUDA.)")
        lines.append("")
    if bench_rows:
        lines += ["Training steps against the baselines (same process, same batches):", "",
                  "| benchmark | dtype | model | tokens/s | peak memory (MiB) | model GFLOPs/token | MFU |",
                  "| --- | --- | --- | --- | --- | --- | --- |"]
        lines += [f"| {row['benchmark']} | {row['dtype']} | {row['model']} | {row['tokens_per_second']:.0f} | "
                  f"{row['memory_mib']:.0f} | {row['flops_per_token'] / 1e9:.3g} | "
                  f"{fmt(row['mfu'] and 100 * row['mfu'], '.1f')}{'%' if row['mfu'] else ''} |" for row in bench_rows]
        peaks = sorted({row["peak_tflops"] for row in bench_rows if row["peak_tflops"]})
        lines += ["", f"MFU against a peak of {', '.join(f'{peak:g}' for peak in peaks)} TFLOP/s (dense)."
                  if peaks else "MFU: no peak known for this device and precision (--peak-tflops sets one).", "",
                  "| benchmark | dtype | model / baseline | tokens/s | memory | goal | met |",
                  "| --- | --- | --- | --- | --- | --- | --- |"]
        lines += [f"| {benchmark} | {dtype} | {model} / {baseline} | {speed:.2f}x | {memory:.2f}x | {text} | "
                  f"{'-' if met is None else 'yes' if met else 'no'} |"
                  for benchmark, dtype, model, baseline, speed, memory, text, met in goals(bench_rows)]
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=["cuda", "cpu"], default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--size", choices=["base", "tiny"], default=None, help="default: base on CUDA, tiny on the CPU")
    parser.add_argument("--parts", default="train,bench", help="comma-separated: train, bench")
    parser.add_argument("--out", type=Path, default=Path("work/gpu_kit"))
    parser.add_argument("--corpus", type=Path, default=REPO / "corpus")
    parser.add_argument("--data", type=Path, help="a folder of preprocess/prepare_xlm_e_data.sh (default: built)")
    parser.add_argument("--marge-data", type=Path, help="a folder of preprocess/prepare_marge_data.sh (default: built)")
    parser.add_argument("--tasks", default=",".join(task for task in TASKS if task != "masked_lm"),
                        help=f"comma-separated, of {','.join(TASKS)} (default: all but masked_lm)")
    parser.add_argument("--benchmarks", default=",".join(BENCHMARKS),
                        help=f"comma-separated, of {','.join(BENCHMARKS)}")
    parser.add_argument("--precisions", help="comma-separated subset (default: all of the device's: CUDA "
                                             "fp16,bf16,fp16-fsdp for training, bf16,fp16 for the benchmarks; "
                                             "the CPU fp32,bf16)")
    parser.add_argument("--updates", type=int, default=None, help="updates of each training run (default: 300 on "
                                                                  "CUDA, 30 on the CPU)")
    parser.add_argument("--resume-updates", type=int, default=10)
    parser.add_argument("--log-interval", type=int, default=None, help="default: a tenth of --updates")
    parser.add_argument("--bench-steps", type=int, default=None, help="timed steps (default: 10 on CUDA, 2 on the CPU)")
    parser.add_argument("--peak-tflops", type=float, help="the device's dense peak for MFU (default: from the table "
                                                          "in common.py by the device's name)")
    args = parser.parse_args(argv)
    cuda = args.device == "cuda"
    if cuda and not torch.cuda.is_available():
        parser.error("--device cuda: no CUDA device here (--device cpu runs the kit at tiny sizes on the CPU)")
    args.size = args.size or ("base" if cuda else "tiny")
    args.updates = args.updates or (300 if cuda else 30)
    args.log_interval = args.log_interval or max(1, args.updates // 10)
    args.bench_steps = args.bench_steps or (10 if cuda else 2)
    parts, tasks, benchmarks = (value.split(",") for value in (args.parts, args.tasks, args.benchmarks))
    known_precisions = {*PRECISIONS[args.device], *BENCH_PRECISIONS[args.device]}
    precisions = args.precisions.split(",") if args.precisions else sorted(known_precisions)
    for flag, chosen, known in (("--parts", parts, ("train", "bench")), ("--tasks", tasks, TASKS),
                                ("--benchmarks", benchmarks, BENCHMARKS), ("--precisions", precisions,
                                                                           sorted(known_precisions))):
        unknown = [value for value in chosen if value not in known]
        if unknown:
            parser.error(f"{flag}: unknown {', '.join(unknown)} (choose from {', '.join(known)})")
    if args.updates < 4:
        parser.error("--updates: at least 4 (the loss check compares the first and last three records)")
    args.out.mkdir(parents=True, exist_ok=True)
    train_rows, bench_rows = [], []

    def save():  # after every row: a run cut off by a time limit keeps what it measured
        (args.out / "gpu_kit.md").write_text(table(args, train_rows, bench_rows), encoding="utf-8")
        (args.out / "gpu_kit.json").write_text(json.dumps({"train": train_rows, "bench": bench_rows}, indent=1),
                                               encoding="utf-8")

    if "train" in parts:
        folders = prepare(args, tasks)
        for task in tasks:
            for precision in [precision for precision in PRECISIONS[args.device] if precision in precisions]:
                row = train_one(args, task, precision, folders)
                check_sharded(row, train_rows)
                train_rows.append(row)
                save()
    if "bench" in parts:
        for name in benchmarks:
            for dtype in [dtype for dtype in BENCH_PRECISIONS[args.device] if dtype in precisions]:
                bench_rows += bench_one(args, name, dtype)
                save()
    save()
    print(table(args, train_rows, bench_rows))
    failed = [f"{row['task']} {row['precision']}" for row in train_rows if row["problems"]]
    if failed:
        log(f"failed: {', '.join(failed)} (logs under {args.out / 'train'})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
