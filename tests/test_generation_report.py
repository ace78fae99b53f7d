"""Degenerate translations are named and BLEU is printed beside copying the source
(``fairseq_xl/evaluation/generation_report.py``, what examples/veco/bleu.sh prints)."""
import pytest

from fairseq_xl.evaluation.generation_report import degenerate, read_generate, report

GOOD = ["the file exists", "remove the file", "the socket is closed", "open the device"]


@pytest.mark.parametrize("hypotheses, sentence", [
    (["", "", "", "a"], "3 of 4 translations are empty"),
    (["..."] * 5 + ["the file"], "one translation ('...') stands for 5 of 6 inputs"),
    (["aaaaaaaaaab", "x aaaaaaaaaaaa y", "aaaaaaaaa", "the file exists"], "3 of 4 translations are mostly one "
                                                                           "character repeated ('a')"),
    ([], "there are no translations"),
])
def test_degenerate_output_is_named(hypotheses, sentence):
    assert degenerate(hypotheses) == sentence


def test_ordinary_output_is_not_called_degenerate():
    assert degenerate(GOOD) is None
    assert degenerate(GOOD + ["the file exists"]) is None  # one repeat of five is not the output's character


def generate_output(sources, targets, hypotheses):
    lines = []
    for number, (source, target, hypothesis) in enumerate(zip(sources, targets, hypotheses)):
        lines += [f"S-{number}\t{source}", f"T-{number}\t{target}", f"H-{number}\t-0.5\t{hypothesis}",
                  f"D-{number}\t-0.5\t{hypothesis}", f"P-{number}\t-0.1 -0.2"]
    return lines + ["Generate test with beam=5: BLEU4 = 1.00"]


def test_the_report_puts_bleu_beside_copying_the_source():
    sources = ["die Datei existiert", "entferne die Datei", "der Socket ist zu", "öffne das Gerät"]
    text = report(read_generate(generate_output(sources, GOOD, GOOD)))
    assert "| BLEU 100.00 on 4 sentences; copying the source scores" in text
    assert "beat copying the source" in text
    empty = report(read_generate(generate_output(sources, GOOD, ["", "", "", ""])))
    assert "DEGENERATE OUTPUT: 4 of 4 translations are empty" in empty
    copied = report(read_generate(generate_output(sources, GOOD, sources)))
    assert "no better than copying the source" in copied
