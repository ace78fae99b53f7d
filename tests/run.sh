#!/usr/bin/env bash
# Set up (install.sh) and run the whole test suite on CPU. .ci/run runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash install.sh
exec .venv/bin/python -m pytest tests -q -ra "$@"
