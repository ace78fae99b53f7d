#!/usr/bin/env bash
# Issue 53's section 4 on a lent GPU machine (docs/gpu.md, "Issue 53's section 4 ..."): runs of
# `examples/compare.py --device cuda --shifted`, each a method and seed, MINUTES of training (default 8) in two
# segments, split over two commands of that machine (each at most 10 minutes: the untrained models and the first
# segment, then the second), run back to back on the same warm machine. METHODS and SEEDS are comma-separated:
# every method with every seed, each run a process of its own, side by side on the one GPU (at compare.py's size
# an update costs the host's launches, not the GPU's time; each run's share of the CPU cores for its scoring).
# The data is prepared beforehand on any machine and carried.
#
#   here:   bash benchmarks/compare_gpu.sh prepare                    # work/compare_gpu/data, the shifted corpora
#           bash benchmarks/gather_wheels.sh wheels                   # where the GPU machine lacks fairseq
#   there:  bash benchmarks/compare_gpu.sh METHODS SEEDS OUT          # e.g. xlm_e,mlm_tlm 1,2; first call:
#                                                                     # untrained + segment 1; second: the rest
#
# (carry work/compare_gpu with the first call only: carried again, it would replace the runs made there.)
# Each call copies to OUT the results of every run in work/compare_gpu (results.jsonl; results.md and curves.png of
# the runs named, drawn together), each run's output (compare.txt), their logs (logs.txt: train.log and flops.log)
# and, on a GPU, nvidia-smi's samples of its use (gpu.csv, one a second, and a line of their summary). Several runs
# share the GPU through NVIDIA's MPS where it starts (their kernels at once; MPS=0: never), else by turns. A machine
# that lost the first call's runs starts them again. A call ends its training and scoring by LIMIT seconds from
# its start (default 585, for the machine's 600 a command). DEVICE=cpu runs the same on the CPU (to check the
# script); COMPARE=DIR uses another folder than work/compare_gpu (its data/ prepared as above).
set -uo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
compare=${COMPARE:-work/compare_gpu}
if [ $# -eq 1 ] && [ "$1" = prepare ]; then
  [ -z "${PYTHON:-}" ] && [ -x .venv/bin/python ] && py=.venv/bin/python  # here: install.sh's environment
  PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} exec "$py" examples/compare.py --shifted --methods xlm_e,mlm_tlm \
    --segments 0 --out "$compare"
