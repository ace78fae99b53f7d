"""The package outside the clone: `fairseq-train --user-dir fairseq_xl` from another directory,
the version in every checkpoint it saves and the warning when another version's is read, the
flag listing, and example pipelines that neither hide a failure nor delete a user's run."""
import logging
import os
import subprocess
import sys

import torch

import fairseq_xl
from fairseq_xl.guards import checkpoint_config
from fairseq_xl import flags
from fairseq_xl.version import VERSION_KEY
from conftest import BIN, REPO, TRAIN_FLAGS


def test_fairseq_train_from_outside_the_clone_writes_the_version(data_bin, tmp_path):
    """Also: checkpoint names in the save folder that are links to other files are replaced by
    the save's own files; the files they pointed to are left as they were (fairseq writes the
    first name of a save, checkpoint_best.pt, by renaming over it and copies it to the others)."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "checkpoints").mkdir(parents=True)
    victims = {}
    for name in ("checkpoint_best.pt", "checkpoint_last.pt"):
        victims[name] = tmp_path / f"precious_{name}"
        victims[name].write_text("another run's model")
        (elsewhere / "checkpoints" / name).symlink_to(victims[name])
    flags_here = [str(flag) for flag in TRAIN_FLAGS]
    flags_here[flags_here.index("--user-dir") + 1] = "fairseq_xl"  # as the README writes it
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    done = subprocess.run([str(BIN / "fairseq-train"), str(data_bin), "--task", "trtd", "--save-dir", "checkpoints",
                           "--max-update", "3", "--restore-file", "none.pt", *flags_here],  # not the linked last
                          cwd=elsewhere, capture_output=True, text=True, env=environment, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert REPO not in elsewhere.parents and not (elsewhere / "fairseq_xl").exists()
    state = torch.load(elsewhere / "checkpoints/checkpoint_last.pt", weights_only=True)
    assert state["task_state"][VERSION_KEY] == fairseq_xl.__version__
    for name, victim in victims.items():
        assert victim.read_text() == "another run's model"
        assert not (elsewhere / "checkpoints" / name).is_symlink() and (elsewhere / "checkpoints" / name).is_file()


def test_reading_another_versions_checkpoint_says_so(data_bin, tmp_path, caplog):
    from conftest import train
    train(data_bin, tmp_path / "run", "--task", "mrtd", "--max-update", "2")
    path = tmp_path / "run/checkpoint_last.pt"
    state = torch.load(path, weights_only=True)
    with caplog.at_level(logging.WARNING):
        checkpoint_config.load_checkpoint_to_cpu(str(path))
    assert "written by" not in caplog.text  # this version's own checkpoint: nothing to say
    for saved, expected in (("0.0.1", "written by fairseq-xl 0.0.1"), (None, "before versions were recorded")):
        if saved is None:
            del state["task_state"][VERSION_KEY]
        else:
            state["task_state"][VERSION_KEY] = saved
        torch.save(state, path)
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            checkpoint_config.load_checkpoint_to_cpu(str(path))
        assert expected in caplog.text and str(path) in caplog.text


def test_flags_lists_a_tasks_and_an_architectures_flags(capsys):
    assert flags.main(["trtd", "xlm_e_small", "replaced_token_detection"]) == 0
    out = capsys.readouterr().out
    assert "| `--pair-token-share` | `0.5` |" in out
    assert "| `--encoder-layers` | `4` |" in out  # xlm_e_small's size, not the config's default
    assert "| `--discriminator-weight` | `50.0` |" in out
    assert "--seed" not in out  # fairseq's general flags are fairseq's --help's
    assert "in a Hydra config: `model: {_name: xlm_e_small, ...}`" in out  # docs/hydra.md
    assert "in a Hydra config: `criterion: {_name: replaced_token_detection, ...}`" in out
    assert flags.main(["no_such_task"]) == 2
    assert "trtd" in capsys.readouterr().err


def test_pipelines_report_a_failed_evaluation_and_keep_earlier_checkpoints(data_bin, tmp_path):
    work = tmp_path / "work"
    (work / "checkpoints").mkdir(parents=True)
    (work / "checkpoints/checkpoint_last.pt").write_text("an earlier run")
    script = ('source examples/quickstart_setup.sh unused\n'
              'evaluate "$work/no_such_checkpoint.pt" "$data"\n'
              'echo "not reached"\n')
    done = subprocess.run(["bash", "-c", script], cwd=REPO, capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, WORK=str(work), DATA=str(data_bin), PYTHON=sys.executable))
    assert done.returncode != 0 and "not reached" not in done.stdout
    log = work / "evaluate.retrieval.untrained.log"
    assert "FAILED" in done.stderr and f"whole log: {log}" in done.stderr, done.stderr
    assert "no_such_checkpoint.pt" in log.read_text()
    kept = [path for path in work.iterdir() if path.name.startswith("checkpoints.")]
    assert len(kept) == 1 and (kept[0] / "checkpoint_last.pt").read_text() == "an earlier run"
    assert f"now in {kept[0]}" in done.stdout


def test_training_stages_print_progress_and_keep_fairseqs_output_in_their_log(data_bin, tmp_path):
    """The pipelines' ``trained`` and ``logged`` (examples/stages.sh): a line of progress every
    PROGRESS_SECONDS, the program's own output (fairseq's config dump, its log lines) in the log file
    only, and a failure named with its log."""
    work = tmp_path / "work"
    program = tmp_path / "train.py"
    program.write_text("import sys, time\n"
                       "print('config ' + 'x' * 5000, flush=True)\n"
                       "for update in range(10, 50, 10):\n"
                       "    print(f'| INFO | train_inner | epoch 001: loss=1.0, num_updates={update}', flush=True)\n"
                       "    time.sleep(1.1)\n"
                       "sys.exit(int(sys.argv[1]))\n")
    script = ('source examples/quickstart_setup.sh unused\n'
              f'trained "$work/stage.log" "pre-training" 0.1 python {program} "$STATUS"\n'
              'echo "after"\n')
    environment = dict(os.environ, WORK=str(work), DATA=str(data_bin), PYTHON=sys.executable, PROGRESS_SECONDS="1")
    done = subprocess.run(["bash", "-c", script], cwd=REPO, capture_output=True, text=True, timeout=600,
                          env=dict(environment, STATUS="0"))
    progress = [line for line in done.stdout.splitlines() if line.startswith("| pre-training: update ")]
    assert done.returncode == 0 and len(progress) >= 2 and "min of about 0.1" in progress[-1], done.stdout
    assert "| pre-training: done, 40 updates in 0m" in done.stdout and "after" in done.stdout
    assert "xxxxx" not in done.stdout + done.stderr and "x" * 5000 in (work / "stage.log").read_text()
    failed = subprocess.run(["bash", "-c", script], cwd=REPO, capture_output=True, text=True, timeout=600,
                            env=dict(environment, STATUS="3"))
    assert failed.returncode == 3 and "after" not in failed.stdout
    assert "| FAILED (exit 3): pre-training" in failed.stderr and f"whole log: {work}/stage.log" in failed.stderr
    evaluated = subprocess.run(["bash", "-c", f'source examples/quickstart_setup.sh unused\n'
                                f'logged "$work/eval.log" python {program} 0\necho "after"\n'],
                               cwd=REPO, capture_output=True, text=True, timeout=600, env=environment)
    label = f"| train.py (log: {work}/eval.log): "
    progress = [line for line in evaluated.stdout.splitlines() if line.startswith(label)]
    assert evaluated.returncode == 0 and len(progress) >= 2, "logged: a line every PROGRESS_SECONDS too"
    assert "of about" not in progress[-1] and "xxxxx" not in evaluated.stdout and "after" in evaluated.stdout


def test_the_shared_cpu_recipes_parse_as_documented(data_bin, monkeypatch):
    """examples/recipes.sh, which the pipelines, the MLM baseline, the XLM-R stand-in and the
    benchmarks run: each array is a recipe fairseq-train accepts, XLM-E's without dropout (issue 42)
    and the MLM baseline's with fairseq's default dropout, at the same tokens per update; XLNet's,
    VECO's and MARGE's at the sizes their guides state, which their registered CPU architectures give."""
    from fairseq import options

    monkeypatch.syspath_prepend(str(REPO / "examples"))
    from recipes import read

    parsed = {name: options.parse_args_and_arch(options.get_training_parser(), [str(data_bin), *read(name)])
              for name in ("XLM_E_RECIPE", "MLM_RECIPE", "XLNET_RECIPE", "VECO_RECIPE", "MARGE_RECIPE")}
    xlm_e, mlm = parsed["XLM_E_RECIPE"], parsed["MLM_RECIPE"]
    assert (xlm_e.task, xlm_e.arch, xlm_e.dropout, xlm_e.attention_dropout) == ("trtd", "xlm_e_small", 0.0, 0.0)
    assert (mlm.task, mlm.arch, mlm.dropout, mlm.attention_dropout) == ("masked_lm", "roberta_base", 0.1, 0.1)
    assert (xlm_e.max_tokens, xlm_e.lr, xlm_e.adam_betas) == (mlm.max_tokens, mlm.lr, mlm.adam_betas) == (
        2048, [0.001], "(0.9,0.98)")
    assert mlm.encoder_layers == 4 and mlm.encoder_embed_dim == 128, "the discriminator's size"
    xlnet, veco, marge = parsed["XLNET_RECIPE"], parsed["VECO_RECIPE"], parsed["MARGE_RECIPE"]
    assert (xlnet.task, xlnet.arch, xlnet.batch_size, xlnet.tokens_per_sample, xlnet.mem_len) == (
        "permutation_lm", "xlnet_small", 16, 256, 192)
    assert (veco.task, veco.arch, veco.encoder_layers, veco.encoder_embed_dim, veco.encoder_ffn_embed_dim,
            veco.encoder_attention_heads, veco.max_tokens) == ("ca_mlm", "veco_cpu", 3, 128, 512, 4, 4096)
    assert (marge.task, marge.arch, marge.encoder_layers, marge.encoder_embed_dim, marge.encoder_ffn_embed_dim,
            marge.decoder_ffn_embed_dim, marge.tokens_per_sample, marge.reindex_interval, marge.lr) == (
        "marge_retrieval", "marge_cpu", 4, 128, 512, 1024, 128, 200, [3e-4])
    assert read("MARGE_MODEL", CHUNK_TOKENS="64")[-3] == "64", "the pipeline's chunk size reaches the recipe"


def test_compare_and_the_gpu_kit_train_the_recipes_models(monkeypatch):
    """One table (issue 55, item 4): examples/compare.py's methods and benchmarks/gpu_kit.py's tasks
    begin with their recipe's model and objective, read from examples/recipes.sh, and change only the
    size, batch and learning rate after it."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    monkeypatch.syspath_prepend(str(REPO / "benchmarks"))
    import compare
    import gpu_kit
    from recipes import read

    models = {"xlm_e": "XLM_E_MODEL", "xlnet": "XLNET_MODEL", "veco": "VECO_MODEL", "marge": "MARGE_MODEL"}
    for method, name in models.items():
        flags = compare.METHODS[method][1]
        assert flags[:len(read(name))] == read(name), method
    assert compare.METHODS["mlm"][1][2:2 + len(read("MLM_MODEL"))] == read("MLM_MODEL")
    kit = {"trtd+mrtd": "XLM_E_MODEL", "permutation_lm": "XLNET_MODEL", "ca_mlm": "VECO_MODEL",
           "marge_retrieval": "MARGE_MODEL"}
    for task, name in kit.items():
        assert gpu_kit.TASKS[task][1][:len(read(name))] == read(name), task
        assert not {"--task", "--criterion", "--user-dir"} & {*gpu_kit.TASKS[task][1][len(read(name)):],
                                                               *gpu_kit.COMMON}, task


