"""Import an XLM-E folder back from Hugging Face (the export's, or a classifier fine-tuned from it).

What ``python -m fairseq_xl.hf.export`` wrote for XLM-E with its relative bias or pre-LN (``XLMEForPreTraining``,
``model_type`` ``xlm_e``), or a classifier fine-tuned from it in ``transformers``
(``XLMEForSequenceClassification``; a multiple-choice model, ``XLMEForMultipleChoice``, whose head is the same with
one output, for fairseq's ``sentence_ranking``), becomes an XLM-E checkpoint that fairseq-xl's tools take:

    python -m fairseq_xl.hf.import_xlm_e HF_DIR [--data DATA] --out DIR

The folder's Python files (``trust_remote_code``'s) are neither run nor read: ``config.json`` gives the
architecture and ``model.safetensors`` the weights, through the gate (``received_folder``). The vocabulary is
fairseq's own: ``dict.txt`` and ``spm.model`` from DATA (default: HF_DIR, where the export writes them; a folder
that ``transformers`` saved after fine-tuning holds neither: give the export's folder or the binarized data the
model was trained on). Where HF_DIR has ``tokenizer.json`` (the export's), its ids must be ``dict.txt``'s, id for
id; ``config.json``'s ``vocab_size`` must be the dictionary's size.

DIR gets ``checkpoint.pt`` (``--arch xlm_e_base`` at the config's sizes, relative bias and LayerNorm placement;
``--generator-layers 0``: the export leaves the generator out, and the discriminator alone is what XLM-E's
fine-tuning and evaluations build; an export ``--with-generator`` holds it in ``generator.safetensors``, sized in
config.json's ``xlm_e_generator``, and then the whole pre-training checkpoint comes back, bit for bit, for
``fairseq-train --restore-file`` to continue), ``dict.txt`` and ``spm.model``: DIR is also a DATA vocabulary, so the hub
loads it (``fairseq_xl.hub``, DIR as its data) and ``fairseq-train --task sentence_prediction --restore-file
DIR/checkpoint.pt`` fine-tunes or evaluates it. The embeddings, the discriminator and the replaced-token
detection head are the folder's, bit for bit; a classifier's head becomes the classification head
``sentence_classification_head`` (``--classification-head-name``) with its ``id2label`` in ``label_dict.txt``
(for ``LABELS=DIR/label_dict.txt bash preprocess/prepare_classification.sh``), a head the folder lacks gets
fairseq's initialisation. Other task heads are left out, by name. As ``import_xlmr`` and ``import_xlnet`` write theirs,
the checkpoint's task is a pre-training one (``masked_lm``) that holds the head: the hubs register it
(``--load-checkpoint-heads``) with DIR as DATA, and ``hf.export DIR/checkpoint.pt --data DIR`` gives it back.
"""
import argparse
import contextlib
import io
import os
import sys
from typing import Dict, List, NamedTuple, Optional

from fairseq.data import Dictionary
from torch import Tensor

from fairseq_xl import hub
from fairseq_xl.convert.build import build_from_flags, check_flag_values, check_shapes, fill_and_save
from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.guards.received import stored_elements
from fairseq_xl.hf import received_folder, sequence_classifier
from fairseq_xl.hf.activations import HF_TO_FAIRSEQ
from fairseq_xl.hf.import_xlmr import least_parameters
from fairseq_xl.hf.sequence_classifier import HEAD_NAME, Classifier, classifier_weights
from fairseq_xl.models.load_in_place import in_place
from fairseq_xl.hf.export import GENERATOR_FIELDS, GENERATOR_FILE
from fairseq_xl.hf.xlmr_names import LAYER_NORM_EPS
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.modules.biased_encoder import RELATIVE_POSITION_MODES

# config.json's keys the import reads (XLM-E's export writes them: export.xlm_e_remote_config), and their types
CONFIG_TYPES = {"model_type": (str,), "vocab_size": (int,), "hidden_size": (int,), "num_hidden_layers": (int,),
                "num_attention_heads": (int,), "intermediate_size": (int,), "hidden_act": (str,),
                "hidden_dropout_prob": (int, float), "attention_probs_dropout_prob": (int, float),
                "activation_dropout": (int, float), "max_position_embeddings": (int,), "layer_norm_eps": (int, float),
                "normalize_before": (bool,), "rel_pos": (str,), "rel_pos_buckets": (int,),
                "rel_pos_max_distance": (int,), "pad_token_id": (int,), "classifier_dropout": (int, float, type(None)),
                "id2label": (dict,), "problem_type": (str, type(None)), "xlm_e_generator": (dict,),
                "layernorm_embedding": (bool,), "architectures": (list,)}
