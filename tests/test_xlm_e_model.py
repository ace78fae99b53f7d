"""The XLM-E model and objective on a tiny configuration, checked entry by entry."""
import math

import pytest
import torch
import torch.nn.functional as F
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel


def make_dictionary(size=40):
    dictionary = Dictionary()
    for i in range(size):
        dictionary.add_symbol(f"w{i}")
    dictionary.add_symbol("<mask>")
    return dictionary


def make_model(dictionary, **overrides):
    sizes = dict(encoder_layers=2, encoder_embed_dim=32, encoder_ffn_embed_dim=64, encoder_attention_heads=4,
                 generator_layers=1, generator_ffn_embed_dim=64, generator_attention_heads=4, max_positions=64,
                 dropout=0.0, attention_dropout=0.0)
    cfg = OmegaConf.structured(XLMEConfig(**{**sizes, **overrides}))
    return XLMEModel(cfg, dictionary)


def make_batch(dictionary, seed=0):
    generator = torch.Generator().manual_seed(seed)
    tokens = torch.randint(dictionary.nspecial, len(dictionary) - 1, (4, 20), generator=generator)
    tokens[:, 0] = dictionary.bos()
    tokens[:, -1] = dictionary.eos()
    tokens[2, 15:] = dictionary.pad()
    tokens[2, 14] = dictionary.eos()
    masked = torch.rand(4, 20, generator=generator) < 0.3
    masked &= tokens.ne(dictionary.pad()) & tokens.ne(dictionary.bos()) & tokens.ne(dictionary.eos())
    return tokens, masked


class FakeTask:
    def __init__(self, dictionary):
        self.source_dictionary = self.target_dictionary = dictionary


def test_labels_equal_corrupted_differs_from_original():
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    out = model(tokens, masked)
    assert out["generator_logits"].shape == (int(masked.sum()), len(dictionary))
    corrupted = tokens.masked_scatter(masked, out["samples"])
    for b in range(tokens.size(0)):
        for t in range(tokens.size(1)):
            assert out["replaced"][b, t].item() == (corrupted[b, t] != tokens[b, t]).item()
            if not masked[b, t]:
                assert not out["replaced"][b, t]
    assert out["replaced"].any()


def test_sample_equal_to_original_is_labelled_original():
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    targets = tokens[masked]
    keep_original = torch.arange(len(targets)) % 2 == 0
    other = torch.where(targets == dictionary.nspecial, targets + 1, torch.full_like(targets, dictionary.nspecial))
    model.sample_replacements = lambda logits: torch.where(keep_original, targets, other)
    out = model(tokens, masked)
    assert torch.equal(out["replaced"][masked], ~keep_original)
    assert not out["replaced"][~masked].any()


def test_sampling_is_fp32_and_never_special():
    dictionary = make_dictionary()
    model = make_model(dictionary)
    logits = torch.zeros(2000, len(dictionary), dtype=torch.float16, requires_grad=True)
    samples = model.sample_replacements(logits)
    assert not samples.requires_grad
    assert not torch.isin(samples, torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad(),
                                                  dictionary.index("<mask>")])).any()
    counts = torch.bincount(samples, minlength=len(dictionary)).float()
    ordinary = counts[~model.never_sample]
    assert (ordinary / ordinary.sum() - 1 / len(ordinary)).abs().max() < 0.02, "uniform logits, uniform samples"


def split_losses(model, dictionary, tokens, masked):
    out = model(tokens, masked)
    generator_loss = F.cross_entropy(out["generator_logits"], tokens[masked])
    non_pad = tokens.ne(dictionary.pad())
    discriminator_loss = F.binary_cross_entropy_with_logits(out["discriminator_logits"][non_pad],
                                                            out["replaced"][non_pad].float())
    return generator_loss, discriminator_loss


def grads(module):
    return [p.grad for p in module.parameters()]


