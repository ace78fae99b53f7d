"""XLM-E against Hugging Face transformers' ELECTRA (test-only dependency): an XLM-E model with
``--rel-pos none`` and post-LayerNorm, and ``ElectraForMaskedLM`` + ``ElectraForPreTraining``
loaded with its weights (``fairseq_xl.hf.electra``), given the same tokens, masked positions and
sampled replacements, give the same generator and discriminator logits, the same two losses
(our criterion's terms against transformers' own losses) and the same gradient for every
parameter, in float64 to 1e-6 (not closer: fairseq's ``gelu`` and our criterion's losses compute
in float32 whatever the model's dtype, so differences of about 1e-7 remain). The gated relative
position bias, the one part of XLM-E that ELECTRA lacks, is checked on its own against the
formula (``tests/test_gated_relative_position_bias.py``)."""
from types import SimpleNamespace

import pytest
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel

pytest.importorskip("transformers")
from fairseq_xl.hf.electra import electra_pair, shared_gradients  # noqa: E402  (needs transformers)

VOCAB, DIM, HEADS, LAYERS, GENERATOR_LAYERS, FFN, LAMBDA = 50, 32, 4, 3, 2, 48, 50.0
BATCH, LENGTH = 4, 13


def dictionary():
    d = Dictionary()
    for i in range(VOCAB - len(d) - 1):
        d.add_symbol(f"w{i}")
    d.add_symbol("<mask>")
    return d


def build(seed=0, **overrides):
    torch.manual_seed(seed)
    cfg = OmegaConf.structured(XLMEConfig(
        encoder_layers=LAYERS, encoder_embed_dim=DIM, encoder_ffn_embed_dim=FFN, encoder_attention_heads=HEADS,
        generator_layers=GENERATOR_LAYERS, generator_ffn_embed_dim=FFN, generator_attention_heads=HEADS,
        dropout=0.0, attention_dropout=0.0, rel_pos="none", max_positions=32, **overrides))
    model = XLMEModel(cfg, dictionary()).double()
    for parameter in model.parameters():  # nothing left at its zero/one initial value
        parameter.data.add_(torch.randn_like(parameter) * 0.05)
    return model


def batch(model, seed=1):
    """Right-padded rows of different lengths, 30% of the real tokens masked (at least one per row)."""
    generator = torch.Generator().manual_seed(seed)
    tokens = torch.randint(4, VOCAB - 1, (BATCH, LENGTH), generator=generator)
    tokens[:, 0] = 0
    lengths = [LENGTH, LENGTH - 3, LENGTH - 5, 6]
    for row, length in enumerate(lengths):
        tokens[row, length - 1] = 2
        tokens[row, length:] = model.padding_idx
    real = tokens.ne(model.padding_idx) & tokens.ge(4)
    masked = real & (torch.rand(tokens.shape, generator=generator) < 0.3)
    masked[:, 1] = True
    return tokens, masked


def test_generator_discriminator_losses_and_gradients_equal_electra():
    model = build()
    generator, discriminator = electra_pair(model)
    generator.eval()
    discriminator.eval()
    model.eval()
    tokens, masked = batch(model)
    attention = tokens.ne(model.padding_idx).long()
    non_pad = attention.bool()

    torch.manual_seed(7)
    discriminator_logits, output = model(tokens, masked_positions=masked)
    criterion = ReplacedTokenDetectionCriterion(
        SimpleNamespace(target_dictionary=SimpleNamespace(pad=lambda: model.padding_idx)), LAMBDA)
    torch.manual_seed(7)  # the same draws: the same replacements inside the criterion's forward
    loss, stats = criterion.terms(model, {"net_input": {"src_tokens": tokens, "masked_positions": masked},
                                          "task_id": torch.zeros(BATCH, dtype=torch.long)})
    loss.backward()
    corrupted = tokens.masked_scatter(masked, output.samples)
    replaced = corrupted.ne(tokens)  # ELECTRA's labels: a sample equal to the original is not replaced
    assert 0 < replaced.sum() < masked.sum()

    masked_input = tokens.masked_fill(masked, model.mask_idx)
    labels = tokens.masked_fill(~masked, -100)
    theirs_g = generator(input_ids=masked_input, attention_mask=attention, labels=labels)
    theirs_d = discriminator(input_ids=corrupted, attention_mask=attention, labels=replaced.long())

    torch.testing.assert_close(output.generator_logits, theirs_g.logits[masked], rtol=1e-6, atol=1e-6)
    torch.testing.assert_close(discriminator_logits[non_pad], theirs_d.logits[non_pad], rtol=1e-6, atol=1e-6)
    ours_mlm = stats["mlm_loss"] / stats["mlm_masked"]
    ours_rtd = stats["mrtd_loss"] / stats["mrtd_tokens"]
    # the criterion computes its losses in float32 (for half-precision training), whatever the model's dtype
    torch.testing.assert_close(ours_mlm, theirs_g.loss, rtol=1e-6, atol=1e-6, check_dtype=False)
    torch.testing.assert_close(ours_rtd, theirs_d.loss, rtol=1e-6, atol=1e-6, check_dtype=False)

    (theirs_g.loss + LAMBDA * theirs_d.loss).backward()
    compared = 0
    for name, ours, reference in shared_gradients(model, generator, discriminator):
        assert ours is not None and ours.abs().sum() > 0, name
        torch.testing.assert_close(ours, reference, rtol=1e-5, atol=1e-6, msg=lambda m, n=name: f"{n}: {m}")
        compared += 1
    assert compared == len(list(model.parameters()))


def test_only_the_plain_post_ln_model_is_electra():
    for overrides in ({"rel_pos": "gated"}, {"encoder_normalize_before": True}):
        torch.manual_seed(0)
        cfg = OmegaConf.structured(XLMEConfig(encoder_layers=1, encoder_embed_dim=DIM, encoder_ffn_embed_dim=FFN,
                                              encoder_attention_heads=HEADS, generator_layers=1,
                                              generator_ffn_embed_dim=FFN, generator_attention_heads=HEADS,
                                              max_positions=32, **{"rel_pos": "none", **overrides}))
        with pytest.raises(ValueError, match="ELECTRA has neither"):
            electra_pair(XLMEModel(cfg, dictionary()))
