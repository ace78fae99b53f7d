# Sourced by the examples' scripts: run a stage with its whole output in a log file (logged) or,
# for a training stage, with a progress line every PROGRESS_SECONDS (trained).

# logged LOG COMMAND...: run COMMAND with its output in LOG; if it fails, say which command failed,
# show the end of its log and where the whole log is, and stop.
logged() {
  local log=$1 status=0
  shift
  "$@" > "$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    { echo "| FAILED (exit $status): $*"; tail -n 15 "$log" | sed 's/^/|   /'; echo "| whole log: $log"; } >&2
    exit "$status"
  fi
}

# trained LOG LABEL MINUTES COMMAND...: run a training COMMAND with all its output in LOG (fairseq's
# config, the model, every log line) and, every PROGRESS_SECONDS (default 20), one line here: its
# latest update and the minutes it has run of its budget of MINUTES; at the end how long it took; on
# failure what logged prints. The terminal shows progress, the log file everything.
trained() {
  local log=$1 label=$2 budget=$3 pid start status=0 update elapsed
  shift 3
  start=$(date +%s)
  "$@" > "$log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2> /dev/null; do
    for _ in $(seq "${PROGRESS_SECONDS:-20}"); do kill -0 "$pid" 2> /dev/null || break; sleep 1; done
    kill -0 "$pid" 2> /dev/null || break
    update=$(grep -oE 'num_updates[=": ]+[0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+$' || true)
    elapsed=$(( $(date +%s) - start ))
    echo "| $label: ${update:+update $update, }$(awk -v s="$elapsed" -v b="$budget" 'BEGIN { printf "%.1f min of about %s", s / 60, b }')"
  done
  wait "$pid" || status=$?
  if [ "$status" -ne 0 ]; then
    { echo "| FAILED (exit $status): $label"; tail -n 15 "$log" | sed 's/^/|   /'; echo "| whole log: $log"; } >&2
    exit "$status"
  fi
  update=$(grep -oE 'num_updates[=": ]+[0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+$' || true)
  echo "| $label: done, ${update:+$update updates }in $(( ($(date +%s) - start) / 60 ))m$(( ($(date +%s) - start) % 60 ))s (log: $log)"
}
