"""XLM-E section 3.3: the gated bias against a naive per-element computation of the formula."""
import math

import pytest
import torch

from fairseq_xl.modules import RelativePositionBias, RelativePositionGate, BiasedEncoder, relative_position_bucket


def naive_gated_bias(q, d, u, v, w):
    """r_{i-j} = d + g_upd d + (1 - g_upd) w g_rst d, one element at a time."""
    batch, heads, length, _ = q.shape
    out = torch.empty(batch, heads, length, d.shape[-1], dtype=torch.float64)
    for b in range(batch):
        for h in range(heads):
            for i in range(length):
                g_update = 1 / (1 + math.exp(-float(q[b, h, i] @ u[h])))
                g_reset = 1 / (1 + math.exp(-float(q[b, h, i] @ v[h])))
                for j in range(d.shape[-1]):
                    dij = float(d[h, i, j])
                    out[b, h, i, j] = dij + g_update * dij + (1 - g_update) * float(w[h]) * g_reset * dij
    return out


def test_gate_equals_naive_formula():
    torch.manual_seed(0)
    heads, head_dim, length = 3, 4, 6
    gate = RelativePositionGate(heads, head_dim).double()
    with torch.no_grad():
        gate.u.normal_()
        gate.v.normal_()
        gate.w.normal_()
    bias = RelativePositionBias(heads, num_buckets=8, max_distance=16).double()
    d = bias(length, length)
    q = torch.randn(2, heads, length, head_dim, dtype=torch.float64)
    expected = naive_gated_bias(q, d, gate.u, gate.v, gate.w)
    torch.testing.assert_close(gate(q, d), expected, rtol=1e-12, atol=1e-12)
    assert not torch.allclose(gate(q, d), d.expand_as(expected)), "the gate must change the bias"


def test_pinned_gates_reduce_to_plain_relative_bias():
    """u = v = 0 pins both gates at 1/2; with w = -2 the scale 1 + 1/2 + 1/2 * w / 2 is 1."""
    torch.manual_seed(0)
    kwargs = dict(num_layers=2, embed_dim=16, ffn_embed_dim=32, num_heads=4, dropout=0.0, attention_dropout=0.0)
    gated = BiasedEncoder(rel_pos="gated", **kwargs).double().eval()
    plain = BiasedEncoder(rel_pos="plain", **kwargs).double().eval()
    missing, unexpected = plain.load_state_dict(gated.state_dict(), strict=False)
    assert not missing and all(".gate." in key for key in unexpected)
    x = torch.randn(2, 7, 16, dtype=torch.float64)
    padding = torch.zeros(2, 7, dtype=torch.bool)
    padding[1, 5:] = True
    with torch.no_grad():
        for layer in gated.layers:
            layer.gate.u.zero_()
            layer.gate.v.zero_()
            layer.gate.w.fill_(-2.0)
    torch.testing.assert_close(gated(x, padding)[0], plain(x, padding)[0], rtol=0, atol=1e-12)
    with torch.no_grad():
        gated.layers[0].gate.w.fill_(1.0)
    assert (gated(x, padding)[0] - plain(x, padding)[0]).abs().max() > 1e-3


@pytest.mark.parametrize("relative, bucket", [
    (0, 0), (-1, 1), (-7, 7), (1, 17), (7, 23),   # exact buckets, the positive side offset by 16
    (-8, 8), (-12, 9), (-20, 10), (-50, 13),      # logarithmic: 8 + floor(8 * log(n / 8) / log(16))
    (-100, 15), (-1000, 15), (1000, 31),          # clamped at the last bucket
])
def test_t5_buckets(relative, bucket):
    assert relative_position_bucket(torch.tensor([relative]), 32, 128).item() == bucket


@pytest.mark.parametrize("buckets, max_distance, ties", [(32, 128, (-91, 91)), (8, 16, (-6, 6)), (4, 2, (-1, 1)),
                                                         (32, 8, (-8, 8)), (16, 1000, (-252, 252))])
