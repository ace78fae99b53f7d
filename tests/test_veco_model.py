"""VECO's two streams: the cross stream of x depends on y and the self stream does not, and
the cross-attention modules (theta_c) learn only from the cross-stream terms."""
import types

import pytest
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.models.veco import VECOConfig, VECOModel
from fairseq_xl.convert.veco import decoder_source_layers, translation_state_dict


def model(max_positions=32):
    torch.manual_seed(0)
    dictionary = Dictionary()
    for i in range(40):
        dictionary.add_symbol(f"w{i}")
    dictionary.add_symbol("<mask>")
    cfg = OmegaConf.structured(VECOConfig(encoder_layers=2, encoder_embed_dim=32, encoder_ffn_embed_dim=64,
                                          encoder_attention_heads=4, dropout=0.0, attention_dropout=0.0,
                                          max_positions=max_positions))
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
        first, second = veco(x, y)[1], veco(x, other_y)[1]
    assert torch.equal(first.x_self, second.x_self), "H_x never sees y"
    assert (first.x_cross - second.x_cross).abs().max() > 1e-3, "S_x attends to H_y^L"
    assert (first.x_self - first.x_cross).abs().max() > 1e-3
    with torch.no_grad():
        h_y = veco.self_stream(y)
        s_x = veco.cross_stream(x, h_y, y)
        torch.testing.assert_close(veco.lm_head(s_x), first.x_cross, rtol=0, atol=1e-6)  # S_x reads H_y^L
        other_tokens = torch.where(y.gt(3), (y - 4 + 7) % 40 + 4, y)
        # y's tokens reach S_x only through H_y^L (they give only its padding)
        torch.testing.assert_close(veco.cross_stream(x, h_y, other_tokens), s_x, rtol=0, atol=0)
        assert (veco.cross_stream(x, h_y + torch.randn_like(h_y), y) - s_x).abs().max() > 1e-3


def test_the_four_predictions_in_one_output_call_are_each_streams_at_its_sides_masked_positions():
    """``VECOModel.predictions`` runs the shared output layer once over the four streams: each prediction
    is f of its own stream at its own side's masked positions (x 9 tokens, y 7: the sides' counts differ)."""
    veco = model()
    x, y = tokens(0, 9, pad=2), tokens(1, 7)
    x_masked, y_masked = x.gt(20), y.gt(30)
    assert x_masked.sum() != y_masked.sum()
    with torch.no_grad():
        h_x, h_y, s_x, s_y = veco.streams(x, y)
        found = veco(x, y, x_masked, y_masked)[1]
        for name, states, masked in (("x_self", h_x, x_masked), ("x_cross", s_x, x_masked),
                                     ("y_self", h_y, y_masked), ("y_cross", s_y, y_masked)):
            torch.testing.assert_close(getattr(found, name), veco.lm_head(states, masked_tokens=masked), rtol=0,
                                       atol=1e-6, msg=name)


def test_the_criterion_counts_masked_tokens_and_the_tokens_of_each_kind_of_example():
    """ca_mlm's counts: masked tokens of x and y, then the (unpadded) tokens of adjacent-sentence and of
    translation-pair examples (rows 0 and 1-2 here), which it logs as mono_tokens and pair_tokens."""
    from fairseq_xl.criterions.cross_attention_mlm import CrossAttentionMLMCriterion
    from fairseq_xl.tasks.ca_mlm import ADJACENT, PAIR

    veco = model()
    x, y = tokens(0, 9, pad=2), tokens(1, 7)
    targets = [torch.where(side.gt(threshold), side, 1) for side, threshold in ((x, 20), (y, 30))]
    sample = {"net_input": {"src_tokens": x, "tgt_tokens": y}, "target_x": targets[0], "target_y": targets[1],
              "task_id": torch.tensor([ADJACENT, PAIR, PAIR])}
    criterion = CrossAttentionMLMCriterion(types.SimpleNamespace(target_dictionary=Dictionary()))  # pad 1
    losses, counts = criterion.terms(veco, sample)
    tokens_per_row = x.ne(1).sum(1) + y.ne(1).sum(1)
    assert counts.tolist() == [x.gt(20).sum(), y.gt(30).sum(), tokens_per_row[0], tokens_per_row[1:].sum()]
    assert losses.shape == (4,) and bool(torch.all(losses > 0))


