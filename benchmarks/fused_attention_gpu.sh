#!/usr/bin/env bash
# Issue 53's GPU measurements in one run (docs/gpu.md, "XLM-E's fused attention (Triton)"): XLM-E's
# fused attention against SDPA with no bias, the materialized bias and flex_attention (and two other
# tilings of the kernel, and its backward in one pass; then at lengths 128, 256 and 1,024 with the same tokens); XLM-E's replacement
# sampling and the generator's loss at XLM-R's vocabulary, PyTorch's against the kernels; trtd against masked_lm with the kernel
# and without, and with it at a quarter of the batch; VECO's batched streams against the separate ones; then fairseq-train of trtd + mrtd with the
# kernel in fp16 and bf16 (gpu_kit.py's checks: losses finite and falling, resumed from the checkpoint), after
# fairseq's optimizer step one tensor at a time against fairseq-xl's lists.
# Each step has its own time limit, and the steps end by LIMIT seconds from the start (default 590, within one
# command of a lent GPU machine: a step gets what is left of it, none under 10 s; the fifth run's steps took 175 s
# in all), and prints into OUT/<group>.txt as it goes (the group: the step's name up to its first underscore; a lent
# machine returns 8 files at most), so what finished is kept when a later step fails or runs out of time. Last,
# trtd against masked_lm at XLM-R's vocabulary (250,002 words; the steps before use the benchmark's 8,000), where
# the loss over the vocabulary costs a GPU a third of what the attention does, then XLNet and VECO through
# fairseq-train in bf16 (their losses over the vocabulary in the kernels too).
#
# Usage: bash benchmarks/fused_attention_gpu.sh OUT
#   On a GPU machine without fairseq and no package index, carry the folder of
#   `bash benchmarks/gather_wheels.sh wheels` beside the repository: it is installed into /tmp/site.
#   DEVICE=cpu runs the same steps at tiny sizes (to check the script, not to measure).
set -uo pipefail
[ $# -eq 1 ] || { sed -n '2,14p' "$0"; exit 2; }
out=$1
mkdir -p "$out"
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
source benchmarks/gpu_site.sh
if [ "${DEVICE:-cuda}" = cpu ]; then
  attention=(--device cpu --batch-size 1 --length 64 --steps 1)
  lengths=(32)
  xlm_e=(--device cpu --arch tiny --batch-size 2 --length 64 --steps 1)
  veco=(--device cpu --arch tiny --batch-size 2 --side-length 32 --steps 1)
  sampling=(--device cpu --batch-size 2 --length 64 --vocab 5000 --steps 1)
  train=(--device cpu --precisions bf16 --updates 10 --resume-updates 2)
  others=(--device cpu --precisions bf16 --updates 6 --resume-updates 2)
  lists=(--device cpu --arch tiny --precision bf16 --steps 2)
  small_batch=1
  rounds=2
else
  attention=(--device cuda --batch-size 64 --length 512)
  lengths=(128 256 1024)
  xlm_e=(--device cuda --arch base --batch-size 64 --length 512 --dtype bf16)
  veco=(--device cuda --arch small --batch-size 128 --dtype bf16)
  sampling=(--device cuda)
  train=(--device cuda --precisions fp16,bf16 --updates 100 --resume-updates 5)
  others=(--device cuda --precisions bf16 --updates 60 --resume-updates 5)
  lists=(--device cuda --arch base --precision bf16 --steps 10)
  small_batch=16
  rounds=5
fi
rm -f "$out"/{versions,attention,sampling,xlm,veco,train}.txt  # each group file is appended to
failed=0
step() {  # NAME SECONDS COMMAND...: run, print and keep its output in its group's file, note a failure and go on
  local name=$1 seconds=$2 file=$out/${1%%_*}.txt left=$(( ${LIMIT:-590} - SECONDS ))
  shift 2
  [ "$left" -ge 10 ] || { echo "== $name: skipped, ${LIMIT:-590} s spent" | tee -a "$file"; failed=1; return; }
  [ "$seconds" -le "$left" ] || seconds=$left
  echo "== $name: $*" | tee -a "$file"
  timeout "$seconds" "$@" 2>&1 | tee -a "$file"
  local status=${PIPESTATUS[0]}
  [ "$status" -eq 0 ] || { echo "== $name: exit $status" | tee -a "$file"; failed=1; }
}
"$py" -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__,
      torch.cuda.get_device_name() if torch.cuda.is_available() else 'no GPU')" 2>&1 | tee "$out/versions.txt"
