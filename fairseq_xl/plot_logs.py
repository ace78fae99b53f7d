"""Training curves from fairseq logs, several runs on one figure.

    python -m fairseq_xl.plot_logs train.log other/train.log tb_logdir/ -o curves.png

A run is a file of fairseq's log output (``--log-format simple`` or ``json``, as printed, or
as ``--log-file`` writes it) or a ``--tensorboard-logdir`` folder. Every objective's loss,
accuracy, precision and recall, the learning rate and the throughput (``wps``) are drawn
against ``num_updates``, one panel per metric: the training log lines (``train_inner``) as
solid lines, validation (not for lr and wps) as dashed lines with markers.
"""
import argparse
import logging
import math
import os
import re
import struct
from collections import defaultdict
from typing import Dict, List, Optional, Sequence, Tuple

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import reader

Series = Dict[Tuple[str, str], List[Tuple[int, float]]]  # (tag, metric) -> [(update, value)]

LOG_LINE = re.compile(r"\| (train_inner|valid|train) \| (.*)$")
INNER_PREFIX = re.compile(r"^epoch \d+:\s+\d+ / \d+ ")
TAGS = ("train_inner", "valid")
TRAINING_ONLY = ("lr", "wps")  # validation's wps measures inference, not training


def is_plotted(metric: str) -> bool:
    return (metric in ("loss", "lr", "wps")
            or metric.endswith(("_loss", "_acc", "_accuracy", "_precision", "_recall")))


def _number(text: str) -> Optional[float]:
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def parse_log_line(line: str) -> Optional[Tuple[str, Dict[str, float]]]:
    """(tag, {metric: value}) of one fairseq log line, else None. Lines as printed carry their
    tag ("... | INFO | train_inner | ..."); lines of ``--log-file`` are the bare message, whose
    form tells the tag. Both in simple or json format."""
    line = line.rstrip("\n")
    match = LOG_LINE.search(line)
    if match is not None:
        tag, rest = match.groups()
    elif line.startswith("{"):
        tag, rest = None, line
    elif INNER_PREFIX.match(line):
        tag, rest = "train_inner", line
    elif " | valid on '" in line:
        tag, rest = "valid", line
    else:
        return None
    if rest.startswith("{"):
        try:
            stats = reader.parse_json(rest, "log line")
        except reader.ReceivedFileError:
            return None
        if not isinstance(stats, dict):
            return None
        if tag is None:  # end-of-epoch and validation records prefix every key with their tag
            tag = next((name for name in ("valid", "train") if any(key.startswith(name + "_") for key in stats)),
                       "train_inner")
        stats = {key[len(tag) + 1:] if key.startswith(tag + "_") else key: value for key, value in stats.items()}
    elif tag == "train_inner":
        stats = dict(item.split("=", 1) for item in INNER_PREFIX.sub("", rest).split(", ") if "=" in item)
    else:
        stats = dict(part.strip().split(" ", 1) for part in rest.split(" | ") if " " in part.strip())
    values = {key: _number(value) for key, value in stats.items()}
    return tag, {key: value for key, value in values.items() if value is not None}


def read_log(path: str) -> Series:
    series: Series = defaultdict(list)
    for line in reader.text_lines(path, what="fairseq log", errors="replace"):
        parsed = parse_log_line(line)
        if parsed is None or parsed[0] not in TAGS or "num_updates" not in parsed[1]:
            continue
        tag, stats = parsed
        step = stats.pop("num_updates")
        if not math.isfinite(step):
            continue
        step = int(step)
        for metric, value in stats.items():
            series[tag, metric].append((step, value))
    return series


