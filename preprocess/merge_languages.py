"""Join the per-language monolingual data of prepare_xlm_e_data.sh into one binarized
dataset in the layout of fairseq's own ``masked_lm`` task (OUT/{train,valid}.{bin,idx},
OUT/dict.txt), so that the MLM baseline trains on exactly the text and dictionary of the
plugin's tasks. The languages follow one another (fairseq's ``merge_file_``, no re-encoding);
``masked_lm`` shuffles its blocks.

With ``--pairs``, the translation pairs of DATA follow as items of their own, ``e </s> </s> f
</s>`` (RoBERTa's sentence-pair format, as TRTD builds them; masked_lm prepends ``<s>``): the
data of the MLM+TLM baseline (XLM's translation language modelling, Lample & Conneau 2019,
section 3.3), trained with ``--sample-break-mode complete`` so that no pair is cut. Unlike
XLM's TLM, fairseq's RoBERTa has no language embeddings and does not restart the target's
positions.

    python preprocess/merge_languages.py DATA OUT [--langs de,en] [--pairs all | --pairs en-de,en-ru]
"""
import argparse
import os
import re
import shutil
import sys

import torch
from fairseq.data import Dictionary, data_utils, indexed_dataset

from fairseq_xl.guards import reader  # the package's guards too: every index is checked before it is merged


def languages(data: str, split: str):
    return sorted(name for name in os.listdir(data)
                  if os.path.exists(os.path.join(data, name, f"{split}.idx")))


def language_pairs(data: str, split: str):
    """The pairs SRC-TGT of DATA with both sides binarized for ``split``."""
    pairs = set()
    for name in os.listdir(data):
        match = re.fullmatch(rf"{split}\.(\w+)-(\w+)\.(\w+)\.idx", name)
        other_side = os.path.join(data, f"{split}.{match[1]}-{match[2]}.{match[2]}.idx") if match else None
        if match and match[3] == match[1] and os.path.exists(other_side):
            pairs.add(f"{match[1]}-{match[2]}")
    return sorted(pairs)


def add_pairs(builder, data: str, split: str, pair: str, eos: int):
    """Append each translation pair of ``pair`` as one item ``e </s> </s> f </s>``."""
    src, tgt = pair.split("-")
    prefix = os.path.join(data, f"{split}.{pair}.")
    sides = [data_utils.load_indexed_dataset(prefix + lang, None, "mmap") for lang in (src, tgt)]
    if len(sides[0]) != len(sides[1]):
        raise SystemExit(f"{prefix}{src} and {prefix}{tgt}: {len(sides[0])} vs {len(sides[1])} items; "
                         f"rebuild DATA with preprocess/prepare_xlm_e_data.sh")
    separator = torch.tensor([eos], dtype=torch.int64)
    for source, target in zip(*sides):
        builder.add_item(torch.cat([source.long(), separator, target.long()]))
    return len(sides[0])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", help="binarized data of preprocess/prepare_xlm_e_data.sh")
    parser.add_argument("out", help="folder to create (must not exist)")
    parser.add_argument("--langs", help="comma-separated languages (default: every language folder of DATA)")
    parser.add_argument("--pairs", help="also the translation pairs: 'all' (every pair of DATA) or comma-separated "
                                        "pairs such as en-de,en-ru (the MLM+TLM baseline's data)")
    args = parser.parse_args(argv)
    if os.path.exists(args.out):
        parser.error(f"{args.out} exists; choose a new folder")
    dict_path = os.path.join(args.data, "dict.txt")
    if not os.path.exists(dict_path):
        parser.error(f"{dict_path}: no dictionary; build DATA with preprocess/prepare_xlm_e_data.sh")
    available = languages(args.data, "train")
    chosen = args.langs.split(",") if args.langs else available
    unknown = [lang for lang in chosen if lang not in available]
    if unknown or not chosen:
        parser.error(f"--langs: no train data for {', '.join(unknown) or 'any language'} in {args.data} "
                     f"(found: {', '.join(available) or 'nothing'})")
    pairs = []
    if args.pairs:
        found = language_pairs(args.data, "train")
        pairs = found if args.pairs == "all" else args.pairs.split(",")
        unknown = [pair for pair in pairs if pair not in found]
        if unknown or not pairs:
            parser.error(f"--pairs: no train pairs {', '.join(unknown) or ''} in {args.data} "
                         f"(found: {', '.join(found) or 'nothing'})")
    dictionary = Dictionary.load(dict_path)
    partial = args.out + ".partial"
    if os.path.exists(partial):
        parser.error(f"{partial} exists (an interrupted run's, or someone's); remove it or choose another OUT")
    os.makedirs(partial)
    try:
        write(args, dictionary, chosen, pairs, partial)
    except BaseException:
        shutil.rmtree(partial)
        raise
    os.rename(partial, args.out)


def write(args, dictionary, chosen, pairs, partial):
    """OUT.partial/{train,valid}.{bin,idx}, dict.txt, spm.model and (from a shifted DATA) shifted.json."""
    for split in ("train", "valid"):
        present = [lang for lang in chosen if os.path.exists(os.path.join(args.data, lang, f"{split}.idx"))]
        split_pairs = sorted(set(pairs) & set(language_pairs(args.data, split)))
        if not present and not split_pairs:
            continue
        builder = indexed_dataset.make_builder(os.path.join(partial, f"{split}.bin"), "mmap",
                                               vocab_size=len(dictionary))
        for lang in present:
            builder.merge_file_(os.path.join(args.data, lang, split))
        counts = [f"{pair} ({add_pairs(builder, args.data, split, pair, dictionary.eos())} pairs)"
                  for pair in split_pairs]
        builder.finalize(os.path.join(partial, f"{split}.idx"))
        print(f"| {split}: {', '.join(present + counts)} -> {os.path.join(args.out, split)}")
    for name in ("dict.txt", "spm.model", "shifted.json"):
        if os.path.lexists(os.path.join(args.data, name)):
            reader.copy_in(os.path.join(args.data, name), args.data, os.path.join(partial, name))


if __name__ == "__main__":
    sys.exit(main())
