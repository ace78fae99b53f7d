"""Moved to ``python -m fairseq_xl.convert.xlm_e_discriminator`` (the same arguments); this path keeps
working."""
import sys

from fairseq_xl.convert.xlm_e_discriminator import main

if __name__ == "__main__":
    print("| examples/xlm_e/export_discriminator.py is now python -m fairseq_xl.convert.xlm_e_discriminator",
          file=sys.stderr)
    sys.exit(main())
