"""The table benchmarks/recipe_speed.sh prints from its folder: each run's words/s from its
fairseq-train logs (``<run>.<round>.log``: the logged intervals after the first, total words over
total time; the fastest round), its model
FLOPs per word (``runs.txt``, benchmarks/recipe_flops.py), model GFLOP/s and its share of the
measured fp32 matrix-product peak (``common.matmul_peak_gflops``, same threads), and each recipe's
GFLOP/s against its baseline's: ``masked_lm.<recipe>`` for ``<recipe>`` and ``<recipe>.<variant>``.

    python benchmarks/recipe_speed_table.py work/recipe_speed
"""
import re
import sys
from pathlib import Path

from common import matmul_peak_gflops

WPS, WPB, UPDATES = (re.compile(rf"\b{key}=([\d.]+)") for key in ("wps", "wpb", "num_updates"))


def words_per_second(log: Path) -> float:
    """Total words over total time of the logged intervals after the first."""
    words = seconds = 0.0
    previous = None
    for line in log.read_text().splitlines():  # reader: ours (recipe_speed.sh's logs)
        if "| train_inner |" not in line:
            continue
        updates = int(UPDATES.search(line).group(1))
        if previous is not None:
            interval_words = float(WPB.search(line).group(1)) * (updates - previous)
            words += interval_words
            seconds += interval_words / float(WPS.search(line).group(1))
        previous = updates
    if not seconds:
        sys.exit(f"recipe_speed_table.py: {log} has fewer than two logged intervals (train_inner lines)")
    return words / seconds


def main(folder):
    folder = Path(folder)
    listed = (folder / "runs.txt").read_text().splitlines()  # reader: ours (recipe_speed.sh's list)
    runs = dict(line.split(" flops_per_word=") for line in listed)
    peak = matmul_peak_gflops("cpu", "fp32")
    rows = {}
    for name, flops in runs.items():
        rounds = [words_per_second(log) for log in sorted(folder.glob(f"{name}.[0-9]*.log"))]
        rows[name] = (max(rounds), float(flops), max(rounds) * float(flops) / 1e9, rounds)
    print(f"| recipe | words/s (the rounds) | model MFLOPs per word "
          f"| model GFLOP/s (share of the measured fp32 peak, {peak:.0f}) "
          "| against masked_lm of its size: words/s ratio, FLOP ratio, GFLOP/s ratio |")
    print("| --- | --- | --- | --- | --- |")
    for name, (speed, flops, gflops, rounds) in rows.items():
        baseline = rows.get(f"masked_lm.{name.split('.')[0]}")
        against = "(baseline)" if name.startswith("masked_lm.") or baseline is None else (
            f"{speed / baseline[0]:.2f}, {baseline[1] / flops:.2f}, **{gflops / baseline[2]:.2f}**")
        measured = ", ".join(f"{speed:,.0f}" for speed in rounds)
        print(f"| {name} | {max(rounds):,.0f} ({measured}) | {flops / 1e6:.2f} | {gflops:.1f} "
              f"({100 * gflops / peak:.0f}%) | {against} |")


if __name__ == "__main__":
    main(*sys.argv[1:])