def tfrecords(path: str, folder: str):
    """The records of a TFRecord file (TensorBoard's event files) inside ``folder``: length, its CRC,
    data, its CRC. A record that claims more bytes than the file holds is refused unread; one cut
    short at the end (a file still being written) ends the file."""
    with reader.open_binary(path, folder, what="TensorBoard event file") as handle:
        size = os.fstat(handle.fileno()).st_size
        for number in range(1, size // 16 + 2):
            header = handle.read(12)
            if len(header) < 12:
                return
            (length,) = struct.unpack("<Q", header[:8])
            if length > size - handle.tell():
                if handle.tell() + 4 * 1024 < size:  # not the last record of a file being written
                    reader.refuse(path, f"record {number} claims {length:,} bytes, more than the file holds "
                                        f"({size:,}); not a TensorBoard event file")
                return
            data = handle.read(length)
            handle.read(4)  # the data's CRC, not checked: fairseq wrote the file
            yield number, data


def read_tensorboard(logdir: str) -> Series:
    """Scalars of every event file under logdir; the tag is the sub-folder (``train_inner``, ``valid``, ...), or
    logdir's own name for its own files (one such folder given: ``--tensorboard-logdir``'s ``train_inner``)."""
    from google.protobuf.message import DecodeError
    from tensorboardX.proto import event_pb2

    series: Series = defaultdict(list)
    for folder, _, files in sorted(os.walk(logdir)):
        tag = os.path.relpath(folder, logdir)
        tag = os.path.basename(os.path.abspath(logdir)) if tag == "." else tag
        for name in sorted(files):
            if "tfevents" not in name:
                continue
            path = os.path.join(folder, name)
            for number, record in tfrecords(path, logdir):
                try:
                    event = event_pb2.Event.FromString(record)
                except DecodeError:
                    reader.refuse(path, f"record {number} is not a TensorBoard event")
                for value in event.summary.value:
                    if value.WhichOneof("value") == "simple_value":
                        series[tag, value.tag].append((event.step, value.simple_value))
    return series


def read_run(path: str) -> Series:
    if os.path.isdir(path):
        series = read_tensorboard(path)
        where = "no TensorBoard scalars (event files of --tensorboard-logdir)"
    elif os.path.isfile(path):
        series = read_log(path)
        where = "no fairseq log lines with num_updates (train_inner / valid, --log-format simple or json)"
    else:
        raise FileNotFoundError(f"{path}: no such log file or TensorBoard folder")
    if not series:
        raise InputError(f"{path}: {where}")
    return series


def plot(runs: Sequence[Series], labels: Sequence[str], output: str,
         metrics: Optional[Sequence[str]] = None) -> List[str]:
    """Draws every run's metrics (those of ``is_plotted``, or ``metrics``) into ``output``;
    returns the metrics drawn."""
    logging.getLogger("matplotlib").setLevel(logging.WARNING)  # importing fairseq sets the root logger to DEBUG
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    found = sorted({metric for series in runs for tag, metric in series if tag in TAGS})
    chosen = list(metrics) if metrics else [metric for metric in found if is_plotted(metric)]
    missing = [metric for metric in chosen if metric not in found]
    if missing:  # e.g. a run shorter than --log-interval has no lr yet: draw the rest
        logging.getLogger(__name__).warning(f"--metrics: {', '.join(missing)} in none of the runs, left out "
                                            f"(they have: {', '.join(found)})")
        chosen = [metric for metric in chosen if metric in found]
    if not found:  # e.g. a run shorter than --log-interval, or a TensorBoard folder of its end-of-epoch records
        tags = sorted({tag for series in runs for tag, _ in series})
        raise InputError(f"the runs hold no training (train_inner) or validation (valid) records, only "
                         f"{', '.join(tags)}: draw a run that logged every --log-interval updates, or the "
                         "--tensorboard-logdir folder itself")
    if not chosen:
        raise InputError("none of the runs logged the metrics asked for (default: losses, accuracies, lr, wps)")
    columns = min(3, len(chosen))
    rows = -(-len(chosen) // columns)
    figure, axes = plt.subplots(rows, columns, figsize=(5 * columns, 3.4 * rows), squeeze=False)
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for axis, metric in zip(axes.flat, chosen):
        for index, (series, label) in enumerate(zip(runs, labels)):
            colour = colours[index % len(colours)]
            for tag, style in (("train_inner", dict(linestyle="-", marker=".")),
                               ("valid", dict(linestyle="--", marker="o"))):
                if tag == "valid" and metric in TRAINING_ONLY:
                    continue
                points = sorted(series.get((tag, metric), []))
                if points:
                    steps, values = zip(*points)
                    axis.plot(steps, values, color=colour,
                              label=f"{label} ({'train' if tag == 'train_inner' else tag})",
                              markersize=3, **style)
        axis.set_title(metric)
        axis.set_xlabel("updates")
        axis.grid(alpha=0.3)
    for axis in axes.flat[len(chosen):]:
        axis.axis("off")
    handles, names = axes.flat[0].get_legend_handles_labels()
    figure.legend(handles, names, loc="lower center", ncol=min(4, len(names)), fontsize="small")
    figure.tight_layout(rect=(0, 0.06 + 0.02 * (len(names) // 4), 1, 1))
    figure.savefig(output, dpi=110)
    plt.close(figure)
    return chosen


def main(argv: Optional[Sequence[str]] = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m fairseq_xl.plot_logs", description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="fairseq log files or --tensorboard-logdir folders")
    parser.add_argument("-o", "--output", required=True, help="PNG file to write")
    parser.add_argument("--labels", help="comma-separated names of the runs (default: their paths)")
    parser.add_argument("--metrics", help="comma-separated metrics to draw (default: losses, accuracies, "
                                          "precision, recall, lr, wps)")
    args = parser.parse_args(argv)
    labels = args.labels.split(",") if args.labels else list(args.runs)
    if len(labels) != len(args.runs):
        parser.error(f"--labels: {len(labels)} names for {len(args.runs)} runs")
    try:
        runs = [read_run(path) for path in args.runs]
    except (ValueError, OSError) as error:  # reader's refusals, a run with nothing to draw
        parser.error(str(error))
    metrics = [metric.strip() for metric in args.metrics.split(",")] if args.metrics else None
    drawn = plot(runs, labels, args.output, metrics)
    print(f"| wrote {args.output}: {', '.join(drawn)}")


if __name__ == "__main__":
    main()
