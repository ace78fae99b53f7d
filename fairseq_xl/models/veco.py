"""VECO (Luo et al., 2021): cross-attention masked language modelling (CA-MLM).

For a pair (x, y) and its masked versions (x^, y^), the self stream H = Encoder(x^; theta_s)
is a RoBERTa/XLM-R encoder (learned positions, embedding LayerNorm, post-LN layers) and the
cross stream S_x = Encoder(x^, H_y^L; theta_s, theta_c) plugs each layer's cross-attention
module in, attending to the last self-stream layer of the paired sequence. One output layer
f (fairseq's ``RobertaLMHead``, tied to the embeddings) predicts the masked tokens from H^L
and S^L: P(x | x^) = softmax(f(H_x^L)), P(x | y^, x^) = softmax(f(S_x^L)), and the same for y.
Without the modules (plug-out) the model is an XLM-R encoder:
``python -m fairseq_xl.convert.veco encoder`` writes it as a fairseq RoBERTa checkpoint.

Plug-in fine-tuning for pair inputs (VECO section 3, NLU) runs through fairseq's own
``sentence_prediction`` task and criterion: the task gives the pair as RoBERTa lays it out,
``<s> x </s> </s> y </s>``; ``classify`` splits it into x and y, and a classification head
(fairseq's ``RobertaClassificationHead``) reads the label of x from the first token of
[H_x^L; S_x^L].
"""
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from fairseq.models import register_model, register_model_architecture
from fairseq.models.roberta.model import RobertaClassificationHead, RobertaLMHead
from fairseq.modules.transformer_sentence_encoder import init_bert_params
import torch
import torch.nn.functional as F
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError
from fairseq_xl.models.base import EncoderConfig, EncoderModel, set_sizes
from fairseq_xl.models.outputs import CrossAttentionPredictions
from fairseq_xl.modules import TokenEmbeddings
from fairseq_xl.modules.cross_attention_layer import CrossAttentionLayer
from fairseq_xl.guards.flag_checks import DROPOUT, POSITIVE_COUNT


@dataclass
class VECOConfig(EncoderConfig):
    encoder_layers: int = field(default=6, metadata={"range": POSITIVE_COUNT, "help": "layers"})
    activation_dropout: float = field(default=0.0, metadata={"range": DROPOUT,
                                                             "help": "dropout probability after the FFN activation"})


