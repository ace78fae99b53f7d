"""benchmarks/gpu_kit.py, the command a GPU session runs, on the CPU at tiny sizes (so that it
cannot rot between GPU sessions), and the model-FLOP count it reports for MFU."""
import json
import math
import os
import re
import sys
import time

import torch

from conftest import REPO, run

TASKS = ("trtd+mrtd", "permutation_lm", "ca_mlm", "marge_retrieval", "masked_lm")  # the last: XLM-E's baseline
MODELS = {"xlm_e": {"masked_lm", "trtd"}, "xlnet": {"masked_lm", "huggingface", "ours"},
          "veco": {"tlm", "ca_mlm"}, "marge": {"transformer", "marge"}}


def test_the_kit_trains_resumes_and_benchmarks_every_task_on_the_cpu(data_bin, marge_bin, tmp_path):
    """Training in float32 (bfloat16 is the same path with ``--bf16`` added, which the tasks' own CLI tests
    run; on this AVX2 machine kind its products are emulated, 1.4x the kit's training time) and the
    benchmarks in bfloat16 (autocast, as on a GPU). Run as a pipeline runs it, through ``PYTHON``, so that
    its ten fairseq-train runs start forked (tests/forked.py) instead of importing fairseq ten times."""
    def kit(part, precision):
        out = tmp_path / part
        done = run(["bash", "-c", '"$PYTHON" benchmarks/gpu_kit.py "$@"', "gpu_kit", "--device", "cpu", "--out", out,
                    "--data", data_bin, "--marge-data", marge_bin[1], "--updates", "12", "--resume-updates", "2",
                    "--log-interval", "3", "--precisions", precision, "--parts", part, "--tasks", ",".join(TASKS)],
                   env={"PYTHON": sys.executable})
        table = (out / "gpu_kit.md").read_text(encoding="utf-8")
        assert table in done.stdout
        return json.loads((out / "gpu_kit.json").read_text(encoding="utf-8")), table, done.stdout

    results, table, _ = kit("train", "fp32")
    assert [(row["task"], row["precision"]) for row in results["train"]] == [(task, "fp32") for task in TASKS]
    for row in results["train"]:
        assert row["problems"] == [], row
        assert row["loss_last"] < row["loss_first"] and row["resumed_at"] == 12, row
        assert math.isfinite(row["resumed_loss"]) and row["wps"] > 0, row
    assert table.count("| ok |") == 5
    words = {row["task"]: row["wps"] for row in results["train"]}
    assert f"trtd+mrtd / masked_lm words/s in fp32: {words['trtd+mrtd'] / words['masked_lm']:.2f}x" in table
    results, table, stdout = kit("bench", "bf16")
    assert {row["dtype"] for row in results["bench"]} == {"bf16"}
    for name, models in MODELS.items():
        rows = [row for row in results["bench"] if row["benchmark"] == name]
        assert {row["model"] for row in rows} == models
        for row in rows:
            assert row["tokens_per_second"] > 0 and row["memory_mib"] > 0 and row["flops_per_token"] > 0, row
            assert row["mfu"] is None  # no peak for a CPU
    shares = [float(share) for share in re.findall(r"model GFLOP/s = +([\d.]+)% of the measured bf16 matmul peak "
                                                   r"\(\d+\)", stdout)]
    assert len(shares) == sum(len(models) for models in MODELS.values()), "each model beside the measured peak"
    assert all(0 < share < 100 for share in shares), shares
    assert "| xlnet | bf16 | ours / huggingface |" in table


def test_the_kit_prepares_only_the_data_its_tasks_read(monkeypatch, tmp_path):
    """trtd+mrtd alone builds no MARGE corpus and no merged one (the GPU script's train step); masked_lm merges
    the plugin tasks' data for fairseq's RoBERTa."""
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import argparse
    import gpu_kit

    ran = []
    monkeypatch.setattr(gpu_kit.subprocess, "run", lambda command, **unused: ran.append(command[1]))
    data = tmp_path / "xlm_e"
    data.mkdir()
    (data / "dict.txt").write_text("a 1\n")
    args = argparse.Namespace(data=data, marge_data=None, out=tmp_path / "out", corpus=tmp_path)
    folders = gpu_kit.prepare(args, ["trtd+mrtd"])
    assert ran == [] and folders["xlm_e"] == data
    gpu_kit.prepare(args, ["trtd+mrtd", "masked_lm"])
    assert ran == ["preprocess/merge_languages.py"]


