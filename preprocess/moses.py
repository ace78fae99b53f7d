"""Moses tokenisation of raw text files, the first step of XLM's BPE pipeline, with the
settings that ``--bpe xlm_fastbpe`` (fairseq_xl/data/xlm_fastbpe.py) applies to raw text at
inference, so that a hub interface reads new text as the training data was read. Each file's
language is its name's last suffix (mono/train.de, para/train.en-de.de).

    moses.py OUT_DIR FILE [FILE ...]      writes OUT_DIR/basename(FILE) for each FILE
"""
import os
import sys

from check_text import checked_lines
from fairseq_xl.data.xlm_fastbpe import moses_tokenize, moses_tokenizer


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    out, *files = argv
    for path in files:
        tokenizer = moses_tokenizer(path.rsplit(".", 1)[-1])
        with open(os.path.join(out, os.path.basename(path)), "w", encoding="utf-8") as target:
            for line in checked_lines(path):  # read once, inside its folder, and checked as it is read
                target.write(moses_tokenize(tokenizer, line) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
