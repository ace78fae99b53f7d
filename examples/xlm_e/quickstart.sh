#!/usr/bin/env bash
# Quickstart: set up, binarize the embedded corpus, pre-train a small XLM-E (MRTD + TRTD jointly)
# on the CPU for about 5 minutes, and print cross-lingual sentence retrieval and zero-shot transfer accuracy of an
# untrained model and of the trained one, then what the model learned against trivial baselines
# (diagnose.py); last, the shifted-vocabulary test, where an untrained model is at chance: the
# same recipe trained for SHIFTED_MINUTES on the corpus with every language but English read from
# a copy of the vocabulary (preprocess/shift_vocabulary.py), its retrieval against chance and a
# length-only matcher. Outputs go to work/quickstart (WORK to change): the training logs train.log
# and train.shifted.log, curves.png, checkpoints/ and checkpoints.shifted/, each evaluation's log.
# Environment: WORK, TRAIN_MINUTES (default 5), SHIFTED_MINUTES (default 1.5; 0 skips the test),
# VOCAB_SIZE (default 4000), DATA (an existing binarized corpus instead of the embedded one; see
# quickstart_setup.sh). Extra arguments go to both fairseq-train runs (e.g. --lr 5e-4, --seed 2).
source "$(dirname "$0")/../quickstart_setup.sh" work/quickstart

source examples/recipes.sh  # XLM_E_RECIPE
# pretrain DATA SAVE_DIR MINUTES LOG [FLAGS...]: the quickstart's recipe for MINUTES
pretrain() {
  local data=$1 save_dir=$2 minutes=$3 log=$4
  shift 4
  rm -f "$log"
  trained "$log" "pre-training" "$minutes" fairseq-train "$data" "${XLM_E_RECIPE[@]}" --max-update 1500 \
    --stop-time-hours "$(python -c "print($minutes / 60)")" --validate-interval-updates 500 \
    --save-dir "$save_dir" --no-epoch-checkpoints --seed 1 "$@"
}

echo "| pre-training xlm_e_small on MRTD (en de es fr ru) + TRTD (en-de en-es en-fr en-ru) for ${minutes} minutes"
pretrain "$data" "$work/checkpoints" "$minutes" "$work/train.log" "$@"
python -m fairseq_xl.plot_logs "$work/train.log" --labels quickstart -o "$work/curves.png" \
  --metrics mlm_loss,tlm_loss,mrtd_loss,trtd_loss,mrtd_recall,trtd_recall,lr,wps

evaluate "$work/checkpoints/checkpoint_last.pt" "$data"
echo "| what the model learned, against trivial baselines (validation split; examples/xlm_e/diagnose.py)"
logged "$work/diagnose.log" python examples/xlm_e/diagnose.py "$work/checkpoints/checkpoint_last.pt" --data "$data"
grep -E "^\| (diagnostics|this run)" "$work/diagnose.log"

shifted_minutes=${SHIFTED_MINUTES:-1.5}
[ "$shifted_minutes" != 0 ] || exit 0
shifted=$work/$(basename "$data").shifted
if [ ! -f "$shifted/dict.txt" ]; then
  set_aside "$shifted"
  set_aside "$shifted.partial"
  logged "$work/shift.log" python preprocess/shift_vocabulary.py "$data" "$shifted"
fi
set_aside "$work/checkpoints.shifted"
echo "| the shifted-vocabulary test: de es fr ru read from a copy of the vocabulary, no piece shared with English;" \
     "the same recipe for ${shifted_minutes} minutes"
pretrain "$shifted" "$work/checkpoints.shifted" "$shifted_minutes" "$work/train.shifted.log" "$@"
for init in --random-init ""; do
  name=$([ -n "$init" ] && echo untrained || echo trained)
  log="$work/evaluate.shifted.$name.log"
  logged "$log" python examples/evaluate_retrieval.py "$work/checkpoints.shifted/checkpoint_last.pt" --data "$shifted" \
    "${test_pairs[@]}" $init
  grep -E "^\| retrieval \[.*\] layer [0-9]+ average" "$log" | sed 's/^| retrieval/| shifted retrieval/'
done
grep "^| retrieval \[baselines\]" "$log" | sed 's/^| retrieval/| shifted retrieval/'
centred() { sed -n 's/.* layer [0-9]* average top-1 accuracy: .* (centred: \([0-9.]*\))$/\1/p' "$1"; }
awk -v trained="$(centred "$work/evaluate.shifted.trained.log")" \
    -v untrained="$(centred "$work/evaluate.shifted.untrained.log")" 'BEGIN {
  verdict = trained - untrained >= 1 ? "shows alignment learned" : "shows no learned alignment yet"
  printf "| this run (shifted test) %s: centred retrieval %s against the untrained model'"'"'s %s, where only a " \
         "learned alignment can score (longer runs: docs/results.md)\n", verdict, trained, untrained }'
