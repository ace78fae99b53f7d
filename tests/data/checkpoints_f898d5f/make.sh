# Builds the checkpoints of tests/data/checkpoints_f898d5f with the code of main at f898d5f (run from the repository).
set -euo pipefail
W=work/legacy; rm -rf $W; mkdir -p $W/raw/mono $W/raw/para
for l in en de; do head -300 corpus/mono/train.$l > $W/raw/mono/train.$l; head -30 corpus/mono/valid.$l > $W/raw/mono/valid.$l; done
for s in train:300 valid:30 test:30; do for l in en de; do head -${s#*:} corpus/para/${s%:*}.en-de.$l > $W/raw/para/${s%:*}.en-de.$l; done; done
VOCAB_SIZE=200 bash preprocess/prepare_xlm_e_data.sh $W/raw $W/bin > $W/prep.log 2>&1
mkdir -p $W/mraw && rm -rf $W/mraw/docs && cp -r corpus/docs $W/mraw/docs
VOCAB_SIZE=300 CHUNK_TOKENS=64 NUM_SHARDS=2 bash preprocess/prepare_marge_data.sh $W/mraw $W/mbin > $W/mprep.log 2>&1
C="--user-dir fairseq_xl --cpu --optimizer adam --lr 1e-3 --max-update 2 --no-save-optimizer-state --no-epoch-checkpoints --num-workers 0 --seed 1 --disable-validation --encoder-embed-dim 32 --encoder-ffn-embed-dim 64 --log-format simple"
fairseq-train $W/bin --save-dir $W/ck/xlm_e --task trtd --langs all --lang-pairs all --arch xlm_e_tiny --criterion replaced_token_detection --tokens-per-sample 128 --max-tokens 1024 --skip-long-pairs --generator-ffn-embed-dim 64 $C > $W/xlm_e.log 2>&1
fairseq-train $W/bin --save-dir $W/ck/xlnet --task permutation_lm --arch xlnet_tiny --criterion permutation_lm --tokens-per-sample 64 --reuse-len 32 --mem-len 32 --batch-size 4 $C > $W/xlnet.log 2>&1
fairseq-train $W/bin --save-dir $W/ck/veco --task ca_mlm --langs all --lang-pairs all --arch veco_tiny --criterion ca_mlm --tokens-per-sample 128 --max-tokens 1024 --skip-long-pairs $C > $W/veco.log 2>&1
fairseq-train $W/mbin --save-dir $W/ck/marge --task marge_retrieval --arch marge_tiny --criterion cross_entropy --max-tokens 512 --decoder-ffn-embed-dim 64 $C > $W/marge.log 2>&1
ls -la $W/ck/*/checkpoint_last.pt
