"""XLM-E's attention with its gated relative position bias in one fused Triton kernel (issue 53).

The attention of XLM-E (section 3.3; ``gated_relative_position_bias``) is

    o_i = sum_j softmax_j(q_i . k_j / sqrt(d_k) + s_i d_{j-i} + m_j) v_j

with s_i = 1 + g_upd + (1 - g_upd) w g_rst the gate's scale of query i (per batch row and head),
d_{j-i} the table's bias for the distance j - i (per head) and m_j the key padding mask. Nothing
here needs the [B, H, T, S] bias: the kernels read s [B, H, T] and the per-distance table
d [H, T + S - 1] (``RelativePositionBias.per_distance``: column j - i + T - 1) inside each tile,
as FlashAttention-2 reads q, k and v (Dao, 2023: tiles of queries against tiles of keys, the
softmax online, only its log-sum-exp kept for the backward).

The backward gives dq, dk, dv and the bias's two gradients, with dS_ij = P_ij (dP_ij - Delta_i)
the gradient of the scores (Delta_i = do_i . o_i):

- ds_i = sum_j dS_ij d_{j-i}: a row sum, made where dq is made (``_backward_queries``, which runs first
  and makes Delta there too, where do is read anyway: no pass of its own over do and o);
- dd_k = sum over (b, i) with j - i = k of dS_ij s_i: each tile's diagonal sums, added into the
  table's gradient with atomics where dk and dv are made (``_backward_keys``).

The gate's u, v, w and the table then get theirs through autograd from s and d, as today.
Attention dropout is drawn in the kernel by Philox (``tl.rand``, counter = the weight's index, key =
a seed drawn from torch's generator), so the backward regenerates the forward's mask. Inputs
float32, bfloat16 or float16; products accumulate and the softmax runs in float32 (float32 inputs
multiplied as torch's matmul would: IEEE, or TF32 where torch allows it).

Triton is optional: ``available()`` says whether it imports and is recent enough (``MINIMUM_TRITON``;
older, the materialized bias runs, said once in the log), and GPUs older than Ampere
(``MINIMUM_CAPABILITY``) keep the materialized bias too. On the CPU the kernels run in
Triton's interpreter (``TRITON_INTERPRET=1`` before the import), which is how the tests check them
against the materialized bias; on a GPU they are compiled (``benchmarks/kernel_resources.py`` compiles
them for a GPU on a machine without one: the interpreter runs code the compiler refuses).
"""
import logging
import math
import os
import re
from typing import Optional

import torch
from torch import Tensor

try:
    import triton
    import triton.language as tl
except ImportError:  # an optional extra (CUDA builds of torch bring it): everything runs without it
    triton = None

# Triton 3.9's interpreter multiplies bfloat16 and float16 tiles wrongly in ``tl.dot`` (as raw bits): there
# the kernels' products read float32 copies; compiled, they multiply the inputs' own type.
INTERPRETED = os.environ.get("TRITON_INTERPRET") == "1"

logger = logging.getLogger(__name__)
# the kernels take tuples of strides as arguments and use tl.gather: Triton 3.3 (PyTorch 2.7's) is the first
# release with both
MINIMUM_TRITON = (3, 3)
# Ampere (sm_80) and newer: compiled for sm_75 and sm_70 the kernels spill 0.6-1.6 KB of registers a thread
# (benchmarks/kernel_resources.py --arch 75) where the tiles are multiplied in half precision (FlashAttention-2 and
# PyTorch's flash attention also start there)
MINIMUM_CAPABILITY = (8, 0)
_said = set()


def _say_once(message: str):
    if message not in _said:
        logger.warning(message)
        _said.add(message)


def available() -> bool:
    """Whether Triton imports and is at least ``MINIMUM_TRITON``."""
    if triton is None:
        return False
    found = re.match(r"(\d+)\.(\d+)", triton.__version__)
    return found is not None and tuple(int(part) for part in found.groups()) >= MINIMUM_TRITON


