"""VECO's two streams: the cross stream of x depends on y and the self stream does not, and
the cross-attention modules (theta_c) learn only from the cross-stream terms."""
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.models.veco import VECOConfig, VECOModel


def model():
    torch.manual_seed(0)
    dictionary = Dictionary()
    for i in range(40):
        dictionary.add_symbol(f"w{i}")
    dictionary.add_symbol("<mask>")
    cfg = OmegaConf.structured(VECOConfig(encoder_layers=2, encoder_embed_dim=32, encoder_ffn_embed_dim=64,
                                          encoder_attention_heads=4, dropout=0.0, attention_dropout=0.0,
                                          max_positions=32))
    return VECOModel(cfg, dictionary).eval()


def tokens(seed, length, pad=0):
    generator = torch.Generator().manual_seed(seed)
    x = torch.randint(4, 44, (3, length), generator=generator)
    x[:, 0] = 0
    if pad:
        x[0, -pad:] = 1
    return x


def test_cross_stream_of_x_depends_on_y_and_self_stream_does_not():
    veco = model()
    x, y, other_y = tokens(0, 9, pad=2), tokens(1, 7), tokens(2, 11, pad=3)
    with torch.no_grad():
        first, second = veco(x, y), veco(x, other_y)
    assert torch.equal(first["x_self"], second["x_self"]), "H_x never sees y"
    assert (first["x_cross"] - second["x_cross"]).abs().max() > 1e-3, "S_x attends to H_y^L"
    assert (first["x_self"] - first["x_cross"]).abs().max() > 1e-3
    with torch.no_grad():
        h_y = veco.self_stream(y)
        torch.testing.assert_close(veco.cross_stream(x, h_y, y), veco.cross_stream(x, h_y.clone(), y))


def test_padding_of_y_is_invisible_to_the_cross_stream():
    veco = model()
    x, y = tokens(0, 9), tokens(1, 7)
    padded = torch.cat([y, torch.ones(3, 4, dtype=torch.long)], dim=1)
    with torch.no_grad():
        torch.testing.assert_close(veco(x, y)["x_cross"], veco(x, padded)["x_cross"], rtol=0, atol=1e-5)


def test_cross_attention_learns_only_from_the_cross_terms():
    veco = model().train()
    x, y = tokens(0, 9), tokens(1, 7)
    out = veco(x, y)
    (out["x_self"].logsumexp(-1).sum() + out["y_self"].logsumexp(-1).sum()).backward()
    cross = {name: p for name, p in veco.named_parameters() if ".encoder_attn" in name}
    assert cross and all(p.grad is None or not p.grad.any() for p in cross.values())
    shared = {name: p for name, p in veco.named_parameters() if name not in cross}
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in shared.values())
    veco.zero_grad()
    out = veco(x, y)
    out["x_cross"].logsumexp(-1).sum().backward()
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in cross.values())
    assert veco.layers[0].self_attn.q_proj.weight.grad.abs().sum() > 0, "theta_s serves the cross stream too"
