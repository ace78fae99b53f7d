"""Translations beside their references, and degenerate output named (issue 43: a fine-tuning that
produced only empty translations printed "BLEU = 0.00" and nothing more).

``degenerate(hypotheses)`` says in one sentence when a system's output is degenerate: most
translations empty, one translation standing for most inputs, or most translations one character
repeated; None otherwise. ``python -m fairseq_xl.evaluation.generation_report < GENERATE_OUTPUT``
reads fairseq-generate's output (its ``S-``, ``T-`` and ``H-`` lines) and prints the system's BLEU
beside a copy-the-source baseline (the source sentences scored as translations) and the verdict.
"""
import argparse
import sys
from collections import Counter
from typing import Dict, List, Optional

import sacrebleu

from fairseq_xl.guards import reader

MOST = 0.5  # the share of the outputs that makes a pattern the output's character


def degenerate(hypotheses: List[str]) -> Optional[str]:
    """One sentence naming how ``hypotheses`` are degenerate, or None."""
    total = len(hypotheses)
    if total == 0:
        return "there are no translations"
    empty = sum(not hypothesis.strip() for hypothesis in hypotheses)
    if empty >= MOST * total:
        return f"{empty} of {total} translations are empty"
    text, count = Counter(hypothesis.strip() for hypothesis in hypotheses if hypothesis.strip()).most_common(1)[0]
    if total >= 4 and count >= MOST * total:
        return f"one translation ({text[:40]!r}) stands for {count} of {total} inputs"
    repeated = Counter()
    for hypothesis in hypotheses:
        characters = [character for character in hypothesis if not character.isspace()]
        if len(characters) >= 8:
            character, times = Counter(characters).most_common(1)[0]
            if times >= MOST * len(characters):
                repeated[character] += 1
    if repeated and sum(repeated.values()) >= MOST * total:
        character = repeated.most_common(1)[0][0]
        return f"{sum(repeated.values())} of {total} translations are mostly one character repeated ({character!r})"
    return None


def read_generate(lines) -> Dict[str, Dict[int, str]]:
    """fairseq-generate's S-, T- and H- lines, by kind and sentence id (H: the first hypothesis)."""
    found: Dict[str, Dict[int, str]] = {"S": {}, "T": {}, "H": {}}
    for line in lines:
        kind, _, rest = line.rstrip("\n").partition("-")
        if kind in found and "\t" in rest:
            number, *fields = rest.split("\t")
            if number.isdecimal():
                found[kind].setdefault(int(number), fields[-1] if fields else "")
    return found


def compared(bleu: float, copy: float, count: int, unit: str, verdict: Optional[str]) -> List[str]:
    """The lines that put a BLEU beside copying the source, with the degenerate output named (``verdict``)."""
    lines = [f"| BLEU {bleu:.2f} on {count} {unit}; copying the source scores {copy:.2f} (the baseline a "
             "translation must beat)"]
    if verdict:
        lines.append(f"| DEGENERATE OUTPUT: {verdict}; the BLEU above measures no translation")
    elif bleu <= copy:
        lines.append("| the translations score no better than copying the source: nothing translated yet")
    else:
        lines.append(f"| the translations beat copying the source by {bleu - copy:.2f} BLEU")
    return lines


def report(found: Dict[str, Dict[int, str]]) -> str:
    ids = sorted(found["T"])
    if not ids:
        return "| no references (T- lines) in the input: is it fairseq-generate's output?"
    references = [found["T"][i] for i in ids]
    hypotheses = [found["H"].get(i, "") for i in ids]
    bleu = sacrebleu.corpus_bleu(hypotheses, [references]).score
    copy = sacrebleu.corpus_bleu([found["S"].get(i, "") for i in ids], [references]).score
    return "\n".join(compared(bleu, copy, len(ids), "sentences", degenerate(hypotheses)))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("generated", nargs="?", help="fairseq-generate's output (default: standard input)")
    args = parser.parse_args(argv)
    if args.generated:
        try:
            print(report(read_generate(reader.text_lines(args.generated, what="fairseq-generate output"))))
        except (reader.ReceivedFileError, FileNotFoundError) as error:
            parser.error(str(error))
    else:
        print(report(read_generate(sys.stdin)))


if __name__ == "__main__":
    main()