SIZES = ("vocab_size", "hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size",
         "max_position_embeddings", "rel_pos_buckets", "rel_pos_max_distance")
# Hugging Face's names (export.xlm_e_remote_state_dict) -> ours; the classifier's go to a classification head
RENAMES = (("xlm_e.embeddings.", "embeddings."), ("xlm_e.encoder.", "discriminator."), ("rtd_head.", "rtd_head."))


def read_config(folder: str) -> dict:
    """config.json (``received_folder``), if it is an XLM-E that fairseq-xl's model computes exactly."""
    path = os.path.join(folder, "config.json")
    config = received_folder.read_config(folder, CONFIG_TYPES)
    if config.get("model_type") != "xlm_e":
        raise WrongCheckpointError(f"{path}: model_type {config.get('model_type')!r}; the import takes 'xlm_e' (an "
                                   "XLM-R-shaped export is import_xlmr's)")
    optional = ("classifier_dropout", "id2label", "problem_type", "xlm_e_generator", "architectures",
                "layernorm_embedding")  # the last: true where absent (exports before XLM-R XL's layout)
    missing = [key for key in CONFIG_TYPES if key not in config and key not in optional]
    if missing:
        raise WrongCheckpointError(f"{path}: no {', '.join(missing)} (the export writes every one)")
    wanted = {"layer_norm_eps": LAYER_NORM_EPS, "pad_token_id": 1}
    for key, value in wanted.items():
        if config[key] != value:
            raise WrongCheckpointError(f"{path}: {key} {config[key]!r}; the import takes {value!r}")
    if config["rel_pos"] not in RELATIVE_POSITION_MODES:
        raise WrongCheckpointError(f"{path}: rel_pos {config['rel_pos']!r}, not one of {list(RELATIVE_POSITION_MODES)}")
    if config["hidden_act"] not in HF_TO_FAIRSEQ:
        raise WrongCheckpointError(f"{path}: hidden_act {config['hidden_act']!r}, not one of "
                                   f"{sorted(HF_TO_FAIRSEQ)}")
    try:
        check_flag_values({key: config[key] for key in SIZES}, "gelu", path)
    except ValueError as error:
        raise WrongCheckpointError(str(error)) from None
    if config["max_position_embeddings"] < 3:
        raise WrongCheckpointError(f"{path}: max_position_embeddings {config['max_position_embeddings']} (3 or more: "
                                   "the first two rows are <s>'s and <pad>'s offset)")
    for key in ("hidden_dropout_prob", "attention_probs_dropout_prob", "activation_dropout"):
        if not 0 <= config[key] < 1:
            raise WrongCheckpointError(f"{path}: {key} {config[key]!r} (from 0 up to 1)")
    return config


def generator_sizes(config: dict, path: str) -> Dict[str, object]:
    """config.json's ``xlm_e_generator`` (what ``hf.export --with-generator`` writes beside its generator), each
    value checked; empty where the folder has no generator."""
    sizes = config.get("xlm_e_generator") or {}
    if not sizes:
        return {}
    if set(sizes) != set(GENERATOR_FIELDS):
        raise WrongCheckpointError(f"{path}: xlm_e_generator holds {sorted(sizes)!r:.120}, not "
                                   f"{list(GENERATOR_FIELDS)}")
    try:
        check_flag_values({name: sizes[name] for name in GENERATOR_FIELDS[:3]}, "gelu", f"{path}'s xlm_e_generator")
    except ValueError as error:
        raise WrongCheckpointError(str(error)) from None
    if isinstance(sizes["generator_temperature"], bool) or not isinstance(sizes["generator_temperature"], (int, float)):
        raise WrongCheckpointError(f"{path}: xlm_e_generator's generator_temperature "
                                   f"{sizes['generator_temperature']!r:.40} (a number)")
    return sizes


def flags_of(config: dict, positions: str = "--tokens-per-sample", generator: Optional[Dict[str, object]] = None) \
        -> List[str]:
    """The fairseq-train flags of the model the config describes: the discriminator, and the ``generator``'s
    sizes where it has one (``--generator-layers 0`` otherwise); ``positions``: the flag of its positions (the
    pre-training tasks' ``--tokens-per-sample``, sentence_prediction's ``--max-positions``)."""
    sizes = generator or {"generator_layers": 0}
    flags = ["--arch=xlm_e_base", f"--encoder-layers={config['num_hidden_layers']}",
             f"--encoder-embed-dim={config['hidden_size']}", f"--encoder-ffn-embed-dim={config['intermediate_size']}",
             f"--encoder-attention-heads={config['num_attention_heads']}",
             *(f"--{name.replace('_', '-')}={value}" for name, value in sizes.items()),
             f"--activation-fn={HF_TO_FAIRSEQ[config['hidden_act']]}", f"--rel-pos={config['rel_pos']}",
             f"--rel-pos-buckets={config['rel_pos_buckets']}",
             f"--rel-pos-max-distance={config['rel_pos_max_distance']}",
             f"--dropout={config['hidden_dropout_prob']}",
             f"--attention-dropout={config['attention_probs_dropout_prob']}",
             f"--activation-dropout={config['activation_dropout']}",
             f"{positions}={config['max_position_embeddings'] - 2}"]
    return flags + (["--encoder-normalize-before"] if config["normalize_before"] else []) + \
        (["--no-layernorm-embedding"] if config.get("layernorm_embedding") is False else [])


