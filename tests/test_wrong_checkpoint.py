"""Every script that reads a checkpoint stops with argparse's exit status 2 and a message naming
the file, when the checkpoint is of a method the script does not take (naming the method and
what the script takes) or cannot be read (truncated, not a checkpoint), before it builds
anything: no traceback, no error about the dictionary."""
import pytest
import torch
from fairseq import checkpoint_utils
from omegaconf import OmegaConf

from conftest import REPO, run, train


@pytest.fixture(scope="module")
def checkpoints(data_bin, tmp_path_factory):
    """A real XLM-E checkpoint (mrtd, 1 update), the same weights labelled as fairseq's
    translation Transformer (what VECO's plug-in conversion writes), a truncated copy and a file
    that is no checkpoint."""
    root = tmp_path_factory.mktemp("checkpoints")
    train(data_bin, root, "--task", "mrtd", "--max-update", "1", "--disable-validation")
    xlm_e = root / "checkpoint_last.pt"
    state = checkpoint_utils.load_checkpoint_to_cpu(str(xlm_e))
    cfg = OmegaConf.to_container(state["cfg"])
    cfg["model"]["_name"], cfg["task"]["_name"] = "transformer", "translation"
    torch.save({**state, "cfg": cfg}, root / "transformer.pt")
    data = xlm_e.read_bytes()
    (root / "truncated.pt").write_bytes(data[:len(data) // 2])
    (root / "notes.pt").write_text("not a checkpoint\n")
    cfg = OmegaConf.to_container(state["cfg"])
    cfg["model"]["encoder_ffn_embed_dim"] = 10 ** 9  # 1,000 times the weights: terabytes if built
    torch.save({**state, "cfg": cfg}, root / "oversized.pt")
    model = dict(state["model"])
    name = next(key for key, value in model.items() if value.is_floating_point())
    model[name] = model[name].clone().index_fill_(0, torch.tensor([0]), float("inf"))
    torch.save({**state, "model": model}, root / "diverged.pt")
    (root / "pair.en").write_text("a sentence\n")
    (root / "pair.de").write_text("ein Satz\n")
    return root


XLM_E = "a checkpoint of XLM-E (--task mrtd/trtd), trained by --task mrtd"
TRANSFORMER = "a checkpoint of fairseq's Transformer (--task translation), trained by --task translation"
EVALUATIONS = ("the retrieval and transfer evaluation takes XLM-E (--task mrtd/trtd), XLNet (--task permutation_lm), "
               "VECO (--task ca_mlm), "
               "MARGE (--task marge_retrieval), fairseq's RoBERTa (--task masked_lm) checkpoints")


@pytest.mark.parametrize("command, checkpoint, message", [
    (["examples/marge/evidence_report.py", "{ckpt}", "{data}"], "checkpoint_last.pt",
     f"{XLM_E}; evidence_report.py takes MARGE (--task marge_retrieval) checkpoints"),
    (["-m", "fairseq_xl.convert.veco", "encoder", "{ckpt}", "--data", "{data}", "--out", "{out}"],
     "checkpoint_last.pt",
     f"{XLM_E}; the conversion takes VECO (--task ca_mlm) checkpoints"),
    (["examples/evaluate_retrieval.py", "{ckpt}", "--data", "{data}", "--pair", "{pairs}/pair.en",
      "{pairs}/pair.de"], "transformer.pt",
     f"{TRANSFORMER}; {EVALUATIONS}"),
    (["-m", "fairseq_xl.hf.export", "{ckpt}", "--data", "{data}", "--out", "{out}"], "transformer.pt",
     f"{TRANSFORMER}; the export takes XLM-E (--task mrtd/trtd), XLNet (--task permutation_lm), VECO "
     "(--task ca_mlm), fairseq's RoBERTa (--task masked_lm) checkpoints"),
    (["-m", "fairseq_xl.convert.xlm_e_discriminator", "{ckpt}", "--data", "{data}", "--out", "{out}"],
     "transformer.pt", f"{TRANSFORMER}; the discriminator's export takes XLM-E (--task mrtd/trtd) checkpoints"),
    (["examples/evaluate_transfer.py", "{ckpt}", "--data", "{data}"], "truncated.pt",
     "truncated.pt: not a readable checkpoint (truncated, or not written by fairseq?): neither the zip archive"),
    (["examples/marge/evidence_report.py", "{ckpt}", "{data}"], "notes.pt",
     "notes.pt: not a readable checkpoint (truncated, or not written by fairseq?)"),
    (["examples/xlm_e/export_discriminator.py", "{ckpt}", "--data", "{data}", "--out", "{out}"], "truncated.pt",
     "truncated.pt: not a readable checkpoint"),  # the command's old path, kept working
    (["-m", "fairseq_xl.convert.from_xlmr", "xlm_e", "{ckpt}", "--data", "{data}", "--out", "{out}"],
     "transformer.pt", "transformer.pt: a checkpoint of 'transformer', not fairseq's RoBERTa / XLM-R"),
    (["-m", "fairseq_xl.from_xlmr", "veco", "{ckpt}", "--data", "{data}", "--out", "{out}"],  # its old name
     "transformer.pt", "transformer.pt: a checkpoint of 'transformer', not fairseq's RoBERTa / XLM-R"),
    (["examples/evaluate_transfer.py", "{ckpt}", "--data", "{data}"], "oversized.pt",
     "oversized.pt: the checkpoint's config asks for cfg.model.encoder_ffn_embed_dim = 1,000,000,000, more than "
     "its weights hold"),
    (["-m", "fairseq_xl.hf.export", "{ckpt}", "--data", "{data}", "--out", "{out}"], "diverged.pt",
     "diverged.pt: weight "),
    (["examples/xlm_e/diagnose.py", "{ckpt}", "--data", "{data}"], "transformer.pt",
     f"{TRANSFORMER}; diagnose.py takes XLM-E (--task mrtd/trtd) checkpoints"),
    (["examples/objective.py", "{ckpt}", "--data", "{data}"], "truncated.pt",
     "truncated.pt: not a readable checkpoint"),
    (["-m", "fairseq_xl.hf.import_xlnet", "{pairs}", "--out", "{out}"], "",
     "config.json"),  # a fairseq checkpoint folder is not a Hugging Face one
    (["examples/sentence_states.py", "{ckpt}", "--data", "{data}"], "truncated.pt",
     "truncated.pt: not a readable checkpoint"),
    (["examples/translation_use.py", "{ckpt}", "--data", "{data}"], "transformer.pt",
     f"{TRANSFORMER}; translation_use.py takes XLM-E (--task mrtd/trtd), fairseq's RoBERTa (--task masked_lm) "
     "checkpoints"),
])
def test_a_script_names_the_checkpoint_and_what_it_takes(checkpoints, data_bin, tmp_path, command, checkpoint,
                                                         message):
    values = {"ckpt": checkpoints / checkpoint, "data": data_bin, "out": tmp_path / "out", "pairs": checkpoints}
    done = run(["python", *[str(part).format(**values) for part in command]], check=False)
    assert done.returncode == 2 and message in done.stderr, done.stderr[-3000:]
    assert "Traceback" not in done.stderr and not (tmp_path / "out").exists()


def test_fairseq_train_names_a_truncated_restore_file(checkpoints, data_bin, tmp_path):
    done = train(data_bin, tmp_path, "--task", "mrtd", "--max-update", "1", "--restore-file",
                 checkpoints / "truncated.pt", check=False)
    assert done.returncode != 0 and "truncated.pt: not a readable checkpoint" in done.stderr, done.stderr[-3000:]
    assert not list(tmp_path.glob("*.pt"))


def test_every_checkpoint_reading_script_is_covered():
    """A new script that reads checkpoints must join the table above."""
    readers = {path.relative_to(REPO).as_posix() for folder in ("examples", "fairseq_xl/hf", "fairseq_xl/convert")
               for path in (REPO / folder).rglob("*.py")
               if any(name in path.read_text(encoding="utf-8")
                      for name in ("load_hub", "require_model", "load_checkpoint_to_cpu"))}
    assert readers == {"examples/compare.py", "examples/evaluate_transfer.py", "examples/marge/evidence_report.py",
                       "examples/evaluate_retrieval.py", "fairseq_xl/convert/xlm_e_discriminator.py",
                       "examples/xlm_e/diagnose.py", "fairseq_xl/convert/veco.py", "fairseq_xl/hf/export.py",
                       "examples/objective.py", "examples/sentence_states.py", "examples/translation_use.py",
                       "fairseq_xl/convert/from_xlmr.py"}, readers
