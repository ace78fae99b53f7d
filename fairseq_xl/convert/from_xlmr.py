"""Start a method from XLM-R: a fairseq RoBERTa checkpoint (an encoder under ``encoder.sentence_encoder.*``, an LM
head under ``encoder.lm_head.*``, its config; or fairseq's own ``xlmr.base`` and ``xlmr.large`` files of 2019, with
the names of then: ``current_names``) becomes a fairseq-xl checkpoint that ``fairseq-train
--restore-file OUT/checkpoint.pt --reset-optimizer --reset-dataloader --reset-meters`` continues.

    python -m fairseq_xl.convert.from_xlmr xlm_e xlmr.base/model.pt --data DATA --out DIR [--generator xlmr|random]
    python -m fairseq_xl.convert.from_xlmr veco  xlmr.base/model.pt --data DATA --out DIR
    python -m fairseq_xl.convert.from_xlmr marge xlmr.base/model.pt --data MARGE_DATA --out DIR [--decoder xlmr|random]

DATA is a folder binarized with XLM-R's own vocabulary (``SPM_MODEL=xlmr.base/sentencepiece.bpe.model
DICT=xlmr.base/dict.txt bash preprocess/prepare_xlm_e_data.sh RAW DATA``): its dictionary is XLM-R's
with ``<mask>`` where fairseq's RoBERTa puts it, so every embedding row keeps its token. The sizes
(layers, width, FFN, heads, positions, activation) are XLM-R's; a dictionary of another size, or a
checkpoint that is not a RoBERTa, is refused naming both shapes. XLM-E also starts from XLM-R XL and XXL
(fairseq's ``roberta_prenorm``, as ``hf.import_xlmr`` writes them): pre-LN, with a LayerNorm after the last layer
and none of the embeddings, which XLM-E then has too (``--encoder-normalize-before --no-layernorm-embedding``);
VECO and MARGE start from the post-LN ones (base, large) only.

- **XLM-E**: the discriminator is XLM-R's encoder, layer for layer; the gated relative position
  bias starts at zero (its table: XLM-E's bias d is added to the attention logits, and the gates
  only scale it), so the discriminator's features at step 0 are XLM-R's. The generator (XLM-E's base
  recipe: 4 layers at full width) is XLM-R's first layers (``--generator xlmr``, the default: the
  paper gives the generator a third of the discriminator's depth at full width, so XLM-R's lower
  layers are a generator of that shape) or random (``--generator random``), its MLM head XLM-R's;
  the token and position embeddings are shared by both, as ELECTRA shares them; the detection head
  is new. Pre-LN (XL, XXL), the LayerNorm after the last layer is XLM-R's in both.
- **VECO**: embeddings, self-attention, FFN and LM head from XLM-R; each layer's cross-attention
  module (theta_c) starts as a copy of the same layer's self-attention and its LayerNorm (VECO's
  released code holds no pre-training, so its initialisation is not known: a copy is the choice
  that gives the cross stream XLM-R's attention from the start). The self stream (the plug-out
  encoder) equals XLM-R exactly.
- **MARGE**: the encoder is XLM-R's (its features are XLM-R's; the relevance embedding g is the
  ``<s>`` state after its first third of the layers, as the paper's 4 of 12); the language tokens that
  ``prepare_marge_data.sh`` appends start as the model's own random rows, and XLM-R's ``<mask>`` row
  is left out. The decoder (a third of XLM-R's depth as local layers, the rest with cross-attention,
  XLM-R's FFN width) takes XLM-R's layers bottom to top, self-attention and FFN, with a new
  cross-attention in each (``--decoder xlmr``, the default: Rothe et al. 2020's BERT2BERT, which
  initialises a decoder from BERT's layers and the encoder-decoder attention at random), or is
  random (``--decoder random``, MARGE's own start). Its position table and LayerNorm are XLM-R's.
"""
import argparse
import contextlib
import os
import re
import shlex
import sys
from typing import Dict, List

import torch
from fairseq import checkpoint_utils
from fairseq.data import Dictionary
from fairseq.modules.transformer_sentence_encoder import init_bert_params
from torch import Tensor

from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.convert.build import build_from_flags, check_flag_values, check_shapes, fill_and_save
from fairseq_xl.models.load_in_place import in_place, initialise

