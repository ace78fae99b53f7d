"""The loss over the vocabulary (XLM-E's generator, eq. 1; XLNet's predictions; VECO's four masked-token terms) in two
Triton kernels: one pass over the logits forward, one backward, nothing of size [N, V] but the logits and their
gradient.

At each predicted position the cross-entropy is -log softmax(x)_t = logsumexp(x) - x_t, and the criteria of XLM-E
and XLNet also log their accuracy (argmax_v x_v = t). In PyTorch at half precision (``--fp16``, ``--bf16``,
autocast) that is a float32 copy of the logits (``log_softmax(x, dtype=float32)`` converts first for bfloat16, as
fairseq's own ``masked_lm`` loss does), its log-softmax kept for the backward, the argmax, and backward a dense
float32 gradient of the gathered loss, the log-softmax's gradient and its cast back to the logits' type: at least
38 bytes a logit read or written (each operator reading its inputs once; a log-softmax over 250,002 columns reads
its row more than once), 47 GB or more at XLM-R's vocabulary (V 250,002) and a GPU batch of 64 x 512 (N about
4,980 masked rows; logits of 2.3 GiB in bfloat16), with three float32 [N, V] tensors (4.6 GiB each) alive at once
in the log-softmax's backward.

Here ``_loss_rows`` takes one row a program and reads its logits once, in tiles of ``BLOCK`` columns: the running
maximum m and mass l = sum_v 2^(x_v log2(e) - m) (the online softmax, base 2), the first column of the largest
logit, and x_t; it keeps the log-sum-exp (float32 [N]) for the backward. ``_loss_gradient`` reads the row again
and writes dx_v = g (softmax(x)_v - [v = t]) in the logits' type, g the loss's gradient at the row: two reads and
one write of the logits in all (6 bytes a logit in bfloat16, 7.5 GB at that size), and autograd keeps the logits
themselves (which the projection that made them does not keep) instead of a float32 log-softmax. Sums and the
softmax in float32, as the PyTorch path; the gradient is rounded to the logits' type once, where the PyTorch path
casts its float32 gradient.

On a CUDA GPU with Triton (``applies``); elsewhere ``cross_entropy`` runs PyTorch's (the CPU recipes' float32
logits need no copy). The tests hold the kernels (Triton's interpreter) to float64 PyTorch.
"""
import logging
from typing import Optional, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor

from fairseq_xl.modules import gated_attention_kernel

triton = gated_attention_kernel.triton  # None without Triton (an optional extra)
if triton is not None:
    import triton.language as tl

BLOCK = 4096  # columns a program reads a step
WARPS = 8


applies = gated_attention_kernel.triton_runs_on  # whether the kernel takes a tensor of logits


