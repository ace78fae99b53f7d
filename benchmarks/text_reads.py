"""What reading the pipelines' raw text through the check costs (``preprocess/check_text.py``'s ``checked_lines``):
against a read of the whole file at once (the check before 2026-12-02), in the same process, on real text (the
embedded corpus's monolingual files repeated to ``--megabytes``): the check's time and its peak of Python memory
(``tracemalloc``); MARGE's documents streamed (``document_files.documents``) against a whole list of lines; and
SentencePiece's training given the checked lines (``preprocess/spm.py``) against the same files given by path,
the pieces compared.

    python benchmarks/text_reads.py [--megabytes 200] [--train-megabytes 8] [--rounds 3]

CPU, one process; the files are written to a temporary folder and removed.
"""
import argparse
import os
import sys
import tempfile
import time
import tracemalloc

import sentencepiece

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "preprocess"))
import check_text  # noqa: E402  (preprocess/, as the pipelines run it)
import spm  # noqa: E402

from fairseq_xl.data.document_files import documents  # noqa: E402
from fairseq_xl.guards import reader  # noqa: E402


def whole_file_lines(path):
    """The check as it was: the whole file read, decoded and searched at once, then split."""
    text = reader.read_bytes(path).decode("utf-8")
    assert check_text.NOT_TEXT.search(text) is None
    lines = text.split("\n")
    return lines[:-1] if lines[-1] == "" else lines


def corpus(folder: str, megabytes: float, name: str, separator: str = "") -> str:
    """A file of the corpus's monolingual lines repeated to ``megabytes`` (``separator`` between the repeats:
    an empty line makes each repeat a document)."""
    text = "".join(reader.read_text(os.path.join(REPO, "corpus/mono", f"train.{lang}"))
                   for lang in ("en", "de", "ru"))
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as out:
        for _ in range(max(1, round(megabytes * 2 ** 20 / len(text.encode())))):
            out.write(text + separator)
    return path


def measured(work, rounds: int):
    """(best seconds of ``rounds``, peak bytes of Python memory in one more run, its result)."""
    seconds = float("inf")
    for _ in range(rounds):
        started = time.perf_counter()
        work()
        seconds = min(seconds, time.perf_counter() - started)
    tracemalloc.start()
    result = work()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return seconds, peak, result


def row(what, new, old):
    (new_s, new_peak, _), (old_s, old_peak, _) = new, old
    return (f"| {what} | {new_s:.2f} s, {new_peak / 2 ** 20:,.0f} MiB | {old_s:.2f} s, {old_peak / 2 ** 20:,.0f} MiB "
            f"| {new_s / old_s:.2f}x, {new_peak / old_peak:.2f}x |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=200)
    parser.add_argument("--train-megabytes", type=float, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        text = corpus(folder, args.megabytes, "train.en")
        docs = corpus(folder, args.megabytes, "docs.en", separator="\n")
        size = os.path.getsize(text) / 2 ** 20
        print(f"| measure ({size:,.0f} MiB of text) | streamed, checked | whole file | ratio (time, memory) |")
        print("| --- | --- | --- | --- |")
        streamed = measured(lambda: sum(1 for _ in check_text.checked_lines(text)), args.rounds)
        whole = measured(lambda: len(whole_file_lines(text)), args.rounds)
        assert streamed[2] == whole[2]
        print(row(f"the check of a file ({whole[2]:,} lines)", streamed, whole))
        streamed = measured(lambda: sum(1 for _ in documents(docs, check_text.checked_lines(docs))), args.rounds)
        whole = measured(lambda: len(list(documents(docs, whole_file_lines(docs)))), args.rounds)
        assert streamed[2] == whole[2]
        print(row(f"MARGE's documents counted ({whole[2]:,})", streamed, whole))
        small = corpus(folder, args.train_megabytes, "small.en")
        settings = dict(vocab_size=2000, character_coverage=0.9999, model_type="unigram", input_sentence_size=2_000_000,
                        shuffle_input_sentence=True, bos_id=-1, eos_id=-1, unk_id=0, minloglevel=2)
        seconds = {}
        for how, source in (("lines", lambda: dict(sentence_iterator=spm.training_lines([small], [], 2_000_000))),
                            ("path", lambda: dict(input=small))):
            started = time.perf_counter()
            sentencepiece.SentencePieceTrainer.train(model_prefix=os.path.join(folder, how), **source(), **settings)
            seconds[how] = time.perf_counter() - started
        pieces = [[line.split("\t")[0] for line in reader.read_text(os.path.join(folder, f"{how}.vocab")).splitlines()]
                  for how in ("lines", "path")]
        megabytes = os.path.getsize(small) / 2 ** 20
        same = pieces[0] == pieces[1]
        print(f"| SentencePiece's training ({megabytes:,.0f} MiB, 2,000 pieces; the same pieces: {same})"
              f" | {seconds['lines']:.2f} s (the checked lines) | {seconds['path']:.2f} s (the path) "
              f"| {seconds['lines'] / seconds['path']:.2f}x |")


if __name__ == "__main__":
    main()
