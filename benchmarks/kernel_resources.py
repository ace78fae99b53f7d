"""Compile XLM-E's fused attention kernels for a CUDA GPU on a machine without one, and print what
each needs of the GPU: registers per thread, stack (registers spilled to memory) and shared memory.

Triton's CPU interpreter (how the suite runs the kernels) reads what the compiler refuses (a
global that is not a ``tl.constexpr``, for one), so a kernel that passes every interpreted test
can still fail at its first launch on a GPU. Here the kernels go through the compiler of a real
GPU run (Triton to PTX to ptxas's cubin for ``--arch``): a stand-in for Triton's CUDA driver
gives the target, and a compiled kernel's launch does nothing. The public entry point runs,
forward and backward, as training calls it (``gated_bias_attention`` on tensors of the shape
given, with padding and dropout, then without), so every kernel and variant that a step
launches is compiled with the tiles it gets on a GPU. Registers come from the cubin
(``cuobjdump --dump-resource-usage``, shipped with Triton).

    python benchmarks/kernel_resources.py --arch 90 80 --dtype bfloat16 float16 float32
    python benchmarks/kernel_resources.py --arch 90 100 103 110 80 86 89 120 --head-dims 16 32 64 128
    python benchmarks/kernel_resources.py --instructions      # and each kernel's instructions a tile
                                                              # (tied below / near / tied above loops)
    python benchmarks/kernel_resources.py --instructions --one-pass    # the backward in one pass

Each target compiles with the tiles a GPU of its kind gets for the shape's head width
(``gated_attention_kernel.TILES``: "warpgroup" for sm_90, "tensor memory" for sm_100 to sm_110, "warp" for
the others). Exit 1 when a kernel does not fit its target: more shared memory than a block may have,
registers spilled where no GPU has timed the tiles (``gated_attention_kernel.TIMED``: there a spill is printed,
and the timing decides), or a GPU-wide memory barrier (``memory_barriers``). Run by
tests/test_gated_attention_kernel.py (sm_90 and sm_80, bfloat16, d_k 64 and 128).
"""
import argparse
import functools
import os
import re
import subprocess
import sys
import tempfile

if os.environ.get("TRITON_INTERPRET") == "1":
    sys.exit("kernel_resources.py compiles the kernels: run it without TRITON_INTERPRET=1")

import torch  # noqa: E402
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler.compiler import CompiledKernel  # noqa: E402
from triton.runtime import driver  # noqa: E402

# The most shared memory one block may have (bytes; cudaDevAttrMaxSharedMemoryPerBlockOptin).
SHARED_LIMIT = {80: 166912, 86: 101376, 89: 101376, 90: 232448, 100: 232448, 103: 232448, 120: 101376}


class TargetOnly:
    """Triton's CUDA driver as far as compiling needs it: the target, a device, a stream. The device is
    the arch, so that Triton's cache of compiled kernels (one per device) keeps each target's apart."""

    def __init__(self, arch: int):
        self.target = GPUTarget("cuda", arch, 32)

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return self.target.arch

    def get_current_stream(self, device=None):
        return 0

    def is_active(self):
        return True


@functools.lru_cache(maxsize=64)
def cuda_tool(name: str, cubin: bytes, *flags: str) -> str:
    """What one of the CUDA tools shipped with Triton prints of a cubin (each asked once: the barriers and the
    loops read the same disassembly)."""
    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", name)
    with tempfile.NamedTemporaryFile(suffix=".cubin") as file:
        file.write(cubin)
        file.flush()
        return subprocess.run([tool, *flags, file.name], capture_output=True, text=True, check=True).stdout


def registers(cubin: bytes):
    """(registers per thread, stack bytes per thread) of a cubin."""
    usage = cuda_tool("cuobjdump", cubin, "--dump-resource-usage")
    return int(re.search(r"REG:(\d+)", usage).group(1)), int(re.search(r"STACK:(\d+)", usage).group(1))


def memory_barriers(cubin: bytes) -> int:
    """The GPU-wide memory barriers in a cubin's code (``MEMBAR`` at the GPU's or the system's scope). An atomic
    add that orders memory (``tl.atomic_add``'s default, ``sem="acq_rel"``) compiles to such a barrier before
    it and an invalidation of the L1 cache after it: the thread waits for its every load and store in flight,
    and the tiles' later loads miss L1. The kernels' adds only sum (what they add is read after the kernel),
    so they relax that order (``sem="relaxed"``: a fire-and-forget reduction, ``RED``) and have none."""
    return len(re.findall(r"\bMEMBAR\S*\.(?:GPU|SYS)\b", cuda_tool("nvdisasm", cubin)))


