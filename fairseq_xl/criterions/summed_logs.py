"""What the fairseq-xl criteria share: logging outputs that are plain sums (so fairseq may add
them up across workers and batches, which its distributed training requires of plugin
criteria), and losses logged in bits, as fairseq's own criteria log them."""
import math
from typing import Callable, Dict, List

from fairseq import metrics
from fairseq.criterions import FairseqCriterion
from fairseq.logging.meters import MetersDict


class SummedLogsCriterion(FairseqCriterion):
    @staticmethod
    def logging_outputs_can_be_summed() -> bool:
        return True


def totals(logging_outputs: List[Dict]) -> Dict[str, float]:
    """Every logged value summed over the logging outputs (0 where one lacks it)."""
    keys = {key for log in logging_outputs for key in log}
    return {key: sum(log.get(key, 0) for log in logging_outputs) for key in keys}


def log_bits(name: str, nats: float, count: float, round: int = 3) -> None:
    """Log a summed loss in nats as bits per counted item, weighted by the count (at least 1)."""
    count = max(count, 1)
    metrics.log_scalar(name, nats / count / math.log(2), count, round=round)


def log_derived(name: str, fn: Callable[[MetersDict], float]) -> None:
    """fairseq's ``metrics.log_derived``, which keeps a meter that already has the name: a run
    resumed from a checkpoint of older code (whose meter of that name was a plain average,
    restored with the checkpoint's meters) would print it as None forever. Such a meter is
    replaced by the derived one."""
    for aggregator in metrics.get_active_aggregators():
        if name in aggregator and not isinstance(aggregator[name], MetersDict._DerivedMeter):
            del aggregator[name]
            aggregator.priorities = [entry for entry in aggregator.priorities if entry[2] != name]
    metrics.log_derived(name, fn)
