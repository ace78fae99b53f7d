"""XLM-E's fused attention kernel (``fairseq_xl/modules/gated_attention_kernel.py``, issue 53) in
Triton's CPU interpreter (conftest sets ``TRITON_INTERPRET=1``): its output and every gradient (q,
k, v, the gate's scale and through it u, v, w, the per-distance table and through it the bucket
table) equal the materialized bias with math attention, at lengths that are not multiples of the
tile, with padding, queries and keys of different lengths, in float32 and bfloat16, with dropout
(the kernel's own mask, regenerated in the backward) and without. Skipped where Triton is absent."""
import copy

import pytest
import torch

triton = pytest.importorskip("triton")
tl = pytest.importorskip("triton.language")

from fairseq_xl.modules import gated_attention_kernel as kernel  # noqa: E402
from fairseq_xl.modules.gated_relative_position_bias import RelativePositionBias, RelativePositionGate  # noqa: E402


def reference(q, k, v, scale, table, padding, keep=None, dropout=0.0):
    """The materialized [B, H, T, S] bias and math attention, as fairseq-xl computes it without the kernel."""
    keys = k.size(2)
    d = table.unfold(1, keys, 1).flip(1)  # [H, T, S]: row i is window T - 1 - i
    bias = scale[..., None] * d[None]
    if padding is not None:
        bias = bias + torch.zeros(padding.shape, dtype=q.dtype).masked_fill(padding, torch.finfo(q.dtype).min)[
            :, None, None, :]
    scores = q @ k.transpose(-1, -2) * q.size(-1) ** -0.5 + bias
    weights = scores.to(torch.promote_types(q.dtype, torch.float32)).softmax(-1).to(q.dtype)  # float64 stays
    if keep is not None:
        weights = weights * keep / (1 - kernel.dropout_rate(dropout))  # the rate the kernels draw
    return weights @ v


def inputs(batch, heads, length, keys, dim, dtype=torch.float32, seed=0):
    generator = torch.Generator().manual_seed(seed)

    def leaf(*shape, low=0.0):
        return (torch.randn(*shape, generator=generator) + low).to(dtype).requires_grad_()
    padding = torch.zeros(batch, keys, dtype=torch.bool)
    padding[-1, keys - 3:] = True  # the last row's last keys
    return (leaf(batch, heads, length, dim), leaf(batch, heads, keys, dim), leaf(batch, heads, keys, dim),
            (1 + torch.rand(batch, heads, length, generator=generator)).to(dtype).requires_grad_(),
            leaf(heads, length + keys - 1), padding)


def compare(out, expected, leaves, tolerance):
    grad = torch.randn_like(out)
    found = torch.autograd.grad(out, leaves, grad)
    wanted = torch.autograd.grad(expected, leaves, grad)
    errors = {"out": (out - expected).abs().max().item()}
    for name, a, b in zip(("q", "k", "v", "scale", "table"), found, wanted):
        errors[name] = ((a.float() - b.float()).abs().max() / b.float().abs().max()).item()
    assert max(errors.values()) < tolerance, errors
    return errors


@pytest.mark.parametrize("length, keys", [(21, 21), (19, 23)])
def test_the_kernel_equals_the_materialized_bias(length, keys):
    q, k, v, scale, table, padding = inputs(2, 2, length, keys, 8)
    out = kernel.gated_bias_attention(q, k, v, scale, table, padding)
    compare(out, reference(q, k, v, scale, table, padding), (q, k, v, scale, table), 1e-5)


@pytest.fixture(params=["two passes", "one pass"])
def backward(request, monkeypatch):
    """The backward in two passes (the queries' and the keys' kernels) and in one (``one_pass``)."""
    monkeypatch.setattr(kernel, "ONE_PASS", {("interpreter", 16)} if request.param == "one pass" else set())
    return request.param


