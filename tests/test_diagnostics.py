"""The learning diagnostics (fairseq_xl/evaluation/diagnostics.py) against brute-force definitions, and the
side-by-side script of XLM-E and Hugging Face ELECTRA end to end on a tiny run."""
import itertools
import json
import math
import sys

import pytest
import torch

from fairseq_xl.evaluation import diagnostics
from conftest import REPO, run


def brute_auc(scores, labels):
    positives = [s for s, label in zip(scores.tolist(), labels.tolist()) if label]
    negatives = [s for s, label in zip(scores.tolist(), labels.tolist()) if not label]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p, n in itertools.product(positives, negatives))
    return wins / (len(positives) * len(negatives))


def test_auc_equals_pair_counting_with_ties():
    generator = torch.Generator().manual_seed(0)
    for _ in range(5):
        scores = torch.randint(0, 6, (60,), generator=generator).double()  # many ties
        labels = torch.rand(60, generator=generator) < 0.3
        assert diagnostics.roc_auc(scores, labels) == pytest.approx(brute_auc(scores, labels))
    assert math.isnan(diagnostics.roc_auc(torch.ones(3), torch.zeros(3, dtype=torch.bool)))


def test_auc_within_token_ignores_what_a_token_id_alone_tells():
    # Token 5 is always replaced-ish by its score, token 6 not: the overall AUC is high, but
    # within each id the scores do not separate replaced from kept occurrences.
    token_ids = torch.tensor([5, 5, 5, 5, 6, 6, 6, 6])
    labels = torch.tensor([1, 0, 1, 0, 0, 0, 1, 0]).bool()
    scores = torch.tensor([0.9, 0.9, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1])
    assert diagnostics.roc_auc(scores, labels) == pytest.approx(9.5 / 15)  # above 0.5 by token id alone
    assert diagnostics.auc_within_token(scores, labels, token_ids) == pytest.approx(0.5)
    within = torch.tensor([0.9, 0.2, 0.8, 0.1, 0.3, 0.2, 0.4, 0.1])  # replaced above kept for each id
    assert diagnostics.auc_within_token(within, labels, token_ids) == pytest.approx(1.0)
    # weights: token 5 has 2 x 2 pairs, token 6 has 1 x 3
    mixed = torch.tensor([0.9, 0.2, 0.1, 0.8, 0.3, 0.2, 0.4, 0.1])  # token 5 AUC 0.5, token 6 AUC 1
    assert diagnostics.auc_within_token(mixed, labels, token_ids) == pytest.approx((0.5 * 4 + 1.0 * 3) / 7)


def test_context_blind_detector_scores_by_replaced_rate():
    detector = diagnostics.ContextBlindDetector(10)
    detector.update(torch.tensor([4, 4, 4, 4, 5, 5]), torch.tensor([1, 1, 1, 0, 0, 0]))
    scores = detector.scores(torch.tensor([4, 5, 7]))
    overall = 3 / 6
    assert scores.tolist() == pytest.approx([(3 + overall) / 5, (0 + overall) / 3, overall])


def test_bigram_model_counts_pairs_and_backs_off():
    unigram = torch.full((8,), 1 / 8).log()
    bigram = diagnostics.BigramModel(8, unigram, unigram_weight=0.2).fit(
        [torch.tensor([3, 4, 5, 3, 4, 6, 1, 1])], pad=1)
    probs = bigram.log_probs(torch.tensor([3, 4, 7]), torch.tensor([4, 5, 2])).exp().tolist()
    assert probs == pytest.approx([0.8 * 2 / 2 + 0.2 / 8, 0.8 * 1 / 2 + 0.2 / 8, 1 / 8])


def test_order_probe_tells_an_order_blind_function_from_an_order_aware_one():
    generator = torch.Generator().manual_seed(0)
    tokens = torch.randint(4, 50, (6, 12), generator=generator)
    tokens[:, 0], tokens[:, -1] = 0, 2
    keep = tokens.gt(3)
    scrambled, source = diagnostics.scramble_rows(tokens, keep, generator)
    assert torch.equal(scrambled[:, 0], tokens[:, 0]) and torch.equal(scrambled[:, -1], tokens[:, -1])
    assert torch.equal(diagnostics.unscramble(scrambled, source), tokens)
    assert not torch.equal(scrambled, tokens)
    table = torch.randn(50, 3, generator=generator)

    def blind(rows):  # a token's output depends on the token only
        return table[rows]

    def aware(rows):  # and on its left neighbour
        return table[rows] + table[torch.roll(rows, 1, dims=1)]
    for model, expected in ((blind, 1.0), (aware, None)):
        value = diagnostics.correlation(model(tokens)[keep],
                                        diagnostics.unscramble(model(scrambled), source)[keep])
        if expected is not None:
            assert value == pytest.approx(expected)
        else:
            assert value < 0.8


