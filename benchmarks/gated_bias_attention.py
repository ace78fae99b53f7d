"""XLM-E's gated relative-position attention alone: what the bias costs, and whether flex_attention
computes it cheaper than a materialized bias.

One attention of B x H heads over T tokens (head size D), forward and backward (the gradients of
q, k, v, the bias table and the gate), five ways:

- plain: ``scaled_dot_product_attention`` with no bias (the fused kernel fairseq's RoBERTa gets);
- materialized: the gated bias r = s_i d_{i-j} built as a [B, H, T, T] tensor (what
  ``BiasedSelfAttention`` does; XLM-E section 3.3) and passed to SDPA as its float mask;
- flex: ``flex_attention`` with a score_mod that adds s[b, h, i] * d[h, j - i] to each score, the
  per-distance table and the gate captured with their gradients, so no [B, H, T, T] bias exists
  (CUDA only: flex_attention has no backward on the CPU; compiled, as it must be to be fused);
- fused: fairseq-xl's Triton kernel (``fairseq_xl/modules/gated_attention_kernel.py``: the bias read
  per tile from s and the per-distance table, its two gradients reduced in the backward, dropout
  drawn in the kernel; CUDA with Triton).

It checks first that flex and the fused kernel agree with materialized (output and every gradient),
then times each, and prints where plain's and fused's time goes, kernel by kernel (``torch.profiler``,
device time per step; on the CPU, operators); on a GPU each row gives the time its kernels kept the device busy
beside the wall time (one attention alone waits on the host: fused at B 64 x T 512 on an H200, 3.9 ms of wall
time, 2.4 of kernels). "fused, ties +-1" times the kernels with nearly every tile in their tied loops (one bias
value: wrong for XLM-E, timed only), with dropout: what the kernels cost beside the bias, the least they could
reach as they are. "fused, one pass" times them with the backward in one pass over the tiles of keys, dq added
with atomics (``gated_attention_kernel.one_pass``), after a check of its gradients. ``--tiles`` times the fused
kernel again with other tiles per kernel, with dropout 0.1 (training's) and without, each kernel's time printed
too, so that each can take its fastest (each setting
"KERNEL=QUERIES,KEYS,WARPS ...", the rest as the GPU's and head width's ``TILES``;
whether a setting compiles for the GPU without spilling registers, ``benchmarks/kernel_resources.py --arch 90
--tiles ...`` says). ``--lengths`` then times plain, materialized and fused (in two passes and in one) again at
other lengths, the batch scaled to keep its tokens (B T) the same: where fused loses to materialized, if anywhere
(issue 53 keeps the materialized path at such shapes).

    python benchmarks/gated_bias_attention.py --device cuda --batch-size 64 --length 512 \
      --tiles "forward=64,64,4 keys=16,64,4 queries=64,64,4" "keys=32,64,2" --lengths 128 256 1024
"""
import argparse
import time
import warnings

import torch
import torch.nn.functional as F

from fairseq_xl.modules.gated_relative_position_bias import RelativePositionBias, RelativePositionGate


def build(args):
    torch.manual_seed(0)
    device = torch.device(args.device)
    dtype = {"fp32": torch.float32, "bf16": torch.bfloat16}[args.dtype]
    bias, gate = RelativePositionBias(args.heads).to(device), RelativePositionGate(args.heads, args.head_dim).to(device)
    # laid out as the projections give them ([B, T, H, D] seen as [B, H, T, D]), as each attention meets them in a model
    q, k, v = (torch.randn(args.batch_size, args.length, args.heads, args.head_dim, device=device, dtype=dtype)
               .transpose(1, 2).requires_grad_() for _ in range(3))
    return bias, gate, q, k, v


def materialized(bias, gate, q, k, v, dropout):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=gate(q, bias(q.size(2), k.size(2))), dropout_p=dropout)


def flexed(bias, gate, q, k, v, attention):
    """The same attention through ``attention`` (flex_attention, compiled or not): the bias is read per
    score from the per-distance table, never laid out as [B, H, T, S]."""
    length = q.size(2)
    per_distance = bias.per_distance(length, length).to(q.dtype)  # [H, 2T - 1], distance j - i at j - i + T - 1
    scale = gate.scale(q).squeeze(-1)  # [B, H, T]

    def score_mod(score, b, h, i, j):
        return score + scale[b, h, i] * per_distance[h, j - i + length - 1]
    return attention(q, k, v, score_mod=score_mod)


def fused(bias, gate, q, k, v, dropout=0.0, seed=None, ties=None):
    """The fused kernel as the model calls it; ``ties`` other than the buckets' for timing only (+-1: nearly every
    tile runs in the tied loops, with one bias value: the kernels' cost beside the bias's, not XLM-E's attention)."""
    from fairseq_xl.modules.gated_attention_kernel import gated_bias_attention
    length = q.size(2)
    return gated_bias_attention(q, k, v, None, bias.per_distance(length, length), None, dropout, seed,
                                ties=ties or bias.ties, gate=(gate.u, gate.v, gate.w))


