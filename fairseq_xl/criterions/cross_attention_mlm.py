"""VECO's CA-MLM objective (section 2):

    L(x, y) = -log P(x | x^) - log P(x | y^, x^) - log P(y | y^) - log P(y | x^, y^)

each term a cross-entropy over the masked tokens of its side, from the self stream (H) or
the cross stream (S) through the one shared output layer. The sum is normalised by the
number of masked tokens of both sides (``loss`` = self + cross term per masked token);
each term is logged in bits per masked token of its side."""
import torch
import torch.nn.functional as F
from fairseq.criterions import register_criterion

from .summed_logs import SummedLogsCriterion, log_bits, totals

TERMS = (("x_self", "x"), ("x_cross", "x"), ("y_self", "y"), ("y_cross", "y"))


@register_criterion("ca_mlm")
class CrossAttentionMLMCriterion(SummedLogsCriterion):
    def forward(self, model, sample, reduce=True):
        targets = {"x": sample["target_x"], "y": sample["target_y"]}
        masked = {side: target.ne(self.padding_idx) for side, target in targets.items()}
        output = model(**sample["net_input"], src_masked=masked["x"], tgt_masked=masked["y"])
        losses = [F.cross_entropy(output[term].float(), targets[side][masked[side]], reduction="sum")
                  for term, side in TERMS]
        loss = sum(losses)
        with torch.no_grad():
            stats = torch.stack([term.detach() for term in losses]
                                + [masked["x"].sum().to(loss.dtype), masked["y"].sum().to(loss.dtype)]).tolist()
        sample_size = int(stats[4] + stats[5])
        logging_output = {"loss": sum(stats[:4]), "ntokens": sample["ntokens"], "nsentences": sample["nsentences"],
                          "sample_size": sample_size, "x_masked": stats[4], "y_masked": stats[5]}
        logging_output.update({f"{term}_loss": value for (term, _), value in zip(TERMS, stats)})
        return loss, sample_size, logging_output

    @staticmethod
    def reduce_metrics(logging_outputs) -> None:
        total = totals(logging_outputs)
        log_bits("loss", total["loss"], total["sample_size"])
        for term, side in TERMS:
            log_bits(f"{term}_loss", total[f"{term}_loss"], total[f"{side}_masked"])
