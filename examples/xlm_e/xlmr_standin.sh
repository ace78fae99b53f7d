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
logged "$work/train.log" fairseq-train "$work/mlm-bin" --task masked_lm --criterion masked_lm --arch roberta_base \
  --encoder-layers 4 --encoder-embed-dim 128 --encoder-ffn-embed-dim 512 --encoder-attention-heads 4 \
  --max-positions 384 --tokens-per-sample 384 --sample-break-mode none --max-tokens 2048 --optimizer adam \
  --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01 --clip-norm 2.0 --lr 1e-3 \
  --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 3000 --max-update 3000 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --disable-validation --save-dir "$work/checkpoints" \
  --no-epoch-checkpoints --cpu --num-workers 0 --log-format simple --log-interval 50 --seed 1
cp "$work/checkpoints/checkpoint_last.pt" "$release/model.pt"
mkdir -p "$(dirname "$out")"
mv "$release" "$out"
echo "| wrote $out: model.pt, dict.txt ($(wc -l < "$out/dict.txt") symbols), sentencepiece.bpe.model"
