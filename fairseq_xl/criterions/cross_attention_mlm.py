"""VECO's CA-MLM objective (section 2):

    L(x, y) = -log P(x | x^) - log P(x | y^, x^) - log P(y | y^) - log P(y | x^, y^)

each term a cross-entropy over the masked tokens of its side, from the self stream (H) or
the cross stream (S) through the one shared output layer. The sum is normalised by the
number of masked tokens of both sides (``loss`` = self + cross term per masked token);
each term is logged in bits per masked token of its side, and the tokens per update of each
kind of example (``mono_tokens``: adjacent sentences, ``pair_tokens``: translation pairs)."""
import torch
from fairseq import metrics
from fairseq.criterions import register_criterion

from fairseq_xl.modules import vocabulary_loss_kernel
from fairseq_xl.tasks.ca_mlm import ADJACENT, PAIR

from .summed_logs import SummedLogsCriterion, log_bits, totals

TERMS = (("x_self", "x"), ("x_cross", "x"), ("y_self", "y"), ("y_cross", "y"))


@register_criterion("ca_mlm")
class CrossAttentionMLMCriterion(SummedLogsCriterion):
    def forward(self, model, sample, reduce=True):
        """A micro-batch, or one from ``ObjectiveMixDataset``: a sub-batch per kind of
        example, each run through the model on its own, their sums added."""
        losses, counts = 0.0, 0.0
        for part in sample.get("objectives", [sample]):
            part_losses, part_counts = self.terms(model, part)
            losses, counts = losses + part_losses, counts + part_counts
        loss = losses.sum()
        stats = torch.cat([losses.detach(), counts]).tolist()
        sample_size = int(stats[4] + stats[5])
        logging_output = {"loss": sum(stats[:4]), "ntokens": sample["ntokens"], "nsentences": sample["nsentences"],
                          "sample_size": sample_size, "x_masked": stats[4], "y_masked": stats[5],
                          "mono_tokens": stats[6], "pair_tokens": stats[7]}
        logging_output.update({f"{term}_loss": value for (term, _), value in zip(TERMS, stats)})
        return loss, sample_size, logging_output

    def terms(self, model, sample):
        """The four summed cross-entropies of one batch [4], and its counts [4]: masked tokens
        of x and y, tokens of adjacent-sentence and of translation-pair examples."""
        targets = {"x": sample["target_x"], "y": sample["target_y"]}
        masked = {side: target.ne(self.padding_idx) for side, target in targets.items()}
        _, output = model(**sample["net_input"], src_masked=masked["x"], tgt_masked=masked["y"])
        # each side's targets selected once (a boolean selection waits for a GPU)
        targets = {side: target[masked[side]] for side, target in targets.items()}
        losses = torch.stack([vocabulary_loss_kernel.cross_entropy(getattr(output, term), targets[side],
                                                                   predictions=False)[0].sum()
                              for term, side in TERMS])
        with torch.no_grad():
            row_tokens = sum(sample["net_input"][key].ne(self.padding_idx).sum(1)
                             for key in ("src_tokens", "tgt_tokens"))
            counts = torch.stack([masked["x"].sum(), masked["y"].sum()]
                                 + [(row_tokens * sample["task_id"].eq(kind)).sum() for kind in (ADJACENT, PAIR)])
        return losses, counts.to(losses.dtype)

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        total = totals(logging_outputs)
        log_bits("loss", total["loss"], total["sample_size"])
        for term, side in TERMS:
            log_bits(f"{term}_loss", total[f"{term}_loss"], total[f"{side}_masked"])
        for kind in ("mono_tokens", "pair_tokens"):
            metrics.log_scalar(kind, total.get(kind, 0), round=0)
