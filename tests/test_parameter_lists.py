"""fairseq's Adam, gradient norm and FP16 optimizer's copies over lists of tensors
(``fairseq_xl.repairs.parameter_lists``): the same numbers as fairseq's own code, one tensor at a time,
bit for bit on the CPU, in a number of operators that does not grow with the number of tensors."""
import contextlib
import re
import sys

import torch
from fairseq.optim.adam import Adam, FairseqAdam
from fairseq.optim.fp16_optimizer import FP16Optimizer
from omegaconf import OmegaConf
from torch.utils._python_dispatch import TorchDispatchMode

from conftest import REPO, run

from fairseq_xl.repairs import parameter_lists
from fairseq_xl.repairs.parameter_lists import fairseq_own

NO_COMPUTE = {"detach", "view", "slice", "alias", "_record_function_enter_new", "_record_function_exit"}
SHAPES = [(7,), (3, 5), (4, 4, 2), (1,), (6, 3), (2, 9), (5,), (11, 2)]


class Operators(TorchDispatchMode):
    """Counts the operators dispatched inside it that compute (views and the profiler's marks left out)."""

    def __init__(self):
        super().__init__()
        self.count = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.count += func.overloadpacket.__name__ not in NO_COMPUTE
        return func(*args, **(kwargs or {}))


def tensors(seed: int, dtypes=(torch.float32,), repeat: int = 1) -> list:
    generator = torch.Generator().manual_seed(seed)
    return [torch.nn.Parameter(torch.randn(shape, generator=generator).to(dtypes[i % len(dtypes)]))
            for i, shape in enumerate(SHAPES * repeat)]


def gradients(parameters: list, seed: int, missing=()) -> None:
    generator = torch.Generator().manual_seed(seed)
    for i, parameter in enumerate(parameters):
        grad = torch.randn(parameter.shape, generator=generator).to(parameter.dtype)
        parameter.grad = None if i in missing else grad


def adam(parameters: list) -> Adam:
    """Two groups: decayed with Adam, not decayed with AMSGrad."""
    return Adam([{"params": parameters[:5], "weight_decay": 0.1},
                 {"params": parameters[5:], "weight_decay": 0.0, "amsgrad": True}], lr=0.01, betas=(0.9, 0.98),
                eps=1e-6)


def test_adam_in_lists_is_fairseqs_adam_bit_for_bit(monkeypatch):
    """float32 and bfloat16 weights (bfloat16's float32 moments: --memory-efficient-bf16), a tensor without a
    gradient in one step, several lists (CHUNK lowered): weights and every state tensor equal to fairseq's."""
    monkeypatch.setitem(parameter_lists.CHUNK, "cpu", 20)
    assert len(parameter_lists.chunks(SHAPES, lambda shape: torch.Size(shape).numel(), 20)) > 3
    dtypes = (torch.float32, torch.bfloat16)
    ours, theirs = tensors(0, dtypes), tensors(0, dtypes)
    optimizers = adam(ours), adam(theirs)
    for step in range(4):
        for parameters, optimizer in zip((ours, theirs), optimizers):
            gradients(parameters, seed=10 + step, missing={4} if step == 1 else ())
            if optimizer is optimizers[1]:
                with fairseq_own():
                    optimizer.step()
            else:
                optimizer.step()
        for mine, fairseqs in zip(ours, theirs):
            assert torch.equal(mine, fairseqs)
            assert mine.dtype == fairseqs.dtype
            for name, value in optimizers[1].state[fairseqs].items():
                assert torch.equal(torch.as_tensor(optimizers[0].state[mine][name]), torch.as_tensor(value)), name
    assert optimizers[0].state[ours[4]]["step"] == 3 and optimizers[0].state[ours[0]]["step"] == 4
    assert "max_exp_avg_sq" in optimizers[0].state[ours[6]]
    assert not torch.equal(ours[0].detach().float(), tensors(0, dtypes)[0].detach().float())


def test_gradient_norm_in_lists_is_fairseqs(monkeypatch):
    """The total norm over the tensors that are not experts (fairseq's rule), every gradient scaled by the
    same factor: equal to fairseq's per-tensor norms."""
    results = []
    for own in (False, True):
        parameters = tensors(1)
        parameters[3].expert = True
        gradients(parameters, seed=2)
        if own:
            with fairseq_own():
                norm = parameter_lists.utils.clip_grad_norm_(parameters, 0.5)
        else:
            norm = parameter_lists.utils.clip_grad_norm_(parameters, 0.5)
        results.append((norm, [parameter.grad for parameter in parameters]))
    (norm, grads), (fairseq_norm, fairseq_grads) = results
    assert torch.equal(norm, fairseq_norm)
    expected = torch.stack([g.norm() for i, g in enumerate(gradients_of(1, 2)) if i != 3]).norm()
    assert torch.allclose(norm, expected) and norm > 0.5
    for mine, fairseqs in zip(grads, fairseq_grads):
        assert torch.equal(mine, fairseqs)
    assert torch.allclose(grads[3], gradients_of(1, 2)[3] * 0.5 / (norm + 1e-6))


def gradients_of(parameter_seed: int, seed: int) -> list:
    parameters = tensors(parameter_seed)
    gradients(parameters, seed)
    return [parameter.grad for parameter in parameters]