@register_model("veco", dataclass=VECOConfig)
class VECOModel(EncoderModel):
    def __init__(self, cfg: VECOConfig, dictionary):
        super().__init__()
        self.cfg = cfg
        self.padding_idx, self.bos_idx, self.eos_idx = dictionary.pad(), dictionary.bos(), dictionary.eos()
        dim = cfg.encoder_embed_dim
        self.embeddings = TokenEmbeddings(len(dictionary), dim, self.padding_idx, cfg.max_positions, cfg.dropout)
        self.layers = nn.ModuleList(
            CrossAttentionLayer(dim, cfg.encoder_ffn_embed_dim, cfg.encoder_attention_heads, cfg.dropout,
                                cfg.attention_dropout, cfg.activation_dropout, cfg.activation_fn)
            for _ in range(cfg.encoder_layers))
        self.lm_head = RobertaLMHead(dim, len(dictionary), cfg.activation_fn,
                                     weight=self.embeddings.embed_tokens.weight)
        self.classification_heads = nn.ModuleDict()
        self.apply(init_bert_params)

    def self_stream(self, tokens: Tensor, states: Optional[List[Tensor]] = None) -> Tensor:
        """H^L [B, T, C] of tokens [B, T], theta_s only (the plugged-out encoder); ``states``,
        when given, receives H^0 (the embeddings) to H^L."""
        return self._self_stream(tokens, self.padding_mask(tokens), states)

    def _self_stream(self, tokens: Tensor, padding: Optional[Tensor], states: Optional[List[Tensor]] = None):
        h = self.embeddings(tokens)
        for layer in self.layers:
            if states is not None:
                states.append(h)
            h = layer(h, padding)
        if states is not None:
            states.append(h)
        return h

    def extract_features(self, src_tokens: Tensor, return_all_hiddens: bool = False):
        """The self stream as fairseq's RoBERTa lays out its features ([B, T, C],
        {"inner_states": [T, B, C] per layer}), so that its hub interface (and the
        evaluations of ``fairseq_xl.evaluation.retrieval`` and ``fairseq_xl.evaluation.transfer``) serve VECO."""
        states: List[Tensor] = []
        h = self.self_stream(src_tokens, states if return_all_hiddens else None)
        return h, {"inner_states": [state.transpose(0, 1) for state in states]}

    def cross_stream(self, tokens: Tensor, paired_states: Tensor, paired_tokens: Tensor) -> Tensor:
        """S^L [B, T, C] of tokens [B, T] attending to the paired sequence's H^L [B, S, C]."""
        return self._cross_stream(tokens, self.padding_mask(tokens), paired_states, self.padding_mask(paired_tokens))

    def _cross_stream(self, tokens: Tensor, padding: Optional[Tensor], paired_states: Tensor,
                      paired_padding: Optional[Tensor]) -> Tensor:
        s = self.embeddings(tokens)
        for layer in self.layers:
            s = layer.cross(s, padding, paired_states, paired_padding)
        return s

    def streams(self, x: Tensor, y: Tensor, batched: Optional[bool] = None) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
        """(H_x^L, H_y^L, S_x^L, S_y^L) of a pair batch x [B, Tx], y [B, Ty]. ``batched`` (the default
        on a GPU): the two self streams run as one batch of 2B rows, each side padded to the longer,
        and so do the two cross streams, so a step launches half the kernels; on the H200 VECO's GPU
        waited on the host 38% of its step (docs/results.md). The padding is masked as keys, so the
        rows of x and y are those of the separate streams (the default on the CPU, where a step is
        arithmetic and the padding would be computed for nothing). Each padding mask is made once (on a
        GPU, making one waits for the device)."""
        if not (x.is_cuda if batched is None else batched):
            x_padding, y_padding = self.padding_mask(x), self.padding_mask(y)
            h_x, h_y = self._self_stream(x, x_padding), self._self_stream(y, y_padding)
            return (h_x, h_y, self._cross_stream(x, x_padding, h_y, y_padding),
                    self._cross_stream(y, y_padding, h_x, x_padding))
        rows, length = x.size(0), max(x.size(1), y.size(1))
        both = torch.cat([F.pad(side, (0, length - side.size(1)), value=self.padding_idx) for side in (x, y)])
        padding = self.padding_mask(both)
        h = self._self_stream(both, padding)  # rolled by B rows below: each row's pair is the other side
        s = self._cross_stream(both, padding, h.roll(rows, 0), None if padding is None else padding.roll(rows, 0))
        return h[:rows, :x.size(1)], h[rows:, :y.size(1)], s[:rows, :x.size(1)], s[rows:, :y.size(1)]

    def forward(self, src_tokens: Tensor, tgt_tokens: Optional[Tensor] = None, src_masked: Optional[Tensor] = None,
                tgt_masked: Optional[Tensor] = None, classification_head_name: Optional[str] = None,
                features_only: bool = False, return_all_hiddens: bool = False,
                **unused) -> Tuple[Tensor, Optional[CrossAttentionPredictions]]:
        """The four predictions of CA-MLM for x^ = src_tokens [B, Tx] and y^ = tgt_tokens
        [B, Ty], at their masked positions (all positions when no mask is given):
        x_self = f(H_x^L), x_cross = f(S_x^L), y_self = f(H_y^L), y_cross = f(S_y^L), as
        fairseq's (output, extra), as every model of the plugin: x_self and
        ``outputs.CrossAttentionPredictions``, all four by name. With
        ``classification_head_name`` (fairseq's sentence_prediction criterion):
        (``classify(src_tokens)``, None); with ``features_only``, ``extract_features``. Without
        ``tgt_tokens``, the plugged-out masked LM (the self stream and f) on ``src_tokens`` as they are: f(H_x^L)
        [B, T, V] and the states, as fairseq's RoBERTa returns its LM's, so that its hub's ``fill_mask`` fills a
        ``<mask>`` with VECO's self stream."""
        if classification_head_name is not None:
            return self.classify(src_tokens, classification_head_name), None
        if features_only:
            return self.extract_features(src_tokens, return_all_hiddens)
        if tgt_tokens is None:
            states, extra = self.extract_features(src_tokens, return_all_hiddens)
            return self.lm_head(states), extra
        h_x, h_y, s_x, s_y = self.streams(src_tokens, tgt_tokens)
        predictions = self.predictions(h_x, s_x, h_y, s_y, src_masked, tgt_masked)
        return predictions.x_self, predictions

    def predictions(self, h_x: Tensor, s_x: Tensor, h_y: Tensor, s_y: Tensor, x_masked: Optional[Tensor],
                    y_masked: Optional[Tensor]) -> CrossAttentionPredictions:
        """f(H_x^L), f(S_x^L), f(H_y^L), f(S_y^L) at each side's masked positions (all where None: [B, T, V])
        through one call of the shared output layer f. Each side's masked positions are found once and both of
        its streams gathered there (finding them waits for a GPU: once per side, and the gathers' backward
        does not wait, where four boolean selections waited in the forward and again in the backward)."""
        states = []
        for self_states, cross_states, masked in ((h_x, s_x, x_masked), (h_y, s_y, y_masked)):
            if masked is None:
                states += [self_states, cross_states]
            else:
                rows = masked.flatten().nonzero().squeeze(1)  # in the order of h[masked]
                states += [stream.flatten(0, 1).index_select(0, rows) for stream in (self_states, cross_states)]
        logits = self.lm_head(torch.cat([stream.flatten(0, -2) for stream in states]))
        parts = logits.split([stream[..., 0].numel() for stream in states])
        return CrossAttentionPredictions(*(part.view(*stream.shape[:-1], -1) for part, stream in zip(parts, states)))

    def split_pair(self, tokens: Tensor) -> Tuple[Tensor, Tensor]:
        """``<s> x </s> [</s>] y </s>`` [B, T] (right-padded) -> x = ``<s> x </s>`` and
        y = ``<s> y </s>``, each right-padded to its longest row."""
        eos = tokens.eq(self.eos_idx)
        positions = torch.arange(tokens.size(1), device=tokens.device)
        x_end = torch.where(eos, positions, tokens.size(1)).min(1).values
        after_x = tokens.gather(1, (x_end + 1).clamp(max=tokens.size(1) - 1)[:, None])[:, 0]
        y_start = x_end + 1 + after_x.eq(self.eos_idx).long()
        lengths = tokens.ne(self.padding_idx).sum(1)
        y_lengths = lengths - y_start
        if bool((y_lengths <= 0).any()):
            raise InputError("VECO plug-in fine-tuning needs pair inputs (fairseq's sentence_prediction with "
                             "DATA/input1, e.g. --separator-token 2 --init-token 0): a row has no second sequence")
        x_width = int(x_end.max()) + 1
        x = tokens[:, :x_width].masked_fill(positions[:x_width] > x_end[:, None], self.padding_idx)
        offsets = positions[:int(y_lengths.max())]
        body = tokens.gather(1, (y_start[:, None] + offsets).clamp(max=tokens.size(1) - 1))
        body = body.masked_fill(offsets >= y_lengths[:, None], self.padding_idx)
        return x, torch.cat([body.new_full((len(body), 1), self.bos_idx), body], 1)

    def classify(self, pair_tokens: Tensor, head: str) -> Tensor:
        """Plug-in fine-tuning: the label of x from [H_x^L; S_x^L] [B, 2C] at x's first token."""
        x, y = self.split_pair(pair_tokens)
        h_x, h_y = self.self_stream(x), self.self_stream(y)
        return self.classification_heads[head](torch.cat([h_x, self.cross_stream(x, h_y, y)], -1))

    def register_classification_head(self, name: str, num_classes: int, **unused) -> None:
        """fairseq's sentence_prediction task calls this when it builds the model."""
        dim = self.cfg.encoder_embed_dim
        self.classification_heads[name] = RobertaClassificationHead(2 * dim, dim, num_classes, "tanh",
                                                                    self.cfg.pooler_dropout)

    def upgrade_state_dict_named(self, state_dict, name):
        """A CA-MLM checkpoint restored for plug-in fine-tuning has no classification
        head yet: keep the new head's initial weights. Its position table fixes the length
        limit, which sentence_prediction takes from --max-positions."""
        prefix = f"{name}." if name else ""
        positions = state_dict.get(f"{prefix}embeddings.embed_positions.weight")
        ours = self.embeddings.embed_positions.weight
        if positions is not None and positions.shape != ours.shape:
            limit = positions.size(0) - self.padding_idx - 1
            raise InputError(f"the checkpoint was pre-trained with --tokens-per-sample {limit}, this model was built "
                             f"for {self.cfg.max_positions} positions: pass --max-positions {limit}")
        for key, value in self.classification_heads.state_dict().items():
            state_dict.setdefault(f"{prefix}classification_heads.{key}", value)
        super().upgrade_state_dict_named(state_dict, name)


