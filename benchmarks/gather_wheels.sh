#!/usr/bin/env bash
# The wheels that benchmarks/gpu_kit.py needs on a GPU machine with its own torch and no package
# index: fairseq (ve-fairseq) and what it and the plugin import that such an image may lack, for
# CPython 3.12 (PY_VERSION) on x86-64 Linux. Never torch, torchaudio or numpy: the machine's own.
#
# Usage (where pip reaches PyPI): bash benchmarks/gather_wheels.sh DEST
# Then on the GPU machine, DEST copied beside the repository:
#   python3 -m pip install --no-index --no-deps --target /tmp/site DEST/*.whl
#   export PYTHONPATH=/tmp/site PATH=/tmp/site/bin:$PATH
#   python3 benchmarks/gpu_kit.py --out work/gpu_kit
# --no-deps on purpose: the wheels' other needs (regex, sacrebleu, tqdm, scikit-learn, packaging,
# protobuf, cython, cffi) are in such images; a missing one shows as an ImportError naming it,
# and is added here. On an ordinary GPU machine with a package index none of this is needed:
# `pip install -e .` after the CUDA build of torch (docs/gpu.md).
set -euo pipefail
[ $# -eq 1 ] || { sed -n '2,15p' "$0"; exit 2; }
dest=$1
py=${PYTHON:-python3}
version=${PY_VERSION:-3.12}
mkdir -p "$dest"
platforms=(--platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64)
# The versions this project's tests run with (tests/run.sh's environment).
"$py" -m pip download --quiet --no-deps --only-binary=:all: --python-version "$version" --implementation cp \
  "${platforms[@]}" -d "$dest" ve-fairseq==0.12.3 hydra-core==1.3.8 omegaconf==2.3.1 bitarray==3.12.3 \
  tensorboardX==2.6.5
# Pure Python, published as source only: omegaconf's parser runtime, and fairscale (fairseq's
# --ddp-backend fully_sharded).
"$py" -m pip wheel --quiet --no-deps --no-binary :all: -w "$dest" antlr4-python3-runtime==4.9.3 fairscale==0.4.13
ls -1 "$dest"
du -sh "$dest"
