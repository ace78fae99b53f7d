#!/usr/bin/env bash
# Rebuild corpus/ (the embedded quickstart corpus) from Debian packages.
# Needs: apt-get (Debian/Ubuntu package index), dpkg-deb, groff, python3.
# Usage: bash preprocess/build_quickstart_corpus.sh [OUT_DIR]   (default: corpus)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../corpus}
packages=(manpages manpages-de manpages-fr manpages-es manpages-ru coreutils util-linux-locales)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download "${packages[@]}")
for deb in "$work"/*.deb; do
  name=$(basename "$deb"); mkdir -p "$work/unpacked/${name%%_*}"; dpkg-deb -x "$deb" "$work/unpacked/${name%%_*}"
done
python3 "$here/extract_corpus.py" --unpacked "$work/unpacked" --out "$out"
(cd "$work" && ls *.deb) > "$out/SOURCES"
echo "corpus written to $out (package versions in $out/SOURCES)"
