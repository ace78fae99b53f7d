"""MARGE's training step against fairseq's ``transformer`` of the same size, and the cost of
MARGE's index (section 2.4): re-encoding per 1,000 documents, its share of training time at
a re-index interval, and exact search against FAISS as shards grow.

Training step: B targets of T tokens and B evidence documents of S tokens. MARGE encodes the
evidence, the targets' relevance g (the first ``relevance`` encoder layers) and decodes every
target against all B evidence documents (the biased cross-attention over their
concatenation); fairseq's transformer gets the same tokens as B (source, target) pairs.
Tokens/s counts B (S + T) for both. Memory as in ``common.py``.

    python benchmarks/marge_vs_transformer.py                 # CPU, 4L/256
    python benchmarks/marge_vs_transformer.py --arch base --device cuda --dtype bf16
"""
import argparse
import time
from types import SimpleNamespace

import numpy as np
import torch
import torch.nn.functional as F
from fairseq.models.transformer import TransformerModel
from fairseq.models.transformer import base_architecture as transformer_base_architecture
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.data.marge_batches import greedy_batches
from fairseq_xl.data.marge_index import encode, shard_links
from fairseq_xl.models.marge import MargeConfig, MargeModel

from common import Task, autocast_to, benchmark_parser, measure_runs, synthetic_dictionary

SIZES = {  # encoder layers, width, FFN, heads, decoder local layers, decoder layers, decoder FFN, relevance layers
    "tiny": (2, 64, 256, 4, 1, 2, 256, 1),
    "cpu": (4, 256, 1024, 4, 2, 4, 2048, 2),
    "base": (6, 768, 3072, 12, 4, 6, 12288, 4),
    "large": (12, 1024, 4096, 16, 4, 12, 16384, 4),
}


def documents(dictionary, count, length, generator):
    tokens = torch.randint(dictionary.nspecial, len(dictionary), (count, length), generator=generator)
    tokens[:, 0], tokens[:, -1] = dictionary.bos(), dictionary.eos()
    return tokens


def step_batches(dictionary, steps, batch, source, target, device):
    generator = torch.Generator().manual_seed(0)
    for _ in range(steps):
        yield (documents(dictionary, batch, source, generator).to(device),
               documents(dictionary, batch, target, generator).to(device))


def marge_step(model):
    def step(evidence, targets):
        logits, _ = model(evidence, None, targets[:, :-1], target_documents=targets)
        return F.cross_entropy(logits.float().transpose(1, 2), targets[:, 1:])
    return step


def transformer_step(model):
    def step(source, targets):
        logits, _ = model(source, torch.full((len(source),), source.size(1)), targets[:, :-1])
        return F.cross_entropy(logits.float().transpose(1, 2), targets[:, 1:])
    return step


def build_transformer(dictionary, layers, dim, ffn, heads, decoder_layers, decoder_ffn, positions):
    args = argparse.Namespace(encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn,
                              encoder_attention_heads=heads, decoder_layers=decoder_layers, decoder_embed_dim=dim,
                              decoder_ffn_embed_dim=decoder_ffn, decoder_attention_heads=heads,
                              share_all_embeddings=True, max_source_positions=positions,
                              max_target_positions=positions)
    transformer_base_architecture(args)
    return TransformerModel.build_model(args, Task(dictionary))


def index_time(model, dictionary, count, length, device, dtype):
    """Seconds to encode ``count`` documents with g and to link and batch them as one shard."""
    generator = torch.Generator().manual_seed(1)
    docs = list(documents(dictionary, count, length, generator))
    model.eval()
    if device.type == "cuda":
        torch.cuda.synchronize()
    start = time.perf_counter()
    with autocast_to(device, dtype):
        embeddings = encode(model.encoder.relevance_direction, docs, dictionary.pad(), 16384, device).numpy()
    encoded = time.perf_counter() - start
    languages = np.arange(count) % 5
    links = shard_links(embeddings, languages, 4, 4, count, 16)
    greedy_batches(links, np.full(count, length), 8 * length)
    return encoded, time.perf_counter() - start - encoded


