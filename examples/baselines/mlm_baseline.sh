#!/usr/bin/env bash
# The MLM baseline of the quickstart: fairseq's own RoBERTa (--task masked_lm) at the size of
# xlm_e_small's discriminator (4 layers, 128 wide, FFN 512, 4 heads), trained on the embedded
# corpus' monolingual text of all five languages with the quickstart's dictionary, optimizer,
# learning-rate schedule, batch size and minutes; then the same retrieval and transfer evaluations.
# Environment: WORK (default work/mlm_baseline), DATA (binarized data to share, e.g.
# work/quickstart/data-bin: the same dictionary as the quickstart's model; default: WORK/data-bin),
# TRAIN_MINUTES (default 5), VOCAB_SIZE. Extra arguments go to fairseq-train.
source "$(dirname "$0")/../quickstart_setup.sh" work/mlm_baseline

rm -rf "$work/mlm-bin" "$work/train.log"
python preprocess/merge_languages.py "$data" "$work/mlm-bin"
echo "| pre-training fairseq's RoBERTa (4 layers x 128) with MLM on en de es fr ru for ${minutes} minutes"
source examples/recipes.sh  # MLM_RECIPE
fairseq-train "$work/mlm-bin" "${MLM_RECIPE[@]}" --max-update 1500 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --validate-interval-updates 500 \
  --save-dir "$work/checkpoints" --no-epoch-checkpoints --log-file "$work/train.log" --seed 1 "$@"
python -m fairseq_xl.plot_logs "$work/train.log" --labels mlm-baseline -o "$work/curves.png" --metrics loss,lr,wps

evaluate "$work/checkpoints/checkpoint_last.pt" "$work/mlm-bin"
