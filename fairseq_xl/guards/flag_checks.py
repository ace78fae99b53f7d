"""The valid range of every numeric flag of fairseq-xl's tasks, models and criteria, checked when
a task starts and when it builds its model and criterion, before any data is read, so that a
wrong value stops the run at once with the flag's name instead of failing (or training on
nothing) later. Each range stands beside its field, in the field's metadata (``"range": Bound``, as
``"help"`` stands there), and ``check_flags`` reads them from every config dataclass of the plugin
that fairseq has registered (``registered_ranges``); a flag defined in several configs
(``--tokens-per-sample``) takes one named bound below in each. Checks that need the data (a pair
longer than ``--tokens-per-sample``, a MARGE chunk longer than half of ``--max-tokens``) stay where the
data is read; ranges that involve two flags of one task stay in that task."""
import dataclasses
import math
from dataclasses import dataclass
from typing import Dict, Optional, Sequence

from omegaconf.errors import OmegaConfBaseException

from fairseq_xl.guards.errors import InputError


@dataclass(frozen=True)
class Bound:
    low: float = -math.inf
    high: float = math.inf
    low_open: bool = False
    high_open: bool = False
    why: str = ""

    def holds(self, value: float) -> bool:
        above = value > self.low if self.low_open else value >= self.low
        below = value < self.high if self.high_open else value <= self.high
        return above and below

    def __str__(self) -> str:
        if self.high == math.inf:
            return f"{'>' if self.low_open else '>='} {self.low:g}"
        return f"in {'(' if self.low_open else '['}{self.low:g}, {self.high:g}{')' if self.high_open else ']'}"


PROBABILITY = Bound(0, 1, why="a probability")
DROPOUT = Bound(0, 1, high_open=True, why="a dropout probability (1 would drop everything)")
POSITIVE_COUNT = Bound(1)
COUNT = Bound(0)
SAMPLING_ALPHA = Bound(0, 1, why="languages are sampled with p_l ~ n_l^alpha: 0 is uniform, 1 in proportion to "
                                 "the data, and a negative alpha would favour the smallest languages")
TOKENS_PER_SAMPLE = Bound(4, why="a sequence holds <s>, </s> and at least two tokens")
MASK_PROB = Bound(0, 1, low_open=True, why="the share of tokens to predict; 0 leaves nothing to learn")
PAIR_TOKEN_SHARE = Bound(0, 1, low_open=True, high_open=True,
                         why="the share of each batch's tokens given to translation pairs")
REINDEX_INTERVAL = Bound(1, why="updates between two MARGE indexes")
LINKS_PER_TARGET = Bound(0, why="links kept per document, on average")
DISCRIMINATOR_WEIGHT = Bound(0, why="lambda weighs the discriminator's loss (0: the generator alone); a negative "
                                    "weight would train the discriminator to fail")
REL_POS_BUCKETS = Bound(4, why="T5 buckets: half for each direction, half of those for exact distances, at least one")
GENERATOR_TEMPERATURE = Bound(0, low_open=True, why="replacements are drawn from softmax(logits / T)")
PARTIAL_PREDICTION_K = Bound(1, low_open=True, why="about 1/K of the tokens are predicted and the rest is context")
PERM_SIZE = Bound(0, why="0 permutes whole sequences")
MEM_LEN = Bound(0, why="0 disables the memory")
LAYER_NORM_EPS = Bound(0, low_open=True, why="LayerNorm divides by sqrt(variance + eps)")


def registered_ranges() -> Dict[str, Bound]:
    """{field name: its range} over the config dataclasses of the plugin's tasks, models and criteria
    that fairseq has registered; a name given two different ranges is refused."""
    from fairseq.criterions import CRITERION_DATACLASS_REGISTRY
    from fairseq.models import MODEL_DATACLASS_REGISTRY
    from fairseq.tasks import TASK_DATACLASS_REGISTRY

    ranges: Dict[str, Bound] = {}
    for registry in (TASK_DATACLASS_REGISTRY, MODEL_DATACLASS_REGISTRY, CRITERION_DATACLASS_REGISTRY):
        for config in registry.values():
            if not config.__module__.startswith("fairseq_xl."):
                continue
            for item in dataclasses.fields(config):
                bound = item.metadata.get("range")
                if bound is None:
                    continue
                if ranges.setdefault(item.name, bound) != bound:
                    raise RuntimeError(f"{config.__name__}.{item.name}: {bound}, another config gives it "
                                       f"{ranges[item.name]}; a flag takes one range")
    return ranges


HEADS_OF_WIDTH = ("encoder_attention_heads", "generator_attention_heads")


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _value(cfg, name: str) -> Optional[float]:
    try:
        value = getattr(cfg, name, None)
    except OmegaConfBaseException:  # an interpolation this config cannot resolve: not a flag of its own
        return None
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _numeric_names(cfg) -> Sequence[str]:
    if hasattr(cfg, "keys"):
        return list(cfg.keys())
    return list(vars(cfg)) if hasattr(cfg, "__dict__") else []


def check_flags(cfg) -> None:
    """Raise ValueError naming the first flag of ``cfg`` (a task's, model's or criterion's config)
    that is not a finite number (nan, inf), outside its field's range (``registered_ranges``),
    attention heads that do not divide the hidden size, or relative position buckets that reach
    beyond their distance."""
    for name in _numeric_names(cfg):
        value = _value(cfg, name)
        if isinstance(value, float) and not math.isfinite(value):
            raise InputError(f"{flag(name)} {value}: must be a finite number")
    for name, bound in registered_ranges().items():
        value = _value(cfg, name)
        if value is not None and not bound.holds(value):
            reason = f" ({bound.why})" if bound.why else ""
            raise InputError(f"{flag(name)} {value:g}: must be {bound}{reason}")
    width = _value(cfg, "encoder_embed_dim")
    for name in HEADS_OF_WIDTH:
        heads = _value(cfg, name)
        if width is not None and heads and width % heads:
            raise InputError(f"{flag(name)} {heads} does not divide --encoder-embed-dim {width}: every head gets "
                             "an equal share of the hidden size")
    buckets, distance = _value(cfg, "rel_pos_buckets"), _value(cfg, "rel_pos_max_distance")
    if buckets is not None and distance is not None and distance <= buckets // 4:
        raise InputError(f"--rel-pos-max-distance {distance:g} must be above --rel-pos-buckets {buckets:g} // 4 = "
                         f"{buckets // 4:g}, the distances the exact buckets cover (the rest are logarithmic up to it)")
