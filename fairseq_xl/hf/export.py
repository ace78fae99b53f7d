"""Export a fairseq-xl checkpoint to a directory that Hugging Face ``transformers`` loads offline.

    python -m fairseq_xl.hf.export CHECKPOINT --data DATA --out DIR

DATA is the binarized folder the model was trained on (``dict.txt``, ``spm.model``; or an XLM-R release's
folder, its import's, with ``sentencepiece.bpe.model``). DIR gets
``config.json``, ``model.safetensors`` and a tokenizer (``tokenizer.json``: text to the ids of
``dict.txt``, see ``fairseq_xl.hf.tokenizer``), so that ``AutoTokenizer.from_pretrained(DIR)``
and the model class below give the features of our hub interface:

| checkpoint                                  | ``transformers`` class                       |
| ------------------------------------------- | -------------------------------------------- |
| XLNet (``permutation_lm``)                  | ``XLNetLMHeadModel`` (``AutoModel``: ``XLNetModel``) |
| VECO (``ca_mlm``): self stream, LM head     | ``XLMRobertaForMaskedLM`` (plug-out)         |
| XLM-E discriminator, ``--rel-pos none``, post-LN | ``XLMRobertaModel``                     |
| XLM-E discriminator, ``--rel-pos none``, XL's pre-LN | ``XLMRobertaXLModel``                     |
| XLM-E discriminator, relative bias or other layouts | ``XLMEForPreTraining``, code in DIR (``trust_remote_code``) |
| fairseq's RoBERTa (``masked_lm``): XLM-R, its import | ``XLMRobertaForMaskedLM``                  |
| fairseq's pre-LN RoBERTa (``roberta_prenorm``): XLM-R XL, XXL | ``XLMRobertaXLForMaskedLM``          |

An ``XLMRoberta*`` export whose ``dict.txt`` is XLM-R's layout of ``spm.model`` (an XLM-R release's or its
import's vocabulary, ``import_xlmr.xlmr_layout``) also gets ``spm.model`` as ``sentencepiece.bpe.model``, the
file that ``XLMRobertaTokenizer`` and ``python -m fairseq_xl.hf.import_xlmr`` read: DIR goes back to fairseq.

XLM-E's folder also maps ``AutoModelForSequenceClassification``, ``...TokenClassification`` and
``...QuestionAnswering`` (``XLMRobertaFor*`` without the relative bias; ``XLMEFor*`` from DIR's code
with it), whose heads start fresh. A checkpoint fine-tuned with ``--task sentence_prediction``
(``--data`` its binarized task, as ``preprocess/prepare_classification.sh`` writes it) exports
with its classification head (``--head``, or the only one), its label names as ``id2label``:
XLM-E's as ``XLMEForSequenceClassification`` (DIR's code; ``XLMRoberta(XL)ForSequenceClassification``, transformers'
own, where the discriminator has no relative bias and an XLM-R layout, as above), fairseq's RoBERTa's (XLM-R
fine-tuned in fairseq) as ``XLMRobertaForSequenceClassification`` (``XLMRobertaXL...`` pre-LN), XLNet's as
Hugging Face's own ``XLNetForSequenceClassification`` (sequence summary on the last token, as
the head pools). XLNet's tokenizer pads on the left, as ``XLNetTokenizer`` does. A classifier's
tokenizer writes the input layout it was fine-tuned on (``--init-token``, ``--separator-token``); an XLNet
of ``--classification-input xlnet`` (an imported ``XLNetForSequenceClassification``), XLNet's own.
A checkpoint fine-tuned for multiple choice with fairseq's ``--task sentence_ranking`` (``--data`` its binarized
task, with ``dict.txt`` and ``spm.model`` copied in) exports its ranking head as the ``...ForMultipleChoice`` of the
same family (``XLMRoberta(XL)ForMultipleChoice``, whose pooler and one-output classifier compute the head;
``XLNetForMultipleChoice``; ``XLMEForMultipleChoice``), one score for each (choice, context), the tokenizer's pair
the choice first as the task feeds it; ``--multiple-choice`` exports so a checkpoint whose task does not say (an
import of such a model).
Where DATA has ``xlnet_text.json`` (an imported XLNet's vocabulary, ``fairseq_xl.hf.import_xlnet``;
the pipelines copy it into the data folders they make with it), the tokenizer normalises text as
``XLNetTokenizer`` does, for XLNet, XLM-E and VECO alike.

The XLM-E generator and VECO's cross-attention modules are pre-training machinery and are
not exported (VECO's plug-in models: ``python -m fairseq_xl.convert.veco``).
"""
import argparse
import hashlib
import json
import os
import shutil
import sys
from types import SimpleNamespace
from typing import Callable, Dict, List

