"""--ddp-backend fully_sharded: what the CPU can check of the plugin's part (fairscale's FSDP needs
CUDA; docs/gpu.md has the H200 runs). A task whose criterion runs the model once per objective
(trtd with --langs, mrtd's family; ca_mlm) asks fairscale's ``wrap`` through the model's
``wrapper_config`` for a root that gathers its weights again in backward
(``disable_reshard_on_root=False``): without it, fairscale's root FSDP stopped at the first
backward of trtd+mrtd and ca_mlm on an H200 ("expected to be in states [IDLE] but current state is
BACKWARD_POST"); with it both trained and resumed there. Single-forward tasks keep fairscale's
default, which skips that second gather."""
import pytest
from fairseq import options, tasks
from fairseq.dataclass.utils import convert_namespace_to_omegaconf

from conftest import REPO

FLAGS = {
    "trtd": ["--task", "trtd", "--langs", "all", "--lang-pairs", "all", "--arch", "xlm_e_tiny",
             "--criterion", "replaced_token_detection"],
    "ca_mlm": ["--task", "ca_mlm", "--langs", "all", "--lang-pairs", "all", "--arch", "veco_tiny",
               "--criterion", "ca_mlm"],
    "permutation_lm": ["--task", "permutation_lm", "--arch", "xlnet_tiny", "--criterion", "permutation_lm",
                       "--reuse-len", "64", "--mem-len", "96"],
}


def built(data_bin, flags):
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(data_bin), "--user-dir", str(REPO / "fairseq_xl"), *flags,
                                                "--tokens-per-sample", "128", "--cpu"])
    cfg = convert_namespace_to_omegaconf(args)
    return tasks.setup_task(cfg.task).build_model(cfg.model)


@pytest.mark.parametrize("task, reshards", [("trtd", True), ("ca_mlm", True), ("permutation_lm", False)])
def test_a_model_run_per_objective_asks_fsdp_to_gather_again_in_backward(data_bin, task, reshards):
    model = built(data_bin, FLAGS[task])
    assert getattr(model, "wrapper_config", {}) == ({"disable_reshard_on_root": False} if reshards else {})
