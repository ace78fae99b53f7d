"""``--no-repeat-ngram-size`` on the CPU (fairseq issue #5206, fixed in fairseq_xl.compat):
every token that would repeat an n-gram of the hypothesis so far is banned, nothing else."""
import math

import pytest
import torch
from fairseq.ngram_repeat_block import NGramRepeatBlock

import fairseq_xl  # noqa: F401


def naive_bans(hypothesis, n):
    seen = {tuple(hypothesis[i:i + n]) for i in range(len(hypothesis) - n + 1)}
    return {token for token in range(10) if tuple(hypothesis[len(hypothesis) - n + 1:] + [token]) in seen}


@pytest.mark.parametrize("n", [1, 2, 3])
def test_repeated_ngrams_are_banned_at_every_step(n):
    hypotheses = [[2, 5, 6, 5, 6, 5], [2, 7, 7, 7, 8, 7], [2, 3, 4, 5, 6, 7]]
    buffer = torch.full((3, 12), 1)  # the generator's token buffer: max_len + 2, padding after the step
    buffer[:, :6] = torch.tensor(hypotheses)
    blocker = NGramRepeatBlock(n, use_extension=False)
    for step in range(6):
        lprobs = blocker(buffer, torch.zeros(3, 10), bsz=1, beam_size=3, step=step)
        for row, hypothesis in enumerate(hypotheses):
            banned = {token for token in range(10) if lprobs[row, token] == -math.inf}
            assert banned == naive_bans(hypothesis[:step + 1], n), (n, step, row)
            assert (lprobs[row][lprobs[row] != -math.inf] == 0).all()
    assert naive_bans(hypotheses[0], 2) == {6}, "the reference itself is not vacuous"
