"""What the benchmarks share: a synthetic dictionary, fairseq's RoBERTa (masked_lm) as the
baseline, and the measurement of one training step (forward, backward, Adam step).

Memory is the CUDA peak on a GPU; on the CPU it is what a step holds at its peak:
parameters, gradients and Adam state plus the tensors autograd saves for backward
(counted by storage, so views are not counted twice).
"""
import argparse
import statistics
import time
from contextlib import nullcontext

import torch
from fairseq.data import Dictionary
from fairseq.models.roberta import RobertaModel
from fairseq.models.roberta import base_architecture as roberta_base_architecture

AUTOCAST = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}


def benchmark_parser(doc: str, sizes, batch_size: int, steps: int) -> argparse.ArgumentParser:
    """The flags every benchmark has; each adds its own."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--arch", choices=sizes, default="cpu")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--dtype", choices=list(AUTOCAST), default="fp32")
    parser.add_argument("--batch-size", type=int, default=batch_size)
    parser.add_argument("--vocab", type=int, default=8000)
    parser.add_argument("--steps", type=int, default=steps, help="timed steps (one more warms up)")
    return parser


class Task:
    def __init__(self, dictionary):
        self.source_dictionary = self.target_dictionary = dictionary


def synthetic_dictionary(size: int) -> Dictionary:
    dictionary = Dictionary()
    for i in range(size - dictionary.nspecial - 1):
        dictionary.add_symbol(f"\u2581w{i}")
    dictionary.add_symbol("<mask>")
    return dictionary


def build_roberta(dictionary, layers, dim, ffn, heads, max_positions) -> RobertaModel:
    args = argparse.Namespace(encoder_layers=layers, encoder_embed_dim=dim, encoder_ffn_embed_dim=ffn,
                              encoder_attention_heads=heads, max_positions=max_positions,
                              tokens_per_sample=max_positions)
    roberta_base_architecture(args)
    return RobertaModel.build_model(args, Task(dictionary))


def masked_lm_batches(dictionary, count, batch, length, device):
    """Tokens [B, T] framed by <s> ... </s> and 15% of the others masked."""
    generator = torch.Generator().manual_seed(0)
    for _ in range(count):
        tokens = torch.randint(dictionary.nspecial, len(dictionary) - 1, (batch, length), generator=generator)
        tokens[:, 0], tokens[:, -1] = dictionary.bos(), dictionary.eos()
        masked = torch.rand(batch, length, generator=generator) < 0.15
        masked[:, 0] = masked[:, -1] = False
        yield tokens.to(device), masked.to(device)


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


def measure(model, step_fn, data, device, dtype="fp32"):
    """(tokens per second, bytes) of training steps on ``data``, batches of arguments of
    ``step_fn`` whose first is the [B, T] tokens; the first step warms up."""
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    model.train()
    times, saved = [], 0
    if device.type == "cuda":
        torch.cuda.reset_peak_memory_stats()
    for index, batch in enumerate(data):
        counter = SavedTensorBytes()
        if device.type == "cuda":
            torch.cuda.synchronize()
        start = time.perf_counter()
        autocast = torch.autocast(device.type, dtype=AUTOCAST[dtype]) if AUTOCAST[dtype] else nullcontext()
        with torch.autograd.graph.saved_tensors_hooks(counter.pack, lambda tensor: tensor), autocast:
            loss = step_fn(*batch)
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
    return batch[0].numel() / statistics.median(times), memory
