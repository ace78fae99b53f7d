"""XLM-E's discriminator (Chi et al., 2022) as a Hugging Face ``transformers`` model.

``python -m fairseq_xl.hf.export`` writes this file into an exported directory, beside a copy of
``fairseq_xl/modules/gated_relative_position_bias.py`` (pure torch), and names its classes in
``config.json``'s ``auto_map``; then ``AutoModel.from_pretrained(DIR, trust_remote_code=True)``
loads the model without fairseq or fairseq-xl. No ``transformers`` class has XLM-E's gated relative
position bias (section 3.3: r_{i-j} = d_{i-j} + g_upd d_{i-j} + (1 - g_upd) w g_rst d_{i-j}, one
table d shared by the layers, a gate per layer, added to every self-attention score).

The rest is RoBERTa's layout as fairseq-xl builds it: token + learned position embeddings
(positions counted from the padding index + 1, as fairseq and XLM-R do), LayerNorm (none with
``layernorm_embedding`` false, XLM-R XL's layout), post-LN layers (pre-LN with ``normalize_before``),
and in ``XLMEForPreTraining`` ELECTRA's replaced-token detection head, one logit per token. Parameter
names are fairseq-xl's, so the export renames prefixes only.

Mirrored code: the classes marked "Mirrors ..." restate fairseq-xl's modules without fairseq, as
``transformers`` marks its "Copied from ..." code; a change to either side must reach the other.
``tests/test_hf_export.py::test_xlm_e_discriminator`` checks that the two agree (every layer's states
and the logits, the gated bias post-LN and the plain bias pre-LN, alone and in padded batches).

The task heads are ELECTRA's layouts (``transformers``' ``ElectraFor*``) with their losses when labels
are given: ``XLMEForSequenceClassification`` (dense -> activation -> projection on the first token,
``<s>``; the activation is ``classifier_activation``, tanh as in fairseq's ``sentence_prediction``
heads, which the export copies with their label names), ``XLMEForMultipleChoice`` (that head with one output,
a score for each choice: fairseq's ``sentence_ranking``), ``XLMEForTokenClassification`` (a projection
per token) and ``XLMEForQuestionAnswering`` (start and end logits per token).
"""
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn
from transformers import PretrainedConfig, PreTrainedModel
from transformers.activations import ACT2FN
from transformers.modeling_outputs import (BaseModelOutput, MultipleChoiceModelOutput, QuestionAnsweringModelOutput,
                                           SequenceClassifierOutput, TokenClassifierOutput)
from transformers.models.electra.modeling_electra import ElectraForPreTrainingOutput

from .gated_relative_position_bias import RelativePositionBias, RelativePositionGate


class XLMEConfig(PretrainedConfig):
    model_type = "xlm_e"

    def __init__(self, vocab_size=250002, hidden_size=768, num_hidden_layers=12, num_attention_heads=12,
                 intermediate_size=3072, hidden_act="gelu", hidden_dropout_prob=0.1,
                 attention_probs_dropout_prob=0.1, activation_dropout=0.0, max_position_embeddings=514,
                 layer_norm_eps=1e-5, normalize_before=False, layernorm_embedding=True, rel_pos="gated",
                 rel_pos_buckets=32, rel_pos_max_distance=128, initializer_range=0.02, classifier_activation="tanh",
                 classifier_dropout=None, pad_token_id=1, bos_token_id=0, eos_token_id=2, **kwargs):
        super().__init__(pad_token_id=pad_token_id, bos_token_id=bos_token_id, eos_token_id=eos_token_id, **kwargs)
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.intermediate_size = intermediate_size
        self.hidden_act = hidden_act
        self.hidden_dropout_prob = hidden_dropout_prob
        self.attention_probs_dropout_prob = attention_probs_dropout_prob
        self.activation_dropout = activation_dropout
        self.max_position_embeddings = max_position_embeddings
        self.layer_norm_eps = layer_norm_eps
        self.normalize_before = normalize_before
        self.layernorm_embedding = layernorm_embedding  # false: XLM-R XL's layout (pre-LN, raw embeddings)
        self.rel_pos = rel_pos
        self.rel_pos_buckets = rel_pos_buckets
        self.rel_pos_max_distance = rel_pos_max_distance
        self.initializer_range = initializer_range
        self.classifier_activation = classifier_activation
        self.classifier_dropout = classifier_dropout


