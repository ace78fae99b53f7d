"""Import a Hugging Face XLNet (``XLNetLMHeadModel``, e.g. ``xlnet-base-cased``; an ``XLNetModel``, whose output
bias starts at zero; an ``XLNetForSequenceClassification`` with its head; another fine-tuned ``XLNetFor*``, whose
task head is left out, by name) as a ``permutation_lm`` checkpoint, the inverse of ``python -m fairseq_xl.hf.export``:

    python -m fairseq_xl.hf.import_xlnet HF_DIR --out DIR

HF_DIR holds ``config.json``, ``model.safetensors`` (or ``pytorch_model.bin``, read through the
checkpoint gate, ``guards/received``) and ``spiece.model`` (``tokenizer_config.json`` too, where it says
``do_lower_case``, ``remove_space`` or ``keep_accents``). DIR gets ``checkpoint.pt``, ``dict.txt``,
``spm.model`` and ``xlnet_text.json`` (the tokenizer's normalisation,
``fairseq_xl.data.xlnet_sentencepiece``): DIR is both the model and its data folder's vocabulary, so
the hub loads it (``XLNetModel.from_pretrained(DIR, "checkpoint.pt", DIR)``), the pipelines take it as
an existing vocabulary (``SPM_MODEL=DIR/spm.model DICT=DIR/dict.txt``) and ``fairseq-train
--restore-file DIR/checkpoint.pt --reset-optimizer --reset-dataloader --reset-meters`` continues it.

The ids: fairseq's dictionary begins ``<s> <pad> </s> <unk>``, where XLNet's input ``A <sep> <cls>``
is fairseq-xl's ``A </s> <s>``; so ``<cls>``, ``<pad>``, ``<sep>``, ``<unk>`` become fairseq's four,
every other piece follows in ``spiece.model``'s order, and the embedding and output-bias rows move
with their pieces. XLNet's ``<s>`` and ``</s>`` pieces (which its tokenizer never writes) are left
out. Hugging Face's LayerNorm epsilon (1e-12 in the releases) is kept (``--layer-norm-eps``).

A sequence classifier's summary (the last token's state, ``sequence_summary.summary``, tanh, ``logits_proj``) is
fairseq's classification head ``sentence_classification_head`` (``--classification-head-name``), dense, tanh and
projection, and its labels go to ``label_dict.txt`` (``hf.sequence_classifier``). It reads XLNet's own input,
``A <sep> [B <sep>] <cls>`` in XLNet's segments, at ``<cls>``: the model takes ``--classification-input xlnet``, under
which fairseq's ``sentence_prediction``, given no ``--init-token`` and no ``--separator-token``, feeds the head Hugging
Face's input and logits (``models.xlnet.with_cls``). An ``XLNetForMultipleChoice`` has the same weights, one output:
it comes as the same head, for fairseq's ``sentence_ranking``, and ``hf.export --multiple-choice`` gives it back.
"""
import argparse
import json
import os
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
from fairseq.data import Dictionary
from torch import Tensor

from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.data.xlnet_text import DEFAULTS, TEXT_SETTINGS
from fairseq_xl.guards import model_size, reader
from fairseq_xl.guards.received import stored_elements
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.convert.build import build_from_flags, check_shapes, fill_and_save
from fairseq_xl.hf import received_folder, sequence_classifier
from fairseq_xl.hf.activations import HF_TO_FAIRSEQ
from fairseq_xl.hf.sequence_classifier import HEAD_NAME, Classifier
from fairseq_xl.models.load_in_place import in_place

SPECIALS = ("<cls>", "<pad>", "<sep>", "<unk>")  # as fairseq's <s> <pad> </s> <unk>
LEFT_OUT = ("<s>", "</s>")


# config.json's keys the import reads, and the types it takes for them (None: the key may be null)
CONFIG_TYPES = {"model_type": (str,), "attn_type": (str,), "untie_r": (bool,), "same_length": (bool,),
                "bi_data": (bool,), "ff_activation": (str,), "clamp_len": (int, type(None)),
                "mem_len": (int, type(None)), "layer_norm_eps": (int, float), "d_model": (int,), "n_layer": (int,),
                "n_head": (int,), "d_inner": (int,), "vocab_size": (int,), "architectures": (list,),
                "summary_type": (str,), "summary_use_proj": (bool,), "summary_activation": (str, type(None)),
                "summary_proj_to_labels": (bool,), "id2label": (dict,), "problem_type": (str, type(None))}