def test_side_by_side_script_trains_both_on_the_same_batches_and_resumes(data_bin, tmp_path):
    out = tmp_path / "out"
    flags = ["python", REPO / "examples/xlm_e/electra_side_by_side.py", "--data", data_bin, "--out", out,
             "--arch", "xlm_e_tiny", "--generator-layers", "1", "--generator-ffn-embed-dim", "64",
             "--generator-attention-heads", "2", "--tokens-per-sample", "128", "--max-tokens", "1024",
             "--warmup-updates", "2", "--eval-interval", "2", "--seeds", "3"]
    run([*flags, "--updates", "2"], env={"PYTHON": sys.executable})
    run([*flags, "--updates", "4"])  # continues from update 2
    rows = [json.loads(line) for line in (out / "results.jsonl").open()]
    assert [(r["update"], r["model"]) for r in rows] == [
        (0, "fairseq-xl"), (0, "electra"), (2, "fairseq-xl"), (2, "electra"), (4, "fairseq-xl"), (4, "electra")]
    untrained = [r for r in rows if r["update"] == 0]
    for key in ("generator_bits", "bce_bits", "auc", "logit_order_correlation"):  # the same weights on both sides
        assert untrained[0][key] == pytest.approx(untrained[1][key], rel=1e-4)
    trained = [r for r in rows if r["update"] == 4]
    assert trained[0]["tokens"] == trained[1]["tokens"] > 0
    for row in rows:
        assert row["generator_bits"] < untrained[0]["generator_bits"] + 1e-6 or row["update"] == 0
        assert row["bigram_bits"] < row["unigram_bits"]
    assert (out / "curves.png").stat().st_size > 10_000 and "| fairseq-xl | 4 |" in (out / "results.md").read_text()


def test_the_verdict_credits_word_order_only_where_it_helps(monkeypatch):
    """diagnose.py's sentence: an untrained model's logits change with word order (noise) and it
    must not be said to use it; a model that detects within a token id and changes with order does."""
    monkeypatch.syspath_prepend(str(REPO / "examples/xlm_e"))
    from diagnose import verdict

    row = {"bits": 9.0, "unigram_bits": 9.8, "bigram_bits": 7.1, "auc": 0.58, "context_blind_auc": 0.80,
           "auc_within_token": 0.50, "logit_order_correlation": 0.595}
    assert "changes with word order without detecting better within a token id" in verdict(row, row)
    assert "uses word order (" in verdict(row, dict(row, auc_within_token=0.7))
    assert "does not use word order yet" in verdict(row, dict(row, logit_order_correlation=0.996))
    assert "below the unigram model but not the bigram one" in verdict(row, row)
    assert "generator is below the bigram model" in verdict(row, dict(row, bits=7.0))


def test_feature_order_correlation_reads_any_encoders_hub():
    """compare.py's probe on every encoder: 1 for states that ignore order, lower for states that
    read a neighbour; <s>, </s> and padding stay in place."""
    from fairseq.data import Dictionary

    dictionary = Dictionary()
    for word in range(40):
        dictionary.add_symbol(f"w{word}")
    table = torch.randn(len(dictionary), 4, generator=torch.Generator().manual_seed(0))

    class Hub:
        task = type("Task", (), {"source_dictionary": dictionary})
        model = type("Model", (), {"max_positions": staticmethod(lambda: 64)})

        def __init__(self, aware):
            self.aware = aware

        def encode(self, sentence):
            return torch.tensor([dictionary.bos()] + [dictionary.index(word) for word in sentence.split()]
                                + [dictionary.eos()])

        def extract_features(self, tokens, return_all_hiddens=False):
            states = table[tokens] + (table[torch.roll(tokens, 1, dims=1)] if self.aware else 0)
            return [table[tokens], states]

    sentences = [" ".join(f"w{(7 * i + 3 * j) % 40}" for j in range(3 + i % 9)) for i in range(50)]
    assert diagnostics.feature_order_correlation(Hub(False), sentences, 1) == pytest.approx(1.0)
    assert diagnostics.feature_order_correlation(Hub(True), sentences, 1) < 0.9
    assert diagnostics.feature_order_correlation(Hub(True), sentences, 0) == pytest.approx(1.0)  # the layer asked
