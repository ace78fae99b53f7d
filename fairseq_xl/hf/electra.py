"""Hugging Face ELECTRA with an XLM-E model's weights: the reference that XLM-E is checked against.

XLM-E (Chi et al., 2022, section 3.2) is ELECTRA's objective (Clark et al., 2020) on
multilingual and translation text, plus the gated relative position bias (section 3.3). An
XLM-E model built with ``--rel-pos none`` and post-LayerNorm is therefore ELECTRA:
``transformers``' ``ElectraForMaskedLM`` is its generator G (eq. 1: the masked-token
distribution, through the LM head tied to the token embeddings) and ``ElectraForPreTraining``
its discriminator D (eq. 3: one logit per token). ``electra_pair`` builds both with the XLM-E
model's weights, so that the two implementations can be compared output for output and
gradient for gradient (``tests/test_xlm_e_reference.py``), and trained side by side from the
same start (``benchmarks/xlm_e_vs_electra.py``).

ELECTRA numbers positions from 0; fairseq's learned positions start after the padding index,
so ELECTRA's table is fairseq's without its first ``padding_idx + 1`` rows. ELECTRA shares the
token and position embeddings between G and D (section 3.2 of Clark et al.); the two
``transformers`` models hold a copy each, so a shared weight's gradient in XLM-E is the sum of
the two copies' gradients (``shared_gradients``).
"""
from typing import Dict, List, Tuple

import torch
import transformers
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError
from fairseq_xl.hf.export import _copy, hf_activation, xlm_roberta_state_dict
from fairseq_xl.hf.xlmr_names import LAYER_NORM_EPS
from fairseq_xl.models.xlm_e import XLMEModel


def electra_config(model: XLMEModel, generator: bool) -> transformers.ElectraConfig:
    cfg = model.cfg
    if cfg.rel_pos != "none" or cfg.encoder_normalize_before or model.embeddings.layer_norm is None:
        raise InputError("ELECTRA has neither a relative position bias nor pre-LayerNorm, and normalises its "
                         "embeddings: build the XLM-E model with --rel-pos none, post-LayerNorm and the embeddings' "
                         f"LayerNorm (got rel_pos={cfg.rel_pos!r}, encoder_normalize_before="
                         f"{cfg.encoder_normalize_before}, no_layernorm_embedding="
                         f"{model.embeddings.layer_norm is None})")
    dim = cfg.encoder_embed_dim
    offset = model.padding_idx + 1
    return transformers.ElectraConfig(
        vocab_size=model.embeddings.embed_tokens.num_embeddings, embedding_size=dim, hidden_size=dim,
        num_hidden_layers=cfg.generator_layers if generator else cfg.encoder_layers,
        num_attention_heads=cfg.generator_attention_heads if generator else cfg.encoder_attention_heads,
        intermediate_size=cfg.generator_ffn_embed_dim if generator else cfg.encoder_ffn_embed_dim,
        hidden_act=hf_activation(cfg.activation_fn), hidden_dropout_prob=cfg.dropout,
        attention_probs_dropout_prob=cfg.attention_dropout,
        max_position_embeddings=model.embeddings.embed_positions.weight.size(0) - offset, type_vocab_size=1,
        layer_norm_eps=LAYER_NORM_EPS, pad_token_id=model.padding_idx)


def _state(model: XLMEModel, generator: bool) -> Dict[str, Tensor]:
    layers = model.generator.layers if generator else model.discriminator.layers
    state = xlm_roberta_state_dict(model.embeddings, layers, "electra.")
    positions = "electra.embeddings.position_embeddings.weight"
    state[positions] = state[positions][model.padding_idx + 1:]
    if generator:
        _copy(state, "generator_predictions.dense", model.lm_head.dense)
        _copy(state, "generator_predictions.LayerNorm", model.lm_head.layer_norm)
        state["generator_lm_head.weight"] = model.lm_head.weight
        state["generator_lm_head.bias"] = model.lm_head.bias
    else:
        _copy(state, "discriminator_predictions.dense", model.rtd_head.dense)
        _copy(state, "discriminator_predictions.dense_prediction", model.rtd_head.out_proj)
    return state


def electra_pair(model: XLMEModel) -> Tuple[transformers.ElectraForMaskedLM, transformers.ElectraForPreTraining]:
    """ELECTRA's generator and discriminator with copies of ``model``'s weights, in its dtype."""
    if model.generator is None:
        raise InputError("this XLM-E model has no generator (--generator-layers 0)")
    pair = []
    for generator, cls in ((True, transformers.ElectraForMaskedLM), (False, transformers.ElectraForPreTraining)):
        reference = cls(electra_config(model, generator)).to(model.embeddings.embed_tokens.weight.dtype)
        state = {name: value.detach().clone() for name, value in _state(model, generator).items()}
        missing, unexpected = reference.load_state_dict(state, strict=False)
        untouched = [key for key in missing if not key.endswith("position_ids") and key != "generator_lm_head.weight"]
        if untouched or unexpected:
            raise RuntimeError(f"ELECTRA weight mapping incomplete: missing {untouched}, unexpected {unexpected}")
        reference.tie_weights()
        pair.append(reference)
    return pair[0], pair[1]


def shared_gradients(model: XLMEModel, generator: nn.Module, discriminator: nn.Module) -> List[Tuple[str, Tensor,
                                                                                                     Tensor]]:
    """(name, XLM-E's gradient, the reference's gradient) for every XLM-E parameter, after both
    have run backward: the reference's copies of one XLM-E weight summed (shared embeddings, the
    LM head tied to the token table), its position rows placed after fairseq's offset."""
    ours = {id(parameter): name for name, parameter in model.named_parameters()}
    summed: Dict[str, Tensor] = {name: torch.zeros_like(parameter) for name, parameter in model.named_parameters()}
    offset = model.padding_idx + 1
    for reference, generator_side in ((generator, True), (discriminator, False)):
        mapping = _state(model, generator_side)
        grads = dict(reference.named_parameters())
        for their_name, our_tensor in mapping.items():
            if their_name not in grads or grads[their_name].grad is None:
                continue
            base = our_tensor if our_tensor._base is None else our_tensor._base
            if id(base) not in ours:
                continue  # ELECTRA's token type embedding: XLM-E has none (a zero row in the reference)
            name = ours[id(base)]
            grad = grads[their_name].grad
            if their_name.endswith("position_embeddings.weight"):
                summed[name][offset:] += grad
            else:
                summed[name] += grad
    return [(name, parameter.grad, summed[name]) for name, parameter in model.named_parameters()]
