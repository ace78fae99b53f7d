"""The table of ``benchmarks/learning_per_token.sh``'s runs: per variant and seed, the validation
losses against tokens seen (the curve), the training words/s, and diagnose.py's numbers of the last
checkpoint beside the untrained model's and the trivial baselines'.

    python benchmarks/learning_per_token.py OUT
"""
import argparse
import glob
import os
import re
import sys

def valid_curve(log: str):
    """(updates, MLM bits, TLM bits, MRTD loss, TRTD loss) at each validation, in order."""
    curve = []
    for line in open(log, encoding="utf-8"):  # reader: ours (the log of the run this script started)
        if "| valid | " not in line or "valid on 'valid' subset" not in line:
            continue
        fields = dict(re.findall(r"\| (\w+) ([\d.]+)", line))
        curve.append((int(fields["num_updates"]), float(fields["mlm_loss"]), float(fields["tlm_loss"]),
                      float(fields["mrtd_loss"]), float(fields["trtd_loss"])))
    return curve


def train_summary(log: str):
    """(words/s, tokens per update) of the run's last epoch summary (or last train_inner line)."""
    lines = [line for line in open(log, encoding="utf-8")  # reader: ours
             if "| train | " in line or "| train_inner | " in line]
    fields = dict(re.findall(r"\| (\w+) ([\d.]+)", lines[-1])) if lines else {}
    return float(fields.get("wps", "nan")), float(fields.get("wpb", "nan"))


def diagnostics(log: str):
    """{label: (generator bits, unigram bits, bigram bits, AUC, context-blind AUC)}."""
    out, text = {}, open(log, encoding="utf-8").read() if os.path.isfile(log) else ""  # reader: ours
    for label, bits, unigram, bigram in re.findall(r"\[(.*?)\] generator: ([\d.]+) bits per masked token "
                                                   r"\(unigram model ([\d.]+), bigram model ([\d.]+)\)", text):
        out[label] = [float(bits), float(unigram), float(bigram)]
    for label, auc, blind in re.findall(r"\[(.*?)\] discriminator: AUC ([\d.]+) against the context-blind "
                                        r"detector's ([\d.]+)", text):
        out[label] += [float(auc), float(blind)]
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    args = parser.parse_args(argv)
    runs = sorted(glob.glob(os.path.join(args.out, "*.seed*")))
    if not runs:
        parser.error(f"{args.out}: no VARIANT.seedN runs")
    print("| run | validation MLM bits (G) against tokens | validation MRTD loss (D) | words/s | "
          "generator bits (untrained; unigram, bigram) | discriminator AUC (untrained; context-blind) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for run in runs:
        curve = valid_curve(os.path.join(run, "train.log"))
        wps, wpb = train_summary(os.path.join(run, "train.log"))
        found = diagnostics(os.path.join(run, "diagnose.log"))
        mlm = ", ".join(f"{updates * wpb / 1e6:.2f}M: {m:.2f}" for updates, m, *_ in curve)
        mrtd = ", ".join(f"{d:.3f}" for *_, d, _ in curve)
        trained = next((value for label, value in found.items() if label != "random init"), None)
        untrained = found.get("random init")
        generator = discriminator = "not diagnosed yet"
        if trained and untrained:
            generator = f"{trained[0]:.2f} ({untrained[0]:.2f}; {trained[1]:.2f}, {trained[2]:.2f})"
            discriminator = f"{trained[3]:.3f} ({untrained[3]:.3f}; {trained[4]:.3f})"
        print(f"| {os.path.basename(run)} | {mlm} | {mrtd} | {wps:.0f} | {generator} | {discriminator} |")


if __name__ == "__main__":
    sys.exit(main())
