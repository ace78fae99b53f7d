"""What the attention keeps for its backward under autocast (``biased_attention.cast_once``): each input
of the projections cast to half precision once, not once for each of q, k and v, with the same values."""
import pytest
import torch

from fairseq_xl.modules import biased_attention
from fairseq_xl.modules.biased_attention import BiasedAttention, cast_once


def kept_copies(call, inputs):
    """``call()``'s output under bfloat16 autocast, and for each of ``inputs`` how many half-precision
    copies of it autograd keeps for the backward (storages counted once)."""
    saved = {}

    def pack(tensor):
        saved[tensor.untyped_storage().data_ptr()] = tensor
        return tensor

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor), \
            torch.autocast("cpu", dtype=torch.bfloat16):
        out = call()
    copies = [sum(1 for kept in saved.values() if kept.dtype == torch.bfloat16 and kept.numel() == x.numel()
                  and torch.equal(kept.reshape(x.shape), x.to(torch.bfloat16))) for x in inputs]
    return out, copies


@pytest.mark.parametrize("case", ["self", "cross", "keys_values"])
def test_each_input_of_the_projections_is_cast_and_kept_once(case, monkeypatch):
    torch.manual_seed(0)
    attention = BiasedAttention(32, 4, dropout=0.0)
    # states inside a network, not leaves: autocast keeps one cast of a leaf that needs a gradient (a weight)
    x, y = (torch.randn(2, length, 32, requires_grad=True) * 1.0 for length in (7, 5))
    calls = {
        "self": lambda: attention(x),
        "cross": lambda: attention(x, key_value=y),  # VECO's cross-attention
        "keys_values": lambda: attention(x, keys_values=attention.keys_values(y)),  # XLNet's two streams
    }
    inputs = [x] if case == "self" else [x, y]
    out, copies = kept_copies(calls[case], inputs)
    assert copies == [1] * len(inputs), f"half-precision copies kept of each input: {copies}"
    monkeypatch.setattr(biased_attention, "cast_once", lambda tensor: tensor)  # autocast's cast in each product
    unfused, copies = kept_copies(calls[case], inputs)
    assert torch.equal(out, unfused), "the same values as autocast's own casts"
    assert copies == ([3] if case == "self" else [1, 2]), "(the count sees autocast's copies)"


def test_without_autocast_the_input_is_left_as_it_is():
    x = torch.randn(2, 3, 8)
    assert cast_once(x) is x and cast_once(x.double()).dtype == torch.float64
    with torch.autocast("cpu", dtype=torch.bfloat16):
        assert cast_once(x).dtype == torch.bfloat16 and cast_once(x.double()).dtype == torch.float64


def test_an_xlm_e_layer_keeps_what_its_backward_needs_once():
    """``benchmarks/saved_memory.py`` at tiny sizes (width C 64, FFN F 256, H 4 heads), bfloat16 autocast, the
    fused attention's path: per token, a layer of XLM-E keeps exactly its input cast once (2C bytes), q, k
    and v (6C), the attention's output, which out_proj reads as a view (2C), its log-sum-exp (4H), its
    dropout mask, a bit a weight (H S / 8, S 32), the gate's scale that the forward kernel makes (2H; the gate
    made by PyTorch's operators kept its sigmoids and scale, 5 x 2H, until 2026-11-28), per sublayer a
    dropout mask (C) and LayerNorm's float32 input and statistics (4C + 8), and the FFN's input (2C), its
    inner states before and after the activation (2F each): 2,488 bytes, against 3,360 for a layer of
    fairseq's masked_lm of that size."""
    import subprocess
    import sys
    from conftest import REPO

    pytest.importorskip("triton")  # the fused path's autograd function launches its kernels through Triton
    done = subprocess.run([sys.executable, "benchmarks/saved_memory.py", "--arch", "tiny", "--length", "32",
                           "--batch-sizes", "1", "2", "--vocab", "300"], cwd=REPO, capture_output=True, text=True,
                          env={"PYTHONPATH": f"{REPO}:{REPO}/benchmarks", "PATH": "/usr/bin:/bin"}, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = {tuple(cell.strip() for cell in line.split("|")[1:3]): int(line.split("|")[3].replace(",", ""))
            for line in done.stdout.splitlines() if line.count("|") == 4 and line.split("|")[3].strip()[:1].isdigit()}
    C, F, H, S = 64, 256, 4, 32
    layer = 2 * C + 6 * C + 2 * C + 4 * H + H * S // 8 + 2 * H + 2 * (C + 4 * C + 8) + 2 * C + 2 * 2 * F
    assert rows[("XLM-E", "generator.layers.0")] == rows[("XLM-E", "discriminator.layers.0")] == layer == 2488
    assert rows[("masked_lm", "encoder.sentence_encoder.layers.0")] == 3360
