#!/usr/bin/env bash
# Raw multilingual text -> SentencePiece (or Moses + fastBPE, XLM's way) -> joint dictionary -> fairseq binarized data.
#
# Usage: bash preprocess/prepare_xlm_e_data.sh RAW DEST
#   RAW/mono/{train,valid}.LANG          monolingual text, one sentence per line (MRTD)
#   RAW/para/{train,valid,test}.SRC-TGT.{SRC,TGT}   sentence-aligned pairs (TRTD, retrieval)
#   Each file is read inside its own folder: a symbolic link out of it is refused (copy or hard-link the file in).
# Writes (DEST must not exist yet: nothing is ever overwritten):
#   DEST/spm.model                       SentencePiece model (apply it to new text); with BPE=fastbpe
#                                        DEST/codes instead (fastBPE codes, applied after Moses tokenisation)
#   DEST/dict.txt                        joint dictionary, with the <mask> symbol
#   DEST/LANG/{train,valid}.{bin,idx}    one folder per language (fairseq-preprocess --only-source)
#   DEST/{split}.SRC-TGT.{SRC,TGT}.{bin,idx}   translation pairs (as fairseq's translation task)
#   DEST/spm/ (DEST/bpe/)                the encoded text, for inspection and retrieval eval
# Environment: BPE (sentencepiece, the default, or fastbpe), VOCAB_SIZE (default 8000: SentencePiece's
# vocabulary, or the number of fastBPE merge codes), WORKERS (default 2), PYTHON (default python3).
# An existing vocabulary instead of a new one: SPM_MODEL=.../sentencepiece.bpe.model DICT=.../dict.txt
# (XLM-R's release files), or CODES=.../codes DICT=... (XLM's fastBPE): nothing is trained, DICT's
# symbols keep their ids and <mask> is appended if it lacks it; a model and DICT that do not belong
# together are refused. An imported XLNet's (python -m fairseq_xl.hf.import_xlnet): SPM_MODEL=DIR/spm.model
# DICT=DIR/dict.txt, whose xlnet_text.json (XLNetTokenizer's normalisation) is applied and copied too.
set -euo pipefail
[ $# -eq 2 ] || { sed -n '2,21p' "$0"; exit 2; }
raw=$1; dest=$2
here=$(cd "$(dirname "$0")" && pwd)
source "$here/common.sh"
[ -d "$raw/mono" ] || [ -d "$raw/para" ] || { echo "error: $raw has neither mono/ nor para/" >&2; exit 1; }
[ ! -e "$dest" ] || { echo "error: $dest exists; choose a new destination (nothing is overwritten)" >&2; exit 1; }

"$py" "$here/check_text.py" layout "$raw"
shopt -s nullglob
mono_langs=$(for f in "$raw"/mono/train.*; do echo "${f##*.}"; done | sort -u)
pairs=$(for f in "$raw"/para/train.*-*.*; do b=${f##*/train.}; echo "${b%.*}"; done | sort -u)
[ -n "$mono_langs$pairs" ] || { echo "error: no train.* files under $raw/mono or $raw/para" >&2; exit 1; }

# Validate every input before writing anything.
for l in $mono_langs; do
  "$py" "$here/check_text.py" mono "$raw/mono/train.$l" $( [ -f "$raw/mono/valid.$l" ] && echo "$raw/mono/valid.$l")
done
for p in $pairs; do
  for split in train valid test; do
    [ -f "$raw/para/$split.$p.${p%-*}" ] || [ -f "$raw/para/$split.$p.${p#*-}" ] || continue
    "$py" "$here/check_text.py" pair "$raw/para/$split.$p.${p%-*}" "$raw/para/$split.$p.${p#*-}"
  done
done

given=$(given_vocabulary)
bpe=${BPE:-sentencepiece}
[ -n "${CODES:-}" ] && bpe=fastbpe
[ -n "${SPM_MODEL:-}" ] && bpe=sentencepiece
case $bpe in
  sentencepiece) enc=spm ;;
  fastbpe) enc=bpe; command -v fastbpe > /dev/null || { echo "error: BPE=fastbpe needs the fastbpe program (bash install.sh builds it into the venv)" >&2; exit 1; } ;;
  *) echo "error: BPE=$bpe: sentencepiece or fastbpe" >&2; exit 1 ;;
