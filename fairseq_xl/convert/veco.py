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

    python -m fairseq_xl.convert.veco encoder CHECKPOINT --data DATA --out DIR
        plug-out: DIR/model.pt is a fairseq RoBERTa (no cross-attention modules), with
        DIR/dict.txt and DIR/sentencepiece.bpe.model, for --task sentence_prediction
        (--restore-file DIR/model.pt) or RobertaModel.from_pretrained(DIR)
    python -m fairseq_xl.convert.veco translation CHECKPOINT --data DATA -s SRC -t TGT --out DIR
            [--decoder-layers N | --decoder-source-layers 18,19,20,21,22,23]
        plug-in: DIR/model.pt is a fairseq Transformer for --task translation
        (--restore-file DIR/model.pt --reset-optimizer --reset-dataloader --reset-meters)

Each prints the fairseq-train architecture flags that match the converted model.
"""
import argparse
import os
import sys
from typing import Dict, List, Optional, Tuple

from torch import Tensor

from fairseq_xl.convert.build import build_from_flags, check_flag_values, fill_and_save
from fairseq_xl.guards import reader
from fairseq_xl.guards.checkpoint_kind import require_model
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, InputError
from fairseq_xl.guards.output_folder import check_free, output_folder

CROSS_ATTENTION = ("encoder_attn.", "encoder_attn_layer_norm.")


def load_veco(checkpoint: str):
    return require_model(checkpoint, ["veco"], "the conversion")


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
            raise InputError(f"--decoder-layers {count}: must be between 1 and the encoder's {encoder_layers} layers")
        return list(range(encoder_layers - count, encoder_layers))
    if decoder_layers is not None and decoder_layers != len(source_layers):
        raise InputError(f"--decoder-layers {decoder_layers} but --decoder-source-layers names {len(source_layers)}")
    wrong = [layer for layer in source_layers if not 0 <= layer < encoder_layers]
    if not source_layers or wrong:
        raise InputError(f"--decoder-source-layers {','.join(map(str, source_layers))}: layers are numbered "
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=["encoder", "translation"])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="binarized data with dict.txt (and dict.SRC/TGT.txt)")
    parser.add_argument("--out", required=True, help="a new folder")
    parser.add_argument("-s", "--source-lang")
    parser.add_argument("-t", "--target-lang")
    parser.add_argument("--decoder-layers", type=int,
                        help="translation: decoder depth, from the last N VECO layers (default: 6, or every layer "
                             "of a VECO of at most 6)")
    parser.add_argument("--decoder-source-layers",
                        type=lambda text: [int(layer) for layer in text.split(",")],
                        help="translation: comma-separated VECO layers (from 0) for decoder layers 0, 1, ...")
    args = parser.parse_args(argv)
    if args.target == "translation" and not (args.source_lang and args.target_lang):
        parser.error("translation needs -s SRC and -t TGT")
    try:
        if args.target == "encoder":
            path, flags = export_encoder(args.checkpoint, args.data, args.out)
        else:
            path, flags = init_translation(args.checkpoint, args.data, args.source_lang, args.target_lang,
                                           args.out, args.decoder_layers, args.decoder_source_layers)
    except (ValueError, *CHECKPOINT_ERRORS) as error:
        parser.error(str(error))
    print(f"| wrote {path}")
    print(f"| architecture flags: {' '.join(flags)}")


if __name__ == "__main__":
    sys.exit(main())
