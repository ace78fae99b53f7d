# Sourced by the examples' scripts: run a stage with its whole output in a log file (logged) or,
# for a training stage, with its update and budget in the progress lines (trained). Either prints
# one line of progress every PROGRESS_SECONDS (default 20) while its command runs, so no stage is
# silent for longer; a command done sooner prints nothing.

# A stage's command runs in the background so that its progress can be printed, and bash starts a
# script's background commands with Ctrl-C (SIGINT) ignored: so an interrupt or a TERM to the script
# stops the running stage's command too, instead of leaving it training on.
stage_pid=""
stop_stage() {
  [ -z "$stage_pid" ] || kill "$stage_pid" 2> /dev/null || true
  exit 130
}
trap stop_stage INT TERM

# latest_update LOG: the last update number fairseq logged in LOG (nothing if none yet).
latest_update() {
  grep -oE 'num_updates[=": ]+[0-9]+' "$1" | tail -n 1 | grep -oE '[0-9]+$' || true
}

# progress PID LOG LABEL BUDGET START: the progress lines of the command PID until it ends: its
# latest update in LOG (if it logs any), the minutes since START, of about BUDGET if one is given.
progress() {
  local pid=$1 log=$2 label=$3 budget=$4 start=$5 update
  while kill -0 "$pid" 2> /dev/null; do
    for _ in $(seq "${PROGRESS_SECONDS:-20}"); do kill -0 "$pid" 2> /dev/null || break; sleep 1; done
    kill -0 "$pid" 2> /dev/null || break
    update=$(latest_update "$log")
    echo "| $label: ${update:+update $update, }$(awk -v s="$(( $(date +%s) - start ))" -v b="$budget" 'BEGIN {
      printf "%.1f min", s / 60; if (b != "") printf " of about %s", b }')"
  done
}

# failed STATUS LABEL LOG: say which stage failed, show the end of its log and where the whole log is.
failed() {
  { echo "| FAILED (exit $1): $2"; tail -n 15 "$3" | sed 's/^/|   /'; echo "| whole log: $3"; } >&2
}

# logged LOG COMMAND...: run COMMAND with its output in LOG, a progress line naming the program and
# LOG while it runs; if it fails, say which command failed, show the end of its log and where the
# whole log is, and stop.
logged() {
  local log=$1 status=0 program arg
  shift
  program=$(basename "$1")
  [ "${2:-}" != -m ] || program=${3:-$program}
  for arg in "$@"; do case $arg in *.py|*.sh) program=$(basename "$arg"); break ;; esac; done
  "$@" > "$log" 2>&1 &
  stage_pid=$!
  progress "$stage_pid" "$log" "$program (log: $log)" "" "$(date +%s)"
  wait "$stage_pid" || status=$?
  stage_pid=""
  if [ "$status" -ne 0 ]; then
    failed "$status" "$*" "$log"
    exit "$status"
  fi
}

# trained LOG LABEL MINUTES COMMAND...: run a training COMMAND with all its output in LOG (fairseq's
# config, the model, every log line) and, every PROGRESS_SECONDS, one line here: its latest update
# and the minutes it has run of its budget of MINUTES; at the end how long it took; on failure what
# logged prints. The terminal shows progress, the log file everything.
trained() {
  local log=$1 label=$2 budget=$3 start status=0 update
  shift 3
  start=$(date +%s)
  "$@" > "$log" 2>&1 &
  stage_pid=$!
  progress "$stage_pid" "$log" "$label" "$budget" "$start"
  wait "$stage_pid" || status=$?
  stage_pid=""
  if [ "$status" -ne 0 ]; then
    failed "$status" "$label" "$log"
    exit "$status"
  fi
  update=$(latest_update "$log")
  echo "| $label: done, ${update:+$update updates }in $(( ($(date +%s) - start) / 60 ))m$(( ($(date +%s) - start) % 60 ))s (log: $log)"
}
