"""The valid range of every numeric flag of fairseq-xl's tasks, models and criteria, checked when
a task starts and when it builds its model and criterion, before any data is read, so that a
wrong value stops the run at once with the flag's name instead of failing (or training on
nothing) later. Checks that need the data (a pair longer than ``--tokens-per-sample``, a MARGE
chunk longer than half of ``--max-tokens``) stay where the data is read; ranges that involve
two flags of one task stay in that task."""
import math
from dataclasses import dataclass
from typing import Dict, Optional, Sequence

from omegaconf.errors import OmegaConfBaseException


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

RANGES: Dict[str, Bound] = {
    # tasks
    "multilang_sampling_alpha": Bound(0, 1, why="languages are sampled with p_l ~ n_l^alpha: 0 is uniform, 1 in "
                                                "proportion to the data, and a negative alpha would favour the "
                                                "smallest languages"),
    "tokens_per_sample": Bound(4, why="a sequence holds <s>, </s> and at least two tokens"),
    "mask_prob": Bound(0, 1, low_open=True, why="the share of tokens to predict; 0 leaves nothing to learn"),
    "leave_unmasked_prob": PROBABILITY,
    "random_token_prob": PROBABILITY,
    "reindex_interval": Bound(1, why="updates between two MARGE indexes"),
    "monolingual_links_per_target": Bound(0, why="links kept per document, on average"),
    "crosslingual_links_per_target": Bound(0, why="links kept per document, on average"),
    "exact_search_max_docs": Bound(0),
    "faiss_neighbours": POSITIVE_COUNT,
    # criteria
    "discriminator_weight": Bound(0, why="lambda weighs the discriminator's loss (0: the generator alone); a "
                                         "negative weight would train the discriminator to fail"),
    # models
    "dropout": DROPOUT, "attention_dropout": DROPOUT, "activation_dropout": DROPOUT, "pooler_dropout": DROPOUT,
    "encoder_layers": POSITIVE_COUNT, "decoder_layers": POSITIVE_COUNT, "generator_layers": Bound(0),
    "decoder_local_layers": Bound(0), "relevance_layers": POSITIVE_COUNT,
    "encoder_embed_dim": POSITIVE_COUNT, "encoder_ffn_embed_dim": POSITIVE_COUNT,
    "generator_ffn_embed_dim": POSITIVE_COUNT, "decoder_ffn_embed_dim": POSITIVE_COUNT,
    "encoder_attention_heads": POSITIVE_COUNT, "generator_attention_heads": POSITIVE_COUNT,
    "rel_pos_buckets": Bound(4, why="T5 buckets: half for each direction, half of those for exact distances, "
                                    "at least one"),
    "rel_pos_max_distance": POSITIVE_COUNT,
    "generator_temperature": Bound(0, low_open=True, why="replacements are drawn from softmax(logits / T)"),
}
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


def check_flags(cfg, names: Sequence[str] = tuple(RANGES)) -> None:
    """Raise ValueError naming the first flag of ``cfg`` (a task's, model's or criterion's config)
    that is not a finite number (nan, inf), outside its range in ``RANGES``, attention heads that do
    not divide the hidden size, or relative position buckets that reach beyond their distance."""
    for name in _numeric_names(cfg):
        value = _value(cfg, name)
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"{flag(name)} {value}: must be a finite number")
    for name in names:
        value = _value(cfg, name)
        bound = RANGES[name]
        if value is not None and not bound.holds(value):
            reason = f" ({bound.why})" if bound.why else ""
            raise ValueError(f"{flag(name)} {value:g}: must be {bound}{reason}")
    width = _value(cfg, "encoder_embed_dim")
    for name in HEADS_OF_WIDTH:
        heads = _value(cfg, name)
        if width is not None and heads and width % heads:
            raise ValueError(f"{flag(name)} {heads} does not divide --encoder-embed-dim {width}: every head gets "
                             "an equal share of the hidden size")
    buckets, distance = _value(cfg, "rel_pos_buckets"), _value(cfg, "rel_pos_max_distance")
    if buckets is not None and distance is not None and distance <= buckets // 4:
        raise ValueError(f"--rel-pos-max-distance {distance:g} must be above --rel-pos-buckets {buckets:g} // 4 = "
                         f"{buckets // 4:g}, the distances the exact buckets cover (the rest are logarithmic up to it)")
