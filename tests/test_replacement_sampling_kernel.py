"""XLM-E's replacement sampling in one Triton kernel (``fairseq_xl/modules/replacement_sampling_kernel.py``),
in Triton's CPU interpreter (conftest sets ``TRITON_INTERPRET=1``): its samples are ``reservoir``'s, the same
draws in float64 PyTorch on the kernel's own numbers, exactly, over vocabularies that are not a multiple of its
tile (one tile and a part; five small ones), in float32 and bfloat16, at two temperatures; ``reservoir`` draws
each column as often as the softmax says; the numbers are uniform and independent (a tile's two, the next
tile's, the rows of one example); and through the model a row's samples are the same in any batch (the tasks'
keys). Skipped where Triton is absent."""
import re

import pytest
import torch

pytest.importorskip("triton")

from fairseq_xl.modules import replacement_sampling_kernel as kernel  # noqa: E402
from fairseq_xl.modules.example_noise import noise_keys  # noqa: E402
from test_xlm_e_model import make_batch, make_dictionary, make_model  # noqa: E402


@pytest.mark.parametrize("dtype, temperature, vocabulary, block", [
    (torch.float32, 1.0, kernel.BLOCK + 904, kernel.BLOCK), (torch.bfloat16, 2.5, 300, 64)])
def test_the_kernel_draws_the_reservoir_on_its_own_numbers(dtype, temperature, vocabulary, block):
    generator = torch.Generator().manual_seed(0)
    rows = 23
    logits = (3 * torch.randn(rows, vocabulary, generator=generator)).to(dtype)
    never = torch.zeros(vocabulary, dtype=torch.bool)
    never[[0, 1, 2, vocabulary - 100]] = True
    logits[:, vocabulary - 100] = 100.0  # never sampled, however likely
    seeds = torch.randint(0, 2 ** 62, (rows,), generator=generator)
    samples = kernel.sample(logits, never, temperature, seeds, block=block)
    tiles = -(-vocabulary // block)
    expected = kernel.reservoir(logits, never, temperature, kernel.uniforms(seeds, 2 * tiles), block=block,
                                dtype=torch.float64)
    assert torch.equal(samples, expected)
    assert len(set(samples.tolist())) > rows // 2 and not never[samples].any()
    assert len({sample // block for sample in samples.tolist()}) == tiles  # every tile's columns drawn


def test_the_reservoir_draws_the_softmax():
    """``reservoir`` (the kernel's draws, above) over 400,000 rows of one row's logits in tiles of 8: each
    column as often as softmax(logits / T) says, within 4.5 standard deviations; a never-sampled column never."""
    generator = torch.Generator().manual_seed(1)
    vocabulary, rows, temperature = 50, 400_000, 1.5
    logits = 2 * torch.randn(vocabulary, generator=generator)
    never = torch.zeros(vocabulary, dtype=torch.bool)
    never[[0, 17]] = True
    numbers = torch.rand(rows, 2 * 7, generator=generator, dtype=torch.float64)
    samples = kernel.reservoir(logits.expand(rows, -1), never, temperature, numbers, block=8, dtype=torch.float64)
    probabilities = (logits / temperature).masked_fill(never, float("-inf")).double().softmax(0)
    counts = torch.bincount(samples, minlength=vocabulary).double()
    deviation = (counts - rows * probabilities).abs() / (rows * probabilities * (1 - probabilities)).sqrt()
    assert counts[never].sum() == 0 and deviation[~never].max() < 4.5, deviation.max()


def correlation(a, b):
    return torch.corrcoef(torch.stack([a.flatten(), b.flatten()]))[0, 1].abs().item()


def test_the_numbers_are_uniform_and_independent():
    keys = torch.tensor([12345, 2 ** 31 + 7])
    masked = torch.zeros(2, 40, dtype=torch.bool)
    masked[:, ::2] = True
    seeds = kernel.row_seeds(masked, keys, int(masked.sum()), "cpu")
    assert torch.equal(seeds[:20], 12345 + (torch.arange(20) << 32))
    count = 2 * kernel.BLOCK
    numbers = kernel.uniforms(seeds, count)  # 40 rows: 327,680 numbers
    ranked = numbers.flatten().sort().values
    uniform = (torch.arange(len(ranked)) + 0.5) / len(ranked)
    assert (ranked - uniform).abs().max() < 0.005  # Kolmogorov-Smirnov: 0.0024 at the 5% level
    assert numbers.min() >= 0 and numbers.max() < 1
    assert correlation(numbers[:, 0::2], numbers[:, 1::2]) < 0.01  # a tile's U and U'
    assert correlation(numbers[:, :-2], numbers[:, 2:]) < 0.01  # the next tile's
    assert correlation(numbers[:, :kernel.BLOCK], numbers[:, kernel.BLOCK:]) < 0.01  # uniforms' next program's
    assert correlation(numbers[:19], numbers[1:20]) < 0.01  # one example's consecutive rows
    assert torch.equal(kernel.uniforms(seeds[7:8], count)[0], numbers[7])  # the seed's, whatever the batch


def test_through_the_model_a_rows_samples_belong_to_its_example(monkeypatch):
    """As ``test_xlm_e_model.test_keyed_samples_belong_to_the_example``, on the kernel's path (which a GPU
    takes): the same replacements for a row sampled in a batch of four or alone, others for another
    update's keys, never a special symbol."""
    monkeypatch.setattr(kernel, "applies", lambda logits: True)
    dictionary = make_dictionary()
    model = make_model(dictionary)
    tokens, masked = make_batch(dictionary)
    ids, objectives = torch.tensor([5, 6, 7, 8]), torch.zeros(4, dtype=torch.long)
    keys = noise_keys(tokens, ids, objectives, dictionary.pad(), 1, 10)
    logits = torch.randn(int(masked.sum()), len(dictionary), generator=torch.Generator().manual_seed(0))
    together = model.sample_replacements(logits, masked, keys)
    rows = masked.sum(1).tolist()
    start = sum(rows[:2])
    alone = model.sample_replacements(logits[start:start + rows[2]], masked[2:3], keys[2:3])
    assert rows[2] > 3 and torch.equal(together[start:start + rows[2]], alone)
    later = noise_keys(tokens, ids, objectives, dictionary.pad(), 1, 11)
    assert not torch.equal(model.sample_replacements(logits, masked, later), together)
    assert not model.never_sample[together].any()
    unkeyed = model.sample_replacements(logits)
    assert unkeyed.shape == together.shape and not torch.equal(unkeyed, model.sample_replacements(logits))


def test_the_gpu_benchmark_checks_the_kernel_then_times_both_paths(monkeypatch, capsys):
    """benchmarks/replacement_sampling.py, a step of the GPU script, on its GPU path (the kernel forced, in
    the interpreter; so that it cannot rot before a GPU runs it): the kernel against its draws in float64 on its own
    numbers, then each path keyed and from torch's stream, a row each; then the loss over the vocabulary, the kernels
    checked against PyTorch's, each path timed."""
    from conftest import REPO
    from fairseq_xl.modules import vocabulary_loss_kernel
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import replacement_sampling
    monkeypatch.setattr(kernel, "applies", lambda logits: True)
    monkeypatch.setattr(vocabulary_loss_kernel, "applies", lambda logits: True)
    monkeypatch.setattr("sys.argv", ["replacement_sampling.py", "--batch-size", "2", "--length", "64", "--vocab",
                                     "3000", "--steps", "1"])
    replacement_sampling.main()
    printed = capsys.readouterr().out
    rows = int(re.search(r"\| (\d+) masked rows of 2 x 64, vocabulary 3000", printed).group(1))
    assert f"kernel against its draws in float64 on its own numbers: 1.0000 of {rows} rows equal" in printed
    timed = re.findall(r"^\| (kernel|PyTorch), (keyed \(training\)|torch's stream) +[\d.]+ ms", printed, re.M)
    assert len(set(timed)) == 4, printed
    assert re.search(rf"loss kernels against PyTorch's float32 on {rows} rows: loss within \S+ relative, predictions "
                     r"1.0000 equal, gradient within \S+ of its largest value", printed), printed
    assert len(re.findall(r"^\| loss, (kernels|PyTorch) .* [\d.]+ ms", printed, re.M)) == 2, printed
