"""XLNet's partial-prediction objective (section 2.3):
max E_z [ sum_{t > c} log p(x_{z_t} | x_{z_<t}) ], the cross-entropy of the query stream's
predictions at the targets, summed and normalised by the number of targets (fairseq's
convention: loss in bits per target token, ``ppl`` derived from it)."""
import torch
from fairseq import metrics, utils
from fairseq.criterions import register_criterion

from fairseq_xl.modules import vocabulary_loss_kernel

from .summed_logs import SummedLogsCriterion, log_bits, totals


@register_criterion("permutation_lm")
class PermutationLMCriterion(SummedLogsCriterion):
    def forward(self, model, sample, reduce=True):
        logits, _ = model(**sample["net_input"])
        target = sample["target"][sample["net_input"]["target_positions"].ge(0)]
        losses, predicted = vocabulary_loss_kernel.cross_entropy(logits, target)
        loss = losses.sum()
        stats = torch.stack([loss.detach(), predicted.eq(target).sum().to(loss.dtype)]).tolist()
        sample_size = target.numel()
        logging_output = {
            "loss": stats[0],
            "correct": stats[1],
            "ntokens": sample["ntokens"],
            "nsentences": sample["nsentences"],
            "sample_size": sample_size,
        }
        return loss, sample_size, logging_output

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        total = totals(logging_outputs)
        sample_size = max(total["sample_size"], 1)
        log_bits("loss", total["loss"], sample_size)
        metrics.log_scalar("accuracy", total["correct"] / sample_size, sample_size, round=4)
        metrics.log_scalar("targets", total["sample_size"], round=0)
        metrics.log_derived("ppl", lambda meters: utils.get_perplexity(meters["loss"].avg))