fi
[ $# -eq 3 ] || { sed -n '2,22p' "$0"; exit 2; }
methods=$1 seeds=$2 out=$3
IFS=, read -ra method_list <<< "$methods"
IFS=, read -ra seed_list <<< "$seeds"
for seed in "${seed_list[@]}"; do
  [[ $seed =~ ^[0-9]+$ ]] || { echo "SEEDS $seeds: comma-separated whole numbers" >&2; exit 2; }
done
mkdir -p "$out"
source benchmarks/gpu_site.sh
[ -f "$compare/data/xlm_e/dict.txt" ] || { echo "no $compare/data: run 'bash $0 prepare' and carry $compare" >&2; exit 2; }
device=${DEVICE:-cuda}
runs=$(( ${#method_list[@]} * ${#seed_list[@]} ))
common=(--device "$device" --shifted --minutes "${MINUTES:-8}" --evaluations 2 --out "$compare" --runs-at-once "$runs")
threads=$(( $(nproc) / runs > 0 ? $(nproc) / runs : 1 ))  # each run's CPU threads (its scoring runs there)
# several runs: their kernels run at once through NVIDIA's MPS where the machine has it and a probe passes (MPS=0:
# never), else the GPU gives each process time slices in turn
: > "$out/compare.txt"
if [ "$device" = cuda ] && [ "$runs" -gt 1 ] && [ "${MPS:-1}" = 1 ] && command -v nvidia-cuda-mps-control >/dev/null; then
  export CUDA_MPS_PIPE_DIRECTORY=/tmp/mps-pipe CUDA_MPS_LOG_DIRECTORY=/tmp/mps-log
  mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
  echo quit | nvidia-cuda-mps-control >/dev/null 2>&1; sleep 1  # an earlier call's daemon, if it outlived it
  if nvidia-cuda-mps-control -d && timeout 60 "$py" -c "import torch; torch.ones(1, device='cuda').sum().item()"; then
    mps=1; echo "MPS on: the runs' kernels share the GPU at once" | tee -a "$out/compare.txt"
  else
    echo quit | nvidia-cuda-mps-control >/dev/null 2>&1
    unset CUDA_MPS_PIPE_DIRECTORY CUDA_MPS_LOG_DIRECTORY
    echo "MPS did not start: the runs take turns on the GPU" | tee -a "$out/compare.txt"
  fi
fi
if [ "$device" = cuda ] && command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=timestamp,utilization.gpu,memory.used --format=csv,noheader,nounits -l 1 \
    > "$out/gpu.csv" 2>/dev/null &
  sampler=$!
fi
# by LIMIT, the install's seconds included, with time left to draw the table and copy the results; fairseq's
# log lines left out
quiet=" | INFO | \| | DEBUG | \|^INFO:\|^DEBUG:"
mkdir -p "$compare/runs"
pids=() names=()
for method in "${method_list[@]}"; do
  for seed in "${seed_list[@]}"; do
    name=$method.seed$seed flags=(--methods "$method" --seeds "$seed")
    if [ -f "$compare/runs/$name/checkpoint_1.pt" ]; then
      echo "== $name: the second segment" > "$compare/runs/$name.compare.txt"
    else
      echo "== $name: the untrained model and the first segment" > "$compare/runs/$name.compare.txt"
      flags+=(--segments 1)
    fi
    (OMP_NUM_THREADS=$threads timeout $((${LIMIT:-585} - 20 - SECONDS)) "$py" examples/compare.py "${common[@]}" \
       "${flags[@]}" 2>&1 | grep -v "$quiet" >> "$compare/runs/$name.compare.txt"; exit "${PIPESTATUS[0]}") &
    pids+=($!) names+=("$name")
  done
done
status=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { status=1; echo "== ${names[$i]}: stopped before its segment's end" >> "$compare/runs/${names[$i]}.compare.txt"; }
done
[ -n "${sampler:-}" ] && kill "$sampler" 2>/dev/null
[ -n "${mps:-}" ] && { echo quit | nvidia-cuda-mps-control; unset CUDA_MPS_PIPE_DIRECTORY CUDA_MPS_LOG_DIRECTORY; }
# every run named, drawn together from results.jsonl (--segments 0 trains nothing)
"$py" examples/compare.py "${common[@]}" --methods "$methods" --seeds "${seed_list[@]}" --segments 0 \
  2>&1 | grep -v "$quiet" > "$compare/runs/table.txt"
for name in "${names[@]}"; do cat "$compare/runs/$name.compare.txt"; done | tee -a "$out/compare.txt"
grep -v "^| compare" "$compare/runs/table.txt"
if [ -s "$out/gpu.csv" ]; then  # samples a second: the share of them the GPU ran a kernel in, from nvidia-smi
  awk -F', ' '{sum += $2; n++; if ($2 > top) top = $2; if ($2 >= 90) busy++}
    END {printf "GPU use, %d samples a second apart: mean %.0f%%, highest %d%%, %d at 90%% or more\n",
         n, sum / n, top, busy}' "$out/gpu.csv" | tee -a "$out/compare.txt"
fi
cp "$compare"/results.jsonl "$compare"/results.md "$compare"/curves.png "$out"/ 2>/dev/null
logs=()
for name in "${names[@]}"; do
  for log in "$compare/runs/$name/train.log" "$compare/runs/$name/flops.log"; do [ -f "$log" ] && logs+=("$log"); done
done
[ ${#logs[@]} -gt 0 ] && tail -n +1 "${logs[@]}" > "$out/logs.txt"
exit "$status"
