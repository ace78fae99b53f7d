"""XLM-E's objective: L = L_MLM + L_TLM + lambda * (L_MRTD + L_TRTD) (section 3.2).

Each term is the mean over its own tokens in the batch: the generator's cross-entropy over
its masked positions (eq. 1), the discriminator's binary cross-entropy over every non-pad
token (eq. 3, 5), as in ELECTRA. A batch may mix monolingual blocks (MLM + MRTD) and
translation pairs (TLM + TRTD); ``task_id`` (0 / 1) tells them apart, and each objective's
tokens per update are logged (``mrtd_tokens``, ``trtd_tokens``: what --pair-token-share sets). The gradient is
normalised per batch (sample_size 1), so that the weight lambda keeps its meaning with any
batch size, number of workers or ``--update-freq``.
"""
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from fairseq import metrics
from fairseq.criterions import register_criterion
from fairseq.dataclass import FairseqDataclass

from fairseq_xl.tasks.mrtd import MRTD, TRTD
from fairseq_xl.guards.flag_checks import DISCRIMINATOR_WEIGHT
from fairseq_xl.modules import vocabulary_loss_kernel

from .summed_logs import SummedLogsCriterion, log_bits, log_derived, totals

OBJECTIVES = (
    (MRTD, "mlm", "mrtd"),
    (TRTD, "tlm", "trtd"),
)  # task_id of the examples, generator's and discriminator's log names
COUNTS = ("disc_correct", "replaced", "predicted_replaced", "true_replaced")


@dataclass
class ReplacedTokenDetectionConfig(FairseqDataclass):
    discriminator_weight: float = field(
        default=50.0, metadata={"range": DISCRIMINATOR_WEIGHT,
                                "help": "lambda, the weight of the discriminator's losses (XLM-E: 50)"}
    )


@register_criterion("replaced_token_detection", dataclass=ReplacedTokenDetectionConfig)
class ReplacedTokenDetectionCriterion(SummedLogsCriterion):
    def __init__(self, task, discriminator_weight: float):
        super().__init__(task)
        self.discriminator_weight = discriminator_weight

    def forward(self, model, sample, reduce=True):
        """A micro-batch, or one from ``ObjectiveMixDataset``: a sub-batch per objective, each
        run through the model on its own, their terms added."""
        loss, stats = 0.0, {}
        for part in sample.get("objectives", [sample]):
            part_loss, part_stats = self.terms(model, part)
            loss = loss + part_loss
            stats = {key: stats.get(key, 0) + value for key, value in part_stats.items()}
        stats["loss"] = loss
        # One device-to-host copy for all statistics, not one synchronisation per value.
        values = torch.stack([value.detach().double() for value in stats.values()]).tolist()
        logging_output = {"nsentences": sample["nsentences"], "ntokens": sample["ntokens"], "sample_size": 1}
        logging_output.update(zip(stats, values))
        return loss, 1, logging_output

    def terms(self, model, sample):
        """The loss of one batch, each term a mean over its own tokens, and the sums logged."""
        discriminator_logits, output = model(**sample["net_input"])
        tokens = sample["net_input"]["src_tokens"]
        masked = sample["net_input"]["masked_positions"]
        non_pad = tokens.ne(self.padding_idx)
        replaced = output.replaced
        discriminator_logits = discriminator_logits.float()
        # the targets and their rows' objectives in one boolean selection (a selection waits for a GPU); the
        # objectives' terms and counts below are masked sums, which do not
        row_task = sample["task_id"][:, None].expand_as(tokens)
        targets, masked_task = torch.stack([tokens, row_task], -1)[masked].unbind(-1)
        # -log p_G(x_i) and the generator's prediction, from the logits in their own type (on a GPU in one pass: no
        # float32 copy of [masked, V])
        generator_nll, generator_predicted = vocabulary_loss_kernel.cross_entropy(output.generator_logits, targets)
        discriminator_bce = F.binary_cross_entropy_with_logits(
            discriminator_logits, replaced.to(discriminator_logits.dtype), reduction="none"
        )
        predicted = discriminator_logits > 0
        per_position = {
            "disc_correct": predicted.eq(replaced),
            "replaced": replaced,
            "predicted_replaced": predicted,
            "true_replaced": predicted & replaced,
        }
        generator_correct = generator_predicted.eq(targets)

        loss = generator_nll.new_zeros(())
        stats = {}
        for task_id, generator_name, discriminator_name in OBJECTIVES:
            generator_sel = masked_task.eq(task_id)
            discriminator_sel = sample["task_id"].eq(task_id)[:, None] & non_pad
            n_masked, n_tokens = generator_sel.sum(), discriminator_sel.sum()
            generator_loss = torch.where(generator_sel, generator_nll, 0.0).sum()
            discriminator_loss = torch.where(discriminator_sel, discriminator_bce, 0.0).sum()
            loss = loss + generator_loss / n_masked.clamp(min=1) \
                + self.discriminator_weight * discriminator_loss / n_tokens.clamp(min=1)
            stats.update({
                f"{generator_name}_loss": generator_loss,
                f"{generator_name}_masked": n_masked,
                f"{discriminator_name}_loss": discriminator_loss,
                f"{discriminator_name}_tokens": n_tokens,
                f"{generator_name}_correct": (generator_correct & generator_sel).sum(),
            })
            for name in COUNTS:
                stats[f"{discriminator_name}_{name}"] = (per_position[name] & discriminator_sel).sum()
        return loss, stats

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        total = totals(logging_outputs)
        log_bits("loss", total["loss"], total.get("sample_size", 0))
        for _, generator_name, discriminator_name in OBJECTIVES:
            masked, tokens = total.get(f"{generator_name}_masked", 0), total.get(f"{discriminator_name}_tokens", 0)
            if masked:
                log_bits(f"{generator_name}_loss", total[f"{generator_name}_loss"], masked)
                metrics.log_scalar(f"{generator_name}_acc", total[f"{generator_name}_correct"] / masked, masked,
                                   round=3)
            if not tokens:
                continue
            prefix = discriminator_name
            metrics.log_scalar(f"{prefix}_tokens", tokens, round=0)
            log_bits(f"{prefix}_loss", total[f"{prefix}_loss"], tokens, round=4)
            metrics.log_scalar(f"{prefix}_disc_acc", total[f"{prefix}_disc_correct"] / tokens, tokens, round=4)
            metrics.log_scalar(f"{prefix}_replaced", total[f"{prefix}_replaced"] / tokens, tokens, round=4)
            for name in ("true_replaced", "predicted_replaced", "replaced"):
                metrics.log_scalar_sum(f"_{prefix}_{name}_count", total[f"{prefix}_{name}"])
            log_derived(f"{prefix}_precision", lambda meters, p=prefix: _ratio(
                meters, f"_{p}_true_replaced_count", f"_{p}_predicted_replaced_count"))
            log_derived(f"{prefix}_recall", lambda meters, p=prefix: _ratio(
                meters, f"_{p}_true_replaced_count", f"_{p}_replaced_count"))


def _ratio(meters, numerator: str, denominator: str) -> float:
    """Precision or recall of the discriminator over a whole logging interval, from summed counts
    (hidden meters, named with a leading underscore); 0 where the denominator is 0 (nothing
    predicted replaced: no precision to speak of, logged as 0 like the recall beside it)."""
    count = meters[denominator].sum
    return round(float(meters[numerator].sum / count), 3) if count else 0.0
