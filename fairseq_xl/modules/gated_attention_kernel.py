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
  table's gradient with atomics where dk and dv are made (``_backward_keys``); where the caller says
  that the distances beyond two ends are one parameter each (``ties``: T5's buckets beyond the last),
  a tile that meets only those is summed whole, without the diagonal sums.

The table gets its gradient through autograd from d. XLM-E's gate, s_i = 1 + g_upd + (1 - g_upd) w g_rst with
g_upd = sigmoid(q_i u) and g_rst = sigmoid(q_i v), is made in the forward kernel from the tile of q it reads
(``gate``; stored for the backward kernels), and the queries' backward takes ds_i on through it into dq and the
gradients of u, v and w: the gate has no operator of its own (41 operators around one attention's kernels,
forward and backward, became 14: each a kernel launch on a GPU; 381 -> 136 us of host time on one CPU thread).
Attention dropout is drawn in the forward kernel by Philox (``tl.randint4x``, ``PHILOX_ROUNDS``, 16 bits a
weight: counter = the weight's block of 2 x 4, key = the head and a seed drawn from torch's generator; its rate a
multiple of 2^-16, ``dropout_rate``), which keeps the mask, a bit a weight (B H T S / 8 bytes), for the backward
kernels to read: drawing it again cost them more than half of what they issue beside their products. Where the
caller says which distances are tied (``ties``), each kernel runs the tiles that meet only one tied run in loops
of their own, with that run's one value of the bias (``_tied_keys``): no load of the table a weight there.
Inputs float32, bfloat16 or float16; products accumulate and the softmax runs in float32, in base 2 (float32
inputs multiplied as torch's matmul would: IEEE, or TF32 where torch allows it). On a GPU the softmax's steps,
not the products, bound the kernels: what they issue per tile is counted in the compiled code
(``benchmarks/kernel_resources.py --instructions``; docs/gpu.md).

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
from typing import Optional, Tuple

import torch
from torch import Tensor

from fairseq_xl.guards.errors import InputError

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
# The shortest sequences the kernel runs for: shorter, the materialized bias was faster (H200, 2026-11-28,
# bfloat16, forward and backward, 32,768 tokens a batch: materialized / fused 0.79x at T 128, 1.10x at 256,
# 1.44x at 512, 2.40x at 1,024; benchmarks/gated_bias_attention.py --lengths; docs/gpu.md)
MINIMUM_LENGTH = 256
_said = set()


def _say_once(message: str, level: int = logging.WARNING):
    if message not in _said:
        logger.log(level, message)
        _said.add(message)


def available() -> bool:
    """Whether Triton imports and is at least ``MINIMUM_TRITON``."""
    if triton is None:
        return False
    found = re.match(r"(\d+)\.(\d+)", triton.__version__)
    return found is not None and tuple(int(part) for part in found.groups()) >= MINIMUM_TRITON


def triton_runs_on(tensor: Tensor) -> bool:
    """Whether Triton's kernels run on ``tensor``: on a CUDA GPU, with a recent enough Triton (``available()``). The
    row kernels' ``applies`` (replacement sampling, the loss over the vocabulary), each patchable on its own."""
    return tensor.is_cuda and available()


def applies(x: Tensor, head_dim: int) -> bool:
    """Whether the fused kernel runs for states ``x`` [B, T, C] and heads of ``head_dim``: on a CUDA GPU of compute
    capability ``MINIMUM_CAPABILITY`` or newer, with a recent enough Triton (``available()``), heads of up to
    ``MAX_HEAD_DIM`` (each missing is said once in the log), for ``MINIMUM_LENGTH`` tokens or more (shorter
    batches materialize the bias, said once, as is the kernel's first use and its tiles), where the products
    are half precision (float16 or bfloat16 states, or autocast to them), or float32 where torch's matmul takes
    TensorFloat-32 (``torch.set_float32_matmul_precision("high")``). Full float32 products (torch's default) take the
    materialized bias: the kernel's, made without tensor cores, spill registers on sm_90
    (``benchmarks/kernel_resources.py``). Nor does it run under ``torch.use_deterministic_algorithms(True)``: its
    backward adds the table's gradient (and, in one pass, dq) with atomics, in no fixed order, so its gradients
    are not bitwise the same from run to run; the materialized bias's are there (PyTorch's memory-efficient
    attention then runs its deterministic backward). With ``warn_only=True`` it runs, said once, as PyTorch's
    own kernels warn."""
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
    if x.shape[1] < MINIMUM_LENGTH:
        _say_once(f"XLM-E's fused attention runs for sequences of {MINIMUM_LENGTH} tokens or more: shorter batches "
                  "materialize the bias as [B, H, T, T], which a GPU timed faster there", logging.INFO)
        return False
    if not (x.dtype in (torch.float16, torch.bfloat16) or torch.is_autocast_enabled("cuda")
            or torch.get_float32_matmul_precision() != "highest"):
        return False
    if torch.are_deterministic_algorithms_enabled():
        if not torch.is_deterministic_algorithms_warn_only_enabled():
            _say_once("torch.use_deterministic_algorithms(True): XLM-E's attention materializes its bias as [B, H, T, "
                      "T] (the fused kernel's backward adds its gradients with atomics, in no fixed order)")
            return False
        _say_once("XLM-E's fused attention adds its gradients with atomics, in no fixed order: they are not bitwise "
                  "reproducible (torch.use_deterministic_algorithms(True, warn_only=True))")
    kind = family(capability[0] * 10 + capability[1])
    _say_once(f"XLM-E's attention and its bias run in one Triton kernel: {kind} tiles (queries, keys, warps) "
              f"{TILES[kind][head_block(head_dim)]} for heads of {head_dim}", logging.INFO)
    return True


if triton is not None:
    # added to a padded key's score: the weight exp(-1e30 - max) is 0, as the bias path's. A kernel reads a
    # global only as a constexpr (the interpreter reads any; compiled, anything else is an error)
    PADDING = tl.constexpr(-1.0e30)

    # the softmax runs in base 2, as FlashAttention-2's Triton kernels run it: the scores' scale 1 / sqrt(d_k)
    # and log2(e) are one factor, applied in the multiply-add that subtracts the maximum (or the log-sum-exp),
    # and exp2 is one instruction (ex2.approx.ftz), where exp is a multiply by log2(e) and an ex2 with four
    # more for denormal inputs. The log-sum-exp kept for the backward is in base 2 too.
    LOG2E = tl.constexpr(1.4426950408889634)

    # Philox-4x32's rounds for attention dropout: 7, as FlashAttention-2 and PyTorch's flash attention draw their
    # dropout (Salmon et al., 2011: 7 rounds pass BigCrush; 10, Triton's default, add a margin). With 10 until
    # 2026-11-28 (sm_90, Triton 3.9: the forward's near loop 719 -> 686 instructions a tile; docs/gpu.md)
    PHILOX_ROUNDS = tl.constexpr(7)

    @triton.jit
    def _dot(a, b, PRECISION: tl.constexpr, acc=None):
        """a b (+ acc) in float32; PRECISION "ieee" or "tf32" (float32 inputs), "upcast" (the interpreter)."""
        if PRECISION == "upcast":
            return tl.dot(a.to(tl.float32), b.to(tl.float32), acc)
        return tl.dot(a, b, acc, input_precision=PRECISION)

    @triton.jit
    def _scores(q, k_t, s_i, table, tie, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING: tl.constexpr,
                NEAR: tl.constexpr, PRECISION: tl.constexpr):
        """The scores of one tile times sqrt(d_k), q k^T + sqrt(d_k) s_i d_{j-i} (+ the padding), float32,
        out-of-range keys -inf (the softmax multiplies them by sm_scale log2(e)); and the tile's d_{j-i}. The
        bias is the product's accumulator, so every step of the softmax takes the product's layout: as the
        kernel was first written (the product scaled, then the bias, a load laid out for loading, added),
        Triton computed the softmax in both layouts, every exp twice (forward, sm_90: 1,078 instructions a
        tile -> 750 with this alone; ``benchmarks/kernel_resources.py --instructions``). ``NEAR``: the tile
        meets distances between the ties, and d_{j-i} is loaded a weight (then laid out as the product's
        accumulator); else it meets only one tied run, whose one value is ``tie`` (``_tied_keys``)."""
        if NEAR:
            inside = (offs_m[:, None] < T) & (offs_n[None, :] < S)
            distance = offs_n[None, :] - offs_m[:, None] + (T - 1)
            bias = tl.load(table + distance, mask=inside, other=0.0).to(tl.float32)
            scores = _dot(q, k_t, PRECISION, (s_i * (1.0 / sm_scale))[:, None] * bias)
        else:
            bias = tie
            scores = _dot(q, k_t, PRECISION, tl.broadcast_to((s_i * (tie / sm_scale))[:, None],
                                                             (offs_m.shape[0], offs_n.shape[0])))
        if HAS_PADDING:
            padded = tl.load(pad_row + offs_n, mask=offs_n < S, other=1)
            scores += tl.where(padded[None, :] != 0, PADDING, 0.0)
        return tl.where(offs_n[None, :] < S, scores, float("-inf")), bias

    @triton.jit
    def _tie(table, column, T, S):
        """The table's value at ``column``, the end of a tied run (0 where the run lies outside the table: no
        tile meets it)."""
        return tl.load(table + column, mask=(column >= 0) & (column < T + S - 1), other=0.0).to(tl.float32)

    @triton.jit
    def _tied_keys(first_row, T, S, tied_below, tied_above, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        """(below_end, above_start): the tiles of keys before below_end meet the tile of queries from
        ``first_row`` only at distances j - i <= tied_below, those from above_start only at >= tied_above
        (its rows i meet j - i from start - first_row - BLOCK_M + 1 to start + BLOCK_N - 1 - first_row)."""
        tiles_n = tl.cdiv(S, BLOCK_N)
        below_end = tl.minimum(tl.maximum(tied_below + first_row + 1, 0) // BLOCK_N, tiles_n) * BLOCK_N
        above_start = tl.minimum(tl.cdiv(tied_above + first_row + BLOCK_M - 1, BLOCK_N), tiles_n) * BLOCK_N
        return below_end, tl.maximum(above_start, below_end)

    @triton.jit
    def _part(PART: tl.constexpr, near_start, near_end, end, first_tie, last_tie):
        """(first, last, the bias's one value) of the tiles of part ``PART`` of a loop over tiles: 0 those tied to
        one run (before near_start: over keys, the run below; over queries, the run above), 1 the near ones, 2 those
        tied to the other run (from near_end to ``end``)."""
        if PART == 0:
            first, last, tie = 0, near_start, first_tie
        elif PART == 1:
            first, last, tie = near_start, near_end, 0.0
        else:
            first, last, tie = near_end, end, last_tie
        return first, last, tie

    @triton.jit
    def _draw(seed, bh, offs_m, offs_n, T, S, p_drop):
        """The dropout mask of one tile as the forward keeps it (``_kept_at``: a 16-bit word for each band of 16
        rows, i mod 8, group of 32 keys and thread t of a quad), the same bits whatever the kernels' tiles. One
        Philox call (``tl.randint4x``: four 32-bit numbers, halved) draws 16 bits for each of 8 weights, rows i
        and i + 8 of a band x keys 16 h + 8 n + 2 t (+ 1), n < 2: what thread t of a quad holds of those rows
        in a product's 16 x 8 fragments (mma and wgmma on every GPU the kernel runs on), so that numbers, bits
        and words never move between threads. Counter: the band, i mod 8, h and t; key: the seed and, in its
        upper 32 bits, the batch row and head, so a head's counters are its own (they wrap only past T S / 8 =
        2^32, at T = S = 185,363). A weight is kept where its 16 bits are at least p_drop 2^16 (``dropout_rate``
        makes p_drop a multiple of 2^-16, so the rate the output's 1 / (1 - p_drop) assumes is the rate drawn).
        One call per 8 weights: half the rounds of 32 bits a weight (sm_90, the forward: 1,399 instructions a
        tile -> 1,175) and an eighth of ``tl.rand``'s, which discards three of its four numbers.
        Tiles have a multiple of 16 rows and 32 keys."""
        BLOCK_M: tl.constexpr = offs_m.shape[0]
        BLOCK_N: tl.constexpr = offs_n.shape[0]
        bands = tl.max(tl.reshape(offs_m, (BLOCK_M // 16, 16)), 1) // 16
        sixteens = tl.max(tl.reshape(offs_n, (BLOCK_N // 16, 16)), 1) // 16
        eighths, quad = tl.arange(0, 8), tl.arange(0, 4)
        counters = (((bands[:, None, None, None] * 8 + eighths[None, :, None, None]) * tl.cdiv(S, 16)
                     + sixteens[None, None, :, None]) * 4 + quad[None, None, None, :])
        key = (bh * 0 + seed).to(tl.uint64) | (bh.to(tl.uint64) << 32)
        low = tl.cast(p_drop * 65536.0, tl.uint32)
        # rows i, i + 8 x keys j, j + 1: part 2 r + k
        first, second, third, fourth = tl.randint4x(key, counters, PHILOX_ROUNDS)
        bits = (_halves(first, low) | (_halves(second, low) << 1) | (_halves(third, low) << 2)
                | (_halves(fourth, low) << 3))  # [band, i mod 8, h, t]: bit 4 n + the part
        bits = tl.reshape(bits, (BLOCK_M // 16, 8, BLOCK_N // 32, 2, 4))  # h = 2 g + (0 or 1)
        return tl.sum(bits << (8 * tl.arange(0, 2))[None, None, None, :, None], 3)

    @triton.jit
    def _halves(number, low):
        """Bit 0: whether the 16 low bits of ``number`` are at least ``low``; bit 4: the 16 high bits."""
        return ((number & 0xFFFF) >= low).to(tl.int32) | ((number >= (low << 16)).to(tl.int32) << 4)

    @triton.jit
    def _tile(blocks, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        """The four [band, i mod 8, pair] parts of ``_unpacked`` (rows i, i + 8 of a band x keys 2 pair, + 1) as
        the tile [BLOCK_M, BLOCK_N] they make."""
        first, second, third, fourth = blocks
        joined = tl.join(tl.join(first, second), tl.join(third, fourth))  # [band, i mod 8, pair, key, row]
        return tl.reshape(tl.permute(joined, (0, 4, 1, 2, 3)), (BLOCK_M, BLOCK_N)) != 0

    @triton.jit
    def _keep(seed, bh, offs_m, offs_n, T, S, p_drop):
        """The dropout mask of one tile [BLOCK_M, BLOCK_N] (``_draw``)."""
        BLOCK_M: tl.constexpr = offs_m.shape[0]
        BLOCK_N: tl.constexpr = offs_n.shape[0]
        return _tile(_unpacked(_draw(seed, bh, offs_m, offs_n, T, S, p_drop), BLOCK_M, BLOCK_N), BLOCK_M, BLOCK_N)

    @triton.jit
    def _kept_at(Kept, bh, offs_m, offs_n, T, S):
        """Where a tile's mask is kept in ``Kept`` [B H, cdiv(T, 16), 8, cdiv(S, 32), 4] (uint16): for each band
        of 16 rows, i mod 8, group of 32 keys and t < 4, the 16 bits of rows i, i + 8 (r) and keys
        32 g + 8 n + 2 t (+ k), n < 4 (bit 4 n + 2 r + k): what thread t of a quad holds of those rows and keys
        in a product's fragment (mma, wgmma), so that drawing and unpacking stay in the thread. And which of
        those are inside."""
        BLOCK_M: tl.constexpr = offs_m.shape[0]
        BLOCK_N: tl.constexpr = offs_n.shape[0]
        tl.static_assert(BLOCK_N % 32 == 0, "the kept dropout mask takes tiles of a multiple of 32 keys")
        bands = tl.max(tl.reshape(offs_m, (BLOCK_M // 16, 16)), 1) // 16
        groups = tl.max(tl.reshape(offs_n, (BLOCK_N // 32, 32)), 1) // 32
        eighths, quad = tl.arange(0, 8), tl.arange(0, 4)
        at = Kept + (((bh * tl.cdiv(T, 16) + bands[:, None, None, None]) * 8 + eighths[None, :, None, None])
                     * tl.cdiv(S, 32) + groups[None, None, :, None]) * 4 + quad[None, None, None, :]
        inside = (bands[:, None, None, None] * 16 < T) & (groups[None, None, :, None] * 32 < S)
        return at, inside

    @triton.jit
    def _unpack(Kept, bh, offs_m, offs_n, T, S):
        """A tile's mask as the forward kept it: ``_unpacked``'s four parts."""
        BLOCK_M: tl.constexpr = offs_m.shape[0]
        BLOCK_N: tl.constexpr = offs_n.shape[0]
        at, inside = _kept_at(Kept, bh, offs_m, offs_n, T, S)
        return _unpacked(tl.load(at, mask=inside, other=0).to(tl.int32), BLOCK_M, BLOCK_N)

    @triton.jit
    def _unpacked(words, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        """The mask of ``_draw``'s words in four [band, i mod 8, pair] parts (nonzero where kept), rows i and
        i + 8 x keys 2 pair and + 1 (``_tile`` lays them out as the tile). The forward lays its mask out from
        the words too: with the tile drawn for ``tl.where`` apart from the words it keeps, Triton drew every
        number twice, once in each layout (sm_90: 1,782 instructions a tile against 1,399)."""
        nibbles = words[:, :, :, None, :] >> (4 * tl.arange(0, 4))[None, None, None, :, None]
        nibbles = tl.reshape(nibbles, (BLOCK_M // 16, 8, BLOCK_N // 2))
        return nibbles & 1, nibbles & 2, nibbles & 4, nibbles & 8

    @triton.jit
    def _dropout_mask(Keep, T, S, p_drop, seed, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        pid_m, pid_n, bh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        inside = (offs_m[:, None] < T) & (offs_n[None, :] < S)
        tl.store(Keep + (bh * T + offs_m[:, None]) * S + offs_n[None, :],
                 _keep(seed, bh, offs_m, offs_n, T, S, p_drop).to(tl.int8), mask=inside)

    @triton.jit
    def _rows_at(X, sx, b, h, offs_m, offs_d, T, D):
        """(where, inside) of the rows ``offs_m`` [BLOCK_M, BLOCK_D] of batch row b and head h of X [B, H, T, D]
        (strides ``sx``; its layout as given, such as the projections' [B, T, H, D]): queries, or keys (T = S)."""
        at = X + b * sx[0] + h * sx[1] + offs_m[:, None] * sx[2] + offs_d[None, :] * sx[3]
        return at, (offs_m[:, None] < T) & (offs_d[None, :] < D)

    @triton.jit
    def _load_rows(X, sx, b, h, offs_m, offs_d, T, D):
        """Those rows of X (``_rows_at``), 0 past T and D."""
        at, inside = _rows_at(X, sx, b, h, offs_m, offs_d, T, D)
        return tl.load(at, mask=inside, other=0.0)

    @triton.jit
    def _sums_at(Sums, bh, offs_m, offs_d, T, D):
        """(where, inside) of those rows in the one pass's float32 sums of dq [B H, T, D] (``one_pass``)."""
        return Sums + (bh * T + offs_m[:, None]) * D + offs_d[None, :], (offs_m[:, None] < T) & (offs_d[None, :] < D)

    @triton.jit
    def _gates(q, GU, GV, GW, h, offs_d, D):
        """XLM-E's gates of a tile of queries (section 3.3): g_upd = sigmoid(q u), g_rst = sigmoid(q v)
        [BLOCK_M], in float32, with the head's w, u and v."""
        dims = offs_d < D
        u = tl.load(GU + h * D + offs_d, mask=dims, other=0.0).to(tl.float32)
        v = tl.load(GV + h * D + offs_d, mask=dims, other=0.0).to(tl.float32)
        w = tl.load(GW + h).to(tl.float32)
        q = q.to(tl.float32)
        return tl.sigmoid(tl.sum(q * u[None, :], 1)), tl.sigmoid(tl.sum(q * v[None, :], 1)), w, u, v

    @triton.jit
    def _forward_tile(q, s_i, m_i, l_i, acc, K, V, sk, sv, b, h, bh, start, offs_m, offs_d, T, S, D, table, tie,
                      pad_row, sm_scale, p_drop, seed, Kept, BLOCK_N: tl.constexpr, HAS_PADDING: tl.constexpr,
                      DROPOUT: tl.constexpr, NEAR: tl.constexpr, PRECISION: tl.constexpr):
        """The online softmax's step over the tile of keys from ``start``: (m_i, l_i, acc) after it."""
        offs_n = start + tl.arange(0, BLOCK_N)
        k_t, v = _columns(K, sk, b, h, offs_n, offs_d, S, D), _load_rows(V, sv, b, h, offs_n, offs_d, S, D)
        scores, _ = _scores(q, k_t, s_i, table, tie, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING, NEAR,
                            PRECISION)
        m_new = tl.maximum(m_i, tl.max(scores, 1) * (sm_scale * LOG2E))
        p = tl.math.exp2(tl.math.fma(scores, sm_scale * LOG2E, -m_new[:, None]))
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        if DROPOUT:  # the kept weights' 1 / (1 - p_drop) is applied to the output's rows after the last tile
            words = _draw(seed, bh, offs_m, offs_n, T, S, p_drop)
            at, inside = _kept_at(Kept, bh, offs_m, offs_n, T, S)
            tl.store(at, words.to(tl.uint16), mask=inside)
            p = tl.where(_tile(_unpacked(words, offs_m.shape[0], BLOCK_N), offs_m.shape[0], BLOCK_N), p, 0.0)
        return m_new, l_i, _dot(p.to(v.dtype), v, PRECISION, acc * alpha[:, None])

    @triton.jit
    def _forward(Q, K, V, Sc, GU, GV, GW, Dt, Pad, Out, Lse, Kept, sq, sk, sv, so, H, T, S, D, tied_below, tied_above,
                 sm_scale, p_drop, seed, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr,
                 HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr, GATED: tl.constexpr, PRECISION: tl.constexpr):
        """The output of one tile of queries and its log-sum-exp. ``GATED``: s_i = 1 + g_upd + (1 - g_upd) w g_rst
        made here from the tile's q (stored in Sc for the backward), else read from Sc. The tiles of keys that
        meet only tied distances come first and last (``_tied_keys``), each run in a loop of its own, where the
        bias is one value (no load a weight), and the near ones in a loop between."""
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, BLOCK_D)
        rows = offs_m < T
        q = _load_rows(Q, sq, b, h, offs_m, offs_d, T, D)
        if GATED:
            g_update, g_reset, w, _, _ = _gates(q, GU, GV, GW, h, offs_d, D)
            # in q's type, as the backward kernels read it (so the keys' backward is the one timed) and as the
            # gate made it in q's type outside the kernels; rounded so here too
            s_i = (1.0 + g_update + (1.0 - g_update) * w * g_reset).to(Sc.dtype.element_ty)
            tl.store(Sc + bh * T + offs_m, s_i, mask=rows)
            s_i = s_i.to(tl.float32)
        else:
            s_i = tl.load(Sc + bh * T + offs_m, mask=rows, other=0.0).to(tl.float32)
        table = Dt + h * (T + S - 1)
        pad_row = Pad + b * S
        below_end, above_start = _tied_keys(pid_m * BLOCK_M, T, S, tied_below, tied_above, BLOCK_M, BLOCK_N)
        tie_below, tie_above = _tie(table, tied_below + T - 1, T, S), _tie(table, tied_above + T - 1, T, S)
        m_i = tl.full([BLOCK_M], float("-inf"), tl.float32)
        l_i = tl.zeros([BLOCK_M], tl.float32)
        acc = tl.zeros([BLOCK_M, BLOCK_D], tl.float32)
        for part in tl.static_range(3):  # a loop each: the tiles tied below, the near ones, those tied above
            first, last, tie = _part(part, below_end, above_start, S, tie_below, tie_above)
            for start in range(first, last, BLOCK_N):
                m_i, l_i, acc = _forward_tile(q, s_i, m_i, l_i, acc, K, V, sk, sv, b, h, bh, start, offs_m, offs_d, T,
                                              S, D, table, tie, pad_row, sm_scale, p_drop, seed, Kept, BLOCK_N,
                                              HAS_PADDING, DROPOUT, part == 1, PRECISION)
        out = acc / (l_i * (1.0 - p_drop))[:, None]
        at, inside = _rows_at(Out, so, b, h, offs_m, offs_d, T, D)
        tl.store(at, out.to(Out.dtype.element_ty), mask=inside)
        tl.store(Lse + bh * T + offs_m, m_i + tl.math.log2(l_i), mask=rows)  # base 2, as the scores

    @triton.jit
    def _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D):
        """What the backward reads of a tile of queries: q, do [BLOCK_M, BLOCK_D], s, the log-sum-exp."""
        q, do = _load_rows(Q, sq, b, h, offs_m, offs_d, T, D), _load_rows(DO, sdo, b, h, offs_m, offs_d, T, D)
        rows = offs_m < T
        s_i = tl.load(Sc + bh * T + offs_m, mask=rows, other=0.0).to(tl.float32)
        lse = tl.load(Lse + bh * T + offs_m, mask=rows, other=0.0)
        return q, do, s_i, lse

    @triton.jit
    def _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D):
        """k and v of a tile of keys, transposed: [BLOCK_D, BLOCK_N] each."""
        return _columns(K, sk, b, h, offs_n, offs_d, S, D), _columns(V, sv, b, h, offs_n, offs_d, S, D)

    @triton.jit
    def _columns(X, sx, b, h, offs_n, offs_d, S, D):
        """The rows ``offs_n`` of X [B, H, S, D] (strides ``sx``) as columns: [BLOCK_D, BLOCK_N], 0 past S and D."""
        return tl.load(X + b * sx[0] + h * sx[1] + offs_n[None, :] * sx[2] + offs_d[:, None] * sx[3],
                       mask=(offs_n[None, :] < S) & (offs_d[:, None] < D), other=0.0)

    @triton.jit
    def _score_gradient(q, k_t, v_t, do, s_i, lse, delta, table, tie, offs_m, offs_n, T, S, pad_row, sm_scale,
                        p_drop, Kept, bh, HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr, NEAR: tl.constexpr,
                        PRECISION: tl.constexpr):
        """(P as the forward applied it, dS, the tile's d_{j-i}) of one tile, the first two (1 - p_drop) times
        theirs (the callers scale their sums once): P recomputed from the log-sum-exp (base 2), dropout's mask
        read as the forward kept it, dS = P (dP - Delta) with ``delta`` (1 - p_drop) Delta. Rows past T (q, do, s, the
        log-sum-exp and Delta read as 0) and keys past S (P 0) give dS 0 and add 0 to dv."""
        scores, bias = _scores(q, k_t, s_i, table, tie, offs_m, offs_n, T, S, pad_row, sm_scale, HAS_PADDING, NEAR,
                               PRECISION)
        p = tl.math.exp2(tl.math.fma(scores, sm_scale * LOG2E, -lse[:, None]))
        dp = _dot(do, v_t, PRECISION)
        applied = p
        if DROPOUT:
            keep = _tile(_unpack(Kept, bh, offs_m, offs_n, T, S), offs_m.shape[0], offs_n.shape[0])
            applied = tl.where(keep, p, 0.0)
            dp = tl.where(keep, dp, 0.0)
        return applied, p * (dp - delta[:, None]), bias

    @triton.jit
    def _diagonal_sums(x, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
        """The sums of a [BLOCK_M, BLOCK_N] tile's diagonals (BLOCK_M <= BLOCK_N), as (upper, lower) of BLOCK_N
        each: upper[c] = sum_i x[i, i + c] (the diagonal j - i = c), lower[c] = sum_i x[i, i + c - BLOCK_N] (j - i
        = c - BLOCK_N; 0 for c <= BLOCK_N - BLOCK_M). Each row is rolled left by its index (a gather within the
        tile), so that diagonal c lies in column c, those that wrapped around in the same column, then the
        columns are summed on either side of the wrap. So the table's gradient takes one atomic add per diagonal
        of a tile, not one per weight (79 for sm_90's 16 x 64 tile, not 1,024: fewer adds into a table that
        every batch row shares); rolled rather than shifted into a tile of BLOCK_M + BLOCK_N columns, the
        gather moves half as much (sm_90, the keys' backward: 657 instructions a tile -> 526)."""
        tl.static_assert(BLOCK_M <= BLOCK_N, "the keys' backward takes tiles of no more queries than keys")
        rows = tl.arange(0, BLOCK_M)[:, None]
        columns = tl.arange(0, BLOCK_N)[None, :] + rows
        rolled = tl.gather(x, columns % BLOCK_N, 1)
        return (tl.sum(tl.where(columns < BLOCK_N, rolled, 0.0), 0),
                tl.sum(tl.where(columns >= BLOCK_N, rolled, 0.0), 0))

    @triton.jit
    def _keys_tile(dk, dv, k_t, v_t, Q, DO, Sc, Lse, Delta, DQSum, DSSum, sq, sdo, b, h, bh, start, offs_n, offs_d, T,
                   S, D, table, tie, pad_row, sm_scale, p_drop, Kept, BLOCK_M: tl.constexpr, HAS_PADDING: tl.constexpr,
                   DROPOUT: tl.constexpr, NEAR: tl.constexpr, ONE_PASS: tl.constexpr, PRECISION: tl.constexpr):
        """The keys' backward's step over the tile of queries from ``start``: (dk, dv after it, the tile's dS and
        its rows' s_i), dS and the sums (1 - p_drop) times theirs (``_score_gradient``). ``ONE_PASS``: the tile's
        part of dq (dS k) and of the scale's gradient (``_scale_gradient``) added into the sums DQSum [B H, T, D]
        and DSSum [B H, T] too."""
        offs_m = start + tl.arange(0, BLOCK_M)
        q, do, s_i, lse = _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D)
        delta = tl.load(Delta + bh * T + offs_m, mask=offs_m < T, other=0.0) * (1.0 - p_drop)
        applied, ds, bias = _score_gradient(q, k_t, v_t, do, s_i, lse, delta, table, tie, offs_m, offs_n, T, S,
                                            pad_row, sm_scale, p_drop, Kept, bh, HAS_PADDING, DROPOUT, NEAR, PRECISION)
        dv = _dot(tl.trans(applied).to(do.dtype), do, PRECISION, dv)
        dk = _dot(tl.trans(ds).to(q.dtype), q, PRECISION, dk)
        if ONE_PASS:  # relaxed adds (no order: the sums are read by the next kernel)
            at, inside = _sums_at(DQSum, bh, offs_m, offs_d, T, D)
            tl.atomic_add(at, _dot(ds.to(k_t.dtype), tl.trans(k_t), PRECISION), mask=inside, sem="relaxed")
            tl.atomic_add(DSSum + bh * T + offs_m, _scale_gradient(ds, bias, NEAR), mask=offs_m < T, sem="relaxed")
        return dk, dv, ds, s_i

    @triton.jit
    def _backward_keys(Q, K, V, Sc, Dt, Pad, DO, Lse, Delta, DK, DV, DD, DQSum, DSSum, sq, sk, sv, sdo, sdk, sdv, H,
                       T, S, D, tied_below, tied_above, sm_scale, p_drop, Kept, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr, HAS_PADDING: tl.constexpr, DROPOUT: tl.constexpr,
                       ONE_PASS: tl.constexpr, PRECISION: tl.constexpr):
        """dk, dv of one tile of keys over every query; the table's gradient, diagonal by diagonal where a tile
        of queries meets a distance j - i strictly between ``tied_below`` and ``tied_above``. The tiles of queries
        that meet only distances >= tied_above (those come first) or only <= tied_below (last) run in loops of
        their own: the bias there is one value (no load a weight, ``_scores``) and each row's sum of dS s_i is
        added into a vector, summed into that end's column after the loop, with no diagonal sums (on sm_90's 16 x
        64 tiles, 403 instructions a tile instead of 581 when the loop branched; 56% of the tiles at T 512 with
        XLM-E's buckets, tied from +-91). That vector is held only in its loop (a tile of sums until session 43: 32
        registers a thread more at 64 x 64 on 4 warps, 112 bytes spilled against 40 with Triton 3.9). ``ONE_PASS``:
        also dq and the scale's gradient, added into sums (``_keys_tile``; ``one_pass``)."""
        pid_n, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, BLOCK_D)
        k_t, v_t = _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D)
        table = Dt + h * (T + S - 1)
        table_gradient = DD + h * (T + S - 1)
        pad_row = Pad + b * S
        diagonals = tl.arange(0, BLOCK_N)
        dk = tl.zeros([BLOCK_N, BLOCK_D], tl.float32)
        dv = tl.zeros([BLOCK_N, BLOCK_D], tl.float32)
        # the tile of queries from row i meets the distances pid_n BLOCK_N - (i + BLOCK_M - 1) to
        # pid_n BLOCK_N + BLOCK_N - 1 - i: those before near_start only tied ones above, those from near_end below
        tiles_m = tl.cdiv(T, BLOCK_M)
        near_start = tl.minimum(tl.maximum(pid_n * BLOCK_N - tied_above + 1, 0) // BLOCK_M, tiles_m) * BLOCK_M
        near_end = tl.maximum(tl.minimum(tl.cdiv(tl.maximum(pid_n * BLOCK_N + BLOCK_N - 1 - tied_below, 0), BLOCK_M),
                                         tiles_m) * BLOCK_M, near_start)
        tie_below, tie_above = _tie(table, tied_below + T - 1, T, S), _tie(table, tied_above + T - 1, T, S)
        # every add here is relaxed (sem): they only sum, read after the kernel; ordered (Triton's default), each took a
        # GPU-wide memory barrier and an invalidation of L1 (kernel_resources.memory_barriers), two a tile near
        for part in tl.static_range(3):  # a loop each: the tiles tied above, the near ones, those tied below
            first, last, tie = _part(part, near_start, near_end, T, tie_above, tie_below)
            tied = tl.zeros([BLOCK_M], tl.float32)  # a tied loop's rows' sums of dS s_i
            for start in range(first, last, BLOCK_M):
                dk, dv, ds, s_i = _keys_tile(dk, dv, k_t, v_t, Q, DO, Sc, Lse, Delta, DQSum, DSSum, sq, sdo, b, h, bh,
                                             start, offs_n, offs_d, T, S, D, table, tie, pad_row, sm_scale, p_drop,
                                             Kept, BLOCK_M, HAS_PADDING, DROPOUT, part == 1, ONE_PASS, PRECISION)
                if part == 1:  # the tile's diagonals j - i = pid_n BLOCK_N - start + c (upper), that - BLOCK_N (lower)
                    upper, lower = _diagonal_sums(ds * (s_i * (1.0 / (1.0 - p_drop)))[:, None], BLOCK_M, BLOCK_N)
                    column = pid_n * BLOCK_N - start + (T - 1) + diagonals  # the table's column of j - i
                    tl.atomic_add(table_gradient + column, upper, mask=(column >= 0) & (column < T + S - 1),
                                  sem="relaxed")
                    tl.atomic_add(table_gradient + column - BLOCK_N, lower, mask=(diagonals > BLOCK_N - BLOCK_M)
                                  & (column - BLOCK_N >= 0) & (column - BLOCK_N < T + S - 1), sem="relaxed")
                else:
                    tied += tl.sum(ds, 1) * s_i
            if part != 1:  # the run's sum at its end's column
                tl.atomic_add(table_gradient + (tied_above if part == 0 else tied_below) + T - 1,
                              tl.sum(tied, 0) * (1.0 / (1.0 - p_drop)), mask=first < last, sem="relaxed")
        at, inside = _rows_at(DK, sdk, b, h, offs_n, offs_d, S, D)
        tl.store(at, (dk * (sm_scale / (1.0 - p_drop))).to(DK.dtype.element_ty), mask=inside)
        at, inside = _rows_at(DV, sdv, b, h, offs_n, offs_d, S, D)
        tl.store(at, (dv / (1.0 - p_drop)).to(DV.dtype.element_ty), mask=inside)

    @triton.jit
    def _queries_tile(dq, d_scale, q, do, s_i, lse, delta, K, V, sk, sv, b, h, bh, start, offs_m, offs_d, T, S, D,
                      table, tie, pad_row, sm_scale, p_drop, Kept, BLOCK_N: tl.constexpr, HAS_PADDING: tl.constexpr,
                      DROPOUT: tl.constexpr, NEAR: tl.constexpr, PRECISION: tl.constexpr):
        """The queries' backward's step over the tile of keys from ``start``: dq and d_scale (the row sums of
        dS d_{j-i}) after it, (1 - p_drop) times theirs."""
        offs_n = start + tl.arange(0, BLOCK_N)
        k_t, v_t = _key_columns(K, V, sk, sv, b, h, offs_n, offs_d, S, D)
        _, ds, bias = _score_gradient(q, k_t, v_t, do, s_i, lse, delta * (1.0 - p_drop), table, tie, offs_m, offs_n,
                                      T, S, pad_row, sm_scale, p_drop, Kept, bh, HAS_PADDING, DROPOUT, NEAR, PRECISION)
        dq = _dot(ds.to(k_t.dtype), tl.trans(k_t), PRECISION, dq)
        return dq, d_scale + _scale_gradient(ds, bias, NEAR)

    @triton.jit
    def _scale_gradient(ds, bias, NEAR: tl.constexpr):
        """A tile's part of the scale's gradient, sum_j dS_ij d_{j-i} [BLOCK_M]: ``bias`` the tile's d_{j-i}
        (``NEAR``) or its tied run's one value."""
        if NEAR:
            part = tl.sum(ds * bias, 1)
        else:
            part = tl.sum(ds, 1) * bias
        return part

    @triton.jit
    def _backward_queries(Q, K, V, Sc, GU, GV, GW, DGate, Dt, Pad, DO, Out, Lse, Delta, DQ, DS, sq, sk, sv, sdo, so,
                          sdq, H, T, S, D, tied_below, tied_above, sm_scale, p_drop, Kept, BLOCK_M: tl.constexpr,
                          BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr, HAS_PADDING: tl.constexpr,
                          DROPOUT: tl.constexpr, GATED: tl.constexpr, PRECISION: tl.constexpr):
        """dq of one tile of queries over every key, and the scale's gradient ds_i = sum_j dS_ij d_{j-i}.
        Runs first: it makes its rows' Delta_i = do_i . o_i (FlashAttention-2's preprocessing, here where
        do is read anyway) and stores it for the keys' backward. ``GATED``: ds_i goes on through the gates
        into dq and the gradients of u, v and w (``_queries_end``)."""
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, BLOCK_D)
        q, do, s_i, lse = _query_rows(Q, DO, Sc, Lse, sq, sdo, b, h, bh, offs_m, offs_d, T, D)
        delta = _delta(do, Out, Delta, so, b, h, bh, offs_m, offs_d, T, D)
        table = Dt + h * (T + S - 1)
        pad_row = Pad + b * S
        below_end, above_start = _tied_keys(pid_m * BLOCK_M, T, S, tied_below, tied_above, BLOCK_M, BLOCK_N)
        tie_below, tie_above = _tie(table, tied_below + T - 1, T, S), _tie(table, tied_above + T - 1, T, S)
        dq = tl.zeros([BLOCK_M, BLOCK_D], tl.float32)
        d_scale = tl.zeros([BLOCK_M], tl.float32)
        for part in tl.static_range(3):  # a loop each: the tiles tied below, the near ones, those tied above
            first, last, tie = _part(part, below_end, above_start, S, tie_below, tie_above)
            for start in range(first, last, BLOCK_N):
                dq, d_scale = _queries_tile(dq, d_scale, q, do, s_i, lse, delta, K, V, sk, sv, b, h, bh, start, offs_m,
                                            offs_d, T, S, D, table, tie, pad_row, sm_scale, p_drop, Kept, BLOCK_N,
                                            HAS_PADDING, DROPOUT, part == 1, PRECISION)
        _queries_end(dq, d_scale, Q, GU, GV, GW, DGate, DQ, DS, sq, sdq, H, T, D, b, h, bh, offs_m, offs_d, sm_scale,
                     p_drop, GATED)

    @triton.jit
    def _delta(do, Out, Delta, so, b, h, bh, offs_m, offs_d, T, D):
        """Delta_i = do_i . o_i of a tile of rows (FlashAttention-2's preprocessing), stored in Delta and
        returned."""
        o = _load_rows(Out, so, b, h, offs_m, offs_d, T, D)
        delta = tl.sum(do.to(tl.float32) * o.to(tl.float32), 1)
        tl.store(Delta + bh * T + offs_m, delta, mask=offs_m < T)
        return delta

    @triton.jit
    def _queries_end(dq, d_scale, Q, GU, GV, GW, DGate, DQ, DS, sq, sdq, H, T, D, b, h, bh, offs_m, offs_d, sm_scale,
                     p_drop, GATED: tl.constexpr):
        """dq of a tile of queries stored, and the scale's gradient ds_i (both given (1 - p_drop) times theirs, dq
        before sm_scale): ``GATED``, taken on through the gates made again from the tile's q into dq and,
        summed over the tile's rows, into the gradients of the head's u, v (from D on) and w (from 2 D on) in DGate
        [2 H D + H] with atomics; else stored in DS."""
        rows, dims = offs_m < T, offs_d < D
        dq = dq * (sm_scale / (1.0 - p_drop))
        d_scale = tl.where(rows, d_scale / (1.0 - p_drop), 0.0)
        if GATED:  # s = 1 + g_upd + (1 - g_upd) w g_rst, g_upd = sigmoid(q u), g_rst = sigmoid(q v)
            # q read again, not kept from before the loop: kept, the loop took 6% more instructions (sm_90)
            q = _load_rows(Q, sq, b, h, offs_m, offs_d, T, D)
            g_update, g_reset, w, u, v = _gates(q, GU, GV, GW, h, offs_d, D)
            d_update = d_scale * g_update * (1.0 - g_update) * (1.0 - w * g_reset)  # ds/d(q u)
            d_reset = d_scale * (1.0 - g_update) * w * g_reset * (1.0 - g_reset)  # ds/d(q v)
            dq += d_update[:, None] * u[None, :] + d_reset[:, None] * v[None, :]
            q = q.to(tl.float32)
            tl.atomic_add(DGate + h * D + offs_d, tl.sum(d_update[:, None] * q, 0), mask=dims, sem="relaxed")
            tl.atomic_add(DGate + (H + h) * D + offs_d, tl.sum(d_reset[:, None] * q, 0), mask=dims, sem="relaxed")
            tl.atomic_add(DGate + 2 * H * D + h, tl.sum(d_scale * (1.0 - g_update) * g_reset, 0), sem="relaxed")
        else:
            tl.store(DS + bh * T + offs_m, d_scale, mask=rows)
        at, inside = _rows_at(DQ, sdq, b, h, offs_m, offs_d, T, D)
        tl.store(at, dq.to(DQ.dtype.element_ty), mask=inside)

    @triton.jit
    def _one_pass_start(DO, Out, Delta, DQSum, DSSum, sdo, so, H, T, D, BLOCK_M: tl.constexpr,
                        BLOCK_D: tl.constexpr):
        """Before the one-pass backward (``one_pass``): Delta of a tile of rows, and its rows of the sums of dq and
        of the scale's gradient set to 0 (no launch of their own)."""
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, BLOCK_D)
        _delta(_load_rows(DO, sdo, b, h, offs_m, offs_d, T, D), Out, Delta, so, b, h, bh, offs_m, offs_d, T, D)
        at, inside = _sums_at(DQSum, bh, offs_m, offs_d, T, D)
        tl.store(at, tl.zeros([BLOCK_M, BLOCK_D], tl.float32), mask=inside)
        tl.store(DSSum + bh * T + offs_m, tl.zeros([BLOCK_M], tl.float32), mask=offs_m < T)

    @triton.jit
    def _one_pass_end(Q, GU, GV, GW, DGate, DQSum, DSSum, DQ, DS, sq, sdq, H, T, D, sm_scale, p_drop,
                      BLOCK_M: tl.constexpr, BLOCK_D: tl.constexpr, GATED: tl.constexpr):
        """After the one-pass backward: dq of a tile of rows from its sum, and the scale's gradient from its sum, as
        the queries' backward ends (``_queries_end``)."""
        pid_m, bh = tl.program_id(0), tl.program_id(1)
        b, h = bh // H, bh % H
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, BLOCK_D)
        at, inside = _sums_at(DQSum, bh, offs_m, offs_d, T, D)
        dq = tl.load(at, mask=inside, other=0.0)
        d_scale = tl.load(DSSum + bh * T + offs_m, mask=offs_m < T, other=0.0)
        _queries_end(dq, d_scale, Q, GU, GV, GW, DGate, DQ, DS, sq, sdq, H, T, D, b, h, bh, offs_m, offs_d, sm_scale,
                     p_drop, GATED)


def _strides(tensor: Tensor):
    return tuple(tensor.stride())


# Each kernel's tiles on a GPU, (queries, keys, warps), by how the GPU multiplies tiles and by the width of
# a head (``head_block``): what compiles in bfloat16 and float16 without spilling registers, with Triton 3.9
# and 3.6 (torch 2.11's) (benchmarks/kernel_resources.py --arch ... --head-dims ...). Hopper (sm_90) multiplies
# from shared memory ("warpgroup"): 64 keys a step at d_k 64, the keys' backward 16 queries a step on 4 warps (it
# holds dk and dv for 64 keys; since the kept dropout mask, 10% fewer instructions a weight than 32 on 8 warps
# with Triton 3.6, 6% with 3.9; at d_k 128 it spills there). Datacenter Blackwell (sm_100, 103, 110) accumulates
# in tensor memory ("tensor memory"): Hopper's tiles but for the queries' backward, which spills there at 64 x 64
# with dropout (the rows of a tile held by one thread each) and takes 32 queries a step (64 at d_k 64), the keys'
# backward at d_k 32 and 64, 32 queries a step on 8 warps (16 on 4 counts 13% more at d_k 64 and spills with
# Triton 3.6 at 32), and at d_k 128 a forward of 32 x 32 (64 x 32 on 8 warps kept 16 bytes in local memory with
# the dropout mask kept). Ampere, Ada and consumer
# Blackwell (sm_80, 86, 89, 120) multiply from registers ("warp"), where Hopper's tiles spill up to 256 bytes a
# thread: 32 keys a step (the queries' backward on 4 warps since its instructions were cut: 8 weights a thread
# on 8 warps cost 74 instructions a weight, 16 on 4 cost 48; every kernel takes 32 keys a step or more, the
# kept dropout mask's unit; the keys' backward at d_k 16 and 32 on 2 warps: 16 weights a thread for about the
# instructions 4 warps issue for 8, 28.5 / 57.1 / 28.1 a weight against 54.8 / 91.0 / 53.4 on sm_86 at 16, where 4
# warps spilled 8 bytes; at 64, 2 warps spill). Chosen by what compiles and by the instructions a
# weight (--instructions), except where a GPU timed them (``TIMED``).
_HOPPER = {16: {"forward": (64, 32, 8), "keys": (16, 64, 4), "queries": (64, 64, 4)},
           32: {"forward": (64, 64, 8), "keys": (16, 64, 4), "queries": (64, 64, 4)},
           64: {"forward": (64, 32, 4), "keys": (64, 64, 4), "queries": (64, 32, 4)},
           128: {"forward": (64, 32, 8), "keys": (16, 64, 8), "queries": (64, 32, 8)}}
TILES = {
    "warpgroup": _HOPPER,
    "tensor memory": {width: dict(tiles, **changed) for (width, tiles), changed in zip(_HOPPER.items(), [
        {"queries": (32, 32, 4)}, {"queries": (32, 32, 4), "keys": (32, 64, 8)},
        {"forward": (64, 64, 4), "queries": (64, 32, 4), "keys": (32, 64, 8)},
        {"forward": (32, 32, 4), "queries": (32, 32, 4)}])},
    "warp": {16: {"forward": (64, 32, 4), "keys": (32, 32, 2), "queries": (64, 32, 4)},
             32: {"forward": (64, 32, 4), "keys": (32, 32, 2), "queries": (64, 32, 4)},
             64: {"forward": (64, 32, 4), "keys": (32, 32, 4), "queries": (64, 32, 4)},
             128: {"forward": (32, 32, 4), "keys": (16, 32, 4), "queries": (32, 32, 4)}},
}
# Tiles a GPU timed, by family and width: there the timing decides, not the compiler's counts. sm_90, d_k 64 (H200,
# 2026-11-28, B 64 x T 512, bfloat16, forward and backward; docs/gpu.md): each kernel's fastest of 6-13 tilings
# timed with dropout 0.1 (training's) and without. The keys' backward 64 x 64 on 4 warps 1.02 / 0.90 ms (16 x 64,
# the compiler's pick: 1.58 / 1.47; 32 x 64 on 2 warps 1.11 / 0.89), though it keeps registers in local memory
# (then 176 bytes a thread with the GPU's Triton 3.6, 328 with 3.9; since the tied loops 40 and 112); the
# forward 64 x 32 0.44 / 0.28 (64 x 64: 0.56 / 0.28); the queries' 64 x 32 0.46 / 0.37 (64 x 64: 0.47 / 0.41).
TIMED = {("warpgroup", 64)}
# the widest head the tiles are made for (wider ones keep the materialized bias)
MAX_HEAD_DIM = 128
# (family, width) whose backward runs in one pass over the tiles of keys (``one_pass``); elsewhere in two.
ONE_PASS = set()
# In the interpreter, whose cost is per element: small tiles (32 keys: the kept dropout mask's unit)
INTERPRETED_TILES = {"forward": (16, 32, 4), "keys": (16, 32, 4), "queries": (16, 32, 4)}


def one_pass(dim: int) -> bool:
    """Whether the backward runs in one pass over the tiles of keys, as FlashAttention-2's does: the keys'
    backward also makes each tile's part of dq and of the scale's gradient and adds them into float32 sums with
    atomics (``_keys_tile``), between a kernel that makes Delta and sets the sums to 0 (``_one_pass_start``) and
    one that ends dq from its sum (``_one_pass_end``: the gate's backward, as the queries' backward ends). Else
    in two, each over every tile: the queries' backward (dq, the scale's gradient), then the keys' (dk, dv, the
    table's). In one, each tile's scores, weights and dS are made once, not twice: sm_90, d_k 64, bfloat16,
    padding and dropout, instructions a weight (tied below / near / tied above) 32.5 / 54.3 / 30.7 against
    25.2 + 24.5 / 47.8 + 31.7 / 24.4 + 24.1 in two with Triton 3.9, 32.7 / 61.3 / 31.0 against 24.7 + 22.1 /
    49.5 + 30.2 / 23.9 + 21.4 with 3.6 (the H200's; at T 512, -32% and -25%), though its 64 x 64 tiles keep more
    registers in local memory (368 bytes a thread with 3.9, 288 with 3.6; 40 and 24 in two). The cost beside:
    4 B H T d_k bytes of sums set, added into and read, and the adds of several tiles of keys into the same rows
    of dq. Where ``ONE_PASS`` names the GPU's family and the head's width (``"interpreter"`` in Triton's
    interpreter): until a GPU has timed it, nowhere (docs/gpu.md, "The backward in one pass")."""
    return ("interpreter" if INTERPRETED else gpu_family(), head_block(dim)) in ONE_PASS


def head_block(dim: int) -> int:
    """The kernels' width of a head of ``dim`` (d_k): the next power of 2, at least 16 (``tl.dot``'s least)."""
    return max(16, triton.next_power_of_2(dim))


def family(arch: int) -> str:
    """The ``TILES`` of a GPU of compute capability ``arch`` (major x 10 + minor)."""
    return {9: "warpgroup", 10: "tensor memory", 11: "tensor memory"}.get(arch // 10, "warp")


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
            raise InputError(f"--tiles {item!r}: expected KERNEL=QUERIES,KEYS,WARPS with KERNEL one of {list(base)}")
        chosen[kernel] = tuple(int(number) for number in numbers.split(","))
        if chosen[kernel][1] % 32:
            raise InputError(f"--tiles {item!r}: keys a step must be a multiple of 32 (the kept dropout mask's unit)")
    return chosen


def _launch(kernel: str, dim: int, **constants):
    """The tiles and options of a kernel's launch."""
    if dim > MAX_HEAD_DIM:
        raise InputError(f"XLM-E's fused attention takes heads of up to {MAX_HEAD_DIM} (d_k {dim}): materialize the "
                         "bias (--no-fused-attention)")
    block_m, block_n, warps = (INTERPRETED_TILES if INTERPRETED else TILES[gpu_family()][head_block(dim)])[kernel]
    # float32 products as torch's matmul makes them: TensorFloat-32 only where torch allows it
    precision = "ieee" if torch.get_float32_matmul_precision() == "highest" else "tf32"
    # multiply-adds fused, Triton's default until 3.10 (which turns it off and, until then, warns where a launch
    # does not say): the instruction counts and the tests were made so
    return dict(constants, BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_D=head_block(dim),
                PRECISION="upcast" if INTERPRETED else precision, num_warps=warps, enable_fp_fusion=True)


class GatedBiasAttention(torch.autograd.Function):
    """``gated_bias_attention`` with its backward (module docstring)."""

    @staticmethod
    def forward(ctx, q, k, v, scale, gate_u, gate_v, gate_w, table, padding, dropout: float, seed: int,
                ties: Tuple[int, int]):
        batch, heads, length, dim = q.shape
        keys = k.size(2)
        gated = scale is None  # the gate's u, v, w given: s is made in the forward kernel, into this
        if gated:
            scale = torch.empty(batch, heads, length, device=q.device, dtype=q.dtype)
        else:
            gate_u = gate_v = gate_w = scale  # not read
        out = torch.empty_like(q)  # q's layout: [B, T, H, d_k] from the projections, so that out_proj reads a view
        lse = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)
        sm_scale = 1.0 / math.sqrt(dim)
        pad = padding if padding is not None else torch.zeros(1, dtype=torch.int8, device=q.device)
        # the forward's keep mask, a bit a weight (B H T S / 8 bytes), for the backward kernels to read
        # instead of drawing it again (Philox's ten rounds were half of what they issued a weight)
        kept = torch.empty(batch * heads, triton.cdiv(length, 16), 8, triton.cdiv(keys, 32), 4, dtype=torch.int16,
                           device=q.device) if dropout > 0.0 else pad
        launch = _launch("forward", dim, HAS_PADDING=padding is not None, DROPOUT=dropout > 0.0, GATED=gated)
        _forward[(triton.cdiv(length, launch["BLOCK_M"]), batch * heads)](
            q, k, v, scale, gate_u, gate_v, gate_w, table, pad, out, lse, kept, _strides(q), _strides(k), _strides(v),
            _strides(out), heads, length, keys, dim, *ties, sm_scale, dropout, seed, **launch)
        ctx.save_for_backward(q, k, v, scale, gate_u, gate_v, gate_w, table, pad, out, lse, kept)
        ctx.settings = (dropout, padding is not None, sm_scale, ties, gated)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        q, k, v, scale, gate_u, gate_v, gate_w, table, pad, out, lse, kept = ctx.saved_tensors
        dropout, has_padding, sm_scale, ties, gated = ctx.settings
        batch, heads, length, dim = q.shape
        keys = k.size(2)
        delta = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)  # the first kernel's
        dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)  # their layouts (as out)
        if gated:  # the gradients of u, v and w, one after the other, summed into with atomics
            d_gate = torch.zeros(heads * (2 * dim + 1), device=q.device, dtype=torch.float32)
            d_scale = d_gate  # not written
        else:  # s's
            d_scale = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)
            d_gate = d_scale  # not written
        d_table = torch.zeros(heads, length + keys - 1, device=q.device, dtype=torch.float32)
        flags = dict(HAS_PADDING=has_padding, DROPOUT=dropout > 0.0)
        strides = (_strides(q), _strides(k), _strides(v), _strides(grad_out))
        rows = _launch("queries", dim, **flags, GATED=gated)
        grid = (triton.cdiv(length, rows["BLOCK_M"]), batch * heads)
        single = one_pass(dim)
        if single:  # the sums of dq and of the scale's gradient, set to 0 by the first kernel
            dq_sum = torch.empty(batch, heads, length, dim, device=q.device, dtype=torch.float32)
            ds_sum = torch.empty(batch, heads, length, device=q.device, dtype=torch.float32)
            ends = {name: value for name, value in rows.items() if name in ("BLOCK_M", "BLOCK_D", "num_warps")}
            _one_pass_start[grid](grad_out, out, delta, dq_sum, ds_sum, _strides(grad_out), _strides(out), heads,
                                  length, dim, **ends)
        else:
            dq_sum = ds_sum = delta  # not read
            _backward_queries[grid](
                q, k, v, scale, gate_u, gate_v, gate_w, d_gate, table, pad, grad_out, out, lse, delta, dq, d_scale,
                *strides, _strides(out), _strides(dq), heads, length, keys, dim, *ties, sm_scale, dropout, kept,
                **rows)
        launch = _launch("keys", dim, **flags, ONE_PASS=single)
        _backward_keys[(triton.cdiv(keys, launch["BLOCK_N"]), batch * heads)](
            q, k, v, scale, table, pad, grad_out, lse, delta, dk, dv, d_table, dq_sum, ds_sum, *strides, _strides(dk),
            _strides(dv), heads, length, keys, dim, *ties, sm_scale, dropout, kept, **launch)
        if single:
            _one_pass_end[grid](q, gate_u, gate_v, gate_w, d_gate, dq_sum, ds_sum, dq, d_scale, _strides(q),
                                _strides(dq), heads, length, dim, sm_scale, dropout, GATED=gated, **ends)
        d_table = d_table.to(table.dtype)
        if not gated:
            return dq, dk, dv, d_scale.to(scale.dtype), None, None, None, d_table, None, None, None, None
        d_u, d_v, d_w = d_gate.split([heads * dim, heads * dim, heads])
        return (dq, dk, dv, None, d_u.view(heads, dim).to(gate_u.dtype), d_v.view(heads, dim).to(gate_v.dtype),
                d_w.to(gate_w.dtype), d_table, None, None, None, None)


def dropout_rate(dropout: float) -> float:
    """The rate at which the kernels drop weights for attention dropout ``dropout``: the nearest multiple of
    2^-16 (they draw 16 bits a weight), at most 1 - 2^-16 (0.1 -> 0.1000061); the kept weights are scaled by
    1 / (1 - that rate), so the output's expectation is the attention's, as torch's dropout keeps it."""
    if not 0.0 <= dropout < 1.0:
        raise ValueError(f"attention dropout {dropout}: expected a probability in [0, 1)")
    return min(round(dropout * 65536), 65535) / 65536


def dropout_mask(batch: int, heads: int, length: int, keys: int, dropout: float, seed: int,
                 device=None) -> Tensor:
    """The weights' keep mask [B, H, T, S] the kernels draw for ``seed`` (to check them against), at
    ``dropout_rate(dropout)``."""
    keep = torch.empty(batch, heads, length, keys, dtype=torch.int8, device=device)
    _dropout_mask[(triton.cdiv(length, 16), triton.cdiv(keys, 32), batch * heads)](
        keep, length, keys, dropout_rate(dropout), seed, BLOCK_M=16, BLOCK_N=32, enable_fp_fusion=True)
    return keep.bool()


def gated_bias_attention(q: Tensor, k: Tensor, v: Tensor, scale: Optional[Tensor], table: Tensor,
                         key_padding_mask: Optional[Tensor] = None, dropout: float = 0.0,
                         seed: Optional[int] = None, ties: Optional[Tuple[int, int]] = None,
                         gate: Optional[Tuple[Tensor, Tensor, Tensor]] = None) -> Tensor:
    """softmax(q k^T / sqrt(d_k) + s_i d_{j-i} + m) v with dropout on the weights, fused (module
    docstring). q [B, H, T, d_k]; k, v [B, H, S, d_k]; scale s [B, H, T] or [B, H, T, 1] (None: 1,
    the plain relative bias), or ``gate``: XLM-E's u, v [H, d_k] and w [H] (``RelativePositionGate``), from
    which the kernels make s of q and its gradients (section 3.3; no operator of the gate's own, forward
    or backward: the gate's 34 on the CPU, each a kernel on a GPU); table d [H, T + S - 1], column j - i + T - 1
    (``RelativePositionBias.per_distance``); key_padding_mask [B, S], True at padding. Weights are dropped
    at ``dropout_rate(dropout)`` (within 2^-17 of ``dropout``); ``seed`` keys the dropout mask (default:
    drawn from torch's generator). ``ties`` (below, above): the table's
    columns of the distances <= below are one parameter, and so are those >= above (T5's buckets beyond
    the last: ``RelativePositionBias.ties``), so they hold one value each: the kernels read a run's value at
    its end column (below or above) for the tiles that meet only that run, and give each run's gradient whole
    at its end column, its other columns 0, which spares those tiles the load of the table a weight and the
    keys' backward their diagonal sums; the gradient of any table tied so is the same (default: none tied).
    Ties below < 0 < above, as T5's buckets give them (a tie beyond the table's first column had its add land
    outside the table on a GPU)."""
    batch, heads, length, _ = q.shape
    keys = k.size(2)
    if ties is None:
        ties = (-(length + keys), length + keys)
    elif not ties[0] < 0 < ties[1]:  # distance 0 is its own bucket; and so the kernels' adds stay in the table
        raise ValueError(f"ties {ties}: the tied distances below must be negative and those above positive")
    if gate is not None:
        if scale is not None:
            raise ValueError("gated_bias_attention takes the scale s or the gate that makes it, not both")
        gate_u, gate_v, gate_w = (tensor.contiguous() for tensor in gate)
    else:
        gate_u = gate_v = gate_w = None
        if scale is None:
            scale = torch.ones(batch, heads, length, device=q.device, dtype=q.dtype)
        scale = scale.reshape(batch, heads, length).contiguous()
    table = table.float().contiguous()  # float32: a load without a conversion, as the gradient is made
    padding = key_padding_mask.to(torch.int8).contiguous() if key_padding_mask is not None else None
    dropout = dropout_rate(dropout)
    if seed is None:
        seed = int(torch.randint(0, 2 ** 31 - 1, (), device="cpu")) if dropout > 0.0 else 0
    return GatedBiasAttention.apply(q, k, v, scale, gate_u, gate_v, gate_w, table, padding, dropout, seed,
                                    (int(ties[0]), int(ties[1])))
