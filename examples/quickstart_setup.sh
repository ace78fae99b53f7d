# Sourced by the examples' quickstart scripts with their default work folder: set up and
# activate .venv, binarize the embedded corpus into $work/data-bin once, start a fresh
# $work/checkpoints (a previous run's is moved aside, with a message, never deleted). Sets work,
# data and minutes and defines logged and evaluate (below); honours WORK,
# TRAIN_MINUTES (default 5), VOCAB_SIZE (default 4000) and DATA (an existing binarized corpus
# to use instead of binarizing the embedded one into $work/data-bin).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash install.sh
source .venv/bin/activate
source examples/set_aside.sh
source examples/stages.sh  # logged, trained

work=${WORK:-$1}
mkdir -p "$work"
if [ -n "${DATA:-}" ]; then
  data=$DATA
  if [ ! -f "$data/dict.txt" ]; then
    echo "DATA=$data: no dict.txt there; give a folder that preprocess/prepare_xlm_e_data.sh wrote," \
         "or leave DATA unset to binarize the embedded corpus into $work/data-bin" >&2
    exit 1
  fi
else
  data=$work/data-bin
  if [ ! -f "$data/dict.txt" ] && [ -e "$data" ]; then
    echo "| $data has no dict.txt (an interrupted earlier binarization?): binarizing again" >&2
    set_aside "$data"
  fi
  if [ ! -f "$data/dict.txt" ]; then
    trained "$work/prepare.log" "binarizing the embedded corpus (SentencePiece, dictionary, fairseq-preprocess)" 1 \
      env VOCAB_SIZE="${VOCAB_SIZE:-4000}" PYTHON=python bash preprocess/prepare_xlm_e_data.sh corpus "$data"
    tail -n 1 "$work/prepare.log"
  fi
fi
minutes=${TRAIN_MINUTES:-5}

set_aside "$work/checkpoints"  # each quickstart trains afresh

# evaluate CHECKPOINT DATA: an untrained model of the checkpoint's configuration and the
# checkpoint itself on cross-lingual sentence retrieval (the held-out test pairs of corpus/para)
# and on zero-shot transfer (corpus/transfer: fine-tuned on English, tested on five languages).
# Each evaluation's whole output is in $work/evaluate.*.log; its table lines are printed here.
# test_pairs: the --pair flags of the held-out test pairs of corpus/para, read by every retrieval here
test_pairs=()
for p in en-de en-es en-fr en-ru; do
  test_pairs+=(--pair "corpus/para/test.$p.${p%-*}" "corpus/para/test.$p.${p#*-}")
done

evaluate() {
  local init name log
  echo "| cross-lingual sentence retrieval on the held-out test pairs (500 per language pair)"
  for init in --random-init ""; do
    name=$([ -n "$init" ] && echo untrained || echo trained)
    log="$work/evaluate.retrieval.$name.log"
    logged "$log" python examples/evaluate_retrieval.py "$1" --data "$2" "${test_pairs[@]}" --all-layers $init
    grep "^| retrieval" "$log"
  done
  echo "| zero-shot transfer: fine-tuned on English manual-page sentences (api / files / overview), accuracy per language"
  for init in "--random-init --bag-of-subwords" ""; do
    name=$([ -n "$init" ] && echo untrained || echo trained)
    log="$work/evaluate.transfer.$name.log"
    logged "$log" python examples/evaluate_transfer.py "$1" --data "$2" $init
    grep "^| transfer" "$log"
  done
}
