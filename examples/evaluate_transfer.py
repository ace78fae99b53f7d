"""Zero-shot cross-lingual transfer accuracy of an encoder checkpoint (fine-tuned on English only).

    python examples/evaluate_transfer.py CHECKPOINT --data DATA \
        [--train corpus/transfer/train.en] [--test corpus/transfer/test.{en,de,fr,es,ru}] \
        [--random-init] [--bag-of-subwords] [--seeds 1 2]

CHECKPOINT and DATA as for examples/evaluate_retrieval.py (XLM-E, XLNet, VECO, MARGE, or
fairseq's own ``masked_lm``: the MLM baseline). The training file and each test
file hold ``text<TAB>label`` lines; a test set is named by its file's last suffix (``test.de``:
de), the first one is the source language of the transfer gap. Defaults: the embedded task
(``corpus/transfer``, preprocess/build_transfer_task.sh). The fine-tuning recipe is fixed
(fairseq_xl/evaluation/transfer.py); each seed fine-tunes a fresh copy of the checkpoint.
"""
import argparse
import os
import sys

from fairseq_xl.hub import load_hub_or_exit
from fairseq_xl.evaluation.transfer import bag_of_subwords_accuracy, finetune_accuracy, read_examples, transfer_gap

TASK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "transfer")


def row(label, accuracy):
    """One printed row: every language's accuracy, then (with more than one test language) the
    other languages' mean and the transfer gap."""
    scores = f"| transfer [{label}] " + "  ".join(f"{name} {100 * value:.1f}" for name, value in accuracy.items())
    if len(accuracy) < 2:
        return scores + "  | one test language: no other languages' mean or transfer gap"
    source = next(iter(accuracy))
    gap = transfer_gap(accuracy, source)
    return scores + f"  | others' mean {100 * (accuracy[source] - gap):.1f}  gap {100 * gap:.1f}"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="folder with dict.txt and spm.model")
    parser.add_argument("--train", default=os.path.join(TASK, "train.en"), help="text<TAB>label file")
    parser.add_argument("--test", nargs="+", default=[os.path.join(TASK, f"test.{lang}") for lang in
                                                      ("en", "de", "fr", "es", "ru")], help="text<TAB>label files")
    parser.add_argument("--random-init", action="store_true", help="an untrained model of the same config")
    parser.add_argument("--bag-of-subwords", action="store_true",
                        help="also the subword-count classifier and the majority class (the reference rows)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--lr", type=float, default=3e-4)
    args = parser.parse_args(argv)
    names = [os.path.basename(path).rsplit(".", 1)[-1] for path in args.test]
    if len(set(names)) != len(names):
        parser.error(f"--test: two files share a language suffix ({names})")
    try:
        train = read_examples(args.train)
        tests = {name: read_examples(path) for name, path in zip(names, args.test)}
    except (OSError, ValueError) as error:
        parser.error(str(error))
    label = "random init" if args.random_init else os.path.basename(args.checkpoint)
    if args.bag_of_subwords:
        hub = load_hub_or_exit(parser, args.checkpoint, args.data)
        majority = max(sorted(set(train[1])), key=train[1].count)
        shares = {name: labels.count(majority) / len(labels) for name, (_, labels) in tests.items()}
        print(row("majority class", shares))
        print(row("bag of subwords", bag_of_subwords_accuracy(hub.encode, len(hub.task.source_dictionary),
                                                              train, tests)))
    for seed in args.seeds:
        hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=args.random_init, seed=seed)
        accuracy = finetune_accuracy(hub, train, tests, epochs=args.epochs, lr=args.lr, seed=seed)
        print(row(f"{label}, seed {seed}", accuracy))


if __name__ == "__main__":
    sys.exit(main())
