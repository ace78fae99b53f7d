"""Training-step throughput and memory of XLM-E (trtd) against fairseq's masked_lm (RoBERTa).

Both models are built in this process, with the discriminator's size for RoBERTa, and run
the same batches (B sequences of T tokens, 15% masked) through forward, backward and an
Adam step. Reported: tokens per second and training memory, and their ratios (XLM-E /
RoBERTa); how memory is counted: ``common.py``.

    python benchmarks/xlm_e_vs_masked_lm.py                      # CPU, 12+4 layers at width 256
    python benchmarks/xlm_e_vs_masked_lm.py --arch base --device cuda --dtype bf16 --rounds 5
    python benchmarks/xlm_e_vs_masked_lm.py --arch base --device cuda --dtype bf16 --rounds 5 --one-pass

``--one-pass`` also measures trtd (training's noise) with the fused attention's backward in one pass
(``gated_attention_kernel.one_pass``), in the rounds too: the two backwards taking turns in one process.
"""
import argparse
import statistics

import torch
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.models.base import checkpoint_activations
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel
from fairseq_xl.modules import gated_attention_kernel
from fairseq_xl.modules.example_noise import noise_keys

from common import (alternated, benchmark_parser, Task, build_roberta, masked_lm_batches, measure_runs, roberta_step,
                    synthetic_dictionary)

SIZES = {  # discriminator layers, width, FFN, heads, generator layers
    "tiny": (2, 64, 256, 4, 1),
    "quickstart": (4, 128, 512, 4, 2),  # xlm_e_small, the quickstart's (with --length 384 --batch-size 5)
    "cpu": (12, 256, 1024, 4, 4),
    "base": (12, 768, 3072, 12, 4),
}


def build(dictionary, sizes, max_positions, rel_pos, no_fused_attention=False):
    layers, dim, ffn, heads, generator_layers = sizes
    xlm_e = XLMEModel(OmegaConf.structured(XLMEConfig(
        encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn, encoder_attention_heads=heads,
        generator_layers=generator_layers, generator_ffn_embed_dim=ffn, generator_attention_heads=heads,
        max_positions=max_positions, rel_pos=rel_pos, no_fused_attention=no_fused_attention)), dictionary)
    return xlm_e, build_roberta(dictionary, layers, dim, ffn, heads, max_positions)


def xlm_e_step(model, criterion, keyed: bool = False):
    """With ``keyed``, the replacement noise per example as the tasks draw it in training
    (``example_noise``: the keys computed in the step, one generator per row)."""
    def step(tokens, masked):
        task_id = torch.ones(len(tokens), dtype=torch.long, device=tokens.device)
        sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked},
                  "task_id": task_id, "nsentences": len(tokens), "ntokens": tokens.numel()}
        if keyed:
            ids = torch.arange(len(tokens))
            sample["net_input"]["noise_keys"] = noise_keys(tokens, ids, task_id, model.padding_idx, 1, 0)
        return criterion(model, sample)[0]
    return step


def passes(step, one_pass: bool):
    """``step`` with the fused attention's backward in one pass (``gated_attention_kernel.one_pass``, every head
    width of the GPU's family) or in two: set before each step, so that its backward, which follows, runs so."""
    def step_in(tokens, masked):
        kernel = one_pass and tokens.is_cuda and gated_attention_kernel.available()
        gated_attention_kernel.ONE_PASS = {(gated_attention_kernel.gpu_family(), width) for width in (16, 32, 64, 128)
                                           } if kernel else set()
        return step(tokens, masked)
    return step_in


def checkpointed(model, step, on: bool):
    """``step`` with ``model``'s layers checkpointed (``--checkpoint-activations``) or not, set before each step."""
    def step_in(tokens, masked):
        checkpoint_activations(model, argparse.Namespace(checkpoint_activations=on))
        return step(tokens, masked)
    return step_in


def parser():
    parser = benchmark_parser(__doc__, SIZES, batch_size=8, steps=6)
    parser.add_argument("--length", type=int, default=256)
    parser.add_argument("--rel-pos", choices=["gated", "plain", "none"], default="gated")
    parser.add_argument("--no-fused-attention", action="store_true",
                        help="on a GPU, the materialized [B, H, T, T] bias instead of the fused Triton kernel")
    parser.add_argument("--rounds", type=int, default=0,
                        help="then this many rounds of --steps steps of masked_lm and trtd (training's noise) taking "
                        "turns in this process, the ratio of each round printed (``common.alternated``)")
    parser.add_argument("--one-pass", action="store_true",
                        help="also trtd (training's noise) with the fused attention's backward in one pass, in the "
                        "rounds too (gated_attention_kernel.one_pass)")
    parser.add_argument("--checkpoint-activations", action="store_true",
                        help="also trtd (training's noise) with its layers checkpointed (--checkpoint-activations)")
    return parser


