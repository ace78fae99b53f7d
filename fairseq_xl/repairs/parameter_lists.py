"""fairseq 0.12 steps every parameter tensor one at a time wherever NVIDIA's apex is missing (apex's
``FusedAdam`` and ``multi_tensor_l2norm`` are what fairseq takes when it finds them): its ``Adam`` runs 8
operators a tensor, ``clip_grad_norm_`` one norm a tensor, and ``FP16Optimizer`` (``--fp16``, ``--bf16``)
one copy a tensor of the gradients to its float32 copies, one back of the weights and one to zero them. On
a GPU each operator is a kernel the host issues in turn: XLM-E's 319 tensors at base size cost 3,800 of its
8,332 operators an update in ``--bf16`` (4,540 with the lists; docs/gpu.md), where the model is cheap enough
for the host to bound it. Here the same arithmetic runs over lists of tensors (``torch._foreach_*``, which
launch one kernel for many tensors on a GPU and loop in C++ on the CPU), as fairseq's own ``multiply_grads``
already does:

- ``Adam.step``: fairseq's arithmetic, operator for operator (bias corrections per tensor, the decoupled
  weight decay, float32 moments of float16 and bfloat16 weights), over lists of at most ``CHUNK`` elements:
  on a GPU so that the square roots it adds at once stay small beside the model, on the CPU so that a list's
  tensors stay in the cache from one operator to the next (lists of 32M elements made the step 1.09x
  fairseq's time on the CPU at 12 x 256, 1.29x at base size; of 256K, 0.81-0.98x at the quickstart's size and
  1.01-1.05x at base, in benchmarks/parameter_lists.py). On the CPU the weights and moments come out bit for bit as
  fairseq's (and 8 updates of the quickstart's fairseq-train, in float32 and in bfloat16); CUDA's list kernels
  may round the last bit otherwise (as fairseq's own switch to apex's ``FusedAdam`` does). fairseq's step with
  apex is untouched.
- ``utils.clip_grad_norm_``: the tensors' norms in one list operator where apex is missing, then fairseq's
  sum and scaling (``torch.norm`` of the stacked norms, ``_foreach_mul_``).
- ``FP16Optimizer``: the copies of gradients and weights between the half-precision model and its float32
  copies, and the zeroing, as list copies; exact whatever the device.
"""
import contextlib
import math

import torch
from fairseq import utils
from fairseq.optim import adam
from fairseq.optim.fp16_optimizer import _FP16OptimizerMixin

CHUNK = {"cuda": 1 << 25, "cpu": 1 << 18}  # elements a list operator covers at most: 128 MiB, 1 MiB of float32
HALF = (torch.float16, torch.bfloat16)


def chunks(rows: list, numel, limit: int) -> list:
    """``rows`` in consecutive lists of at most ``limit`` elements (``numel(row)``), a larger row alone; none
    for no rows."""
    out, size = [], 0
    for row in rows:
        if not out or size + numel(row) > limit:
            out.append([])
            size = 0
        out[-1].append(row)
        size += numel(row)
    return out


def _moments(optimizer, parameter, weight, amsgrad: bool) -> dict:
    """fairseq's state for one tensor: made at its first step, moved to its float32 weight's device and type
    after a checkpoint's load."""
    state = optimizer.state[parameter]
    names = ("exp_avg", "exp_avg_sq") + (("max_exp_avg_sq",) if amsgrad else ())
    if len(state) == 0:
        state["step"] = 0
        for name in names:
            state[name] = torch.zeros_like(weight)
    else:
        for name in names:
            state[name] = state[name].to(weight)
    state["step"] += 1
    return state


def adam_step(self, closure=None):
    """``fairseq.optim.adam.Adam.step`` over lists of tensors (module docstring); the same state, so
    checkpoints pass both ways."""
    loss = closure() if closure is not None else None
    for group in self.param_groups:
        amsgrad = group.get("amsgrad", False)
        beta1, beta2 = group["betas"]
        rows = []
        for parameter in group["params"]:
            if parameter.grad is None:
                continue
            if parameter.grad.is_sparse:
                raise RuntimeError("Adam does not support sparse gradients, please consider SparseAdam instead")
            grad = parameter.grad.data.float() if parameter.grad.dtype in HALF else parameter.grad.data
            weight = parameter.data.float() if parameter.data.dtype in HALF else parameter.data
            rows.append((parameter, grad, weight, _moments(self, parameter, weight, amsgrad)))
        limit = CHUNK.get(rows[0][2].device.type, CHUNK["cuda"]) if rows else 0  # no rows: no lists
        for part in chunks(rows, lambda row: row[2].numel(), limit):
            parameters, grads, weights, states = zip(*part)
            exp_avgs = [state["exp_avg"] for state in states]
            exp_avg_sqs = [state["exp_avg_sq"] for state in states]
            torch._foreach_mul_(exp_avgs, beta1)
            torch._foreach_add_(exp_avgs, grads, alpha=1 - beta1)
            torch._foreach_mul_(exp_avg_sqs, beta2)
            torch._foreach_addcmul_(exp_avg_sqs, grads, grads, value=1 - beta2)
            if amsgrad:
                max_exp_avg_sqs = [state["max_exp_avg_sq"] for state in states]
                torch._foreach_maximum_(max_exp_avg_sqs, exp_avg_sqs)
                exp_avg_sqs = max_exp_avg_sqs
            denominators = torch._foreach_sqrt(exp_avg_sqs)
            torch._foreach_add_(denominators, group["eps"])
            if group["weight_decay"] != 0:
                torch._foreach_add_(weights, weights, alpha=-group["weight_decay"] * group["lr"])
            torch._foreach_addcdiv_(weights, exp_avgs, denominators, [
                -group["lr"] * math.sqrt(1 - beta2 ** state["step"]) / (1 - beta1 ** state["step"])
                for state in states])
            halves = [(parameter.data, weight) for parameter, weight in zip(parameters, weights)
                      if parameter.data.dtype in HALF]
            if halves:
                torch._foreach_copy_(*map(list, zip(*halves)))
    return loss


