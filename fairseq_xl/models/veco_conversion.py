"""A trained VECO as fairseq's own models (VECO section 3: "plug-out" for understanding,
"plug-in" for generation).

- ``export_encoder``: the self stream alone, without the cross-attention modules, as a
  fairseq RoBERTa checkpoint (embeddings, post-LN layers, LM head), which fairseq's
  ``roberta`` code loads for ``sentence_prediction`` fine-tuning or ``RobertaModel.from_pretrained``.
- ``init_translation``: fairseq's ``transformer`` for translation (arch ``veco_transformer``),
  the encoder from the self-attention and FFN parameters theta_s of every layer, decoder
  layer i from VECO layer s_i's theta_s plus its cross-attention module theta_c (fairseq's
  decoder makes the self-attention causal); embeddings shared by encoder and decoder, the
  decoder's output layer VECO's LM head f. The decoder's source layers default to those of
  VECO's released NMT fine-tuning: the last 6 (18-23 of ``veco_large``), or every layer of an
  encoder of at most 6.

Both build the target model with fairseq's own argument parser and builders from the flags
that ``roberta_flags`` / ``translation_flags`` return, load the mapped weights strictly,
and save a checkpoint that fairseq's tools read.
"""
import os
from typing import Dict, List, Optional, Tuple

from fairseq import checkpoint_utils, options, tasks, utils
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from omegaconf import OmegaConf, open_dict
from torch import Tensor

from fairseq_xl.guards import reader
from fairseq_xl.guards.checkpoint_kind import require_model
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.version import task_state

CROSS_ATTENTION = ("encoder_attn.", "encoder_attn_layer_norm.")


def load_veco(checkpoint: str):
    return require_model(checkpoint, ["veco"], "the conversion")


def check_flag_values(sizes: Dict[str, object], activation, what: str) -> None:
    """Values read from a received config that go onto a command line: each size a positive integer,
    the activation one of fairseq's; else one line naming ``what`` gives which."""
    for name, value in sizes.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ValueError(f"{what} gives {name} {value!r}: not a positive integer")
    if activation not in utils.get_available_activation_fns():
        raise ValueError(f"{what} gives activation {activation!r}: not one of fairseq's "
                         f"({', '.join(utils.get_available_activation_fns())})")


def _size_flags(model, *sides: str) -> List[str]:
    """Flags ``--name=value`` (a value can never become a flag of its own, such as ``--user-dir``)
    from the checkpoint's config, whose values are checked first: sizes positive integers, the
    activation one of fairseq's."""
    sizes = {"layers": model.encoder_layers, "embed-dim": model.encoder_embed_dim,
             "ffn-embed-dim": model.encoder_ffn_embed_dim, "attention-heads": model.encoder_attention_heads,
             "max-positions": model.max_positions}
    check_flag_values(sizes, model.activation_fn, "the VECO checkpoint's config")
    flags = [f"--{side}-{name}={sizes[name]}" for side in sides
             for name in ("layers", "embed-dim", "ffn-embed-dim", "attention-heads")]
    return flags + [f"--activation-fn={model.activation_fn}"]


def roberta_flags(model) -> List[str]:
    """fairseq-train flags of a RoBERTa of the VECO model's size."""
    return ["--arch=roberta", *_size_flags(model, "encoder"), f"--max-positions={model.max_positions}"]


def translation_flags(model, decoder_layers: int) -> List[str]:
    """fairseq-train flags of the Transformer that ``init_translation`` fills."""
    flags = [flag if not flag.startswith("--decoder-layers=") else f"--decoder-layers={decoder_layers}"
             for flag in _size_flags(model, "encoder", "decoder")]
    return ["--arch=veco_transformer", *flags,
            f"--max-source-positions={model.max_positions}", f"--max-target-positions={model.max_positions}"]


def decoder_source_layers(encoder_layers: int, decoder_layers: Optional[int] = None,
                          source_layers: Optional[List[int]] = None) -> List[int]:
    """The VECO layer that initialises each decoder layer: ``source_layers`` as given, else the
    last ``decoder_layers`` (default: 6, or all of an encoder of at most 6)."""
    if source_layers is None:
        count = min(6, encoder_layers) if decoder_layers is None else decoder_layers
        if not 1 <= count <= encoder_layers:
            raise ValueError(f"--decoder-layers {count}: must be between 1 and the encoder's {encoder_layers} layers")
        return list(range(encoder_layers - count, encoder_layers))
    if decoder_layers is not None and decoder_layers != len(source_layers):
        raise ValueError(f"--decoder-layers {decoder_layers} but --decoder-source-layers names {len(source_layers)}")
    wrong = [layer for layer in source_layers if not 0 <= layer < encoder_layers]
    if not source_layers or wrong:
        raise ValueError(f"--decoder-source-layers {','.join(map(str, source_layers))}: layers are numbered "
                         f"0..{encoder_layers - 1}")
    return list(source_layers)


def _embeddings(veco: Dict[str, Tensor], prefix: str) -> Dict[str, Tensor]:
    return {f"{prefix}embed_tokens.weight": veco["embeddings.embed_tokens.weight"],
            f"{prefix}embed_positions.weight": veco["embeddings.embed_positions.weight"],
            f"{prefix}layernorm_embedding.weight": veco["embeddings.layer_norm.weight"],
            f"{prefix}layernorm_embedding.bias": veco["embeddings.layer_norm.bias"]}