def compare(args, keyed=True):
    """{name: Measurement} of masked_lm, trtd and (with ``keyed``) trtd with per-example noise."""
    torch.manual_seed(0)
    device = torch.device(args.device)
    dictionary = synthetic_dictionary(args.vocab)
    xlm_e, roberta = build(dictionary, SIZES[args.arch], args.length, args.rel_pos, args.no_fused_attention)
    criterion = ReplacedTokenDetectionCriterion(Task(dictionary), discriminator_weight=50.0)
    runs = [("masked_lm", roberta, roberta_step(roberta)), ("trtd", xlm_e, xlm_e_step(xlm_e, criterion))]
    if keyed:
        runs.append(("trtd keyed", xlm_e, xlm_e_step(xlm_e, criterion, keyed=True)))
    timed = [runs[-1]]  # in the rounds
    if args.one_pass:
        runs = [(name, model, passes(step, False)) for name, model, step in runs]
        runs.append((runs[-1][0] + ", one pass", xlm_e, passes(xlm_e_step(xlm_e, criterion, keyed=keyed), True)))
        timed = runs[-2:]
    if args.checkpoint_activations:
        runs = [(name, model, checkpointed(model, step, False) if model is xlm_e else step)
                for name, model, step in runs]
        runs.append(("trtd keyed, checkpointed", xlm_e,
                     checkpointed(xlm_e, xlm_e_step(xlm_e, criterion, keyed=keyed), True)))

    def batches(name):
        return masked_lm_batches(dictionary, args.steps + 1, args.batch_size, args.length, device)
    results = measure_runs(runs, batches, device, args.dtype)
    if args.rounds:
        seconds = alternated([runs[0], *timed], batches, device, args.dtype, args.rounds)
        for name, *_ in timed:
            ratios = [baseline / trtd for baseline, trtd in zip(seconds["masked_lm"], seconds[name])]
            print(f"| {name} / masked_lm tokens/s in {args.rounds} rounds taking turns: "
                  + " ".join(f"{ratio:.3f}x" for ratio in ratios)
                  + f"; median {statistics.median(ratios):.3f}x, least {min(ratios):.3f}x, most {max(ratios):.3f}x",
                  flush=True)
    gated_attention_kernel.ONE_PASS = set()
    return results


def main():
    args = parser().parse_args()
    results = compare(args)
    speed = results["trtd"].tokens_per_second / results["masked_lm"].tokens_per_second
    memory = results["trtd"].memory / results["masked_lm"].memory
    layers, dim, ffn, heads, generator_layers = SIZES[args.arch]
    print(f"| sizes: D {layers}L/{dim}/{ffn}/{heads}h, G {generator_layers}L; batch {args.batch_size}x{args.length}; "
          f"{args.device} {args.dtype}; relative position bias: {args.rel_pos}")
    print(f"| trtd / masked_lm: throughput {speed:.2f}x (issue 53: >= 0.75x), memory {memory:.2f}x (issue 53: <= 1.3x)")
    print(f"| trtd with per-example noise (training) / without: throughput "
          f"{results['trtd keyed'].tokens_per_second / results['trtd'].tokens_per_second:.2f}x, "
          f"memory {results['trtd keyed'].memory / results['trtd'].memory:.2f}x")
    if args.checkpoint_activations:
        checkpointed_run, plain = results["trtd keyed, checkpointed"], results["trtd keyed"]
        print(f"| trtd with --checkpoint-activations / without: throughput "
              f"{checkpointed_run.tokens_per_second / plain.tokens_per_second:.2f}x, memory "
              f"{checkpointed_run.memory / plain.memory:.2f}x; / masked_lm: throughput "
              f"{checkpointed_run.tokens_per_second / results['masked_lm'].tokens_per_second:.2f}x, memory "
              f"{checkpointed_run.memory / results['masked_lm'].memory:.2f}x")
    if args.one_pass:
        one_pass = results["trtd keyed, one pass"]
        print(f"| trtd with the fused attention's backward in one pass / in two: throughput "
              f"{one_pass.tokens_per_second / results['trtd keyed'].tokens_per_second:.2f}x, memory "
              f"{one_pass.memory / results['trtd keyed'].memory:.2f}x; / masked_lm "
              f"{one_pass.tokens_per_second / results['masked_lm'].tokens_per_second:.2f}x")

if __name__ == "__main__":
    main()