def _norms(grads: list) -> list:
    """Each gradient's float32 norm (fairseq's ``torch.norm(g, p=2, dtype=torch.float32)``), in lists of one
    type."""
    by_type = {}
    for index, grad in enumerate(grads):
        by_type.setdefault((grad.device, grad.dtype), []).append(index)
    norms = [None] * len(grads)
    for indices in by_type.values():
        for index, norm in zip(indices, torch._foreach_norm([grads[i] for i in indices], 2, dtype=torch.float32)):
            norms[index] = norm
    return norms


def clip_grad_norm_(params, max_norm, aggregate_norm_fn=None) -> torch.Tensor:
    """``fairseq.utils.clip_grad_norm_`` with its per-tensor norms in lists where apex is missing."""
    params = [params] if isinstance(params, torch.Tensor) else list(params)
    grads = [p.grad.detach() for p in params if getattr(p, "grad", None) is not None and not hasattr(p, "expert")]
    if utils.multi_tensor_l2norm_available or len(grads) < 2 or grads[0].device.type == "xla":
        return _clip_grad_norm_(params, max_norm, aggregate_norm_fn)
    total_norm = torch.norm(torch.stack([norm.to(grads[0].device) for norm in _norms(grads)]))
    if aggregate_norm_fn is not None:
        total_norm = aggregate_norm_fn(total_norm)
    if max_norm > 0:
        clip_coef = (float(max_norm) / (total_norm + 1e-6)).clamp_(max=1)
        torch._foreach_mul_([p.grad.detach() for p in params if getattr(p, "grad", None) is not None], clip_coef)
    return total_norm


def _copy_lists(targets: list, sources: list) -> None:
    if targets:
        torch._foreach_copy_(targets, sources)


def _fp32_views(self, field: str) -> list:
    """The float32 tensors (``field`` "data" or "grad") that stand for each parameter that trains, in
    ``self.fp16_params``' order: its own copy, or its slice of the flat copy of its device."""
    if not self.has_flat_params:
        return [getattr(p32, field) for p, p32 in zip(self.fp16_params, self.fp32_params) if p.requires_grad]
    offsets, views = {}, []
    for p in self.fp16_params:
        if not p.requires_grad:
            continue
        device = p.device.index
        flat = getattr(self.fp32_params[device] if isinstance(self.fp32_params, dict) else self.fp32_params, field)
        offset = offsets.get(device, 0)
        views.append(flat.data[offset: offset + p.numel()].view_as(p.data))
        offsets[device] = offset + p.numel()
    return views


def _sync_fp16_grads_to_fp32(self):
    """``_FP16OptimizerMixin._sync_fp16_grads_to_fp32`` as one list copy where the float32 gradients exist
    (a missing gradient still becomes zeros, as fairseq's)."""
    if not self._needs_sync:
        return
    trained = [p for p in self.fp16_params if p.requires_grad]
    if not self.has_flat_params and any(p32.grad is None for p32 in self.fp32_params):
        _sync_grads_one_by_one(self)  # the first step makes them
        return
    targets, sources = [], []
    for p, target in zip(trained, _fp32_views(self, "grad")):
        if p.grad is None:
            target.zero_()
        else:
            targets.append(target)
            sources.append(p.grad.data)
    _copy_lists(targets, sources)
    self._needs_sync = False


def _sync_fp32_params_to_fp16(self):
    """``_FP16OptimizerMixin._sync_fp32_params_to_fp16`` as one list copy."""
    _copy_lists([p.data for p in self.fp16_params if p.requires_grad], _fp32_views(self, "data"))


def zero_grad(self):
    """``_FP16OptimizerMixin.zero_grad`` with the float32 gradients zeroed in one list operator."""
    if self.has_flat_params:
        _zero_grad(self)
        return
    for p in self.fp16_params:
        p.grad = None
    grads = [p32.grad for p32 in self.fp32_params if p32.grad is not None]
    if grads:
        torch._foreach_zero_(grads)
    self._needs_sync = False
    if self.scaler is not None:
        self._multiply_factor = 1.0 / float(self.scaler.loss_scale)


PATCHES = ((adam.Adam, "step", adam_step), (utils, "clip_grad_norm_", clip_grad_norm_),
           (_FP16OptimizerMixin, "_sync_fp16_grads_to_fp32", _sync_fp16_grads_to_fp32),
           (_FP16OptimizerMixin, "_sync_fp32_params_to_fp16", _sync_fp32_params_to_fp16),
           (_FP16OptimizerMixin, "zero_grad", zero_grad))
FAIRSEQ = {(owner, name): getattr(owner, name) for owner, name, _ in PATCHES}  # fairseq's own, one tensor at a time
_clip_grad_norm_ = FAIRSEQ[utils, "clip_grad_norm_"]
_sync_grads_one_by_one = FAIRSEQ[_FP16OptimizerMixin, "_sync_fp16_grads_to_fp32"]
_zero_grad = FAIRSEQ[_FP16OptimizerMixin, "zero_grad"]


def _apply(code: dict) -> None:
    for owner, name, _ in PATCHES:
        setattr(owner, name, code[owner, name])


@contextlib.contextmanager
def fairseq_own():
    """fairseq's code, one tensor at a time, back for the block: tests and benchmarks compare the two."""
    _apply(FAIRSEQ)
    try:
        yield
    finally:
        _apply(LISTS)


LISTS = {(owner, name): code for owner, name, code in PATCHES}
_apply(LISTS)
