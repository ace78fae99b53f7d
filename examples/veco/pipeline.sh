#!/usr/bin/env bash
# VECO on the embedded corpus, every step: set up, binarize corpus/ as the XLM-E quickstart
# does, CA-MLM pre-training (translation pairs + adjacent sentences of en de es fr ru, alpha
# 0.5) for 12 CPU minutes, plug-out export to fairseq's RoBERTa (features through its hub
# interface), plug-in initialisation of an en-de Transformer, fine-tuning with fairseq's
# translation task from VECO and, as the baseline, from random initialisation with the same
# flags and number of updates, and the test BLEU of both (fairseq-generate beam 5, sacrebleu).
# Outputs go to work/veco (WORK to change).
# Environment: WORK, TRAIN_MINUTES (pre-training, default 12: shorter pre-training loses on
# BLEU at 400 NMT updates, see examples/veco/README.md), NMT_UPDATES (default 400) and NMT_MINUTES
# (default 4: each translation fine-tuning stops at whichever comes first), VOCAB_SIZE (default 4000). Extra arguments go to the pre-training fairseq-train (e.g.
# --arch veco_small --fp16 on a GPU, drop --cpu there).
TRAIN_MINUTES=${TRAIN_MINUTES:-12} source "$(dirname "$0")/../quickstart_setup.sh" work/veco
nmt_updates=${NMT_UPDATES:-400}
nmt_minutes=${NMT_MINUTES:-4}
echo "| budget: pre-training ${minutes} min, then two translation fine-tunings of at most ${nmt_minutes} min" \
     "(${nmt_updates} updates) each, plus about 3 min of conversion and BLEU: at most" \
     "$(awk -v a="$minutes" -v b="$nmt_minutes" 'BEGIN { print a + 2 * b + 3 }') min (logs in $work)"
source examples/recipes.sh  # VECO_RECIPE

echo "| CA-MLM pre-training (3 layers, 128 hidden) on en-{de,es,fr,ru} pairs and adjacent sentences for ${minutes} minutes"
trained "$work/train.log" "CA-MLM pre-training" "$minutes" \
  fairseq-train "$data" "${VECO_RECIPE[@]}" --max-update 3000 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --disable-validation \
  --save-dir "$work/checkpoints" --no-epoch-checkpoints --log-interval 20 --seed 1 "$@"
veco=$work/checkpoints/checkpoint_last.pt

echo "| plug-out: the self stream as a fairseq RoBERTa"
set_aside "$work/nmt"
rm -rf "$work/encoder" "$work/en_de_init"  # conversions of the previous run's model
logged "$work/convert.encoder.log" python -m fairseq_xl.convert.veco encoder "$veco" --data "$data" --out "$work/encoder"
grep "^| wrote" "$work/convert.encoder.log"
python - "$work/encoder" <<'PY'
import logging
import sys
logging.basicConfig(level=logging.WARNING)  # fairseq's INFO lines (its whole config) stay out of the terminal
import fairseq_xl  # noqa: F401  (safe checkpoint loading on torch >= 2.6)
from fairseq.models.roberta import RobertaModel
roberta = RobertaModel.from_pretrained(sys.argv[1], "model.pt", bpe="sentencepiece").eval()
tokens = roberta.encode("Remove the file.", "Entfernt die Datei.")
print("| RoBERTa hub interface:", roberta.decode(tokens), "->", tuple(roberta.extract_features(tokens).shape))
PY

echo "| plug-in: an en-de Transformer from the checkpoint, fine-tuned ${nmt_updates} updates, and the same from random initialisation"
logged "$work/convert.translation.log" python -m fairseq_xl.convert.veco translation "$veco" --data "$data" -s en -t de \
  --out "$work/en_de_init"
flags=$(sed -n 's/^| architecture flags: //p' "$work/convert.translation.log")
for init in veco random; do
  restore=()
  [ "$init" = veco ] && restore=(--restore-file "$work/en_de_init/model.pt" --reset-optimizer --reset-dataloader --reset-meters)
  # shellcheck disable=SC2086  # the printed flags are words
  # FAIRSEQ_XL_FIX_FAIRSEQ=1: fairseq's translation task keeps the last batch of each epoch (fairseq #5036)
  trained "$work/nmt.$init.log" "translation fine-tuning from $init" "$nmt_minutes" \
    env FAIRSEQ_XL_FIX_FAIRSEQ=1 fairseq-train "$data" --user-dir fairseq_xl --task translation -s en -t de $flags "${restore[@]}" \
    --criterion label_smoothed_cross_entropy --label-smoothing 0.1 --max-tokens 4096 \
    --optimizer adam --adam-betas '(0.9,0.98)' --lr 1e-3 --lr-scheduler inverse_sqrt --warmup-updates 50 \
    --max-update "$nmt_updates" --stop-time-hours "$(python -c "print($nmt_minutes / 60)")" \
    --save-dir "$work/nmt/$init" --no-epoch-checkpoints --no-save-optimizer-state \
    --cpu --log-format simple --log-interval 10 --seed 1 --skip-invalid-size-inputs-valid-test
  grep "valid on" "$work/nmt.$init.log" | tail -n 1 | sed 's/^.*| valid |/| valid |/' 
  echo "| test BLEU, $init initialisation:"
  bash examples/veco/bleu.sh "$data" en de "$work/nmt/$init/checkpoint_last.pt" --cpu --beam 5 --max-len-a 1.2 \
    --max-len-b 10 | tee "$work/bleu.$init.txt"
done
bleu() { sed -n 's/^| BLEU \([0-9.]*\) on .*/\1/p' "$work/bleu.$1.txt"; }
awk -v veco="$(bleu veco)" -v random="$(bleu random)" -v updates="$nmt_updates" \
    -v copy="$(sed -n 's/.*copying the source scores \([0-9.]*\).*/\1/p' "$work/bleu.veco.txt")" 'BEGIN {
  printf "| this run shows: the translation model initialised from VECO scores %s BLEU, from random initialisation %s, " \
         "after the same fine-tuning (at most %s updates): %+.2f for VECO; ", veco, random, updates, veco - random
  if (veco > copy) print "and VECO'"'"'s beats copying the source (" copy ")"
  else print "neither beats copying the source (" copy "), so neither translates yet (longer runs: examples/veco/README.md)" }'
