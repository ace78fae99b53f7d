#!/usr/bin/env bash
# Rebuild corpus/transfer (the cross-lingual transfer task: manual-page sentences labelled by the
# kind of page) from Debian packages. Needs: apt-get (Debian/Ubuntu package index), dpkg-deb,
# groff, python3. Sentences of the monolingual pre-training corpus (corpus/mono) are left out.
# Usage: bash preprocess/build_transfer_task.sh [OUT_DIR]   (default: corpus/transfer)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh"
out=${1:-$here/../corpus/transfer}
packages=(manpages manpages-dev)
for lang in de fr es ru; do packages+=("manpages-$lang" "manpages-$lang-dev"); done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unpack_debian_packages "$work" "${packages[@]}"
python3 "$here/extract_transfer_task.py" --unpacked "$work/unpacked" --out "$out" \
  --exclude "$here"/../corpus/mono/*
(cd "$work" && ls *.deb) > "$out/SOURCES"
echo "transfer task written to $out (package versions in $out/SOURCES)"