# Mirrors fairseq_xl.modules.token_embeddings.TokenEmbeddings (learned positions from the padding index)
class XLMEEmbeddings(nn.Module):
    def __init__(self, config: XLMEConfig):
        super().__init__()
        self.padding_idx = config.pad_token_id
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size, config.pad_token_id)
        self.embed_positions = nn.Embedding(config.max_position_embeddings, config.hidden_size, config.pad_token_id)
        self.layer_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps) \
            if config.layernorm_embedding else None
        self.dropout = nn.Dropout(config.hidden_dropout_prob)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        """Position of the i-th real token: padding index + i (1-based); padding gets the padding row."""
        real = attention_mask.long()
        positions = torch.cumsum(real, dim=1) * real + self.padding_idx
        x = self.embed_tokens(input_ids) + self.embed_positions(positions)
        return self.dropout(x if self.layer_norm is None else self.layer_norm(x))


# Mirrors fairseq_xl.modules.biased_attention.BiasedAttention (its math path)
class XLMEAttention(nn.Module):
    def __init__(self, config: XLMEConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.dropout = config.attention_probs_dropout_prob
        dim = config.hidden_size
        self.q_proj, self.k_proj, self.v_proj, self.out_proj = (nn.Linear(dim, dim) for _ in range(4))

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        return x.view(x.size(0), x.size(1), self.num_heads, -1).transpose(1, 2)

    def forward(self, x: torch.Tensor, padding_bias: torch.Tensor, position_bias, gate) -> torch.Tensor:
        """softmax(q k^T / sqrt(d_k) + r + padding) v; r is the relative bias d [H, T, S], gated from the
        unscaled query q when the layer has a gate."""
        q, k, v = self._heads(self.q_proj(x)), self._heads(self.k_proj(x)), self._heads(self.v_proj(x))
        bias = padding_bias
        if position_bias is not None:
            relative = position_bias.to(q.dtype) if gate is None else gate(q, position_bias)
            bias = bias + relative
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=bias,
                                             dropout_p=self.dropout if self.training else 0.0)
        return self.out_proj(out.transpose(1, 2).reshape(x.shape))


# Mirrors fairseq_xl.modules.biased_encoder_layer.BiasedEncoderLayer
class XLMELayer(nn.Module):
    def __init__(self, config: XLMEConfig):
        super().__init__()
        dim, eps = config.hidden_size, config.layer_norm_eps
        self.self_attn = XLMEAttention(config)
        head_dim = dim // config.num_attention_heads
        self.gate = RelativePositionGate(config.num_attention_heads, head_dim) if config.rel_pos == "gated" else None
        self.self_attn_layer_norm = nn.LayerNorm(dim, eps=eps)
        self.fc1 = nn.Linear(dim, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, dim)
        self.final_layer_norm = nn.LayerNorm(dim, eps=eps)
        self.activation = ACT2FN[config.hidden_act]
        self.dropout = nn.Dropout(config.hidden_dropout_prob)
        self.activation_dropout = nn.Dropout(config.activation_dropout)
        self.normalize_before = config.normalize_before

    def _residual(self, x, layer_norm, fn):
        if self.normalize_before:
            return x + self.dropout(fn(layer_norm(x)))
        return layer_norm(x + self.dropout(fn(x)))

    def forward(self, x, padding_bias, position_bias):
        x = self._residual(x, self.self_attn_layer_norm,
                           lambda h: self.self_attn(h, padding_bias, position_bias, self.gate))
        return self._residual(x, self.final_layer_norm,
                              lambda h: self.fc2(self.activation_dropout(self.activation(self.fc1(h)))))


# Mirrors fairseq_xl.modules.biased_encoder.BiasedEncoder
class XLMEEncoder(nn.Module):
    def __init__(self, config: XLMEConfig):
        super().__init__()
        self.relative_position = None
        if config.rel_pos in ("gated", "plain"):
            self.relative_position = RelativePositionBias(config.num_attention_heads, config.rel_pos_buckets,
                                                          config.rel_pos_max_distance)
        self.layers = nn.ModuleList(XLMELayer(config) for _ in range(config.num_hidden_layers))
        self.layer_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps) if config.normalize_before \
            else None


