"""The text side of ``prepare_classification.sh``: a classification task's TEXT<TAB>LABEL (or
TEXT<TAB>TEXT2<TAB>LABEL) files, checked (one line named per problem), encoded with a pre-training
folder's vocabulary, split into train / valid / test_LANG files of pieces (``SPLIT.input0``,
``SPLIT.input1``) and labels (``SPLIT.label``), with the label dictionary (``labels``) and the number
of text columns (``columns``)."""
import argparse
import os
import sys
from collections import Counter

from fairseq.data import encoders

import fairseq_xl  # noqa: F401  (registers --bpe xlm_fastbpe; the guards check the codes file)
from fairseq_xl.guards import reader
from fairseq_xl.hub import text_encoding


def read(path: str):
    rows = []
    for number, line in enumerate(reader.text_lines(path), 1):
        fields = line.rstrip("\n").split("\t")
        if len(fields) not in (2, 3) or not all(field.strip() for field in fields):
            sys.exit(f"error: {path}, line {number}: not TEXT<TAB>LABEL or TEXT<TAB>TEXT2<TAB>LABEL with every "
                     "field non-empty")
        rows.append(fields)
    if not rows:
        sys.exit(f"error: {path}: empty")
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--valid-share", type=float, default=0.1)
    args = parser.parse_args()
    names = sorted(os.listdir(args.task))
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
    unknown = sorted({row[-1] for rows in splits.values() for row in rows} - set(train_labels))
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
        handle.writelines(f"{label} {count}\n" for label, count in sorted(train_labels.items()))
    with open(os.path.join(args.out, "columns"), "w") as handle:
        handle.write(str(columns.pop()))
    print(f"| {args.task}: {len(splits['train'])} train, {len(splits['valid'])} valid examples, "
          f"{len(splits) - 2} test languages, labels {', '.join(sorted(train_labels))}")


if __name__ == "__main__":
    main()