def applies(x: Tensor, head_dim: int) -> bool:
    """Whether the fused kernel runs for states ``x`` and heads of ``head_dim``: on a CUDA GPU of compute
    capability ``MINIMUM_CAPABILITY`` or newer, with a recent enough Triton (``available()``), heads of up to
    ``MAX_HEAD_DIM`` (each missing is said once in the log), where the products are half precision (float16 or
    bfloat16 states, or autocast to them), or float32 where torch's matmul takes TensorFloat-32
    (``torch.set_float32_matmul_precision("high")``). Full float32 products (torch's default) take the
    materialized bias: the kernel's, made without tensor cores, spill registers on sm_90
    (``benchmarks/kernel_resources.py``)."""
    if triton is None or not x.is_cuda:
        return False
    if not available():
        _say_once(f"XLM-E's fused attention needs Triton >= {'.'.join(map(str, MINIMUM_TRITON))} (this is "
                  f"{triton.__version__}): the bias is materialized as [B, H, T, T] instead")
        return False
    capability = torch.cuda.get_device_capability(x.device)
    if capability < MINIMUM_CAPABILITY:
        _say_once(f"XLM-E's fused attention needs a GPU of compute capability {'.'.join(map(str, MINIMUM_CAPABILITY))}"
                  f" or newer (this is {'.'.join(map(str, capability))}): the bias is materialized as [B, H, T, T] "
                  "instead")
        return False
    if head_dim > MAX_HEAD_DIM:
        _say_once(f"XLM-E's fused attention takes heads of up to {MAX_HEAD_DIM} (these are {head_dim} wide): the bias "
                  "is materialized as [B, H, T, T] instead")
        return False
    return (x.dtype in (torch.float16, torch.bfloat16) or torch.is_autocast_enabled("cuda")
            or torch.get_float32_matmul_precision() != "highest")


