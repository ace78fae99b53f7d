# Sourced: the CPU recipes that the pipelines and benchmarks/recipe_speed.sh run, defined once; Python
# reads the same arrays through examples/recipes.py (examples/compare.py, benchmarks/gpu_kit.py, the tests).
# Each *_MODEL array is a method's model and objective: task, registered CPU architecture, criterion and
# the objective's flags. Each *_RECIPE array adds its batch, optimizer and schedule; the caller adds the
# data, its budget (--max-update, --stop-time-hours), where to save, the seed and validation.
XLM_E_MODEL=(--user-dir fairseq_xl --task trtd --langs all --lang-pairs all --arch xlm_e_small
  --criterion replaced_token_detection --discriminator-weight 50 --tokens-per-sample 384)
XLNET_MODEL=(--user-dir fairseq_xl --task permutation_lm --arch xlnet_small --criterion permutation_lm
  --tokens-per-sample 256 --reuse-len 128 --mem-len 192 --partial-prediction-k 6)
VECO_MODEL=(--user-dir fairseq_xl --task ca_mlm --arch veco_cpu --criterion ca_mlm --langs all --lang-pairs all
  --tokens-per-sample 256 --skip-long-pairs)
MARGE_MODEL=(--user-dir fairseq_xl --task marge_retrieval --arch marge_cpu --criterion cross_entropy
  --tokens-per-sample "${CHUNK_TOKENS:-128}" --reindex-interval "${REINDEX:-200}")
# fairseq's own RoBERTa (--task masked_lm) at the size of xlm_e_small's discriminator (4 layers, 128 wide,
# FFN 512, 4 heads): fairseq registers no such architecture, and the baseline runs without the plugin.
MLM_MODEL=(--task masked_lm --criterion masked_lm
  --arch roberta_base --encoder-layers 4 --encoder-embed-dim 128 --encoder-ffn-embed-dim 512
  --encoder-attention-heads 4 --max-positions 384 --tokens-per-sample 384 --sample-break-mode none)

# XLM_E_RECIPE: the quickstart's (examples/xlm_e/quickstart.sh) xlm_e_small on MRTD + TRTD. No
# dropout: on 2 idle cores it runs 1.30x faster without (6,338 against 4,878 words/s,
# benchmarks/recipe_speed.sh; PyTorch's CPU dropout draws a float32 noise tensor the size of each
# layer's attention weights), at fairseq masked_lm's words/s, and learns no less per token at 700
# and 1,500 updates, two seeds each (docs/benchmarks.md, "Learning per token of the quickstart's
# recipe").
XLM_E_RECIPE=("${XLM_E_MODEL[@]}" --dropout 0 --attention-dropout 0 --max-tokens 2048
  --multilang-sampling-alpha 0.7
  --optimizer adam --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01 --clip-norm 2.0
  --lr 1e-3 --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 1500
  --cpu --num-workers 0 --log-format simple --log-interval 50)
# MLM_RECIPE: the quickstart's MLM baseline (examples/baselines/mlm_baseline.sh): MLM_MODEL with fairseq's
# default dropout on the languages merged (preprocess/merge_languages.py), the same tokens per update,
# optimizer and schedule.
MLM_RECIPE=("${MLM_MODEL[@]}" --max-tokens 2048
  --optimizer adam --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01 --clip-norm 2.0
  --lr 1e-3 --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 1500
  --cpu --num-workers 0 --log-format simple --log-interval 50)
# XLNET_RECIPE: examples/xlnet/pretrain.sh's xlnet_small (4 x 128, fairseq's default dropout) on the
# permutation LM: 16 segments of 256 tokens (128 reused), K = 6, memory 192.
XLNET_RECIPE=("${XLNET_MODEL[@]}" --batch-size 16 --multilang-sampling-alpha 0.7
  --optimizer adam --adam-betas '(0.9,0.98)' --adam-eps 1e-6 --weight-decay 0.01
  --clip-norm 1.0 --lr 1e-3 --lr-scheduler polynomial_decay --warmup-updates 100 --total-num-update 3000
  --cpu --num-workers 0 --log-format simple)
# VECO_RECIPE: examples/veco/pipeline.sh's CA-MLM pre-training (veco_cpu: 3 x 128, FFN 512, 4 heads)
# on translation pairs and adjacent sentences, 4,096 tokens per update.
VECO_RECIPE=("${VECO_MODEL[@]}" --multilang-sampling-alpha 0.5 --max-tokens 4096
  --optimizer adam --adam-betas '(0.9,0.98)' --clip-norm 1.0 --lr 1e-3
  --lr-scheduler polynomial_decay --warmup-updates 50 --total-num-update 3000
  --cpu --num-workers 0 --log-format simple)
# MARGE_RECIPE: examples/marge/pipeline.sh's marge_cpu (a 4 x 128 encoder, FFN 512, 4 heads; decoder FFN
# 1024), chunks of CHUNK_TOKENS (128), re-indexing every REINDEX (200) updates. lr 3e-4 with 500
# warm-up updates: at 1e-3 (100 warm-up) the encoder's states collapse onto one vector within 150
# updates, the decoder never reads its evidence and nothing trains the relevance scores. The device
# flag (--cpu) is the caller's.
MARGE_RECIPE=("${MARGE_MODEL[@]}" --max-tokens 2048
  --optimizer adam --adam-betas '(0.9,0.98)' --clip-norm 1.0 --lr 3e-4
  --lr-scheduler inverse_sqrt --warmup-updates 500 --num-workers 0 --log-format simple)