def test_padding_of_y_is_invisible_to_the_cross_stream():
    veco = model()
    x, y = tokens(0, 9), tokens(1, 7)
    padded = torch.cat([y, torch.ones(3, 4, dtype=torch.long)], dim=1)
    with torch.no_grad():
        torch.testing.assert_close(veco(x, y)[1].x_cross, veco(x, padded)[1].x_cross, rtol=0, atol=1e-5)


@pytest.mark.parametrize("lengths", [(9, 7), (6, 11), (8, 8)])
def test_the_streams_batched_as_on_a_gpu_equal_the_separate_ones(lengths):
    """``VECOModel.streams(batched=True)`` (the GPU's default: x and y as one batch, the shorter side
    padded) gives the separate streams' H_x, H_y, S_x, S_y and every parameter's gradient, with
    padding inside either side."""
    veco = model()
    x, y = tokens(0, lengths[0], pad=2), tokens(1, lengths[1], pad=1)
    results = []
    for batched in (False, True):
        veco.zero_grad()
        streams = veco.streams(x, y, batched=batched)
        sum((stream * torch.linspace(-1, 1, stream.size(-1))).sum() for stream in streams).backward()
        results.append((streams, {name: parameter.grad.clone() for name, parameter in veco.named_parameters()
                                  if parameter.grad is not None}))
    (separate, separate_grads), (batched, batched_grads) = results
    for one, other in zip(separate, batched):
        assert one.shape == other.shape
        torch.testing.assert_close(other, one, rtol=0, atol=1e-5)
    assert separate_grads.keys() == batched_grads.keys() and len(separate_grads) > 10
    for name, grad in separate_grads.items():
        torch.testing.assert_close(batched_grads[name], grad, rtol=1e-4, atol=1e-5, msg=name)


def test_cross_attention_learns_only_from_the_cross_terms():
    veco = model().train()
    x, y = tokens(0, 9), tokens(1, 7)
    out = veco(x, y)[1]
    (out.x_self.logsumexp(-1).sum() + out.y_self.logsumexp(-1).sum()).backward()
    cross = {name: p for name, p in veco.named_parameters() if ".encoder_attn" in name}
    assert cross and all(p.grad is None or not p.grad.any() for p in cross.values())
    shared = {name: p for name, p in veco.named_parameters() if name not in cross}
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in shared.values())
    veco.zero_grad()
    _, out = veco(x, y)
    out.x_cross.logsumexp(-1).sum().backward()
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in cross.values())
    assert veco.layers[0].self_attn.q_proj.weight.grad.abs().sum() > 0, "theta_s serves the cross stream too"


def pair(x_rows, y_rows, separator=True):
    """RoBERTa's pair layout as fairseq's sentence_prediction builds it, right-padded."""
    rows = [[0, *x, 2, *([2] if separator else []), *y, 2] for x, y in zip(x_rows, y_rows)]
    width = max(map(len, rows))
    return torch.tensor([row + [1] * (width - len(row)) for row in rows])


def padded(rows):
    width = max(map(len, rows))
    return torch.tensor([row + [1] * (width - len(row)) for row in rows])


def test_pair_input_is_split_into_x_and_y():
    veco = model()
    x_rows, y_rows = [[5, 6, 7], [8], [9, 10, 11, 12, 13]], [[20, 21], [22, 23, 24, 25, 26, 27], [28]]
    for separator in (True, False):
        x, y = veco.split_pair(pair(x_rows, y_rows, separator))
        assert torch.equal(x, padded([[0, *row, 2] for row in x_rows]))
        assert torch.equal(y, padded([[0, *row, 2] for row in y_rows]))
    with pytest.raises(ValueError, match="needs pair inputs"):
        veco.split_pair(padded([[0, 5, 6, 2], [0, 7, 2, 2, 8, 2]]))


