"""Model FLOPs per word of a fairseq-train command line: runs ``fairseq-train`` with the given data
and flags for a few updates (nothing saved, no validation) and counts each update's matrix-product
FLOPs, forward and backward, with torch's FlopCounterMode (attention as plain matrix products, as
``common.step_flops`` counts a benchmark's step), per word as fairseq's ``wps`` counts words (the
criterion's ``ntokens``, logged as ``wpb``). Words per second times this is the recipe's model
FLOP/s, which compares recipes of different objectives and sizes (benchmarks/recipe_speed.sh).

    python benchmarks/recipe_flops.py work/xlnet/data-bin --user-dir fairseq_xl --task permutation_lm ...

Prints one line, ``flops_per_word=<median over the counted updates>``, after fairseq's log.
"""
import argparse
import statistics
import sys
from typing import Callable, List

from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.utils.flop_counter import FlopCounterMode
from fairseq.logging import metrics
from fairseq.trainer import Trainer
from fairseq_cli import train

UPDATES = 4


def run_updates(argv: List[str], updates: int, around_update: Callable) -> None:
    """fairseq-train with ``argv`` (data and flags) for ``updates`` updates, nothing saved, no
    validation, seed 1, every update logged; ``around_update(update)`` is called for each update
    instead of ``Trainer.train_step``, ``update()`` doing it and returning its output."""
    train_step = Trainer.train_step

    def wrapped(self, samples, raise_oom=False):
        return around_update(lambda: train_step(self, samples, raise_oom))

    Trainer.train_step = wrapped
    sys.argv = ["fairseq-train", *argv, "--max-update", str(updates), "--no-save", "--disable-validation",
                "--seed", "1", "--log-interval", "1"]
    try:
        train.cli_main()
    finally:
        Trainer.train_step = train_step


def update_flags(doc: str, argv: List[str], warm: int, updates: int, rows: str):
    """The flags of a tool that looks at some updates of a recipe after WARM others (``--warm``, ``--updates``,
    ``--rows``: how many ``rows`` it prints), parsed from ``argv``; and the rest, fairseq-train's data and flags."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0], allow_abbrev=False)
    parser.add_argument("--warm", type=int, default=warm, help=f"updates before those looked at (default {warm})")
    parser.add_argument("--updates", type=int, default=updates, help=f"updates looked at (default {updates})")
    parser.add_argument("--rows", type=int, default=30, help=f"{rows} printed per table (default 30)")
    return parser.parse_known_args(argv)


def ran_all(tool: str, ran: int, args) -> None:
    """Stops, naming ``tool``, where fairseq-train ran fewer updates than ``args.warm`` + ``args.updates``."""
    if ran < args.warm + args.updates:
        sys.exit(f"{tool}: fairseq-train stopped after {ran} updates, before {args.warm} + {args.updates} (an epoch "
                 "too short, or --max-epoch?)")


def main(argv):
    per_word = []

    def counted(update):
        with sdpa_kernel([SDPBackend.MATH]), FlopCounterMode(display=False) as counter:
            output = update()
        words = metrics.get_smoothed_values("train_inner").get("wpb")  # this update's: the log interval is 1
        if output is not None and words:
            per_word.append(counter.get_total_flops() / words)
        return output

    run_updates(argv, UPDATES, counted)
    if not per_word:
        sys.exit("recipe_flops.py: no update logged its words (wpb); is this a fairseq-train command line?")
    print(f"flops_per_word={statistics.median(per_word):.0f}")


if __name__ == "__main__":
    main(sys.argv[1:])
