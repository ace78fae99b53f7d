"""Copy files of a received folder into a pipeline's output through the gate's reader.

    copy_in.py FOLDER NAME TARGET [NAME TARGET ...]

Each FOLDER/NAME is copied to TARGET (a new file) only if it is a regular file inside FOLDER (or in a snapshot of
Hugging Face's hub cache): a symbolic link out of it (``codes -> ~/.ssh/id_rsa``) is refused, naming both, so
that nothing outside a folder you were given ends up in an output you hand on, and a device or FIFO is refused
without blocking (``fairseq_xl/guards/reader.py``, ``copy_in``). The pipelines then read the copies only.
Exit 1 with one line naming the file.
"""
import os
import sys

from standalone import standalone_module

reader = standalone_module("fairseq_xl/guards/reader.py")


def main(argv):
    if len(argv) < 3 or len(argv) % 2 == 0:
        sys.exit("usage: copy_in.py FOLDER NAME TARGET [NAME TARGET ...]")
    folder, pairs = argv[0], argv[1:]
    for name, target in zip(pairs[::2], pairs[1::2]):
        try:
            reader.copy_in(os.path.join(folder, name), folder, target)
        except (OSError, ValueError) as error:  # the reader's one-line refusals; a target that exists
            sys.exit(f"error: {error}")


if __name__ == "__main__":
    main(sys.argv[1:])
