"""What the gate's check of a data-bin's token ids costs (``fairseq_xl/guards/data_index.py``): fairseq's read of
an item against the checked read, in the same process, on DATA's binarized text (the check of each block of
items, made once, and a read after it); then, for ``--task mrtd``'s training examples on that data, how many
reads of the ``.bin`` an example makes, and the examples' time with and without the check in alternating rounds.

    python benchmarks/token_id_check.py DATA [--langs de,en] [--tokens-per-sample 512] [--rounds 8]

DATA: a folder ``preprocess/prepare_xlm_e_data.sh`` wrote. One thread, CPU.
"""
import argparse
import os
import statistics
import time

import torch
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401  (the gate)
from fairseq.data import data_utils, indexed_dataset
from fairseq_xl.guards import data_index
from fairseq_xl.tasks.mrtd import MRTDConfig, MRTDTask


def best_seconds(work, repeats: int = 5) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data")
    parser.add_argument("--langs", default="all")
    parser.add_argument("--tokens-per-sample", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    torch.set_num_threads(1)
    task = MRTDTask.setup_task(OmegaConf.structured(MRTDConfig(
        data=args.data, langs=args.langs, tokens_per_sample=args.tokens_per_sample, seed=1, train_subset="train")))
    task.load_dataset("train")
    examples = task.dataset("train")
    lang = sorted(name for name in os.listdir(args.data) if os.path.isfile(os.path.join(args.data, name, "train.bin")))
    text = data_utils.load_indexed_dataset(os.path.join(args.data, lang[0], "train"), task.dictionary)
    blocks = range((len(text) + data_index.TOKEN_BLOCK - 1) // data_index.TOKEN_BLOCK)
    first = best_seconds(lambda: [data_index.check_tokens(text, block, text.symbols) for block in blocks])
    reads = range(len(text))
    per_read = {name: best_seconds(lambda: [read(text, i) for i in reads]) / len(text) * 1e6
                for name, read in (("checked", data_index._getitem), ("fairseq", data_index._fairseq_getitem))}
    print(f"| {text._path}.bin, {len(text):,} items of {text.sizes.mean():.0f} tokens on average: the blocks' check "
          f"{first / len(text) * 1e6:.3f} us an item, once; then a read checked {per_read['checked']:.2f} us, "
          f"fairseq's {per_read['fairseq']:.2f} us ({per_read['checked'] / per_read['fairseq']:.2f}x)")

    reads_made = [0]

    def counted(dataset, i):
        reads_made[0] += 1
        return data_index._fairseq_getitem(dataset, i)

    every = range(len(examples))
    indexed_dataset.MMapIndexedDataset.__getitem__ = counted
    [examples[i] for i in every]
    print(f"| mrtd, {args.tokens_per_sample} tokens an example: {reads_made[0] / len(examples):.2f} reads of the .bin "
          "an example")
    ratios = []
    for _ in range(args.rounds):
        times = {}
        for name, read in (("checked", data_index._getitem), ("fairseq", data_index._fairseq_getitem)):
            indexed_dataset.MMapIndexedDataset.__getitem__ = read
            times[name] = best_seconds(lambda: [examples[i] for i in every], repeats=3) / len(examples) * 1e6
        ratios.append(times["checked"] / times["fairseq"])
    indexed_dataset.MMapIndexedDataset.__getitem__ = data_index._getitem
    print(f"| an example: checked / fairseq's {statistics.median(ratios):.3f}x (median of {args.rounds} rounds, "
          f"{min(ratios):.3f}-{max(ratios):.3f}); last round {times['checked']:.0f} against {times['fairseq']:.0f} us")


if __name__ == "__main__":
    main()
