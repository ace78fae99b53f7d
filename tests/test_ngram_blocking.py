"""``--no-repeat-ngram-size`` on the CPU (fairseq issue #5206, fixed for the plugin's tasks in
fairseq_xl.modules.ngram_repeat_block): every token that would repeat an n-gram of the
hypothesis so far is banned, nothing else."""
import math

import pytest
import torch
from fairseq.ngram_repeat_block import NGramRepeatBlock

from fairseq_xl.modules.ngram_repeat_block import CheckedNGramRepeatBlock, fix_generator

HYPOTHESES = [[2, 5, 6, 5, 6, 5], [2, 7, 7, 7, 8, 7], [2, 3, 4, 5, 6, 7]]


def naive_bans(hypothesis, n):
    seen = {tuple(hypothesis[i:i + n]) for i in range(len(hypothesis) - n + 1)}
    return {token for token in range(10) if tuple(hypothesis[len(hypothesis) - n + 1:] + [token]) in seen}


def banned_at_every_step(blocker):
    buffer = torch.full((3, 12), 1)  # the generator's token buffer: max_len + 2, padding after the step
    buffer[:, :6] = torch.tensor(HYPOTHESES)
    for step in range(6):
        lprobs = blocker(buffer, torch.zeros(3, 10), bsz=1, beam_size=3, step=step)
        assert (lprobs[lprobs != -math.inf] == 0).all()
        yield step, [{token for token in range(10) if lprobs[row, token] == -math.inf} for row in range(3)]


@pytest.mark.parametrize("n", [1, 2, 3])
def test_repeated_ngrams_are_banned_at_every_step(n):
    for step, banned in banned_at_every_step(CheckedNGramRepeatBlock(n, use_extension=False)):
        for row, hypothesis in enumerate(HYPOTHESES):
            assert banned[row] == naive_bans(hypothesis[:step + 1], n), (n, step, row)
    assert naive_bans(HYPOTHESES[0], 2) == {6}, "the reference itself is not vacuous"


def test_fairseq_alone_blocks_nothing_on_the_cpu():
    """Why the fix exists (the plugin leaves fairseq's class as it is): fairseq's CPU path bans no
    token where the reference bans some. When this fails, fairseq fixed #5206."""
    missed = [banned for _, rows in banned_at_every_step(NGramRepeatBlock(2, use_extension=False)) for banned in rows]
    assert all(not banned for banned in missed)


def test_fix_generator_swaps_the_blocker_and_keeps_its_size():
    generator = type("Generator", (), {})()
    generator.repeat_ngram_blocker = NGramRepeatBlock(4, use_extension=False)
    blocker = fix_generator(generator).repeat_ngram_blocker
    assert isinstance(blocker, CheckedNGramRepeatBlock) and blocker.no_repeat_ngram_size == 4
    generator.repeat_ngram_blocker = None
    assert fix_generator(generator).repeat_ngram_blocker is None
