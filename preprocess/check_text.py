"""Validate raw text before any file is written: fail with the file and line at fault.

    check_text.py layout RAW                   RAW/mono and RAW/para hold only the files that
                                               prepare_xlm_e_data.sh reads, each split with its train file
    check_text.py mono FILE [FILE ...]         every file non-empty, no empty line
    check_text.py pair SRC TGT                 both valid and of equal line counts

Every line is read as bytes and split at "\\n" only, so what Python's universal newlines would
hide is named with its line: invalid UTF-8, a byte-order mark, a carriage return (a stray one
would split the line in two for SentencePiece, and the pair sides would no longer align) and
other control characters (tabs are text). Each file is read by the gate's reader inside its own
folder: a link out of it (``mono/train.de -> ~/notes.txt``) is refused, naming both, so that nothing
outside the folder you were given is encoded into DEST. The encoding steps (``spm.py``, ``moses.py``)
read the text through ``checked_lines`` again: every byte they encode is one this check passed.
"""
import os
import re
import sys

from standalone import standalone_module

reader = standalone_module("fairseq_xl/guards/reader.py")

LANG = r"[A-Za-z_]+"
NOT_TEXT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufeff]")  # Unicode's control characters but tab, and the BOM


def fail(message):
    sys.exit(f"error: {message}")


BLOCK = 16 * 2 ** 20  # bytes read at a time (then cut after the block's last "\n"): a corpus of any size streams


def checked_lines(path):
    """The lines of a UTF-8 text file without their "\\n", read once by the gate's reader inside the file's own
    folder (a link out of it is refused, naming both: nothing outside the folder you were given reaches an output),
    and checked as they are read: exits naming the line of anything that is not plain text. What a pipeline
    encodes is what this checked, read in blocks of whole lines (each decoded and searched at once; a line is
    counted only for the message), so memory stays at a block whatever the file's size."""
    try:
        handle = reader.open_binary(path, os.path.dirname(os.path.abspath(path)), what="text file")
    except (FileNotFoundError, reader.ReceivedFileError) as error:
        fail(str(error))
    with handle:
        before, rest = 0, b""  # lines of the blocks already yielded; bytes after the last block's last "\n"
        while True:
            block = handle.read(BLOCK)
            data = rest + block
            end = data.rfind(b"\n") + 1 if block else len(data)  # at the end, a last line without its "\n"
            if end == 0 and block:
                rest = data
                continue
            lines = checked(data[:end], path, before).split("\n")
            if lines[-1] == "":
                lines.pop()
            yield from lines
            before, rest = before + len(lines), data[end:]
            if not block:
                return


def checked(data: bytes, path, before: int) -> str:
    """``data`` (whole lines of ``path``, after its first ``before`` lines) decoded; exits naming the line of
    anything that is not plain text (module docstring)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        number, line_start = before + data.count(b"\n", 0, err.start) + 1, data.rfind(b"\n", 0, err.start) + 1
        fail(f"{path}:{number}: not UTF-8 (byte 0x{data[err.start]:02x} at byte {err.start - line_start + 1} "
             "of the line)")
    odd = NOT_TEXT.search(text)
    if odd:
        char, at = odd.group(), odd.start()
        where = f"{path}:" + str(before + text.count("\n", 0, at) + 1)
        column = at - text.rfind("\n", 0, at)
        if char == "\ufeff":
            fail(f"{where}: byte-order mark (U+FEFF) at column {column}; save the file without it")
        if char == "\r":
            fail(f"{where}: " + ("Windows line ending (\\r\\n); convert the file with dos2unix"
                                 if text[at + 1:at + 2] in ("\n", "") else
                                 f"carriage return (\\r) at column {column} inside the line"))
        fail(f"{where}: control character U+{ord(char):04X} at column {column}")
    return text


def read_lines(path):
    """``checked_lines`` as a list (the documents and ids of MARGE's pipeline, a shards file)."""
    return list(checked_lines(path))


def check_layout(raw):
    """RAW/mono/{train,valid}.LANG and RAW/para/{train,valid,test}.SRC-TGT.{SRC,TGT}, nothing else;
    a valid or test file only beside its train file (the languages and pairs come from train)."""
    patterns = {"mono": rf"(train|valid)\.({LANG})", "para": rf"(train|valid|test)\.(({LANG})-({LANG}))\.({LANG})"}
    layouts = {"mono": "{train,valid}.LANG", "para": "{train,valid,test}.SRC-TGT.SRC or .TGT"}
    for folder, pattern in patterns.items():
        path = os.path.join(raw, folder)
        names = sorted(os.listdir(path)) if os.path.isdir(path) else []
        for name in names:
            match = re.fullmatch(pattern, name)
            if not match:
                fail(f"{path}/{name}: not a file of the layout ({layouts[folder]})")
            if folder == "para" and match.group(5) not in (match.group(3), match.group(4)):
                fail(f"{path}/{name}: language {match.group(5)!r} is neither side of {match.group(2)}")
            train = "train" + name[len(match.group(1)):]
            if train not in names:
                fail(f"{path}/{name} has no {train} beside it (languages and pairs are those of the train files)")


def main(argv):
    if (len(argv) < 2 or argv[0] not in ("layout", "mono", "pair")
            or (argv[0] == "pair" and len(argv) != 3) or (argv[0] == "layout" and len(argv) != 2)):
        sys.exit(__doc__)
    if argv[0] == "layout":
        check_layout(argv[1])
        return
    counts = {}
    for path in argv[1:]:
        counts[path] = 0
        for counts[path], line in enumerate(checked_lines(path), 1):
            if not line.strip():
                fail(f"{path}:{counts[path]}: empty line (remove it, or the pair it belongs to)")
        if not counts[path]:
            fail(f"{path}: file is empty")
    if argv[0] == "pair" and len(set(counts.values())) != 1:
        (src, n_src), (tgt, n_tgt) = counts.items()
        fail(f"parallel files differ in length: {src} has {n_src} lines, {tgt} has {n_tgt}")


if __name__ == "__main__":
    main(sys.argv[1:])
