"""Every numeric flag of the plugin's tasks, models and criteria is checked at start-up
(``fairseq_xl.guards.flag_checks``): in-process for every entry of the table, and through the real
``fairseq-train`` for one flag of each kind, which must stop before training with the flag named
and leave no checkpoint."""
import math
import sys
import types

import pytest

from conftest import REPO, run, said_in_one_line
from test_veco_cli import CA_MLM_FLAGS
from fairseq_xl.guards.flag_checks import check_flags, flag, registered_ranges

RANGES = registered_ranges()


def outside(bound):
    values = []
    if bound.low > -math.inf:
        values.append(bound.low if bound.low_open else bound.low - 0.5)
    if bound.high < math.inf:
        values.append(bound.high if bound.high_open else bound.high + 0.5)
    return values


def inside(bound):
    if bound.high < math.inf:
        return (bound.low + bound.high) / 2
    return bound.low + 1


@pytest.mark.parametrize("name", sorted(RANGES))
def test_every_flag_is_refused_outside_its_range_and_named(name):
    bound = RANGES[name]
    check_flags(types.SimpleNamespace(**{name: inside(bound)}))
    assert outside(bound), f"{name} has no bound"
    for value in outside(bound):
        with pytest.raises(ValueError, match=f"^{flag(name)} {value:g}: must be "):
            check_flags(types.SimpleNamespace(**{name: value}))


def test_every_numeric_flag_has_its_range_beside_its_field():
    """Each int or float field of the plugin's registered task, model and criterion configs carries
    ``"range"`` in its metadata, but the two whose range is another flag (checked by their task)."""
    import dataclasses
    import typing

    from fairseq.criterions import CRITERION_DATACLASS_REGISTRY
    from fairseq.models import MODEL_DATACLASS_REGISTRY
    from fairseq.tasks import TASK_DATACLASS_REGISTRY

    unranged = set()
    for registry in (TASK_DATACLASS_REGISTRY, MODEL_DATACLASS_REGISTRY, CRITERION_DATACLASS_REGISTRY):
        for config in (config for config in registry.values() if config.__module__.startswith("fairseq_xl.")):
            types_of = typing.get_type_hints(config)
            unranged |= {item.name for item in dataclasses.fields(config) if types_of.get(item.name) in (int, float)
                         and "range" not in item.metadata and not str(item.default).startswith("${")}
    assert unranged == {"reuse_len", "stream_tokens"}  # in 1..--tokens-per-sample - 4; >= --reuse-len
    assert len(RANGES) == 35


def test_attention_heads_must_divide_the_width():
    check_flags(types.SimpleNamespace(encoder_embed_dim=128, encoder_attention_heads=4, generator_attention_heads=2))
    with pytest.raises(ValueError, match="--generator-attention-heads 3 does not divide --encoder-embed-dim 128"):
        check_flags(types.SimpleNamespace(encoder_embed_dim=128, encoder_attention_heads=4,
                                          generator_attention_heads=3))


XLM_E = ["--user-dir", REPO / "fairseq_xl", "--task", "trtd", "--arch", "xlm_e_tiny", "--criterion",
         "replaced_token_detection", "--max-tokens", "2048", "--cpu", "--num-workers", "0", "--max-update", "2",
         "--optimizer", "adam", "--lr", "1e-3", "--no-progress-bar"]


@pytest.mark.parametrize("flags, message", [
    (XLM_E + ["--multilang-sampling-alpha", "-1"], "--multilang-sampling-alpha -1: must be in [0, 1]"),
    (XLM_E + ["--tokens-per-sample", "0"], "--tokens-per-sample 0: must be >= 4"),
    (XLM_E + ["--discriminator-weight", "-1"], "--discriminator-weight -1: must be >= 0"),
    (XLM_E + ["--dropout", "1"], "--dropout 1: must be in [0, 1)"),
    (XLM_E + ["--fp16"], "--fp16 trains with CUDA's float16 kernels"),
    (XLM_E + ["--distributed-world-size", "2"],
     "--distributed-world-size 2: fairseq-train starts that many processes itself, one on each CUDA GPU, and this "
     "machine has 0: start each rank yourself with --distributed-no-spawn"),
    ([*XLM_E[:XLM_E.index("--arch")], "--arch", "xlnet_tiny", *XLM_E[XLM_E.index("--arch") + 2:]],
     "--arch xlnet_tiny is a xlnet model; --task trtd trains xlm_e models (--arch xlm_e, xlm_e_base"),
    ([*XLM_E[:XLM_E.index("--task")], "--task", "translation", "-s", "en", "-t", "de",
      *XLM_E[XLM_E.index("--task") + 2:]],
     "--arch xlm_e_tiny and --task translation do not go together: the architecture's config reads a flag that"),
    ([*XLM_E[:XLM_E.index("--arch")], "--arch", "veco_tiny", *XLM_E[XLM_E.index("--arch") + 2:]],
     "--arch veco_tiny is a veco model; --task trtd trains xlm_e models (--arch xlm_e, xlm_e_base"),
    ([*XLM_E[:XLM_E.index("--criterion")], "--criterion", "ca_mlm", *XLM_E[XLM_E.index("--criterion") + 2:]],
     "--criterion ca_mlm does not score --task trtd; use --criterion replaced_token_detection"),
    (CA_MLM_FLAGS + ["--mask-prob", "1.5"], "--mask-prob 1.5: must be in (0, 1]"),
    (XLM_E + ["--generator-layers", "0"], "--generator-layers 0: --task trtd trains XLM-E's generator beside its"),
    (XLM_E + ["--encoder-ffn-embed-dim", "1000000000"], "--arch xlm_e_tiny: sizes that need at least"),
    (CA_MLM_FLAGS + ["--leave-unmasked-prob", "0.6", "--random-token-prob", "0.6"],
     "--leave-unmasked-prob 0.6 + --random-token-prob 0.6 > 1"),
])
def test_the_cli_stops_before_training(data_bin, tmp_path, flags, message):
    done = run(["fairseq-train", data_bin, "--save-dir", tmp_path, *flags], check=False)
    said_in_one_line(done, message)
    assert not list(tmp_path.iterdir()), "nothing may be written"


