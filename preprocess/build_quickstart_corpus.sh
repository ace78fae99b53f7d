#!/usr/bin/env bash
# Rebuild corpus/ (the embedded quickstart corpus) from Debian packages.
# Needs: apt-get (Debian/Ubuntu package index), dpkg-deb, groff, python3.
# Usage: bash preprocess/build_quickstart_corpus.sh [OUT_DIR]   (default: corpus)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh"
out=${1:-$here/../corpus}
packages=(manpages manpages-de manpages-fr manpages-es manpages-ru coreutils util-linux-locales)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unpack_debian_packages "$work" "${packages[@]}"
python3 "$here/extract_corpus.py" --unpacked "$work/unpacked" --out "$out"
(cd "$work" && ls *.deb) > "$out/SOURCES"
echo "corpus written to $out (package versions in $out/SOURCES)"