class XLMEPreTrainedModel(PreTrainedModel):
    config_class = XLMEConfig
    base_model_prefix = "xlm_e"

    def _init_weights(self, module):
        """BERT's initialisation (what fairseq-xl's ``init_bert_params`` does)."""
        if isinstance(module, (nn.Linear, nn.Embedding)):
            module.weight.data.normal_(0.0, self.config.initializer_range)
        if isinstance(module, nn.Linear) and module.bias is not None:
            module.bias.data.zero_()
        if isinstance(module, nn.Embedding) and module.padding_idx is not None:
            module.weight.data[module.padding_idx].zero_()


class XLMEModel(XLMEPreTrainedModel):
    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.embeddings = XLMEEmbeddings(config)
        self.encoder = XLMEEncoder(config)
        self.post_init()

    def get_input_embeddings(self):
        return self.embeddings.embed_tokens

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                output_hidden_states: Optional[bool] = None, return_dict: Optional[bool] = None, **unused):
        """input_ids [B, T]; attention_mask [B, T], 1 at tokens (default: every token that is not
        padding). ``hidden_states``: the embeddings and every layer's output, the last after the final
        LayerNorm of a pre-LN model."""
        if attention_mask is None:
            attention_mask = input_ids.ne(self.config.pad_token_id)
        x = self.embeddings(input_ids, attention_mask)
        padding_bias = torch.zeros(attention_mask.shape, dtype=x.dtype, device=x.device)
        padding_bias = padding_bias.masked_fill(~attention_mask.bool(), torch.finfo(x.dtype).min)[:, None, None, :]
        relative = self.encoder.relative_position
        position_bias = None if relative is None else relative(input_ids.size(1), input_ids.size(1))
        states = [x]
        for layer in self.encoder.layers:
            x = layer(x, padding_bias, position_bias)
            states.append(x)
        if self.encoder.layer_norm is not None:
            x = states[-1] = self.encoder.layer_norm(x)
        output_hidden_states = output_hidden_states or self.config.output_hidden_states
        return BaseModelOutput(last_hidden_state=x, hidden_states=tuple(states) if output_hidden_states else None)


class XLMEForPreTraining(XLMEPreTrainedModel):
    """The discriminator with its head: logits [B, T] of p_D(replaced | x) (XLM-E eq. 3)."""

    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.xlm_e = XLMEModel(config)
        self.rtd_head = nn.Module()
        self.rtd_head.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.rtd_head.out_proj = nn.Linear(config.hidden_size, 1)
        self.activation = ACT2FN[config.hidden_act]
        self.post_init()

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                output_hidden_states: Optional[bool] = None, **unused):
        out = self.xlm_e(input_ids, attention_mask, output_hidden_states)
        hidden = self.activation(self.rtd_head.dense(out.last_hidden_state))
        return ElectraForPreTrainingOutput(logits=self.rtd_head.out_proj(hidden).squeeze(-1),
                                           hidden_states=out.hidden_states)


def classifier_dropout(config: XLMEConfig) -> nn.Dropout:
    """The task heads' dropout: ``classifier_dropout``, or the model's where it is not set (ELECTRA's rule)."""
    dropout = config.classifier_dropout
    return nn.Dropout(config.hidden_dropout_prob if dropout is None else dropout)


class XLMEClassificationHead(nn.Module):
    """fairseq's ``ClassificationHead`` (ELECTRA's layout): dropout, dense, activation, dropout,
    projection, on the first token's state."""

    def __init__(self, config: XLMEConfig, outputs: Optional[int] = None):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.activation = ACT2FN[config.classifier_activation]
        self.dropout = classifier_dropout(config)
        self.out_proj = nn.Linear(config.hidden_size, config.num_labels if outputs is None else outputs)

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        x = self.dropout(self.activation(self.dense(self.dropout(features[:, 0]))))
        return self.out_proj(x)