@pytest.mark.parametrize("name, value", [("generator_temperature", math.nan), ("partial_prediction_k", math.inf),
                                         ("mask_prob", math.nan), ("pair_token_share", -math.inf)])
def test_non_finite_values_are_refused_and_named(name, value):
    with pytest.raises(ValueError, match=f"^{flag(name)} {value}: must be a finite number"):
        check_flags(types.SimpleNamespace(**{name: value}))


def test_relative_position_buckets_must_fit_their_distance():
    """T5 buckets: half per direction, half of those exact; the rest logarithmic up to the
    distance. 2 or 3 buckets divided by zero, a distance within the exact buckets indexed outside
    the table."""
    for buckets in (2, 3):
        with pytest.raises(ValueError, match=f"--rel-pos-buckets {buckets}: must be >= 4"):
            check_flags(types.SimpleNamespace(rel_pos_buckets=buckets, rel_pos_max_distance=128))
    check_flags(types.SimpleNamespace(rel_pos_buckets=32, rel_pos_max_distance=9))
    with pytest.raises(ValueError, match=r"--rel-pos-max-distance 8 must be above --rel-pos-buckets 32 // 4 = 8"):
        check_flags(types.SimpleNamespace(rel_pos_buckets=32, rel_pos_max_distance=8))
    from fairseq_xl.modules.gated_relative_position_bias import relative_position_bucket
    import torch
    buckets = relative_position_bucket(torch.arange(-300, 300), 32, 9)
    assert buckets.min() >= 0 and buckets.max() < 32  # the smallest distance allowed stays inside the table


def test_a_sequence_longer_than_the_positions_is_named():
    import torch
    from fairseq_xl.modules.token_embeddings import TokenEmbeddings
    embeddings = TokenEmbeddings(10, 8, 1, max_positions=6)
    assert embeddings(torch.full((2, 6), 4)).shape == (2, 6, 8)
    with pytest.raises(ValueError, match="a sequence of 7 tokens is longer than the model's 6 positions"):
        embeddings(torch.full((2, 7), 4))


def test_a_refusal_is_one_line_and_any_other_error_keeps_its_traceback(capsys, monkeypatch):
    from torch._utils import ExceptionWrapper

    from fairseq_xl.guards import one_line
    from fairseq_xl.guards.errors import InputError

    passed_on = []
    monkeypatch.setattr(one_line, "_hook", lambda kind, error, traceback: passed_on.append(kind))
    monkeypatch.setattr(sys, "argv", ["/venv/bin/fairseq-train", "data-bin"])
    one_line.one_line(InputError, InputError("--mask-prob 1.5: must be in (0, 1]\nsecond line"), None)
    assert capsys.readouterr().err == "fairseq-train: error: --mask-prob 1.5: must be in (0, 1]\n"
    assert passed_on == []
    one_line.one_line(ValueError, ValueError("an error of the code"), None)
    assert passed_on == [ValueError] and capsys.readouterr().err == ""
    try:  # raised in a DataLoader worker, raised again by torch with the worker's traceback in its message
        raise InputError("train.de:7: empty document")
    except InputError:
        wrapped = ExceptionWrapper(where="in DataLoader worker process 0")
    with pytest.raises(InputError) as raised:
        wrapped.reraise()
    one_line.one_line(InputError, raised.value, None)
    assert capsys.readouterr().err == "fairseq-train: error: train.de:7: empty document\n"
