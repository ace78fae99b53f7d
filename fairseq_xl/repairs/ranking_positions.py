"""fairseq's ``sentence_ranking`` (multiple choice: fairseq's RoBERTa CommonsenseQA recipe) reads
``--max-positions``, a flag it does not define: fairseq's RoBERTa, a legacy model, defines it. The plugin's
models take their positions from the task (``EncoderConfig.max_positions``, the task's ``--tokens-per-sample``),
which ``sentence_ranking`` has not either, so ``fairseq-train --task sentence_ranking --arch xlm_e_small`` stopped in
an OmegaConf traceback, and no flag could set them. The task now defines ``--max-positions`` itself, with RoBERTa's
default (512), as ``sentence_prediction`` does; a model's config takes the flag of its field's name, so the plugin's
models are built with it. Where the model defines it already (fairseq's RoBERTa, whose flags come first), the
model's stays.
"""
import argparse
import contextlib
import functools

from fairseq.tasks.sentence_ranking import SentenceRankingTask

DEFAULT = 512  # fairseq's RoBERTa's (base_architecture), and sentence_prediction's


def _with_positions(add_args):
    @functools.wraps(add_args)
    def wrapper(parser):
        add_args(parser)
        with contextlib.suppress(argparse.ArgumentError):  # a legacy model's own (fairseq's RoBERTa)
            parser.add_argument("--max-positions", type=int, default=DEFAULT, metavar="N",
                                help="positions of the model and the longest input: the pre-training's "
                                     "--tokens-per-sample (default: %(default)s)")
    wrapper.fairseq_xl_positions = True
    return wrapper


if not getattr(SentenceRankingTask.add_args, "fairseq_xl_positions", False):
    SentenceRankingTask.add_args = staticmethod(_with_positions(SentenceRankingTask.add_args))