if triton is not None:
    # added to a padded key's score: the weight exp(-1e30 - max) is 0, as the bias path's. A kernel reads a
    # global only as a constexpr (the interpreter reads any; compiled, anything else is an error)
    PADDING = tl.constexpr(-1.0e30)

    @triton.jit
    def _dot(a, b, PRECISION: tl.constexpr):
        """a b in float32; PRECISION "ieee" or "tf32" (float32 inputs), "upcast" (the interpreter)."""
        if PRECISION == "upcast":
            return tl.dot(a.to(tl.float32), b.to(tl.float32))
        return tl.dot(a, b, input_precision=PRECISION)

    @triton.jit
    def _scores(q, k_t, s_i, table, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING: tl.constexpr,
                PRECISION: tl.constexpr):
        """q k^T / sqrt(d_k) + s_i d_{j-i} (+ the padding) of one tile, float32; out-of-range
        keys -inf."""
        scores = _dot(q, k_t, PRECISION) * sm_scale
        inside = (offs_m[:, None] < T) & (offs_n[None, :] < S)
        distance = offs_n[None, :] - offs_m[:, None] + (T - 1)
        bias = tl.load(table + distance, mask=inside, other=0.0).to(tl.float32)
        scores += s_i[:, None] * bias
        if HAS_PADDING:
            padded = tl.load(pad_row + offs_n, mask=offs_n < S, other=1)
            scores += tl.where(padded[None, :] != 0, PADDING, 0.0)
        return tl.where(offs_n[None, :] < S, scores, float("-inf"))

    @triton.jit
    def _keep(seed, bh, offs_m, offs_n, T, S, p_drop):
        """The dropout mask of one tile: the same bits in the forward and both backward kernels. One Philox
        call (``tl.rand4x``, counter = the query's row and the key's group of four) draws four neighbouring
        keys' numbers, interleaved back into the tile: a quarter of the Philox rounds of one call per weight
        (``tl.rand``), which discards three of the four numbers it makes. Tiles start at a multiple of 4 keys."""
        BLOCK_M: tl.constexpr = offs_m.shape[0]
        BLOCK_N: tl.constexpr = offs_n.shape[0]
        groups = tl.max(tl.reshape(offs_n, (BLOCK_N // 4, 4)), 1) // 4
        counters = (bh * T + offs_m[:, None]) * tl.cdiv(S, 4) + groups[None, :]
        first, second, third, fourth = tl.rand4x(seed, counters)
        numbers = tl.reshape(tl.join(tl.join(first, second), tl.join(third, fourth)), (BLOCK_M, BLOCK_N))
        return numbers >= p_drop

    @triton.jit
    def _dropout_mask(Keep, T, S, p_drop, seed, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        pid_m, pid_n, bh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        inside = (offs_m[:, None] < T) & (offs_n[None, :] < S)
        tl.store(Keep + (bh * T + offs_m[:, None]) * S + offs_n[None, :],
                 _keep(seed, bh, offs_m, offs_n, T, S, p_drop).to(tl.int8), mask=inside)

    @triton.jit
    def _forward(Q, K, V, Sc, Dt, Pad, Out, Lse, sq, sk, sv, so, H, T, S, D, sm_scale, p_drop, seed,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
                 HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr, PRECISION: tl.constexpr):
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n0 = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, BLOCK_D)
        rows, dims = offs_m < T, offs_d < D
        q = tl.load(Q + b * sq[0] + h * sq[1] + offs_m[:, None] * sq[2] + offs_d[None, :] * sq[3],
                    mask=rows[:, None] & dims[None, :], other=0.0)
        s_i = tl.load(Sc + bh * T + offs_m, mask=rows, other=0.0).to(tl.float32)
        table = Dt + h * (T + S - 1)
        pad_row = Pad + b * S
        m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
        l_i = tl.zeros([BLOCK_M], tl.float32)
        acc = tl.zeros([BLOCK_M, BLOCK_D], tl.float32)
        for start in range(0, S, BLOCK_N):
            offs_n = start + offs_n0
            keys = offs_n < S
            k_t = tl.load(K + b * sk[0] + h * sk[1] + offs_n[None, :] * sk[2] + offs_d[:, None] * sk[3],
                          mask=keys[None, :] & dims[:, None], other=0.0)
            v = tl.load(V + b * sv[0] + h * sv[1] + offs_n[:, None] * sv[2] + offs_d[None, :] * sv[3],
                        mask=keys[:, None] & dims[None, :], other=0.0)
            scores = _scores(q, k_t, s_i, table, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING, PRECISION)
            m_new = tl.maximum(m_i, tl.max(scores, 1))
            p = tl.exp(scores - m_new[:, None])
            alpha = tl.exp(m_i - m_new)
            l_i = l_i * alpha + tl.sum(p, 1)
            if DROPOUT:
                p = tl.where(_keep(seed, bh, offs_m, offs_n, T, S, p_drop), p / (1.0 - p_drop), 0.0)
            acc = acc * alpha[:, None] + _dot(p.to(v.dtype), v, PRECISION)
            m_i = m_new
        out = acc / l_i[:, None]
        tl.store(Out + b * so[0] + h * so[1] + offs_m[:, None] * so[2] + offs_d[None, :] * so[3],
                 out.to(Out.dtype.element_ty), mask=rows[:, None] & dims[None, :])
        tl.store(Lse + bh * T + offs_m, m_i + tl.log(l_i), mask=rows)

    @triton.jit
    def _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D):
        """What the backward reads of a tile of queries: q, do [BLOCK_M, BLOCK_D], s, the log-sum-exp."""
        inside = (offs_m[:, None] < T) & (offs_d[None, :] < D)
        q = tl.load(Q + b * sq[0] + h * sq[1] + offs_m[:, None] * sq[2] + offs_d[None, :] * sq[3], mask=inside,
                    other=0.0)
        do = tl.load(DO + b * sdo[0] + h * sdo[1] + offs_m[:, None] * sdo[2] + offs_d[None, :] * sdo[3], mask=inside,
                     other=0.0)
        rows = offs_m < T
        s_i = tl.load(Sc + bh * T + offs_m, mask=rows, other=0.0).to(tl.float32)
        lse = tl.load(Lse + bh * T + offs_m, mask=rows, other=0.0)
        return q, do, s_i, lse

    @triton.jit
    def _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D):
        """k and v of a tile of keys, transposed: [BLOCK_D, BLOCK_N] each."""
        inside = (offs_n[None, :] < S) & (offs_d[:, None] < D)
        k_t = tl.load(K + b * sk[0] + h * sk[1] + offs_n[None, :] * sk[2] + offs_d[:, None] * sk[3], mask=inside,
                      other=0.0)
        v_t = tl.load(V + b * sv[0] + h * sv[1] + offs_n[None, :] * sv[2] + offs_d[:, None] * sv[3], mask=inside,
                      other=0.0)
        return k_t, v_t

    @triton.jit
    def _score_gradient(q, k_t, v_t, do, s_i, lse, delta, table, offs_m, offs_n, T, S, pad_row, sm_scale,
                        p_drop, seed, bh, HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr,
                        PRECISION: tl.constexpr):
        """(P as the forward applied it, dS) of one tile: P recomputed from the log-sum-exp, dropout's
        mask regenerated, dS = P (dP - Delta)."""
        scores = _scores(q, k_t, s_i, table, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING, PRECISION)
        p = tl.exp(scores - lse[:, None])
        p = tl.where((offs_m[:, None] < T) & (offs_n[None, :] < S), p, 0.0)
        dp = _dot(do, v_t, PRECISION)
        applied = p
        if DROPOUT:
            keep = _keep(seed, bh, offs_m, offs_n, T, S, p_drop)
            applied = tl.where(keep, p / (1.0 - p_drop), 0.0)
            dp = tl.where(keep, dp / (1.0 - p_drop), 0.0)
        return applied, p * (dp - delta[:, None])

    @triton.jit
    def _diagonal_sums(x, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, DIAGONALS: tl.constexpr):
        """The sums of a [BLOCK_M, BLOCK_N] tile's diagonals, sums[c] = sum_i x[i, i + c - (BLOCK_M - 1)] for
        c < DIAGONALS (c = 0: the corner at the last row and the first column; c >= BLOCK_M + BLOCK_N - 1: 0):
        each row shifted right by its index (a gather), then the columns summed. So the table's gradient
        takes one atomic add per diagonal of a tile, not one per weight (95 for a GPU's 32 x 64 tile, not
        2,048: fewer adds into a table that every batch row shares)."""
        rows = tl.arange(0, BLOCK_M)[:, None]
        columns = tl.arange(0, DIAGONALS)[None, :] + rows - (BLOCK_M - 1)
        inside = (columns >= 0) & (columns < BLOCK_N)
        shifted = tl.gather(x, tl.where(inside, columns, 0), 1)
        return tl.sum(tl.where(inside, shifted, 0.0), 0)

    @triton.jit
    def _backward_keys(Q, K, V, Sc, Dt, Pad, DO, Lse, Delta, DK, DV, DD, sq, sk, sv, sdo, sdk, sdv, H, T, S, D,
                       sm_scale, p_drop, seed, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                       BLOCK_D: tl.constexpr, HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr,
                       PRECISION: tl.constexpr, DIAGONALS: tl.constexpr):
        """dk, dv of one tile of keys over every query; the table's gradient, diagonal by diagonal
        (DIAGONALS: BLOCK_M + BLOCK_N rounded up to a power of 2)."""
        pid_n, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_m0 = tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, BLOCK_D)
        keys, dims = offs_n < S, offs_d < D
        k_t, v_t = _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D)
        table = Dt + h * (T + S - 1)
        table_gradient = DD + h * (T + S - 1)
        pad_row = Pad + b * S
        diagonals = tl.arange(0, DIAGONALS)
        dk = tl.zeros([BLOCK_N, BLOCK_D], tl.float32)
        dv = tl.zeros([BLOCK_N, BLOCK_D], tl.float32)
        for start in range(0, T, BLOCK_M):
            offs_m = start + offs_m0
            q, do, s_i, lse = _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D)
            delta = tl.load(Delta + bh * T + offs_m, mask=offs_m < T, other=0.0)
            applied, ds = _score_gradient(q, k_t, v_t, do, s_i, lse, delta, table, offs_m, offs_n, T, S, pad_row,
                                          sm_scale, p_drop, seed, bh, HAS_PADDING, DROPOUT, PRECISION)
            dv += _dot(tl.trans(applied).to(do.dtype), do, PRECISION)
            dk += _dot(tl.trans(ds).to(q.dtype), q, PRECISION)
            # the tile's diagonals j - i = start_n - start - (BLOCK_M - 1) + c, c < BLOCK_M + BLOCK_N - 1
            sums = _diagonal_sums(ds * s_i[:, None], BLOCK_M, BLOCK_N, DIAGONALS)
            distance = pid_n * BLOCK_N - start - (BLOCK_M - 1) + diagonals + (T - 1)
            tl.atomic_add(table_gradient + distance, sums,
                          mask=(diagonals < BLOCK_M + BLOCK_N - 1) & (distance >= 0) & (distance < T + S - 1))
        tl.store(DK + b * sdk[0] + h * sdk[1] + offs_n[:, None] * sdk[2] + offs_d[None, :] * sdk[3],
                 (dk * sm_scale).to(DK.dtype.element_ty), mask=keys[:, None] & dims[None, :])
        tl.store(DV + b * sdv[0] + h * sdv[1] + offs_n[:, None] * sdv[2] + offs_d[None, :] * sdv[3],
                 dv.to(DV.dtype.element_ty), mask=keys[:, None] & dims[None, :])

    @triton.jit
    def _backward_queries(Q, K, V, Sc, Dt, Pad, DO, Out, Lse, Delta, DQ, DS, sq, sk, sv, sdo, so, sdq, H, T, S, D,
                          sm_scale, p_drop, seed, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                          BLOCK_D: tl.constexpr, HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr,
                          PRECISION: tl.constexpr):
        """dq of one tile of queries over every key, and the scale's gradient ds_i = sum_j dS_ij d_{j-i}.
        Runs first: it makes its rows' Delta_i = do_i . o_i (FlashAttention-2's preprocessing, here where
        do is read anyway) and stores it for the keys' backward."""
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n0 = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, BLOCK_D)
        rows, dims = offs_m < T, offs_d < D
        q, do, s_i, lse = _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D)
        o = tl.load(Out + b * so[0] + h * so[1] + offs_m[:, None] * so[2] + offs_d[None, :] * so[3],
                    mask=rows[:, None] & dims[None, :], other=0.0)
        delta = tl.sum(do.to(tl.float32) * o.to(tl.float32), 1)
        tl.store(Delta + bh * T + offs_m, delta, mask=rows)
        table = Dt + h * (T + S - 1)
        pad_row = Pad + b * S
        dq = tl.zeros([BLOCK_M, BLOCK_D], tl.float32)
        d_scale = tl.zeros([BLOCK_M], tl.float32)
        for start in range(0, S, BLOCK_N):
            offs_n = start + offs_n0
            keys = offs_n < S
            k_t, v_t = _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D)
            _, ds = _score_gradient(q, k_t, v_t, do, s_i, lse, delta, table, offs_m, offs_n, T, S, pad_row,
                                    sm_scale, p_drop, seed, bh, HAS_PADDING, DROPOUT, PRECISION)
            dq += _dot(ds.to(k_t.dtype), tl.trans(k_t), PRECISION)
            inside = rows[:, None] & keys[None, :]
            bias = tl.load(table + offs_n[None, :] - offs_m[:, None] + (T - 1), mask=inside, other=0.0)
            d_scale += tl.sum(ds * bias.to(tl.float32), 1)
        tl.store(DQ + b * sdq[0] + h * sdq[1] + offs_m[:, None] * sdq[2] + offs_d[None, :] * sdq[3],
                 (dq * sm_scale).to(DQ.dtype.element_ty), mask=rows[:, None] & dims[None, :])
        tl.store(DS + bh * T + offs_m, d_scale, mask=rows)


