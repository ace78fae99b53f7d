#!/usr/bin/env bash
# Issue 53's section 4 on a lent GPU machine (docs/gpu.md, "Issue 53's section 4 ..."): one method and seed of
# `examples/compare.py --device cuda --shifted`, MINUTES of training (default 8) in two segments, split over two
# commands of that machine (each at most 10 minutes: the untrained model and the first segment, then the second),
# run back to back on the same warm machine. The data is prepared beforehand on any machine and carried.
#
#   here:   bash benchmarks/compare_gpu.sh prepare           # work/compare_gpu/data, the shifted corpora
#           bash benchmarks/gather_wheels.sh wheels          # where the GPU machine lacks fairseq
#   there:  bash benchmarks/compare_gpu.sh METHOD SEED OUT   # first call: untrained + segment 1; second: the rest
#
# (carry work/compare_gpu with the first call only: carried again, it would replace the runs made there.)
# Each call copies the results (results.jsonl, results.md, curves.png, the runs' logs) to OUT. A machine that
# lost the first call's runs starts them again. A call ends its training and scoring by LIMIT seconds from its start
# (default 585, for the machine's 600 a command). DEVICE=cpu runs the same on the CPU (to check the script).
set -uo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
compare=work/compare_gpu
if [ $# -eq 1 ] && [ "$1" = prepare ]; then
  [ -z "${PYTHON:-}" ] && [ -x .venv/bin/python ] && py=.venv/bin/python  # here: install.sh's environment
  PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH} exec "$py" examples/compare.py --shifted --methods xlm_e,mlm_tlm \
    --segments 0 --out "$compare"
fi
[ $# -eq 3 ] || { sed -n '2,15p' "$0"; exit 2; }
method=$1 seed=$2 out=$3
mkdir -p "$out"
source benchmarks/gpu_site.sh
[ -f "$compare/data/xlm_e/dict.txt" ] || { echo "no $compare/data: run 'bash $0 prepare' and carry $compare" >&2; exit 2; }
flags=(--device "${DEVICE:-cuda}" --shifted --methods "$method" --seeds "$seed" --minutes "${MINUTES:-8}"
       --evaluations 2 --out "$compare")
if [ -f "$compare/runs/$method.seed$seed/checkpoint_1.pt" ]; then
  echo "== $method seed $seed: the second segment"
else
  echo "== $method seed $seed: the untrained model and the first segment"
  flags+=(--segments 1)
fi
# by LIMIT, the install's seconds included, with time left to copy the results; fairseq's log lines left out
quiet=" | INFO | \| | DEBUG | \|^INFO:\|^DEBUG:"
timeout $((${LIMIT:-585} - SECONDS)) "$py" examples/compare.py "${flags[@]}" 2>&1 | grep -v "$quiet" | tee "$out/compare.txt"
status=${PIPESTATUS[0]}
cp "$compare"/results.jsonl "$compare"/results.md "$compare"/curves.png "$out"/ 2>/dev/null
for log in "$compare"/runs/*/train.log "$compare"/runs/*/flops.log; do
  [ -f "$log" ] && cp "$log" "$out/$(basename "$(dirname "$log")").$(basename "$log")"
done
exit "$status"