def loop_paths(cubin: bytes) -> list:
    """The instructions a thread issues on the longest way through each of a kernel's loops over tiles (those
    that multiply on tensor cores), in the order of its machine code (``nvdisasm``): what each thread issues
    for one tile of queries x keys. The products run on tensor cores; the softmax, the bias, dropout and the
    diagonal sums are the instructions beside them, which bound an attention kernel at these sizes
    (FlashAttention-3's case for overlapping the two). Each kernel has three such loops: the tiles that meet
    only tied distances below, the near ones, those tied above (``gated_attention_kernel._tied_keys``); the
    near loop is the longest. A thread also branches around an atomic add it does not own, hence the longest
    way."""
    code = cuda_tool("nvdisasm", cubin)
    instructions, labels, pending = [], {}, []
    for line in code.splitlines():
        label = re.match(r"(\.L_x_\d+):", line)
        if label:
            pending.append(label.group(1))
            continue
        instruction = re.match(r"\s+/\*([0-9a-f]{4,})\*/\s+(.*?);", line)
        if instruction:
            labels.update((name, len(instructions)) for name in pending)
            pending = []
            target = re.search(r"\bBRA\b.*\((\.L_x_\d+)\)", instruction.group(2))
            # a branch is taken always where it has no predicate, before it or among its operands
            always = target and not re.match(r"@|BRA\S*\s+\S+,", instruction.group(2))
            instructions.append((target.group(1) if target else None, always, "MMA" in instruction.group(2)))
    loops = sorted((labels[name], end) for end, (name, _, _) in enumerate(instructions)
                   if name and labels.get(name, end) < end
                   and any(product for _, _, product in instructions[labels[name]:end]))
    if not loops:  # every attention kernel loops over tiles: a count of 0 would pass any bound
        raise ValueError("no loop of products found in the kernel's machine code (nvdisasm's format changed?)")
    counts = []
    for start, end in loops:
        # the longest way from start to end, each instruction reached by falling through or by a forward branch
        # (a loop's body has no other loop)
        longest = {start: 1}
        for index in range(start, end):
            if index not in longest:
                continue
            target, always, _ = instructions[index]
            successors = [] if always else [index + 1]
            if target and index < labels[target] <= end:
                successors.append(labels[target])
            for successor in successors:
                longest[successor] = max(longest.get(successor, 0), longest[index] + 1)
        counts.append(longest[end])
    return counts


# padding, dropout and the gate made in the kernels (XLM-E's training), or none of them (the plain bias)
VARIANTS = {"padding, dropout": (True, 0.1), "plain": (False, 0.0)}


def compile_step(dtype: torch.dtype, batch: int, heads: int, length: int, dim: int, variants=tuple(VARIANTS)):
    """Every kernel one training step launches (attention forward and backward, in each of ``variants``: with
    padding and dropout, the kernels' whole code; without; the replacement sampling and the loss over the vocabulary)
    compiled; {(kernel, variant): CompiledKernel}."""
    from fairseq_xl.modules import gated_attention_kernel as kernel, replacement_sampling_kernel as sampling
    from fairseq_xl.modules import vocabulary_loss_kernel as loss
    compiled = {}
    variant = ""

    def record(self):
        compiled[(self.name, variant)] = self
        return lambda *args: None  # launch nothing
    CompiledKernel.run = property(record)
    CompiledKernel.launch_metadata = lambda self, *args: None  # (would load the cubin onto a device)
    for variant in variants:
        padded, dropout = VARIANTS[variant]
        q, k, v = (torch.zeros(batch, heads, length, dim, dtype=dtype, requires_grad=True) for _ in range(3))
        gate = [torch.zeros(*shape, requires_grad=True) for shape in ((heads, dim), (heads, dim), (heads,))]
        table = torch.zeros(heads, 2 * length - 1, dtype=dtype, requires_grad=True)
        padding = torch.zeros(batch, length, dtype=torch.bool) if padded else None
        out = kernel.gated_bias_attention(q, k, v, None, table, padding, dropout=dropout, gate=gate if padded else None)
        # the output's gradient dense and laid out as the output, as a model's backward gives it: a sum's gradient is
        # one value expanded (strides 0), whose loads Triton cannot vectorize (the keys' backward then counted 32 loads
        # of do a thread and tile where training issues 4)
        out.backward(torch.ones_like(out))
    variant = "mask"
    kernel.dropout_mask(1, 1, 64, 64, 0.1, seed=1)
    variant = "sampling"  # the generator's replacements (replacement_sampling_kernel), from its logits' type
    sampling.sample(torch.zeros(2, 300, dtype=dtype), torch.zeros(300, dtype=torch.bool), 1.0,
                    torch.zeros(2, dtype=torch.int64))
    variant = "loss"  # the loss over the vocabulary (vocabulary_loss_kernel), forward and backward
    logits = torch.zeros(2, 300, dtype=dtype, requires_grad=True)
    loss.cross_entropy(logits, torch.zeros(2, dtype=torch.int64), kernel=True)[0].sum().backward()
    return compiled


