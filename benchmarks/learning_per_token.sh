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
# Variants (name: extra fairseq-train flags): "default" (fairseq's dropout 0.1 and attention dropout
# 0.1: the quickstart's recipe until issue 42), "nodrop" (the quickstart's recipe now, no dropout).
# Seeds: SEEDS (default "1 2"). Logs: OUT/VARIANT.seedN/{train,diagnose}.log;
# benchmarks/learning_per_token.py reads them into the table of docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source .venv/bin/activate
data=${DATA:?DATA=a folder prepare_xlm_e_data.sh wrote}
out=${OUT:-work/learning_per_token}
updates=${UPDATES:-700}
valid_every=${VALID_EVERY:-100}
source examples/recipes.sh  # XLM_E_RECIPE
declare -A variants=([default]="--dropout 0.1 --attention-dropout 0.1" [nodrop]="")
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-1}
for seed in ${SEEDS:-1 2}; do
  for name in ${VARIANTS:-default nodrop}; do
    run=$out/$name.seed$seed
    [ -f "$run/diagnose.log" ] && continue
    mkdir -p "$run"
    echo "| $(date +%H:%M) $name seed $seed: $updates updates"
    # shellcheck disable=SC2086
    fairseq-train "$data" "${XLM_E_RECIPE[@]}" --max-update "$updates" \
      --validate-interval-updates "$valid_every" --save-interval-updates "$valid_every" --keep-interval-updates 1 \
      --save-dir "$run/checkpoints" --no-epoch-checkpoints --seed "$seed" ${variants[$name]} >> "$run/train.log" 2>&1
    python examples/xlm_e/diagnose.py "$run/checkpoints/checkpoint_last.pt" --data "$data" > "$run/diagnose.log.partial" 2>&1
    mv "$run/diagnose.log.partial" "$run/diagnose.log"
  done
done
echo "| $(date +%H:%M) done: python benchmarks/learning_per_token.py $out"