def test_ties_are_where_each_signs_last_bucket_begins(buckets, max_distance, ties):
    """Every distance from ``ties``' ends outwards is in its end's bucket, and the next one in is not
    (the fused attention's backward sums such tiles whole)."""
    assert RelativePositionBias(2, buckets, max_distance).ties == ties
    below, above = ties
    distances = torch.arange(-3000, 3001)
    bucket = dict(zip(distances.tolist(), relative_position_bucket(distances, buckets, max_distance).tolist()))
    assert {bucket[k] for k in range(-3000, below + 1)} == {bucket[below]} != {bucket[below + 1]}
    assert {bucket[k] for k in range(above, 3001)} == {bucket[above]} != {bucket[above - 1]}


@pytest.mark.parametrize("lengths", [[(5, 5)], [(40, 40), (5, 5)], [(3, 3), (6, 9), (9, 6)]])
def test_bias_table_lookup_is_per_distance(lengths):
    """Every entry d[:, i, j] is the table row of bucket(j - i), also when the buckets were
    computed for longer or differently shaped batches before."""
    bias = RelativePositionBias(num_heads=2, num_buckets=32, max_distance=16)
    for query_length, key_length in lengths:
        d = bias(query_length, key_length)
        assert d.shape == (2, query_length, key_length)
        for i in range(query_length):
            for j in range(key_length):
                bucket = relative_position_bucket(torch.tensor(j - i), 32, 16)
                torch.testing.assert_close(d[:, i, j], bias.table.weight[bucket])


def test_the_gate_reads_the_projected_query_of_its_layer():
    """With learned (non-zero) u and v the gates depend on their input, which must be the
    layer's projected query q_i = W_Q h_i + b_Q per head (section 3.3), not h_i or k_i; and
    the encoder's output must change when u does."""
    torch.manual_seed(0)
    encoder = BiasedEncoder(rel_pos="gated", num_layers=2, embed_dim=16, ffn_embed_dim=32, num_heads=4,
                            dropout=0.0, attention_dropout=0.0).double().eval()
    with torch.no_grad():
        for layer in encoder.layers:
            layer.gate.u.normal_()
            layer.gate.v.normal_()
    seen, layer_inputs = {}, {}

    def keep(store, index):
        def hook(module, args, output):
            store[index] = args[0]
        return hook

    for index, layer in enumerate(encoder.layers):
        layer.gate.register_forward_hook(keep(seen, index))
        layer.register_forward_hook(keep(layer_inputs, index))
    x = torch.randn(2, 7, 16, dtype=torch.float64)
    with torch.no_grad():
        before = encoder(x, torch.zeros(2, 7, dtype=torch.bool))[0]
        for index, layer in enumerate(encoder.layers):
            q = layer.self_attn.q_proj(layer_inputs[index]).view(2, 7, 4, 4).transpose(1, 2)
            torch.testing.assert_close(seen[index], q, rtol=0, atol=1e-12)
        encoder.layers[1].gate.u.mul_(-1)
        after = encoder(x, torch.zeros(2, 7, dtype=torch.bool))[0]
    assert (after - before).abs().max() > 1e-4


def test_bias_table_gradient_and_layout():
    """d's backward (each diagonal summed into its distance) gives the table the gradient of a
    lookup per (i, j); d and the gated bias are contiguous [H, T, S] and [B, H, T, S] (a strided
    one costs every layer a copy before its product and slow products in the gate)."""
    torch.manual_seed(0)
    bias = RelativePositionBias(num_heads=3, num_buckets=16, max_distance=32).double()
    gate = RelativePositionGate(3, 4).double()
    for query_length, key_length in [(9, 9), (4, 11), (11, 4)]:
        d = bias(query_length, key_length)
        distances = torch.arange(key_length)[None, :] - torch.arange(query_length)[:, None]
        lookup = bias.table(relative_position_bucket(distances, 16, 32)).permute(2, 0, 1)
        weights = torch.randn(d.shape, dtype=torch.float64)
        (grad,) = torch.autograd.grad((d * weights).sum(), bias.table.weight)
        (expected,) = torch.autograd.grad((lookup * weights).sum(), bias.table.weight)
        torch.testing.assert_close(grad, expected, rtol=0, atol=1e-12)
        q = torch.randn(2, query_length, 3, 4, dtype=torch.float64).transpose(1, 2)  # heads as the attention views them
        assert d.is_contiguous() and gate(q, d).is_contiguous()