def search_time(count, dim, exact):
    """Seconds to find and threshold the candidates of one shard of ``count`` random documents."""
    embeddings = np.random.RandomState(0).randn(count, dim).astype(np.float32)
    embeddings /= np.linalg.norm(embeddings, axis=1, keepdims=True)
    languages = np.arange(count) % 5
    start = time.perf_counter()
    shard_links(embeddings, languages, 4, 4, count if exact else 0, 16)
    return time.perf_counter() - start


def parser():
    parser = benchmark_parser(__doc__, SIZES, batch_size=4, steps=4)
    parser.add_argument("--length", type=int, default=256, help="tokens of each target and evidence document")
    parser.add_argument("--index-documents", type=int, default=1000)
    parser.add_argument("--reindex-interval", type=int, default=10000)
    parser.add_argument("--shard-sizes", default="1000,2000,4000,16000,32000")
    parser.add_argument("--exact-max", type=int, default=4096,
                        help="largest shard searched exactly too (n^2 candidate pairs in memory)")
    return parser


def build(args, dictionary):
    layers, dim, ffn, heads, local, decoder_layers, decoder_ffn, relevance = SIZES[args.arch]
    cfg = OmegaConf.structured(MargeConfig(
        encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn, encoder_attention_heads=heads,
        decoder_local_layers=local, decoder_layers=decoder_layers, decoder_ffn_embed_dim=decoder_ffn,
        relevance_layers=relevance, max_positions=args.length))
    marge = MargeModel.build_model(cfg, SimpleNamespace(source_dictionary=dictionary))
    transformer = build_transformer(dictionary, layers, dim, ffn, heads, local + decoder_layers, decoder_ffn,
                                    args.length)
    return marge, transformer


def compare(args, models=None):
    """{name: Measurement} of fairseq's transformer and MARGE (``models``: the two, else built)."""
    torch.manual_seed(0)
    device = torch.device(args.device)
    dictionary = synthetic_dictionary(args.vocab)
    dictionary.add_symbol("[en]")
    marge, transformer = models or build(args, dictionary)
    # a step is credited with its targets' and its evidence's tokens
    return measure_runs((("transformer", transformer, transformer_step(transformer)),
                         ("marge", marge, marge_step(marge))),
                        lambda name: step_batches(dictionary, args.steps + 1, args.batch_size, args.length, args.length,
                                                  device), device, args.dtype, tokens=2 * args.batch_size * args.length)


def main():
    args = parser().parse_args()
    device = torch.device(args.device)
    dictionary = synthetic_dictionary(args.vocab)
    dictionary.add_symbol("[en]")
    marge, transformer = build(args, dictionary)
    results = compare(args, (marge, transformer))
    print(f"| marge / transformer: throughput "
          f"{results['marge'].tokens_per_second / results['transformer'].tokens_per_second:.2f}x, "
          f"memory {results['marge'].memory / results['transformer'].memory:.2f}x")
    marge.to(device)
    encoded, linked = index_time(marge, dictionary, args.index_documents, args.length, device, args.dtype)
    print(f"| re-index {args.index_documents} documents of {args.length} tokens: encode {encoded:.2f}s, "
          f"link + batch {linked:.2f}s")
    step_seconds = results["marge"].seconds
    documents_per_index = args.reindex_interval * 2 * args.batch_size
    index_seconds = (encoded + linked) * documents_per_index / args.index_documents
    print(f"| at --reindex-interval {args.reindex_interval} ({documents_per_index} documents an index): "
          f"index {index_seconds:.0f}s / training {args.reindex_interval * step_seconds:.0f}s = "
          f"{100 * index_seconds / (index_seconds + args.reindex_interval * step_seconds):.1f}% of the time")
    marge.cpu()
    dim = SIZES[args.arch][1]
    for count in map(int, args.shard_sizes.split(",")):
        exact = f"{search_time(count, dim, True):7.2f}s" if count <= args.exact_max else "      -"
        print(f"| shard of {count:6d}: exact {exact}  faiss {search_time(count, dim, False):7.2f}s", flush=True)
    print(f"| sizes: {args.arch}; batch {args.batch_size} targets + {args.batch_size} evidence of {args.length} "
          f"tokens; {args.device} {args.dtype}")


if __name__ == "__main__":
    main()
