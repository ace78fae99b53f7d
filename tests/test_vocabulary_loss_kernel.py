"""The generator's loss over its vocabulary in two Triton kernels (``fairseq_xl/modules/vocabulary_loss_kernel.py``),
in Triton's CPU interpreter (conftest sets ``TRITON_INTERPRET=1``): the loss, the predicted column (the first of
ties) and the logits' gradient against float64 PyTorch, over vocabularies that are not a multiple of the kernels'
tile, in float32, bfloat16 and float16 (the gradient rounded to the logits' type once); and the criterion's terms
with the kernels equal to its terms with PyTorch's loss. Skipped where Triton is absent."""
import pytest
import torch

pytest.importorskip("triton")

from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion  # noqa: E402
from fairseq_xl.modules import vocabulary_loss_kernel as kernel  # noqa: E402
from test_xlm_e_model import FakeTask, make_batch, make_dictionary, make_model  # noqa: E402


def reference(logits, targets, weights):
    """float64 PyTorch: the loss per row, the predicted column and the gradient of sum(weights * loss)."""
    exact = logits.detach().double().requires_grad_()
    loss = torch.nn.functional.cross_entropy(exact, targets, reduction="none")
    (loss * weights.double()).sum().backward()
    return loss.detach(), exact.detach().argmax(-1), exact.grad


@pytest.mark.parametrize("dtype, vocabulary, block, tolerance", [
    (torch.float32, 1000, 256, 1e-5), (torch.bfloat16, 300, 64, 1e-5), (torch.float16, 257, 64, 1e-5)])
def test_the_kernels_give_the_loss_the_prediction_and_the_gradient(dtype, vocabulary, block, tolerance):
    generator = torch.Generator().manual_seed(0)
    rows = 9
    logits = (4 * torch.randn(rows, vocabulary, generator=generator)).to(dtype)
    logits[1, :] = 0.0
    logits[1, [7, vocabulary - 1]] = 3.0  # a tie: the first column is the prediction, as torch's argmax
    logits[2, vocabulary - 1] = 30.0  # the largest logit in the last, partial tile
    logits[4, :] = 0.0
    logits[4, [3, 5]] = 3.0  # a tie within a tile
    targets = torch.randint(0, vocabulary, (rows,), generator=generator)
    targets[3] = vocabulary - 1
    weights = torch.rand(rows, generator=generator)
    expected_loss, expected_predicted, expected_gradient = reference(logits, targets, weights)

    logits.requires_grad_()
    loss, predicted = kernel.cross_entropy(logits, targets, kernel=True, block=block)
    (loss * weights).sum().backward()
    assert loss.dtype == torch.float32 and logits.grad.dtype == dtype
    assert torch.allclose(loss.double(), expected_loss, rtol=tolerance, atol=tolerance)
    assert torch.equal(predicted, expected_predicted)
    assert predicted[1] == 7 and predicted[4] == 3 and predicted[2] == vocabulary - 1
    # the float32 gradient rounded once to the logits' type, as PyTorch's float32 gradient cast back: within a unit
    # in its last place
    assert torch.allclose(logits.grad.double(), expected_gradient, rtol=torch.finfo(dtype).eps + 1e-5, atol=1e-7)
    # the PyTorch path, the CPU's, gives the same
    fallback_loss, fallback_predicted = kernel.cross_entropy(logits.detach(), targets, kernel=False)
    assert torch.allclose(fallback_loss, loss.detach(), rtol=1e-5) and torch.equal(fallback_predicted, predicted)


def test_rows_of_a_wider_tensor():
    """Logits that are a view of a wider tensor (rows V + 5 apart): the kernels read each row at its own start and
    write a gradient laid out as they read it."""
    generator = torch.Generator().manual_seed(2)
    wide = torch.randn(5, 205, generator=generator).to(torch.bfloat16)
    logits = wide[:, :200].requires_grad_()
    targets = torch.randint(0, 200, (5,), generator=generator)
    expected_loss, expected_predicted, expected_gradient = reference(logits, targets, torch.ones(5))
    loss, predicted = kernel.cross_entropy(logits, targets, kernel=True, block=64)
    loss.sum().backward()
    assert torch.allclose(loss.double(), expected_loss, rtol=1e-5) and torch.equal(predicted, expected_predicted)
    assert torch.allclose(logits.grad.double(), expected_gradient, rtol=torch.finfo(torch.bfloat16).eps, atol=1e-7)


def test_no_rows():
    logits = torch.zeros(0, 300, dtype=torch.bfloat16, requires_grad=True)
    loss, predicted = kernel.cross_entropy(logits, torch.zeros(0, dtype=torch.long), kernel=True, block=64)
    loss.sum().backward()
    assert loss.shape == predicted.shape == (0,) and logits.grad.shape == (0, 300)