def _strides(tensor: Tensor):
    return tuple(tensor.stride())


# Each kernel's tiles on a GPU, (queries, keys, warps), by how the GPU multiplies tiles and by the width of
# a head (``head_block``): what compiles in bfloat16 and float16 without spilling registers
# (benchmarks/kernel_resources.py --arch ... --shape). Hopper and datacenter Blackwell (sm_90, 100, 103, 110)
# multiply from shared memory ("warpgroup"): 64 keys a step at d_k 64, the keys' backward 32 queries a step (it
# holds dk and dv for 64 keys). Ampere, Ada and consumer Blackwell (sm_80, 86, 89, 120) multiply from
# registers ("warp"), where those tiles spill up to 256 bytes a thread: 32 keys a step. Checked with Triton 3.9
# and 3.6 (torch 2.11's). Not yet tuned on a GPU (benchmarks/gated_bias_attention.py --tiles).
TILES = {
    "warpgroup": {16: {"forward": (64, 32, 8), "keys": (32, 64, 8), "queries": (64, 64, 4)},
                  32: {"forward": (64, 64, 8), "keys": (32, 64, 8), "queries": (64, 64, 4)},
                  64: {"forward": (64, 64, 4), "keys": (32, 64, 8), "queries": (64, 64, 4)},
                  128: {"forward": (64, 32, 8), "keys": (16, 64, 8), "queries": (64, 32, 8)}},
    "warp": {16: {"forward": (64, 32, 4), "keys": (32, 32, 4), "queries": (64, 32, 8)},
             32: {"forward": (64, 32, 4), "keys": (32, 32, 4), "queries": (64, 32, 8)},
             64: {"forward": (64, 32, 4), "keys": (32, 32, 4), "queries": (64, 32, 8)},
             128: {"forward": (64, 32, 8), "keys": (16, 32, 4), "queries": (32, 32, 4)}},
}
# the widest head the tiles are made for (wider ones keep the materialized bias)
MAX_HEAD_DIM = 128
# In the interpreter, whose cost is per element: small tiles of the same shapes (the keys' backward's not square)
INTERPRETED_TILES = {"forward": (16, 16, 4), "keys": (8, 16, 4), "queries": (16, 16, 4)}