SOURCE = "encoder.sentence_encoder."
TASKS = {"xlm_e": "mrtd", "veco": "ca_mlm", "marge": "marge_retrieval"}
PRE_LN_METHODS = ("xlm_e",)  # whose models also take XLM-R XL's layout (pre-LN, no LayerNorm of the embeddings)
# The pre-training that continues each conversion, as the method's README gives it ("Start from
# XLM-R"), with its budget: XLM-E's 125K steps (the paper's Table 9), MARGE's 100K-step continuation
# on Wikipedia (the paper's section 4), VECO's the same as XLM-E's; translation pairs longer than the
# release's positions left out. CONTINUE_DEVICE adds the precision.
CONTINUE = {
    "xlm_e": ["--task", "trtd", "--langs", "all", "--lang-pairs", "all", "--skip-long-pairs",
              "--criterion", "replaced_token_detection", "--discriminator-weight", "50", "--max-tokens", "16384",
              "--optimizer", "adam", "--lr", "2e-4", "--lr-scheduler", "polynomial_decay", "--warmup-updates", "10000",
              "--total-num-update", "125000", "--max-update", "125000"],
    "veco": ["--task", "ca_mlm", "--langs", "all", "--lang-pairs", "all", "--skip-long-pairs", "--criterion", "ca_mlm",
             "--max-tokens", "16384", "--optimizer", "adam", "--lr", "1e-4", "--max-update", "125000"],
    "marge": ["--task", "marge_retrieval", "--criterion", "cross_entropy", "--max-tokens", "8192",
              "--optimizer", "adam", "--lr", "3e-4", "--lr-scheduler", "inverse_sqrt", "--warmup-updates", "500",
              "--max-update", "100000"],
}
CONTINUE_DEVICE = {True: ["--fp16"], False: ["--cpu"]}  # keyed by torch.cuda.is_available()


def current_names(weights: Dict[str, Tensor], path: str) -> Dict[str, Tensor]:
    """A RoBERTa's weights under today's names, as fairseq's ``RobertaModel.upgrade_state_dict_named`` renames them
    when it loads one. fairseq's 2019 files (``xlmr.base``, ``xlmr.large``: an ``args`` Namespace, no ``cfg``) keep
    the encoder and LM head under ``decoder.``, the embeddings' LayerNorm as ``emb_layer_norm`` and each attention's
    query, key and value stacked in ``in_proj_weight`` and ``in_proj_bias`` (``MultiheadAttention`` splits them in
    three); today's names pass as they are."""
    renamed = {}
    for key, value in weights.items():
        key = "encoder." + key[len("decoder."):] if key.startswith("decoder.") else key
        renamed[key.replace(".emb_layer_norm.", ".layernorm_embedding.")] = value
    for key in [key for key in renamed if key.endswith((".self_attn.in_proj_weight", ".self_attn.in_proj_bias"))]:
        stacked, (base, part) = renamed.pop(key), key.rsplit(".in_proj_", 1)
        if stacked.dim() == 0 or stacked.size(0) % 3:
            raise WrongCheckpointError(f"{path}: {key} has {tuple(stacked.shape)}, not the query's, key's and "
                                       "value's rows stacked (three equal parts)")
        renamed.update((f"{base}.{name}_proj.{part}", piece) for name, piece in zip("qkv", stacked.chunk(3)))
    return renamed


def load_roberta(path: str, method: str = "xlm_e") -> dict:
    """The checkpoint's state, read through the gate, its weights under today's names (``current_names``), if it is a
    RoBERTa that ``method`` starts from: XLM-E from either layout (post-LN, XLM-R base and large; pre-LN without a
    LayerNorm of the embeddings, XL and XXL), VECO and MARGE from the post-LN one."""
    state = checkpoint_utils.load_checkpoint_to_cpu(path)
    model = state["cfg"]["model"]
    arch = getattr(model, "arch", None) or getattr(model, "_name", None)
    roberta = str(arch).startswith(("roberta", "xlm"))
    weights = state["model"] = current_names(state["model"], path) if roberta else state["model"]
    if not roberta or f"{SOURCE}embed_tokens.weight" not in weights:
        raise WrongCheckpointError(f"{path}: a checkpoint of {arch!r}, not fairseq's RoBERTa / XLM-R (weights under "
                                   f"{SOURCE}*)")
    post_ln = not getattr(model, "encoder_normalize_before", False) and f"{SOURCE}layernorm_embedding.weight" in weights
    if method not in PRE_LN_METHODS and not post_ln:
        raise WrongCheckpointError(f"{path}: a pre-LN RoBERTa (XLM-R XL, XXL) or one without a LayerNorm of its "
                                   f"embeddings; {method} starts from a post-LN XLM-R (base, large), XLM-E from "
                                   "either. Fine-tune it with fairseq's own tasks (sentence_prediction)")
    return state