step attention 120 "$py" benchmarks/gated_bias_attention.py "${attention[@]}" \
  --tiles "forward=64,64,4 keys=16,64,4 queries=64,64,4" "keys=32,64,2" --lengths "${lengths[@]}"
step sampling 40 "$py" benchmarks/replacement_sampling.py "${sampling[@]}"
# then masked_lm and trtd taking turns, a ratio a round: the spread within one process; trtd with the attention's
# backward in two passes and in one (gated_attention_kernel.one_pass), each taking its turn
step xlm_e_fused 100 "$py" benchmarks/xlm_e_vs_masked_lm.py "${xlm_e[@]}" --rounds "${rounds}" --one-pass
step xlm_e_materialized 60 "$py" benchmarks/xlm_e_vs_masked_lm.py "${xlm_e[@]}" --no-fused-attention
# a quarter of the batch, as one GPU of several often takes: where the host's launches, not the kernels, may bound
step xlm_e_batch16 40 "$py" benchmarks/xlm_e_vs_masked_lm.py "${xlm_e[@]}" --batch-size "${small_batch}"
step veco_batched 45 "$py" benchmarks/veco_vs_tlm.py "${veco[@]}"
step veco_separate 45 "$py" benchmarks/veco_vs_tlm.py "${veco[@]}" --separate-streams
# fairseq-train's clipping, Adam step and zeroing in bf16 at base size: fairseq's one tensor at a time against the
# plugin's lists (repairs/parameter_lists.py), operators and the host's milliseconds (in train.txt)
step train_optimizer 30 "$py" benchmarks/parameter_lists.py "${lists[@]}"
# the kit's checkpoints stay on the machine (a fresh folder: a run left there would be resumed); its table
# and the kernel's line from each run's log come back
rm -rf /tmp/fused_kit
step train 140 "$py" benchmarks/gpu_kit.py --parts train --tasks trtd+mrtd "${train[@]}" --out /tmp/fused_kit
cat /tmp/fused_kit/gpu_kit.md >> "$out/train.txt" 2>/dev/null
grep -rh "run in one Triton kernel\|materialize the bias" /tmp/fused_kit/train --include "*.log" | sort | uniq -c \
  | tee -a "$out/train.txt"
# XLM-E's real vocabulary: the generator's loss and sampling over 250,002 words a masked token, as masked_lm's loss
step xlm_e_vocabulary 60 "$py" benchmarks/xlm_e_vs_masked_lm.py "${xlm_e[@]}" --vocab 250002
# with what time is left: XLNet and VECO through fairseq-train in bf16 on the same data, their losses over the
# vocabulary in the kernels too (the log's line counted)
rm -rf /tmp/fused_kit_others
step train_others 90 "$py" benchmarks/gpu_kit.py --parts train --tasks permutation_lm,ca_mlm "${others[@]}" \
  --data /tmp/fused_kit/data/xlm_e --out /tmp/fused_kit_others
cat /tmp/fused_kit_others/gpu_kit.md >> "$out/train.txt" 2>/dev/null
grep -rc "loss over the vocabulary runs in two Triton kernels" /tmp/fused_kit/train /tmp/fused_kit_others/train \
  --include "*.log" | tee -a "$out/train.txt"
# last, with what time is left: trtd with --checkpoint-activations (its layers run again in the backward) against
# the plain step, throughput and peak memory (in xlm.txt)
step xlm_e_checkpointed 40 "$py" benchmarks/xlm_e_vs_masked_lm.py "${xlm_e[@]}" --checkpoint-activations
exit $failed
