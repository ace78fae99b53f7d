"""The XLM-E model and objective on a tiny configuration, checked entry by entry."""
import math

import pytest
import torch
import torch.nn.functional as F
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.guards.errors import InputError
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel
from fairseq_xl.modules import vocabulary_loss_kernel
from fairseq_xl.modules.example_noise import noise_keys


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
    discriminator_logits, out = model(tokens, masked)
    assert discriminator_logits.shape == tokens.shape
    assert out.generator_logits.shape == (int(masked.sum()), len(dictionary))
    corrupted = tokens.masked_scatter(masked, out.samples)
    for b in range(tokens.size(0)):
        for t in range(tokens.size(1)):
            assert out.replaced[b, t].item() == (corrupted[b, t] != tokens[b, t]).item()
            if not masked[b, t]:
                assert not out.replaced[b, t]
    assert out.replaced.any()


def test_sample_equal_to_original_is_labelled_original():
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    targets = tokens[masked]
    keep_original = torch.arange(len(targets)) % 2 == 0
    other = torch.where(targets == dictionary.nspecial, targets + 1, torch.full_like(targets, dictionary.nspecial))
    model.sample_replacements = lambda logits, *unused: torch.where(keep_original, targets, other)
    _, out = model(tokens, masked)
    assert torch.equal(out.replaced[masked], ~keep_original)
    assert not out.replaced[~masked].any()


def test_sampling_is_fp32_and_never_special():
    dictionary = make_dictionary()
    model = make_model(dictionary)
    logits = torch.zeros(2000, len(dictionary), dtype=torch.float16)
    samples = model.sample_replacements(logits)
    assert not torch.isin(samples, torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad(),
                                                  dictionary.index("<mask>")])).any()
    counts = torch.bincount(samples, minlength=len(dictionary)).float()
    ordinary = counts[~model.never_sample]
    assert (ordinary / ordinary.sum() - 1 / len(ordinary)).abs().max() < 0.02, "uniform logits, uniform samples"