def sequence_loss(config: XLMEConfig, logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """``transformers``' convention: regression for one label, cross-entropy for integer labels,
    binary cross-entropy for float label vectors (``problem_type`` says which, or is inferred)."""
    if config.problem_type is None:
        if config.num_labels == 1:
            config.problem_type = "regression"
        elif labels.dtype in (torch.long, torch.int):
            config.problem_type = "single_label_classification"
        else:
            config.problem_type = "multi_label_classification"
    if config.problem_type == "regression":
        return F.mse_loss(logits.squeeze(-1), labels.to(logits.dtype).view(-1))
    if config.problem_type == "single_label_classification":
        return F.cross_entropy(logits.view(-1, config.num_labels), labels.view(-1))
    return F.binary_cross_entropy_with_logits(logits, labels.to(logits.dtype))


class XLMEForSequenceClassification(XLMEPreTrainedModel):
    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.xlm_e = XLMEModel(config)
        self.classifier = XLMEClassificationHead(config)
        self.post_init()

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                labels: Optional[torch.Tensor] = None, output_hidden_states: Optional[bool] = None, **unused):
        """logits [B, num_labels]; loss with ``labels`` [B]."""
        out = self.xlm_e(input_ids, attention_mask, output_hidden_states)
        logits = self.classifier(out.last_hidden_state)
        loss = None if labels is None else sequence_loss(self.config, logits, labels)
        return SequenceClassifierOutput(loss=loss, logits=logits, hidden_states=out.hidden_states)


class XLMEForMultipleChoice(XLMEPreTrainedModel):
    """One score for each (choice, context) sequence, the classification head with one output (fairseq's
    ``sentence_ranking``, whose ranking head the export copies); the softmax over a question's choices."""

    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.xlm_e = XLMEModel(config)
        self.classifier = XLMEClassificationHead(config, outputs=1)
        self.post_init()

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                labels: Optional[torch.Tensor] = None, output_hidden_states: Optional[bool] = None, **unused):
        """``input_ids`` [B, choices, T]: logits [B, choices]; loss with ``labels`` [B] (the right choice)."""
        choices = input_ids.size(1)
        flat = attention_mask.view(-1, attention_mask.size(-1)) if attention_mask is not None else None
        out = self.xlm_e(input_ids.view(-1, input_ids.size(-1)), flat, output_hidden_states)
        logits = self.classifier(out.last_hidden_state).view(-1, choices)
        loss = None if labels is None else F.cross_entropy(logits, labels.view(-1))
        return MultipleChoiceModelOutput(loss=loss, logits=logits, hidden_states=out.hidden_states)


class XLMEForTokenClassification(XLMEPreTrainedModel):
    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.xlm_e = XLMEModel(config)
        self.dropout = classifier_dropout(config)
        self.classifier = nn.Linear(config.hidden_size, config.num_labels)
        self.post_init()

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                labels: Optional[torch.Tensor] = None, output_hidden_states: Optional[bool] = None, **unused):
        """logits [B, T, num_labels]; loss with ``labels`` [B, T] (-100: not scored)."""
        out = self.xlm_e(input_ids, attention_mask, output_hidden_states)
        logits = self.classifier(self.dropout(out.last_hidden_state))
        loss = None if labels is None else F.cross_entropy(logits.view(-1, self.config.num_labels), labels.view(-1),
                                                           ignore_index=-100)
        return TokenClassifierOutput(loss=loss, logits=logits, hidden_states=out.hidden_states)


class XLMEForQuestionAnswering(XLMEPreTrainedModel):
    def __init__(self, config: XLMEConfig):
        super().__init__(config)
        self.xlm_e = XLMEModel(config)
        self.qa_outputs = nn.Linear(config.hidden_size, 2)
        self.post_init()

    def forward(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None,
                start_positions: Optional[torch.Tensor] = None, end_positions: Optional[torch.Tensor] = None,
                output_hidden_states: Optional[bool] = None, **unused):
        """start and end logits [B, T]; loss with both positions [B]: the mean of the two
        cross-entropies, a position outside the input not scored (as ELECTRA's)."""
        out = self.xlm_e(input_ids, attention_mask, output_hidden_states)
        start_logits, end_logits = (part.squeeze(-1).contiguous()
                                    for part in self.qa_outputs(out.last_hidden_state).split(1, dim=-1))
        loss = None
        if start_positions is not None and end_positions is not None:
            outside = start_logits.size(1)
            loss = sum(F.cross_entropy(logits, positions.view(-1).clamp(0, outside), ignore_index=outside)
                       for logits, positions in ((start_logits, start_positions), (end_logits, end_positions))) / 2
        return QuestionAnsweringModelOutput(loss=loss, start_logits=start_logits, end_logits=end_logits,
                                            hidden_states=out.hidden_states)