def test_an_interrupt_stops_the_running_stage(tmp_path):
    """Ctrl-C at a pipeline (SIGINT to its process group) stops the stage's command too: bash starts
    a script's background commands with SIGINT ignored, so without stages.sh's trap the command
    (here a stand-in for fairseq-train) would go on running after the script ended."""
    import signal
    import time

    marker = tmp_path / "still_running"
    program = tmp_path / "stage.py"
    program.write_text("import signal, sys, time\n"
                       f"signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))\n"
                       f"time.sleep(3)\nopen({str(marker)!r}, 'w').write('ran on')\n")
    for function in ("logged", "trained"):
        call = f'logged "{tmp_path}/log" {sys.executable} {program}' if function == "logged" else \
            f'trained "{tmp_path}/log" stage 1 {sys.executable} {program}'
        # a terminal's shell: SIGINT at its default (pytest-xdist's workers ignore it, and a signal
        # ignored when bash starts cannot be trapped)
        script = subprocess.Popen(["bash", "-c", f"source examples/stages.sh\n{call}\necho after\n"], cwd=REPO,
                                  stdout=subprocess.PIPE, text=True, start_new_session=True,
                                  preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                                  env=dict(os.environ, PROGRESS_SECONDS="1"))
        time.sleep(1.0)
        os.killpg(script.pid, signal.SIGINT)
        out, _ = script.communicate(timeout=30)
        time.sleep(3.5)
        assert script.returncode == 130 and "after" not in out, function
        assert not marker.exists(), f"{function}: the stage's command went on after the interrupt"


