"""fairseq-xl tasks; ``--user-dir`` imports every module of this folder."""
