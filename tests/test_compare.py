"""examples/compare.py end to end on one method: segments of training time, the harness's scores at
each checkpoint and for the untrained model, the table and the curves, a rerun that resumes."""
import json
import os
import re
import statistics
import sys
from types import SimpleNamespace

import pytest
import torch

from conftest import REPO, json_logs, run
from fairseq_xl.evaluation.retrieval import average_accuracy, token_match_pairs
from fairseq_xl.hub import load_hub


def rerun(command, capsys):
    """compare.py's main in this process, for the reruns that find their runs done or refuse the
    folder (no process start: 5 s each); returns (exit status, stdout, stderr)."""
    import compare

    capsys.readouterr()
    try:
        status = compare.main([str(part) for part in command[2:]]) or 0
    except SystemExit as stop:
        status = stop.code
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_comparison_trains_in_segments_scores_and_tabulates(data_bin, tmp_path, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    out = tmp_path / "compare"
    command = ["python", REPO / "examples/compare.py", "--methods", "mlm_tlm", "--minutes", "0.3",
               "--evaluations", "2", "--pairs", "en-de", "--out", out,
               "--data", data_bin, "--objective-batches", "4", "--transfer-examples", "64"]
    faster = {"PYTHON": sys.executable}  # its Python programs start forked too (tests/forked.py)
    run([*command, "--segments", "1"], timeout=900, env=faster)  # the first segment only, as one command of a lent GPU
    assert [json.loads(line)["point"] for line in (out / "results.jsonl").read_text().splitlines()] == [
        "untrained", "train1"]
    run(command, timeout=900, env=faster)  # continues
    entries = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [(entry["point"], entry["minutes"]) for entry in entries] == [("untrained", 0), ("train1", 0.15),
                                                                         ("train2", 0.3)]
    updates = [entry["updates"] for entry in entries]
    assert updates[0] == 0 and 0 < updates[1] and updates[2] > updates[1] + 5
    assert {entry["hardware"] for entry in entries} == {f"{len(os.sched_getaffinity(0))} CPU cores"}
    log = (out / "runs/mlm_tlm.seed1/train.log").read_text()
    assert log.count("done training") == 2 and "Loaded checkpoint" in log  # the second segment resumed
    stops = re.findall(r"stop_time_hours: ([\d.]+) hour", log)  # fairseq counts the time of earlier segments
    assert [float(hours) for hours in stops] == pytest.approx([0.15 / 60, 0.3 / 60])
    for entry in entries:
        layers = entry["retrieval_by_layer"]
        assert len(layers[""]) == 5 and entry["retrieval"] == layers[""][3]
        assert entry["retrieval_centred"] == layers["centred_"][3]
        others = statistics.mean(entry["transfer"][lang] for lang in ("de", "fr", "es", "ru"))
        assert abs(entry["transfer_others"] - 100 * others) < 1e-9
        assert entry["transfer_en"] == 100 * entry["transfer"]["en"]
        assert all(0 <= entry[score] <= 100 for score in ("retrieval", "retrieval_centred", "transfer_en"))
        assert 0 < entry["order"] < 1  # the encoder's states change when its sentences are scrambled
        assert entry["unigram_bits"] > entry["bigram_bits"] > 0
    assert entries[0]["bits"] > entries[2]["bits"] and entries[0]["bits"] > entries[0]["unigram_bits"]
    assert entries[0]["retrieval_by_layer"] != entries[2]["retrieval_by_layer"]
    # model compute: the recipe's FLOPs per word (recipe_flops.py's log) times the words its updates took
    per_word = float((out / "runs/mlm_tlm.seed1/flops.log").read_text().rsplit("flops_per_word=", 1)[1])
    assert 1e6 < per_word < 1e9 and entries[0]["compute"] == 0 < entries[1]["compute"] < entries[2]["compute"]
    inner = json_logs(log, "train_inner")
    assert inner, "no 25-update interval logged"
    for entry in entries[1:]:  # against the words per batch of the 25-update intervals (the first's, if none)
        batch = statistics.mean(float(record["wpb"]) for record in [
            record for record in inner if int(record["num_updates"]) <= entry["updates"]] or inner[:1])
        assert entry["compute"] * 1e12 == pytest.approx(per_word * batch * entry["updates"], rel=0.1)
    table = (out / "results.md").read_text().splitlines()
    assert table[2].startswith("| mlm_tlm, untrained | 1 | 0 | 0.00 | ")
    assert table[3].startswith(f"| mlm_tlm | 1 | {entries[2]['updates']} | {entries[2]['compute']:.2f} | "
                               f"{entries[2]['retrieval']:.1f} | ")
    assert (out / "curves.png").stat().st_size > 20_000

    status, out_text, _ = rerun(command, capsys)
    assert status == 0 and "training" not in out_text and "evaluating" not in out_text
    assert len((out / "results.jsonl").read_text().splitlines()) == 3
    stripped = [{key: value for key, value in entry.items()
                 if key not in ("bits", "unigram_bits", "bigram_bits", "compute")}
                if entry["point"] == "train2" else entry for entry in entries]  # written before those scores
    (out / "results.jsonl").write_text("".join(json.dumps(entry) + "\n" for entry in stripped))
    status, out_text, _ = rerun(command, capsys)
    assert status == 0 and "training" not in out_text and out_text.count("adding the objective scores") == 1
    assert out_text.count("adding the model compute") == 1
    assert [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()] == entries
    assert "| bits | unigram bits | bigram bits |" in (out / "results.md").read_text()

    # --token-match: a rerun adds the retrieval by tokens to every point from its kept checkpoint and changes
    # nothing else (40 test pairs: the wiring; token_match_pairs itself is tested in test_cli_end_to_end)
    small = tmp_path / "small"
    (small / "para").mkdir(parents=True)
    for lang in ("en", "de"):
        lines = (REPO / "corpus" / "para" / f"test.en-de.{lang}").read_text(encoding="utf-8").splitlines()[:40]
        (small / "para" / f"test.en-de.{lang}").write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out_text, _ = rerun([*command, "--token-match", "--corpus", small], capsys)
    assert status == 0 and out_text.count("adding the token scores") == 3 and "training " not in out_text, out_text
    tokens = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [{key: value for key, value in entry.items() if not key.startswith("token_match")}
            for entry in tokens] == entries
    hub = load_hub(str(out / "runs/mlm_tlm.seed1/checkpoint_2.pt"), str(out / "data/mlm_tlm"))
    expected = average_accuracy([token_match_pairs(hub, *((small / "para" / f"test.en-de.{lang}").read_text(
        encoding="utf-8").splitlines() for lang in ("en", "de")))])
    assert len(expected[""]) == 5 and tokens[2]["token_match_by_layer"] == expected
    assert tokens[2]["token_match_centred"] == expected["centred_"][3]
    assert tokens[0]["token_match_by_layer"] != expected  # the untrained point is scored on its own model
    table = (out / "results.md").read_text()
    assert "| retrieval | retrieval, centred | by tokens, centred |" in table
    assert f"| {tokens[2]['token_match_centred']:.1f} |" in table.splitlines()[3]
    (out / "results.jsonl").write_text("".join(json.dumps(entry) + "\n" for entry in entries))
    status, _, refusal = rerun([*command[:5], "0.6", *command[6:]], capsys)
    assert status == 2 and "choose another --out" in refusal
    status, _, refusal = rerun([*command[:-1], "128"], capsys)
    assert status == 2 and "transfer fine-tuned on 64 examples, not --transfer-examples 128" in refusal

    # a results file carried to another machine continues only on the same data
    assert len({entry["data"] for entry in entries}) == 1 and len(entries[0]["data"]) == 16
    moved = [dict(entry, data="0" * 16) if entry["point"] == "train2" else entry for entry in entries]
    (out / "results.jsonl").write_text("".join(json.dumps(entry) + "\n" for entry in moved))
    status, _, refusal = rerun(command, capsys)
    assert status == 2 and "mlm_tlm seed 1 trained on other data (0000000000000000)" in refusal

    assert {entry["device"] for entry in entries} == {"cpu"}
    moved = [dict(entry, device="cuda") if entry["point"] == "train2" else entry for entry in entries]
    (out / "results.jsonl").write_text("".join(json.dumps(entry) + "\n" for entry in moved))
    status, _, refusal = rerun(command, capsys)
    assert status == 2 and "mlm_tlm seed 1 trained on cuda, not --device cpu" in refusal
    # a GPU's runs, all trained, are tabulated and drawn again anywhere (the results of several lent machines)
    (out / "results.jsonl").write_text("".join(json.dumps(dict(entry, device="cuda")) + "\n" for entry in entries))
    (out / "results.md").unlink()
    status, out_text, refusal = rerun([*command, "--device", "cuda"], capsys)
    assert status == 0 and "training" not in out_text and (out / "results.md").exists(), refusal


def test_segments_0_prepares_the_data_and_trains_nothing(data_bin, tmp_path, monkeypatch, capsys):
    """``--segments 0`` (benchmarks/compare_gpu.sh prepare): the data, then a stop, on any machine, --device cuda
    included (the data is the same; only training needs the GPU)."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    out = tmp_path / "compare"
    status, out_text, refusal = rerun(["python", "compare.py", "--methods", "xlm_e", "--data", data_bin, "--out", out,
                                       "--device", "cuda", "--segments", "0"], capsys)
    assert status == 0 and "data prepared" in out_text, refusal
    assert not (out / "runs").exists() and not (out / "results.jsonl").exists()
    # two calls' runs in one results.jsonl (benchmarks/compare_gpu.sh trains them side by side): drawn together,
    # seed 2's untrained point still missing, and nothing trained for it
    entries = [{"method": "xlm_e", "seed": seed, "point": point, "minutes": minutes, "updates": updates,
                "device": "cuda", "retrieval": retrieval, "compute": compute}
               for seed, point, minutes, updates, retrieval, compute in [
                   (2, "train4", 10, 380, 3.5, 3.8), (1, "untrained", 0, 0, 0.5, 0.0),
                   (1, "train1", 2.5, 100, 1.5, 1.0), (1, "train4", 10, 400, 2.5, 4.0)]]  # as the calls ended
    (out / "results.jsonl").write_text("".join(json.dumps(entry) + "\n" for entry in entries))
    status, out_text, refusal = rerun(["python", "compare.py", "--methods", "xlm_e", "--data", data_bin, "--out", out,
                                       "--device", "cuda", "--segments", "0", "--seeds", "1", "2"], capsys)
    assert status == 0 and "training" not in out_text and "evaluating" not in out_text, refusal
    table = (out / "results.md").read_text()
    assert "| xlm_e, untrained | 1 | 0 | 0.00 | 0.5 |" in table
    assert "| xlm_e | 1,2 | 400/380 | 4.00/3.80 | 3.0 (2.5-3.5) |" in table  # the seeds in order
    assert (out / "curves.png").exists() and not (out / "runs").exists()


def test_a_result_replaced_keeps_what_other_calls_wrote(tmp_path, monkeypatch):
    """Calls that share one --out: a point written again (its compute added) keeps the lines another call added
    after this one read the file, and every write waits for the lock another call holds."""
    import fcntl
    import threading

    monkeypatch.syspath_prepend(str(REPO / "examples"))
    from compare import read_results, write_result

    results = tmp_path / "results.jsonl"
    first = {"method": "xlm_e", "seed": 1, "point": "untrained", "minutes": 0, "updates": 0}
    write_result(results, first)
    write_result(results, {"method": "mlm_tlm", "seed": 1, "point": "untrained", "minutes": 0, "updates": 0})
    write_result(results, dict(first, compute=0.0), replace=True)
    assert [(key[0], entry.get("compute")) for key, entry in read_results(results).items()] == [
        ("xlm_e", 0.0), ("mlm_tlm", None)]
    with open(tmp_path / "results.jsonl.lock", "a") as held:  # another call writing
        fcntl.flock(held, fcntl.LOCK_EX)
        writer = threading.Thread(target=write_result, args=(results, dict(first, seed=2)))
        writer.start()
        writer.join(0.5)
        assert writer.is_alive() and len(read_results(results)) == 2
    writer.join(5)
    assert not writer.is_alive() and len(read_results(results)) == 3


def test_a_points_machine_says_how_many_runs_shared_it(monkeypatch, tmp_path, capsys):
    """``--runs-at-once N`` (benchmarks/compare_gpu.sh's runs side by side): each point's machine says so."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare
    cores = f"{len(os.sched_getaffinity(0))} CPU cores"
    assert compare.hardware("cpu") == cores and compare.hardware("cpu", 4) == f"{cores}, 4 runs at once"
    status, _, refusal = rerun(["python", "compare.py", "--runs-at-once", "0", "--out", tmp_path], capsys)
    assert status == 2 and "--runs-at-once 0: at least 1" in refusal


def test_training_command_places_the_runs(monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    from compare import train_command

    for method in ("xlm_e", "mlm"):
        on_cpu = train_command(method, 1, 2.5, tmp_path, tmp_path / "checkpoints")
        on_gpu = train_command(method, 1, 2.5, tmp_path, tmp_path / "checkpoints", device="cuda")
        assert "--cpu" in on_cpu and [part for part in on_cpu if part != "--cpu"] == on_gpu
        assert on_gpu[on_gpu.index("--stop-time-hours") + 1] == 2.5 / 60


def test_the_trtd_ablation_trains_on_pairs_alone_and_only_when_named(monkeypatch, tmp_path, capsys):
    """``xlm_e_trtd``: XLM-E's recipe as fairseq-train parses it (the last of a repeated flag wins), with no
    monolingual language, so TRTD alone; not among the methods a call without --methods runs."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare
    from fairseq import options

    def task(method):
        command = compare.train_command(method, 1, 2.5, tmp_path, tmp_path / "checkpoints")
        parser = options.get_training_parser()
        return options.parse_args_and_arch(parser, [str(part) for part in command[1:]])

    ablation, joint = task("xlm_e_trtd"), task("xlm_e")
    assert (ablation.task, ablation.langs, ablation.lang_pairs, ablation.arch) == ("trtd", "none", "all", "xlm_e_small")
    assert joint.langs == "all"
    assert {name: value for name, value in vars(ablation).items() if name != "langs"} == \
        {name: value for name, value in vars(joint).items() if name != "langs"}
    status, out, _ = rerun(["python", "compare.py", "--help"], capsys)
    assert status == 0 and "(default xlm_e,xlnet,veco,marge,mlm,mlm_tlm)" in " ".join(out.split())


def test_words_are_counted_from_each_epochs_last_train_record(monkeypatch, tmp_path):
    """A run's words: a ``train`` record's words per batch cover its epoch's updates so far (fairseq ends its
    epoch meters at an epoch's end and keeps them in a checkpoint saved mid-epoch, so a resumed segment's
    record covers the earlier segments of its epoch too); the intervals' ``train_inner`` records are not
    counted again; a point counts up to its update."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    from compare import words

    lines = ['{"epoch": 1, "wpb": "999", "num_updates": "5"}',   # an interval: inside the records below
             '{"epoch": 1, "train_wpb": "100", "train_num_updates": "10"}',  # epoch 1's end
             '{"epoch": 2, "train_wpb": "200", "train_num_updates": "15"}',  # the first segment's end, in epoch 2
             '{"epoch": 2, "train_wpb": "60", "train_num_updates": "30"}']   # the second's: epoch 2's 20 updates
    log = tmp_path / "train.log"
    log.write_text("".join(f"2026-11-29 00:00:00 | INFO | train | {line}\n" for line in lines))
    assert words(log, 30) == 100 * 10 + 60 * 20
    assert words(log, 15) == 100 * 10 + 200 * 5 and words(log, 10) == 1000
    with open(log, "a") as damaged:  # a log carried from elsewhere, damaged: one line naming it
        damaged.write('2026-11-29 00:00:00 | INFO | train | '
                      '{"epoch": 3, "train_wpb": "many", "train_num_updates": 9}\n')
    with pytest.raises(SystemExit, match=f"{log}: a record's train_wpb is 'many', not a number"):
        words(log, 30)


@pytest.mark.skipif(torch.cuda.is_available(), reason="the refusal is for machines without CUDA")
def test_cuda_refused_without_a_gpu(tmp_path):
    refused = run(["python", REPO / "examples/compare.py", "--device", "cuda", "--out", tmp_path], check=False)
    assert refused.returncode == 2 and "--device cuda: torch sees no CUDA device here" in refused.stderr
    assert not (tmp_path / "data").exists()


def test_its_python_programs_run_the_interpreter_the_pipelines_read(monkeypatch, tmp_path):
    """``PYTHON`` where set (as preprocess/*.sh and benchmarks/gpu_kit.py read it), else compare.py's own."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare

    ran = []
    monkeypatch.setattr(compare.subprocess, "run", lambda command, **unused: ran.append(command[:2]))
    data = tmp_path / "xlm_e"
    data.mkdir()
    (data / "dict.txt").write_text("a 1\n")
    monkeypatch.setenv("PYTHON", "/opt/other/python")
    compare.prepare_data(tmp_path / "one", tmp_path, 1000, ["mlm_tlm"], data=data)
    monkeypatch.delenv("PYTHON")
    compare.prepare_data(tmp_path / "two", tmp_path, 1000, ["mlm_tlm"], data=data)
    assert ran == [["/opt/other/python", "preprocess/merge_languages.py"],
                   [sys.executable, "preprocess/merge_languages.py"]]


def test_by_layer_draws_each_runs_point_once_and_names_a_bad_line(tmp_path, monkeypatch, capsys):
    """examples/baselines/by_layer.py: a point in two files (a folder's results.jsonl holds copies of another's
    runs) is drawn once; points without layers are left out; a malformed layer list names its file and point."""
    monkeypatch.syspath_prepend(str(REPO / "examples" / "baselines"))
    import by_layer

    def point(method, seed, step, layers=(1.0, 2.0, 1.5)):
        entry = {"method": method, "seed": seed, "point": f"train{step}" if step else "untrained",
                 "minutes": 20.0 * step, "updates": 100 * step, "compute": 10.0 * step, "chance": 0.2,
                 "length_only": 1.1}
        return entry if layers is None else dict(entry, retrieval_by_layer={"centred_": list(layers), "": list(layers)})

    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text("".join(json.dumps(entry) + "\n" for entry in (
        point("xlm_e", 1, 0), point("xlm_e", 1, 1), point("mlm_tlm", 1, 1), point("mlm_tlm", 1, 2, layers=None))))
    second.write_text("".join(json.dumps(entry) + "\n" for entry in (point("xlm_e", 1, 1), point("xlm_e_trtd", 2, 1))))
    by_layer.main([str(first), str(second), "--out", str(tmp_path / "layers.png")])
    assert capsys.readouterr().out.strip().endswith("(3 runs, 4 points)")
    assert (tmp_path / "layers.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    second.write_text(json.dumps(dict(point("xlm_e", 1, 1), retrieval_by_layer={"centred_": ["1.0"]})) + "\n")
    with pytest.raises(ValueError, match=r"b.jsonl, \('xlm_e', 1, 'train1'\): retrieval_by_layer.centred_ is "
                                         r"\['1.0'\]"):
        by_layer.main([str(first), str(second), "--out", str(tmp_path / "layers.png")])
    # --by tokens: the points that have compare.py --token-match's scores, its field named in errors
    tokens = {"centred_": [2.0, 3.0, 2.5], "": [2.0, 3.0, 2.5]}
    first.write_text("".join(json.dumps(entry) + "\n" for entry in (
        dict(point("xlm_e", 1, 0), token_match_by_layer=tokens), point("xlm_e", 1, 1),
        dict(point("mlm_tlm", 1, 1), token_match_by_layer=tokens))))
    by_layer.main([str(first), "--out", str(tmp_path / "tokens.png"), "--by", "tokens"])
    assert capsys.readouterr().out.strip().endswith("(2 runs, 2 points)")
    first.write_text(json.dumps(dict(point("xlm_e", 1, 1), token_match_by_layer={"centred_": []})) + "\n")
    with pytest.raises(ValueError, match=r"token_match_by_layer.centred_ is \[\]"):
        by_layer.main([str(first), "--out", str(tmp_path / "tokens.png"), "--by", "tokens"])


def test_completing_a_point_loads_the_model_it_scored(tmp_path, monkeypatch):
    """compare.complete (a rerun adding scores a point lacks): a run's untrained point is an untrained model of its
    configuration, a --from-xlmr run's first point the converted release, a trained point its kept checkpoint; a
    point that lacks nothing loads nothing."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import compare

    loaded = []
    monkeypatch.setattr(compare, "load_hub", lambda path, data, random_init, seed: loaded.append((path, random_init)))
    monkeypatch.setattr(compare, "objective", lambda hub, batches: {"bits": 1.0})
    monkeypatch.setattr(compare, "token_scores", lambda hub, data, corpus, pairs: {"token_match_by_layer": {}})
    release = tmp_path / "from_xlmr" / "checkpoint.pt"
    for path in (release, tmp_path / "checkpoint_1.pt", tmp_path / "checkpoint_2.pt"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    args = SimpleNamespace(starts={"xlm_e+xlmr": release}, token_match=True, objective_batches=4, corpus=None,
                           pairs=None)
    points = [("xlm_e+xlmr", "untrained", str(release), False), ("xlm_e", "untrained", "checkpoint_1.pt", True),
              ("xlm_e+xlmr", "train2", "checkpoint_2.pt", False)]
    for method, point, path, random_init in points:
        entry = {"method": method, "seed": 1, "point": point}
        assert compare.complete(entry, tmp_path, tmp_path, args) and "bits" in entry and "token_match_by_layer" in entry
        assert loaded.pop() == (str(tmp_path / path), random_init)
        assert not compare.complete(entry, tmp_path, tmp_path, args) and not loaded
