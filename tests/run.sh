#!/usr/bin/env bash
# Set up (install.sh) and run the whole test suite on CPU. .ci/run runs exactly this.
# VENV and PYTHON go to install.sh (e.g. PYTHON=python3.12 VENV=.venv312 bash tests/run.sh).
# Test files run in parallel, one pytest-xdist worker per core (TEST_WORKERS to change; 0 runs
# them in this process), each worker and its fairseq processes with one thread (conftest.py).
# First the linter (ruff.toml): code that fails a check stops here.
set -euo pipefail
cd "$(dirname "$0")/.."
bash install.sh
"${VENV:-.venv}/bin/ruff" check --quiet .
exec "${VENV:-.venv}/bin/python" -m pytest tests -q -ra -n "${TEST_WORKERS:-auto}" --dist loadfile --no-loadscope-reorder "$@"
