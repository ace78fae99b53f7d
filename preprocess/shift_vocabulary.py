"""Write the shifted-vocabulary copy of a binarized folder: every language but English (``--keep``)
reads its pieces from a disjoint copy of the vocabulary, so that no piece is shared across a
translation pair (``fairseq_xl/evaluation/shifted_vocabulary.py`` says why and how).

    python preprocess/shift_vocabulary.py DATA OUT [--keep en]

DATA: a folder of preprocess/prepare_xlm_e_data.sh or prepare_marge_data.sh; OUT must not exist
(it is written as OUT.partial and renamed when complete). Train on OUT as on DATA; the retrieval
evaluation (examples/evaluate_retrieval.py --data OUT, examples/compare.py --shifted) shifts the
test sentences of the shifted languages the same way.
"""
import argparse
import os
import sys

from fairseq_xl.evaluation.shifted_vocabulary import shift_folder
from fairseq_xl.guards.output_folder import output_folder


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", help="binarized folder (dict.txt, LANG/ or SRC-TGT datasets)")
    parser.add_argument("out", help="folder to create (must not exist)")
    parser.add_argument("--keep", default="en", help="comma-separated languages that keep the original pieces "
                                                     "(default en)")
    args = parser.parse_args(argv)
    if not os.path.isfile(os.path.join(args.data, "dict.txt")):
        parser.error(f"{args.data}: no dict.txt; give a folder of preprocess/prepare_xlm_e_data.sh")
    try:
        with output_folder(args.out) as partial:
            description = shift_folder(args.data, partial, args.keep.split(","))
    except (ValueError, FileExistsError) as error:
        parser.error(str(error))
    print(f"| shifted vocabulary in {os.path.normpath(args.out)}: [{' '.join(description['shifted'])}] shifted, "
          f"[{' '.join(description['kept'])}] kept")


if __name__ == "__main__":
    sys.exit(main())
