"""MARGE batch construction on hand-made graphs: thresholding keeps exactly the best
monolingual and cross-lingual pairs, and greedy batching gives the batches the weights imply."""
import numpy as np

from fairseq_xl.data.marge_batches import Links, greedy_batches, threshold_links, threshold_matrix


def links(*edges):
    """(target, evidence, weight) triples."""
    targets, evidence, weights = map(np.array, zip(*edges))
    return Links(targets, evidence, np.zeros(len(edges)), weights.astype(float))


def as_sets(batches):
    return sorted((sorted(targets), sorted(evidence)) for targets, evidence in batches)


def test_thresholding_keeps_the_top_pairs_of_each_kind_and_never_a_self_link():
    languages = np.array(["en", "en", "de", "de"])
    similarity = np.array([[9.0, 0.9, 0.8, 0.1],
                           [0.9, 9.0, 0.2, 0.7],
                           [0.8, 0.2, 9.0, 0.3],
                           [0.1, 0.7, 0.3, 9.0]])
    kept = threshold_matrix(similarity, languages, monolingual_per_target=0.5, crosslingual_per_target=1.0)
    pairs = {(t, e): (s, w) for t, e, s, w in zip(kept.targets, kept.evidence, kept.scores, kept.weights)}
    # 2 monolingual links (0<->1 at 0.9 beats 2<->3 at 0.3), 4 cross-lingual (0<->2 at 0.8, 1<->3 at 0.7)
    assert pairs == {(0, 1): (0.9, 1.0), (1, 0): (0.9, 1.0), (0, 2): (0.8, 100.0), (2, 0): (0.8, 100.0),
                     (1, 3): (0.7, 100.0), (3, 1): (0.7, 100.0)}


def test_thresholding_of_a_one_language_shard_has_no_cross_lingual_links():
    similarity = np.random.RandomState(0).rand(5, 5)
    kept = threshold_matrix(similarity, np.array(["en"] * 5))
    assert len(kept) == 20 and (kept.weights == 1.0).all() and (kept.targets != kept.evidence).all()


def test_exact_thresholding_of_the_matrix_equals_thresholding_every_pair():
    """threshold_matrix (exact search) keeps what threshold_links keeps from the list of all
    n^2 pairs, ties included (scores rounded to one decimal: many ties)."""
    generator = np.random.RandomState(1)
    for n in (3, 7, 20):
        similarity = np.round(generator.rand(n, n), 1)
        languages = generator.choice(["en", "de", "ru"], n)
        targets, evidence = np.divmod(np.arange(n * n), n)
        for mono, cross in ((4, 4), (0.5, 2), (0, 1)):
            expected = threshold_links(targets, evidence, similarity.ravel(), languages, mono, cross)
            found = threshold_matrix(similarity, languages, mono, cross)
            for name in ("targets", "evidence", "scores", "weights"):
                assert np.array_equal(getattr(found, name), getattr(expected, name)), (n, mono, cross, name)


def test_batches_follow_the_weights_whatever_the_seed_order():
    graph = links((0, 1, 100), (0, 2, 1), (3, 1, 100), (4, 5, 1))
    lengths = [10] * 6
    for seed in range(5):
        assert as_sets(greedy_batches(graph, lengths, max_tokens=30, seed=seed)) == [
            ([0, 3], [1]), ([4], [5])], "the cross-lingual neighbour 3 of evidence 1 beats evidence 2"
        assert as_sets(greedy_batches(graph, lengths, max_tokens=40, seed=seed)) == [
            ([0, 3], [1, 2]), ([4], [5])]


def test_a_cross_lingual_link_is_worth_a_hundred_monolingual_ones():
    graph = links(*[(0, e, 1) for e in range(1, 100)], (0, 100, 100))
    lengths = [1] * 101
    [(targets, evidence)] = greedy_batches(graph, lengths, max_tokens=2)
    assert (targets, evidence) == ([0], [100])


def test_targets_without_evidence_that_fits_wait_and_no_document_is_both():
    graph = links((0, 1, 100), (1, 0, 100), (2, 3, 1), (3, 2, 1), (4, 0, 1))
    lengths = [10, 10, 10, 50, 10]
    batches = greedy_batches(graph, lengths, max_tokens=30, seed=1)
    for targets, evidence in batches:
        assert not set(targets) & set(evidence)
        assert sum(lengths[d] for d in targets + evidence) <= 30
    reconstructed = [t for targets, _ in batches for t in targets]
    assert 2 not in reconstructed, "its only evidence (3, 50 tokens) never fits"
    assert sorted(reconstructed) == sorted(set(reconstructed)), "each target once per index"
    assert set(reconstructed) == {0, 1, 4}, "3 alone (50 tokens) is over the budget"
