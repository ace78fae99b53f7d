"""What the benchmarks share: a synthetic dictionary, fairseq's RoBERTa (masked_lm) as the
baseline, and the measurement of one training step (forward, backward, Adam step).

Memory is the CUDA peak on a GPU; on the CPU it is what a step holds at its peak:
parameters, gradients and Adam state plus the tensors autograd saves for backward
(counted by storage, so views are not counted twice).

Model FLOPs of a step are those of its matrix products, 2 m n k each, forward and backward
(two products per forward product), counted by torch's FlopCounterMode on one step run with
attention as plain matrix products (so that every kernel choice counts the same work; no
recomputation is counted). For fairseq's RoBERTa of L layers, width d, FFN f, vocabulary V,
n tokens of length T and m masked this is 6 P n + 12 L T d n + 6 (d^2 + d V) m with
P = L (4 d^2 + 2 d f): Kaplan et al.'s 6 N per token plus attention, and the LM head at the
masked positions only (checked by tests/test_gpu_kit.py). MFU = model FLOPs per second / the
device's peak dense FLOPs for the precision (``PEAK_TFLOPS``). Every benchmark also prints its
model FLOP/s beside the machine's measured matrix-product peak for the precision
(``matmul_peak_gflops``: what F.linear of square matrices gives at its best size up to 2048, the most any model's
step could reach with these kernels).
"""
import argparse
import functools
import statistics
import time
from contextlib import nullcontext
from typing import NamedTuple, Optional

import torch
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.utils.flop_counter import FlopCounterMode
from fairseq.data import Dictionary
from fairseq.models.roberta import RobertaModel
from fairseq.models.roberta import base_architecture as roberta_base_architecture

AUTOCAST = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}
# Dense (no sparsity) tensor-core peaks in TFLOP/s from NVIDIA's data sheets, bf16 = fp16;
# matched against torch.cuda.get_device_name() in this order. --peak-tflops overrides.
PEAK_TFLOPS = (("H100 PCIe", 756.0), ("H100 NVL", 835.0), ("H100", 989.4), ("H200", 989.4), ("GH200", 989.4),
               ("A100", 312.0), ("L40S", 362.1), ("A10G", 70.0))


def peak_tflops(device: torch.device, dtype: str) -> Optional[float]:
    """The device's peak for ``dtype`` (None on the CPU, in fp32, or for a GPU not in the table)."""
    if device.type != "cuda" or dtype == "fp32":
        return None
    name = torch.cuda.get_device_name(device)
    return next((peak for key, peak in PEAK_TFLOPS if key in name), None)


def _product_seconds(a: torch.Tensor, b: torch.Tensor) -> float:
    if a.device.type == "cuda":
        torch.cuda.synchronize()
    start = time.perf_counter()
    torch.nn.functional.linear(a, b)
    if a.device.type == "cuda":
        torch.cuda.synchronize()
    return time.perf_counter() - start


@functools.lru_cache(maxsize=None)
def matmul_peak_gflops(device_type: str, dtype: str, size: int = 2048, repeats: int = 30,
                       budget: float = 2.0) -> float:
    """The device's measured matrix-product peak for ``dtype``, GFLOP/s: the fastest product a b^T of
    two [n, n] matrices (2 n^3 FLOPs) by F.linear, the product every layer runs, with the process's
    threads, for n = 128, 256, ... up to ``size``, each n timed ``repeats`` times after one to warm
    up or for ``budget`` seconds, whichever ends first. The fastest, not the median: on a 2-core
    machine the CPU products of one process vary by up to a third over seconds. The next n is tried
    only while its product is foreseen (8x this one's) to take under a quarter of the budget, so that
    a precision the CPU emulates ends in seconds (2 idle cores: about 185 fp32 GFLOP/s, 440 bf16 with
    avx512_bf16; an AVX2 CPU gives 150 fp32 and 19 bf16, and there torch.matmul of two bf16 matrices
    gives 1: a minute for one product at 2048)."""
    device, best, n = torch.device(device_type), 0.0, 128
    while n <= size:
        a, b = (torch.randn(n, n, device=device).to(AUTOCAST[dtype] or torch.float32) for _ in range(2))
        _product_seconds(a, b)
        times = []
        while len(times) < repeats and sum(times) < budget:
            times.append(_product_seconds(a, b))
        best = max(best, 2 * n ** 3 / min(times) / 1e9)
        if 8 * min(times) > budget / 4:
            break
        n *= 2
    return best


class Measurement(NamedTuple):
    """One model's training step: ``tokens`` per step, median seconds, bytes, model FLOPs."""
    tokens: int
    seconds: float
    memory: int
    flops: int

    @property
    def tokens_per_second(self) -> float:
        return self.tokens / self.seconds

    def mfu(self, peak: Optional[float]) -> Optional[float]:
        return self.flops / self.seconds / (peak * 1e12) if peak else None