def test_everything_trains_without_triton(data_bin, tmp_path):
    """Triton is an optional extra (issue 53's acceptance: the suite passes on a machine without a GPU or Triton):
    with an import of it failing, every module of the plugin imports, both kernels say they do not apply, and
    fairseq-train trains XLM-E (trtd, xlm_e_tiny) a few updates through the plugin."""
    absent = tmp_path / "no_triton"
    (absent / "triton").mkdir(parents=True)
    (absent / "triton" / "__init__.py").write_text("raise ImportError('no Triton on this machine (a test)')\n")
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([str(absent), str(REPO)]))
    check = ("import importlib, pkgutil, fairseq_xl\n"
             "for module in pkgutil.walk_packages(fairseq_xl.__path__, 'fairseq_xl.'):\n"
             "    importlib.import_module(module.name)\n"
             "from fairseq_xl.modules import gated_attention_kernel as g, replacement_sampling_kernel as r\n"
             "assert g.triton is None and r.triton is None and not g.available(), g.triton\n"
             "print('imported without Triton')\n")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, env=environment, timeout=300)
    assert done.returncode == 0 and "imported without Triton" in done.stdout, done.stderr[-3000:]
    done = subprocess.run([str(BIN / "fairseq-train"), str(data_bin), "--task", "trtd", "--langs", "all",
                           "--save-dir", str(tmp_path / "checkpoints"), "--max-update", "3", "--no-save",
                           *[str(flag) for flag in TRAIN_FLAGS]],
                          capture_output=True, text=True, env=environment, timeout=600)
    assert done.returncode == 0 and "num_updates" in done.stdout + done.stderr, done.stderr[-3000:]
