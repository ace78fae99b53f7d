#!/usr/bin/env bash
# Corpus BLEU of a translation checkpoint on a binarized test split:
# fairseq-generate with beam search, SentencePiece removed, scored by sacrebleu.
#   bash examples/veco/bleu.sh DATA SRC TGT CHECKPOINT [more fairseq-generate flags]
set -euo pipefail
data=$1 src=$2 tgt=$3 checkpoint=$4
shift 4
fairseq-generate "$data" --user-dir "$(dirname "$0")/../../fairseq_xl" -s "$src" -t "$tgt" --path "$checkpoint" --gen-subset test \
  --beam 5 --max-tokens 8192 --post-process sentencepiece --scoring sacrebleu "$@" | grep "^Generate test"
