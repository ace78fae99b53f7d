#!/usr/bin/env bash
# MARGE documents -> SentencePiece -> chunks tagged with language, document and shard -> fairseq binarized data.
#
# Usage: bash preprocess/prepare_marge_data.sh RAW DEST
#   RAW/docs/{split}.LANG          documents separated by an empty line (corpus/docs is an example)
#   RAW/docs/{split}[.LANG].ids    one document id per document; the same id = the same document translated
#   Each file is read inside its own folder: a symbolic link out of it is refused (copy or hard-link the file in).
# Writes (DEST must not exist yet: nothing is ever overwritten):
#   DEST/spm.model                 SentencePiece model
#   DEST/dict.txt                  joint dictionary with the language tokens [LANG] (the decoder's first input)
#   DEST/LANG/{split}.{bin,idx}    one chunk per line (fairseq-preprocess --only-source)
#   DEST/{split}.chunks.tsv        lang, line, doc_id, chunk, chunks, shard of every chunk
# Environment: CHUNK_TOKENS (default 512, with <s> and </s>), SHARDS (a doc_id<TAB>shard file;
# default: crc32(doc_id) mod NUM_SHARDS, NUM_SHARDS default 1000), VOCAB_SIZE (default 8000),
# WORKERS (default 2), PYTHON (default python3). Format details: preprocess/chunk_documents.py.
# An existing vocabulary instead of a new one: SPM_MODEL=.../sentencepiece.bpe.model DICT=.../dict.txt
# (XLM-R's release files): nothing is trained, DICT's symbols keep their ids, the language tokens are
# appended; a model and DICT that do not belong together are refused.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '2,18p' "$0"; exit 2; }
raw=$1; dest=$2
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh"
[ -d "$raw/docs" ] || { echo "error: $raw has no docs/ folder" >&2; exit 1; }
[ ! -e "$dest" ] || { echo "error: $dest exists; choose a new destination (nothing is overwritten)" >&2; exit 1; }
shard_flags=(--num-shards "${NUM_SHARDS:-1000}")
[ -n "${SHARDS:-}" ] && shard_flags=(--shards "$SHARDS")
# Validate every document, id and shard file before writing anything.
"$py" "$here/chunk_documents.py" --docs "$raw/docs" --check-only "${shard_flags[@]}"
shopt -s nullglob
langs=$(for f in "$raw"/docs/train.*; do case $f in *.ids) ;; *) echo "${f##*.}" ;; esac; done | sort -u)

given=$(given_vocabulary)
[ -z "${CODES:-}" ] || { echo "error: the MARGE pipeline encodes with SentencePiece: SPM_MODEL and DICT, not CODES" >&2; exit 1; }
make_partial
language_tokens=(); for l in $langs; do language_tokens+=("[$l]"); done
if [ "$given" = true ]; then  # checked, and the language tokens appended, before any text is encoded
  existing_dictionary "${language_tokens[@]}"  # $tmp/dict.txt and $tmp/spm.model, the checked copies
  echo "| the existing vocabulary: $SPM_MODEL and $DICT ($(wc -l < "$tmp/dict.txt") symbols with the language tokens; nothing trained)"
else
  echo "| training SentencePiece (vocab $vocab) on the training documents of [$(echo $langs)]"
  train_docs=(); for l in $langs; do train_docs+=("$raw/docs/train.$l"); done
  "$py" "$here/spm.py" train --model "$tmp/spm" --vocab-size "$vocab" "${train_docs[@]}"  # their non-empty lines
fi
"$py" "$here/chunk_documents.py" --docs "$raw/docs" --spm "$tmp/spm.model" --out "$tmp/chunks" \
  --chunk-tokens "${CHUNK_TOKENS:-512}" "${shard_flags[@]}"

if [ "$given" = false ]; then
  for l in $langs; do cat "$tmp/chunks/train.$l"; done > "$tmp/all.train"
  joint_dictionary "$tmp/all.train" "${language_tokens[@]}"
  rm -f "$tmp/all.train"
fi
for l in $langs; do
  prefs=()
  for split in train valid test; do
    [ -f "$tmp/chunks/$split.$l" ] && prefs+=(--${split}pref "$tmp/chunks/$split.$l")
  done
  binarize --only-source --srcdict "$tmp/dict.txt" "${prefs[@]}" --destdir "$tmp/$l" --workers "$workers"
done
mv "$tmp"/chunks/*.chunks.tsv "$tmp"/
rm -rf "$tmp/chunks" "$tmp"/*.log "$tmp"/*/preprocess.log "$tmp"/*/dict.txt "$tmp/spm.vocab"
mv "$tmp" "$dest"
echo "| binarized documents in $dest: languages [$(echo $langs)], chunks of at most ${CHUNK_TOKENS:-512} tokens"
