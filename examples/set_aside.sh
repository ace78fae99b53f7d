# Sourced by the example pipelines. set_aside PATH...: a pipeline that trains afresh moves an earlier
# run's output (checkpoints: minutes or hours of training) to PATH.<its date>, says so, and never
# deletes it; the user deletes it when no longer needed.
set_aside() {
  local path previous
  for path in "$@"; do
    if [ -e "$path" ]; then
      previous="$path.$(date -r "$path" +%Y%m%d-%H%M%S)"
      mv "$path" "$previous"
      echo "| the previous run's $(basename "$path") is now in $previous (delete it when you no longer need it)"
    fi
  done
}