SUMMARY = {"summary_type": "last", "summary_use_proj": True, "summary_activation": "tanh",
           "summary_proj_to_labels": False}  # XLNetForSequenceClassification's, as fairseq's head computes it
SUMMARY_WEIGHTS = {"sequence_summary.summary.weight": "dense.weight", "sequence_summary.summary.bias": "dense.bias",
                   "logits_proj.weight": "out_proj.weight", "logits_proj.bias": "out_proj.bias"}


def read_config(folder: str) -> dict:
    """config.json (``received_folder``), if it is an XLNet that fairseq-xl's model computes exactly:
    each key the import reads of its type, one line naming the key otherwise."""
    path = os.path.join(folder, "config.json")
    config = received_folder.read_config(folder, CONFIG_TYPES)
    # untie_r is not among them: Hugging Face's PyTorch XLNet keeps each layer's biases either way (the flag
    # matters only when converting TensorFlow checkpoints), so the weights say what the model computes
    wanted = {"model_type": "xlnet", "attn_type": "bi", "same_length": False, "bi_data": False}
    for key, value in wanted.items():
        if config.get(key, value) != value:
            raise WrongCheckpointError(f"{path}: {key} {config.get(key)!r}; the import takes {key} {value!r}")
    if config.get("ff_activation", "gelu") not in HF_TO_FAIRSEQ:
        raise WrongCheckpointError(f"{path}: ff_activation {config['ff_activation']!r}, not one of "
                                   f"{sorted(HF_TO_FAIRSEQ)}")
    if (config.get("clamp_len") or -1) > 0:
        raise WrongCheckpointError(f"{path}: clamp_len {config['clamp_len']}; fairseq-xl's XLNet does not clamp")
    for key in ("d_model", "n_layer", "n_head", "d_inner", "vocab_size"):
        if not isinstance(config.get(key), int) or config[key] <= 0:
            raise WrongCheckpointError(f"{path}: {key} {config.get(key)!r} (a positive integer is needed)")
    if (config.get("mem_len") or 0) < 0 or not 0 < config.get("layer_norm_eps", 1e-12) < 1:
        raise WrongCheckpointError(f"{path}: mem_len {config.get('mem_len')!r}, layer_norm_eps "
                                   f"{config.get('layer_norm_eps')!r} (0 or more; between 0 and 1)")
    return config


def read_text_settings(folder: str) -> Dict[str, bool]:
    """The tokenizer's normalisation from tokenizer_config.json (XLNetTokenizer's defaults elsewhere)."""
    path = os.path.join(folder, "tokenizer_config.json")
    given = {}
    if os.path.lexists(path):
        settings = reader.read_json(path, folder, limit=2 ** 20, what="tokenizer_config.json")
        if not isinstance(settings, dict):
            raise WrongCheckpointError(f"{path}: a JSON {type(settings).__name__} where the settings are an object")
        given = {key: value for key, value in settings.items() if key in DEFAULTS}
    wrong = {key: value for key, value in given.items() if not isinstance(value, bool)}
    if wrong:
        raise WrongCheckpointError(f"{path}: {wrong} (true or false)")
    return {**DEFAULTS, **given}


def dictionary_and_order(spm_path: str, vocab_size: int, folder: str) -> Tuple[Dictionary, List[int]]:
    """fairseq's dictionary of the SentencePiece model's pieces and, for each of its ids, the
    Hugging Face id it takes its rows from."""
    try:
        pieces = [piece.piece for piece in read_sentencepiece(spm_path, folder).pieces]
    except ValueError as error:
        raise WrongCheckpointError(f"{spm_path}: not XLNet's SentencePiece model ({error})") from error
    if len(pieces) != vocab_size:
        raise WrongCheckpointError(f"{spm_path}: {len(pieces)} pieces, config.json's vocab_size {vocab_size}")
    index = {piece: i for i, piece in enumerate(pieces)}
    missing = [piece for piece in SPECIALS if piece not in index]
    if missing:
        raise WrongCheckpointError(f"{spm_path}: no {', '.join(missing)} piece: not XLNet's spiece.model")
    dictionary = Dictionary()
    order = [index[piece] for piece in SPECIALS]
    for piece in pieces:
        if piece not in SPECIALS and piece not in LEFT_OUT:
            order.append(index[piece])
            dictionary.add_symbol(piece)
    assert len(dictionary) == len(order)
    return dictionary, order