import torch
import transformers
from fairseq.models.roberta import RobertaModel
from fairseq.modules import LearnedPositionalEmbedding
from safetensors.torch import save_file
from torch import Tensor, nn

from fairseq_xl.guards import reader
from fairseq_xl import hub
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.hf import sequence_classifier
from fairseq_xl.hf.activations import FAIRSEQ_TO_HF
from fairseq_xl.hf.import_xlmr import SPM_FILE, xlmr_layout
from fairseq_xl.hf.tokenizer import build_tokenizer, read_xlnet_text
from fairseq_xl.hf.xlmr_names import LAYER_NORM_EPS, POST_LN, PRE_LN, Layout
from fairseq_xl.models.veco import VECOModel
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.models.xlnet import XLNetModel
from fairseq_xl.modules import gated_relative_position_bias

REMOTE_CODE = os.path.join(os.path.dirname(__file__), "remote", "modeling_xlm_e.py")
GENERATOR_FILE = "generator.safetensors"  # XLM-E's generator and its LM head (--with-generator)
GENERATOR_FIELDS = ("generator_layers", "generator_ffn_embed_dim", "generator_attention_heads", "generator_temperature")
ROBERTA_TEMPLATES = ("<s> $A </s>", "<s> $A </s> </s> $B </s>")
XLNET_TEMPLATES = ("$A:0 </s>:0 <s>:2", "$A:0 </s>:0 $B:1 </s>:1 <s>:2")  # A <sep> B <sep> <cls>, segments 0 1 2
XLM_R_MODELS = (transformers.XLMRobertaPreTrainedModel, transformers.XLMRobertaXLPreTrainedModel)  # XLM-R's tokenizer


def hf_activation(name: str) -> str:
    if name not in FAIRSEQ_TO_HF:
        raise WrongCheckpointError(f"--activation-fn {name!r} has no transformers equivalent here "
                                   f"({', '.join(FAIRSEQ_TO_HF)})")
    return FAIRSEQ_TO_HF[name]


def _copy(state: Dict[str, Tensor], name: str, module: nn.Module) -> None:
    """name.weight and name.bias from a Linear or LayerNorm."""
    state[f"{name}.weight"] = module.weight
    if module.bias is not None:
        state[f"{name}.bias"] = module.bias


def xlm_roberta_state_dict(embeddings, layers, prefix: str, layout: Layout = POST_LN) -> Dict[str, Tensor]:
    """``XLMRobertaModel``'s weights (``XLMRobertaXLModel``'s with ``PRE_LN``) under ``prefix``, by
    ``xlmr_names``, from ``embeddings`` (``TokenEmbeddings``' ``embed_tokens``, ``embed_positions`` and
    ``layer_norm``, the one LayerNorm outside the layers: the embeddings', or pre-LN the last layer's output's) and
    fairseq's layers (``BiasedEncoderLayer``, ``TransformerEncoderLayer``); XLM-R's one token type gets a zero
    embedding."""
    state = {f"{prefix}embeddings.word_embeddings.weight": embeddings.embed_tokens.weight,
             f"{prefix}embeddings.position_embeddings.weight": embeddings.embed_positions.weight,
             f"{prefix}embeddings.token_type_embeddings.weight": torch.zeros_like(embeddings.embed_tokens.weight[:1])}
    _copy(state, prefix + layout.norm[0], embeddings.layer_norm)
    for index, layer in enumerate(layers):
        for theirs, ours in layout.layer:
            _copy(state, f"{prefix}encoder.layer.{index}.{theirs}", layer.get_submodule(ours))
    return state