def test_the_output_and_gradients_come_in_the_projections_layout(backward):
    """q, k, v as ``BiasedAttention`` gives them, views of [B, T, H, d_k]: the output and dq, dk, dv come in
    that layout (as SDPA's kernels give them), so that out_proj reads the output as a view, one copy of it
    kept for the backward, and the projections' backward reads the gradients without copying them; the
    same values; with the backward in two passes and in one."""
    q, k, v, scale, table, padding = (
        x.detach().transpose(1, 2).contiguous().transpose(1, 2).requires_grad_() if x.dim() == 4 else x
        for x in inputs(2, 2, 19, 23, 8, seed=6))
    out = kernel.gated_bias_attention(q, k, v, scale, table, padding)
    assert out.stride() == q.stride()
    grads = torch.autograd.grad(out, (q, k, v), torch.randn_like(out), retain_graph=True)
    assert [grad.stride() for grad in grads] == [x.stride() for x in (q, k, v)]
    compare(out, reference(q, k, v, scale, table, padding), (q, k, v, scale, table), 1e-5)


# 0.9 + 0.9 2^-17 is 58,982.85 / 2^16: drawn at 58,983 / 2^16, 2.2e-6 above it; the kept weights scaled for the
# rate asked, or a threshold of 58,982 (p 2^16 truncated), would be 2.2e-5 or 1.3e-4 off
@pytest.mark.parametrize("rate", [0.1, 0.9 + 0.9 * 2 ** -17])
def test_dropout_is_the_kernels_mask_in_both_directions(rate):
    q, k, v, scale, table, padding = inputs(2, 2, 21, 21, 8, seed=1)
    keep = kernel.dropout_mask(2, 2, 21, 21, rate, seed=7)
    out = kernel.gated_bias_attention(q, k, v, scale, table, padding, dropout=rate, seed=7)
    compare(out, reference(q, k, v, scale, table, padding, keep, rate), (q, k, v, scale, table), 1e-5)


def test_dropout_draws_independent_weights_at_its_rate():
    assert kernel.dropout_rate(0.1) == 6554 / 2 ** 16 and kernel.dropout_rate(0.0) == 0.0
    with pytest.raises(ValueError, match="attention dropout 1.0"):
        kernel.dropout_rate(1.0)
    many = kernel.dropout_mask(1, 2, 64, 64, 0.1, seed=8).float()
    assert abs(many.mean().item() - 0.9) < 0.01  # 8,192 draws: 3 standard deviations is 0.0099
    # one Philox call draws the 16-bit numbers of a block of 2 x 4 weights, keys j, j + 1, j + 8 and j + 9 of rows
    # i and i + 8: two neighbouring keys, keys 8 apart, neighbouring rows, rows 8 or 16 apart are both dropped 1%
    # of the time, not 10%
    for rows, keys in ((0, 1), (0, 2), (0, 8), (0, 9), (1, 0), (8, 0), (16, 0)):
        both = ((1 - many[..., rows:, keys:]) * (1 - many[..., :64 - rows, :64 - keys])).mean().item()
        assert 0.005 < both < 0.016, (rows, keys, both)  # 6,144-8,064 pairs: 0.01 +- 2.8 standard deviations
    assert not torch.equal(many, kernel.dropout_mask(1, 2, 64, 64, 0.1, seed=9).float())
    both = ((1 - many[:, 0]) * (1 - many[:, 1])).mean().item()  # the two heads: their own numbers
    assert 0.005 < both < 0.016, both