def split_weights(weights: Dict[str, Tensor], config: dict, folder: str) -> Tuple[str, Dict[str, Tensor], List[str]]:
    """(the encoder's prefix: ``transformer.`` in ``XLNetLMHeadModel`` and the task models, none in an
    ``XLNetModel``; an ``XLNetForSequenceClassification``'s head under fairseq's names, ``SUMMARY_WEIGHTS``, empty
    for another model; the names left out: other task heads, which fairseq's XLNet has not)."""
    prefix = "transformer." if "transformer.word_embedding.weight" in weights else ""
    if f"{prefix}word_embedding.weight" not in weights:
        raise WrongCheckpointError(f"{folder}: no word_embedding.weight (nor under transformer.) in its weights: not "
                                   "an XLNet")
    head = {}  # XLNetForMultipleChoice has the same weights, for another task: config.json's architectures tell
    heads = ("XLNetForSequenceClassification", "XLNetForMultipleChoice")
    if set(heads) & set(config.get("architectures") or []) and set(SUMMARY_WEIGHTS) <= set(weights):
        path = os.path.join(folder, "config.json")
        for key, value in SUMMARY.items():
            if config.get(key, value) != value:
                raise WrongCheckpointError(f"{path}: {key} {config[key]!r}; fairseq's classification head is "
                                           f"XLNetForSequenceClassification's with {key} {value!r}")
        head = {ours: weights[theirs] for theirs, ours in SUMMARY_WEIGHTS.items()}
    kept = ((prefix, "lm_loss.") if prefix else ("",)) + (("sequence_summary.", "logits_proj.") if head else ())
    return prefix, head, sorted({key.split(".")[0] for key in weights if not key.startswith(kept)})


def our_weights(hf: Dict[str, Tensor], config: dict, order: List[int], prefix: str) -> Dict[str, Tensor]:
    """fairseq-xl's names for ``XLNetLMHeadModel``'s weights (``export.xlnet_state_dict`` inverted; under
    ``prefix``); without ``lm_loss.bias`` (an ``XLNetModel``), the output bias starts at zero."""
    dim = config["d_model"]
    rows = torch.tensor(order)
    mapped = {"embed_tokens.weight": hf[f"{prefix}word_embedding.weight"][rows],
              "mask_emb": hf[f"{prefix}mask_emb"].reshape(dim),
              "output_bias": hf["lm_loss.bias"][rows] if "lm_loss.bias" in hf else torch.zeros(len(order))}
    for layer in range(config["n_layer"]):
        theirs, ours = f"{prefix}layer.{layer}.", f"layers.{layer}."
        for name, linear in (("q", "self_attn.q_proj"), ("k", "self_attn.k_proj"), ("v", "self_attn.v_proj"),
                             ("r", "position_proj")):
            mapped[f"{ours}{linear}.weight"] = hf[f"{theirs}rel_attn.{name}"].reshape(dim, dim).t()
        mapped[f"{ours}self_attn.out_proj.weight"] = hf[f"{theirs}rel_attn.o"].reshape(dim, dim)
        for name, our_name in (("r_w_bias", "r_w_bias"), ("r_r_bias", "r_r_bias"), ("r_s_bias", "r_s_bias"),
                               ("seg_embed", "segment_embed")):
            mapped[f"{ours}{our_name}"] = hf[f"{theirs}rel_attn.{name}"]
        for name, our_name in (("rel_attn.layer_norm", "self_attn_layer_norm"), ("ff.layer_norm", "final_layer_norm"),
                               ("ff.layer_1", "fc1"), ("ff.layer_2", "fc2")):
            for part in ("weight", "bias"):
                mapped[f"{ours}{our_name}.{part}"] = hf[f"{theirs}{name}.{part}"]
    return {key: value.contiguous().float() for key, value in mapped.items()}


class Imported(NamedTuple):
    """What ``convert`` wrote: the model's fairseq-train flags, the names left out, the sequence classifier (None
    without one)."""
    flags: List[str]
    left_out: List[str]
    classifier: Optional[Classifier]


