"""The text side of ``prepare_classification.sh``: a classification task's TEXT<TAB>LABEL (or
TEXT<TAB>TEXT2<TAB>LABEL) files, checked (one line named per problem), encoded with a pre-training
folder's vocabulary, split into train / valid / test_LANG files of pieces (``SPLIT.input0``,
``SPLIT.input1``) and labels (``SPLIT.label``), with the label dictionary (``labels``) and the number
of text columns (``columns``). With ``--labels FILE`` (a classifier's labels in the order of its outputs, one
``LABEL COUNT`` line each, as ``fairseq_xl.hf.import_xlmr`` writes ``label_dict.txt``), the label dictionary lists
them in that order, so that each label gets the id of the head's output for it; without it, the training split's
labels in sorted order."""
import argparse
import os
import re
import sys
from collections import Counter

from fairseq.data import encoders

import fairseq_xl  # noqa: F401  (registers --bpe xlm_fastbpe; the guards check the codes file)
from fairseq_xl.guards import reader
from fairseq_xl.hf.sequence_classifier import read_labels
from fairseq_xl.hub import text_encoding


def read(path: str):
    rows = []
    for number, line in enumerate(reader.text_lines(path, os.path.dirname(os.path.abspath(path)), "task file"), 1):
        fields = line.rstrip("\n").split("\t")
        if len(fields) not in (2, 3) or not all(field.strip() for field in fields):
            sys.exit(f"error: {path}, line {number}: not TEXT<TAB>LABEL or TEXT<TAB>TEXT2<TAB>LABEL with every "
                     "field non-empty")
        rows.append(fields)
    if not rows:
        sys.exit(f"error: {path}: empty")
    return rows


def classifier_labels(path: str):
    """The label names of ``--labels``, in order (``sequence_classifier.read_labels``), two or more."""
    try:
        names = read_labels(path, os.path.dirname(os.path.abspath(path)))
    except (OSError, ValueError) as error:  # the reader's refusals, and a line that is not LABEL [COUNT]
        sys.exit(f"error: {error}")
    if len(names) < 2:
        sys.exit(f"error: {path}: {len(names)} labels (a classifier has two or more)")
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--valid-share", type=float, default=0.1)
    parser.add_argument("--labels", help="the labels in the order of a classifier's outputs (label_dict.txt)")
    args = parser.parse_args()
    names = sorted(os.listdir(args.task))
    for name in names:  # a test file's language becomes a split's name, on fairseq-preprocess's command line
        if name.startswith(("train.", "test.")) and not re.fullmatch(r"(train|test)\.[A-Za-z_]+", name):
            sys.exit(f"error: {args.task}/{name}: not train.LANG or test.LANG (LANG of letters and _, as "
                     "prepare_xlm_e_data.sh's); rename it")
    train_name = next(name for name in names if name.startswith("train."))
    train = read(os.path.join(args.task, train_name))
    cut = len(train) - max(1, int(len(train) * args.valid_share))
    splits = {"train": train[:cut], "valid": train[cut:]}
    for name in names:
        if name.startswith("test."):
            splits[f"test_{name.split('.', 1)[1]}"] = read(os.path.join(args.task, name))
    columns = {len(row) - 1 for rows in splits.values() for row in rows}
    if len(columns) != 1:
        sys.exit(f"error: {args.task}: files mix single sentences and pairs")
    train_labels = Counter(row[-1] for row in splits["train"])
    order = classifier_labels(args.labels) if args.labels else sorted(train_labels)
    unknown = sorted({row[-1] for rows in splits.values() for row in rows} - set(order))
    if unknown and args.labels:
        sys.exit(f"error: {args.task}: labels {unknown} are not in {args.labels}, the classifier's labels {order}")
    if unknown:
        sys.exit(f"error: {args.task}: labels {unknown} appear outside the training split; every label must be trained")
    bpe = encoders.build_bpe(argparse.Namespace(**text_encoding(args.data)))
    os.makedirs(args.out)
    for split, rows in splits.items():
        for column in range(len(rows[0]) - 1):
            with open(os.path.join(args.out, f"{split}.input{column}"), "w", encoding="utf-8") as handle:
                handle.writelines(bpe.encode(row[column]) + "\n" for row in rows)
        with open(os.path.join(args.out, f"{split}.label"), "w", encoding="utf-8") as handle:
            handle.writelines(row[-1] + "\n" for row in rows)
    with open(os.path.join(args.out, "labels"), "w", encoding="utf-8") as handle:
        handle.writelines(f"{label} {train_labels[label]}\n" for label in order)
    with open(os.path.join(args.out, "columns"), "w") as handle:
        handle.write(str(columns.pop()))
    print(f"| {args.task}: {len(splits['train'])} train, {len(splits['valid'])} valid examples, "
          f"{len(splits) - 2} test languages, labels {', '.join(order)}")


if __name__ == "__main__":
    main()
