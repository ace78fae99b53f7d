"""Where a benchmark's training step spends its time: runs one of the step benchmarks
(``xlm_e_vs_masked_lm``, ``xlnet_vs_huggingface``, ``veco_vs_tlm``, ``marge_vs_transformer``) with
its own models, sizes and batches, but profiles a few steps of each model with torch.profiler
instead of timing them: per model, the wall time of a step, the time the device was busy in it
(on a GPU: the sum of its kernels; a share well under 100% means the step waits on Python and
kernel launches), and the operators and kernels by self time.

    python benchmarks/step_profile.py xlm_e_vs_masked_lm --device cuda --dtype bf16 --arch base \\
        --length 512 --batch-size 64 --steps 5

``--steps`` batches are made (the benchmark's own flag): the first ``WARM`` (3) warm up, the rest
are profiled. ``--rows`` (before the benchmark's name) sets the rows of each table. The benchmark's
own line per model follows each table: its tokens/s is the profiled steps' (the profiler's cost
included); no memory, FLOPs or peak are measured (0 and nan).
"""
import argparse
import importlib
import sys
import time

import torch
from torch.profiler import ProfilerActivity, profile

import common

WARM = 3
BENCHMARKS = ("xlm_e_vs_masked_lm", "xlnet_vs_huggingface", "veco_vs_tlm", "marge_vs_transformer")


def profiled_measure(rows):
    """A stand-in for ``common.measure`` that profiles the steps after WARM and prints a table."""
    def measure(model, step_fn, data, device, dtype="fp32", tokens=None):
        optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
        model.train()
        batches = list(data)

        def step(batch):
            with common.autocast_to(device, dtype):
                loss = step_fn(*batch)
            loss.backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=False)

        on_gpu = device.type == "cuda"
        synchronize = torch.cuda.synchronize if on_gpu else (lambda: None)
        for batch in batches[:WARM]:
            step(batch)
        synchronize()
        profiled = batches[WARM:]
        with profile(activities=[ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if on_gpu else [])) as profiler:
            start = time.perf_counter()
            for batch in profiled:
                step(batch)
            synchronize()
            seconds = (time.perf_counter() - start) / len(profiled)
        events = profiler.key_averages()
        key = "self_device_time_total" if on_gpu else "self_cpu_time_total"
        busy = sum(getattr(event, key) for event in events
                   if (event.device_type.name == "CUDA") == on_gpu) / len(profiled) / 1e6
        print(f"#### {type(model).__name__}: wall {1e3 * seconds:.1f} ms/step, {device.type} busy "
              f"{1e3 * busy:.1f} ms/step ({100 * busy / seconds:.0f}%)")
        print(events.table(sort_by=key, row_limit=rows, max_name_column_width=70), flush=True)
        return common.Measurement(tokens or batches[0][0].numel(), seconds, 0, 0)
    return measure


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    parser.add_argument("--rows", type=int, default=15, help="rows of each table (default 15)")
    parser.add_argument("benchmark", choices=BENCHMARKS)
    args, rest = parser.parse_known_args(argv)
    module = importlib.import_module(args.benchmark)
    benchmark_args = module.parser().parse_args(rest)
    if benchmark_args.steps < WARM:
        parser.error(f"--steps {benchmark_args.steps}: at least {WARM} ({WARM + 1} batches: {WARM} warm up)")
    common.measure = profiled_measure(args.rows)
    common.matmul_peak_gflops = lambda *_: float("nan")  # no FLOPs are counted, so no peak is needed
    module.compare(benchmark_args)


if __name__ == "__main__":
    main(sys.argv[1:])
