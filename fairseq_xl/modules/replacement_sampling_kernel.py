"""XLM-E's replacement sampling (eq. 2) in one Triton kernel: Gumbel-max over the vocabulary in one pass.

The generator's samples x_i^corrupt ~ p_G(x_i | x^masked) are drawn by Gumbel-max,
argmax_v(logits_v / T - log(-log U_v)), U_v ~ Uniform(0, 1), special symbols never
(``XLMEModel.sample_replacements``). In PyTorch, run whole (on a GPU without Triton), that is a float32
copy of the logits [N, V] at the N masked positions, divided and masked in place, the noise [N, V], three
passes over it in place, their difference and its argmax: at XLM-R's vocabulary (V 250,002) and a GPU
batch of 64 x 512 (N about 4,915), about 74 bytes a logit, 90 GB, through the GPU's memory, and two
float32 [N, V] tensors (9.2 GiB) alive at once, for a result of N indices. Here one program takes one row:
it reads the row's logits once, in tiles of ``BLOCK`` columns, draws their noise in registers and keeps a
running maximum per lane; nothing of size [N, V] is made.

The noise: row r's numbers come from Philox-4x32-10 keyed by its 64-bit seed (``tl.rand4x``, four
numbers a call): column c takes output (c mod BLOCK) // QUARTER of the counter
(c // BLOCK) * QUARTER + c mod QUARTER, so a row's sample depends on its seed and its logits only. The
seeds (``row_seeds``): with the tasks' keys (``example_noise``), key_b + 2^32 j for the j-th masked
position of example b, so that a row's samples do not depend on how a batch is split over ranks and
micro-batches, as the PyTorch path's per-row generators; without keys, a draw from torch's generator +
2^32 r. The numbers differ from the PyTorch path's (torch's own generator), not their distribution.

On a CUDA GPU with Triton (``applies``); the CPU keeps PyTorch's path, and the tests run the kernel in
Triton's interpreter against that path's formula on the kernel's own noise (``uniforms``).
"""
from typing import Optional

import torch
from torch import Tensor

from fairseq_xl.modules import gated_attention_kernel

triton = gated_attention_kernel.triton  # None without Triton (an optional extra)
if triton is not None:
    import triton.language as tl

# columns a program takes a step (four quarters, one Philox call for four numbers); the noise depends on it
BLOCK = 4096
QUARTER = BLOCK // 4
WARPS = 4


def applies(logits: Tensor) -> bool:
    """Whether the kernel samples ``logits``: on a CUDA GPU, with a recent enough Triton."""
    return logits.is_cuda and gated_attention_kernel.available()


if triton is not None:
    @triton.jit
    def _quarter(Row, Never, columns, numbers, best, best_index, V, temperature):
        """The running maximum of logits / T - log(-log U) over one quarter tile of columns."""
        inside = columns < V
        logits = tl.load(Row + columns, mask=inside, other=0.0).to(tl.float32)
        never = tl.load(Never + columns, mask=inside, other=1)
        numbers = tl.maximum(numbers, 1.1754943508222875e-38)  # float32's tiny, as the PyTorch path clamps
        scores = logits / temperature - tl.log(-tl.log(numbers))
        scores = tl.where(inside & (never == 0), scores, float("-inf"))
        better = scores > best  # the first column of equal scores, as torch.argmax
        return tl.where(better, scores, best), tl.where(better, columns, best_index)

    @triton.jit
    def _gumbel_max(Logits, Never, Seeds, Samples, row_stride, V, temperature,
                    BLOCK: tl.constexpr, QUARTER: tl.constexpr):
        row = tl.program_id(0)
        seed = tl.load(Seeds + row)
        Row = Logits + row.to(tl.int64) * row_stride
        lanes = tl.arange(0, QUARTER)
        best = tl.full([QUARTER], float("-inf"), tl.float32)
        best_index = tl.zeros([QUARTER], tl.int32)
        for start in range(0, V, BLOCK):
            first, second, third, fourth = tl.rand4x(seed, (start // BLOCK) * QUARTER + lanes)
            best, best_index = _quarter(Row, Never, start + lanes, first, best, best_index, V,
                                        temperature)
            best, best_index = _quarter(Row, Never, start + QUARTER + lanes, second, best, best_index, V,
                                        temperature)
            best, best_index = _quarter(Row, Never, start + 2 * QUARTER + lanes, third, best, best_index, V,
                                        temperature)
            best, best_index = _quarter(Row, Never, start + 3 * QUARTER + lanes, fourth, best, best_index, V,
                                        temperature)
        top = tl.max(best, 0)
        tl.store(Samples + row, tl.min(tl.where(best == top, best_index, V), 0).to(tl.int64))

    @triton.jit
    def _uniforms(Seeds, Out, V, BLOCK: tl.constexpr, QUARTER: tl.constexpr):
        row, step = tl.program_id(0), tl.program_id(1)
        lanes = tl.arange(0, QUARTER)
        first, second, third, fourth = tl.rand4x(tl.load(Seeds + row), step * QUARTER + lanes)
        columns = step * BLOCK + lanes
        Row = Out + row.to(tl.int64) * V
        tl.store(Row + columns, first, mask=columns < V)
        tl.store(Row + columns + QUARTER, second, mask=columns + QUARTER < V)
        tl.store(Row + columns + 2 * QUARTER, third, mask=columns + 2 * QUARTER < V)
        tl.store(Row + columns + 3 * QUARTER, fourth, mask=columns + 3 * QUARTER < V)


def row_seeds(masked_positions: Tensor, noise_keys: Optional[Tensor], rows: int, device) -> Tensor:
    """[N] int64: the seed of each masked row, in the order of the generator's logits (the masked positions
    row by row). With ``noise_keys`` [B]: key_b + 2^32 j for the j-th masked position of example b; without,
    one draw from torch's generator + 2^32 r."""
    if noise_keys is None:
        base = int(torch.randint(0, 2 ** 31 - 1, (), device="cpu"))
        return base + (torch.arange(rows, device=device, dtype=torch.int64) << 32)
    index = masked_positions.long().cumsum(1) - 1
    return (noise_keys.to(device)[:, None] + (index << 32))[masked_positions]


def gumbel_max(logits: Tensor, never_sample: Tensor, temperature: float, seeds: Tensor) -> Tensor:
    """argmax_v(logits[r, v] / T - log(-log U_rv)) over v not in ``never_sample`` [V] (bool), U_r from
    ``seeds[r]``: [N] int64 samples of ``logits`` [N, V] (any float type, read once in float32)."""
    rows, width = logits.shape
    if logits.stride(1) != 1:
        logits = logits.contiguous()
    samples = torch.empty(rows, dtype=torch.int64, device=logits.device)
    if rows:
        _gumbel_max[(rows,)](logits, never_sample, seeds.contiguous(), samples, logits.stride(0),
                             width, float(temperature), BLOCK=BLOCK, QUARTER=QUARTER, num_warps=WARPS,
                             enable_fp_fusion=True)  # as gated_attention_kernel's launches
    return samples


def uniforms(seeds: Tensor, width: int) -> Tensor:
    """[N, V] float32: the noise U the kernel draws for ``seeds`` (to check it against)."""
    out = torch.empty(len(seeds), width, dtype=torch.float32, device=seeds.device)
    _uniforms[(len(seeds), triton.cdiv(width, BLOCK))](seeds.contiguous(), out, width, BLOCK=BLOCK, QUARTER=QUARTER)
    return out