def convert(folder: str, out: str, head_name: str = HEAD_NAME) -> Imported:
    """Write OUT, all or nothing."""
    sequence_classifier.check_name(head_name)
    out = check_free(out)
    config = read_config(folder)
    weights = received_folder.read_weights(folder)
    prefix, head, left_out = split_weights(weights, config, folder)
    sequence = sequence_classifier.classifier(config, head, head_name, os.path.join(folder, "config.json")) \
        if head else None
    settings = read_text_settings(folder)
    spm_path = os.path.join(folder, "spiece.model")
    dictionary, order = dictionary_and_order(spm_path, config["vocab_size"], folder)
    flags = ["--arch=xlnet_base", f"--encoder-layers={config['n_layer']}", f"--encoder-embed-dim={config['d_model']}",
             f"--encoder-ffn-embed-dim={config['d_inner']}", f"--encoder-attention-heads={config['n_head']}",
             f"--activation-fn={HF_TO_FAIRSEQ[config.get('ff_activation', 'gelu')]}",
             f"--layer-norm-eps={config.get('layer_norm_eps', 1e-12)}", f"--mem-len={config.get('mem_len') or 0}"]
    flags += ["--classification-input=xlnet"] if head else []
    with output_folder(out) as partial:
        dictionary.save(os.path.join(partial, "dict.txt"))
        with open(os.path.join(partial, "spm.model"), "wb") as file:
            file.write(reader.read_bytes(spm_path, folder, what="SentencePiece model"))
        with open(os.path.join(partial, TEXT_SETTINGS), "w", encoding="utf-8") as file:
            json.dump(settings, file)
        if sequence:
            sequence_classifier.write_labels(partial, sequence)
        arguments = [partial, "--task", "permutation_lm", *flags]
        try:  # the plugin's checks of the flags the config gives (heads that divide the width, ...)
            count = model_size.parameter_count(lambda: build_from_flags(arguments)[1])
        except ValueError as error:
            raise WrongCheckpointError(f"{folder}/config.json: {(str(error).splitlines() or [''])[0]}") from None
        stored = stored_elements(weights) - sum(value.numel() for value in head.values())  # the head's come below
        count -= 0 if "lm_loss.bias" in weights else len(dictionary)  # a new output bias is not in the file
        if count > stored:
            raise WrongCheckpointError(f"{folder}/config.json asks for a model of {count:,} parameters, but the "
                                       f"weights hold {stored:,}; its sizes do not fit them (nothing was built)")
        try:
            mapped = our_weights(weights, config, order, prefix)
        except KeyError as error:
            raise WrongCheckpointError(f"{folder}: no weight {error.args[0]!r}, which an XLNet of its config.json "
                                       "holds") from None
        mapped.update((f"classification_heads.{head_name}.{name}", value.contiguous().float())
                      for name, value in head.items())
        with in_place():  # every weight is mapped (the output bias at zero where the folder has none)
            cfg, model = build_from_flags(arguments)
            if head:  # the head's sizes are its tensors', which the file holds
                model.register_classification_head(head_name, num_classes=sequence.outputs,
                                                   inner_dim=head["dense.weight"].size(0))
            own = model.state_dict()
            check_shapes(mapped, own, f"{folder} (its config.json)")
            fill_and_save(cfg, model, {**own, **mapped}, [], os.path.join(partial, "checkpoint.pt"))
    return Imported(flags, left_out, sequence)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="a Hugging Face XLNetLMHeadModel folder (config.json, weights, spiece.model)")
    parser.add_argument("--out", required=True, help="a new folder: checkpoint.pt, dict.txt, spm.model, "
                        f"{TEXT_SETTINGS} (label_dict.txt with a sequence classifier)")
    parser.add_argument("--classification-head-name", default=HEAD_NAME, metavar="NAME",
                        help="the name of a sequence classifier's head in checkpoint.pt (fairseq's "
                        "sentence_prediction's flag of that name; default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        flags, left_out, classifier = convert(args.folder, args.out, args.classification_head_name)
    except (*CHECKPOINT_ERRORS, KeyError, ValueError) as error:
        parser.error(f"{args.folder}: {error}" if isinstance(error, KeyError) else str(error))
    out = os.path.normpath(args.out)
    print(f"| wrote {out}: checkpoint.pt, dict.txt, spm.model, {TEXT_SETTINGS} from {args.folder}")
    if left_out:
        print(f"| left out: {', '.join(left_out)} (no part of a permutation_lm checkpoint)")
    if classifier:  # XLNet's own input: sentence_prediction without --init-token and --separator-token
        sequence_classifier.print_command(classifier, out, "checkpoint.pt", flags, input_flags="")
    print(f"| continue it with: fairseq-train DATA --user-dir fairseq_xl --task permutation_lm {' '.join(flags)} "
          f"--restore-file {out}/checkpoint.pt --reset-optimizer --reset-dataloader --reset-meters ... (DATA "
          f"binarized with SPM_MODEL={out}/spm.model DICT={out}/dict.txt)")


if __name__ == "__main__":
    sys.exit(main())