@triton.jit
def _head_mask(Keep, bh, length, p_drop, seed, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    keep = kernel._keep(seed, bh, offs, offs, length, length, p_drop)
    tl.store(Keep + offs[:, None] * BLOCK + offs[None, :], keep.to(tl.int8))


def test_dropout_counters_do_not_wrap_across_heads():
    """A head's Philox counters are its own (the head is in the key's upper word): one 32-bit counter over
    every head wraps after 2^32 blocks of 2 x 4 (at T = S = 64, at head 2^23; B 64 x H 12 at T = S = 6,689),
    and the mask of head 2^23 would repeat head 0's."""
    masks = []
    for bh in (0, 2 ** 23, 2 ** 31 - 1):
        keep = torch.empty(64, 64, dtype=torch.int8)
        _head_mask[(1,)](keep, bh, 64, 0.5, 11, BLOCK=64)
        masks.append(keep.float())
    for other in masks[1:]:
        assert 0.4 < (masks[0] == other).float().mean().item() < 0.6  # 4,096 weights at p 0.5: agree half the time


def test_every_gpu_tiling_computes_the_same_attention(monkeypatch):
    """The interpreter runs small tiles; a GPU runs ``TILES``' (queries 16 to 64, keys 32 or 64, tiles wider
    than tall and taller than wide): each kernel's every tile of the table (7 tilings, each kernel's tiles in
    turn), in the interpreter, at lengths below and above a tile, with padding and dropout, the backward in two
    passes and in one (``one_pass``, with the keys' tiles), equals the materialized bias (output and every
    gradient); with ties (-2, 2) at T = S = 90, whose tiles each kernel
    runs in loops of their own, the table made from one value for each tied run as buckets make it (seen
    failing with the forward's or the keys' backward's tied loops given the other run's value, the queries'
    tied scale gradient without the bias, and a tile of keys or of queries counted tied one distance early)."""
    chosen = {name: sorted({tiles[name] for table in kernel.TILES.values() for tiles in table.values()})
              for name in ("forward", "keys", "queries")}
    assert {name: len(tiles) for name, tiles in chosen.items()} == {"forward": 5, "keys": 7, "queries": 4}
    q, k, v, scale, table, padding = inputs(2, 1, 37, 70, 8, seed=5)
    keep = kernel.dropout_mask(2, 1, 37, 70, 0.1, seed=3)
    # T = S = 90 (one batch row): with ties of +-2 every kernel meets tiles tied below and above at most tilings
    tied_inputs = inputs(1, 1, 90, 90, 8, seed=6)
    tied_keep = kernel.dropout_mask(1, 1, 90, 90, 0.1, seed=3)
    # ties +-2: a tile's nearest distance is 1 or -1 mod 16 (mod 32 where its tiles are 32 or 64 a side), so some
    # tiles' is one short of a tie, which a tile counted tied one distance early would get wrong
    runs = torch.randn(1, 5, generator=torch.Generator().manual_seed(6)).requires_grad_()  # distances -2 .. 2
    run = (torch.arange(90 + 90 - 1) - 89).clamp(-2, 2) + 2  # the run of each of the table's columns
    for turn in range(2 * max(len(tiles) for tiles in chosen.values())):  # each in two passes, then in one
        tiling = {name: tiles[turn // 2 % len(tiles)] for name, tiles in chosen.items()}
        monkeypatch.setattr(kernel, "INTERPRETED_TILES", tiling)
        monkeypatch.setattr(kernel, "ONE_PASS", {("interpreter", 16)} if turn % 2 else set())
        out = kernel.gated_bias_attention(q, k, v, scale, table, padding, dropout=0.1, seed=3)
        compare(out, reference(q, k, v, scale, table, padding, keep, 0.1), (q, k, v, scale, table), 1e-5)
        tq, tk, tv, tscale, _, tpadding = tied_inputs
        out = kernel.gated_bias_attention(tq, tk, tv, tscale, runs[:, run], tpadding, dropout=0.1, seed=3,
                                          ties=(-2, 2))
        compare(out, reference(tq, tk, tv, tscale, runs[:, run], tpadding, tied_keep, 0.1),
                (tq, tk, tv, tscale, runs), 1e-5)


def test_bfloat16_is_close_to_float32():
    q, k, v, scale, table, padding = inputs(1, 2, 21, 21, 16, dtype=torch.bfloat16, seed=2)
    out = kernel.gated_bias_attention(q, k, v, scale, table, padding)
    exact = reference(*(tensor.float() if tensor.is_floating_point() else tensor
                        for tensor in (q, k, v, scale, table, padding)))
    assert out.dtype == torch.bfloat16 and (out.float() - exact).abs().max() < 3e-2
    # the gate made in the kernels from bfloat16 q (its scale kept in bfloat16 for the backward kernels), float32 u,
    # v, w as a model's under autocast: as near the float32 gate's attention and gradients as the gate made outside
    # in bfloat16 is (bfloat16's rounding: w's gradient, a sum that cancels, was 0.14 from float32's either way at
    # one seed of ten)
    generator = torch.Generator().manual_seed(7)
    gate = RelativePositionGate(2, 16)
    with torch.no_grad():
        gate.u.normal_(generator=generator), gate.v.normal_(generator=generator)
        gate.w.uniform_(-1, 1, generator=generator)
    wide = [tensor.detach().float().requires_grad_() for tensor in (q, k, v)]
    grad = torch.randn(1, 2, 21, 16, generator=generator)

    def errors(out):
        exact = kernel.gated_bias_attention(*wide, gate.scale(wide[0]), table.detach().float(), padding)
        found = torch.autograd.grad(out.float(), (q, gate.u, gate.v, gate.w), grad)
        wanted = torch.autograd.grad(exact, (wide[0], gate.u, gate.v, gate.w), grad)
        return [(out.float() - exact).detach().abs().max().item()] + [
            ((a.float() - b).abs().max() / b.abs().max()).item() for a, b in zip(found, wanted)]
    inside = kernel.gated_bias_attention(q, k, v, None, table, padding, gate=(gate.u, gate.v, gate.w))
    assert inside.dtype == torch.bfloat16
    inside, outside = errors(inside), errors(kernel.gated_bias_attention(q, k, v, gate.scale(q), table, padding))
    assert all(made_inside <= 2 * made_outside + 1e-2 for made_inside, made_outside in zip(inside, outside)), \
        (inside, outside)


@pytest.mark.parametrize("in_kernel", [True, False])
def test_the_gate_and_the_bucket_table_get_the_materialized_paths_gradients(in_kernel, backward):
    """Through the kernel, XLM-E's u, v, w and the bucket table (from the per-distance table) get the
    gradients the materialized gate and bias give them, with dropout, and so do q, k, v: the gate made in
    the kernels (``gate``, as the model calls it) and the gate's scale given (``RelativePositionGate.scale``),
    with the backward in two passes and in one (``one_pass``: the queries' gradients made with the keys');
    also where the keys' backward sums the tiles of tied distances whole (``ties``; ties (-6, 6) at T 70: of
    the interpreter's 5 x 3 tiles of 16 queries x 32 keys, 4 meet only distances >= 6 and 2 only <= -6)."""
    torch.manual_seed(3)
    positions, gate = RelativePositionBias(2, num_buckets=8, max_distance=16), RelativePositionGate(2, 8)
    with torch.no_grad():
        gate.w.uniform_(-1, 1)
        positions.table.weight.normal_()
    q, k, v, _, _, padding = inputs(2, 2, 70, 70, 8, seed=4)
    keep = kernel.dropout_mask(2, 2, 70, 70, 0.1, seed=5)
    assert positions.ties == (-6, 6)
    per_distance = positions.per_distance(70, 70)
    if in_kernel:
        out = kernel.gated_bias_attention(q, k, v, None, per_distance, padding, 0.1, 5, ties=positions.ties,
                                          gate=(gate.u, gate.v, gate.w))
    else:
        out = kernel.gated_bias_attention(q, k, v, gate.scale(q), per_distance, padding, 0.1, 5, ties=positions.ties)
    expected = reference(q, k, v, gate.scale(q)[..., 0], positions.per_distance(70, 70), padding, keep, 0.1)
    params = (gate.u, gate.v, gate.w, positions.table.weight, q, k, v)
    grad = torch.randn_like(out)
    found, wanted = (torch.autograd.grad(result, params, grad, retain_graph=True) for result in (out, expected))
    # measured against float64's gradients: w's is a sum of ~10^4 terms that largely cancel, and two float32 paths
    # differ by their two errors (1.4e-5 of its size on an AMD EPYC of family 26, torch's AVX512 kernels; under 1e-5
    # on the machines before); against float64 the kernel's are within 1e-5 there (the materialized path's 4.5e-6)
    gate64, positions64 = copy.deepcopy(gate).double(), copy.deepcopy(positions).double()
    q64, k64, v64 = (x.detach().double().requires_grad_() for x in (q, k, v))
    expected64 = reference(q64, k64, v64, gate64.scale(q64)[..., 0], positions64.per_distance(70, 70), padding,
                           keep, 0.1)
    exact = torch.autograd.grad(expected64, (gate64.u, gate64.v, gate64.w, positions64.table.weight, q64, k64, v64),
                                grad.double())
    for a, b, c in zip(found, wanted, exact):
        assert (b.double() - c).abs().max() <= 1e-5 * c.abs().max(), (b, c)  # the reference itself
        assert (a.double() - c).abs().max() <= 2e-5 * c.abs().max(), (a, c)
    # the tied tiles were summed whole: distances +-69 (column 0 and the last), which only tied tiles meet, get
    # nothing of their own; the ends' columns (+-6) get each run's sum
    by_distance = torch.autograd.grad(out, per_distance, grad)[0]
    assert (by_distance[:, [0, -1]] == 0).all() and (by_distance[:, [69 - 6, 69 + 6]] != 0).all(), by_distance
    # ties the buckets never give are refused: on the H200, (-10^6, -10^6 + 1) had every tile's sum added 10^6
    # columns before the table (an illegal address, the process's CUDA context lost)
    for ties in ((-10**6, -10**6 + 1), (-70, -69), (0, 6), (-6, 0), (6, -6)):
        with pytest.raises(ValueError, match=rf"ties \({ties[0]}, {ties[1]}\): the tied distances below must be "
                           "negative and those above positive"):
            kernel.gated_bias_attention(q, k, v, None, per_distance, padding, ties=ties)
    with pytest.raises(ValueError, match="takes the scale s or the gate that makes it, not both"):
        kernel.gated_bias_attention(q, k, v, gate.scale(q), per_distance, gate=(gate.u, gate.v, gate.w))


@pytest.mark.parametrize("rel_pos", ["gated", "plain"])
def test_an_encoder_on_the_fused_path_equals_the_materialized_one(monkeypatch, rel_pos):
    """``BiasedEncoder`` (XLM-E's generator and discriminator) with the kernel, as on a GPU, against
    the same weights with ``fused_attention`` off: states and every parameter's gradient (T 40: the
    keys' backward sums tiles of tied distances whole, with the buckets' ties; seen failing with (-1, 1))."""
    from fairseq_xl.modules import biased_encoder

    torch.manual_seed(5)
    encoder = biased_encoder.BiasedEncoder(2, 16, 32, 2, dropout=0.0, attention_dropout=0.0, rel_pos=rel_pos,
                                           rel_pos_buckets=8, rel_pos_max_distance=16)
    with torch.no_grad():
        encoder.relative_position.table.weight.normal_()
    x, padding = torch.randn(2, 40, 16), torch.zeros(2, 40, dtype=torch.bool)
    padding[1, 30:] = True
    weights = torch.randn(2, 40, 16)  # a loss whose gradient LayerNorm does not cancel (a sum's would be 0)
    monkeypatch.setattr(biased_encoder, "fused", lambda states, head_dim: True)
    fused_out = encoder(x, padding)[0]
    fused_grads = torch.autograd.grad((fused_out * weights).sum(), list(encoder.parameters()))
    encoder.fused_attention = False
    out = encoder(x, padding)[0]
    grads = torch.autograd.grad((out * weights).sum(), list(encoder.parameters()))
    assert (fused_out - out).abs().max() < 1e-5
    for (name, _), a, b in zip(encoder.named_parameters(), fused_grads, grads):
        assert (a - b).abs().max() <= 1e-5 * b.abs().max() + 1e-6, name


def test_checkpointed_layers_draw_the_kernels_dropout_again(monkeypatch):
    """``--checkpoint-activations`` on the fused path: the backward runs each layer's forward kernel again,
    whose dropout seed comes from torch's generator, which the checkpoint restores, so the recomputed
    weights are the kept ones: every parameter's gradient of the plain pass, bit for bit, with dropout 0.1."""
    from fairseq_xl.modules import biased_encoder

    torch.manual_seed(5)
    encoder = biased_encoder.BiasedEncoder(2, 16, 32, 2, dropout=0.1, attention_dropout=0.1, rel_pos_buckets=8,
                                           rel_pos_max_distance=16).train()
    monkeypatch.setattr(biased_encoder, "fused", lambda states, head_dim: True)
    x, weights = torch.randn(2, 24, 16), torch.randn(2, 24, 16)
    found = []
    for checkpointed in (False, True):
        for layer in encoder.layers:
            layer.checkpoint_activations = checkpointed
        torch.manual_seed(6)
        out = encoder(x)[0]
        found.append((out, torch.autograd.grad((out * weights).sum(), list(encoder.parameters()))))
    (plain, plain_grads), (out, grads) = found
    assert torch.equal(out, plain)
    for (name, _), a, b in zip(encoder.named_parameters(), grads, plain_grads):
        assert torch.equal(a, b), name


# instructions a weight of each kernel's tile, sm_90, d_k 64, bfloat16 with padding and dropout, by the Triton
# that compiles them (docs/gpu.md, "What the kernels issue per tile"; another Triton's are not checked): the
# longest way through each of its loops, the tiles tied below / near / tied above
RECORDED_INSTRUCTIONS = {"3.9.0": {"_forward": (35.4, 42.9, 35.6), "_backward_queries": (24.5, 31.7, 24.1),
                                   "_backward_keys": (25.2, 47.8, 24.4)},
                         "3.6.0": {"_forward": (33.0, 40.5, 33.1), "_backward_queries": (22.1, 30.2, 21.4),
                                   "_backward_keys": (24.7, 49.5, 23.9)}}
# and of the keys' backward in one pass (``one_pass``), the candidate the next GPU run times
RECORDED_ONE_PASS = {"3.9.0": (32.5, 54.3, 30.7), "3.6.0": (32.7, 61.3, 31.0)}


def test_the_kernels_compile_for_a_gpu_and_fit_it():
    """The interpreter runs what the compiler refuses (a global that is not a constexpr): every kernel a
    training step launches, compiled by Triton and ptxas for sm_90 (H100, H200) and for sm_80 (A100, which
    multiplies tiles from registers: the sm_90 tiles spill there) in bfloat16, at heads of 64 (every
    paper's) and 128 (the widest taken), each with the tiles a GPU of its kind gets, fits it: no
    register spilled (but in tiles a GPU timed fastest, ``TIMED``: sm_90's keys' backward at 64, which spills),
    shared memory within a block's, no GPU-wide memory barrier (seen failing with the keys' backward's add of a
    tile's diagonal sums ordered, Triton's default: a barrier before it and L1 invalidated after it); and so
    does the replacement sampling's (``replacement_sampling_kernel``). With padding and dropout (the kernels'
    whole code; the plain variant is that code with branches left out), to keep the suite short: 14 s for both widths
    with Triton's cache empty. The narrower heads' tiles are checked by the command in docs/gpu.md.
    On sm_90 at heads of 64, each kernel's instructions a weight of its tile (what bounds it on a GPU,
    ``--instructions``; in each of its three loops: tiles tied below, near, tied above) stay within 5% of what
    docs/gpu.md records (seen failing: the tied loops loading the bias a weight as the near one does, forward
    42.4 / 42.8 / 42.7; earlier, the backward kernels drawing dropout's mask again instead of reading the
    forward's, queries 36.0; every tile summed by diagonal, keys 70.6 / 68.4; before the kept mask: dropout's
    four numbers a call laid out as neighbouring keys, the diagonal sums by two gathers). And the backward in one
    pass (``one_pass``), as the next GPU run times it: compiled, no barrier, within 5% of its counts (seen failing
    with its near loop loading the bias again for the scale's gradient, 58.9 a weight, and with its add of dq
    ordered: a barrier)."""
    import os
    import subprocess
    import sys
    from conftest import REPO

    environment = {name: value for name, value in os.environ.items() if name != "TRITON_INTERPRET"}
    # the caller's path after the repository's: run under another Triton (PYTHONPATH=/tmp/t36), this compiles with it
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), environment.get("PYTHONPATH")]))
    done = subprocess.run([sys.executable, "benchmarks/kernel_resources.py", "--arch", "90", "80", "--head-dims", "64",
                           "128", "--dtype", "bfloat16", "--variants", "padding, dropout", "--instructions"],
                          cwd=REPO, env=environment, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    compiled = set()
    for line in done.stdout.splitlines():
        if line.startswith("sm_"):
            target, dim = line.split(",")[0], int(line.split("]")[0].split()[-1])
            recorded = RECORDED_INSTRUCTIONS.get(line.split("Triton ")[1].split(",")[0], {})
            assert f"tiles (queries, keys, warps) {kernel.TILES[kernel.family(int(target[3:]))][dim]}" in line, line
        elif line.startswith("| bfloat16 |"):
            cells = [cell.strip() for cell in line.split("|")]
            compiled.add(f"{target} d {dim} " + ", ".join(cells[2:4]))
            if target == "sm_90" and dim == 64 and cells[2] in recorded:
                counted = [float(count) for count in cells[11].split(" / ")]
                assert len(counted) == len(recorded[cells[2]]), line
                assert all(count <= 1.05 * bound for count, bound in zip(counted, recorded[cells[2]])), line
    assert compiled == {f"{target} d {dim} {name}" for target in ("sm_90", "sm_80") for dim in (64, 128)
                        for name in ("_forward, padding, dropout", "_backward_keys, padding, dropout",
                                     "_backward_queries, padding, dropout", "_dropout_mask, mask",
                                     "_sample_rows, sampling", "_loss_rows, loss", "_loss_gradient, loss")
                        }, compiled
    # the backward in one pass, as the GPU run times it (sm_90, d_k 64): its kernels compile, with no GPU-wide
    # barrier, its loops within 5% of the recorded counts
    done = subprocess.run([sys.executable, "benchmarks/kernel_resources.py", "--arch", "90", "--dtype", "bfloat16",
                           "--variants", "padding, dropout", "--instructions", "--one-pass"],
                          cwd=REPO, env=environment, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    rows = {line.split("|")[2].strip(): line for line in done.stdout.splitlines() if line.startswith("| bfloat16 |")}
    assert {"_one_pass_start", "_backward_keys", "_one_pass_end"} <= set(rows) and "_backward_queries" not in rows
    counted = [float(count) for count in rows["_backward_keys"].split("|")[11].split(" / ")]
    bound = RECORDED_ONE_PASS.get(done.stdout.split("Triton ")[1].split(",")[0], counted)
    assert all(count <= 1.05 * most for count, most in zip(counted, bound)), rows["_backward_keys"]


def test_the_kernel_applies_where_a_gpus_products_are_half_precision_or_tf32(monkeypatch, caplog):
    from types import SimpleNamespace

    capability = (9, 0)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: capability)
    monkeypatch.setattr(kernel, "_said", set())
    caplog.set_level("INFO", logger=kernel.logger.name)

    def applies(dtype, gpu=True, length=512):
        return kernel.applies(SimpleNamespace(is_cuda=gpu, dtype=dtype, device="cuda:0", shape=(8, length, 768)), 64)
    assert applies(torch.bfloat16) and applies(torch.float16) and not applies(torch.bfloat16, gpu=False)
    assert not applies(torch.float32)  # full float32 products: the materialized bias
    with monkeypatch.context() as patched:
        patched.setattr(torch, "is_autocast_enabled", lambda device_type=None: device_type == "cuda")
        assert applies(torch.float32)  # autocast makes the products half precision
    with monkeypatch.context() as patched:
        patched.setattr(torch, "get_float32_matmul_precision", lambda: "high")
        assert applies(torch.float32)
    assert applies(torch.bfloat16, length=256) and not applies(torch.bfloat16, length=255)  # the materialized
    assert not applies(torch.bfloat16, length=128)  # bias was faster at 128 tokens on an H200
    capability = (8, 0)
    assert applies(torch.bfloat16)
    states = SimpleNamespace(is_cuda=True, dtype=torch.bfloat16, device="cuda:0", shape=(8, 512, 768))
    assert kernel.applies(states, 128) and not kernel.applies(states, 192)
    capability = (7, 5)  # a T4: the kernels would spill 0.6-1.6 KB of registers a thread
    assert not applies(torch.float16) and not applies(torch.bfloat16)
    said = [record.getMessage() for record in caplog.records if "XLM-E's fused" in record.getMessage()]
    assert said == ["XLM-E's fused attention runs for sequences of 256 tokens or more: shorter batches materialize "
                    "the bias as [B, H, T, T], which a GPU timed faster there",
                    "XLM-E's fused attention takes heads of up to 128 (these are 192 wide): the bias is materialized "
                    "as [B, H, T, T] instead", "XLM-E's fused attention needs a GPU of compute capability 8.0 or newer "
                    "(this is 7.5): the bias is materialized as [B, H, T, T] instead"]
    used = [record.getMessage() for record in caplog.records if "run in one Triton kernel" in record.getMessage()]
    assert used == ["XLM-E's attention and its bias run in one Triton kernel: warpgroup tiles (queries, keys, warps) "
                    "{'forward': (64, 32, 4), 'keys': (64, 64, 4), 'queries': (64, 32, 4)} for heads of 64",
                    "XLM-E's attention and its bias run in one Triton kernel: warp tiles (queries, keys, warps) "
                    "{'forward': (64, 32, 4), 'keys': (32, 32, 4), 'queries': (64, 32, 4)} for heads of 64",
                    "XLM-E's attention and its bias run in one Triton kernel: warp tiles (queries, keys, warps) "
                    "{'forward': (32, 32, 4), 'keys': (16, 32, 4), 'queries': (32, 32, 4)} for heads of 128"]


def test_deterministic_algorithms_keep_the_materialized_bias(monkeypatch, caplog):
    """Under torch.use_deterministic_algorithms(True) the model materializes the bias (the kernels' atomic adds
    make no fixed order), said once; with warn_only=True the kernel runs, and says once that its gradients are not
    bitwise reproducible (seen failing with the check left out)."""
    from types import SimpleNamespace

    states = SimpleNamespace(is_cuda=True, dtype=torch.bfloat16, device="cuda:0", shape=(8, 512, 768))
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    monkeypatch.setattr(kernel, "_said", set())
    assert kernel.applies(states, 64)
    warn_only = False
    monkeypatch.setattr(torch, "are_deterministic_algorithms_enabled", lambda: True)
    monkeypatch.setattr(torch, "is_deterministic_algorithms_warn_only_enabled", lambda: warn_only)
    assert not kernel.applies(states, 64) and not kernel.applies(states, 64)
    warn_only = True
    assert kernel.applies(states, 64) and kernel.applies(states, 64)
    said = [record.getMessage() for record in caplog.records if "determinis" in record.getMessage()]
    assert said == ["torch.use_deterministic_algorithms(True): XLM-E's attention materializes its bias as [B, H, T, "
                    "T] (the fused kernel's backward adds its gradients with atomics, in no fixed order)",
                    "XLM-E's fused attention adds its gradients with atomics, in no fixed order: they are not bitwise "
                    "reproducible (torch.use_deterministic_algorithms(True, warn_only=True))"]


def test_an_older_triton_keeps_the_materialized_bias_and_says_so_once(monkeypatch, caplog):
    from types import SimpleNamespace

    states = SimpleNamespace(is_cuda=True, dtype=torch.bfloat16, device="cuda:0", shape=(8, 512, 768))
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    monkeypatch.setattr(kernel, "_said", set())
    for version, fused in (("3.8.0a0+git1234", True), ("3.3.0", True), ("3.2.0", False), ("2.3.1", False)):
        monkeypatch.setattr(kernel.triton, "__version__", version)
        assert kernel.available() == fused and kernel.applies(states, 64) == kernel.applies(states, 64) == fused, \
            version
    said = [record.getMessage() for record in caplog.records if "Triton >= 3.3" in record.getMessage()]
    assert said == ["XLM-E's fused attention needs Triton >= 3.3 (this is 3.2.0): the bias is materialized as "
                    "[B, H, T, T] instead", "XLM-E's fused attention needs Triton >= 3.3 (this is 2.3.1): the bias "
                    "is materialized as [B, H, T, T] instead"]


def test_tiles_are_chosen_by_the_gpus_products_and_changed_only_where_named():
    assert {arch: kernel.family(arch) for arch in (80, 86, 89, 90, 100, 103, 110, 120)} == {
        80: "warp", 86: "warp", 89: "warp", 90: "warpgroup", 100: "tensor memory", 103: "tensor memory",
        110: "tensor memory", 120: "warp"}
    assert {width: kernel.head_block(width) for width in (8, 16, 24, 32, 48, 64, 96, 128)} == {
        8: 16, 16: 16, 24: 32, 32: 32, 48: 64, 64: 64, 96: 128, 128: 128}
    assert all(set(table) == {16, 32, 64, 128} for table in kernel.TILES.values())
    with pytest.raises(ValueError, match=r"takes heads of up to 128 \(d_k 192\): materialize the bias"):
        kernel._launch("forward", 192)
    hopper = kernel.TILES["warpgroup"][64]
    assert kernel.tiles("keys=16,64,4", hopper) == {**hopper, "keys": (16, 64, 4)}
    assert kernel.tiles("", {"forward": (1, 2, 3)}) == {"forward": (1, 2, 3)}
    with pytest.raises(ValueError, match="--tiles 'key=16,64,4': expected KERNEL=QUERIES,KEYS,WARPS"):
        kernel.tiles("key=16,64,4", hopper)
    with pytest.raises(ValueError, match="--tiles 'queries=64,16,4': keys a step must be a multiple of 32"):
        kernel.tiles("queries=64,16,4", hopper)
    assert all(tiles[1] % 32 == 0 for table in kernel.TILES.values() for width in table.values()
               for tiles in [*width.values(), *kernel.INTERPRETED_TILES.values()])
