#!/usr/bin/env bash
# Corpus BLEU of a translation checkpoint on a binarized test split:
# fairseq-generate with beam search, SentencePiece removed, scored by sacrebleu.
#   bash examples/veco/bleu.sh DATA SRC TGT CHECKPOINT [more fairseq-generate flags]
# Prints fairseq's BLEU line, then the BLEU beside a copy-the-source baseline and whether the output is
# degenerate (fairseq_xl/evaluation/generation_report.py); the translations in CHECKPOINT.generate.txt,
# fairseq-generate's log (its configuration, timings) in CHECKPOINT.generate.log.
set -euo pipefail
data=$1 src=$2 tgt=$3 checkpoint=$4
shift 4
# FAIRSEQ_XL_FIX_FAIRSEQ=1: fairseq's translation task then translates the whole test set (its
# batch_by_size drops the last batch otherwise, fairseq #5036) and --no-repeat-ngram-size works on the CPU (#5206)
FAIRSEQ_XL_FIX_FAIRSEQ=1 fairseq-generate "$data" --user-dir "$(dirname "$0")/../../fairseq_xl" -s "$src" -t "$tgt" --path "$checkpoint" --gen-subset test \
  --beam 5 --max-tokens 8192 --post-process sentencepiece --scoring sacrebleu "$@" > "$checkpoint.generate.txt" \
  2> "$checkpoint.generate.log" || { tail -n 20 "$checkpoint.generate.log" >&2; exit 1; }
grep "^Generate test" "$checkpoint.generate.txt"
# beside the copy-the-source baseline, with degenerate output (empty, one repeated, one character) named
python -m fairseq_xl.evaluation.generation_report "$checkpoint.generate.txt"
