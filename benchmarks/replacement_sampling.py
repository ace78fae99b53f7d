"""XLM-E's generator head at a real vocabulary: its replacement sampling (eq. 2) and its loss (eq. 1), PyTorch's
paths against the kernels.

``XLMEModel.sample_replacements`` draws the generator's samples at the masked positions of a batch from
their logits [N, V], by reservoir sampling over tiles of columns
(``fairseq_xl/modules/replacement_sampling_kernel.py``): PyTorch's path a tile of every row at a time, in float32;
on a CUDA GPU with Triton one kernel reads the logits once. Timed
here, each with the tasks' per-example keys (training) and with torch's stream, at the masked rows of a batch
of B x T tokens (15% masked) and XLM-R's vocabulary by default; reported: ms per call, and on a GPU the peak
memory the call adds to its logits. On a GPU it checks first that the kernel's samples are its draws
recomputed in float64 on its own numbers (``replacement_sampling_kernel.reservoir``; compiled: the check the suite
makes in Triton's interpreter). Then the criterion's loss over the vocabulary and its gradient
(``vocabulary_loss_kernel.cross_entropy``: -log softmax(x)_t and the prediction, forward and backward), PyTorch's
float32 log-softmax against the two kernels, the kernels first checked against PyTorch on 256 rows.

    python benchmarks/replacement_sampling.py --device cuda                 # 64 x 512, V 250,002, bf16
    python benchmarks/replacement_sampling.py --batch-size 4 --length 512   # CPU: PyTorch's paths only
"""
import argparse
import time

import torch
from omegaconf import OmegaConf

from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel
from fairseq_xl.modules import replacement_sampling_kernel as kernel, vocabulary_loss_kernel
from fairseq_xl.modules.example_noise import noise_keys

from common import synthetic_dictionary


NOISE = {True: "keyed (training)", False: "torch's stream"}


def parser():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--length", type=int, default=512)
    parser.add_argument("--vocab", type=int, default=250002, help="XLM-R's by default")
    parser.add_argument("--dtype", choices=["fp32", "bf16", "fp16"], default="bf16", help="the logits' type")
    parser.add_argument("--steps", type=int, default=10)
    return parser


def timed(call, device, steps):
    """(ms per call, MiB the call adds at its peak; nan on the CPU)."""
    call()
    synchronize = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
    synchronize()
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
        before = torch.cuda.memory_allocated()
    start = time.perf_counter()
    for _ in range(steps):
        call()
    synchronize()
    milliseconds = (time.perf_counter() - start) / steps * 1e3
    peak = (torch.cuda.max_memory_allocated() - before) / 2 ** 20 if device.type == "cuda" else float("nan")
    return milliseconds, peak


def main():
    args = parser().parse_args()
    device = torch.device(args.device)
    torch.manual_seed(0)
    dictionary = synthetic_dictionary(args.vocab)
    model = XLMEModel(OmegaConf.structured(XLMEConfig(
        encoder_layers=1, encoder_embed_dim=16, encoder_ffn_embed_dim=16, encoder_attention_heads=1,
        generator_layers=1, generator_ffn_embed_dim=16, generator_attention_heads=1, max_positions=args.length)),
        dictionary).to(device)
    tokens = torch.randint(dictionary.nspecial, len(dictionary) - 1, (args.batch_size, args.length))
    masked = torch.rand(args.batch_size, args.length) < 0.15
    keys = noise_keys(tokens, torch.arange(args.batch_size), torch.zeros(args.batch_size, dtype=torch.long),
                      dictionary.pad(), 1, 0)
    dtype = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}[args.dtype]
    logits = (3 * torch.randn(int(masked.sum()), len(dictionary), device=device)).to(dtype)
    masked = masked.to(device)
    print(f"| {len(logits)} masked rows of {args.batch_size} x {args.length}, vocabulary {len(dictionary)}, "
          f"{args.dtype} logits ({logits.numel() * logits.element_size() / 2 ** 30:.2f} GiB), {device}")
    uses_kernel = kernel.applies(logits)
    if uses_kernel:
        seeds = kernel.row_seeds(masked, keys, len(logits), device)
        samples = kernel.sample(logits, model.never_sample, 1.0, seeds)
        rows = slice(0, 256)  # the same draws in float64 on the kernel's own numbers (for these rows only)
        numbers = kernel.uniforms(seeds[rows], 2 * kernel.tiles(logits.size(1)))
        expected = kernel.reservoir(logits[rows], model.never_sample, 1.0, numbers, dtype=torch.float64)
        print(f"| kernel against its draws in float64 on its own numbers: "
              f"{(samples[rows] == expected).float().mean():.4f} of {len(expected)} rows equal")
    applies = kernel.applies
    for keyed, path in ((True, "kernel"), (False, "kernel"), (True, "PyTorch"), (False, "PyTorch")):
        if path == "kernel" and not uses_kernel:
            continue
        kernel.applies = applies if path == "kernel" else (lambda logits: False)
        milliseconds, peak = timed(lambda: model.sample_replacements(logits, masked, keys if keyed else None),
                                   device, args.steps)
        name = f"{path}, {NOISE[keyed]}"
        print(f"| {name:<32} {milliseconds:9.2f} ms  adds {peak:9.1f} MiB", flush=True)
    kernel.applies = applies
    if not uses_kernel:
        print("| the kernel runs on a CUDA GPU with Triton")
    time_loss(logits, device, args.steps)


def time_loss(logits, device, steps):
    """The generator's loss and its gradient at ``logits``: the kernels (where they apply) against PyTorch's."""
    generator = torch.Generator().manual_seed(1)
    targets = torch.randint(0, logits.size(1), (len(logits),), generator=generator).to(device)
    weights = torch.rand(len(logits), generator=generator).to(device)  # a criterion's gradient: one value a row

    def loss_and_gradient(rows, uses_kernel):
        leaf = logits[rows].detach().requires_grad_()
        loss, predicted = vocabulary_loss_kernel.cross_entropy(leaf, targets[rows], kernel=uses_kernel)
        (loss * weights[rows]).sum().backward()
        return loss, predicted, leaf.grad

    paths = [False]
    if vocabulary_loss_kernel.applies(logits):
        paths.insert(0, True)
        rows = slice(0, 256)
        (loss, predicted, gradient), (expected, expected_predicted, expected_gradient) = (
            loss_and_gradient(rows, uses_kernel) for uses_kernel in (True, False))
        gradient, expected_gradient = gradient.float(), expected_gradient.float()
        print(f"| loss kernels against PyTorch's float32 on {len(loss)} rows: loss within "
              f"{((loss - expected).abs() / expected.abs()).max():.2e} relative, predictions "
              f"{(predicted == expected_predicted).float().mean():.4f} equal, gradient within "
              f"{(gradient - expected_gradient).abs().max() / expected_gradient.abs().max():.2e} of its largest value")
    for uses_kernel in paths:
        milliseconds, peak = timed(lambda: loss_and_gradient(slice(None), uses_kernel), device, steps)
        name = "loss, " + ("kernels" if uses_kernel else "PyTorch (float32 log-softmax)")
        print(f"| {name:<32} {milliseconds:9.2f} ms  adds {peak:9.1f} MiB (forward and backward)", flush=True)


if __name__ == "__main__":
    main()
