"""fairseq-xl criteria (imported by the package: ``--user-dir`` does not scan this folder)."""
from . import cross_attention_mlm, permutation_lm, replaced_token_detection  # noqa: F401
