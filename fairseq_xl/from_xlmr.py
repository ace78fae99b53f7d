"""Moved to ``fairseq_xl.convert.from_xlmr`` (``python -m fairseq_xl.convert.from_xlmr``); this name
keeps working for the commands and imports written before the move."""
import sys

from fairseq_xl.convert.from_xlmr import *  # noqa: F401,F403
from fairseq_xl.convert.from_xlmr import main

if __name__ == "__main__":
    print("| fairseq_xl.from_xlmr is now fairseq_xl.convert.from_xlmr", file=sys.stderr)
    sys.exit(main())
