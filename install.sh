#!/usr/bin/env bash
# Set up fairseq-xl in ./.venv (Python 3.11). Safe to run again: it only installs what is
# missing. torch is installed first and pinned, so that nothing pulls a CUDA build onto a
# CPU machine; set TORCH_INDEX_URL (e.g. https://download.pytorch.org/whl/cpu) where the
# default index would serve a CUDA wheel.
set -euo pipefail
cd "$(dirname "$0")"
python=${PYTHON:-python3.11}
venv=${VENV:-.venv}
stamp="$venv/.fairseq-xl-installed"
want=$(cat setup.py install.sh | sha1sum | cut -c1-12)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
"${pip[@]}" "torch==2.13.0" ${TORCH_INDEX_URL:+--index-url "$TORCH_INDEX_URL"}
"${pip[@]}" -e ".[test]" "torch==2.13.0"
echo "$want" > "$stamp"
echo "| fairseq-xl installed in $venv"
