"""fairseq-hydra-train with the plugin (docs/hydra.md): the documented config trains what the quickstart's recipe
trains on the command line, to the bit, with a plugin architecture named in the config; the checkpoint loads
through the plugin's gate; a run that Hydra moves to another folder is said in the log."""
import re
import sys

from fairseq_xl.hub import load_hub

from conftest import REPO, assert_same_checkpoints, run, said_in_one_line

sys.path.insert(0, str(REPO / "examples"))
from recipes import read  # noqa: E402


def documented_config(folder):
    """docs/hydra.md's config, written into ``folder`` as xlm_e_small.yaml."""
    text = (REPO / "docs/hydra.md").read_text(encoding="utf-8")
    config = re.search(r"cat > work/hydra/xlm_e_small.yaml <<'EOF'\n(.*?)\nEOF\n", text, re.S).group(1)
    folder.mkdir()
    (folder / "xlm_e_small.yaml").write_text(config + "\n", encoding="utf-8")
    return folder


def test_documented_config_trains_the_recipe(data_bin, tmp_path):
    """The config (``model: {_name: xlm_e_small}``, an override on the command line) against XLM_E_RECIPE with that
    flag: the same weights after 3 updates (without the plugin's repair, xlm_e's defaults: 768 wide, 12 layers)."""
    config = documented_config(tmp_path / "config")
    run(["fairseq-hydra-train", "--config-dir", config, "--config-name", "xlm_e_small", f"task.data={data_bin}",
         "optimization.max_update=3", "dataset.disable_validation=true", f"checkpoint.save_dir={tmp_path / 'hydra'}",
         "+model.generator_layers=1"], cwd=tmp_path, fresh=True)  # fresh: the plugin imported inside train.main
    run(["fairseq-train", data_bin, *read("XLM_E_RECIPE"), "--seed", "1", "--max-update", "3",
         "--disable-validation", "--no-epoch-checkpoints", "--save-dir", tmp_path / "cli", "--generator-layers", "1"])
    assert_same_checkpoints(tmp_path / "hydra/checkpoint_last.pt", tmp_path / "cli/checkpoint_last.pt")
    hub = load_hub(str(tmp_path / "hydra/checkpoint_last.pt"), str(data_bin))
    assert len(hub.model.generator.layers) == 1 and len(hub.model.discriminator.layers) == 4
    assert hub.extract_features(hub.encode("Die Datei wurde nicht gefunden.")).shape[-1] == 128


def test_moved_run_is_said(data_bin, tmp_path):
    """Run in another folder (``hydra.run.dir`` with ``hydra.job.chdir``, as Hydra's default outputs/DATE/TIME), a
    relative ``task.data`` is not found there: the log says where the run is and where it was started, before the
    error."""
    config = documented_config(tmp_path / "config")
    (tmp_path / "data-bin").symlink_to(data_bin)
    done = run(["fairseq-hydra-train", "--config-dir", config, "--config-name", "xlm_e_small", "task.data=data-bin",
                "hydra.run.dir=elsewhere", "hydra.job.chdir=true"], cwd=tmp_path, check=False)
    output = done.stdout + done.stderr
    said_in_one_line(done, "data-bin/dict.txt: no dictionary", "fairseq-hydra-train")
    assert f"runs in {tmp_path / 'elsewhere'} (Hydra's run folder), not in {tmp_path} where it was started" in output


def test_a_refusal_is_one_line_naming_the_configs_key(data_bin, tmp_path):
    """A field's value that the plugin refuses comes out as fairseq-train's refusals do, one line, the field named as
    the config names it (``task.mask_prob``, not ``--mask-prob``), where Hydra printed a traceback of 25 lines."""
    config = documented_config(tmp_path / "config")
    done = run(["fairseq-hydra-train", "--config-dir", config, "--config-name", "xlm_e_small", f"task.data={data_bin}",
                "+task.mask_prob=1.5"], cwd=tmp_path, check=False)
    said_in_one_line(done, "task.mask_prob 1.5: must be in (0, 1]", "fairseq-hydra-train")
    assert "Error executing job" not in done.stderr


def test_a_refusals_flags_are_named_where_the_config_sets_them():
    """Each field by the group that sets it (not the one that takes it by interpolation), a component by its group's
    ``_name``; a flag of no group, or of several that set it, as it is."""
    from omegaconf import OmegaConf

    from fairseq_xl.repairs.hydra_train import config_names

    cfg = OmegaConf.create({"task": {"_name": "trtd", "mask_prob": 1.5, "tokens_per_sample": 512, "seed": 1},
                            "model": {"_name": "xlm_e_small", "max_positions": "${task.tokens_per_sample}",
                                      "tokens_per_sample": "${task.tokens_per_sample}"},
                            "common": {"seed": 1}})
    said = config_names(cfg)("--arch xlm_e_small: --task trtd, --mask-prob 1.5 and --tokens-per-sample 512 "
                             "(--max-positions, --seed, --no-such-flag)")
    assert said == ("model._name xlm_e_small: task._name trtd, task.mask_prob 1.5 and task.tokens_per_sample 512 "
                    "(model.max_positions, --seed, --no-such-flag)")


def test_float16_without_a_gpu_stops_at_once(tmp_path):
    """``common.fp16`` on the CPU stops before fairseq builds anything, naming the config's key, as ``--fp16`` does."""
    config = documented_config(tmp_path / "config")
    done = run(["fairseq-hydra-train", "--config-dir", config, "--config-name", "xlm_e_small",
                f"task.data={tmp_path / 'absent'}", "common.fp16=true"], cwd=tmp_path, check=False)
    output = done.stdout + done.stderr
    assert done.returncode != 0 and "common.fp16 trains with CUDA's float16 kernels" in output, output[-2000:]
    assert "or bfloat16 (common.bf16)" in output and "no dictionary" not in output
