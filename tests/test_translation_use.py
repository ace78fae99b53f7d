"""fairseq_xl.evaluation.translation_use on pairs whose translation is known token by token: each target
sentence is its source with every id moved by SHIFT. A masked LM and a discriminator that read the partner
(oracles, computed here from the row layout <s> e </s> </s> f </s>) gain what a hand count says they must; an
untrained XLM-E gains nothing within its standard error."""
import math

import pytest
import torch
from fairseq.data import indexed_dataset

from fairseq_xl.evaluation import translation_use
from test_xlm_e_model import make_dictionary, make_model

SHIFT, WORDS, PAIRS = 20, 20, 60


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    """A dictionary of 40 words + <mask>, a tiny XLM-E on it, and a folder with PAIRS pairs aa-bb."""
    folder = tmp_path_factory.mktemp("pairs")
    dictionary = make_dictionary(2 * WORDS)
    generator = torch.Generator().manual_seed(3)
    source = [torch.cat([torch.randint(dictionary.nspecial, dictionary.nspecial + WORDS,
                                       (int(torch.randint(4, 12, (1,), generator=generator)),), generator=generator),
                         torch.tensor([dictionary.eos()])]) for _ in range(PAIRS)]
    target = [torch.cat([row[:-1] + SHIFT, row[-1:]]) for row in source]
    for lang, rows in (("aa", source), ("bb", target)):
        builder = indexed_dataset.make_builder(str(folder / f"train.aa-bb.{lang}.bin"), "mmap",
                                               vocab_size=len(dictionary))
        for row in rows:
            builder.add_item(row.int())
        builder.finalize(str(folder / f"train.aa-bb.{lang}.idx"))
    torch.manual_seed(0)
    model = make_model(dictionary).eval()
    hub = type("Hub", (), {"model": model, "task": type("Task", (), {"source_dictionary": dictionary})})
    return hub, folder, dictionary


def partners(tokens: torch.Tensor, eos: int) -> torch.Tensor:
    """For each position of rows <s> e </s> </s> f </s>, the token at the same place in the other side, the
    translation of this one if the pair is true; -1 where the row has no other side (<s> s </s>) or it is
    shorter."""
    found = torch.full_like(tokens, -1)
    for row, aligned in zip(tokens, found):
        ends = row.eq(eos).nonzero().flatten().tolist()
        if len(ends) < 3:
            continue
        first = range(1, ends[0])
        second = range(ends[1] + 1, ends[2])
        for i, position in enumerate(first):
            if i < len(second):
                aligned[position], aligned[second[i]] = row[second[i]], row[position]
    return found


def translated(partner: torch.Tensor, nspecial: int) -> torch.Tensor:
    """The word the partner's token translates, -1 where there is none."""
    word = torch.where(partner >= nspecial + SHIFT, partner - SHIFT, partner + SHIFT)
    return torch.where(partner >= 0, word, -1)


def test_a_masked_lm_that_reads_the_translation_gains_what_its_hand_count_says(setup, monkeypatch):
    hub, folder, dictionary = setup
    vocab = len(dictionary)

    def oracle(model, tokens, masked, mask_index):
        """p = 0.9 on the translation of the partner's aligned token, the rest spread evenly; uniform alone."""
        guess = translated(partners(tokens, dictionary.eos()), dictionary.nspecial)[masked]
        log_probs = torch.full((len(guess), vocab), math.log(1 / vocab))
        has = guess.ge(0)
        log_probs[has] = math.log(0.1 / (vocab - 1))
        log_probs[has, guess[has]] = math.log(0.9)
        return log_probs

    monkeypatch.setattr(translation_use, "masked_lm_log_probs", oracle)
    monkeypatch.setattr(translation_use, "BOOTSTRAP", 50)
    report = translation_use.partner_report(hub, str(folder), "train")
    assert report["pairs"] == PAIRS and report["units"] == 4 * PAIRS and report["skipped_pairs"] == 0
    assert report["masked"] > 100
    assert report["bits"]["translation"] == pytest.approx(-math.log2(0.9), abs=1e-5)  # every token found
    assert report["bits"]["none"] == pytest.approx(math.log2(vocab), abs=1e-5)
    # another pair's partner: a guess is right only by chance (1 in 20 words) and a wrong one costs
    # log2((V - 1) / 0.1) bits, a position past a shorter partner log2(V)
    assert math.log2(vocab) + 1 < report["bits"]["other"] < math.log2((vocab - 1) / 0.1)
    assert report["bits_gain"] == pytest.approx(report["bits"]["other"] - report["bits"]["translation"])
    assert 0 < report["bits_gain_se"] < 0.3
    # an XLM-E model: its discriminator is scored on the oracle's replacements; beside the translation they are
    # the original 9 times in 10, from the sentence alone (uniform over 41 words) almost never
    assert report["replaced"] < 0.15 * report["masked"] and report["replaced_drawn_alone"] > 0.9 * report["masked"]


