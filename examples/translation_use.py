"""Does a pre-trained model use the translation beside a sentence? XLM-E's TRTD and XLM's TLM both assume it.

    python examples/translation_use.py CHECKPOINT [CHECKPOINT ...] --data DATA [--pairs-data PAIRS] \
        [--split valid] [--untrained] [--jsonl OUT]

Each side of the translation pairs of SPLIT in PAIRS (default DATA: ``SPLIT.SRC-TGT.{SRC,TGT}.{bin,idx}``,
as preprocess/prepare_xlm_e_data.sh writes them) is masked and read beside its own translation, beside another
pair's translation and alone (``fairseq_xl.evaluation.translation_use``). Printed for each checkpoint (an XLM-E
pre-training checkpoint, or fairseq's ``masked_lm`` such as the MLM+TLM baseline, whose merged folder DATA has no
pairs: give the plugin's folder as PAIRS, with the same dict.txt):

- the masked LM's (XLM-E: the generator's) bits per masked token in the three conditions, and the gain of the
  translation over another pair's, with its standard error;
- for XLM-E, the discriminator's ROC-AUC on the generator's replacements in the three conditions, and the gain;
  then the same for replacements the generator drew reading the sentence alone.

``--untrained`` prints a freshly initialised model of the first checkpoint's configuration first: its gains are 0
within their errors. ``--jsonl`` appends each report as a JSON line.
"""
import argparse
import json
import os
import sys

from fairseq_xl.evaluation.translation_use import partner_report
from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import ReceivedFileError
from fairseq_xl.hub import load_hub_or_exit

DICTIONARY_BYTES = 64 * 2 ** 20  # XLM-R's 250,002 words take 4.9 MB


def lines(label, report):
    bits = report["bits"]
    yield (f"| translation use [{label}] masked LM: {bits['translation']:.3f} bits beside its translation, "
           f"{bits['other']:.3f} beside another pair's, {bits['none']:.3f} alone; the translation's gain "
           f"{report['bits_gain']:.3f} +- {report['bits_gain_se']:.3f} bits ({report['pairs']} pairs, "
           f"{report['masked']} masked tokens)")
    sources = (("discriminator", "auc", "replaced"),
               ("discriminator, replacements drawn from the sentence alone", "auc_drawn_alone", "replaced_drawn_alone"))
    for what, key, replaced in sources if "auc" in report else ():
        auc = report[key]
        yield (f"| translation use [{label}] {what}: ROC-AUC {auc['translation']:.3f} beside its translation, "
               f"{auc['other']:.3f} beside another pair's, {auc['none']:.3f} alone; the translation's gain "
               f"{report[key + '_gain']:.4f} +- {report[key + '_gain_se']:.4f} ({report[replaced]} of "
               f"{report['scored']} tokens replaced)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoints", nargs="+", metavar="CHECKPOINT")
    parser.add_argument("--data", required=True, help="the binarized folder the checkpoints were trained on")
    parser.add_argument("--pairs-data", help="the binarized folder whose translation pairs are read (default: --data)")
    parser.add_argument("--split", default="valid", help="the pairs' split (default: valid)")
    parser.add_argument("--repeats", type=int, default=2, help="independent masks of each side (default: 2)")
    parser.add_argument("--untrained", action="store_true",
                        help="first score an untrained model of the first checkpoint's configuration")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jsonl", help="append each report to this file as a JSON line")
    args = parser.parse_args(argv)
    pairs = args.pairs_data or args.data
    if args.repeats < 1:
        parser.error(f"--repeats {args.repeats}: at least 1")
    try:  # through the gate's reader: regular files, bounded
        dictionaries = [reader.read_bytes(os.path.join(folder, "dict.txt"), limit=DICTIONARY_BYTES, what="dict.txt")
                        for folder in (args.data, pairs)]
    except (FileNotFoundError, ReceivedFileError) as error:
        parser.error(f"{error}; give a binarized folder of preprocess/prepare_xlm_e_data.sh")
    if dictionaries[0] != dictionaries[1]:
        parser.error(f"--pairs-data {pairs}: its dict.txt differs from {args.data}'s, so its ids would be read with "
                     "another vocabulary")
    runs = [(args.checkpoints[0], True)] if args.untrained else []
    for checkpoint, random_init in runs + [(checkpoint, False) for checkpoint in args.checkpoints]:
        hub = load_hub_or_exit(parser, checkpoint, args.data, random_init=random_init, seed=args.seed,
                               kinds=("xlm_e", "roberta"), script="translation_use.py")
        try:
            report = partner_report(hub, pairs, args.split, repeats=args.repeats, seed=args.seed)
        except (ValueError, FileNotFoundError) as error:
            parser.error(str(error))
        label = "random init" if random_init else checkpoint
        for line in lines(label, report):
            print(line, flush=True)
        if args.jsonl:
            with open(args.jsonl, "a") as out:
                out.write(json.dumps({"checkpoint": label, **report}) + "\n")


if __name__ == "__main__":
    sys.exit(main())
