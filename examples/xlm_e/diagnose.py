"""What an XLM-E checkpoint has learned, against trivial baselines and its untrained model.

    python examples/xlm_e/diagnose.py CHECKPOINT --data DATA [--max-batches 60] [--train-batches 30]

On the validation split of DATA (with the masks and sampling noise the task gives validation),
for an untrained model of the checkpoint's configuration and for the checkpoint
(``fairseq_xl.evaluation.objective_report``): the generator's masked-token cross-entropy against a unigram
and a bigram model counted on the folder's training text (its first 2M tokens); the
discriminator's ROC-AUC against a context-blind detector (each token id's replaced rate in the
model's own replacements on ``--train-batches`` training batches), its AUC within token id,
recall and order sensitivity (correlation of its logits with each row's word order scrambled; 1
means it uses no word order). Then one sentence on what these say.
"""
import argparse
import sys

from fairseq_xl.hub import load_hub_or_exit
from fairseq_xl.evaluation.objective_report import prediction_report, replaced_token_report, standing


def lines(label, report):
    yield (f"| diagnostics [{label}] generator: {report['bits']:.2f} bits per masked token "
           f"(unigram model {report['unigram_bits']:.2f}, bigram model {report['bigram_bits']:.2f})")
    yield (f"| diagnostics [{label}] discriminator: AUC {report['auc']:.3f} against the context-blind detector's "
           f"{report['context_blind_auc']:.3f}; within token id {report['auc_within_token']:.3f} (context-blind: "
           f"0.5); recall {report['recall']:.3f}; loss {report['bce_bits']:.3f} bits (base rate "
           f"{report['base_rate_bits']:.3f})")
    yield (f"| diagnostics [{label}] order: logit correlation with the words scrambled "
           f"{report['logit_order_correlation']:.3f}, feature correlation {report['feature_order_correlation']:.3f} "
           "(1: no use of word order)")


def verdict(untrained, trained):
    generator = standing(trained)
    detector = ("better than" if trained["auc"] > trained["context_blind_auc"] + 0.01 else
                "no better than")
    order = trained["logit_order_correlation"]
    # an untrained model's logits change with word order too (they are noise): order counts as used
    # only where it helps, i.e. the discriminator tells replaced from original within a token id
    uses_order = ("does not use word order yet" if order >= 0.99 else
                  "uses word order" if trained["auc_within_token"] > 0.55 else
                  "changes with word order without detecting better within a token id, as an untrained model does")
    return (f"| this run shows: the generator is {generator} ({trained['bits']:.2f} bits, untrained "
            f"{untrained['bits']:.2f}); the discriminator is {detector} a detector that ignores context "
            f"(AUC {trained['auc']:.3f} against {trained['context_blind_auc']:.3f}) and {uses_order} "
            f"(logit correlation with the words scrambled {order:.3f}).")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="the binarized folder the model was trained on")
    parser.add_argument("--max-batches", type=int, default=60,
                        help="validation batches (of the checkpoint's --max-tokens) scored")
    parser.add_argument("--train-batches", type=int, default=30,
                        help="training batches the context-blind detector is fitted on")
    args = parser.parse_args(argv)
    reports = []
    for label, random_init in (("random init", True), (args.checkpoint.split("/")[-1], False)):
        hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=random_init, kinds=("xlm_e",),
                               script="diagnose.py")
        report = {**prediction_report(hub, args.max_batches),
                  **replaced_token_report(hub, args.max_batches, args.train_batches)}
        for line in lines(label, report):
            print(line, flush=True)
        reports.append(report)
    print(verdict(*reports))
    return 0


if __name__ == "__main__":
    sys.exit(main())