def head_block(dim: int) -> int:
    """The kernels' width of a head of ``dim`` (d_k): the next power of 2, at least 16 (``tl.dot``'s least)."""
    return max(16, triton.next_power_of_2(dim))


def family(arch: int) -> str:
    """The ``TILES`` of a GPU of compute capability ``arch`` (major x 10 + minor)."""
    return "warpgroup" if 9 <= arch // 10 <= 11 else "warp"


def gpu_family() -> str:
    """The ``TILES`` of the GPU that Triton launches on (its driver's target)."""
    return family(triton.runtime.driver.active.get_current_target().arch)


def tiles(setting: str, base: dict) -> dict:
    """``base`` with the kernels that ``setting`` names changed: "keys=32,64,8 forward=128,64,8" (queries,
    keys and warps; the benchmarks' ``--tiles``)."""
    chosen = dict(base)
    for item in setting.split():
        kernel, _, numbers = item.partition("=")
        if kernel not in base or len(numbers.split(",")) != 3:
            raise ValueError(f"--tiles {item!r}: expected KERNEL=QUERIES,KEYS,WARPS with KERNEL one of {list(base)}")
        chosen[kernel] = tuple(int(number) for number in numbers.split(","))
    return chosen


def _launch(kernel: str, dim: int, **constants):
    """The tiles and options of a kernel's launch."""
    if dim > MAX_HEAD_DIM:
        raise ValueError(f"XLM-E's fused attention takes heads of up to {MAX_HEAD_DIM} (d_k {dim}): materialize the "
                         "bias (--no-fused-attention)")
    block_m, block_n, warps = (INTERPRETED_TILES if INTERPRETED else TILES[gpu_family()][head_block(dim)])[kernel]
    # float32 products as torch's matmul makes them: TensorFloat-32 only where torch allows it
    precision = "ieee" if torch.get_float32_matmul_precision() == "highest" else "tf32"
    return dict(constants, BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_D=head_block(dim),
                PRECISION="upcast" if INTERPRETED else precision, num_warps=warps)