def xlm_roberta_config(cfg, embeddings, dictionary, layout: Layout = POST_LN,
                       **extra) -> transformers.PretrainedConfig:
    return getattr(transformers, layout.classes[0])(
        vocab_size=len(dictionary), hidden_size=cfg.encoder_embed_dim, num_hidden_layers=cfg.encoder_layers,
        num_attention_heads=cfg.encoder_attention_heads, intermediate_size=cfg.encoder_ffn_embed_dim,
        hidden_act=hf_activation(cfg.activation_fn), hidden_dropout_prob=cfg.dropout,
        attention_probs_dropout_prob=cfg.attention_dropout,
        max_position_embeddings=embeddings.embed_positions.weight.size(0), type_vocab_size=1,
        layer_norm_eps=LAYER_NORM_EPS, pad_token_id=dictionary.pad(), bos_token_id=dictionary.bos(),
        eos_token_id=dictionary.eos(), **extra)


def xlnet_state_dict(model: XLNetModel, lm_head: bool = True) -> Dict[str, Tensor]:
    """``XLNetLMHeadModel``'s weights (its projections are [d_model, n_head, d_head] tensors); without
    ``lm_head``, those of the ``transformer`` alone."""
    dim = model.cfg.encoder_embed_dim
    heads = model.cfg.encoder_attention_heads
    state = {"transformer.word_embedding.weight": model.embed_tokens.weight,
             "transformer.mask_emb": model.mask_emb.view(1, 1, dim)}
    if lm_head:
        state.update({"lm_loss.weight": model.embed_tokens.weight, "lm_loss.bias": model.output_bias})
    for index, layer in enumerate(model.layers):
        name = f"transformer.layer.{index}."
        for theirs, linear in (("q", layer.self_attn.q_proj), ("k", layer.self_attn.k_proj),
                               ("v", layer.self_attn.v_proj), ("r", layer.position_proj)):
            state[f"{name}rel_attn.{theirs}"] = linear.weight.t().reshape(dim, heads, dim // heads)
        state[f"{name}rel_attn.o"] = layer.self_attn.out_proj.weight.reshape(dim, heads, dim // heads)
        for theirs, ours in (("r_w_bias", layer.r_w_bias), ("r_r_bias", layer.r_r_bias),
                             ("r_s_bias", layer.r_s_bias), ("seg_embed", layer.segment_embed)):
            state[f"{name}rel_attn.{theirs}"] = ours
        _copy(state, f"{name}rel_attn.layer_norm", layer.self_attn_layer_norm)
        _copy(state, f"{name}ff.layer_norm", layer.final_layer_norm)
        _copy(state, f"{name}ff.layer_1", layer.fc1)
        _copy(state, f"{name}ff.layer_2", layer.fc2)
    return state


def xlnet_config(model: XLNetModel, dictionary, **labels) -> transformers.XLNetConfig:
    """With ``labels`` (``num_labels``, ``id2label``): ``XLNetForSequenceClassification``'s summary as
    fairseq-xl's head pools (the last token, dense, tanh, then a projection to the labels)."""
    cfg = model.cfg
    return transformers.XLNetConfig(
        vocab_size=len(dictionary), d_model=cfg.encoder_embed_dim, n_layer=cfg.encoder_layers,
        n_head=cfg.encoder_attention_heads, d_inner=cfg.encoder_ffn_embed_dim,
        ff_activation=hf_activation(cfg.activation_fn), attn_type="bi", untie_r=True, bi_data=False, clamp_len=-1,
        mem_len=cfg.mem_len or None, reuse_len=cfg.reuse_len, dropout=cfg.dropout, layer_norm_eps=cfg.layer_norm_eps,
        summary_type="last", summary_use_proj=True, summary_proj_to_labels=False, summary_activation="tanh",
        summary_first_dropout=cfg.pooler_dropout, summary_last_dropout=cfg.pooler_dropout,
        pad_token_id=dictionary.pad(), bos_token_id=dictionary.bos(), eos_token_id=dictionary.eos(), **labels)


def xlm_e_remote_state_dict(model: XLMEModel, head: str = None) -> Dict[str, Tensor]:
    """``XLMEForPreTraining``'s weights (``remote/modeling_xlm_e.py``): our names under new prefixes;
    with ``head``, ``XLMEForSequenceClassification``'s (``XLMEForMultipleChoice``'s), that head as its classifier."""
    renames = [("embeddings.", "xlm_e.embeddings."), ("discriminator.", "xlm_e.encoder.")]
    renames.append(("rtd_head.", "rtd_head.") if head is None else (f"classification_heads.{head}.", "classifier."))
    return {new + key[len(old):]: value for key, value in model.state_dict().items()
            for old, new in renames if key.startswith(old)}


REMOTE_CLASSES = ("AutoModelForPreTraining", "AutoModelForSequenceClassification", "AutoModelForTokenClassification",
                  "AutoModelForQuestionAnswering", "AutoModelForMultipleChoice")


def xlm_e_remote_config(model: XLMEModel, dictionary, architecture: str = "XLMEForPreTraining", **labels) -> dict:
    cfg = model.cfg
    auto_map = {"AutoConfig": "modeling_xlm_e.XLMEConfig", "AutoModel": "modeling_xlm_e.XLMEModel"}
    auto_map.update((auto, "modeling_xlm_e.XLME" + auto[len("AutoModel"):]) for auto in REMOTE_CLASSES)
    return {
        "architectures": [architecture], "model_type": "xlm_e",
        "auto_map": auto_map, **labels,
        "vocab_size": len(dictionary), "hidden_size": cfg.encoder_embed_dim, "num_hidden_layers": cfg.encoder_layers,
        "num_attention_heads": cfg.encoder_attention_heads, "intermediate_size": cfg.encoder_ffn_embed_dim,
        "hidden_act": hf_activation(cfg.activation_fn), "hidden_dropout_prob": cfg.dropout,
        "attention_probs_dropout_prob": cfg.attention_dropout, "activation_dropout": cfg.activation_dropout,
        "max_position_embeddings": model.embeddings.embed_positions.weight.size(0),
        "layer_norm_eps": LAYER_NORM_EPS, "normalize_before": cfg.encoder_normalize_before,
        "layernorm_embedding": model.embeddings.layer_norm is not None, "rel_pos": cfg.rel_pos,
        "rel_pos_buckets": cfg.rel_pos_buckets, "rel_pos_max_distance": cfg.rel_pos_max_distance,
        "pad_token_id": dictionary.pad(), "bos_token_id": dictionary.bos(), "eos_token_id": dictionary.eos(),
        "torch_dtype": "float32", "transformers_version": transformers.__version__,
    }


def _load(build: Callable[[], transformers.PreTrainedModel], state: Dict[str, Tensor], tied: List[str]):
    """The model ``build()`` makes, with ``state``: every weight but the ``tied`` ones, which follow their source.
    It is built on the meta device and takes ``state``'s own tensors (fairseq's), so the export holds each weight
    once, not a copy beside fairseq's. Its buffers that are not saved (position ids) stay on the meta device: the
    model is written, not run."""
    with torch.device("meta"):
        model = build()
    missing, unexpected = model.load_state_dict(state, strict=False, assign=True)
    untouched = [key for key in missing if key not in tied]
    if untouched or unexpected:
        raise RuntimeError(f"weight mapping incomplete: missing {untouched}, unexpected {unexpected}")
    model.tie_weights()
    return model


def code_hashes(folder: str) -> Dict[str, str]:
    """SHA-256 of each model-code file of an export (what ``trust_remote_code=True`` runs)."""
    names = [name for name in sorted(os.listdir(folder)) if name.endswith(".py")]
    return {name: hashlib.sha256(reader.read_bytes(os.path.join(folder, name), folder)).hexdigest() for name in names}


def classification_head(model, task, checkpoint: str, data: str, head: str = None):
    """(name, ``num_labels`` / ``id2label`` / ``label2id``) of the fine-tuned head to export, or
    (None, {}) for a model without heads; ``head`` picks one where there are several. The labels are the
    task's (sentence_prediction's label dictionary), else those of ``data``'s ``label_dict.txt`` (an imported
    classifier's folder), else ``LABEL_i``. VECO's plug-in heads read both streams, which the plug-out export has
    not: they are not exported."""
    heads = [] if isinstance(model, VECOModel) else list(getattr(model, "classification_heads", None) or ())
    if head is None and len(heads) > 1:
        raise WrongCheckpointError(f"{checkpoint} has {len(heads)} classification heads ({', '.join(heads)}): "
                                   "choose one with --head")
    if head is not None and head not in heads:
        raise WrongCheckpointError(f"{checkpoint}: no classification head {head!r} "
                                   f"(it has: {', '.join(heads) or 'none'})")
    head = head or (heads[0] if heads else None)
    if head is None:
        return None, {}
    num_labels = model.classification_heads[head].out_proj.out_features
    labels = getattr(task, "label_dictionary", None)
    names = labels.symbols[labels.nspecial:labels.nspecial + num_labels] if labels is not None else \
        sequence_classifier.folder_labels(data, num_labels) or [f"LABEL_{i}" for i in range(num_labels)]
    return head, {"num_labels": num_labels, "id2label": dict(enumerate(names)),
                  "label2id": {name: i for i, name in enumerate(names)}}


def fine_tuned_templates(task_cfg, dictionary):
    """The tokenizer templates of the input that ``--task sentence_prediction`` fed the head:
    [init] A </s> and [init] A </s> [separator] B </s> (RoBERTa's with ``--init-token 0
    --separator-token 2``, the guides' flags); ``sentence_ranking``'s too, A the choice and B the context."""
    init = "" if task_cfg.init_token is None else dictionary[task_cfg.init_token] + " "
    separator = "" if task_cfg.separator_token is None else dictionary[task_cfg.separator_token] + " "
    eos = dictionary[dictionary.eos()]
    return f"{init}$A {eos}", f"{init}$A {eos} {separator}$B {eos}"


def xlnet_model(model: XLNetModel, dictionary, head: str, labels: dict, checkpoint: str, choice: bool = False):
    """XLNet: ``XLNetLMHeadModel``, or with a fine-tuned head ``XLNetForSequenceClassification``
    (``XLNetForMultipleChoice``, the same weights, with ``choice``)."""
    state = xlnet_state_dict(model, lm_head=head is None)
    if head is None:
        return _load(lambda: transformers.XLNetLMHeadModel(xlnet_config(model, dictionary)), state, ["lm_loss.weight"])
    _copy(state, "sequence_summary.summary", model.classification_heads[head].dense)
    _copy(state, "logits_proj", model.classification_heads[head].out_proj)
    task_model = transformers.XLNetForMultipleChoice if choice else transformers.XLNetForSequenceClassification
    return _load(lambda: task_model(xlnet_config(model, dictionary, **labels)), state, [])


def veco_model(model: VECOModel, dictionary, head: str, labels: dict, checkpoint: str, choice: bool = False):
    """VECO plugged out: its self stream and LM head as ``XLMRobertaForMaskedLM``."""
    if model.cfg.activation_fn != "gelu":
        raise WrongCheckpointError(f"{checkpoint}: XLM-R's LM head applies GELU, this VECO model "
                                   f"--activation-fn {model.cfg.activation_fn}")
    state = xlm_roberta_state_dict(model.embeddings, model.layers, "roberta.")
    _copy(state, "lm_head.dense", model.lm_head.dense)
    _copy(state, "lm_head.layer_norm", model.lm_head.layer_norm)
    state["lm_head.bias"] = model.lm_head.bias
    config = xlm_roberta_config(model.cfg, model.embeddings, dictionary)
    return _load(lambda: transformers.XLMRobertaForMaskedLM(config), state,
                 ["lm_head.decoder.weight", "lm_head.decoder.bias"])


def head_state(state: Dict[str, Tensor], layout: Layout, head: nn.Module, choice: bool):
    """The fine-tuned head's weights in ``state`` and the ``transformers`` class that holds them:
    ``XLMRoberta(XL)ForSequenceClassification``'s ``classifier`` (dense, tanh, projection), or with ``choice``
    ``...ForMultipleChoice``'s, which computes the same as the encoder's pooler (dense, tanh) and a one-output
    ``classifier``."""
    _copy(state, "roberta.pooler.dense" if choice else "classifier.dense", head.dense)
    _copy(state, "classifier" if choice else "classifier.out_proj", head.out_proj)
    return getattr(transformers, layout.classes[3 if choice else 2])


def roberta_model(model: RobertaModel, dictionary, head: str, labels: dict, checkpoint: str, choice: bool = False):
    """fairseq's RoBERTa (``masked_lm``: XLM-R's release, its import from Hugging Face, a baseline pre-trained
    here; or any of them fine-tuned with ``sentence_prediction``) as ``XLMRobertaForMaskedLM``, or with a
    fine-tuned head as ``XLMRobertaForSequenceClassification`` (both read ``<s>``'s state through dense, tanh and
    a projection; ``XLMRobertaForMultipleChoice`` with ``choice``: ``head_state``); pre-LN (``roberta_prenorm``:
    XLM-R XL and XXL) as ``XLMRobertaXL...``. What Hugging Face's XLM-R cannot compute is refused, naming the
    flag."""
    args, encoder = model.args, model.encoder.sentence_encoder
    layout = PRE_LN if encoder.layer_norm is not None else POST_LN
    activation = head and getattr(args, "pooler_activation_fn", "tanh")
    for wrong, why in ((layout.pre_ln and encoder.layernorm_embedding is not None,
                        "pre-LN (--encoder-normalize-before) with a LayerNorm of the embeddings "
                        "(--layernorm-embedding): XLM-R XL, pre-LN, has none"),
                       (not layout.pre_ln and encoder.layernorm_embedding is None,
                        "post-LN without a LayerNorm of the embeddings (XLM-R has one; XLM-R XL, without, is pre-LN: "
                        "--encoder-normalize-before)"),
                       (float(encoder.embed_scale or 1.0) != 1.0, "scaled embeddings (XLM-R: --no-scale-embedding)"),
                       (not isinstance(encoder.embed_positions, LearnedPositionalEmbedding),
                        "sinusoidal positions (XLM-R learns them)"),
                       (head is None and args.activation_fn != "gelu",
                        f"--activation-fn {args.activation_fn} (XLM-R's LM head applies GELU)"),
                       (activation not in (None, "tanh"),
                        f"--pooler-activation-fn {activation} (XLM-R's classifier applies tanh)")):
        if wrong:
            raise WrongCheckpointError(f"{checkpoint}: {why}")
    embeddings = SimpleNamespace(embed_tokens=encoder.embed_tokens, embed_positions=encoder.embed_positions,
                                 layer_norm=encoder.layer_norm if layout.pre_ln else encoder.layernorm_embedding)
    untied = bool(getattr(args, "untie_weights_roberta", False))  # the LM head's own output layer
    extra = {"tie_word_embeddings": not untied}
    extra.update({} if head is None or choice else {**labels, "classifier_dropout": args.pooler_dropout})
    config = xlm_roberta_config(args, embeddings, dictionary, layout, **extra)
    state = xlm_roberta_state_dict(embeddings, encoder.layers, "roberta.", layout)
    if head is None:
        masked_lm = getattr(transformers, layout.classes[1])
        lm_head = model.encoder.lm_head
        _copy(state, "lm_head.dense", lm_head.dense)
        _copy(state, "lm_head.layer_norm", lm_head.layer_norm)
        state["lm_head.bias"] = lm_head.bias
        if untied:
            state["lm_head.decoder.weight"] = lm_head.weight
        return _load(lambda: masked_lm(config), state,
                     ["lm_head.decoder.bias"] + ["lm_head.decoder.weight"] * (not untied))
    return _load(lambda: head_state(state, layout, model.classification_heads[head], choice)(config), state, [])


def xlm_e_model(model: XLMEModel, dictionary, head: str, labels: dict, checkpoint: str, choice: bool = False):
    """XLM-E's discriminator as transformers' own XLM-R where it has no relative bias (``--rel-pos none``) and one
    of XLM-R's two layouts: post-LN with a LayerNorm of the embeddings (``XLMRobertaModel``), or pre-LN without
    one (XLM-R XL's, as ``from_xlmr xlm_e`` makes it from XL: ``XLMRobertaXLModel``); with a fine-tuned head,
    their ``...ForSequenceClassification`` (both read ``<s>``'s state through dense, tanh and a projection, as
    the head does; ``...ForMultipleChoice`` with ``choice``). None otherwise: written with DIR's own code
    (``write_remote``)."""
    pre_ln = model.cfg.encoder_normalize_before
    if model.cfg.rel_pos != "none" or pre_ln != (model.embeddings.layer_norm is None):
        return None
    layout = PRE_LN if pre_ln else POST_LN
    embeddings = SimpleNamespace(embed_tokens=model.embeddings.embed_tokens,
                                 embed_positions=model.embeddings.embed_positions,
                                 layer_norm=model.discriminator.layer_norm if pre_ln else model.embeddings.layer_norm)
    extra = {} if head is None or choice else {**labels, "classifier_dropout": model.cfg.pooler_dropout}
    config = xlm_roberta_config(model.cfg, embeddings, dictionary, layout, **extra)
    state = xlm_roberta_state_dict(embeddings, model.discriminator.layers, "" if head is None else "roberta.", layout)
    if head is None:
        encoder = getattr(transformers, layout.classes[1].replace("ForMaskedLM", "Model"))
        return _load(lambda: encoder(config, add_pooling_layer=False), state, [])
    return _load(lambda: head_state(state, layout, model.classification_heads[head], choice)(config), state, [])


# Each exported kind of model: the function that builds its transformers model (None: DIR's own code)
# and the tokenizer's input templates when it has no fine-tuned head.
EXPORTS = {XLNetModel: (xlnet_model, XLNET_TEMPLATES), VECOModel: (veco_model, ROBERTA_TEMPLATES),
           XLMEModel: (xlm_e_model, ROBERTA_TEMPLATES), RobertaModel: (roberta_model, ROBERTA_TEMPLATES)}


def write_remote(model: XLMEModel, dictionary, head: str, labels: dict, folder: str, spm_model: str, data: str,
                 with_generator: bool = False, choice: bool = False) -> str:
    """XLM-E with its relative bias or a head: its weights, a config naming DIR's code, and that code; fairseq's
    vocabulary (``dict.txt``, and ``spm_model`` of ``data`` as ``spm.model``) and, ``with_generator``, the
    generator (``GENERATOR_FILE``, its sizes in config.json's ``xlm_e_generator``), for ``hf.import_xlm_e``."""
    state = {key: value.contiguous() for key, value in xlm_e_remote_state_dict(model, head).items()}
    save_file(state, os.path.join(folder, "model.safetensors"), metadata={"format": "pt"})
    architecture = "XLMEForPreTraining" if head is None else \
        "XLMEForMultipleChoice" if choice else "XLMEForSequenceClassification"
    remote_config = xlm_e_remote_config(model, dictionary, architecture, **labels)
    if head is not None:
        remote_config["classifier_dropout"] = model.cfg.pooler_dropout
    if with_generator:
        if model.generator is None:
            raise WrongCheckpointError("--with-generator: this XLM-E has no generator (--generator-layers 0)")
        generator = {key: value.contiguous() for key, value in model.state_dict().items()
                     if key.startswith(XLMEModel.PRETRAINING_ONLY) and key != "lm_head.weight"}  # tied: the tokens'
        save_file(generator, os.path.join(folder, GENERATOR_FILE), metadata={"format": "pt"})
        remote_config["xlm_e_generator"] = {name: getattr(model.cfg, name) for name in GENERATOR_FIELDS}
    with open(os.path.join(folder, "config.json"), "w", encoding="utf-8") as config:
        json.dump(remote_config, config, indent=2)
    dictionary.save(os.path.join(folder, "dict.txt"))  # fairseq's vocabulary, for hf.import_xlm_e
    reader.copy_in(spm_model, data, os.path.join(folder, "spm.model"))
    shutil.copy(REMOTE_CODE, folder)  # reader: ours (the package's own code)
    shutil.copy(gated_relative_position_bias.__file__, folder)  # reader: ours (the package's own code)
    return remote_config["architectures"][0] + " (trust_remote_code=True)"


def multiple_choice_head(model, task_name: str, head: str, labels: dict, checkpoint: str, asked: bool) -> bool:
    """Whether ``head`` is exported as a multiple-choice model's: a checkpoint of fairseq's ``sentence_ranking``
    (its ranking head), or one whose task does not say (an import's, ``masked_lm``) when ``asked``
    (``--multiple-choice``); the head must give one score a choice."""
    choice = asked or task_name == "sentence_ranking"
    if choice and head is None:
        raise WrongCheckpointError(f"{checkpoint}: a multiple-choice export needs the head that scores each choice, "
                                   "and it has none" + (" that the export can write (VECO's heads read both streams, "
                                                        "which the plug-out export has not)"
                                                        if isinstance(model, VECOModel) else ""))
    if choice and labels["num_labels"] != 1:
        raise WrongCheckpointError(f"{checkpoint}: the classification head {head!r} has {labels['num_labels']} "
                                   "outputs; a multiple-choice head scores each choice with one")
    return choice


def export(checkpoint: str, data: str, out: str, head: str = None, with_generator: bool = False,
           multiple_choice: bool = False) -> str:
    """Write DIR, all or nothing (``output_folder``); returns the ``transformers`` class that loads it.
    ``multiple_choice``: a checkpoint whose task does not say (``multiple_choice_head``)."""
    check_free(out)
    spm_model = hub.spm_path(data)
    if not os.path.isfile(spm_model):
        raise FileNotFoundError(f"{data}/spm.model: not found; the export's tokenizer is SentencePiece's "
                                "(data prepared with BPE=fastbpe is not exported)")
    loaded = hub.load_hub(checkpoint, data, kinds=("xlm_e", "xlnet", "veco", "roberta"),
                         script="the export")
    model, dictionary = loaded.model.float().eval(), loaded.task.source_dictionary
    task_name = getattr(loaded.cfg.task, "_name", None)
    head, labels = classification_head(model, loaded.task, checkpoint, data, head)
    choice = multiple_choice_head(model, task_name, head, labels, checkpoint, multiple_choice)
    labels = {} if choice else labels  # one score a choice: no labels
    build, templates = next(value for kind, value in EXPORTS.items() if isinstance(model, kind))
    own_input = isinstance(model, XLNetModel) and model.cfg.classification_input == "xlnet"  # XLNET_TEMPLATES
    if head is not None and task_name in ("sentence_prediction", "sentence_ranking") and not own_input:
        templates = fine_tuned_templates(loaded.cfg.task, dictionary)  # an imported head reads the release's
    with torch.no_grad():
        hf_model = build(model, dictionary, head, labels, checkpoint, choice)
        tokenizer = build_tokenizer(spm_model, dictionary, *templates, model.max_positions(),
                                    isinstance(model, XLNetModel), read_xlnet_text(data))
        with output_folder(out) as folder:
            tokenizer.save_pretrained(folder)
            if hf_model is None:
                return write_remote(model, dictionary, head, labels, folder, spm_model, data, with_generator, choice)
            if with_generator:
                raise WrongCheckpointError(f"--with-generator: {checkpoint} exports as transformers' own "
                                           f"{type(hf_model).__name__}, which has no generator (XLM-E with its "
                                           "relative bias, pre-LN or a head exports with its own code, and its "
                                           "generator)")
            hf_model.save_pretrained(folder, safe_serialization=True)
            if isinstance(hf_model, XLM_R_MODELS) and xlmr_layout(
                    [piece.piece for piece in read_sentencepiece(spm_model, data).pieces], dictionary.symbols):
                reader.copy_in(spm_model, data, os.path.join(folder, SPM_FILE))  # XLMRobertaTokenizer's, import_xlmr's
    return type(hf_model).__name__


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", help="a training checkpoint of xlm_e, xlnet, veco or fairseq's roberta")
    parser.add_argument("--data", required=True, help="the binarized folder it was trained on (dict.txt, spm.model; "
                        "a fine-tuned classifier's: the task's folder from preprocess/prepare_classification.sh)")
    parser.add_argument("--out", required=True, help="a new folder")
    parser.add_argument("--head", help="the classification head to export, where a fine-tuned checkpoint has several")
    parser.add_argument("--multiple-choice", action="store_true", help="export the head as a multiple-choice "
                        "model's (transformers' ...ForMultipleChoice), one score a choice: for a checkpoint whose task "
                        "does not say so (an import's); one of fairseq's sentence_ranking exports so without it")
    parser.add_argument("--with-generator", action="store_true", help="XLM-E: also write its generator "
                        f"({GENERATOR_FILE}, which transformers ignores), so that hf.import_xlm_e gives the whole "
                        "pre-training checkpoint back")
    args = parser.parse_args(argv)
    try:
        name = export(args.checkpoint, args.data, args.out, args.head, args.with_generator, args.multiple_choice)
    except CHECKPOINT_ERRORS as error:
        parser.error(str(error))
    extras = {SPM_FILE: "XLM-R's vocabulary", "dict.txt": "fairseq's vocabulary, with spm.model",
              GENERATOR_FILE: "XLM-E's generator"}
    extras = "".join(f", {file} ({what})" for file, what in extras.items() if os.path.isfile(os.path.join(args.out,
                                                                                                         file)))
    print(f"| wrote {args.out}: transformers {name}, model.safetensors, config.json, tokenizer.json{extras}")
    for file, digest in code_hashes(os.path.normpath(args.out)).items():
        print(f"| model code {file}: sha256 {digest} (this package's own file; trust_remote_code=True runs it, so "
              "load only folders you made or whose hashes match these)")


if __name__ == "__main__":
    sys.exit(main())