if triton is not None:
    LOG2E = tl.constexpr(1.4426950408889634)  # the softmax in base 2: exp(x) = 2^(x log2(e)), one ex2 instruction
    LN2 = tl.constexpr(0.6931471805599453)

    @triton.jit
    def _loss_rows(Logits, Targets, Lse, Loss, Predicted, row_stride, V, BLOCK: tl.constexpr):
        """One row's log-sum-exp (natural), loss logsumexp(x) - x_t and first column of the largest logit."""
        row = tl.program_id(0)
        Row = Logits + row.to(tl.int64) * row_stride
        lanes = tl.arange(0, BLOCK)
        top = tl.full([], float("-inf"), tl.float32)  # m: the largest logit so far, times log2(e)
        mass = tl.zeros([], tl.float32)  # l: 2^(x log2(e) - m) summed
        best = tl.zeros([], tl.int32)  # the first column of the largest logit
        for start in range(0, V, BLOCK):
            columns = start + lanes
            scaled = tl.load(Row + columns, mask=columns < V, other=float("-inf")).to(tl.float32) * LOG2E
            tile_top, tile_best = tl.max(scaled, 0, return_indices=True, return_indices_tie_break_left=True)
            new_top = tl.maximum(top, tile_top)
            mass = mass * tl.exp2(top - new_top) + tl.sum(tl.exp2(scaled - new_top), 0)
            best = tl.where(tile_top > top, start + tile_best, best)  # strictly: an earlier tile's column stays
            top = new_top
        target = tl.load(Targets + row)
        lse = (top + tl.log2(mass)) * LN2
        tl.store(Lse + row, lse)
        tl.store(Loss + row, lse - tl.load(Row + target).to(tl.float32))
        tl.store(Predicted + row, best.to(tl.int64))

    @triton.jit
    def _loss_gradient(Logits, Targets, Lse, Grad, Out, row_stride, out_stride, V, BLOCK: tl.constexpr):
        """One row's dx = g (softmax(x) - onehot(t)), in the logits' type."""
        row = tl.program_id(0)
        Row = Logits + row.to(tl.int64) * row_stride
        OutRow = Out + row.to(tl.int64) * out_stride
        lanes = tl.arange(0, BLOCK)
        lse = tl.load(Lse + row) * LOG2E
        target = tl.load(Targets + row)
        grad = tl.load(Grad + row)
        for start in range(0, V, BLOCK):
            columns = start + lanes
            inside = columns < V
            scaled = tl.load(Row + columns, mask=inside, other=0.0).to(tl.float32) * LOG2E
            softmax = tl.exp2(scaled - lse)
            dx = grad * tl.where(columns == target, softmax - 1.0, softmax)
            tl.store(OutRow + columns, dx.to(Out.dtype.element_ty), mask=inside)


class _VocabularyLoss(torch.autograd.Function):
    @staticmethod
    def forward(ctx, logits: Tensor, targets: Tensor, block: int):
        rows, width = logits.shape
        lse = torch.empty(rows, dtype=torch.float32, device=logits.device)
        loss = torch.empty_like(lse)
        predicted = torch.empty(rows, dtype=torch.int64, device=logits.device)
        # (no rows: Triton launches nothing for an empty grid)
        _loss_rows[(rows,)](logits, targets, lse, loss, predicted, logits.stride(0), width, BLOCK=block,
                            num_warps=WARPS, enable_fp_fusion=True)  # as gated_attention_kernel's launches
        ctx.save_for_backward(logits, targets, lse)
        ctx.block = block
        ctx.mark_non_differentiable(predicted)
        return loss, predicted

    @staticmethod
    def backward(ctx, grad_loss: Tensor, _):
        logits, targets, lse = ctx.saved_tensors
        rows, width = logits.shape
        grad = torch.empty_like(logits)
        _loss_gradient[(rows,)](logits, targets, lse, grad_loss.float().contiguous(), grad, logits.stride(0),
                                grad.stride(0), width, BLOCK=ctx.block, num_warps=WARPS, enable_fp_fusion=True)
        return grad, None, None


def cross_entropy(logits: Tensor, targets: Tensor, predictions: bool = True, kernel: Optional[bool] = None,
                  block: Optional[int] = None) -> Tuple[Tensor, Optional[Tensor]]:
    """(loss [N] float32, predicted [N] int64) of ``logits`` [N, V] (any float type) against ``targets`` [N]:
    -log softmax(logits)_t per row, and each row's first column of its largest logit (``predictions``; else None
    on PyTorch's path, which would read the logits again for it). ``kernel``: the Triton kernels (default: where
    ``applies``), else PyTorch's log-softmax in float32; ``block``: the kernels' columns a step (``BLOCK``)."""
    if kernel if kernel is not None else applies(logits):
        gated_attention_kernel._say_once("the loss over the vocabulary runs in two Triton kernels", logging.INFO)
        if logits.stride(1) != 1:
            logits = logits.contiguous()
        return _VocabularyLoss.apply(logits, targets.contiguous(), block or BLOCK)
    loss = F.cross_entropy(logits.float(), targets, reduction="none")
    return loss, logits.detach().argmax(-1) if predictions else None
