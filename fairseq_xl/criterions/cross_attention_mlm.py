"""VECO's CA-MLM objective (section 2):

    L(x, y) = -log P(x | x^) - log P(x | y^, x^) - log P(y | y^) - log P(y | x^, y^)

each term a cross-entropy over the masked tokens of its side, from the self stream (H) or
the cross stream (S) through the one shared output layer. The sum is normalised by the
number of masked tokens of both sides (``loss`` = self + cross term per masked token);
each term is logged in bits per masked token of its side."""
import math

import torch
import torch.nn.functional as F
from fairseq import metrics
from fairseq.criterions import FairseqCriterion, register_criterion

TERMS = (("x_self", "x"), ("x_cross", "x"), ("y_self", "y"), ("y_cross", "y"))


@register_criterion("ca_mlm")
class CrossAttentionMLMCriterion(FairseqCriterion):
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
        def total(key):
            return sum(log.get(key, 0) for log in logging_outputs)

        sample_size = max(total("sample_size"), 1)
        metrics.log_scalar("loss", total("loss") / sample_size / math.log(2), sample_size, round=3)
        for term, side in TERMS:
            count = max(total(f"{side}_masked"), 1)
            metrics.log_scalar(f"{term}_loss", total(f"{term}_loss") / count / math.log(2), count, round=3)

    @staticmethod
    def logging_outputs_can_be_summed() -> bool:
        return True
