"""Export the discriminator of an XLM-E training checkpoint for downstream use.

    python -m fairseq_xl.convert.xlm_e_discriminator CHECKPOINT --data DATA --out DIR

DIR gets model.pt (the discriminator alone: embeddings, encoder and RTD head, no
generator, no optimizer state), dict.txt and sentencepiece.bpe.model, the layout of
fairseq's released RoBERTa/XLM-R models, so that

    from fairseq_xl.models.xlm_e import XLMEModel
    xlm_e = XLMEModel.from_pretrained(DIR)
    features = xlm_e.extract_features(xlm_e.encode("Hallo Welt"))
"""
import argparse
import os
import sys

from fairseq import checkpoint_utils
from omegaconf import OmegaConf, open_dict

from fairseq_xl.guards import reader
from fairseq_xl.guards.checkpoint_kind import require_model
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.version import task_state

GENERATOR_PREFIXES = ("generator.", "lm_head.")


def export(checkpoint: str, data: str, out: str) -> str:
    """Write the export to ``out``, all or nothing (``output_folder``); the path of its model.pt."""
    check_free(out)
    for name in ("dict.txt", "spm.model"):
        if not os.path.isfile(os.path.join(data, name)):
            raise FileNotFoundError(f"{data}: no {name}; give the folder of preprocess/prepare_xlm_e_data.sh")
    state = require_model(checkpoint, ["xlm_e"], "the discriminator's export")
    cfg = state["cfg"]
    with open_dict(cfg):
        cfg.model.generator_layers = 0
        cfg.task.data = "."
    model = {key: value for key, value in state["model"].items() if not key.startswith(GENERATOR_PREFIXES)}
    with output_folder(out) as folder:
        checkpoint_utils.torch_persistent_save(
            {"cfg": OmegaConf.to_container(cfg, resolve=True), "args": None, "model": model,
             "optimizer_history": state["optimizer_history"], "extra_state": {}, "task_state": task_state(),
             "last_optimizer_state": None},
            os.path.join(folder, "model.pt"),
        )
        reader.copy_in(os.path.join(data, "dict.txt"), data, os.path.join(folder, "dict.txt"))
        reader.copy_in(os.path.join(data, "spm.model"), data, os.path.join(folder, "sentencepiece.bpe.model"))
    return os.path.join(os.path.normpath(out), "model.pt")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="folder with dict.txt and spm.model")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    try:
        path = export(args.checkpoint, args.data, args.out)
    except CHECKPOINT_ERRORS as error:
        parser.error(str(error))
    print(f"| exported the discriminator to {path}")


if __name__ == "__main__":
    sys.exit(main())
