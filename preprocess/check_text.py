"""Validate raw text before any file is written: fail with the file and line at fault.

    check_text.py mono FILE [FILE ...]         every file non-empty, no empty line
    check_text.py pair SRC TGT                 both valid and of equal line counts
"""
import sys


def lines_of(path):
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except FileNotFoundError:
        sys.exit(f"error: {path}: no such file")
    except UnicodeDecodeError as err:
        sys.exit(f"error: {path}: not UTF-8 text ({err})")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        sys.exit(f"error: {path}: file is empty")
    for number, line in enumerate(lines, 1):
        if not line.strip():
            sys.exit(f"error: {path}:{number}: empty line (remove it, or the pair it belongs to)")
    return lines


def main(argv):
    if len(argv) < 2 or argv[0] not in ("mono", "pair") or (argv[0] == "pair" and len(argv) != 3):
        sys.exit(__doc__)
    counts = {path: len(lines_of(path)) for path in argv[1:]}
    if argv[0] == "pair" and len(set(counts.values())) != 1:
        (src, n_src), (tgt, n_tgt) = counts.items()
        sys.exit(f"error: parallel files differ in length: {src} has {n_src} lines, {tgt} has {n_tgt}")


if __name__ == "__main__":
    main(sys.argv[1:])
