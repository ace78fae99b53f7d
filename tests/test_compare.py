"""examples/compare.py end to end on one method: segments of training time, the harness's scores at
each checkpoint and for the untrained model, the table and the curves, a rerun that resumes."""
import json
import re
import statistics

import pytest

from conftest import REPO, run


def test_comparison_trains_in_segments_scores_and_tabulates(data_bin, tmp_path):
    out = tmp_path / "compare"
    command = ["python", REPO / "examples/compare.py", "--methods", "mlm_tlm", "--minutes", "0.3",
               "--evaluations", "2", "--out", out, "--data", data_bin]
    run(command, timeout=900)
    entries = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [(entry["point"], entry["minutes"]) for entry in entries] == [("untrained", 0), ("train1", 0.15),
                                                                         ("train2", 0.3)]
    updates = [entry["updates"] for entry in entries]
    assert updates[0] == 0 and 0 < updates[1] and updates[2] > updates[1] + 5
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
    assert entries[0]["retrieval_by_layer"] != entries[2]["retrieval_by_layer"]
    table = (out / "results.md").read_text().splitlines()
    assert table[2].startswith("| mlm_tlm, untrained | 1 | 0 | ")
    assert table[3].startswith(f"| mlm_tlm | 1 | {entries[2]['updates']} | {entries[2]['retrieval']:.1f} | ")
    assert (out / "curves.png").stat().st_size > 20_000

    again = run(command)
    assert "training" not in again.stdout and "evaluating" not in again.stdout
    assert len((out / "results.jsonl").read_text().splitlines()) == 3
    other = run([*command[:5], "0.6", *command[6:]], check=False)
    assert other.returncode == 2 and "choose another --out" in other.stderr
