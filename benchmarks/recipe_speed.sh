#!/usr/bin/env bash
# Words per second of the quickstart's recipe against its baseline, fairseq's masked_lm of the
# discriminator's size with fairseq's default dropout (examples/recipes.sh: XLM_E_RECIPE, MLM_RECIPE),
# in one run: each trains UPDATES updates (default 200) through fairseq-train on the same data, the same
# tokens per update and the same threads, one after the other; also the quickstart's recipe with
# fairseq's dropout (its recipe before issue 42). Prints a table: the median words/s of the logged
# intervals after the first (which holds the start-up), and the ratio to masked_lm.
#
#   DATA=work/quickstart/data-bin bash benchmarks/recipe_speed.sh [OUT]    # 2 idle cores: about 5 minutes
set -euo pipefail
cd "$(dirname "$0")/.."
source .venv/bin/activate
source examples/recipes.sh
data=${DATA:?DATA=a folder prepare_xlm_e_data.sh wrote, e.g. work/quickstart/data-bin}
out=${1:-work/recipe_speed}
updates=${UPDATES:-200}
rm -rf "$out"
mkdir -p "$out"
python preprocess/merge_languages.py "$data" "$out/mlm-bin" > "$out/merge.log" 2>&1
# run NAME DATA FLAGS...: UPDATES updates of a recipe, nothing saved; its log in OUT/NAME.log
run() {
  local name=$1 data=$2
  shift 2
  echo "| $(date +%H:%M:%S) $name: $updates updates (log: $out/$name.log)"
  fairseq-train "$data" "$@" --max-update "$updates" --log-interval 25 --no-save --seed 1 \
    --save-dir "$out/$name.checkpoints" > "$out/$name.log" 2>&1
}
run masked_lm "$out/mlm-bin" "${MLM_RECIPE[@]}"
run quickstart "$data" "${XLM_E_RECIPE[@]}"
run quickstart.dropout "$data" "${XLM_E_RECIPE[@]}" --dropout 0.1 --attention-dropout 0.1
python - "$out" <<'PYTHON'
import re, statistics, sys
out = sys.argv[1]
def wps(name):
    speeds = [float(s) for s in re.findall(r"\| train_inner \|.* wps=([\d.]+)", open(f"{out}/{name}.log").read())]
    return statistics.median(speeds[1:]) if len(speeds) > 1 else float("nan")
base = wps("masked_lm")
print("| recipe | words/s | ratio to masked_lm |\n| --- | --- | --- |")
for name in ("masked_lm", "quickstart", "quickstart.dropout"):
    print(f"| {name} | {wps(name):,.0f} | {wps(name) / base:.2f} |")
PYTHON
