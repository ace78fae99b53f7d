"""Where in the network an alignment is: each method's centred retrieval layer by layer (layer 0: the
embeddings), one line per trained point coloured by the model compute it had trained (its colour bar; by
training minutes where a point lacks it), its untrained model dashed, chance and the length-only matcher;
one panel per method and seed. Reads compare.py's results.jsonl files (through its reader) and draws the
points that have ``retrieval_by_layer`` (``--by tokens``: ``token_match_by_layer``, the retrieval by the pairs'
tokens of ``compare.py --token-match``); a point in several files is drawn once.

    python examples/baselines/by_layer.py docs/results/shifted160.seed1.jsonl docs/results/shifted_trtd.jsonl \
        --out docs/figures/shifted_by_layer.png [--by tokens]
"""
import argparse
import logging
import numbers
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compare import read_results  # noqa: E402


FIELDS = {"mean": "retrieval_by_layer", "tokens": "token_match_by_layer"}  # --by: compare.py's field


def layers(entry: dict, where: str, field: str = FIELDS["mean"]):
    """The point's centred retrieval by layer in ``field``, or None where it has none; an error for anything but
    numbers."""
    by_layer = entry.get(field)
    if by_layer is None:
        return None
    values = by_layer.get("centred_") if isinstance(by_layer, dict) else None
    if not isinstance(values, list) or not values or not all(
            isinstance(value, numbers.Real) and not isinstance(value, bool) for value in values):
        raise ValueError(f"{where}: {field}.centred_ is {values!r}, not a list of numbers")
    return values


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="+", type=Path, help="compare.py's results.jsonl files")
    parser.add_argument("--out", type=Path, required=True, help="the figure (.png)")
    parser.add_argument("--by", choices=FIELDS, default="mean",
                        help="retrieval by the sentences' mean states (default) or by their tokens (compare.py "
                             "--token-match)")
    args = parser.parse_args(argv)
    field, points = FIELDS[args.by], {}
    for path in args.results:
        for key, entry in read_results(path).items():
            if layers(entry, f"{path}, {key}", field) is not None:
                points[key] = entry
    if not points:
        parser.error(f"no point with {field} in " + ", ".join(map(str, args.results)))
    entries = list(points.values())
    spent = "compute" if all("compute" in entry for entry in entries) else "minutes"
    logging.getLogger("matplotlib").setLevel(logging.WARNING)  # importing fairseq (compare) logs at DEBUG
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    runs = sorted({(entry["method"], entry["seed"]) for entry in entries})
    most = max(entry[spent] for entry in entries) or 1
    colours = plt.get_cmap("viridis")
    figure, axes = plt.subplots(1, len(runs), figsize=(3.4 * len(runs), 3.4), sharey=True, squeeze=False)
    for axis, (method, seed) in zip(axes[0], runs):
        for entry in sorted((e for e in entries if (e["method"], e["seed"]) == (method, seed)), key=lambda e: e[spent]):
            values, untrained = entry[field]["centred_"], entry["updates"] == 0
            axis.plot(range(len(values)), values, marker="o", linestyle="--" if untrained else "-",
                      color="grey" if untrained else colours(entry[spent] / most),
                      label="untrained" if untrained else None)
        for key, colour, label in (("chance", "black", "chance"), ("length_only", "red", "length-only")):
            if isinstance(entries[0].get(key), numbers.Real):
                axis.axhline(entries[0][key], color=colour, linewidth=0.8, linestyle=":", label=label)
        axis.set_title(f"{method}, seed {seed}", fontsize=10)
        axis.set_xlabel("layer (0: embeddings)")
        axis.set_xticks(range(len(values)))
        axis.grid(alpha=0.3)
        axis.legend(fontsize=6)
    axes[0][0].set_ylabel(f"centred top-1 retrieval{' by tokens' if args.by == 'tokens' else ''} (%)")
    figure.tight_layout()
    scale = plt.cm.ScalarMappable(cmap=colours, norm=matplotlib.colors.Normalize(0, most))
    figure.colorbar(scale, ax=axes[0].tolist(), fraction=0.02, pad=0.01,
                    label="model compute trained (TFLOP)" if spent == "compute" else "training minutes")
    figure.savefig(args.out, dpi=110, bbox_inches="tight")
    print(f"| by layer: {args.out} ({len(runs)} runs, {len(entries)} points)")


if __name__ == "__main__":
    main()
