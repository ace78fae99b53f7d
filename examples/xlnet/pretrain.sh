#!/usr/bin/env bash
# XLNet permutation language modelling on the embedded corpus: set up, binarize corpus/ as the
# XLM-E quickstart does, pre-train xlnet_small on the CPU for a few minutes,
# then score the checkpoint on the held-out text beside an untrained model, a unigram and a bigram
# model (examples/objective.py) and print a sentence
# pair's features through the hub interface. Outputs go to work/xlnet (WORK to change).
# Environment: WORK, TRAIN_MINUTES (default 5), VOCAB_SIZE (default 4000). Extra arguments go
# to fairseq-train (e.g. --arch xlnet_base --fp16 on a GPU, drop --cpu there).
source "$(dirname "$0")/../quickstart_setup.sh" work/xlnet
source examples/recipes.sh  # XLNET_RECIPE

echo "| pre-training xlnet_small (permutation LM, K=6, memory 192) on en de es fr ru for ${minutes} minutes"
trained "$work/train.log" "pre-training" "$minutes" \
  fairseq-train "$data" "${XLNET_RECIPE[@]}" --max-update 3000 \
  --stop-time-hours "$(python -c "print($minutes / 60)")" --validate-interval-updates 500 \
  --save-dir "$work/checkpoints" --no-epoch-checkpoints --log-interval 20 --seed 1 "$@"

echo "| held-out text (valid split of every language): bits per predicted token beside the baselines"
logged "$work/objective.log" python examples/objective.py "$work/checkpoints/checkpoint_last.pt" --data "$data"
grep "^| " "$work/objective.log"

python - "$work/checkpoints" "$data" <<'PY'
import logging
import sys
logging.basicConfig(level=logging.WARNING)  # the loaders' INFO lines stay out of the terminal
import fairseq_xl  # noqa: F401
from fairseq_xl.models.xlnet import XLNetModel
checkpoints, data = sys.argv[1:]
xlnet = XLNetModel.from_pretrained(checkpoints, "checkpoint_last.pt", data, sentencepiece_model=f"{data}/spm.model")
xlnet.eval()
tokens = xlnet.encode("Remove the file.", "Entfernt die Datei.")
print("| hub interface:", xlnet.task.source_dictionary.string(tokens), "->",
      tuple(xlnet.extract_features(tokens).shape))
PY