def vocabulary(folder: str, data: str, vocab_size: int) -> Dictionary:
    """DATA's ``dict.txt`` (with ``<mask>``, as the pipelines write it), checked against the config's
    ``vocab_size``, DATA's SentencePiece model (a unigram model whose pieces are the dictionary's) and, where the
    folder has it, ``tokenizer.json``'s ids."""
    path = os.path.join(data, "dict.txt")
    if not os.path.lexists(path) or not os.path.lexists(hub.spm_path(data)):
        raise FileNotFoundError(f"{data}: no dict.txt and spm.model, the vocabulary the model was trained with: give "
                                "--data the export's folder or the binarized data (a folder that transformers saved "
                                "after fine-tuning holds neither)")
    try:
        dictionary = Dictionary.load(io.StringIO(reader.read_text(path, data, what="dictionary")))
    except (ValueError, RuntimeError) as error:
        raise WrongCheckpointError(f"{path}: not a fairseq dictionary ({error})") from error
    dictionary.add_symbol("<mask>")  # as XLM-E's tasks find or append it
    if len(dictionary) != vocab_size:
        raise WrongCheckpointError(f"{path}: {len(dictionary)} symbols with <mask>, but {folder}/config.json's "
                                   f"vocab_size is {vocab_size}: not the vocabulary of these weights")
    spm_model = hub.spm_path(data)
    hub.check_pieces(spm_model, path, data)  # the gate's parser first (a unigram model), then its pieces
    tokenizer = os.path.join(folder, "tokenizer.json")
    if os.path.lexists(tokenizer):
        loaded = reader.read_json(tokenizer, folder, what="tokenizer.json")
        model = loaded.get("model") if isinstance(loaded, dict) else None
        entries = model.get("vocab") if isinstance(model, dict) else None
        pieces = [entry[0] if isinstance(entry, list) and entry else None for entry in entries] \
            if isinstance(entries, list) else None
        if pieces != list(dictionary.symbols):
            raise WrongCheckpointError(f"{tokenizer}: its ids are not those of {path} (the export writes the "
                                       "dictionary's, id for id): not the vocabulary of this tokenizer")
    return dictionary


def our_weights(weights: Dict[str, Tensor], head_name: str, generator: Dict[str, Tensor]) -> Dict[str, Tensor]:
    """Our names for the folder's weights (``export.xlm_e_remote_state_dict`` inverted), and the ``generator``'s
    (ours already; its LM head's output layer is the token embeddings)."""
    mapped = {new + key[len(old):]: value for key, value in weights.items() for old, new in RENAMES
              if key.startswith(old)}
    if generator and "embeddings.embed_tokens.weight" in mapped:  # (without it, the import names what is missing)
        mapped.update(generator)
        mapped["lm_head.weight"] = mapped["embeddings.embed_tokens.weight"]
    mapped.update((f"classification_heads.{head_name}.{key[len('classifier.'):]}", value)
                  for key, value in weights.items() if key.startswith("classifier."))
    return {key: value.contiguous().float() for key, value in mapped.items()}


class Imported(NamedTuple):
    """What ``convert`` wrote: the model's fairseq-train flags (a classifier's with sentence_prediction's
    ``--max-positions``), the names left out, the sequence classifier (None without one)."""
    flags: List[str]
    left_out: List[str]
    classifier: Optional[Classifier]


