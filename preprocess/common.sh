# Sourced by the prepare_*_data.sh pipelines (which set dest and call make_partial) and the corpus builds.
py=${PYTHON:-python3}; vocab=${VOCAB_SIZE:-8000}; workers=${WORKERS:-2}

# make_partial: create $tmp = DEST.partial, the folder being built (renamed to DEST at the end),
# removed when the script exits before that. One already there is not ours: refuse to touch it.
# DEST is taken without trailing slashes (as fairseq_xl/guards/output_folder.py does).
make_partial() {
  while [[ "$dest" == */ && "$dest" != / ]]; do dest=${dest%/}; done  # DEST/ and DEST are one folder
  [ ! -e "$dest" ] || { echo "error: $dest exists; choose a new destination (nothing is overwritten)" >&2; exit 1; }
  tmp="$dest.partial"
  [ ! -e "$tmp" ] || { echo "error: $tmp exists (an interrupted run's, or someone's); remove it or choose another destination" >&2; exit 1; }
  mkdir -p "$(dirname "$tmp")"
  mkdir "$tmp"
  trap 'rm -rf "$tmp"' EXIT
}

# copy_in FOLDER NAME TARGET [NAME TARGET ...]: copy FOLDER/NAME, a file of a received folder, to TARGET only if
# it is a regular file inside FOLDER: a symbolic link out of it (codes -> ~/.ssh/id_rsa) is refused, naming both,
# so that nothing outside a folder you were given ends up in an output you hand on. Read by the gate's reader
# (copy_in.py, fairseq_xl/guards/reader.py); a pipeline then reads the copy only.
copy_in() {
  "$py" "$here/copy_in.py" "$@"
}

# joint_dictionary TEXT SYMBOL...: $tmp/dict.txt = fairseq's dictionary of TEXT, then the extra
# symbols, padded (4 special symbols + these lines) to a multiple of 8 as fairseq does.
joint_dictionary() {
  local text=$1 n i=0
  shift
  fairseq-preprocess --only-source --dict-only --trainpref "$text" --destdir "$tmp/dict" \
    --workers "$workers" --padding-factor 1 > "$tmp/dict.log" 2>&1 || { cat "$tmp/dict.log" >&2; exit 1; }
  { cat "$tmp/dict/dict.txt"; for symbol in "$@"; do echo "$symbol 0"; done; } > "$tmp/dict.txt"
  n=$(( $(wc -l < "$tmp/dict.txt") + 4 ))
  while [ $(( (n + i) % 8 )) -ne 0 ]; do echo "madeupword$(printf %04d $i) 0" >> "$tmp/dict.txt"; i=$((i + 1)); done
  rm -rf "$tmp/dict" "$tmp/dict.log"
}

# given_vocabulary: "true" when the caller gives an existing vocabulary (SPM_MODEL or CODES, with
# DICT; module docstring of check_vocabulary.py), after checking that the variables go together.
given_vocabulary() {
  [ -z "${SPM_MODEL:-}${CODES:-}${DICT:-}" ] && { echo false; return; }
  [ -n "${DICT:-}" ] && [ -n "${SPM_MODEL:-}${CODES:-}" ] && [ -z "${SPM_MODEL:-}" -o -z "${CODES:-}" ] || {
    echo "error: an existing vocabulary is DICT with SPM_MODEL (SentencePiece) or with CODES (fastBPE)" >&2; exit 1; }
  echo true
}

# existing_dictionary SYMBOL...: $tmp/dict.txt = DICT as given (every symbol keeps its id, so the
# release's weights fit), then each SYMBOL it lacks, appended as fairseq's RoBERTa/XLM-R appends
# <mask> at load; and $tmp/spm.model (SPM_MODEL) or $tmp/codes (CODES). check_vocabulary.py reads
# each once and writes these copies, which it checks (the model and DICT belong together): the
# pipeline reads the copies only, never the given files again.
existing_dictionary() {
  if [ -n "${SPM_MODEL:-}" ]; then
    "$py" "$here/check_vocabulary.py" --dict "$DICT" --spm "$SPM_MODEL" --out "$tmp" --symbols "$@"
  else
    "$py" "$here/check_vocabulary.py" --dict "$DICT" --codes "$CODES" --out "$tmp" --symbols "$@"
  fi
}

# binarize FAIRSEQ-PREPROCESS-FLAGS...: its per-file summary lines, or its whole log if it fails.
binarize() {
  fairseq-preprocess "$@" > "$tmp/binarize.log" 2>&1 || { cat "$tmp/binarize.log" >&2; exit 1; }
  grep -E "fairseq_cli.preprocess:\[" "$tmp/binarize.log" | sed 's/^INFO:fairseq_cli.preprocess:/| /'
}

# unpack_debian_packages DIR PACKAGE...: download the packages (apt-get) into DIR and unpack
# each into DIR/unpacked/NAME; the corpus builds read that tree.
unpack_debian_packages() {
  local dir=$1 deb name
  shift
  (cd "$dir" && apt-get download "$@")
  for deb in "$dir"/*.deb; do
    name=$(basename "$deb"); mkdir -p "$dir/unpacked/${name%%_*}"; dpkg-deb -x "$deb" "$dir/unpacked/${name%%_*}"
  done
}
