"""``--no-repeat-ngram-size`` on the CPU (fairseq issue #5206).

The Python fallback of fairseq's ``NGramRepeatBlock`` (every path but the CUDA extension)
compares the tail of the whole token buffer, padding included, instead of the last n-1 generated
tokens, and so never blocks anything. ``CheckedNGramRepeatBlock`` bans exactly the tokens that
would repeat an n-gram of the hypothesis so far; the plugin's tasks put it in the generators they
build. fairseq's own tasks keep fairseq's unless ``FAIRSEQ_XL_FIX_FAIRSEQ=1``
(``fairseq_xl.repairs.opt_in``).
"""
import math

from fairseq.ngram_repeat_block import NGramRepeatBlock


def no_repeat_ngram(self, tokens, lprobs, bsz: int, beam_size: int, step: int):
    """Set lprobs [bsz * beam, V] to -inf for every token that would repeat an n-gram of
    the hypothesis so far, tokens[:, :step + 1] (its first token the decoder's start)."""
    n = self.no_repeat_ngram_size
    for row, hypothesis in enumerate(tokens[:, : step + 1].tolist()):
        prefix = hypothesis[len(hypothesis) - n + 1:]
        banned = [hypothesis[i + n - 1] for i in range(len(hypothesis) - n + 1) if hypothesis[i:i + n - 1] == prefix]
        if banned:
            lprobs[row, banned] = -math.inf
    return lprobs


class CheckedNGramRepeatBlock(NGramRepeatBlock):
    _no_repeat_ngram = no_repeat_ngram


def fix_generator(generator):
    """``generator`` (a fairseq ``SequenceGenerator``) with its n-gram blocker replaced; the
    CUDA extension, which receives the step, is kept where the blocker used it."""
    blocker = getattr(generator, "repeat_ngram_blocker", None)
    if blocker is not None and not isinstance(blocker, CheckedNGramRepeatBlock):
        fixed = CheckedNGramRepeatBlock(blocker.no_repeat_ngram_size, use_extension=blocker.use_extension)
        generator.repeat_ngram_blocker = fixed
    return generator
