"""Writes tests/file_seconds.json, the seconds each test file took (setup, call and teardown summed), from
the output of a run with ``--durations=0``. conftest.py hands the files to pytest-xdist's workers longest
first, so that neither worker ends on a long file while the other waits; refresh it when a file's cost
changes much:

    .venv/bin/python -m pytest tests -q -n auto --dist loadfile --durations=0 > /tmp/run.txt
    .venv/bin/python tests/file_seconds.py /tmp/run.txt
"""
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

LINE = re.compile(r"^\s*([0-9.]+)s (?:setup|call|teardown)\s+(tests/[^:]+\.py)::")


def main(output: str):
    seconds = defaultdict(float)
    with open(output, encoding="utf-8") as lines:
        for line in lines:
            found = LINE.match(line)
            if found:
                seconds[found.group(2)] += float(found.group(1))
    if not seconds:
        sys.exit(f"{output}: no durations (run pytest with --durations=0)")
    ordered = {name: round(total, 1) for name, total in sorted(seconds.items(), key=lambda item: -item[1])}
    (Path(__file__).parent / "file_seconds.json").write_text(json.dumps(ordered, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
