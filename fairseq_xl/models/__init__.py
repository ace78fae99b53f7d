"""fairseq-xl models; ``--user-dir`` imports every module of this folder."""