def fp16_optimizer(flat: bool, bf16: bool, repeat: int) -> tuple:
    """fairseq's FP16Optimizer over half-precision tensors with its float32 copies as fairseq-train makes them
    (a flat copy keyed by the tensors' device, as ``build_fp32_params`` keys a GPU's; one copy a tensor
    otherwise), and fairseq's Adam."""
    half = torch.bfloat16 if bf16 else torch.float16
    parameters = [torch.nn.Parameter(p.detach().to(half)) for p in tensors(3, repeat=repeat)]
    if flat:
        flat_copy = torch.nn.Parameter(torch.cat([p.detach().float().view(-1) for p in parameters]))
        flat_copy.grad = torch.zeros_like(flat_copy)
        copies, optimized = {None: flat_copy}, [flat_copy]
    else:
        copies = FP16Optimizer.build_fp32_params(None, parameters, flatten=False)
        optimized = copies
    cfg = OmegaConf.create({
        "optimizer": {"adam_betas": "(0.9, 0.98)", "adam_eps": 1e-6, "weight_decay": 0.01, "use_old_adam": False,
                      "fp16_adam_stats": False, "tpu": False, "lr": [0.01]},
        "common": {"bf16": bf16, "fp16_scale_window": 128, "fp16_init_scale": 4, "fp16_scale_tolerance": 0.0,
                   "threshold_loss_scale": None, "min_loss_scale": 1e-4},
        "optimization": {"update_freq": [1]}})
    return parameters, FP16Optimizer(cfg, parameters, FairseqAdam(cfg.optimizer, optimized), copies)


def train(flat: bool, bf16: bool, own: bool, repeat: int = 1) -> tuple:
    """Three updates of fairseq-train's sequence (zero_grad, backward, clip, step) on ``repeat`` times the
    tensors of SHAPES; the operators of the last update's clipping, step and zeroing."""
    parameters, optimizer = fp16_optimizer(flat, bf16, repeat)
    operators = Operators()
    with fairseq_own() if own else contextlib.nullcontext():
        for update in range(3):
            counting = operators if update == 2 else contextlib.nullcontext()
            optimizer.zero_grad()
            loss = sum((parameter.float() * (i + 1)).square().sum() for i, parameter in enumerate(parameters))
            optimizer.backward(loss)
            with counting:
                optimizer.clip_grad_norm(1.0)
                optimizer.step()
                optimizer.zero_grad()
    return parameters, operators.count


def test_fp16_optimizer_copies_in_lists_bit_for_bit_in_few_operators():
    for flat, bf16 in ((False, True), (True, False), (False, False)):
        ours, count = train(flat, bf16, own=False)
        theirs, fairseq_count = train(flat, bf16, own=True)
        for mine, fairseqs in zip(ours, theirs):
            assert torch.equal(mine, fairseqs), (flat, bf16)
        assert not torch.equal(ours[0].float(), tensors(3)[0].to(ours[0].dtype).float())
        # fairseq's: a few operators a tensor; the lists: as many for twice the tensors
        assert train(flat, bf16, own=False, repeat=2)[1] == count < 30, (flat, bf16)
        assert train(flat, bf16, own=True, repeat=2)[1] >= fairseq_count + 2 * len(SHAPES), (flat, bf16)


def benchmark_rows(precision: str) -> tuple:
    done = run([sys.executable, REPO / "benchmarks/parameter_lists.py", "--arch", "tiny", "--precision", precision,
                "--steps", 1])
    rows = {(model, way): (int(tensors), int(operators)) for model, way, tensors, operators in re.findall(
        r"^(xlm_e|roberta) +(lists|fairseq) +(\d+) tensors +(\d+) operators", done.stdout, re.M)}
    return rows, done.stdout


def test_benchmark_counts_and_times_both_ways():
    """benchmarks/parameter_lists.py (a step of the GPU script) at its tiny size: a line for each model and way,
    the lists' operators a few against fairseq's few a tensor; in bf16 fairseq's FP16Optimizer copies each
    gradient to float32, each weight back and zeroes each float32 gradient: 3 more a tensor than in fp32."""
    rows, stdout = benchmark_rows("bf16")
    assert len(rows) == 4, stdout
    for model in ("xlm_e", "roberta"):
        tensors, operators = rows[model, "lists"]
        assert operators < 40 and rows[model, "fairseq"][1] > 5 * tensors, stdout
    assert len(re.findall(r"lists / fairseq: operators 0\.\d+x, issued \d\.\d+x", stdout)) == 2, stdout
    fp32, _ = benchmark_rows("fp32")
    for model in ("xlm_e", "roberta"):
        tensors = rows[model, "fairseq"][0]
        assert rows[model, "fairseq"][1] - fp32[model, "fairseq"][1] >= 3 * tensors, (rows, fp32)


def test_a_group_without_gradients_is_left_as_fairseq_leaves_it():
    """A parameter group none of whose tensors has a gradient this step (a module the step did not use): skipped,
    its tensors untouched and without state, the other group stepped as fairseq steps it."""
    results = []
    for own in (False, True):
        parameters = tensors(4)
        optimizer = Adam([{"params": parameters[:4]}, {"params": parameters[4:]}], lr=0.01, weight_decay=0.1)
        gradients(parameters, seed=5, missing=set(range(4, len(SHAPES))))
        with fairseq_own() if own else contextlib.nullcontext():
            optimizer.step()
        results.append((parameters, optimizer))
    (ours, mine), (theirs, fairseqs) = results
    for i, (a, b) in enumerate(zip(ours, theirs)):
        assert torch.equal(a, b)
        assert (i < 4) == bool(mine.state[a]) == bool(fairseqs.state[b])
    assert torch.equal(ours[5], tensors(4)[5])