def with_and_without_the_kernels(monkeypatch, model, call):
    """``call()`` (a criterion's loss and logs) and every parameter's gradient, with PyTorch's loss over the vocabulary
    and with the kernels, from the same random state."""
    runs = []
    for uses_kernel in (False, True):
        monkeypatch.setattr(kernel, "applies", lambda logits: uses_kernel)
        model.zero_grad()
        torch.manual_seed(1)
        loss, log = call()
        loss.backward()
        runs.append((loss.detach(), log, {name: parameter.grad.clone() for name, parameter in model.named_parameters()
                                          if parameter.grad is not None}))
    (loss, log, gradients), (kernel_loss, kernel_log, kernel_gradients) = runs
    assert torch.allclose(kernel_loss, loss, rtol=1e-5)
    assert log.keys() == kernel_log.keys() and all(
        kernel_log[key] == pytest.approx(value, rel=1e-5, abs=1e-6) for key, value in log.items())
    assert gradients.keys() == kernel_gradients.keys() and gradients
    for name, gradient in gradients.items():
        assert torch.allclose(kernel_gradients[name], gradient, rtol=1e-4, atol=1e-6), name
    return kernel_log, kernel_gradients


def test_xlm_es_criterion_with_the_kernels_is_the_same(monkeypatch, caplog):
    """XLM-E's criterion, forward and backward, with the kernels and with PyTorch's loss (the same weights, batch and
    samples): the same loss, logs (the generator's accuracy among them) and every parameter's gradient; the kernels'
    use said once in the log (a GPU run's train.log shows it)."""
    from fairseq_xl.modules import gated_attention_kernel
    monkeypatch.setattr(gated_attention_kernel, "_said", set())
    caplog.set_level("INFO")
    dictionary = make_dictionary()
    torch.manual_seed(0)
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    tokens[masked.nonzero()[::2].unbind(1)] = dictionary.index("w5")
    with torch.no_grad():
        model.lm_head.bias[dictionary.index("w5")] += 5.0  # predicted at most masked positions: the accuracy counts
    sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked}, "task_id": torch.tensor([0, 1, 0, 1]),
              "nsentences": 4, "ntokens": int(tokens.ne(dictionary.pad()).sum())}
    criterion = ReplacedTokenDetectionCriterion(FakeTask(dictionary), discriminator_weight=50.0)
    log, gradients = with_and_without_the_kernels(monkeypatch, model, lambda: criterion(model, sample)[::2])
    assert log["mlm_correct"] + log["tlm_correct"] > 0 and gradients["lm_head.bias"].abs().sum() > 0
    assert caplog.text.count("the loss over the vocabulary runs in two Triton kernels") == 1


def test_vecos_and_xlnets_criteria_with_the_kernels_are_the_same(monkeypatch):
    """VECO's four terms and XLNet's predictions (with its accuracy) through the kernels: the same losses, logs and
    gradients as with PyTorch's loss."""
    import types

    from fairseq.data import Dictionary

    from fairseq_xl.criterions.cross_attention_mlm import CrossAttentionMLMCriterion
    from fairseq_xl.criterions.permutation_lm import PermutationLMCriterion
    from fairseq_xl.tasks.ca_mlm import ADJACENT, PAIR
    from test_veco_model import model as veco_model, tokens as veco_tokens
    from test_xlnet_model import ROWS, batch as xlnet_batch, model as xlnet_model

    veco = veco_model().train()
    x, y = veco_tokens(0, 9, pad=2), veco_tokens(1, 7)
    sample = {"net_input": {"src_tokens": x, "tgt_tokens": y}, "task_id": torch.tensor([ADJACENT, PAIR, PAIR]),
              "target_x": torch.where(x.gt(20), x, 1), "target_y": torch.where(y.gt(30), y, 1)}
    criterion = CrossAttentionMLMCriterion(types.SimpleNamespace(target_dictionary=Dictionary()))  # pad 1
    with_and_without_the_kernels(monkeypatch, veco, lambda: (criterion.terms(veco, sample)[0].sum(), {}))

    xlnet = xlnet_model()
    net_input = xlnet_batch(0, [True] * ROWS)  # each row starts its stream: no memory from the run before
    sample = {"net_input": net_input, "target": net_input["src_tokens"].gather(1, net_input["target_positions"]),
              "ntokens": net_input["src_tokens"].numel(), "nsentences": ROWS}
    criterion = PermutationLMCriterion(types.SimpleNamespace(target_dictionary=Dictionary()))
    with_and_without_the_kernels(monkeypatch, xlnet, lambda: criterion(xlnet, sample)[::2])
