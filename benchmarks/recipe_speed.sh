#!/usr/bin/env bash
# Every pipeline's CPU recipe end to end through fairseq-train against fairseq's masked_lm (RoBERTa)
# of its size, in one run (issue 42, goals 1 and 3; examples/recipes.sh holds the recipes):
#   quickstart  XLM_E_RECIPE (xlm_e_small, no dropout) against MLM_RECIPE (4 x 128, fairseq's dropout);
#               also the quickstart's recipe with fairseq's dropout (before issue 42)
#   xlnet       XLNET_RECIPE against MLM_RECIPE at 16 x 256 tokens
#   veco        VECO_RECIPE against MLM_RECIPE at 3 layers, 4,096 tokens of 256
#   marge       MARGE_RECIPE against MLM_RECIPE at 2,048 tokens of 128
# Each trains UPDATES updates (default 100; MARGE and its baseline MARGE_UPDATES, default 250, so
# that one of the recipe's re-indexings falls in the timed updates) on the same machine and threads,
# nothing saved, and benchmarks/recipe_flops.py counts its model FLOPs per word. ROUNDS (default 2)
# runs everything again in the same order: this machine's speed drifts by up to a third over tens of
# seconds, and each run keeps its fastest round. Prints a table: words/s (all the logged intervals
# after the first, the start-up's, as total words over total time), model GFLOP/s (words/s times
# FLOPs per word) and its share of the measured fp32 matrix-product peak, and the ratio of each
# recipe's model GFLOP/s to its masked_lm's: 1.00 means its words/s ratio is exactly the FLOP ratio
# (its data pipeline and layers cost no more per FLOP than fairseq's RoBERTa).
#
#   DATA=work/quickstart/data-bin MARGE_DATA=work/marge/data-bin bash benchmarks/recipe_speed.sh [OUT]
#
# DATA: a folder examples/xlm_e/prepare_xlm_e_data.sh wrote (the quickstart's, XLNet's and VECO's
# data); MARGE_DATA: preprocess/prepare_marge_data.sh's (examples/marge/pipeline.sh's). RECIPES picks
# some of "quickstart xlnet veco marge" (default all: about 20 minutes on 2 idle cores).
set -euo pipefail
cd "$(dirname "$0")/.."
source .venv/bin/activate
source examples/recipes.sh
data=${DATA:?DATA=a folder prepare_xlm_e_data.sh wrote, e.g. work/quickstart/data-bin}
out=${1:-work/recipe_speed}
updates=${UPDATES:-100}
marge_updates=${MARGE_UPDATES:-250}  # one of the recipe's re-indexings (every 200 updates) in the timed ones
rounds=${ROUNDS:-2}
recipes=${RECIPES:-quickstart xlnet veco marge}
if [[ " $recipes " == *" marge "* ]]; then
  marge_data=${MARGE_DATA:?MARGE_DATA=a folder prepare_marge_data.sh wrote, e.g. work/marge/data-bin}
fi
rm -rf "$out"
mkdir -p "$out"
python preprocess/merge_languages.py "$data" "$out/mlm-bin" > "$out/merge.log" 2>&1
# run NAME DATA FLAGS...: UPDATES updates of a recipe (log: OUT/NAME.ROUND.log; no validation: the
# recipes differ in it), then, in the first round, its FLOPs per word
run() {
  local name=$1 data=$2
  shift 2
  local count=$updates
  [[ $name == *marge ]] && count=$marge_updates
  echo "| $(date +%H:%M:%S) round $round, $name: $count updates (log: $out/$name.$round.log)"
  fairseq-train "$data" "$@" --max-update "$count" --log-interval 10 --no-save --seed 1 --disable-validation \
    --save-dir "$out/$name.checkpoints" > "$out/$name.$round.log" 2>&1
  if [ "$round" = 1 ]; then
    python benchmarks/recipe_flops.py "$data" "$@" --save-dir "$out/$name.checkpoints" > "$out/$name.flops.log" 2>&1
    echo "$name $(tail -n 1 "$out/$name.flops.log")" >> "$out/runs.txt"
  fi
}
for round in $(seq "$rounds"); do
for recipe in $recipes; do
  case $recipe in
    quickstart)
      run masked_lm.quickstart "$out/mlm-bin" "${MLM_RECIPE[@]}"
      run quickstart "$data" "${XLM_E_RECIPE[@]}"
      run quickstart.dropout "$data" "${XLM_E_RECIPE[@]}" --dropout 0.1 --attention-dropout 0.1 ;;
    xlnet)
      run masked_lm.xlnet "$out/mlm-bin" "${MLM_RECIPE[@]}" --tokens-per-sample 256 --max-positions 256 \
        --max-tokens 4096 --batch-size 16
      run xlnet "$data" "${XLNET_RECIPE[@]}" ;;
    veco)
      run masked_lm.veco "$out/mlm-bin" "${MLM_RECIPE[@]}" --encoder-layers 3 --tokens-per-sample 256 \
        --max-positions 256 --max-tokens 4096
      run veco "$data" "${VECO_RECIPE[@]}" ;;
    marge)
      run masked_lm.marge "$out/mlm-bin" "${MLM_RECIPE[@]}" --tokens-per-sample 128 --max-positions 128
      run marge "$marge_data" "${MARGE_RECIPE[@]}" --cpu ;;
    *) echo "recipe_speed.sh: RECIPES has '$recipe'; the recipes are: quickstart xlnet veco marge" >&2; exit 2 ;;
  esac
done
done
python benchmarks/recipe_speed_table.py "$out"