def test_the_kit_fails_a_run_whose_loss_does_not_fall_or_is_not_finite(monkeypatch):
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import gpu_kit

    def output(*losses, extra=""):
        return "\n".join(f'2026 | INFO | train_inner | {{"loss": "{loss}", "wps": "10"}}' for loss in losses) + extra

    assert gpu_kit.check_run(output(5, 4, 3, 2), 0) == ([5, 4, 3, 2], [])
    assert gpu_kit.falling([5, 4, 3, 2]) and not gpu_kit.falling([2, 3, 4, 5]) and not gpu_kit.falling([5, 4, 3])
    assert gpu_kit.check_run(output(5, "nan", 3, 2), 0)[1] == ["non-finite loss"]
    assert gpu_kit.check_run(output(5, 4), 1)[1] == ["exit status 1"]
    assert gpu_kit.check_run("", 0)[1] == ["no train_inner records"]
    overflow = "\nFloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding."
    assert gpu_kit.check_run(output(5, 4, 3, 2, extra=overflow), 1)[1] == ["exit status 1",
                                                                          "minimum loss scale reached"]


def test_the_counted_flops_of_roberta_equal_its_formula(monkeypatch):
    """common.step_flops on fairseq's RoBERTa: 6 P n + 12 L T d n + 6 (d^2 + d V) m exactly
    (P the weights of the layers' matrix products, n tokens, m of them masked)."""
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import common

    layers, dim, ffn, batch, length = 2, 64, 256, 4, 96
    dictionary = common.synthetic_dictionary(1000)
    model = common.build_roberta(dictionary, layers, dim, ffn, 4, length)
    tokens, masked = next(common.masked_lm_batches(dictionary, 1, batch, length, torch.device("cpu")))
    counted = common.step_flops(model, common.roberta_step(model), (tokens, masked), torch.device("cpu"), "fp32")
    n, m = tokens.numel(), int(masked.sum())
    weights = layers * (4 * dim * dim + 2 * dim * ffn)
    assert counted == 6 * weights * n + 12 * layers * length * dim * n + 6 * (dim * dim + dim * len(dictionary)) * m
    assert all(parameter.grad is None for parameter in model.parameters())  # the count leaves no gradient
    measured = common.measure(model, common.roberta_step(model),
                              common.masked_lm_batches(dictionary, 3, batch, length, torch.device("cpu")),
                              torch.device("cpu"))
    assert measured.flops == counted and measured.tokens == n
    assert measured.mfu(None) is None and measured.mfu(1.0) == counted / measured.seconds / 1e12


def test_alternated_rounds_take_turns_and_time_past_the_warm_up(monkeypatch):
    """common.alternated (the benchmarks' --rounds): the runs take turns, the order reversed every other round,
    each model trained on its own Adam, and a round's time is the median of its steps after the first (which warms
    up): here a first step of 60 ms and one of about 1 ms give about 1 ms, not their median's 30 (seen failing
    with the order kept every round, with the first step timed, and with one optimizer for both models)."""
    import time

    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import common

    calls = []

    def run(name):
        model = torch.nn.Linear(2, 1)

        def step(first):
            calls.append(name)
            time.sleep(0.06 if first else 0.001)
            return model(torch.ones(1, 2)).sum()
        return name, model, step

    runs = [run("a"), run("b")]
    before = {name: model.weight.detach().clone() for name, model, _ in runs}
    seconds = common.alternated(runs, lambda name: [(True,), (False,)], torch.device("cpu"), "fp32", 3)
    assert calls == ["a", "a", "b", "b", "b", "b", "a", "a", "a", "a", "b", "b"]
    assert {name: len(times) for name, times in seconds.items()} == {"a": 3, "b": 3}
    assert all(time_ < 0.03 for times in seconds.values() for time_ in times), seconds
    assert all(not torch.equal(model.weight, before[name]) for name, model, _ in runs)  # each took its steps


def test_attention_kernels_are_counted_as_matrix_products(monkeypatch):
    """Fused attention kernels torch's counter has no formula for (the CPU's flash kernel) would
    count nothing: step_flops runs attention as matrix products, 12 B H T^2 d for QK^T and AV,
    forward and backward."""
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import common

    batch, heads, length, dim = 2, 4, 64, 16
    model = torch.nn.Module()
    model.q = torch.nn.Parameter(torch.randn(batch, heads, length, dim))

    def step(q):
        return torch.nn.functional.scaled_dot_product_attention(q, q, q).sum()

    counted = common.step_flops(model, step, (model.q,), torch.device("cpu"), "fp32")
    assert counted == 12 * batch * heads * length * length * dim


