# Sourced by the examples' quickstart scripts with their default work folder: set up and
# activate .venv, binarize the embedded corpus into $work/data-bin once, start a fresh
# $work/checkpoints. Sets work, data and minutes and defines evaluate (below); honours WORK,
# TRAIN_MINUTES (default 5), VOCAB_SIZE (default 4000) and DATA (an existing binarized corpus
# to use instead of binarizing the embedded one into $work/data-bin).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash install.sh
source .venv/bin/activate
work=${WORK:-$1}
if [ -n "${DATA:-}" ]; then
  data=$DATA
  if [ ! -f "$data/dict.txt" ]; then
    echo "DATA=$data: no dict.txt there; give a folder that preprocess/prepare_xlm_e_data.sh wrote," \
         "or leave DATA unset to binarize the embedded corpus into $work/data-bin" >&2
    exit 1
  fi
else
  data=$work/data-bin
  if [ ! -f "$data/dict.txt" ]; then
    rm -rf "$data"  # an interrupted earlier run
    VOCAB_SIZE=${VOCAB_SIZE:-4000} PYTHON=python bash preprocess/prepare_xlm_e_data.sh corpus "$data"
  fi
fi
minutes=${TRAIN_MINUTES:-5}

rm -rf "$work/checkpoints"   # each quickstart trains afresh

# evaluate CHECKPOINT DATA: an untrained model of the checkpoint's configuration and the
# checkpoint itself on cross-lingual sentence retrieval (the held-out test pairs of corpus/para)
# and on zero-shot transfer (corpus/transfer: fine-tuned on English, tested on five languages).
evaluate() {
  local pairs=() p init
  for p in en-de en-es en-fr en-ru; do
    pairs+=(--pair "corpus/para/test.$p.${p%-*}" "corpus/para/test.$p.${p#*-}")
  done
  echo "| cross-lingual sentence retrieval on the held-out test pairs (500 per language pair)"
  for init in --random-init ""; do
    python examples/xlm_e/evaluate_retrieval.py "$1" --data "$2" "${pairs[@]}" --all-layers $init 2>&1 |
      grep "^| retrieval"
  done
  echo "| zero-shot transfer: fine-tuned on English manual-page sentences (api / files / overview), accuracy per language"
  for init in "--random-init --bag-of-subwords" ""; do
    python examples/evaluate_transfer.py "$1" --data "$2" $init 2>&1 | grep "^| transfer"
  done
}
