"""What one layer of XLM-E keeps for its backward, per token, beside one of fairseq's masked_lm (RoBERTa).

A GPU's training memory at a large batch is mostly the tensors autograd saves in the forward for the
backward: per token, per layer. This counts them on the CPU, in bfloat16 autocast as a GPU trains, module
by module (``common.SavedTensorBytes``: storages counted once), at two batch sizes, and reports the
difference per token: what a layer costs per token, without the weights' half-precision copies, which do
not grow with the batch. XLM-E's layers take the fused attention's path (``--path fused``: what
``GatedBiasAttention`` keeps, its forward kernel's launch stood in by zeros, so that no GPU or
interpreter is needed) or the materialized bias (``--path materialized``, which on the CPU is the math
attention's: its [B, H, T, T] weights, not what a GPU's SDPA keeps). RoBERTa's attention runs without
attention dropout here, so that the CPU's SDPA keeps what a GPU's does (q, k, v, the output, the
log-sum-exp); its other dropouts keep a mask in the input's type on the CPU (2 bytes a value, a GPU's
keep 1). ``--checkpoint-activations`` adds XLM-E with its layers checkpointed (``BiasedEncoderLayer.checkpointed``):
a layer then keeps nothing it computes, and the checkpoint keeps the input the backward runs it again from (saved
before the layer starts: counted in "other").

    python benchmarks/saved_memory.py                   # base sizes, 2 and 4 sequences of 512
"""
import argparse
from collections import Counter

import torch

from common import Task, masked_lm_batches, roberta_step, SavedTensorBytes, synthetic_dictionary
from xlm_e_vs_masked_lm import SIZES, build, xlm_e_step
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.models.base import checkpoint_activations
from fairseq_xl.modules import biased_encoder, gated_attention_kernel


class ForwardByPyTorch:
    """Stands in for the fused forward kernel's launch (``_forward[grid](...)``) so that
    ``GatedBiasAttention.forward`` runs as it is and keeps what it keeps: the output and log-sum-exp are
    written as zeros (what autograd keeps does not depend on the values: no shape in XLM-E's step does)."""

    def __getitem__(self, grid):
        return self.launch

    @staticmethod
    def launch(q, k, v, scale, table, pad, out, lse, *arguments, **constants):
        out.zero_()
        lse.zero_()


class ByModule(SavedTensorBytes):
    """Saved bytes by the layer that was running (the modules ``prefix.N`` of ``prefixes``), "other" outside
    them; ``close()`` removes its hooks from the model."""

    def __init__(self, model, prefixes):
        super().__init__()
        self.running, self.owner, self.hooks = "other", {}, []
        for name, module in model.named_modules():
            if any(name.startswith(prefix) and name[len(prefix):].lstrip(".").isdigit() for prefix in prefixes):
                self.hooks += [
                    module.register_forward_pre_hook(lambda module, args, name=name: setattr(self, "running", name)),
                    module.register_forward_hook(lambda module, args, out: setattr(self, "running", "other"))]

    def pack(self, tensor):
        self.owner.setdefault(tensor.untyped_storage().data_ptr(), self.running)
        return super().pack(tensor)

    def close(self):
        for hook in self.hooks:
            hook.remove()

    def by_module(self):
        totals = Counter()
        for pointer, size in self.storages.items():
            totals[self.owner[pointer]] += size
        return totals


def saved(model, step, batch, prefixes):
    counter = ByModule(model, prefixes)
    with torch.autograd.graph.saved_tensors_hooks(counter.pack, lambda tensor: tensor), \
            torch.autocast("cpu", dtype=torch.bfloat16):
        step(*batch)
    counter.close()
    return counter.by_module()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", choices=SIZES, default="base")
    parser.add_argument("--path", choices=["fused", "materialized"], default="fused")
    parser.add_argument("--batch-sizes", type=int, nargs=2, default=[2, 4])
    parser.add_argument("--length", type=int, default=512)
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--checkpoint-activations", action="store_true",
                        help="XLM-E with its layers checkpointed too (--checkpoint-activations)")
    args = parser.parse_args()
    if args.path == "fused":
        if gated_attention_kernel.triton is None:
            parser.error("--path fused runs the fused attention's autograd function, which needs Triton "
                         "(pip install -e '.[kernel]'); --path materialized does not")
        biased_encoder.fused = lambda states, head_dim: True
        gated_attention_kernel._forward = ForwardByPyTorch()
        gated_attention_kernel.gpu_family = lambda: "warpgroup"  # the tiles of the GPU it stands in for (sm_90)
    torch.manual_seed(0)
    dictionary = synthetic_dictionary(args.vocab)
    xlm_e, roberta = build(dictionary, SIZES[args.arch], args.length, "gated")
    for module in roberta.modules():
        if type(module).__name__ == "MultiheadAttention":
            module.dropout_module.p = 0.0
    criterion = ReplacedTokenDetectionCriterion(Task(dictionary), discriminator_weight=50.0)
    xlm_e_layers = ("generator.layers", "discriminator.layers")
    runs = {"XLM-E": (xlm_e, xlm_e_step(xlm_e, criterion), xlm_e_layers, False),
            "masked_lm": (roberta, roberta_step(roberta), ("encoder.sentence_encoder.layers",), False)}
    if args.checkpoint_activations:
        runs["XLM-E, --checkpoint-activations"] = (xlm_e, xlm_e_step(xlm_e, criterion), xlm_e_layers, True)
    small, large = args.batch_sizes
    print(f"| bytes kept for the backward per token (batch {small} -> {large} x {args.length}, bf16 autocast, "
          f"CPU; XLM-E's attention: {args.path}) |")
    print("| model | module | bytes per token |\n| --- | --- | --- |")
    for name, (model, step, prefixes, checkpointed) in runs.items():
        checkpoint_activations(xlm_e, argparse.Namespace(checkpoint_activations=checkpointed))
        counts = [saved(model, step, batch, prefixes)
                  for batch in (next(masked_lm_batches(dictionary, 1, size, args.length, "cpu"))
                                for size in (small, large))]
        tokens = (large - small) * args.length
        per_token = {module: (counts[1][module] - counts[0][module]) / tokens for module in counts[1]}
        for module in [f"{prefix}.0" for prefix in prefixes] + ["other"]:  # a layer of each kind; the rest
            print(f"| {name} | {module} | {per_token.get(module, 0):,.0f} |")
        print(f"| {name} | all | {sum(per_token.values()):,.0f} |")


if __name__ == "__main__":
    main()