def test_a_discriminator_that_reads_the_translation_finds_every_replacement_beside_it(setup, monkeypatch):
    hub, folder, dictionary = setup
    model = hub.model
    monkeypatch.setattr(translation_use, "BOOTSTRAP", 50)

    seen = []

    def features(tokens):
        seen.append(tokens)
        return tokens[..., None].float(), {}

    class Head(torch.nn.Module):
        def forward(self, states):
            """+1 where the token is not the translation of its partner's, -1 where it is, 0 without a partner."""
            tokens = states[..., 0].long()
            expected = translated(partners(tokens, dictionary.eos()), dictionary.nspecial)
            return torch.where(expected.lt(0), 0.0, torch.where(tokens.ne(expected), 1.0, -1.0))

    monkeypatch.setattr(model, "extract_features", features)
    monkeypatch.setattr(model, "rtd_head", Head())
    report = translation_use.partner_report(hub, str(folder), "train")
    assert report["replaced"] > 50 and report["scored"] > 1000
    eos = dictionary.eos()
    assert len(seen) % 6 == 0  # each batch: the three conditions, for each of the two sources of replacements
    for beside, other, alone in zip(seen[0::3], seen[1::3], seen[2::3]):
        for rows in zip(beside, other, alone):  # the same corrupted sentence in all three
            halves = [[row[1:ends[0]], row[ends[1] + 1:ends[2]]] for row in rows[:2]
                      for ends in [row.eq(eos).nonzero().flatten().tolist()]]
            sentence = rows[2][1:rows[2].eq(eos).nonzero()[0, 0]]
            assert all(any(torch.equal(sentence, half) for half in pair) for pair in halves)
    assert report["auc"]["translation"] == 1.0
    assert report["auc"]["none"] == 0.5  # every score 0: all ties
    assert report["auc"]["other"] < 0.75
    assert report["auc_gain"] > 0.25 and 0 < report["auc_gain_se"] < 0.05
    assert report["auc_drawn_alone"]["translation"] == 1.0 and report["auc_drawn_alone"]["none"] == 0.5
    assert report["replaced_drawn_alone"] > 50 and report["auc_drawn_alone_gain"] > 0.25
    # the untrained generator reads nothing: its gain is 0 within its standard error
    assert abs(report["bits_gain"]) < 3 * report["bits_gain_se"] + 1e-3
    assert report["bits"]["translation"] == pytest.approx(math.log2(len(dictionary)), abs=0.5)


def test_models_that_do_not_read_pairs_as_one_sequence_are_refused(setup):
    hub, folder, _ = setup
    other = type("Hub", (), {"model": torch.nn.Linear(2, 2), "task": hub.task})
    with pytest.raises(ValueError, match="reads pairs as one sequence"):
        translation_use.partner_report(other, str(folder), "train")
    with pytest.raises(FileNotFoundError, match="valid.aa-bb.aa"):
        translation_use.partner_report(hub, str(folder), "valid")
