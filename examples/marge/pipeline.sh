#!/usr/bin/env bash
# MARGE on the embedded man pages (corpus/docs: 108 pages in en de es fr ru), every step: set
# up, prepare the documents (chunks tagged with language, document and shard; a page and its
# translations in one shard), pre-train marge_retrieval for a few CPU minutes (re-indexing every
# REINDEX updates), translate the German test documents into English and French zero-shot
# (fairseq-generate, beam 6, --no-repeat-ngram-size 8, as the paper) and score document BLEU;
# examples/marge/evidence_report.py says how well the model retrieves and reads evidence.
# Outputs go to work/marge (WORK to change).
# Environment: WORK, TRAIN_MINUTES (default 5), CHUNK_TOKENS (default 128), NUM_SHARDS
# (default 4), REINDEX (default 200). Extra arguments go to fairseq-train (e.g. --arch
# marge_base --fp16 --max-tokens 8192 on a GPU, where --cpu must go: set DEVICE_FLAGS=).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash install.sh
source .venv/bin/activate
source examples/set_aside.sh
source examples/stages.sh  # trained
source examples/recipes.sh  # MARGE_RECIPE: reads CHUNK_TOKENS and REINDEX
work=${WORK:-work/marge}
data=$work/data-bin
minutes=${TRAIN_MINUTES:-5}
device_flags=${DEVICE_FLAGS---cpu}

if [ ! -f "$data/dict.txt" ]; then
  set_aside "$data"  # an interrupted earlier preparation
  mkdir -p "$work"
  trained "$work/prepare.log" "preparing corpus/docs (SentencePiece, chunks, fairseq-preprocess)" 1 \
    env CHUNK_TOKENS="${CHUNK_TOKENS:-128}" NUM_SHARDS="${NUM_SHARDS:-4}" VOCAB_SIZE="${VOCAB_SIZE:-4000}" PYTHON=python \
    bash preprocess/prepare_marge_data.sh corpus "$data"
  tail -n 1 "$work/prepare.log"
fi
set_aside "$work/checkpoints"
rm -rf "$work/generate"  # translations of the previous run's model
mkdir -p "$work/generate"

echo "| MARGE pre-training for ${minutes} minutes, re-indexing every ${REINDEX:-200} updates"
# shellcheck disable=SC2086  # device_flags is zero or one word
trained "$work/train.log" "MARGE pre-training" "$minutes" \
  fairseq-train "$data" "${MARGE_RECIPE[@]}" --max-update 100000 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --save-dir "$work/checkpoints" --no-epoch-checkpoints \
  --log-interval 20 --seed 1 $device_flags "$@"

echo "| retrieval and evidence use on the valid split"
logged "$work/evidence.log" python examples/marge/evidence_report.py "$work/checkpoints/checkpoint_last.pt" "$data" \
  --max-tokens 2048
grep -E "^(valid|\|)" "$work/evidence.log"

for target in en fr; do
  echo "| zero-shot document translation de -> $target (test split)"
  # shellcheck disable=SC2086
  fairseq-generate "$data" --user-dir fairseq_xl --task marge_retrieval --source-lang de --target-lang "$target" \
    --gen-subset test --path "$work/checkpoints/checkpoint_best.pt" --beam 6 --no-repeat-ngram-size 8 \
    --max-tokens 8192 --max-len-a 1.2 --max-len-b 10 --post-process sentencepiece $device_flags \
    > "$work/generate/de-$target.txt" 2> "$work/generate/de-$target.log" \
    || { tail -n 20 "$work/generate/de-$target.log" >&2; exit 1; }
  python examples/marge/document_bleu.py "$work/generate/de-$target.txt" "$data" test de corpus/docs "$target"
done
