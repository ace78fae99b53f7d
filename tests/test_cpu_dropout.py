"""The CPU dropout (fairseq_xl/modules/cpu_dropout.py) and the attention that uses it on the CPU
(``biased_attention.math_attention``): the mask keeps 1 - p of the elements, independently, from
torch's generator; the attention equals PyTorch's scaled_dot_product_attention, values and
gradients, for every bias shape the methods pass, and with dropout equals the formula with that mask."""
import pytest
import torch
import torch.nn.functional as F

from fairseq_xl.modules.biased_attention import BiasedAttention, math_attention
from fairseq_xl.modules.cpu_dropout import Dropout, dropout, keep_mask


@pytest.mark.parametrize("p", [0.1, 0.5, 0.9])
def test_the_mask_keeps_one_minus_p_independently(p):
    torch.manual_seed(0)
    keep = keep_mask((1000, 1001), p).float()  # an odd count: the last 64-bit draw is used in part
    assert abs(keep.mean().item() - (1 - p)) < 0.002, "binomial standard error at 1M elements: < 0.0005"
    flat = keep.flatten()
    for lag in (1, 2, 3, 4, 1001):  # neighbours share a 64-bit draw (lags 1-3), rows (1001)
        both = (flat[:-lag] * flat[lag:]).mean().item()
        assert abs(both - (1 - p) ** 2) < 0.002, f"elements {lag} apart are not independent"


def test_dropout_scales_what_it_keeps_and_is_repeatable_from_the_seed():
    x = torch.randn(64, 300, requires_grad=True)
    torch.manual_seed(3)
    y = dropout(x, 0.2)
    torch.manual_seed(3)
    keep = keep_mask(x.shape, 0.2)
    assert torch.allclose(y, torch.where(keep, x / 0.8, 0.0)) and torch.equal(y == 0, ~keep)
    y.backward(torch.ones_like(y))
    assert torch.allclose(x.grad, keep / 0.8)
    torch.manual_seed(3)
    assert torch.equal(dropout(x, 0.2), y), "the same seed, the same mask"
    assert dropout(x, 0.2, training=False) is x and dropout(x, 0.0) is x
    assert dropout(x, 1.0).abs().sum() == 0
    assert abs(dropout(torch.ones(1_000_000), 0.1).mean().item() - 1.0) < 0.003, "the expectation is kept"
    module = Dropout(0.3)
    assert repr(module) == "Dropout(p=0.3)" and module.eval()(x) is x
    with pytest.raises(ValueError, match="between 0 and 1"):
        Dropout(1.5)


def attention_inputs(bias_shape, key_batch=2):
    generator = torch.Generator().manual_seed(0)
    q = torch.randn(2, 3, 5, 8, generator=generator, dtype=torch.float64)
    k, v = (torch.randn(key_batch, 3, 7, 8, generator=generator, dtype=torch.float64) for _ in range(2))
    bias = None if bias_shape is None else torch.randn(*bias_shape, generator=generator, dtype=torch.float64)
    if bias is not None:
        bias[..., 0] = float("-inf")  # a key no query may see (XLNet's masks)
    return [t.requires_grad_() if t is not None else t for t in (q, k, v, bias)]


@pytest.mark.parametrize("bias_shape, key_batch", [
    ((2, 3, 5, 7), 2),     # a bias of the scores' shape (XLNet's): the baddbmm path
    ((2, 1, 1, 7), 1),     # MARGE's relevance over one shared memory
    ((3, 5, 7), 2),        # XLM-E's relative position bias, one per head
    (None, 2),
])
def test_math_attention_equals_torch_attention_with_its_gradients(bias_shape, key_batch):
    mine = attention_inputs(bias_shape, key_batch)
    theirs = attention_inputs(bias_shape, key_batch)
    out = math_attention(*mine, 0.0)
    q, k, v, bias = theirs
    expected = F.scaled_dot_product_attention(q, k.expand(2, -1, -1, -1), v.expand(2, -1, -1, -1), attn_mask=bias)
    assert torch.allclose(out, expected, atol=1e-12)
    out.pow(2).sum().backward()
    expected.pow(2).sum().backward()
    for a, b in zip(mine, theirs):
        if a is not None:
            assert torch.allclose(a.grad, b.grad, atol=1e-12)


def test_math_attention_drops_weights_with_the_mask_and_rescales():
    q, k, v, bias = attention_inputs((2, 3, 5, 7))
    torch.manual_seed(5)
    out = math_attention(q, k, v, bias, 0.25)
    torch.manual_seed(5)
    keep = keep_mask((2, 3, 5, 7), 0.25)
    weights = torch.softmax(q @ k.transpose(-1, -2) / 8 ** 0.5 + bias, dim=-1)
    assert torch.allclose(out, (weights * keep / 0.75) @ v, atol=1e-12)


def test_the_attention_takes_the_math_path_on_the_cpu_in_training_only():
    """In training on the CPU the layer's attention weights are dropped with cpu_dropout's mask (p
    0.5: about half its output's terms vanish); in evaluation it is torch's attention, unchanged."""
    torch.manual_seed(0)
    attention = BiasedAttention(16, 2, dropout=0.5)
    x = torch.randn(3, 6, 16)
    attention.eval()
    with torch.no_grad():
        evaluated = attention(x)
        q, k, v = attention._heads(attention.q_proj(x)), *attention.keys_values(x)
        reference = F.scaled_dot_product_attention(q, k, v)
        assert torch.allclose(evaluated, attention.out_proj(reference.transpose(1, 2).reshape(3, 6, 16)), atol=1e-6)
        attention.train()
        torch.manual_seed(1)
        trained = attention(x)
        torch.manual_seed(1)
        weights = torch.softmax(q @ k.transpose(-1, -2) / 8 ** 0.5, dim=-1) * keep_mask((3, 2, 6, 6), 0.5) / 0.5
        expected = attention.out_proj((weights @ v).transpose(1, 2).reshape(3, 6, 16))
        assert torch.allclose(trained, expected, atol=1e-6)
