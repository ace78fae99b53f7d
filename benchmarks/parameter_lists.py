"""The optimizer's share of fairseq-train's update: gradient clipping, fairseq's Adam step and zeroing, as the
trainer runs them (``--clip-norm``; in ``--bf16`` through ``FP16Optimizer``'s float32 copies), over the
parameters of XLM-E and of fairseq's RoBERTa (``xlm_e_vs_masked_lm.py``'s sizes), with fairseq's own code (one
tensor at a time) and with fairseq-xl's lists (``fairseq_xl.repairs.parameter_lists``), taking turns in one
process. Printed for each: operators dispatched, milliseconds the host spends issuing them (``issue``) and
until the device has run them (``done``; the same on the CPU), medians over ``--steps``, and lists / fairseq.

    python benchmarks/parameter_lists.py --arch quickstart --precision fp32
    python benchmarks/parameter_lists.py --arch base --device cuda --precision bf16

The gradients are random, the same tensors set before each step as a backward would leave them.
"""
import argparse
import contextlib
import statistics
import time

import torch
from fairseq.optim.adam import FairseqAdam
from fairseq.optim.fp16_optimizer import FP16Optimizer
from omegaconf import OmegaConf
from torch.utils._python_dispatch import TorchDispatchMode

from fairseq_xl.repairs.parameter_lists import fairseq_own

from common import synthetic_dictionary
from xlm_e_vs_masked_lm import SIZES, build


class Operators(TorchDispatchMode):
    def __init__(self):
        super().__init__()
        self.count = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.count += func.overloadpacket.__name__ not in ("detach", "view", "slice", "alias")
        return func(*args, **(kwargs or {}))


def optimizer(model, precision: str):
    """fairseq-train's optimizer over ``model``: fairseq's Adam, wrapped in ``FP16Optimizer`` in bf16."""
    cfg = OmegaConf.create({
        "optimizer": {"_name": "adam", "adam_betas": "(0.9, 0.98)", "adam_eps": 1e-6, "weight_decay": 0.01,
                      "use_old_adam": False, "fp16_adam_stats": False, "tpu": False, "lr": [1e-4]},
        "common": {"bf16": True, "fp16_no_flatten_grads": False, "fp16_scale_window": None, "model_parallel_size": 1},
        "optimization": {"update_freq": [1]}, "distributed_training": {"distributed_world_size": 1}})
    parameters = [p for p in model.parameters() if p.requires_grad]
    built = (FP16Optimizer.build_optimizer(cfg, parameters) if precision == "bf16"
             else FairseqAdam(cfg.optimizer, parameters))
    built.zero_grad()  # as the trainer does before its first update
    return parameters, built


def update(parameters, gradients, optim, device, count: bool) -> tuple:
    """(operators, host ms, done ms) of one clipping, step and zeroing after ``gradients``; the operators
    counted (``count``) in a step of their own, since counting adds its own cost to each."""
    for p, gradient in zip(parameters, gradients):
        p.grad = gradient  # clipped in place: at the clipping norm after the first step, as a run's often are
    if hasattr(optim, "_needs_sync"):
        optim._needs_sync = True  # as FP16Optimizer.backward leaves it: its float32 gradients are copied
    if device.type == "cuda":
        torch.cuda.synchronize()
    operators = Operators()
    start = time.perf_counter()
    with operators if count else contextlib.nullcontext():
        optim.clip_grad_norm(2.0)
        optim.step()
        optim.zero_grad()
    issued = time.perf_counter()
    if device.type == "cuda":
        torch.cuda.synchronize()
    return operators.count, 1e3 * (issued - start), 1e3 * (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", choices=SIZES, default="quickstart")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--precision", choices=("fp32", "bf16"), default="fp32")
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--steps", type=int, default=10,
                        help="timed steps a way (after one that warms up, one that counts the operators)")
    args = parser.parse_args()
    device = torch.device(args.device)
    torch.manual_seed(0)
    xlm_e, roberta = build(synthetic_dictionary(args.vocab), SIZES[args.arch], 512, "gated")
    print(f"{args.arch}, {args.precision}, {device}; ms a step: issued by the host / done; medians of {args.steps}")
    for name, model in (("xlm_e", xlm_e), ("roberta", roberta)):
        model.to(device=device, dtype=torch.bfloat16 if args.precision == "bf16" else torch.float32)
        parameters, optim = optimizer(model, args.precision)
        gradients = [torch.randn_like(p) for p in parameters]
        rows = {"lists": [], "fairseq": []}
        for turn in range(2 * (args.steps + 2)):  # a warm-up each, a count each, then timed
            way = ("lists", "fairseq")[turn % 2]
            with fairseq_own() if way == "fairseq" else contextlib.nullcontext():
                rows[way].append(update(parameters, gradients, optim, device, count=turn in (2, 3)))
        medians = {way: [row[1][0]] + [statistics.median(column) for column in zip(*row[2:])][1:]
                   for way, row in rows.items()}
        for way, (operators, issued, done) in medians.items():
            print(f"{name:8s} {way:8s} {len(parameters):4d} tensors {operators:6.0f} operators  "
                  f"{issued:8.2f} ms issued {done:8.2f} ms done")
        ratios = [ours / theirs for ours, theirs in zip(medians["lists"], medians["fairseq"])]
        print(f"{name:8s} lists / fairseq: operators {ratios[0]:.3f}x, issued {ratios[1]:.3f}x, done {ratios[2]:.3f}x")
        model.to("cpu")


if __name__ == "__main__":
    main()
