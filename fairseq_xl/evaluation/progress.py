"""Periodic counts for long steps (encoding, evaluation, fine-tuning), printed to stderr as
fairseq's own tools log them (``| what: done / total``), so that stdout keeps only results."""
import sys


def report(what: str, done: int, total: int = 0, every: int = 1, extra: str = "") -> None:
    """Print ``| what: done / total`` when ``done`` is a multiple of ``every`` or the last one."""
    if done % every == 0 or done == total:
        count = f"{done} / {total}" if total else str(done)
        print(f"| {what}: {count}{extra}", file=sys.stderr, flush=True)