def report(arch: int, shape, dtypes, variants, setting: str, instructions: bool = False,
           one_pass: bool = False) -> list:
    """Compile one step for ``arch`` at ``shape`` with the tiles its GPU gets (changed where ``setting`` says;
    ``one_pass``: the backward in one pass, ``gated_attention_kernel.one_pass``), print the table
    (``instructions``: with each attention kernel's loop instructions, per tile and per weight of the tile), and
    return what does not fit."""
    from fairseq_xl.modules import gated_attention_kernel as kernel
    table, block = kernel.TILES[kernel.family(arch)], kernel.head_block(shape[3])
    table[block] = kernel.tiles(setting, table[block])
    (kernel.ONE_PASS.add if one_pass else kernel.ONE_PASS.discard)((kernel.family(arch), block))
    driver.set_active(TargetOnly(arch))
    limit = SHARED_LIMIT.get(arch, 101376)
    print(f"sm_{arch}, Triton {triton.__version__}, shape B H T D {list(shape)}; shared memory limit {limit} B; "
          f"tiles (queries, keys, warps) {table[block]}" + "; the backward in one pass" * one_pass)
    counted = " loop instructions | a weight |" if instructions else ""
    print("| dtype | kernel | variant | warps | stages | registers | stack (spilled) | shared memory "
          "| memory barriers |" + counted)
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |" + " --- | --- |" * instructions)
    failed = []
    for dtype in dtypes:
        for (name, variant), compiled in compile_step(getattr(torch, dtype), *shape, variants).items():
            regs, stack = registers(compiled.asm["cubin"])
            barriers = memory_barriers(compiled.asm["cubin"])
            meta = compiled.metadata
            row = f"| {dtype} | {name} | {variant} | {meta.num_warps} | {meta.num_stages} | {regs} | {stack} B | " \
                  f"{meta.shared} B | {barriers} |"
            tile = {"_forward": "forward", "_backward_keys": "keys", "_backward_queries": "queries"}.get(name)
            if instructions and tile:
                try:
                    counts = loop_paths(compiled.asm["cubin"])
                except subprocess.CalledProcessError:  # an nvdisasm older than the target (Triton 3.6's: sm_103)
                    counts = []
                queries, keys, _ = table[block][tile]
                weights = [f"{count * 32 * meta.num_warps / (queries * keys):.1f}" for count in counts]
                row += f" {' / '.join(map(str, counts))} | {' / '.join(weights)} |"
            elif instructions:
                row += " | |"
            print(row)
            timed = (kernel.family(arch), block) in kernel.TIMED and not setting and tile
            if (stack and not timed) or meta.shared > limit or barriers:
                failed.append(f"sm_{arch} d_k {shape[3]} {dtype} {name} ({variant})")
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", type=int, nargs="+", default=[90],
                        help="compute capabilities x 10 (90: H100, H200; 80: A100; 89: L4, RTX 4090)")
    parser.add_argument("--dtype", nargs="+", default=["bfloat16"], choices=["bfloat16", "float16", "float32"])
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--shape", type=int, nargs=4, default=[2, 12, 512, 64], metavar=("B", "H", "T", "D"))
    parser.add_argument("--head-dims", type=int, nargs="+", default=None, metavar="D",
                        help="each of these widths of head in turn, instead of the shape's D")
    parser.add_argument("--instructions", action="store_true",
                        help="count each attention kernel's loop instructions (per tile, per weight of a tile; "
                        "the loops of tiles tied below / near / tied above, the longest way through each)")
    parser.add_argument("--one-pass", action="store_true",
                        help="the backward in one pass over the tiles of keys (gated_attention_kernel.one_pass)")
    parser.add_argument("--tiles", default="", help='tiles other than the kernels\' TILES: "keys=32,64,8 ..." '
                        "(queries, keys, warps), for every --arch and width")
    args = parser.parse_args()
    # float32 runs fused only with TensorFloat-32 products (``gated_attention_kernel.applies``)
    torch.set_float32_matmul_precision("high")
    failed = []
    for dim in args.head_dims or args.shape[3:]:
        for arch in args.arch:
            failed += report(arch, (*args.shape[:3], dim), args.dtype, args.variants, args.tiles, args.instructions,
                             args.one_pass)
    if failed:
        sys.exit("does not fit its target (spilled, over the shared memory limit or a GPU-wide memory barrier): "
                 + "; ".join(failed))


if __name__ == "__main__":
    main()