esac
make_partial
mkdir "$tmp/$enc"
files=$(ls "$raw"/mono/train.* "$raw"/para/train.* 2>/dev/null | wc -l)
if [ "$given" = true ]; then  # checked (and <mask> found or appended) before any text is encoded
  existing_dictionary "<mask>"
  echo "| the existing vocabulary: ${SPM_MODEL:-$CODES} and $DICT ($(wc -l < "$tmp/dict.txt") symbols with <mask>; nothing trained)"
fi
if [ "$bpe" = sentencepiece ]; then
  xlnet_text=()
  if [ "$given" = true ]; then  # $tmp/spm.model: existing_dictionary's checked copy
    if [ -f "$(dirname "$SPM_MODEL")/xlnet_text.json" ]; then  # an imported XLNet: its tokenizer's normalisation
      copy_in "$(dirname "$SPM_MODEL")" xlnet_text.json "$tmp/xlnet_text.json"
      xlnet_text=(--xlnet-text "$tmp/xlnet_text.json")
    fi
  else
    echo "| training SentencePiece (vocab $vocab) on $files files"
    "$py" "$here/spm.py" train --model "$tmp/spm" --vocab-size "$vocab" "$raw"/mono/train.* "$raw"/para/train.*
  fi
  for f in "$raw"/mono/* "$raw"/para/*; do
    "$py" "$here/spm.py" encode --model "$tmp/spm.model" "${xlnet_text[@]}" --input "$f" > "$tmp/spm/$(basename "$f")"
  done
else
  mkdir "$tmp/moses"
  "$py" "$here/moses.py" "$tmp/moses" "$raw"/mono/* "$raw"/para/*
  if [ "$given" = false ]; then  # else $tmp/codes: existing_dictionary's checked copy
    echo "| Moses tokenisation, then $vocab fastBPE codes learned on $files files"
    cat "$tmp"/moses/train.* > "$tmp/moses.train"  # fastbpe learns from one file (or two)
    fastbpe learnbpe "$vocab" "$tmp/moses.train" > "$tmp/codes"
    rm "$tmp/moses.train"
  fi
  for f in "$tmp"/moses/*; do
    fastbpe applybpe "$tmp/bpe/$(basename "$f")" "$f" "$tmp/codes" > /dev/null
  done
  rm -rf "$tmp/moses"
fi

# Joint dictionary over every training file, plus <mask> for the generator's input (or DICT's, above).
if [ "$given" = false ]; then
  cat "$tmp"/$enc/train.* > "$tmp/all.train"
  joint_dictionary "$tmp/all.train" "<mask>"
  rm -f "$tmp/all.train"
fi

for l in $mono_langs; do
  binarize --only-source --srcdict "$tmp/dict.txt" --trainpref "$tmp/$enc/train.$l" \
    $( [ -f "$tmp/$enc/valid.$l" ] && echo --validpref "$tmp/$enc/valid.$l") \
    --destdir "$tmp/$l" --workers "$workers"
done
for p in $pairs; do
  s=${p%-*}; t=${p#*-}; prefs=()
  for split in train valid test; do
    [ -f "$tmp/$enc/$split.$p.$s" ] && prefs+=(--${split}pref "$tmp/$enc/$split.$p")
  done
  binarize --source-lang "$s" --target-lang "$t" --srcdict "$tmp/dict.txt" --tgtdict "$tmp/dict.txt" \
    "${prefs[@]}" --destdir "$tmp" --workers "$workers"
done
# dict.LANG.txt (what fairseq-preprocess wrote for the pairs: copies of dict.txt) stay for fairseq's translation task
rm -f "$tmp"/*.log "$tmp"/*/preprocess.log "$tmp"/*/dict.txt
mv "$tmp" "$dest"
echo "| binarized data in $dest: languages [$(echo $mono_langs)], pairs [$(echo $pairs)]"
