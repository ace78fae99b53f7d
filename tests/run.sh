#!/usr/bin/env bash
# Set up (install.sh) and run the whole test suite on CPU. .ci/run runs exactly this.
# VENV and PYTHON go to install.sh (e.g. PYTHON=python3.12 VENV=.venv312 bash tests/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash install.sh
exec "${VENV:-.venv}/bin/python" -m pytest tests -q -ra "$@"
