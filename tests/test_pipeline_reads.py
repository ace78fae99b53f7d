"""How the preprocessing pipelines read raw text: once per step, through ``check_text.checked_lines`` (the gate's
reader inside the file's folder, every line checked), in blocks, by scripts that start without fairseq."""
import subprocess
import sys

import pytest

from conftest import REPO

TEXT = "first line\nzweite Zeile\u00e4\n\u0442\u0440\u0435\u0442\u044c\u044f\n\ttabbed\nlast line without its end"


@pytest.fixture
def check_text(monkeypatch):
    monkeypatch.syspath_prepend(str(REPO / "preprocess"))
    import check_text
    return check_text


@pytest.mark.parametrize("block", [1, 5, 13, 2 ** 24])
def test_checked_lines_are_the_files_lines_whatever_the_block(tmp_path, check_text, monkeypatch, block):
    """Blocks cut after their last line end: a line longer than a block, a multi-byte character across a block's
    edge and a last line without its end come out whole."""
    path = tmp_path / "train.de"
    path.write_text(TEXT, encoding="utf-8")
    monkeypatch.setattr(check_text, "BLOCK", block)
    assert list(check_text.checked_lines(str(path))) == TEXT.split("\n")
    path.write_text(TEXT + "\n", encoding="utf-8")
    assert list(check_text.checked_lines(str(path))) == TEXT.split("\n")


@pytest.mark.parametrize("damage, message", [
    (b"\x07", "train.de:5: control character U+0007 at column 3"),
    (b"\xff", "train.de:5: not UTF-8 (byte 0xff at byte 3 of the line)"),
    (b"\r", "train.de:5: carriage return (\\r) at column 3 inside the line"),
])
@pytest.mark.parametrize("block", [1, 13, 2 ** 24])
def test_a_line_in_a_later_block_is_named_by_its_number_in_the_file(tmp_path, check_text, monkeypatch, capsys,
                                                                      block, damage, message):
    lines = TEXT.encode().split(b"\n")
    lines[4] = lines[4][:2] + damage + lines[4][2:]
    path = tmp_path / "train.de"
    path.write_bytes(b"\n".join(lines))
    monkeypatch.setattr(check_text, "BLOCK", block)
    with pytest.raises(SystemExit) as stop:
        list(check_text.checked_lines(str(path)))
    assert stop.value.code == f"error: {path}:{message.split(':', 1)[1]}"


def test_the_standalone_scripts_start_without_fairseq():
    """check_text, spm, chunk_documents and copy_in load the package's standard-library modules from their files
    (``preprocess/standalone.py``): importing fairseq takes 3 s, paid twice by every MARGE pipeline when
    ``document_files`` imported the package's errors."""
    probe = ("import sys; sys.path.insert(0, 'preprocess'); import check_text, spm, chunk_documents, copy_in; "
             "print(sorted({name.split('.')[0] for name in sys.modules} & {'fairseq', 'fairseq_xl', 'torch'}))")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", done.stdout + done.stderr
