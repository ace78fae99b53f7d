#!/usr/bin/env bash
# A sentence classification task -> fairseq's sentence_prediction layout (as fairseq's GLUE and XLM-R
# XNLI recipes binarize it), encoded with a pre-training folder's vocabulary.
#
# Usage: bash preprocess/prepare_classification.sh TASK DATA DEST
#   TASK/train.LANG, TASK/test.LANG    one example a line: TEXT<TAB>LABEL (corpus/transfer is one), or
#                                      TEXT<TAB>TEXT2<TAB>LABEL for sentence pairs (input1/ is written)
#   Each file is read inside its own folder: a symbolic link out of it is refused (copy or hard-link the file in).
#   DATA                               the binarized folder of pre-training (spm.model or codes, dict.txt), or
#                                      fairseq's XLM-R release folder (sentencepiece.bpe.model, dict.txt)
# Writes (DEST must not exist): DEST/input0/{train,valid,test_LANG}.{bin,idx} and dict.txt (DATA's),
#   DEST/input1/... for pairs, DEST/label/{...}.{bin,idx} and dict.txt (the labels), and DATA's dict.txt
#   and spm.model (with xlnet_text.json where DATA has it) or codes at DEST's top, so that DEST alone serves
#   the hub and the Hugging Face export of the fine-tuned model (python -m fairseq_xl.hf.export CHECKPOINT --data DEST --out DIR).
#   train: TASK/train.LANG of the one language with a train file, less its last VALID_SHARE (default 0.1)
#   of lines, which are valid; test_LANG: TASK/test.LANG of every language (zero-shot: fairseq-validate
#   --valid-subset test_de).
# Environment: VALID_SHARE, WORKERS (default 2), PYTHON (default python3), LABELS (a classifier's labels in the
#   order of its outputs, LABEL COUNT lines, e.g. the label_dict.txt of python -m fairseq_xl.hf.import_xlmr: the
#   label dictionary follows it, so each label gets its output's id; default: the training labels, sorted).
set -euo pipefail
[ $# -eq 3 ] || { sed -n '2,20p' "$0"; exit 2; }
task=$1; data=$2; dest=$3
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh"
[ -f "$data/dict.txt" ] || { echo "error: $data has no dict.txt (give the folder of prepare_xlm_e_data.sh)" >&2; exit 1; }
[ -f "$data/spm.model" ] || [ -f "$data/sentencepiece.bpe.model" ] || [ -f "$data/codes" ] || {
  echo "error: $data has neither spm.model (sentencepiece.bpe.model in an XLM-R release) nor codes" >&2; exit 1; }
[ ! -e "${dest%/}" ] || { echo "error: $dest exists; choose a new destination (nothing is overwritten)" >&2; exit 1; }
shopt -s nullglob
trains=("$task"/train.*)
[ ${#trains[@]} -eq 1 ] || { echo "error: $task: one train.LANG file (the fine-tuning language), found ${#trains[@]}" >&2; exit 1; }
make_partial
# DATA's vocabulary and text encoding, copied in by the gate's reader first: every later step reads these copies
copies=(dict.txt "$tmp/dict.txt")
for encoding in spm.model codes xlnet_text.json; do  # xlnet_text.json: an imported XLNet's normalisation
  [ ! -L "$data/$encoding" ] && [ ! -e "$data/$encoding" ] || copies+=("$encoding" "$tmp/$encoding")
done
if [ ! -L "$data/spm.model" ] && [ ! -e "$data/spm.model" ] && [ -e "$data/sentencepiece.bpe.model" ]; then
  copies+=(sentencepiece.bpe.model "$tmp/spm.model")  # fairseq's XLM-R release folder
fi
copy_in "$data" "${copies[@]}"
labels=(); [ -z "${LABELS:-}" ] || labels=(--labels "$LABELS")
"$py" "$here/split_classification.py" --task "$task" --data "$tmp" --out "$tmp/text" --valid-share "${VALID_SHARE:-0.1}" \
  "${labels[@]}"
columns=$(cat "$tmp/text/columns")
tests=()
for split_file in "$tmp"/text/test_*.input0; do tests+=("$(basename "$split_file" .input0)"); done
[[ "$tmp" != *,* ]] || { echo "error: $dest: fairseq-preprocess reads ',' in a path as a list; choose a path without one" >&2; exit 1; }
# split_files SUFFIX DICT OUT: one fairseq-preprocess for train, valid and every test split of one column (or
# the labels), 4 s of start-up instead of one per split; fairseq names the k-th test file test{k}, renamed here.
split_files() {
  local suffix=$1 dictionary=$2 out=$3 k name test_prefixes=()
  for name in "${tests[@]}"; do test_prefixes+=("$tmp/text/$name.$suffix"); done
  binarize --only-source --srcdict "$dictionary" --trainpref "$tmp/text/train.$suffix" \
    --validpref "$tmp/text/valid.$suffix" --testpref "$(IFS=,; echo "${test_prefixes[*]}")" \
    --destdir "$tmp/bin" --workers "$workers"
  mkdir -p "$out"
  for name in train valid; do mv "$tmp/bin/$name.bin" "$tmp/bin/$name.idx" "$out/"; done
  for k in "${!tests[@]}"; do
    name=test; [ "$k" -eq 0 ] || name=test$k
    mv "$tmp/bin/$name.bin" "$out/${tests[$k]}.bin"; mv "$tmp/bin/$name.idx" "$out/${tests[$k]}.idx"
  done
  rm -rf "$tmp/bin"
}
for c in $(seq 0 $((columns - 1))); do split_files "input$c" "$tmp/dict.txt" "$tmp/input$c"; done
split_files label "$tmp/text/labels" "$tmp/label" > /dev/null
cp "$tmp/text/labels" "$tmp/label/dict.txt"
for c in $(seq 0 $((columns - 1))); do cp "$tmp/dict.txt" "$tmp/input$c/dict.txt"; done
rm -rf "$tmp/text" "$tmp"/*.log
mv "$tmp" "$dest"
echo "| binarized $task for sentence_prediction in $dest: $(ls "$dest/label" | grep -c '\.bin$') splits," \
  "$(wc -l < "$dest/label/dict.txt") labels, $columns input(s)"
