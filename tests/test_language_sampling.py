"""p_l proportional to n_l^alpha (XLM-E eq. 9), resampled per epoch."""
import numpy as np
import pytest
from fairseq.data import ListDataset

from fairseq_xl.data import language_sampling_probabilities, resample_languages

from conftest import REPO


def test_probabilities_follow_eq_9():
    sizes = {"en": 10000, "de": 1000, "ru": 100}
    p = language_sampling_probabilities(sizes, alpha=0.7)
    weights = {lang: n ** 0.7 for lang, n in sizes.items()}
    for lang in sizes:
        assert p[lang] == pytest.approx(weights[lang] / sum(weights.values()))
    assert language_sampling_probabilities(sizes, 1.0)["ru"] == pytest.approx(100 / 11100)
    assert language_sampling_probabilities(sizes, 0.0)["ru"] == pytest.approx(1 / 3)


def test_resampled_sizes_and_epochs():
    datasets = {lang: ListDataset([f"{lang}{i}" for i in range(n)], np.ones(n, dtype=np.int64))
                for lang, n in (("en", 900), ("ru", 100))}
    sampled = resample_languages(datasets, alpha=0.5, seed=1, epoch=1)
    p = language_sampling_probabilities({"en": 900, "ru": 100}, 0.5)
    assert [len(d) for d in sampled.datasets] == [round(p["en"] * 1000), round(p["ru"] * 1000)]
    first = [sampled[i] for i in range(len(sampled))]
    assert sum(item.startswith("ru") for item in first) == round(p["ru"] * 1000)
    sampled.set_epoch(2)
    assert [sampled[i] for i in range(len(sampled))] != first, "a new sample every epoch"


def epoch_batches(data_bin, flags, load_epoch, epochs):
    """The batches (example ids, and the real and padded tokens of each) that fairseq's iterator makes of a
    task's training data for each of ``epochs``, the data loaded at ``load_epoch`` (1: a run from its start; k: a
    run resumed in epoch k, which fairseq loads at the checkpoint's epoch)."""
    import fairseq_xl  # noqa: F401  (the tasks)
    from fairseq import options, tasks
    from fairseq.dataclass.utils import convert_namespace_to_omegaconf

    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(data_bin), "--user-dir", str(REPO / "fairseq_xl"), "--arch",
                                                "xlm_e_tiny", "--criterion", "replaced_token_detection",
                                                "--tokens-per-sample", "128", "--seed", "1", "--cpu", *flags])
    task = tasks.setup_task(convert_namespace_to_omegaconf(args).task)
    task.load_dataset("train", epoch=load_epoch)
    dataset = task.dataset("train")
    found = {}
    for epoch in epochs:  # as fairseq-train asks for each epoch's iterator (trainer.get_train_iterator)
        iterator = task.get_batch_iterator(dataset, max_tokens=2048, max_positions=128, seed=1, epoch=epoch)
        sizes = dataset.sizes  # the epoch's sample
        found[epoch] = [(batch.tolist(), int(sizes[batch].sum()), len(batch) * int(sizes[batch].max()))
                        for batch in map(np.asarray, iterator.frozen_batches)]
    return found


@pytest.mark.parametrize("flags", [["--task", "trtd", "--langs", "none", "--skip-long-pairs"],
                                   ["--task", "mrtd", "--langs", "all"]], ids=["trtd pairs alone", "mrtd"])
def test_every_epoch_batches_its_own_sample_by_length_as_a_resumed_run_does(data_bin, flags):
    """One objective over several languages (pairs) resampled per epoch: each epoch's batches are sorted by
    the lengths of that epoch's sample (little padding, about as many batches every epoch), and are the
    batches a run resumed in that epoch builds (fairseq fast-forwards the resumed epoch to the checkpoint's
    position in them)."""
    continuing = epoch_batches(data_bin, flags, 1, (1, 2, 3))
    for epoch, batches in continuing.items():
        real, padded = sum(tokens for _, tokens, _ in batches), sum(size for _, _, size in batches)
        assert real / padded > 0.8, f"epoch {epoch}: {real} tokens in batches of {padded}"
    counts = [len(batches) for batches in continuing.values()]
    assert max(counts) <= 1.1 * min(counts), counts
    assert [ids for ids, _, _ in continuing[2]] != [ids for ids, _, _ in continuing[1]], "a new sample and order"
    for epoch in (2, 3):
        resumed = epoch_batches(data_bin, flags, epoch, (epoch,))
        assert resumed[epoch] == continuing[epoch]