def dropped(bias, gate, q, k, v, keep, dropout):
    """The materialized bias and math attention in float32 with the weights ``keep`` [B, H, T, S] kept, scaled
    as the kernels scale them: the fused kernel's dropout checked against its own mask."""
    from fairseq_xl.modules.gated_attention_kernel import dropout_rate
    scores = (q.float() @ k.float().transpose(-1, -2)) * q.size(-1) ** -0.5 + gate(q, bias(q.size(2), k.size(2)))
    weights = scores.softmax(-1) * keep / (1 - dropout_rate(dropout))
    return (weights @ v.float()).to(q.dtype)


def gradients(out, tensors):
    for tensor in tensors:
        tensor.grad = None
    out.float().pow(2).sum().backward()
    return [tensor.grad for tensor in tensors]


def agreement(bias, gate, q, k, v, attention, backward, reference=None):
    """Largest |difference| / max |materialized| over the output (and, with ``backward``, each gradient)
    of ``attention(bias, gate, q, k, v)``; ``reference`` in place of the materialized bias and SDPA."""
    tensors = (q, k, v, bias.table.weight, gate.u, gate.v, gate.w)
    if not backward:  # flex_attention refuses inputs that require a gradient where it has no backward
        q, k, v = q.detach(), k.detach(), v.detach()
    with torch.set_grad_enabled(backward), warnings.catch_warnings():
        warnings.filterwarnings("ignore", "flex_attention called without torch.compile")  # the CPU's check only
        reference = (reference or (lambda *inputs: materialized(*inputs, 0.0)))(bias, gate, q, k, v)
        flex = attention(bias, gate, q, k, v)
        pairs = [(reference, flex)]
        if backward:
            pairs += zip(gradients(reference, tensors), gradients(flex, tensors))
    return max(((a.float() - b.float()).abs().max() / a.float().abs().max()).item() for a, b in pairs)


def timed(run, tensors, device, steps):
    for _ in range(3):
        gradients(run(), tensors)
    if device.type == "cuda":
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
    start = time.perf_counter()
    for _ in range(steps):
        gradients(run(), tensors)
    if device.type == "cuda":
        torch.cuda.synchronize()
    memory = torch.cuda.max_memory_allocated() / 2**20 if device.type == "cuda" else float("nan")
    return 1e3 * (time.perf_counter() - start) / steps, memory