@register_model_architecture("veco", "veco_small")
def veco_small(args):
    """The paper's small model: 6 layers, 768 hidden, FFN 3072, 12 heads."""
    set_sizes(args, encoder_layers=6, encoder_embed_dim=768, encoder_ffn_embed_dim=3072, encoder_attention_heads=12)


@register_model_architecture("veco", "veco_large")
def veco_large(args):
    """The paper's large model (XLM-R large): 24 layers, 1024 hidden, FFN 4096, 16 heads."""
    set_sizes(args, encoder_layers=24, encoder_embed_dim=1024, encoder_ffn_embed_dim=4096, encoder_attention_heads=16)


@register_model_architecture("veco", "veco_cpu")
def veco_cpu(args):
    """For CPU runs such as examples/veco/pipeline.sh (examples/recipes.sh): 3 layers, 128 hidden,
    FFN 512, 4 heads."""
    set_sizes(args, encoder_layers=3, encoder_embed_dim=128, encoder_ffn_embed_dim=512, encoder_attention_heads=4)


@register_model_architecture("veco", "veco_tiny")
def veco_tiny(args):
    """For tests and CPU runs: 2 layers, 64 hidden, FFN 128, 2 heads."""
    set_sizes(args, encoder_layers=2, encoder_embed_dim=64, encoder_ffn_embed_dim=128, encoder_attention_heads=2)
