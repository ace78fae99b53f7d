#!/usr/bin/env bash
# Set up fairseq-xl in ./.venv with Python 3.11 or 3.12 (ve-fairseq has wheels for these two
# only), whichever runs here (3.11 first; PYTHON=... chooses). Safe to run again: it only installs what is
# missing. torch is installed first and pinned, so that nothing pulls a CUDA build onto a
# CPU machine; set TORCH_INDEX_URL (e.g. https://download.pytorch.org/whl/cpu) where the
# default index would serve a CUDA wheel.
set -euo pipefail
cd "$(dirname "$0")"
venv=${VENV:-.venv}
stamp="$venv/.fairseq-xl-installed"
want=$(cat setup.py install.sh | sha1sum | cut -c1-12)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
supported() {  # runs, and is Python 3.11 or 3.12
  "$1" -c 'import sys; sys.exit(sys.version_info[:2] not in ((3, 11), (3, 12)))' 2>/dev/null
}
if [ ! -x "$venv/bin/python" ]; then
  candidates=${PYTHON:-python3.11 python3.12 python3}
  python=""
  for candidate in $candidates; do
    if supported "$candidate"; then python=$candidate; break; fi
  done
  if [ -z "$python" ]; then
    echo "install.sh: none of [$candidates] runs as Python 3.11 or 3.12. fairseq installs as the ve-fairseq" \
         "wheel, built for 3.11 and 3.12 only (none for 3.13); set PYTHON to such an interpreter." >&2
    exit 1
  fi
  "$python" -m venv "$venv"
fi
# pip's output (its warnings too) goes to $venv/install.*.log; the terminal shows a line a stage and
# progress every 20 seconds (examples/stages.sh), and on failure the end of the log.
source examples/stages.sh
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
echo "| installing torch 2.13.0 into $venv"
logged "$venv/install.torch.log" "${pip[@]}" "torch==2.13.0" ${TORCH_INDEX_URL:+--index-url "$TORCH_INDEX_URL"}
echo "| installing ve-fairseq 0.12.3, the plugin and its test tools"
logged "$venv/install.plugin.log" "${pip[@]}" -e ".[test]" "torch==2.13.0"
# fastBPE (BPE=fastbpe in preprocess/prepare_xlm_e_data.sh, fairseq's --bpe fastbpe) has no wheel:
# its Python module builds from the source with Cython, and the program that learns codes is
# the C++ main.cc of that source, compiled here into the venv's bin/ as fastbpe.
if [ ! -x "$venv/bin/fastbpe" ] || ! "$venv/bin/python" -c "import fastBPE" 2>/dev/null; then
  echo "| building fastBPE from its source"
  logged "$venv/install.cython.log" "${pip[@]}" cython
  logged "$venv/install.fastbpe.log" "${pip[@]}" --no-build-isolation "fastbpe==0.1.0"
  src=$(mktemp -d)
  logged "$venv/install.fastbpe-source.log" "$venv/bin/python" -m pip download --quiet --disable-pip-version-check \
    --no-deps --no-binary :all: "fastbpe==0.1.0" -d "$src"
  tar xzf "$src/fastBPE-0.1.0.tar.gz" -C "$src"
  "${CXX:-g++}" -std=c++11 -pthread -O3 "$src/fastBPE-0.1.0/fastBPE/main.cc" -I"$src/fastBPE-0.1.0/fastBPE" \
    -o "$venv/bin/fastbpe"
  rm -rf "$src"
fi
# fairseq resolves --user-dir fairseq_xl against the working directory, then beside its own package
# (site-packages), where a regular `pip install` puts fairseq-xl. The editable install above leaves
# the code here, so a link there makes `fairseq-train --user-dir fairseq_xl` work from any directory.
site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
if [ ! -e "$site/fairseq_xl" ] || [ -L "$site/fairseq_xl" ]; then
  ln -sfn "$PWD/fairseq_xl" "$site/fairseq_xl"
fi
echo "$want" > "$stamp"
echo "| fairseq-xl installed in $venv"
