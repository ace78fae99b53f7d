#!/usr/bin/env bash
# Quickstart: set up, binarize the embedded corpus, pre-train a small XLM-E (MRTD + TRTD jointly)
# on the CPU for about 5 minutes, and print cross-lingual sentence retrieval and zero-shot transfer accuracy of an
# untrained model and of the trained one, then what the model learned against trivial baselines
# (diagnose.py). Outputs go to work/quickstart (WORK to change): the training log train.log, its
# curves curves.png, checkpoints/, each evaluation's log.
# Environment: WORK, TRAIN_MINUTES (default 5), VOCAB_SIZE (default 4000), DATA (an existing
# binarized corpus instead of the embedded one; see quickstart_setup.sh). Extra arguments go
# to fairseq-train (e.g. --encoder-normalize-before, --lr 5e-4, --seed 2).
source "$(dirname "$0")/../quickstart_setup.sh" work/quickstart

rm -f "$work/train.log"
echo "| pre-training xlm_e_small on MRTD (en de es fr ru) + TRTD (en-de en-es en-fr en-ru) for ${minutes} minutes"
fairseq-train "$data" --user-dir fairseq_xl --task trtd --langs all --lang-pairs all \
  --arch xlm_e_small --criterion replaced_token_detection --discriminator-weight 50 \
  --tokens-per-sample 384 --max-tokens 2048 --multilang-sampling-alpha 0.7 \
  --optimizer adam --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01 --clip-norm 2.0 \
  --lr 1e-3 --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 1500 --max-update 1500 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --validate-interval-updates 500 \
  --save-dir "$work/checkpoints" --no-epoch-checkpoints --cpu --num-workers 0 \
  --log-format simple --log-interval 50 --log-file "$work/train.log" --seed 1 "$@"
python -m fairseq_xl.plot_logs "$work/train.log" --labels quickstart -o "$work/curves.png" \
  --metrics mlm_loss,tlm_loss,mrtd_loss,trtd_loss,mrtd_recall,trtd_recall,lr,wps

evaluate "$work/checkpoints/checkpoint_last.pt" "$data"
echo "| what the model learned, against trivial baselines (validation split; examples/xlm_e/diagnose.py)"
logged "$work/diagnose.log" python examples/xlm_e/diagnose.py "$work/checkpoints/checkpoint_last.pt" --data "$data"
grep -E "^\| (diagnostics|this run)" "$work/diagnose.log"