def convert(folder: str, out: str, data: Optional[str] = None, head_name: str = HEAD_NAME) -> Imported:
    """Write OUT, all or nothing."""
    sequence_classifier.check_name(head_name)
    out, data = check_free(out), folder if data is None else data
    config = read_config(folder)
    weights = received = received_folder.read_weights(folder)
    classifier = classifier_weights(weights)
    if not classifier:  # a token classifier's or another head's: left out, by name
        weights = {key: value for key, value in weights.items() if not key.startswith("classifier.")}
    kept = tuple(old for old, _ in RENAMES) + (("classifier.",) if classifier else ())
    left_out = sorted({key.split(".")[0] for key in received if not key.startswith(kept)})
    dictionary = vocabulary(folder, data, config["vocab_size"])
    least, stored = least_parameters(config, has_head=False), stored_elements(weights)  # XLM-R's encoder's weights
    if least > stored:  # in Python's integers, before anything is built
        raise WrongCheckpointError(f"{folder}/config.json asks for a model of at least {least:,} parameters, but the "
                                   f"weights hold {stored:,}; its sizes do not fit them")
    sizes, generator = generator_sizes(config, os.path.join(folder, "config.json")), {}
    if sizes:
        path = os.path.join(folder, GENERATOR_FILE)
        generator = received_folder.read_safetensors(path, folder)
        width = config["hidden_size"]
        least = sizes["generator_layers"] * (4 * width * width + 2 * width * sizes["generator_ffn_embed_dim"])
        if least > stored_elements(generator) or not all(key.startswith(XLMEModel.PRETRAINING_ONLY)
                                                         for key in generator):
            raise WrongCheckpointError(f"{path}: not the generator that {folder}/config.json's xlm_e_generator "
                                       "describes (its weights too few, or not generator.* and lm_head.*)")
    flags = flags_of(config, "--tokens-per-sample", sizes)  # the build's (masked_lm)
    printed = flags_of(config, "--max-positions", sizes) if classifier else flags  # sentence_prediction's, to fine-tune
    sequence = sequence_classifier.classifier(config, classifier, head_name, os.path.join(folder, "config.json")) \
        if classifier else None
    with output_folder(out) as partial:
        dictionary.save(os.path.join(partial, "dict.txt"))
        reader.copy_in(hub.spm_path(data), data, os.path.join(partial, "spm.model"))
        if sequence:
            sequence_classifier.write_labels(partial, sequence)
        mapped = our_weights(weights, head_name, generator)
        # a classifier's folder has no RTD head: a new one's initial values
        with in_place() if any(key.startswith("rtd_head.") for key in mapped) else contextlib.nullcontext():
            try:
                cfg, model = build_from_flags([partial, "--task", "masked_lm", *flags])
            except ValueError as error:  # the plugin's checks of the flags (heads that divide the width, ...)
                raise WrongCheckpointError(f"{folder}/config.json: {(str(error).splitlines() or [''])[0]}") from None
            if sequence:  # the head's sizes are its tensors', which the file holds
                model.register_classification_head(head_name, num_classes=sequence.outputs,
                                                   inner_dim=classifier["dense.weight"].size(0))
            own = model.state_dict()
            check_shapes(mapped, own, f"{folder} (its config.json)")
            missing = sorted(key for key in own if key not in mapped and not key.startswith("rtd_head.")
                             and not key.endswith(".version"))
            if missing:
                raise WrongCheckpointError(f"{folder}: no weight {missing[0]!r} (ours; xlm_e.* in Hugging Face's "
                                           "names), which an XLM-E of its config.json holds")
            unknown = sorted(key for key in mapped if key not in own)
            if unknown:
                raise WrongCheckpointError(f"{folder}: weights that an XLM-E of its config.json does not hold: "
                                           f"{', '.join(map(repr, unknown[:3]))}")
            new = {key: own[key] for key in own if key.startswith("rtd_head.") and key not in mapped}
            fill_and_save(cfg, model, {**new, **mapped}, [], os.path.join(partial, "checkpoint.pt"))
    return Imported(printed, left_out, sequence)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="an XLM-E folder of hf.export's (config.json, model.safetensors), or a "
                        "classifier fine-tuned from one")
    parser.add_argument("--data", help="the folder with dict.txt and spm.model (default: FOLDER, as the export writes "
                        "them; else the export's folder or the binarized data)")
    parser.add_argument("--out", required=True, help="a new folder: checkpoint.pt, dict.txt, spm.model "
                        "(label_dict.txt with a sequence classifier)")
    parser.add_argument("--classification-head-name", default=HEAD_NAME, metavar="NAME",
                        help="the name of a sequence classifier's head (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        done = convert(args.folder, args.out, args.data, args.classification_head_name)
    except (*CHECKPOINT_ERRORS, ValueError) as error:
        parser.error(str(error))
    out = os.path.normpath(args.out)
    print(f"| wrote {out}: checkpoint.pt ({' '.join(done.flags)}), dict.txt, spm.model from {args.folder}")
    if done.left_out:
        print(f"| left out: {', '.join(done.left_out)} (no part of an XLM-E checkpoint)")
    if done.classifier:
        sequence_classifier.print_command(done.classifier, out, "checkpoint.pt", done.flags)

if __name__ == "__main__":
    sys.exit(main())