def sizes(state, path: str) -> Dict[str, object]:
    """The release's sizes, activation and layout (pre-LN; a LayerNorm of the embeddings), each checked (they go
    onto fairseq-train's command line)."""
    model = state["cfg"]["model"]
    values = {name: getattr(model, name, None) for name in ("encoder_layers", "encoder_embed_dim",
                                                            "encoder_ffn_embed_dim", "encoder_attention_heads",
                                                            "max_positions")}
    try:
        check_flag_values(values, getattr(model, "activation_fn", None), f"{path}: its config")
    except ValueError as error:
        raise WrongCheckpointError(str(error)) from None
    return {**values, "activation_fn": model.activation_fn,
            "normalize_before": bool(getattr(model, "encoder_normalize_before", False)),
            "layernorm_embedding": f"{SOURCE}layernorm_embedding.weight" in state["model"]}


def architecture_flags(method: str, size: Dict[str, object]) -> List[str]:
    """The fairseq-train flags of ``method`` in the release's architecture (``sizes``), each
    ``--name=value`` so that no value can become a flag of its own."""
    flags = [f"--encoder-layers={size['encoder_layers']}", f"--encoder-embed-dim={size['encoder_embed_dim']}",
             f"--encoder-ffn-embed-dim={size['encoder_ffn_embed_dim']}",
             f"--encoder-attention-heads={size['encoder_attention_heads']}",
             f"--activation-fn={size['activation_fn']}"]  # positions: --tokens-per-sample (below)
    local = max(1, size["encoder_layers"] // 3)  # XLM-E's generator, MARGE's local decoder layers
    if method == "xlm_e":
        flags = ["--arch=xlm_e_base", *flags, f"--generator-layers={local}",
                 f"--generator-ffn-embed-dim={size['encoder_ffn_embed_dim']}",
                 f"--generator-attention-heads={size['encoder_attention_heads']}"]
        flags += ["--encoder-normalize-before"] * size["normalize_before"]
        flags += ["--no-layernorm-embedding"] * (not size["layernorm_embedding"])
    elif method == "marge":
        flags = ["--arch=marge_base", *flags, f"--decoder-local-layers={local}",
                 f"--decoder-layers={size['encoder_layers'] - local}",
                 f"--decoder-ffn-embed-dim={size['encoder_ffn_embed_dim']}", f"--relevance-layers={local}"]
    else:
        flags = ["--arch=veco_small", *flags]
    return [*flags, f"--tokens-per-sample={size['max_positions']}"]


def release_flags(method: str, path: str) -> List[str]:
    """``architecture_flags`` of the release at ``path``, read through the gate."""
    return architecture_flags(method, sizes(load_roberta(path, method), path))


def continue_command(method: str, data: str, out: str, flags: List[str], cuda: bool) -> List[str]:
    """The whole ``fairseq-train`` command that continues ``out``'s converted checkpoint on ``data``
    (``flags``: the release's architecture), on a GPU in fp16 or (``cuda`` False) on the CPU."""
    out = os.path.normpath(out)
    return ["fairseq-train", data, "--user-dir", "fairseq_xl", *CONTINUE[method][:2], *flags, *CONTINUE[method][2:],
            "--restore-file", os.path.join(out, "checkpoint.pt"), "--reset-optimizer", "--reset-dataloader",
            "--reset-meters", "--save-dir", os.path.join(out, "train"), *CONTINUE_DEVICE[cuda]]


def language_tokens(dictionary: Dictionary) -> int:
    """How many of the dictionary's last symbols are MARGE's language tokens ([en], [de], ...)."""
    count = 0
    while count < len(dictionary) and re.fullmatch(r"\[\w+\]", dictionary[len(dictionary) - 1 - count]):
        count += 1
    return count


def check_dictionary(path: str, weights: Dict[str, Tensor], data: str, method: str = "xlm_e") -> None:
    """DATA's dictionary has a row for every embedding (MARGE's: for every one but ``<mask>``, then its
    language tokens) and, where the release's ``dict.txt`` lies beside the checkpoint (as in fairseq's
    ``xlmr.*`` folders), begins with its symbols in its order."""
    rows, width = weights[f"{SOURCE}embed_tokens.weight"].shape
    ours = Dictionary.load(os.path.join(data, "dict.txt"))
    script = "prepare_marge_data.sh RAW" if method == "marge" else "prepare_xlm_e_data.sh RAW"
    how = ("binarize the data with the checkpoint's own vocabulary (SPM_MODEL=.../sentencepiece.bpe.model "
           f"DICT=.../dict.txt bash preprocess/{script} DATA)")
    if method == "marge" and len(ours) - language_tokens(ours) != rows - 1:
        raise WrongCheckpointError(f"{path}: its token embeddings are [{rows}, {width}] (with <mask>), but "
                                   f"{data}/dict.txt gives {len(ours) - language_tokens(ours)} symbols before its "
                                   f"language tokens: {how}")
    if method != "marge" and len(ours) != rows:
        raise WrongCheckpointError(f"{path}: its token embeddings are [{rows}, {width}], but {data}/dict.txt gives "
                                   f"{len(ours)} symbols: {how}")
    beside = os.path.join(os.path.dirname(os.path.abspath(path)), "dict.txt")
    if os.path.isfile(beside):
        release = Dictionary.load(beside)
        first = next((index for index in range(min(len(release), len(ours))) if release[index] != ours[index]), None)
        if first is not None:
            raise WrongCheckpointError(f"{path}: {data}/dict.txt gives symbol {first} as {ours[first]!r}, {beside} as "
                                       f"{release[first]!r}: the ids differ; {how}")


def check_complete(path: str, weights: Dict[str, Tensor], layers: int) -> None:
    """Every one of the ``layers`` layers holds the weights the others hold (a missing one would keep
    the new model's random initialisation without a word)."""
    names = [{key[len(f"{SOURCE}layers.{layer}."):] for key in weights if key.startswith(f"{SOURCE}layers.{layer}.")}
             for layer in range(layers)]
    every = set().union(*names)
    for layer, held in enumerate(names):
        if every - held:
            raise WrongCheckpointError(f"{path}: no weight '{SOURCE}layers.{layer}.{sorted(every - held)[0]}', which "
                                       f"the other layers hold: an incomplete checkpoint")


def encoder_layers(weights: Dict[str, Tensor], target: str, layers: List[int]) -> Dict[str, Tensor]:
    """XLM-R's layer ``layers[i]`` as ``{target}{i}.*`` (the layers' parameter names are fairseq's in both)."""
    mapped = {}
    for key, value in weights.items():
        if key.startswith(f"{SOURCE}layers."):
            layer, name = key[len(f"{SOURCE}layers."):].split(".", 1)
            for index, source in enumerate(layers):
                if source == int(layer):
                    mapped[f"{target}{index}.{name}"] = value
    return mapped


def embeddings(weights: Dict[str, Tensor]) -> Dict[str, Tensor]:
    """Token and position tables, and the LayerNorm of the embeddings where the release has one (not XL's)."""
    mapped = {"embeddings.embed_tokens.weight": weights[f"{SOURCE}embed_tokens.weight"],
              "embeddings.embed_positions.weight": weights[f"{SOURCE}embed_positions.weight"]}
    if f"{SOURCE}layernorm_embedding.weight" in weights:
        mapped.update((f"embeddings.layer_norm.{part}", weights[f"{SOURCE}layernorm_embedding.{part}"])
                      for part in ("weight", "bias"))
    return mapped


def lm_head(weights: Dict[str, Tensor]) -> Dict[str, Tensor]:
    return {key[len("encoder."):]: value for key, value in weights.items() if key.startswith("encoder.lm_head.")}


def xlm_e_state(model, weights: Dict[str, Tensor], layers: int, generator: str) -> Dict[str, Tensor]:
    mapped = {**embeddings(weights), **lm_head(weights),
              **encoder_layers(weights, "discriminator.layers.", list(range(layers)))}
    encoders = ("discriminator", "generator") if generator == "xlmr" and model.generator is not None else \
        ("discriminator",)
    if model.discriminator.layer_norm is not None:  # pre-LN: the LayerNorm after the last layer, each encoder's
        mapped.update((f"{encoder}.layer_norm.{part}", weights[f"{SOURCE}layer_norm.{part}"])
                      for encoder in encoders for part in ("weight", "bias"))
    table = "discriminator.relative_position.table.weight"
    own = model.state_dict()
    if table in own:  # d = 0: the gated bias adds nothing at step 0 (the model's own may be shapes only)
        mapped[table] = torch.zeros(own[table].shape)
    if generator == "xlmr" and model.generator is not None:
        mapped.update(encoder_layers(weights, "generator.layers.", list(range(len(model.generator.layers)))))
        if "generator.relative_position.table.weight" in own:
            mapped["generator.relative_position.table.weight"] = torch.zeros(
                own["generator.relative_position.table.weight"].shape)
    return mapped


def veco_state(weights: Dict[str, Tensor], layers: int) -> Dict[str, Tensor]:
    mapped = {**embeddings(weights), **lm_head(weights), **encoder_layers(weights, "layers.", list(range(layers)))}
    for key in list(mapped):
        if key.startswith("layers.") and key.split(".", 2)[2].startswith(("self_attn.", "self_attn_layer_norm.")):
            layer, name = key.split(".", 2)[1:]
            mapped[f"layers.{layer}.{name.replace('self_attn', 'encoder_attn', 1)}"] = mapped[key]
    return mapped


def marge_state(model, weights: Dict[str, Tensor], local: int, cross: int, decoder: str) -> Dict[str, Tensor]:
    own = model.state_dict()
    mapped = {}
    for key, value in embeddings(weights).items():
        for side in ("encoder.", "decoder."):
            mapped[side + key] = value
    table = own["encoder.embeddings.embed_tokens.weight"].clone()
    shared = weights[f"{SOURCE}embed_tokens.weight"][:-1]  # without <mask>, which MARGE's dictionary lacks
    table[:len(shared)] = shared
    mapped["encoder.embeddings.embed_tokens.weight"] = mapped["decoder.embeddings.embed_tokens.weight"] = table
    mapped.update(encoder_layers(weights, "encoder.layers.", list(range(local + cross))))  # the decoder's depth
    if decoder == "xlmr":
        mapped.update(encoder_layers(weights, "decoder.local_layers.", list(range(local))))
        mapped.update(encoder_layers(weights, "decoder.layers.", list(range(local, local + cross))))
    return mapped


def convert(method: str, path: str, data: str, out: str, generator: str = "xlmr", decoder: str = "xlmr") -> List[str]:
    """Write OUT/checkpoint.pt; returns the fairseq-train flags of its architecture. XLM-E is built in place
    (``load_in_place``): it takes the release's tensors, and only its new parts are made, with their initial values;
    VECO and MARGE are built with values (MARGE's language-token rows and cross-attention start from the built
    model's)."""
    out = check_free(out)
    state = load_roberta(path, method)
    size = sizes(state, path)
    check_complete(path, state["model"], size["encoder_layers"])
    check_dictionary(path, state["model"], data, method)
    flags = architecture_flags(method, size)
    local = max(1, size["encoder_layers"] // 3)
    with in_place() if method == "xlm_e" else contextlib.nullcontext():  # XLM-E: the release's weights held once
        cfg, model = build_from_flags([data, "--task", TASKS[method], *flags])
        try:
            if method == "xlm_e":
                mapped = xlm_e_state(model, state["model"], size["encoder_layers"], generator)
            elif method == "marge":
                mapped = marge_state(model, state["model"], local, size["encoder_layers"] - local, decoder)
            else:
                mapped = veco_state(state["model"], size["encoder_layers"])
        except KeyError as error:
            raise WrongCheckpointError(f"{path}: no weight {error.args[0]!r}, which a RoBERTa of its config "
                                       f"({size['encoder_layers']} layers) holds: an incomplete checkpoint") from None
        own = model.state_dict()
        check_shapes(mapped, own, path)
        unknown = [key for key in mapped if key not in own]
        if unknown:
            raise RuntimeError(f"the XLM-R mapping names weights the model lacks: {unknown[:5]}")
        if method == "xlm_e":  # the new parts (detection head, gates; a random generator) at their initial values
            initialise(model, mapped, init_bert_params)
            own = model.state_dict()
        with output_folder(out) as folder:
            fill_and_save(cfg, model, {**own, **mapped}, state.get("optimizer_history") or [],
                           os.path.join(folder, "checkpoint.pt"))
    return flags


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("method", choices=sorted(TASKS))
    parser.add_argument("checkpoint", help="XLM-R's model.pt (fairseq's release layout)")
    parser.add_argument("--data", required=True, help="binarized with XLM-R's vocabulary (SPM_MODEL + DICT; MARGE: "
                        "prepare_marge_data.sh's folder)")
    parser.add_argument("--out", required=True, help="a new folder: OUT/checkpoint.pt")
    parser.add_argument("--generator", choices=("xlmr", "random"), default="xlmr",
                        help="XLM-E's generator: XLM-R's first layers (default) or random")
    parser.add_argument("--decoder", choices=("xlmr", "random"), default="xlmr",
                        help="MARGE's decoder: XLM-R's layers with new cross-attention (default) or random")
    args = parser.parse_args(argv)
    try:
        flags = convert(args.method, args.checkpoint, args.data, args.out, args.generator, args.decoder)
    except CHECKPOINT_ERRORS as error:
        parser.error(str(error))
    print(f"| wrote {os.path.join(os.path.normpath(args.out), 'checkpoint.pt')}: {args.method} from {args.checkpoint}")
    command = continue_command(args.method, args.data, args.out, flags, torch.cuda.is_available())
    print(f"| continue it with: {shlex.join(command)}")


if __name__ == "__main__":
    sys.exit(main())