def busy(run, tensors, steps=3):
    """Milliseconds per step of ``run`` (forward and backward) that its kernels kept the GPU busy."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as profiler:
        for _ in range(steps):
            gradients(run(), tensors)
        torch.cuda.synchronize()
    return sum(event.self_device_time_total for event in profiler.key_averages()) / 1e3 / steps


def kernel_times(run, tensors, device, steps=3, rows=6):
    """"name ms, ..." of the ``rows`` kernels (CPU: operators) that take most of a step of ``run``, forward and
    backward, by their own time per step."""
    from torch.profiler import ProfilerActivity, profile
    on_gpu = device.type == "cuda"
    with profile(activities=[ProfilerActivity.CUDA if on_gpu else ProfilerActivity.CPU]) as profiler:
        for _ in range(steps):
            gradients(run(), tensors)
        if on_gpu:
            torch.cuda.synchronize()
    key = "self_device_time_total" if on_gpu else "self_cpu_time_total"
    events = sorted(profiler.key_averages(), key=lambda event: -getattr(event, key))
    return ", ".join(f"{event.key[:48]} {getattr(event, key) / 1e3 / steps:.3f} ms" for event in events[:rows])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--dtype", choices=["fp32", "bf16"], default=None, help="default: bf16 on CUDA, else fp32")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--length", type=int, default=512)
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--tiles", nargs="*", default=[], metavar="SETTING",
                        help='the fused kernel timed again with these tiles: "keys=16,64,4 forward=128,64,8" each')
    parser.add_argument("--lengths", type=int, nargs="*", default=[], metavar="T",
                        help="plain, materialized and fused timed again at these lengths, batch size x length kept")
    args = parser.parse_args()
    args.dtype = args.dtype or ("bf16" if args.device.startswith("cuda") else "fp32")
    from torch.nn.attention.flex_attention import flex_attention
    bias, gate, q, k, v = build(args)
    device, on_gpu = q.device, q.device.type == "cuda"
    attention = torch.compile(flex_attention) if on_gpu else flex_attention

    def flex(*tensors):
        return flexed(*tensors, attention)
    print(f"| flex against materialized: largest difference {agreement(bias, gate, q, k, v, flex, on_gpu):.2g} "
          f"of the largest value ({'output and gradients' if on_gpu else 'output only: no flex backward on the CPU'})")
    from fairseq_xl.modules import gated_attention_kernel as kernel
    # the fused rows whose backward runs in one pass (``gated_attention_kernel.one_pass``), on a GPU
    one_pass = {(kernel.gpu_family(), kernel.head_block(args.head_dim))} if on_gpu else set()
    if on_gpu:
        print(f"| fused against materialized: largest difference {agreement(bias, gate, q, k, v, fused, True):.2g} "
              "of the largest value (output and gradients)")
        keep = kernel.dropout_mask(*q.shape[:3], k.size(2), 0.1, seed=1234, device=device)
        for passes in ("", ", backward in one pass"):
            kernel.ONE_PASS = one_pass if passes else set()
            difference = agreement(bias, gate, q, k, v, lambda *inputs: fused(*inputs, 0.1, seed=1234), True,
                                   lambda *inputs: dropped(*inputs, keep, 0.1))
            print(f"| fused{passes}, dropout 0.1, against the materialized bias under the kernel's own mask "
                  f"(float32): largest difference {difference:.2g}; weights kept {keep.float().mean().item():.4f}")
        kernel.ONE_PASS = set()
        del keep
        half = [tensor.detach().half().requires_grad_() for tensor in (q, k, v)]
        print(f"| fused against materialized in float16: largest difference "
              f"{agreement(bias, gate, *half, fused, True):.2g}")
    tensors = (q, k, v, bias.table.weight, gate.u, gate.v, gate.w)
    runs = [("plain, dropout 0.1", lambda: F.scaled_dot_product_attention(q, k, v, dropout_p=0.1)),
            ("plain", lambda: F.scaled_dot_product_attention(q, k, v)),
            ("materialized, dropout 0.1", lambda: materialized(bias, gate, q, k, v, 0.1)),
            ("materialized", lambda: materialized(bias, gate, q, k, v, 0.0))]
    if on_gpu:
        runs += [("flex (no dropout)", lambda: flexed(bias, gate, q, k, v, attention)),
                 ("fused, dropout 0.1", lambda: fused(bias, gate, q, k, v, 0.1)),
                 ("fused", lambda: fused(bias, gate, q, k, v)),
                 ("fused, ties +-1 (timing)", lambda: fused(bias, gate, q, k, v, 0.1, ties=(-1, 1))),
                 ("fused, one pass, dropout 0.1", lambda: fused(bias, gate, q, k, v, 0.1)),
                 ("fused, one pass", lambda: fused(bias, gate, q, k, v))]
    settings = {f"fused, {setting}{rate}": setting for setting in args.tiles for rate in (", dropout 0.1", "")
                } if on_gpu else {}
    runs += [(name, lambda p=0.1 if name.endswith("dropout 0.1") else 0.0: fused(bias, gate, q, k, v, p))
             for name in settings]
    print(f"| B {args.batch_size} x H {args.heads} x T {args.length} x D {args.head_dim}, {device.type} {args.dtype}; "
          f"forward and backward, mean of {args.steps}")
    table, block, default = {}, None, None  # the fused rows' tiles, on a GPU
    if on_gpu:
        family, block = kernel.gpu_family(), kernel.head_block(args.head_dim)
        table = kernel.TILES[family]
        default = table[block]
        print(f"| fused: {family} tiles for heads of {block} (queries, keys, warps): {default}")
    for name, run in runs:
        if name in settings:  # read by the forward's and backward's launches
            table[block] = kernel.tiles(settings[name], default)
        kernel.ONE_PASS = one_pass if "one pass" in name else set()  # read by the backward's
        milliseconds, memory = timed(run, tensors, device, args.steps)
        kernels = f"  kernels {busy(run, tensors):6.2f} ms" if on_gpu else ""
        print(f"| {name:26s} {milliseconds:8.2f} ms{kernels}  peak {memory:8.0f} MiB")
        if name.startswith(("plain", "fused")):  # each kernel's time (by its tiles)
            print(f"|   its {'kernels' if on_gpu else 'operators'}: {kernel_times(run, tensors, device)}")
    if on_gpu:
        table[block] = default
    kernel.ONE_PASS = set()
    tokens = args.batch_size * args.length
    for length in args.lengths:
        args.batch_size, args.length = max(1, tokens // length), length
        bias, gate, q, k, v = build(args)
        tensors = (q, k, v, bias.table.weight, gate.u, gate.v, gate.w)
        runs = (("plain", lambda: F.scaled_dot_product_attention(q, k, v)),
                ("materialized", lambda: materialized(bias, gate, q, k, v, 0.0)),
                *([("fused", lambda: fused(bias, gate, q, k, v)),
                   ("fused, one pass", lambda: fused(bias, gate, q, k, v))] if on_gpu else []))
        times, kernels = {}, {}
        for name, run in runs:
            kernel.ONE_PASS = one_pass if "one pass" in name else set()  # read by the backward's
            times[name] = timed(run, tensors, device, args.steps)[0]
            if on_gpu:
                kernels[name] = busy(run, tensors)
        kernel.ONE_PASS = set()
        print(f"| B {args.batch_size} x T {length}: " + ", ".join(f"{name} {ms:.2f} ms" for name, ms in times.items())
              + (f"; fused / plain {times['fused'] / times['plain']:.2f}x, materialized / fused "
                 f"{times['materialized'] / times['fused']:.2f}x" if on_gpu else ""))
        if on_gpu:
            print("|   kernels: " + ", ".join(f"{name} {ms:.2f} ms" for name, ms in kernels.items())
                  + f"; materialized / fused {kernels['materialized'] / kernels['fused']:.2f}x, one pass / two "
                  f"{kernels['fused, one pass'] / kernels['fused']:.2f}x")


if __name__ == "__main__":
    main()