def test_sampling_follows_the_generator_in_fp32_from_bf16_logits():
    """Under --bf16 the generator's logits are bf16; sampled in bf16 (8-bit mantissa) a token is drawn
    with the wrong odds (Gumbel noise in bf16, the plugin's method until 2026-11-29, made a token with
    logit -6 next to one with logit 0 about half as likely as it is: 0.0014 instead of 0.0025). In fp32 it
    comes out at p = e^-6 / (1 + e^-6), within 4 standard errors over 400,000 draws."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    first = dictionary.nspecial
    logits = torch.full((400000, len(dictionary)), -1e4, dtype=torch.bfloat16)
    logits[:, first] = 0.0
    logits[:, first + 1] = -6.0
    frequency = model.sample_replacements(logits).eq(first + 1).double().mean().item()
    p = math.exp(-6) / (1 + math.exp(-6))
    assert abs(frequency - p) < 4 * math.sqrt(p / 400000), (frequency, p)


def test_keyed_samples_belong_to_the_example():
    """With noise keys (training), a row's replacements are the same whether it is sampled in a
    batch of four, alone, or after other draws from torch's stream; another update's key draws
    others. The keys leave padding out (a row's key is that of the row unpadded)."""
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    ids, objectives = torch.tensor([5, 6, 7, 8]), torch.zeros(4, dtype=torch.long)
    keys = noise_keys(tokens, ids, objectives, dictionary.pad(), 1, 10)
    assert keys[2] == noise_keys(tokens[2:3, :15], ids[2:3], objectives[2:3], dictionary.pad(), 1, 10)[0]
    torch.manual_seed(0)
    logits = torch.randn(int(masked.sum()), len(dictionary))
    together = model.sample_replacements(logits, masked, keys)
    rows = masked.sum(1).tolist()
    start = sum(rows[:2])
    torch.rand(1000)
    alone = model.sample_replacements(logits[start:start + rows[2]], masked[2:3], keys[2:3])
    assert rows[2] > 3 and torch.equal(together[start:start + rows[2]], alone)
    later = noise_keys(tokens, ids, objectives, dictionary.pad(), 1, 11)
    assert not torch.equal(model.sample_replacements(logits, masked, later), together)


@pytest.mark.parametrize("keyed", [False, True])
def test_sampling_draws_the_reservoir_on_its_examples_numbers(monkeypatch, keyed):
    """Without the kernel (the CPU, a GPU without Triton) the samples are ``reservoir``'s in float32 (tile by tile,
    here in tiles of 8 so that every row spans several), on two numbers a tile and row drawn in turn from each
    example's generator, or from torch's stream: those of the same draws in float64 on the same numbers."""
    from fairseq_xl.modules import replacement_sampling_kernel as sampling
    monkeypatch.setattr(sampling, "BLOCK", 8)
    dictionary = make_dictionary()
    model = make_model(dictionary, generator_temperature=1.7)
    tokens, masked = make_batch(dictionary)
    keys = noise_keys(tokens, torch.tensor([5, 6, 7, 8]), torch.zeros(4, dtype=torch.long), dictionary.pad(), 1, 10)
    logits = torch.randn(int(masked.sum()), len(dictionary), generator=torch.Generator().manual_seed(0))
    count = 2 * -(-len(dictionary) // 8)
    torch.manual_seed(1)
    if keyed:
        numbers = torch.cat([torch.rand(rows, count, generator=torch.Generator().manual_seed(key))
                             for key, rows in zip(keys.tolist(), masked.sum(1).tolist())])
    else:
        numbers = torch.rand(len(logits), count)
    expected = sampling.reservoir(logits, model.never_sample, 1.7, numbers, dtype=torch.float64)
    torch.manual_seed(1)
    samples = model.sample_replacements(logits.clone(), masked, keys if keyed else None)
    assert len(dictionary) > 4 * 8 and torch.equal(samples, expected)
    assert len(set(samples.tolist())) > len(samples) // 2
    given = logits.clone()
    model.sample_replacements(given, masked, keys if keyed else None)
    assert torch.equal(given, logits), "the generator's logits are left as they were (the loss reads them)"


@pytest.mark.parametrize("temperature", [1.0, 3.0])
def test_sampling_temperature(temperature):
    """--generator-temperature T samples from softmax(logits / T): logits 0 and -3 give the
    second token e^(-3/T) / (1 + e^(-3/T)) of the draws (within 4 standard errors)."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary, generator_temperature=temperature)
    first = dictionary.nspecial
    logits = torch.full((200000, len(dictionary)), -1e4)
    logits[:, first] = 0.0
    logits[:, first + 1] = -3.0
    frequency = model.sample_replacements(logits).eq(first + 1).double().mean().item()
    p = math.exp(-3 / temperature) / (1 + math.exp(-3 / temperature))
    assert abs(frequency - p) < 4 * math.sqrt(p * (1 - p) / 200000), (frequency, p)


def split_losses(model, dictionary, tokens, masked):
    discriminator_logits, out = model(tokens, masked)
    generator_loss = F.cross_entropy(out.generator_logits, tokens[masked])
    non_pad = tokens.ne(dictionary.pad())
    discriminator_loss = F.binary_cross_entropy_with_logits(discriminator_logits[non_pad],
                                                            out.replaced[non_pad].float())
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


def papers_objective(output, tokens, masked, task_id, pad, weight):
    """Section 3.2, L = L_MLM + L_TLM + lambda (L_MRTD + L_TRTD), position by position: the
    generator's -log p_G(x_i) summed over the masked positions of each objective's rows (eq.
    1, 4), the discriminator's -log p_D(z_i) over every non-pad position (eq. 3, 5), each sum
    divided by its count (ELECTRA's mean)."""
    discriminator_logits, out = output
    log_p = out.generator_logits.double().log_softmax(-1)
    sums = {(kind, task): 0.0 for kind in ("G", "D") for task in (0, 1)}
    counts = dict.fromkeys(sums, 0)
    k = 0
    for b in range(tokens.size(0)):
        task = int(task_id[b])
        for t in range(tokens.size(1)):
            if masked[b, t]:
                sums["G", task] -= float(log_p[k, tokens[b, t]])
                counts["G", task] += 1
                k += 1
            if tokens[b, t] != pad:
                p = torch.sigmoid(discriminator_logits[b, t].double())
                sums["D", task] -= float(torch.log(p if out.replaced[b, t] else 1 - p))
                counts["D", task] += 1
    mean = {key: sums[key] / max(counts[key], 1) for key in sums}
    return mean["G", 0] + mean["G", 1] + weight * (mean["D", 0] + mean["D", 1]), sums, counts


@pytest.mark.parametrize("kernel", [False, True])
def test_criterion_is_the_papers_objective(kernel, monkeypatch):
    """With PyTorch's loss over the vocabulary, and with ``vocabulary_loss_kernel``'s (Triton's interpreter; a GPU's
    path): the objective, its logged sums and the generator's accuracy."""
    if kernel:
        pytest.importorskip("triton")
        monkeypatch.setattr(vocabulary_loss_kernel, "applies", lambda logits: True)
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    task_id = torch.tensor([0, 1, 0, 0])
    sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked}, "task_id": task_id,
              "nsentences": 4, "ntokens": int(tokens.ne(dictionary.pad()).sum())}
    criterion = ReplacedTokenDetectionCriterion(FakeTask(dictionary), discriminator_weight=50.0)
    torch.manual_seed(1)
    loss, sample_size, log = criterion(model, sample)
    torch.manual_seed(1)
    outputs = model(tokens, masked)
    expected, sums, counts = papers_objective(outputs, tokens, masked, task_id, dictionary.pad(), 50.0)
    correct = outputs[1].generator_logits.argmax(-1).eq(tokens[masked])
    masked_task = task_id[:, None].expand_as(tokens)[masked]
    assert loss.item() == pytest.approx(expected, rel=1e-5)
    for task, (generator, discriminator) in enumerate((("mlm", "mrtd"), ("tlm", "trtd"))):
        assert log[f"{generator}_masked"] == counts["G", task] and log[f"{discriminator}_tokens"] == counts["D", task]
        assert log[f"{generator}_correct"] == correct[masked_task == task].sum()
        assert log[f"{generator}_loss"] == pytest.approx(sums["G", task], rel=1e-5)
        assert log[f"{discriminator}_loss"] == pytest.approx(sums["D", task], rel=1e-5)
    assert sample_size == 1
    assert ReplacedTokenDetectionCriterion.logging_outputs_can_be_summed()


def test_the_criterion_makes_one_boolean_selection():
    """The objectives' terms and counts are masked sums: the criterion, forward and backward, selects by a
    boolean mask once (the masked positions' targets), however many objectives the batch mixes; each
    selection waits for a GPU (it made 21). Its values are the paper's objective (test above)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Selections(TorchDispatchMode):
        count = 0

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            name = func.overloadpacket.__name__
            if name in ("nonzero", "masked_select") or name in ("index", "index_put", "index_put_") and any(
                    index is not None and index.dtype == torch.bool for index in args[1]):
                self.count += 1
            return func(*args, **(kwargs or {}))

    torch.manual_seed(0)
    dictionary = make_dictionary()
    tokens, masked = make_batch(dictionary)
    discriminator_logits, output = make_model(dictionary)(tokens, masked)
    leaves = (discriminator_logits.detach().requires_grad_(), output.generator_logits.detach().requires_grad_())
    model = lambda **net_input: (leaves[0], output._replace(generator_logits=leaves[1]))  # noqa: E731
    sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked}, "task_id": torch.tensor([0, 1, 0, 1]),
              "nsentences": 4, "ntokens": int(tokens.ne(dictionary.pad()).sum())}
    with Selections() as selections:
        loss = ReplacedTokenDetectionCriterion(FakeTask(dictionary), discriminator_weight=50.0)(model, sample)[0]
        loss.backward()
    assert selections.count == 1
    assert all(leaf.grad.abs().sum() > 0 for leaf in leaves)


def test_criterion_on_a_sub_batch_per_objective():
    """A training batch of ``ObjectiveMixDataset`` (MRTD rows and TRTD rows as two
    sub-batches) gives the paper's objective over all rows: each objective's terms are means
    over its own tokens, so 1 TRTD row weighs as much as 3 MRTD rows, as the token budget
    per objective sets it. Sampling is made deterministic so that both runs corrupt alike."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    model.sample_replacements = \
        lambda logits, *unused: logits.detach().float().masked_fill(model.never_sample, -1e9).argmax(-1)
    tokens, masked = make_batch(dictionary)
    task_id = torch.tensor([0, 1, 0, 0])
    criterion = ReplacedTokenDetectionCriterion(FakeTask(dictionary), discriminator_weight=50.0)

    def sample(rows):
        return {"net_input": {"src_tokens": tokens[rows], "masked_positions": masked[rows]}, "task_id": task_id[rows],
                "nsentences": len(rows), "ntokens": int(tokens[rows].ne(dictionary.pad()).sum())}

    mixed = {"objectives": [sample([0, 2, 3]), sample([1])], "nsentences": 4, "ntokens": sample([0, 1, 2,
                                                                                                 3])["ntokens"]}
    loss, sample_size, log = criterion(model, mixed)
    expected, sums, counts = papers_objective(model(tokens, masked), tokens, masked, task_id, dictionary.pad(), 50.0)
    assert loss.item() == pytest.approx(expected, rel=1e-5) and sample_size == 1
    assert log["trtd_tokens"] == counts["D", 1] and log["mrtd_tokens"] == counts["D", 0]
    assert log["ntokens"] == mixed["ntokens"]
    single = criterion(model, sample([0, 1, 2, 3]))[0]
    torch.testing.assert_close(loss, single)


def test_discriminator_only_model_loads_the_discriminator_weights():
    dictionary = make_dictionary()
    full = make_model(dictionary).eval()
    alone = make_model(dictionary, generator_layers=0).eval()
    state = {k: v for k, v in full.state_dict().items() if not k.startswith(("generator.", "lm_head."))}
    alone.load_state_dict(state, strict=True)
    tokens, _ = make_batch(dictionary)
    torch.testing.assert_close(alone.extract_features(tokens)[0], full.extract_features(tokens)[0])
    for masked in (tokens.eq(5), None):  # pre-training; the masked LM that fairseq's fill_mask reads
        with pytest.raises(InputError, match="no generator"):
            alone(tokens, masked)


@pytest.mark.parametrize("rel_pos", ["gated", "plain", "none"])
def test_relative_position_ablation_flag(rel_pos):
    model = make_model(make_dictionary(), rel_pos=rel_pos)
    gates = [layer.gate for layer in model.discriminator.layers]
    assert all((gate is not None) == (rel_pos == "gated") for gate in gates)
    assert (model.discriminator.relative_position is None) == (rel_pos == "none")


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_half_precision_step(dtype):
    """The model cast to half precision on the CPU, at initial-scale weights (activations stay
    small, so no overflow of trained weights can show; fairseq's --fp16/--bf16 path, with loss
    scaling and fp32 master weights, is not run): padding in the batch. The padding bias must not overflow into NaN, the
    samples are never special symbols, loss and gradients are finite."""
    torch.manual_seed(0)
    dictionary = make_dictionary()
    model = make_model(dictionary).to(dtype)
    tokens, masked = make_batch(dictionary)
    discriminator_logits, out = model(tokens, masked)
    assert discriminator_logits.dtype == dtype
    assert torch.isfinite(discriminator_logits.float()).all()
    assert torch.isfinite(out.generator_logits.float()).all()
    assert not model.never_sample[out.samples].any()
    loss, _, _ = ReplacedTokenDetectionCriterion(FakeTask(dictionary), 50.0)(
        model, {"net_input": {"src_tokens": tokens, "masked_positions": masked},
                "task_id": torch.zeros(4, dtype=torch.long), "nsentences": 4, "ntokens": 70})
    loss.backward()
    assert loss.dtype == torch.float32 and torch.isfinite(loss)
    assert all(torch.isfinite(p.grad.float()).all() for p in model.parameters() if p.grad is not None)


def test_precision_and_recall_are_logged_from_each_intervals_counts():
    """Precision and recall of a logging interval come from its summed counts, and an interval
    in which nothing is predicted replaced logs 0, never None (fairseq's train_inner resets its
    meters each interval, and a meter without updates prints None)."""
    from fairseq import metrics

    def log(true, predicted):
        return {"loss": 1.0, "sample_size": 1, "mrtd_tokens": 100, "mrtd_loss": 50.0, "mrtd_disc_correct": 90,
                "mrtd_replaced": 10, "mrtd_predicted_replaced": predicted, "mrtd_true_replaced": true}

    with metrics.aggregate(new_root=True) as agg:
        ReplacedTokenDetectionCriterion.reduce_metrics([log(3, 4), log(0, 0)])
        ReplacedTokenDetectionCriterion.reduce_metrics([log(0, 0)])
        values = agg.get_smoothed_values()
        assert (values["mrtd_precision"], values["mrtd_recall"]) == (0.75, 0.1)
        assert not any(key.startswith("_") for key in values), "the counts behind them are not printed"
        agg.reset()
        ReplacedTokenDetectionCriterion.reduce_metrics([log(0, 0)])
        values = agg.get_smoothed_values()
        assert (values["mrtd_precision"], values["mrtd_recall"]) == (0.0, 0.0)


def test_precision_and_recall_replace_the_meters_an_older_checkpoint_restores():
    """A run resumed from a checkpoint written before precision and recall were derived restores
    plain meters of those names (fairseq saves every meter but the derived ones); they are
    replaced, so the resumed run logs numbers, not None."""
    from fairseq import metrics
    from fairseq.logging.meters import AverageMeter

    with metrics.aggregate(new_root=True) as agg:
        for name in ("mrtd_precision", "mrtd_recall"):
            agg.add_meter(name, AverageMeter(), 20)
        ReplacedTokenDetectionCriterion.reduce_metrics([{
            "loss": 1.0, "sample_size": 1, "mrtd_tokens": 100, "mrtd_loss": 50.0, "mrtd_disc_correct": 90,
            "mrtd_replaced": 10, "mrtd_predicted_replaced": 4, "mrtd_true_replaced": 3}])
        values = agg.get_smoothed_values()
        assert (values["mrtd_precision"], values["mrtd_recall"]) == (0.75, 0.3)