def benchmark_parser(doc: str, sizes, batch_size: int, steps: int) -> argparse.ArgumentParser:
    """The flags every benchmark has; each adds its own."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--arch", choices=sizes, default="cpu")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--dtype", choices=list(AUTOCAST), default="fp32")
    parser.add_argument("--batch-size", type=int, default=batch_size)
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--steps", type=int, default=steps, help="timed steps (one more warms up)")
    return parser


class Task:
    def __init__(self, dictionary):
        self.source_dictionary = self.target_dictionary = dictionary


def synthetic_dictionary(size: int) -> Dictionary:
    dictionary = Dictionary()
    for i in range(size - dictionary.nspecial - 1):
        dictionary.add_symbol(f"\u2581w{i}")
    dictionary.add_symbol("<mask>")
    return dictionary


def build_roberta(dictionary, layers, dim, ffn, heads, max_positions) -> RobertaModel:
    args = argparse.Namespace(encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn,
                              encoder_attention_heads=heads, max_positions=max_positions,
                              tokens_per_sample=max_positions)
    roberta_base_architecture(args)
    return RobertaModel.build_model(args, Task(dictionary))


def masked_lm_batches(dictionary, count, batch, length, device):
    """Tokens [B, T] framed by <s> ... </s> and 15% of the others masked."""
    generator = torch.Generator().manual_seed(0)
    for _ in range(count):
        tokens = torch.randint(dictionary.nspecial, len(dictionary) - 1, (batch, length), generator=generator)
        tokens[:, 0], tokens[:, -1] = dictionary.bos(), dictionary.eos()
        masked = torch.rand(batch, length, generator=generator) < 0.15
        masked[:, 0] = masked[:, -1] = False
        yield tokens.to(device), masked.to(device)


def roberta_step(model):
    def step(tokens, masked):
        logits = model(tokens, masked_tokens=masked)[0]
        return torch.nn.functional.cross_entropy(logits.float(), tokens[masked])
    return step


class SavedTensorBytes:
    """Bytes autograd saves for backward, each storage counted once."""

    def __init__(self):
        self.storages = {}

    def pack(self, tensor):
        storage = tensor.untyped_storage()
        self.storages[storage.data_ptr()] = storage.nbytes()
        return tensor

    @property
    def total(self):
        return sum(self.storages.values())


def autocast_to(device, dtype):
    return torch.autocast(device.type, dtype=AUTOCAST[dtype]) if AUTOCAST[dtype] else nullcontext()


def step_flops(model, step_fn, batch, device, dtype) -> int:
    """Model FLOPs of one forward and backward of ``step_fn`` on ``batch`` (see the module's docstring)."""
    with sdpa_kernel([SDPBackend.MATH]), FlopCounterMode(display=False) as counter:
        with autocast_to(device, dtype):
            loss = step_fn(*batch)
        loss.backward()
    model.zero_grad(set_to_none=True)
    return counter.get_total_flops()


def _step(model, optimizer, step_fn, batch, device, dtype, counter=None) -> float:
    """Seconds of one training step (forward, backward, Adam), the GPU synchronized on either side; ``counter``
    (``SavedTensorBytes``) counts what autograd keeps."""
    if device.type == "cuda":
        torch.cuda.synchronize()
    start = time.perf_counter()
    hooks = (torch.autograd.graph.saved_tensors_hooks(counter.pack, lambda tensor: tensor) if counter is not None
             else nullcontext())
    with hooks, autocast_to(device, dtype):
        loss = step_fn(*batch)
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=False)
    if device.type == "cuda":
        torch.cuda.synchronize()
    return time.perf_counter() - start


def measure(model, step_fn, data, device, dtype="fp32", tokens=None) -> Measurement:
    """Training steps on ``data``, batches of arguments of ``step_fn`` whose first is the [B, T]
    tokens (``tokens``: the count a step is credited with, default B T); the first batch is
    counted for FLOPs, then warms up."""
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    model.train()
    data = iter(data)
    first = next(data)
    flops = step_flops(model, step_fn, first, device, dtype)
    times, saved = [], 0
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
    for index, batch in enumerate([first, *data]):
        counter = SavedTensorBytes()
        seconds = _step(model, optimizer, step_fn, batch, device, dtype, counter)
        if index > 0:
            times.append(seconds)
        saved = max(saved, counter.total)
    states = sum(p.numel() * p.element_size() * 4 for p in model.parameters())  # weights, grads, Adam m and v
    memory = torch.cuda.max_memory_allocated() if device.type == "cuda" else states + saved
    return Measurement(tokens or batch[0].numel(), statistics.median(times), memory, flops)


def alternated(runs, batches, device, dtype, rounds: int) -> dict:
    """{name: the median seconds of a step in each of ``rounds`` rounds} of each (name, model, step function)
    of ``runs`` on ``batches(name)`` (the first batch of a round warms up), the runs taking turns in one
    process, every model on ``device`` throughout and the order reversed every other round: a drift of the
    GPU's clocks or of its other work falls on each run alike, so the spread of their ratio over the rounds
    is the measurement's own (between processes, trtd / masked_lm moved 0.67-0.79x on the H200)."""
    optimizers = {}
    for name, model, _ in runs:
        model.to(device).train()
        optimizers[name] = torch.optim.Adam(model.parameters(), lr=1e-4)
    seconds = {name: [] for name, _, _ in runs}
    for turn in range(rounds):
        for name, model, step_fn in runs if turn % 2 == 0 else runs[::-1]:
            times = [_step(model, optimizers[name], step_fn, batch, device, dtype) for batch in batches(name)]
            seconds[name].append(statistics.median(times[1:]))
    return seconds


def measure_runs(runs, batches, device, dtype, tokens=None):
    """{name: Measurement} of each (name, model, step function) of ``runs`` on ``batches(name)``,
    the model on ``device`` only while it is measured; a line printed for each."""
    results, peak = {}, matmul_peak_gflops(device.type, dtype)
    for name, model, step in runs:
        model.to(device)
        results[name] = measure(model, step, batches(name), device, dtype, tokens)
        model.cpu()
        parameters = sum(p.numel() for p in model.parameters()) / 1e6
        gflops = results[name].flops / results[name].seconds / 1e9
        print(f"| {name:11s} {results[name].tokens_per_second:10.0f} tokens/s  {results[name].memory / 2**20:9.1f} MiB"
              f"  {parameters:.1f}M parameters  {gflops:7.1f} model GFLOP/s = {100 * gflops / peak:4.1f}% of the "
              f"measured {dtype} matmul peak ({peak:.0f})", flush=True)
    return results
