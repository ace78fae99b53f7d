"""Join the per-language monolingual data of prepare_xlm_e_data.sh into one binarized
dataset in the layout of fairseq's own ``masked_lm`` task (OUT/{train,valid}.{bin,idx},
OUT/dict.txt), so that the MLM baseline trains on exactly the text and dictionary of the
plugin's tasks. The languages follow one another (fairseq's ``merge_file_``, no re-encoding);
``masked_lm`` shuffles its blocks.

    python preprocess/merge_languages.py DATA OUT [--langs de,en]
"""
import argparse
import os
import shutil
import sys

from fairseq.data import Dictionary, indexed_dataset


def languages(data: str, split: str):
    return sorted(name for name in os.listdir(data)
                  if os.path.exists(os.path.join(data, name, f"{split}.idx")))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", help="binarized data of preprocess/prepare_xlm_e_data.sh")
    parser.add_argument("out", help="folder to create (must not exist)")
    parser.add_argument("--langs", help="comma-separated languages (default: every language folder of DATA)")
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
    dictionary = Dictionary.load(dict_path)
    partial = args.out + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    for split in ("train", "valid"):
        present = [lang for lang in chosen if os.path.exists(os.path.join(args.data, lang, f"{split}.idx"))]
        if not present:
            continue
        builder = indexed_dataset.make_builder(os.path.join(partial, f"{split}.bin"), "mmap",
                                               vocab_size=len(dictionary))
        for lang in present:
            builder.merge_file_(os.path.join(args.data, lang, split))
        builder.finalize(os.path.join(partial, f"{split}.idx"))
        print(f"| {split}: {', '.join(present)} -> {os.path.join(args.out, split)}")
    for name in ("dict.txt", "spm.model"):
        if os.path.exists(os.path.join(args.data, name)):
            shutil.copy(os.path.join(args.data, name), partial)
    os.rename(partial, args.out)


if __name__ == "__main__":
    sys.exit(main())
