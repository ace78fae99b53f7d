"""Training-step throughput and memory of XLM-E (trtd) against fairseq's masked_lm (RoBERTa).

Both models are built in this process, with the discriminator's size for RoBERTa, and run
the same batches (B sequences of T tokens, 15% masked) through forward, backward and an
Adam step. Reported: tokens per second and training memory, and their ratios (XLM-E /
RoBERTa). Memory is the CUDA peak on a GPU; on the CPU it is what a step holds at its
peak: parameters, gradients and Adam state plus the tensors autograd saves for backward
(counted by storage, so views are not counted twice).

    python benchmarks/xlm_e_vs_masked_lm.py                      # CPU, 12+4 layers at width 256
    python benchmarks/xlm_e_vs_masked_lm.py --arch base --device cuda --dtype bf16
"""
import argparse
import statistics
import time
from contextlib import nullcontext

import torch
from fairseq.data import Dictionary
from fairseq.models.roberta import RobertaModel
from fairseq.models.roberta import base_architecture as roberta_base_architecture
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.criterions.replaced_token_detection import ReplacedTokenDetectionCriterion
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel

SIZES = {  # discriminator layers, width, FFN, heads, generator layers
    "cpu": (12, 256, 1024, 4, 4),
    "base": (12, 768, 3072, 12, 4),
}


class Task:
    def __init__(self, dictionary):
        self.source_dictionary = self.target_dictionary = dictionary


def build(dictionary, sizes, max_positions, rel_pos):
    layers, dim, ffn, heads, generator_layers = sizes
    xlm_e = XLMEModel(OmegaConf.structured(XLMEConfig(
        encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn, encoder_attention_heads=heads,
        generator_layers=generator_layers, generator_ffn_embed_dim=ffn, generator_attention_heads=heads,
        max_positions=max_positions, rel_pos=rel_pos)), dictionary)
    args = argparse.Namespace(encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn,
                              encoder_attention_heads=heads, max_positions=max_positions,
                              tokens_per_sample=max_positions)
    roberta_base_architecture(args)
    return xlm_e, RobertaModel.build_model(args, Task(dictionary))


def batches(dictionary, count, batch, length, device):
    generator = torch.Generator().manual_seed(0)
    for _ in range(count):
        tokens = torch.randint(dictionary.nspecial, len(dictionary) - 1, (batch, length), generator=generator)
        tokens[:, 0], tokens[:, -1] = dictionary.bos(), dictionary.eos()
        masked = torch.rand(batch, length, generator=generator) < 0.15
        masked[:, 0] = masked[:, -1] = False
        yield tokens.to(device), masked.to(device)


def xlm_e_step(model, criterion):
    def step(tokens, masked):
        sample = {"net_input": {"src_tokens": tokens, "masked_positions": masked},
                  "task_id": torch.ones(len(tokens), dtype=torch.long, device=tokens.device),
                  "nsentences": len(tokens), "ntokens": tokens.numel()}
        return criterion(model, sample)[0]
    return step


def roberta_step(model):
    def step(tokens, masked):
        logits = model(tokens, masked_tokens=masked)[0]
        return torch.nn.functional.cross_entropy(logits.float(), tokens[masked])
    return step


class SavedTensorBytes:
    """Bytes autograd saves for backward, each storage counted once."""

    def __init__(self):
        self.storages = {}

    def pack(self, tensor):
        storage = tensor.untyped_storage()
        self.storages[storage.data_ptr()] = storage.nbytes()
        return tensor

    @property
    def total(self):
        return sum(self.storages.values())


def measure(model, step_fn, data, device, autocast_dtype):
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    model.train()
    times, saved = [], 0
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
    for index, (tokens, masked) in enumerate(data):
        counter = SavedTensorBytes()
        if device.type == "cuda":
            torch.cuda.synchronize()
        start = time.perf_counter()
        autocast = torch.autocast(device.type, dtype=autocast_dtype) if autocast_dtype else nullcontext()
        with torch.autograd.graph.saved_tensors_hooks(counter.pack, lambda tensor: tensor), autocast:
            loss = step_fn(tokens, masked)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=False)
        if device.type == "cuda":
            torch.cuda.synchronize()
        if index > 0:
            times.append(time.perf_counter() - start)
        saved = max(saved, counter.total)
    states = sum(p.numel() * p.element_size() * 4 for p in model.parameters())  # weights, grads, Adam m and v
    memory = torch.cuda.max_memory_allocated() if device.type == "cuda" else states + saved
    return tokens.numel() / statistics.median(times), memory


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", choices=SIZES, default="cpu")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--dtype", choices=["fp32", "bf16", "fp16"], default="fp32")
    parser.add_argument("--batch-size", type=int, default=8)
    parser.add_argument("--length", type=int, default=256)
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--rel-pos", choices=["gated", "plain", "none"], default="gated")
    parser.add_argument("--steps", type=int, default=6, help="timed steps (one more warms up)")
    args = parser.parse_args()
    torch.manual_seed(0)
    device = torch.device(args.device)
    dictionary = Dictionary()
    for i in range(args.vocab - dictionary.nspecial - 1):
        dictionary.add_symbol(f"w{i}")
    dictionary.add_symbol("<mask>")
    xlm_e, roberta = build(dictionary, SIZES[args.arch], args.length, args.rel_pos)
    autocast_dtype = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}[args.dtype]
    criterion = ReplacedTokenDetectionCriterion(Task(dictionary), discriminator_weight=50.0)
    results = {}
    for name, model, step in (("masked_lm", roberta, roberta_step(roberta)),
                              ("trtd", xlm_e, xlm_e_step(xlm_e, criterion))):
        model.to(device)
        data = batches(dictionary, args.steps + 1, args.batch_size, args.length, device)
        results[name] = measure(model, step, data, device, autocast_dtype)
        model.cpu()
        print(f"| {name:9s} {results[name][0]:10.0f} tokens/s  {results[name][1] / 2**20:9.1f} MiB")
    speed = results["trtd"][0] / results["masked_lm"][0]
    memory = results["trtd"][1] / results["masked_lm"][1]
    layers, dim, ffn, heads, generator_layers = SIZES[args.arch]
    print(f"| sizes: D {layers}L/{dim}/{ffn}/{heads}h, G {generator_layers}L; batch {args.batch_size}x{args.length}; "
          f"{args.device} {args.dtype}; relative position bias: {args.rel_pos}")
    print(f"| trtd / masked_lm: throughput {speed:.2f}x (target >= 0.75x), memory {memory:.2f}x (target <= 1.5x)")


if __name__ == "__main__":
    main()
