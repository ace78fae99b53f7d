"""The CPU recipes of examples/recipes.sh, read by Python: the shell file is the one table, which the
pipelines source and examples/compare.py, benchmarks/gpu_kit.py and the tests read through ``read``.

    from recipes import read
    read("VECO_MODEL")  # ['--user-dir', '/path/to/fairseq_xl', '--task', 'ca_mlm', '--arch', 'veco_cpu', ...]
"""
import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAMES = ("XLM_E_MODEL", "XLNET_MODEL", "VECO_MODEL", "MARGE_MODEL", "MLM_MODEL",
         "XLM_E_RECIPE", "MLM_RECIPE", "XLNET_RECIPE", "VECO_RECIPE", "MARGE_RECIPE")


def read(name: str, **variables: str) -> list:
    """The array ``name`` of recipes.sh as fairseq-train's arguments, its ``--user-dir`` made absolute.
    ``variables`` set the variables the file reads (MARGE's CHUNK_TOKENS and REINDEX); the file's
    defaults hold for the others, whatever this process's environment has."""
    if name not in NAMES:
        raise ValueError(f"examples/recipes.sh has no {name}; it has {', '.join(NAMES)}")
    script = f'source examples/recipes.sh && printf "%s\\0" "${{{name}[@]}}"'
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), **variables}
    done = subprocess.run(["bash", "-c", script], cwd=REPO, env=environment, capture_output=True, text=True,
                          check=True)
    flags = done.stdout.split("\0")[:-1]
    return [str(REPO / flag) if previous == "--user-dir" else flag for previous, flag in zip([None, *flags], flags)]
