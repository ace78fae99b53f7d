"""benchmarks/recipe_speed.sh's two parts that compute: recipe_flops.py (model FLOPs per word of a
fairseq-train command line) against the closed form for fairseq's RoBERTa, and recipe_speed_table.py's
words/s from a fairseq-train log (the intervals after the first, total words over total time)."""
import re
import sys

from conftest import REPO, run


def test_recipe_flops_counts_roberta_per_word_as_its_formula(data_bin, tmp_path):
    """6 P + 12 L T d + 6 (d^2 + d V) m/n per word for masked_lm (P the layers' weights in matrix
    products, T tokens per sample, m/n the masked share: fairseq's 15%, drawn, so within 2%)."""
    merged = tmp_path / "mlm-bin"
    run([sys.executable, REPO / "preprocess/merge_languages.py", data_bin, merged])
    layers, dim, ffn, length = 2, 64, 256, 128
    done = run([sys.executable, REPO / "benchmarks/recipe_flops.py", merged, "--task", "masked_lm",
                "--criterion", "masked_lm", "--arch", "roberta_base", "--encoder-layers", layers,
                "--encoder-embed-dim", dim, "--encoder-ffn-embed-dim", ffn, "--encoder-attention-heads", 4,
                "--max-positions", length, "--tokens-per-sample", length, "--sample-break-mode", "none",
                "--max-tokens", 4 * length, "--optimizer", "adam", "--lr", "1e-4", "--cpu", "--num-workers", 0,
                "--save-dir", tmp_path / "checkpoints"])
    per_word = float(re.search(r"^flops_per_word=(\d+)$", done.stdout, re.M).group(1))
    vocabulary = 4 + len((merged / "dict.txt").read_text().splitlines()) + 1  # specials, the pieces, <mask>
    weights = layers * (4 * dim * dim + 2 * dim * ffn)
    formula = 6 * weights + 12 * layers * length * dim + 6 * (dim * dim + dim * vocabulary) * 0.15
    assert abs(per_word / formula - 1) < 0.02, (per_word, formula)


def test_recipe_profile_profiles_the_updates_after_the_warm_ones(data_bin, tmp_path):
    """recipe_profile.py on fairseq's masked_lm: every update timed, the profiled ones' operators listed
    (the matrix products of a Transformer among them); asking for more updates than the epoch has fails."""
    merged = tmp_path / "mlm-bin"
    run([sys.executable, REPO / "preprocess/merge_languages.py", data_bin, merged])
    recipe = [merged, "--task", "masked_lm", "--criterion", "masked_lm", "--arch", "roberta_base",
              "--encoder-layers", 1, "--encoder-embed-dim", 32, "--encoder-ffn-embed-dim", 64,
              "--encoder-attention-heads", 2, "--max-positions", 64, "--tokens-per-sample", 64,
              "--max-tokens", 256, "--optimizer", "adam", "--lr", "1e-4", "--cpu", "--num-workers", 0,
              "--max-epoch", 1, "--save-dir", tmp_path / "checkpoints"]
    done = run([sys.executable, REPO / "benchmarks/recipe_profile.py", "--warm", 1, "--updates", 2, *recipe])
    assert len(re.search(r"^update seconds: (.*)$", done.stdout, re.M).group(1).split()) == 3
    assert "profiled 2 updates" in done.stdout and re.search(r"aten::(add)?mm ", done.stdout)
    failed = run([sys.executable, REPO / "benchmarks/recipe_profile.py", "--warm", 100000, "--updates", 1, *recipe],
                 check=False)
    assert failed.returncode != 0 and "stopped after" in failed.stderr


def test_the_table_takes_words_per_second_over_the_intervals_after_the_first(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    from recipe_speed_table import words_per_second

    log = tmp_path / "run.1.log"
    line = "2026-11-26 20:00:{} | INFO | train_inner | epoch 001: {} / 99 loss=9, wps={}, ups=1, wpb={}, bsz=4, " \
           "num_updates={}, lr=0.001\n"
    log.write_text("starting\n" + line.format(10, 10, 100.0, 1000, 10)     # the start-up's interval: left out
                   + line.format(20, 20, 4000.0, 1000, 20)                # 10,000 words in 2.5 s
                   + line.format(30, 25, 2000.0, 2000, 25))               # 10,000 words in 5 s
    assert abs(words_per_second(log) - 20_000 / 7.5) < 1e-9


def test_recipe_operators_counts_each_phase_and_gives_the_backward_to_its_forward_line(data_bin, tmp_path):
    """recipe_operators.py on trtd (xlm_e_tiny, --langs all: a forward per objective): every phase counted,
    the total their sum; the gate's line runs operators in the forward and, through the autograd nodes it made,
    in the backward; the optimizer's step runs fairseq's Adam over lists (one addcdiv_ for all tensors)."""
    from conftest import TRAIN_FLAGS
    recipe = [data_bin, "--task", "trtd", "--langs", "all", *TRAIN_FLAGS, "--max-epoch", 1,
              "--save-dir", tmp_path / "checkpoints"]
    done = run([sys.executable, REPO / "benchmarks/recipe_operators.py", "--warm", 1, "--updates", 2, "--rows", 500,
                *recipe])
    head = re.search(r"^operators per update \(mean of 2 after 1\): (\d+); forward (\d+), backward (\d+), "
                     r"clipping (\d+), optimizer (\d+), other (\d+)", done.stdout, re.M)
    total, *phases = (int(number) for number in head.groups())
    assert all(phases[:4]) and abs(sum(phases) - total) <= len(phases), head.group(0)
    gate = re.search(r"^fairseq_xl/modules/gated_relative_position_bias\.py:\d+ \(scale\) +(\S+) +(\S+)$",
                     done.stdout, re.M)
    assert gate and float(gate.group(1)) > 0 and float(gate.group(2)) > 0, done.stdout
    # fairseq's Adam over lists of tensors (repairs/parameter_lists.py): an addcdiv_ for all of them, and an
    # optimizer's step of a few operators, not a few a tensor
    addcdiv = float(re.search(r"^_foreach_addcdiv_ +(\S+)$", done.stdout, re.M).group(1))
    assert addcdiv == 1 and phases[3] < 20, (addcdiv, phases)