def test_a_sharded_run_fails_unless_it_ends_near_the_fp16_run(monkeypatch):
    """The fp16-fsdp rows (CUDA only, so never trained in this suite) against the same task's fp16 run."""
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import gpu_kit

    def row(task, precision, loss):
        return {"task": task, "precision": precision, "loss_last": loss, "problems": []}

    earlier = [row("ca_mlm", "fp16", 10.0), row("trtd+mrtd", "fp16", 100.0), row("trtd+mrtd", "bf16", 50.0)]
    close, far, other = row("trtd+mrtd", "fp16-fsdp", 104.0), row("trtd+mrtd", "fp16-fsdp", 94.0), row(
        "ca_mlm", "bf16", 20.0)
    for checked in (close, far, other):
        gpu_kit.check_sharded(checked, earlier)
    assert close["problems"] == [] and other["problems"] == []
    assert far["problems"] == ["last loss 6.0% from the fp16 run's"]


def test_the_gpu_use_beside_words_per_second_is_nvidia_smis_median_while_training(monkeypatch, tmp_path):
    """The GPU busy column (CUDA only, so never sampled by this suite's runs) from a stand-in nvidia-smi that prints
    a run's samples: the idle start and end left out, a kernel's compilation (3%) passed over by the median."""
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import gpu_kit

    smi = tmp_path / "nvidia-smi"
    smi.write_text(f"#!/bin/sh\necho \"$@\" > {tmp_path / 'args'}\nprintf '0\\n0\\n55\\n90\\n92\\n3\\n91\\n0\\n'\n"
                   "exec sleep 30\n")
    smi.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "3,1")
    with gpu_kit.GpuUse("cuda") as use:
        deadline = time.monotonic() + 10
        while os.fstat(use.samples.fileno()).st_size < 19 and time.monotonic() < deadline:  # the 8 samples
            time.sleep(0.05)
    assert use.share == 90
    assert (tmp_path / "args").read_text().split() == ["--id=3", "--query-gpu=utilization.gpu",
                                                       "--format=csv,noheader,nounits", "-lms", "200"]
    with gpu_kit.GpuUse("cpu") as use:
        pass
    assert use.share is None
    assert gpu_kit.training_share([0, 5, 10, 0]) is None
    row = {"task": "trtd+mrtd", "precision": "bf16", "wps": 150.0, "gpu_busy": 90}
    baseline = {"task": "masked_lm", "precision": "bf16", "wps": 200.0, "gpu_busy": 97.5}
    assert gpu_kit.words_ratio(row, baseline) == ("trtd+mrtd / masked_lm words/s in bf16: 0.75x (issue 53: >= 0.75x); "
                                                  "GPU busy 90% and 98%")
    assert gpu_kit.words_ratio(row, dict(baseline, gpu_busy=None)).endswith("(issue 53: >= 0.75x)")


def test_step_profile_profiles_each_model_of_a_benchmark():
    """benchmarks/step_profile.py (the GPU sessions' profiles) on the CPU: a table per model of the
    benchmark, with its step's wall time and the busy share; too few steps to warm up is refused."""
    profile = REPO / "benchmarks/step_profile.py"
    done = run([sys.executable, profile, "--rows", 3, "veco_vs_tlm", "--arch", "tiny", "--side-length", 16,
                "--batch-size", 2, "--steps", 4], cwd=REPO / "benchmarks")
    tables = re.findall(r"^#### (\w+): wall [\d.]+ ms/step, cpu busy [\d.]+ ms/step", done.stdout, re.M)
    assert tables == ["RobertaModel", "VECOModel"]
    assert "aten::" in done.stdout
    refused = run([sys.executable, profile, "veco_vs_tlm", "--arch", "tiny", "--steps", 2],
                  cwd=REPO / "benchmarks", check=False)
    assert refused.returncode != 0 and "--steps 2: at least 3" in refused.stderr


def test_flex_attention_adds_the_gated_bias_per_distance():
    """benchmarks/gated_bias_attention.py's flex form (timed on GPUs) computes XLM-E's gated attention:
    its output equals the materialized bias's on the CPU (forward: flex has no CPU backward); ``--lengths``
    times it again at another length with the same tokens."""
    done = run([sys.executable, REPO / "benchmarks/gated_bias_attention.py", "--batch-size", 2, "--heads", 2,
                "--length", 40, "--head-dim", 8, "--steps", 1, "--lengths", 20])
    difference = float(re.search(r"largest difference (\S+) of the largest value", done.stdout).group(1))
    assert difference < 1e-5
    assert len(re.findall(r"^\| (plain|materialized)", done.stdout, re.M)) == 4
    # plain's operators, the attention's among the six that take most of its step
    assert re.search(r"^\|   its operators: .*aten::_scaled_dot_product\S* \d+\.\d+ ms", done.stdout, re.M), done.stdout
    # --lengths: again at T 20 with the same 80 tokens
    assert re.search(r"^\| B 4 x T 20: plain \d+\.\d+ ms, materialized \d+\.\d+ ms$", done.stdout, re.M), done.stdout