class GatedBiasAttention(torch.autograd.Function):
    """``gated_bias_attention`` with its backward (module docstring)."""

    @staticmethod
    def forward(ctx, q, k, v, scale, table, padding, dropout: float, seed: int):
        batch, heads, length, dim = q.shape
        keys = k.size(2)
        out = torch.empty_like(q)  # q's layout: [B, T, H, d_k] from the projections, so that out_proj reads a view
        lse = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)
        sm_scale = 1.0 / math.sqrt(dim)
        pad = padding if padding is not None else torch.zeros(1, dtype=torch.int8, device=q.device)
        launch = _launch("forward", dim, HAS_PADDING=padding is not None, DROPOUT=dropout > 0.0)
        _forward[(triton.cdiv(length, launch["BLOCK_M"]), batch * heads)](
            q, k, v, scale, table, pad, out, lse, _strides(q), _strides(k), _strides(v), _strides(out), heads,
            length, keys, dim, sm_scale, dropout, seed, **launch)
        ctx.save_for_backward(q, k, v, scale, table, pad, out, lse)
        ctx.settings = (dropout, seed, padding is not None, sm_scale)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        q, k, v, scale, table, pad, out, lse = ctx.saved_tensors
        dropout, seed, has_padding, sm_scale = ctx.settings
        batch, heads, length, dim = q.shape
        keys = k.size(2)
        delta = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)  # the queries' kernel's
        dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)  # their layouts (as out)
        d_scale = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)
        d_table = torch.zeros(heads, length + keys - 1, device=q.device, dtype=torch.float32)
        flags = dict(HAS_PADDING=has_padding, DROPOUT=dropout > 0.0)
        strides = (_strides(q), _strides(k), _strides(v), _strides(grad_out))
        launch = _launch("queries", dim, **flags)
        _backward_queries[(triton.cdiv(length, launch["BLOCK_M"]), batch * heads)](
            q, k, v, scale, table, pad, grad_out, out, lse, delta, dq, d_scale, *strides, _strides(out), _strides(dq),
            heads, length, keys, dim, sm_scale, dropout, seed, **launch)
        launch = _launch("keys", dim, **flags)
        launch["DIAGONALS"] = triton.next_power_of_2(launch["BLOCK_M"] + launch["BLOCK_N"])
        _backward_keys[(triton.cdiv(keys, launch["BLOCK_N"]), batch * heads)](
            q, k, v, scale, table, pad, grad_out, lse, delta, dk, dv, d_table, *strides, _strides(dk), _strides(dv),
            heads, length, keys, dim, sm_scale, dropout, seed, **launch)
        return dq, dk, dv, d_scale.to(scale.dtype), d_table.to(table.dtype), None, None, None


