"""A multiple-choice task of real text, to try fairseq's ``sentence_ranking`` route on this machine: which of N lines
translates an English line (the embedded corpus's test pairs, ``corpus/para/test.en-LANG``).

    python examples/translation_choice.py OUT [--lang de] [--choices 2] [--train 160] [--valid 40]

OUT gets ``{train,valid}.input0`` (the English lines: the contexts), ``.input1`` ... ``.inputN`` (the choices: the
line's translation and the translations of N - 1 other lines) and ``.label`` (the right choice's index, from 0), the
raw files of fairseq's CommonsenseQA recipe, which the XLM-E guide's "Multiple choice" commands binarize. The right
choice's place turns with the example, so that every place is right equally often; valid's lines follow train's.
"""
import argparse
import os
import sys
from typing import List, Tuple

from fairseq_xl.guards import reader

PARA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "para")


def examples(lang: str, choices: int, start: int, count: int) -> List[Tuple[str, List[str], int]]:
    """``count`` examples from the ``start``-th test pair on: (the English line, its choices, the right one's index).
    The wrong choices are the translations ``count``, ``2 count``, ... lines further on (wrapping round)."""
    english, other = (list(reader.text_lines(os.path.join(PARA, f"test.en-{lang}.{side}"))) for side in ("en", lang))
    if choices < 2 or start + count > len(english) or choices * count > len(english):
        raise ValueError(f"{choices} choices for {count} examples from line {start}: corpus/para/test.en-{lang} has "
                         f"{len(english)} pairs")
    rows = []
    for row in range(start, start + count):
        wrong = [other[(row + k * count) % len(other)].rstrip("\n") for k in range(1, choices)]
        right = (row + 1) % choices
        rows.append((english[row].rstrip("\n"), wrong[:right] + [other[row].rstrip("\n")] + wrong[right:], right))
    return rows


def write(out: str, split: str, rows: List[Tuple[str, List[str], int]]) -> None:
    columns = [[context for context, _, _ in rows]] + [list(column) for column in zip(*(row for _, row, _ in rows))]
    for index, lines in enumerate(columns):
        with open(os.path.join(out, f"{split}.input{index}"), "w", encoding="utf-8") as handle:
            handle.writelines(line + "\n" for line in lines)
    with open(os.path.join(out, f"{split}.label"), "w", encoding="utf-8") as handle:
        handle.writelines(f"{label}\n" for _, _, label in rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="a new folder")
    parser.add_argument("--lang", default="de", choices=("de", "es", "fr", "ru"), help="the choices' language")
    parser.add_argument("--choices", type=int, default=2)
    parser.add_argument("--train", type=int, default=160)
    parser.add_argument("--valid", type=int, default=40)
    args = parser.parse_args(argv)
    if os.path.exists(args.out):
        parser.error(f"{args.out} exists; choose a new folder (nothing is overwritten)")
    try:
        splits = {"train": examples(args.lang, args.choices, 0, args.train),
                  "valid": examples(args.lang, args.choices, args.train, args.valid)}
    except ValueError as error:
        parser.error(str(error))
    os.makedirs(args.out)
    for split, rows in splits.items():
        write(args.out, split, rows)
    print(f"| wrote {args.out}: train ({args.train}) and valid ({args.valid}) examples, input0 (English) and "
          f"input1-input{args.choices} ({args.lang} choices), label")


if __name__ == "__main__":
    sys.exit(main())
