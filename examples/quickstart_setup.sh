# Sourced by the examples' quickstart scripts with their default work folder: set up and
# activate .venv, binarize the embedded corpus into $work/data-bin once, start a fresh
# $work/checkpoints. Sets work, data and minutes; honours WORK, TRAIN_MINUTES (default 5)
# and VOCAB_SIZE (default 4000).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash install.sh
source .venv/bin/activate
work=${WORK:-$1}
data=$work/data-bin
minutes=${TRAIN_MINUTES:-5}

if [ ! -f "$data/dict.txt" ]; then
  rm -rf "$data"  # an interrupted earlier run
  VOCAB_SIZE=${VOCAB_SIZE:-4000} PYTHON=python bash preprocess/prepare_xlm_e_data.sh corpus "$data"
fi
rm -rf "$work/checkpoints"   # each quickstart trains afresh
