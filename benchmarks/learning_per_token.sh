#!/usr/bin/env bash
# Learning per token of the quickstart's recipe under variants (issue 42): each variant trains the
# quickstart's recipe (examples/xlm_e/quickstart.sh) for the same number of updates, so the same
# tokens, validating every VALID_EVERY updates, then runs examples/xlm_e/diagnose.py on its last
# checkpoint. One thread per run (OMP_NUM_THREADS=1), so a run can go in the background beside
# other work; a finished run (its diagnose.log exists) is skipped and an interrupted one resumes from its
# checkpoint_last.pt (saved every VALID_EVERY updates; its train.log is appended to).
#
#   DATA=work/qs_try/data-bin OUT=work/lpt UPDATES=700 bash benchmarks/learning_per_token.sh
#
# Variants (name: extra fairseq-train flags): "default" (the quickstart's), "nodrop" (--dropout 0
# --attention-dropout 0). Seeds: SEEDS (default "1 2"). Logs: OUT/VARIANT.seedN/{train,diagnose}.log;
# benchmarks/learning_per_token.py reads them into the table of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source .venv/bin/activate
data=${DATA:?DATA=a folder prepare_xlm_e_data.sh wrote}
out=${OUT:-work/learning_per_token}
updates=${UPDATES:-700}
valid_every=${VALID_EVERY:-100}
declare -A variants=([default]="" [nodrop]="--dropout 0 --attention-dropout 0")
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
for seed in ${SEEDS:-1 2}; do
  for name in ${VARIANTS:-default nodrop}; do
    run=$out/$name.seed$seed
    [ -f "$run/diagnose.log" ] && continue
    mkdir -p "$run"
    echo "| $(date +%H:%M) $name seed $seed: $updates updates"
    # shellcheck disable=SC2086
    fairseq-train "$data" --user-dir fairseq_xl --task trtd --langs all --lang-pairs all \
      --arch xlm_e_small --criterion replaced_token_detection --discriminator-weight 50 \
      --tokens-per-sample 384 --max-tokens 2048 --multilang-sampling-alpha 0.7 \
      --optimizer adam --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01 --clip-norm 2.0 \
      --lr 1e-3 --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 1500 \
      --max-update "$updates" --validate-interval-updates "$valid_every" --save-interval-updates "$valid_every" \
      --keep-interval-updates 1 --save-dir "$run/checkpoints" --no-epoch-checkpoints --cpu --num-workers 0 \
      --log-format simple --log-interval 50 --seed "$seed" ${variants[$name]} >> "$run/train.log" 2>&1
    python examples/xlm_e/diagnose.py "$run/checkpoints/checkpoint_last.pt" --data "$data" > "$run/diagnose.log.partial" 2>&1
    mv "$run/diagnose.log.partial" "$run/diagnose.log"
  done
done
echo "| $(date +%H:%M) done: python benchmarks/learning_per_token.py $out"
