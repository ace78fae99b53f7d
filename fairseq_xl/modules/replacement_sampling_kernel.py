"""XLM-E's replacement sampling (eq. 2) in one Triton kernel: one pass over the logits, two numbers a tile.

The generator's samples x_i^corrupt ~ p_G(x_i | x^masked) = softmax(logits / T) at each masked position, special
symbols never (``XLMEModel.sample_replacements``). By Gumbel-max, argmax_v(logits_v / T - log(-log U_v)), as the
plugin drew them until 2026-11-29, that is a uniform number and two logarithms a logit, and in PyTorch float32
[N, V] copies and noise: at XLM-R's vocabulary (V 250,002) and a GPU batch of 64 x 512 (N about 4,915), about
74 bytes a logit, 90 GB, through a GPU's memory, and two float32 [N, V] tensors (9.2 GiB) alive at once, for a
result of N indices. Here one program takes one row and reads its logits once, in tiles
of ``BLOCK`` columns, by weighted reservoir sampling over the tiles: with m the largest scaled logit so far and
Z the mass exp(x_v / T - m) of the columns so far, each tile adds its mass z = sum exp(x_v / T - m) (Z rescaled
when m grows), and with probability z / Z its column drawn in proportion to exp(x_v / T) (the first column whose
running sum within the tile exceeds U' z) replaces the sample. The sample then falls in tile t with probability
z_t / Z_t times the probability that no later tile replaces it, prod_{s > t} (1 - z_s / Z_s) = Z_t / Z: each
column v with probability exp(x_v / T) / Z, the softmax. Two uniform numbers a tile (U, U'), an exponential a
logit, nothing of size [N, V]; a tile's running sums only when it replaces the sample (about ln(V / BLOCK) + 1
tiles a row where the mass is spread evenly, fewer where it gathers in the first tiles). The Gumbel-max kernel
before it drew a number and took two logarithms a logit (5.72 ms at 4,980 x 250,002 in bfloat16 on an H200).
The sums are float32: a column's share of its tile's running sum is rounded to the sum's precision, which moves
the draws from the softmax by a total variation of about 3e-5 at XLM-R's vocabulary (summed one column after the
other, the worst order, on three distributions: Zipf-like, one peak, random; Gumbel-max in float32 cuts its tails
at U's 24 bits likewise).

The numbers: row r's come from Philox-4x32-10 keyed by its 64-bit seed (``tl.rand``), tile t taking those of the
counters 2t (U) and 2t + 1 (U'), so a row's sample depends on its seed and its logits only (and on ``BLOCK``).
The seeds (``row_seeds``): with the tasks' keys (``example_noise``), key_b + 2^32 j for the j-th masked position
of example b, so that a row's samples do not depend on how a batch is split over ranks and micro-batches, as the
PyTorch path's per-row generators; without keys, a draw from torch's generator + 2^32 r. The samples differ
from the PyTorch path's (other numbers, another method), not their distribution.

On a CUDA GPU with Triton (``applies``). ``reservoir`` makes the same draws in PyTorch, tile by tile: the CPU's
path in float32 (its numbers from torch's generators, two a tile and row), and in float64 on the kernel's own
numbers (``uniforms``) the reference the tests hold the kernel to in Triton's interpreter; the tests hold
``reservoir`` to the softmax.
"""
import math
from typing import Optional

import torch
from torch import Tensor

from fairseq_xl.modules import gated_attention_kernel

triton = gated_attention_kernel.triton  # None without Triton (an optional extra)
if triton is not None:
    import triton.language as tl

BLOCK = 4096  # columns a program takes a step; the samples depend on it
WARPS = 4


applies = gated_attention_kernel.triton_runs_on  # whether the kernel takes a tensor of logits


