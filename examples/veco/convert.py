"""Moved to ``python -m fairseq_xl.convert.veco`` (the same arguments); this path keeps working."""
import sys

from fairseq_xl.convert.veco import main

if __name__ == "__main__":
    print("| examples/veco/convert.py is now python -m fairseq_xl.convert.veco", file=sys.stderr)
    sys.exit(main())
