"""Training-step time and memory of our XLNet against HuggingFace's XLNetLMHeadModel and
against fairseq's masked_lm (RoBERTa) of the same size.

All three are built in this process and run forward, backward and an Adam step. The two
XLNets get the same inputs: B sequences of T tokens in two segments, a permutation of
each with T/K targets (K = 6: 85 of 512), and a memory of M states per layer (the paper:
T 512, M 384). HF receives the [B, T, T] permutation mask and [B, K, T] target mapping
its interface needs, built before the clock starts; ours builds its masks from [B, T]
ranks inside the step. RoBERTa runs the same B x T tokens with 15% masked. Memory as in
``common.py``.

    python benchmarks/xlnet_vs_huggingface.py                       # CPU, 6L/256
    python benchmarks/xlnet_vs_huggingface.py --arch base --device cuda --dtype bf16
"""
import numpy as np
import torch
import transformers
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.data.permutation import num_predictions, sequence_ranks, token_targets
from fairseq_xl.modules.permutation_masks import official_perm_mask
from fairseq_xl.models.xlnet import XLNetConfig, XLNetModel

from common import benchmark_parser, build_roberta, masked_lm_batches, measure_runs, roberta_step, synthetic_dictionary

SIZES = {  # layers, width, FFN, heads
    "tiny": (2, 64, 256, 4),
    "cpu": (6, 256, 1024, 4),
    "base": (12, 768, 3072, 12),
    "large": (24, 1024, 4096, 16),
}


def xlnet_batches(dictionary, count, batch, length, memory_length, dim, k, device):
    """Per batch: tokens, segments, ranks, target positions, memory [B, M, C] per layer is
    added by the caller; plus HF's perm_mask, target_mapping and the labels."""
    rng = np.random.RandomState(0)
    sep = [length // 2, length - 2]
    functional = np.zeros(length, dtype=bool)
    functional[[*sep, length - 1]] = True
    goal = num_predictions(length, int((~functional).sum()), k)
    for _ in range(count):
        tokens = torch.tensor(rng.randint(dictionary.nspecial, len(dictionary) - 1, size=(batch, length)))
        tokens[:, sep] = dictionary.eos()
        tokens[:, -1] = dictionary.bos()
        segments = torch.tensor(np.repeat([0, 1, 2], [sep[0] + 1, length - sep[0] - 2, 1]))[None].repeat(batch, 1)
        ranks, positions = [], []
        for _ in range(batch):
            targets = token_targets(~functional, goal, rng)
            ranks.append(sequence_ranks(targets, functional, length // 2, 0, rng))
            positions.append(np.flatnonzero(targets))
        rank, positions = torch.tensor(np.array(ranks)), torch.tensor(np.array(positions))
        perm_mask = official_perm_mask(rank, positions).float()
        mapping = torch.nn.functional.one_hot(positions, length).float()
        labels = tokens.gather(1, positions)
        yield tuple(x.to(device) for x in (tokens, segments, rank, positions, perm_mask, mapping, labels))


def ours_step(model, memory):
    def step(tokens, segments, rank, positions, perm_mask, mapping, labels):
        _, g, inputs = model.encode(tokens, segments, rank, positions, memory)
        model.next_memory(inputs, tokens.eq(model.padding_idx), memory, None)
        logits = model.output_layer(g)
        return torch.nn.functional.cross_entropy(logits.flatten(0, 1).float(), labels.flatten())
    return step


def huggingface_step(model, memory):
    def step(tokens, segments, rank, positions, perm_mask, mapping, labels):
        out = model(input_ids=tokens, token_type_ids=segments, perm_mask=perm_mask, target_mapping=mapping,
                    mems=memory, use_mems=True)
        return torch.nn.functional.cross_entropy(out.logits.flatten(0, 1).float(), labels.flatten())
    return step


def parser():
    parser = benchmark_parser(__doc__, SIZES, batch_size=4, steps=4)
    parser.add_argument("--length", type=int, default=512)
    parser.add_argument("--mem-len", type=int, default=384)
    parser.add_argument("--k", type=float, default=6.0, help="partial prediction: T/K targets")
    return parser


def compare(args):
    """{name: Measurement} of masked_lm, HF's XLNet and ours."""
    torch.manual_seed(0)
    device = torch.device(args.device)
    layers, dim, ffn, heads = SIZES[args.arch]
    dictionary = synthetic_dictionary(args.vocab)
    ours = XLNetModel(OmegaConf.structured(XLNetConfig(
        encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn, encoder_attention_heads=heads,
        mem_len=args.mem_len, reuse_len=args.length // 2, max_positions=args.length)), dictionary)
    huggingface = transformers.XLNetLMHeadModel(transformers.XLNetConfig(
        vocab_size=len(dictionary), d_model=dim, n_layer=layers, n_head=heads, d_inner=ffn,
        ff_activation="gelu_new", mem_len=args.mem_len, reuse_len=args.length // 2))
    roberta = build_roberta(dictionary, layers, dim, ffn, heads, args.length)
    memory = [torch.randn(args.batch_size, args.mem_len, dim, device=device) for _ in range(layers)]
    def batches(name):
        if name == "masked_lm":
            return masked_lm_batches(dictionary, args.steps + 1, args.batch_size, args.length, device)
        return xlnet_batches(dictionary, args.steps + 1, args.batch_size, args.length, args.mem_len, dim, args.k,
                             device)

    hf_memory = [m.transpose(0, 1) for m in memory]
    return measure_runs((("masked_lm", roberta, roberta_step(roberta)),
                         ("huggingface", huggingface, huggingface_step(huggingface, hf_memory)),
                         ("ours", ours, ours_step(ours, memory))), batches, device, args.dtype)


def main():
    args = parser().parse_args()
    results = compare(args)
    layers, dim, ffn, heads = SIZES[args.arch]
    print(f"| sizes: {layers}L/{dim}/{ffn}/{heads}h; batch {args.batch_size}x{args.length}, memory {args.mem_len}, "
          f"K {args.k}; {args.device} {args.dtype}")
    for baseline, target in (("huggingface", "time <= 0.5x, memory <= 0.6x"), ("masked_lm", "")):
        speed = results[baseline].tokens_per_second / results["ours"].tokens_per_second
        memory_ratio = results["ours"].memory / results[baseline].memory
        print(f"| ours / {baseline}: step time {speed:.2f}x, memory {memory_ratio:.2f}x"
              + (f" (target {target})" if target else ""))

if __name__ == "__main__":
    main()