def roberta_state_dict(veco: Dict[str, Tensor]) -> Dict[str, Tensor]:
    state = _embeddings(veco, "encoder.sentence_encoder.")
    for key, value in veco.items():
        if key.startswith("layers.") and not key.split(".", 2)[2].startswith(CROSS_ATTENTION):
            state[f"encoder.sentence_encoder.{key}"] = value
        elif key.startswith("lm_head."):
            state[f"encoder.{key}"] = value
    return state


def translation_state_dict(veco: Dict[str, Tensor], source_layers: List[int]) -> Dict[str, Tensor]:
    """Decoder layer i from VECO layer source_layers[i]."""
    state = {**_embeddings(veco, "encoder."), **_embeddings(veco, "decoder.")}
    for key, value in veco.items():
        if key.startswith("lm_head."):
            state[f"decoder.output_projection.{key[len('lm_head.'):]}"] = value
        elif key.startswith("layers."):
            _, layer, name = key.split(".", 2)
            if not name.startswith(CROSS_ATTENTION):
                state[f"encoder.{key}"] = value
            for target, source in enumerate(source_layers):
                if source == int(layer):
                    state[f"decoder.layers.{target}.{name}"] = value
    return state


def build_from_flags(arguments: List[str]):
    parser = options.get_training_parser()
    cfg = convert_namespace_to_omegaconf(options.parse_args_and_arch(parser, arguments))
    task = tasks.setup_task(cfg.task)
    return cfg, task.build_model(cfg.model)


def fill_and_save(cfg, model, mapped: Dict[str, Tensor], history: list, path: str) -> None:
    """Load ``mapped`` strictly over every weight of ``model`` (only fairseq's version
    buffers may stay) and save a checkpoint of it (with the source's training history, or a
    new one at update 0, which fairseq's loader expects; --reset-optimizer ignores it)."""
    state = model.state_dict()
    unmapped = sorted(key for key in state if key not in mapped and not key.endswith(".version"))
    unknown = sorted(key for key in mapped if key not in state)
    if unmapped or unknown:
        raise RuntimeError(f"VECO conversion left {unmapped[:5]} unfilled and {unknown[:5]} unused")
    state.update(mapped)
    model.load_state_dict(state, strict=True)
    with open_dict(cfg):
        cfg.task.data = "."
    checkpoint_utils.torch_persistent_save(
        {"cfg": OmegaConf.to_container(cfg, resolve=True), "args": None, "model": model.state_dict(),
         "optimizer_history": history or [{"criterion_name": cfg.criterion._name, "optimizer_name": "none",
                                            "lr_scheduler_state": {"best": None}, "num_updates": 0}],
         "extra_state": {}, "task_state": task_state(),
         "last_optimizer_state": None}, path)


def export_encoder(checkpoint: str, data: str, out: str) -> Tuple[str, List[str]]:
    """OUT/model.pt (RoBERTa), OUT/dict.txt, OUT/sentencepiece.bpe.model: the layout of
    fairseq's released RoBERTa/XLM-R models. Returns the model's path and its fairseq-train
    architecture flags."""
    out = check_free(out)
    veco = load_veco(checkpoint)
    flags = roberta_flags(veco["cfg"].model)
    cfg, model = build_from_flags([data, "--task", "masked_lm", "--criterion", "masked_lm",
                         f"--tokens-per-sample={veco['cfg'].model.max_positions}", *flags])
    with output_folder(out) as folder:
        fill_and_save(cfg, model, roberta_state_dict(veco["model"]), veco["optimizer_history"],
                       os.path.join(folder, "model.pt"))
        reader.copy_in(os.path.join(data, "dict.txt"), data, os.path.join(folder, "dict.txt"))
        if os.path.lexists(os.path.join(data, "spm.model")):
            reader.copy_in(os.path.join(data, "spm.model"), data, os.path.join(folder, "sentencepiece.bpe.model"))
    return os.path.join(out, "model.pt"), flags


def init_translation(checkpoint: str, data: str, source_lang: str, target_lang: str, out: str,
                     decoder_layers: Optional[int] = None,
                     source_layers: Optional[List[int]] = None) -> Tuple[str, List[str]]:
    """OUT/model.pt: a translation Transformer for fairseq-train --restore-file (with
    --reset-optimizer --reset-dataloader --reset-meters), its decoder initialised from
    ``decoder_source_layers``. Returns the model's path and its fairseq-train architecture
    flags."""
    veco = load_veco(checkpoint)
    layers = decoder_source_layers(veco["cfg"].model.encoder_layers, decoder_layers, source_layers)
    for lang in (source_lang, target_lang):
        if not os.path.exists(os.path.join(data, f"dict.{lang}.txt")):
            raise FileNotFoundError(f"{data}/dict.{lang}.txt: fairseq's translation task reads one dictionary per "
                                    "language; preprocess/prepare_xlm_e_data.sh writes them (copies of dict.txt)")
    out = check_free(out)
    flags = translation_flags(veco["cfg"].model, len(layers))
    cfg, model = build_from_flags([data, "--task", "translation", "--source-lang", source_lang,
                                   "--target-lang", target_lang, *flags])
    with output_folder(out) as folder:
        fill_and_save(cfg, model, translation_state_dict(veco["model"], layers), veco["optimizer_history"],
                       os.path.join(folder, "model.pt"))
    return os.path.join(out, "model.pt"), flags