def test_plug_in_classification_reads_h_x_and_s_x():
    veco = model()
    veco.register_classification_head("pair", num_classes=3)
    x_rows, y_rows, other_rows = [[5, 6, 7], [8, 9]], [[20, 21], [22, 23, 24]], [[30, 31, 32, 33], [34]]
    logits, _ = veco(pair(x_rows, y_rows), features_only=True, classification_head_name="pair")
    assert logits.shape == (2, 3)
    x, y = padded([[0, *row, 2] for row in x_rows]), padded([[0, *row, 2] for row in y_rows])
    with torch.no_grad():
        h_x, h_y = veco.self_stream(x), veco.self_stream(y)
        features = torch.cat([h_x, veco.cross_stream(x, h_y, y)], -1)
        torch.testing.assert_close(logits, veco.classification_heads["pair"](features))
        other, _ = veco(pair(x_rows, other_rows), classification_head_name="pair")
    assert (other - logits).abs().max() > 1e-4, "the label of x depends on y through S_x"
    logits.logsumexp(-1).sum().backward()
    for name, parameter in veco.named_parameters():
        if not name.startswith("lm_head."):
            assert parameter.grad is not None and parameter.grad.abs().sum() > 0, name


def test_ca_mlm_weights_restore_into_a_model_with_a_new_head():
    pretrained = model().state_dict()
    veco = model()
    veco.register_classification_head("pair", num_classes=2)
    head = {key: value.clone() for key, value in veco.classification_heads.state_dict().items()}
    veco.upgrade_state_dict_named(pretrained, "")
    veco.load_state_dict(pretrained, strict=True)
    for key, value in veco.classification_heads.state_dict().items():
        assert torch.equal(value, head[key])
    with pytest.raises(ValueError, match="pre-trained with --tokens-per-sample 16.*--max-positions 16"):
        veco.upgrade_state_dict_named(model(max_positions=16).state_dict(), "")


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_half_precision_follows_float32(dtype):
    """The model cast to half precision on the CPU, at initial-scale weights (activations stay
    small, so no overflow of trained weights can show; fairseq's --fp16/--bf16 path, with loss
    scaling and fp32 master weights, is not run): padding on both sides, the four predictions
    finite and close to float32, gradients finite."""
    veco = model()
    x, y = tokens(0, 9, pad=2), tokens(1, 11, pad=4)
    with torch.no_grad():
        reference = veco(x, y)[1]
    half = veco.to(dtype)
    out = half(x, y)[1]
    for name, logits in out._asdict().items():
        assert logits.dtype == dtype and torch.isfinite(logits.float()).all(), name
        expected = getattr(reference, name)
        assert torch.corrcoef(torch.stack([logits.float().flatten(), expected.flatten()]))[0, 1] > 0.99, name
    sum(logits.float().logsumexp(-1).sum() for logits in out).backward()
    assert all(torch.isfinite(p.grad.float()).all() for p in half.parameters() if p.grad is not None)


def test_translation_decoder_depth_and_source_layers():
    """VECO's released NMT recipe: a 6-layer decoder from the last 6 encoder layers (18-23
    of veco_large); every layer of a VECO of at most 6; or the layers a user names. Decoder
    layer i gets all of its source layer's weights, cross-attention included."""
    assert decoder_source_layers(24) == [18, 19, 20, 21, 22, 23]
    assert decoder_source_layers(2) == [0, 1]
    assert decoder_source_layers(12, 3) == [9, 10, 11]
    assert decoder_source_layers(12, source_layers=[0, 5]) == [0, 5]
    for arguments, message in (((4, 5), "between 1 and the encoder's 4"), ((4, None, [4]), "numbered 0..3"),
                               ((4, 2, [0]), "names 1")):
        with pytest.raises(ValueError, match=message):
            decoder_source_layers(*arguments)
    state = model().state_dict()
    mapped = translation_state_dict(state, [1])
    decoder = {key[len("decoder.layers.0."):]: value for key, value in mapped.items()
               if key.startswith("decoder.layers.0.")}
    source = {key[len("layers.1."):]: value for key, value in state.items() if key.startswith("layers.1.")}
    assert decoder.keys() == source.keys() and any(key.startswith("encoder_attn.") for key in decoder)
    assert all(decoder[key] is source[key] for key in source)
    assert not any(key.startswith("decoder.layers.1.") for key in mapped)
    assert {key.split(".")[2] for key in mapped if key.startswith("encoder.layers.")} == {"0", "1"}
    assert not any("encoder_attn" in key for key in mapped if key.startswith("encoder."))