@pytest.mark.parametrize("loss_name", ["generator", "discriminator"])
def test_gradient_flow(loss_name):
    """The discriminator's loss reaches no generator parameter (sampling is discrete and
    outside the graph); the generator's loss reaches no discriminator parameter. Both reach
    the shared embeddings."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    generator_loss, discriminator_loss = split_losses(model, dictionary, tokens, masked)
    (generator_loss if loss_name == "generator" else discriminator_loss).backward()
    generator_side = list(model.generator.parameters()) + [model.lm_head.dense.weight, model.lm_head.bias]
    discriminator_side = list(model.discriminator.parameters()) + list(model.rtd_head.parameters())
    reached, untouched = (generator_side, discriminator_side) if loss_name == "generator" else \
        (discriminator_side, generator_side)
    assert all(p.grad is None for p in untouched)
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in reached)
    assert model.embeddings.embed_tokens.weight.grad.abs().sum() > 0


def test_criterion_is_the_papers_objective():
    """L = L_MLM + L_TLM + 50 (L_MRTD + L_TRTD), each a mean over its own tokens."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    task_id = torch.tensor([0, 1, 0, 1])
    sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked}, "task_id": task_id,
              "nsentences": 4, "ntokens": int(tokens.ne(dictionary.pad()).sum())}
    criterion = ReplacedTokenDetectionCriterion(FakeTask(dictionary), discriminator_weight=50.0)
    torch.manual_seed(1)
    loss, sample_size, log = criterion(model, sample)
    torch.manual_seed(1)
    out = model(tokens, masked)
    expected = 0.0
    for task in (0, 1):
        rows = task_id == task
        sub_masked = masked & rows[:, None]
        logits = out["generator_logits"][rows[:, None].expand_as(masked)[masked]]
        generator = F.cross_entropy(logits, tokens[sub_masked])
        keep = tokens.ne(dictionary.pad()) & rows[:, None]
        discriminator = F.binary_cross_entropy_with_logits(out["discriminator_logits"][keep],
                                                           out["replaced"][keep].float())
        expected += generator + 50.0 * discriminator
        name = ("mlm", "mrtd") if task == 0 else ("tlm", "trtd")
        assert log[f"{name[0]}_masked"] == int(sub_masked.sum())
        assert log[f"{name[1]}_tokens"] == int(keep.sum())
        assert math.isclose(log[f"{name[1]}_loss"], float(discriminator) * int(keep.sum()), rel_tol=1e-5)
    assert sample_size == 1
    torch.testing.assert_close(loss, expected)
    assert ReplacedTokenDetectionCriterion.logging_outputs_can_be_summed()


def test_discriminator_only_model_loads_the_discriminator_weights():
    dictionary = make_dictionary()
    full = make_model(dictionary).eval()
    alone = make_model(dictionary, generator_layers=0).eval()
    state = {k: v for k, v in full.state_dict().items() if not k.startswith(("generator.", "lm_head."))}
    alone.load_state_dict(state, strict=True)
    tokens, _ = make_batch(dictionary)
    torch.testing.assert_close(alone.extract_features(tokens)[0], full.extract_features(tokens)[0])
    with pytest.raises(RuntimeError, match="no generator"):
        alone(tokens, tokens.eq(5))


@pytest.mark.parametrize("rel_pos", ["gated", "plain", "none"])
def test_relative_position_ablation_flag(rel_pos):
    model = make_model(make_dictionary(), rel_pos=rel_pos)
    gates = [layer.gate for layer in model.discriminator.layers]
    assert all((gate is not None) == (rel_pos == "gated") for gate in gates)
    assert (model.discriminator.relative_position is None) == (rel_pos == "none")


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_half_precision_step(dtype):
    """What --fp16 / bf16 training runs: the model in half precision, padding in the batch.
    The padding bias must not overflow into NaN; sampling happens in fp32."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary).to(dtype)
    tokens, masked = make_batch(dictionary)
    out = model(tokens, masked)
    assert out["discriminator_logits"].dtype == dtype
    assert torch.isfinite(out["discriminator_logits"].float()).all()
    assert torch.isfinite(out["generator_logits"].float()).all()
    assert not model.never_sample[out["samples"]].any()
    loss, _, _ = ReplacedTokenDetectionCriterion(FakeTask(dictionary), 50.0)(
        model, {"net_input": {"src_tokens": tokens, "masked_positions": masked},
                "task_id": torch.zeros(4, dtype=torch.long), "nsentences": 4, "ntokens": 70})
    loss.backward()
    assert loss.dtype == torch.float32 and torch.isfinite(loss)
    assert all(torch.isfinite(p.grad.float()).all() for p in model.parameters() if p.grad is not None)