if triton is not None:
    @triton.jit
    def _sample_rows(Logits, Never, Seeds, Samples, row_stride, V, scale, BLOCK: tl.constexpr):
        """One row's draw; its logits in base 2 (``scale`` = log2(e) / T: exp(x / T) = 2^(x scale))."""
        row = tl.program_id(0)
        seed = tl.load(Seeds + row)
        Row = Logits + row.to(tl.int64) * row_stride
        lanes = tl.arange(0, BLOCK)
        top = tl.full([], float("-inf"), tl.float32)  # m: the largest scaled logit so far
        total = tl.zeros([], tl.float32)  # Z: the mass so far, exp(x / T - m) summed
        sample = tl.zeros([], tl.int32)
        for start in range(0, V, BLOCK):
            columns = start + lanes
            inside = columns < V
            logits = tl.load(Row + columns, mask=inside, other=0.0).to(tl.float32) * scale
            never = tl.load(Never + columns, mask=inside, other=1)
            logits = tl.where(inside & (never == 0), logits, float("-inf"))
            new_top = tl.maximum(top, tl.max(logits, 0))
            base = tl.where(new_top == float("-inf"), 0.0, new_top)  # no column yet: nothing to scale by
            weights = tl.exp2(logits - base)
            mass = tl.sum(weights, 0)
            total = total * tl.exp2(top - base) + mass
            top = new_top
            tile = 2 * (start // BLOCK)
            # the tile's column replaces the sample with probability z / Z (U < 1 rounds U Z below Z in float32
            # too: the first tile with mass always replaces, and some running sum passes U' z)
            if tl.rand(seed, tile) * total < mass:
                running = tl.cumsum(weights, 0)
                threshold = tl.rand(seed, tile + 1) * tl.max(running, 0)
                sample = tl.min(tl.where(running > threshold, columns, V), 0)
        tl.store(Samples + row, sample.to(tl.int64))

    @triton.jit
    def _uniforms(Seeds, Out, count, BLOCK: tl.constexpr):
        row, step = tl.program_id(0), tl.program_id(1)
        offsets = step * BLOCK + tl.arange(0, BLOCK)
        tl.store(Out + row.to(tl.int64) * count + offsets, tl.rand(tl.load(Seeds + row), offsets),
                 mask=offsets < count)


def row_seeds(masked_positions: Tensor, noise_keys: Optional[Tensor], rows: int, device) -> Tensor:
    """[N] int64: the seed of each masked row, in the order of the generator's logits (the masked positions
    row by row). With ``noise_keys`` [B]: key_b + 2^32 j for the j-th masked position of example b; without,
    one draw from torch's generator + 2^32 r."""
    if noise_keys is None:
        base = int(torch.randint(0, 2 ** 31 - 1, (), device="cpu"))
        return base + (torch.arange(rows, device=device, dtype=torch.int64) << 32)
    index = masked_positions.long().cumsum(1) - 1
    return (noise_keys.to(device)[:, None] + (index << 32))[masked_positions]


def sample(logits: Tensor, never_sample: Tensor, temperature: float, seeds: Tensor,
           block: Optional[int] = None) -> Tensor:
    """[N] int64: one column of each row of ``logits`` [N, V] (any float type, read once in float32) drawn from
    softmax(logits / T) over the columns not in ``never_sample`` [V] (bool), with the numbers of ``seeds[r]``, in
    tiles of ``block`` columns (default ``BLOCK``; module docstring)."""
    rows, width = logits.shape
    if logits.stride(1) != 1:
        logits = logits.contiguous()
    samples = torch.empty(rows, dtype=torch.int64, device=logits.device)
    if rows:
        _sample_rows[(rows,)](logits, never_sample, seeds.contiguous(), samples, logits.stride(0), width,
                              math.log2(math.e) / temperature, BLOCK=block or BLOCK, num_warps=WARPS,
                              enable_fp_fusion=True)  # as gated_attention_kernel's launches
    return samples


def uniforms(seeds: Tensor, count: int) -> Tensor:
    """[N, count] float32: the first ``count`` numbers the kernel draws for ``seeds`` (tile t's U and U' at 2t
    and 2t + 1), to check it against."""
    out = torch.empty(len(seeds), count, dtype=torch.float32, device=seeds.device)
    _uniforms[(len(seeds), triton.cdiv(count, BLOCK))](seeds.contiguous(), out, count, BLOCK=BLOCK)
    return out


def reservoir(logits: Tensor, never_sample: Tensor, temperature: float, numbers: Tensor,
              block: Optional[int] = None, dtype: torch.dtype = torch.float32) -> Tensor:
    """The kernel's draws in PyTorch on any device, tile by tile in ``dtype``: [N] int64 samples of ``logits``
    [N, V] with the numbers [N, 2 x tiles] (tile t's U and U' at 2t and 2t + 1): the CPU's path in float32 (the
    numbers from torch's generators), the reference of the tests and of the GPU benchmark's check in float64 (the
    kernel's numbers, ``uniforms``). Nothing of size [N, V] is made: a tile's slice of the rows at a time, and its
    running sums only in the rows it replaces the sample of. ``block``: ``BLOCK`` by default."""
    rows, block = len(logits), block or BLOCK
    top = torch.full((rows,), float("-inf"), dtype=dtype, device=logits.device)
    total = torch.zeros(rows, dtype=dtype, device=logits.device)
    samples = torch.zeros(rows, dtype=torch.int64, device=logits.device)
    for tile, start in enumerate(range(0, logits.size(1), block)):
        scaled = logits[:, start:start + block].to(dtype, copy=True).div_(temperature)  # the logits kept
        scaled.masked_fill_(never_sample[start:start + block], float("-inf"))
        new_top = torch.maximum(top, scaled.max(1).values)
        base = new_top.masked_fill(new_top == float("-inf"), 0.0)  # no column yet: nothing to scale by
        weights = scaled.sub_(base[:, None]).exp_()
        mass = weights.sum(1)
        total = total.mul_((top - base).exp_()).add_(mass)
        top = new_top
        replaced = (numbers[:, 2 * tile].to(dtype) * total < mass).nonzero().squeeze(1)
        if len(replaced):
            running = weights[replaced].cumsum(1)
            threshold = numbers[replaced, 2 * tile + 1].to(dtype) * running[:, -1]
            samples[replaced] = start + (running > threshold[:, None]).int().argmax(1)  # the first column over it
    return samples


def tiles(width: int) -> int:
    """The tiles of a row of ``width`` columns: the numbers a row takes are twice as many."""
    return -(-width // BLOCK)
