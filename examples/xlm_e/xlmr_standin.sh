#!/usr/bin/env bash
# A stand-in for fairseq's XLM-R release, made from the embedded corpus (nothing is downloaded), to try
# the guides' "Start from a released model" commands on this machine:
#   OUT/model.pt                    a fairseq RoBERTa (4 layers x 128, post-LN, learned positions, as
#                                   XLM-R at a CPU size) pre-trained with --task masked_lm for TRAIN_MINUTES
#   OUT/dict.txt                    its dictionary as XLM-R ships it: without <mask> (fairseq appends it)
#   OUT/sentencepiece.bpe.model     its SentencePiece model
# Usage: bash examples/xlm_e/xlmr_standin.sh OUT     (TRAIN_MINUTES default 2; work files in work/xlmr_standin)
out=$(realpath -m "${1:?usage: bash examples/xlm_e/xlmr_standin.sh OUT}")
source "$(dirname "$0")/../quickstart_setup.sh" work/xlmr_standin
[ ! -e "$out" ] || { echo "error: $out exists; choose a new OUT (nothing is overwritten)" >&2; exit 1; }
release=$work/release
rm -rf "$release" "$work/xlmr-data" "$work/mlm-bin"
mkdir -p "$release"
cp "$data/spm.model" "$release/sentencepiece.bpe.model"
grep -v '^<mask> ' "$data/dict.txt" > "$release/dict.txt"
echo "| binarizing the corpus with that vocabulary, as a user does for XLM-R (<mask> appended at the end)"
SPM_MODEL="$release/sentencepiece.bpe.model" DICT="$release/dict.txt" PYTHON=python \
  bash preprocess/prepare_xlm_e_data.sh corpus "$work/xlmr-data" > "$work/prepare.log" 2>&1
python preprocess/merge_languages.py "$work/xlmr-data" "$work/mlm-bin" > /dev/null
echo "| pre-training fairseq's RoBERTa (4 x 128) with masked_lm for ${minutes} minutes (log: $work/train.log)"
source examples/recipes.sh  # MLM_RECIPE: the quickstart's MLM baseline, here for 3,000 updates
logged "$work/train.log" fairseq-train "$work/mlm-bin" "${MLM_RECIPE[@]}" --total-num-update 3000 --max-update 3000 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --disable-validation --save-dir "$work/checkpoints" \
  --no-epoch-checkpoints --seed 1
cp "$work/checkpoints/checkpoint_last.pt" "$release/model.pt"
mkdir -p "$(dirname "$out")"
mv "$release" "$out"
echo "| wrote $out: model.pt, dict.txt ($(wc -l < "$out/dict.txt") symbols), sentencepiece.bpe.model"
