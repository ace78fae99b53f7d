"""A checkpoint's own objective on held-out text beside the baselines that need no training.

    python examples/objective.py CHECKPOINT --data DATA [--max-batches 40]

For an untrained model of the checkpoint's configuration and for the checkpoint, on the validation
split of DATA with the task's own masks and targets (``fairseq_xl.evaluation.objective_report``):
bits per predicted token (XLNet: the partial-prediction targets; XLM-E: the generator's masked
tokens; VECO: CA-MLM's masked tokens; MARGE: the target document; RoBERTa: the masked tokens) beside
a unigram and a bigram model counted on DATA's training text, then one sentence on what they show.
XLM-E's discriminator: ``examples/xlm_e/diagnose.py``.
"""
import argparse
import sys

from fairseq_xl.evaluation.objective_report import prediction_report, standing
from fairseq_xl.hub import load_hub_or_exit


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="the binarized folder the model was trained on")
    parser.add_argument("--max-batches", type=int, default=40, help="validation batches scored")
    args = parser.parse_args(argv)
    reports = []
    for label, random_init in (("untrained", True), (args.checkpoint.split("/")[-1], False)):
        hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=random_init, script="objective.py")
        report = prediction_report(hub, args.max_batches)
        print(f"| objective [{label}]: {report['bits']:.2f} bits per predicted token on held-out text (unigram model "
              f"{report['unigram_bits']:.2f}, bigram model {report['bigram_bits']:.2f}; {report['predicted']} tokens)",
              flush=True)
        reports.append(report)
    untrained, trained = reports
    print(f"| this run shows: the model's predictions are {standing(trained)} ({trained['bits']:.2f} bits against "
          f"{trained['unigram_bits']:.2f} and {trained['bigram_bits']:.2f}; untrained {untrained['bits']:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