def dropout_mask(batch: int, heads: int, length: int, keys: int, dropout: float, seed: int,
                 device=None) -> Tensor:
    """The weights' keep mask [B, H, T, S] the kernels draw for ``seed`` (to check them against)."""
    keep = torch.empty(batch, heads, length, keys, dtype=torch.int8, device=device)
    _dropout_mask[(triton.cdiv(length, 16), triton.cdiv(keys, 16), batch * heads)](
        keep, length, keys, float(dropout), seed, BLOCK_M=16, BLOCK_N=16)
    return keep.bool()


def gated_bias_attention(q: Tensor, k: Tensor, v: Tensor, scale: Optional[Tensor], table: Tensor,
                         key_padding_mask: Optional[Tensor] = None, dropout: float = 0.0,
                         seed: Optional[int] = None) -> Tensor:
    """softmax(q k^T / sqrt(d_k) + s_i d_{j-i} + m) v with dropout on the weights, fused (module
    docstring). q [B, H, T, d_k]; k, v [B, H, S, d_k]; scale s [B, H, T] or [B, H, T, 1] (None: 1,
    the plain relative bias); table d [H, T + S - 1], column j - i + T - 1
    (``RelativePositionBias.per_distance``); key_padding_mask [B, S], True at padding. ``seed``
    keys the dropout mask (default: drawn from torch's generator)."""
    batch, heads, length, _ = q.shape
    if scale is None:
        scale = torch.ones(batch, heads, length, device=q.device, dtype=q.dtype)
    scale = scale.reshape(batch, heads, length).contiguous()
    table = table.to(q.dtype).contiguous()
    padding = key_padding_mask.to(torch.int8).contiguous() if key_padding_mask is not None else None
    if seed is None:
        seed = int(torch.randint(0, 2 ** 31 - 1, (), device="cpu")) if dropout > 0.0 else 0
    return GatedBiasAttention.apply(q, k, v, scale, table, padding, float(dropout), seed)
