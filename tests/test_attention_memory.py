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

