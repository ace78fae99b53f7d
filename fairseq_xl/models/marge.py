"""MARGE (Lewis et al., 2020): a sequence-to-sequence model that reconstructs target
documents x_1..N from evidence documents z_1..M, its cross-attention biased by a learned
relevance score.

- Relevance (section 2.2, eq. 1): g(x) = the first (<s>) token's state after the first
  ``relevance_layers`` (4) layers of the encoder, the parameters shared with the
  reconstruction encoder; f(x, z) = cos(g(x), g(z)).
- Reconstruction (section 2.3, eq. 4): every evidence document is encoded on its own, the
  encodings are concatenated into one memory, and each decoder cross-attention scores the
  keys of document z_j with Q(x_i) K(z_j) + beta f(x_i, z_j), beta a trainable scalar; the
  loss -sum_i log p(x_i | z_1..M, f(x_i, z_1..M)) (eq. 2) so trains g through f.
- Decoder (section 3): ``decoder_local_layers`` (4) layers with self-attention and FFN only,
  then ``decoder_layers`` with cross-attention and a larger FFN; a language token as the
  first decoder input chooses the output language. Embeddings are shared by the encoder,
  the decoder and the output projection.

Generation (zero-shot translation) has one evidence document per target, the source, so the
relevance bias is a constant over each row's keys, which softmax ignores: it is left out.

Classification (section 4, "Fine-tuning"; the paper's PAWS-X): "the task input is fed into both the encoder and
decoder, and a representation is used from the decoder's final layer hidden state", as fairseq's BART does:
fairseq's ``sentence_prediction`` (and ``sentence_ranking``) registers a head that reads the decoder's state at
the input's last position, the decoder fed the input shifted right by one (``--add-prev-output-tokens``, BART's
flag, gives the same; without it the model shifts it, ``shifted_right``).
"""
from dataclasses import dataclass, field
from typing import Dict, Optional

import torch
import torch.nn.functional as F
from fairseq.models import (
    FairseqEncoder,
    FairseqEncoderDecoderModel,
    FairseqIncrementalDecoder,
    register_model,
    register_model_architecture,
)
from fairseq.modules.transformer_sentence_encoder import init_bert_params
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError
from fairseq_xl.models.base import ClassificationHeads, EncoderConfig, checkpoint_activations, padding_mask, set_sizes
from fairseq_xl.models.marge_hub_interface import MargeHubInterface
from fairseq_xl.modules import BiasedDecoderLayer, BiasedEncoderLayer, TokenEmbeddings
from fairseq_xl.guards.flag_checks import COUNT, DROPOUT, POSITIVE_COUNT


@dataclass
class MargeConfig(EncoderConfig):
    encoder_layers: int = field(default=6, metadata={"range": POSITIVE_COUNT, "help": "encoder layers"})
    decoder_local_layers: int = field(default=4, metadata={"range": COUNT,
        "help": "decoder layers with self-attention and FFN only, at the decoder's base (MARGE: 4)"})
    decoder_layers: int = field(default=6, metadata={"range": POSITIVE_COUNT,
                                                     "help": "decoder layers with cross-attention"})
    decoder_ffn_embed_dim: int = field(default=12288, metadata={"range": POSITIVE_COUNT,
                                                                "help": "FFN inner size of the cross-attention layers"})
    relevance_layers: int = field(default=4, metadata={"range": POSITIVE_COUNT,
        "help": "encoder layers of the relevance model g (MARGE: the first 4)"})
    activation_dropout: float = field(default=0.0, metadata={"range": DROPOUT,
                                                             "help": "dropout probability after the FFN activation"})


def unit_length(g: Tensor) -> Tensor:
    """g [B, C] in float32 scaled to unit length: f(x, z) = cos(g(x), g(z)) (eq. 1) is the dot
    product of two, the same numbers for training (``MargeModel.relevance_biased_memory``) and
    for the index (``data/marge_index.encode``)."""
    return F.normalize(g.float(), dim=-1)


class MargeEncoder(FairseqEncoder):
    def __init__(self, cfg: MargeConfig, dictionary, embeddings: TokenEmbeddings):
        super().__init__(dictionary)
        if not 1 <= cfg.relevance_layers <= cfg.encoder_layers:
            raise InputError(f"--relevance-layers {cfg.relevance_layers} must be between 1 and --encoder-layers "
                             f"{cfg.encoder_layers}")
        self.cfg = cfg
        self.padding_idx = dictionary.pad()
        self.embeddings = embeddings
        self.layers = nn.ModuleList(
            BiasedEncoderLayer(cfg.encoder_embed_dim, cfg.encoder_ffn_embed_dim, cfg.encoder_attention_heads,
                               cfg.dropout, cfg.attention_dropout, cfg.activation_dropout, cfg.activation_fn)
            for _ in range(cfg.encoder_layers))
        self.beta = nn.Parameter(torch.ones(()))

    def extract_features(self, tokens: Tensor, return_all_hiddens: bool = False):
        """The encoder's states [B, T, C] of documents ``tokens`` [B, T] (each ``<s> ... </s>``), or
        with ``return_all_hiddens`` every layer's, the embeddings first (the hub's features)."""
        padding, x = padding_mask(tokens, self.padding_idx), self.embeddings(tokens)
        states = [x]
        for layer in self.layers:
            x = layer(x, padding)
            states.append(x)
        return states if return_all_hiddens else x

    def relevance_embedding(self, tokens: Tensor) -> Tensor:
        """g(x) [B, C] of documents tokens [B, T] (<s> first): the first token's state after
        the first ``relevance_layers`` layers."""
        padding, x = padding_mask(tokens, self.padding_idx), self.embeddings(tokens)
        for layer in self.layers[:self.cfg.relevance_layers]:
            x = layer(x, padding)
        return x[:, 0]

    def relevance_direction(self, tokens: Tensor) -> Tensor:
        """g(x) / |g(x)| [B, C] in float32: what training and the index compare (``unit_length``)."""
        return unit_length(self.relevance_embedding(tokens))

    def forward(self, src_tokens: Tensor, src_lengths: Optional[Tensor] = None) -> Dict[str, Optional[Tensor]]:
        """src_tokens [M, S]: evidence documents, each <s> ... </s>. Returns the memory [M, S, C]
        (row b attends to document b alone, as in generation), its padding, no bias, and each
        document's ``evidence_direction`` g(z) / |g(z)| [M, C], taken on the way."""
        padding, x = padding_mask(src_tokens, self.padding_idx), self.embeddings(src_tokens)
        for number, layer in enumerate(self.layers, 1):
            x = layer(x, padding)
            if number == self.cfg.relevance_layers:
                evidence_direction = unit_length(x[:, 0])
        return {"memory": x, "memory_padding": padding, "memory_bias": None, "evidence_direction": evidence_direction}

    def upgrade_state_dict_named(self, state_dict, name):
        """Checkpoints written before 2026-11-24 hold the layers under ``encoder.layers`` (a
        stack whose own forward was never called); they load under ``layers``."""
        old = f"{name}.encoder.layers."
        for key in [key for key in state_dict if key.startswith(old)]:
            state_dict[f"{name}.layers.{key[len(old):]}"] = state_dict.pop(key)
        return state_dict

    def reorder_encoder_out(self, encoder_out, new_order: Tensor):
        """Beam search: generation's memory has one row per hypothesis."""
        return {key: None if value is None else value.index_select(0, new_order)
                for key, value in encoder_out.items()}

    def max_positions(self):
        return self.cfg.max_positions


class MargeDecoder(FairseqIncrementalDecoder):
    def __init__(self, cfg: MargeConfig, dictionary, embed_tokens: nn.Embedding):
        super().__init__(dictionary)
        self.cfg = cfg
        dim = cfg.encoder_embed_dim
        self.embeddings = TokenEmbeddings(len(dictionary), dim, dictionary.pad(), cfg.max_positions, cfg.dropout,
                                          embed_tokens=embed_tokens)

        def layer(ffn: int, cross: bool) -> BiasedDecoderLayer:
            return BiasedDecoderLayer(dim, ffn, cfg.encoder_attention_heads, cfg.dropout, cfg.attention_dropout,
                                      cfg.activation_dropout, cfg.activation_fn, cross_attention=cross)

        self.local_layers = nn.ModuleList(layer(cfg.encoder_ffn_embed_dim, False)
                                          for _ in range(cfg.decoder_local_layers))
        self.layers = nn.ModuleList(layer(cfg.decoder_ffn_embed_dim, True) for _ in range(cfg.decoder_layers))

    def _caches(self, incremental_state) -> Optional[Dict[str, Dict[str, Tensor]]]:
        if incremental_state is None:
            return None
        caches = self.get_incremental_state(incremental_state, "caches")
        if caches is None:
            caches = {str(i): {} for i in range(len(self.local_layers) + len(self.layers))}
            self.set_incremental_state(incremental_state, "caches", caches)
        return caches

    def forward(self, prev_output_tokens: Tensor, encoder_out: Optional[Dict] = None,
                incremental_state: Optional[Dict] = None, features_only: bool = False, **unused):
        """prev_output_tokens [B, T]: the language token, then the document. Returns
        (logits [B, T, V] or features [B, T, C], None); with incremental_state only the
        newest position."""
        caches = self._caches(incremental_state)
        x = self.embeddings(prev_output_tokens, incremental_state=incremental_state)
        layers = list(self.local_layers) + list(self.layers)
        for number, layer in enumerate(layers):
            cache = None if caches is None else caches[str(number)]
            if layer.encoder_attn is None:
                x = layer(x, cache=cache)
            else:
                x = layer(x, encoder_out["memory"], encoder_out["memory_padding"], encoder_out["memory_bias"], cache)
        return (x if features_only else self.output_layer(x)), None

    def output_layer(self, features: Tensor) -> Tensor:
        """Projection to the vocabulary, tied to the shared token embeddings."""
        return F.linear(features, self.embeddings.embed_tokens.weight)

    def reorder_incremental_state(self, incremental_state, new_order: Tensor):
        caches = self.get_incremental_state(incremental_state, "caches")
        if caches is not None:
            for cache in caches.values():
                for key, value in cache.items():
                    cache[key] = value.index_select(0, new_order)

    def max_positions(self):
        return self.cfg.max_positions


def shifted_right(tokens: Tensor, padding_idx: int) -> Tensor:
    """Each right-padded row of ``tokens`` [B, T] rolled by one, its last real token first, the padding kept: what
    fairseq's ``sentence_prediction --add-prev-output-tokens`` feeds a decoder (``RollDataset``, then padding)."""
    real = tokens.ne(padding_idx)
    last = tokens.gather(1, (real.long().sum(1, keepdim=True) - 1).clamp(min=0))
    return torch.cat([last, tokens[:, :-1]], 1).masked_fill(~real, padding_idx)


@register_model("marge", dataclass=MargeConfig)
class MargeModel(ClassificationHeads, FairseqEncoderDecoderModel):
    hub_interface = MargeHubInterface  # fairseq_xl.hub's wrapper of a loaded MARGE (models.base.interface_for)
    CLASSIFICATION_POOL = "last"  # the decoder's state at the input's last position (BART's, at its </s>)

    def __init__(self, encoder: "MargeEncoder", decoder: "MargeDecoder"):
        super().__init__(encoder, decoder)
        self.cfg, self.padding_idx = encoder.cfg, encoder.padding_idx
        self.classification_heads = nn.ModuleDict()  # --task sentence_prediction (ClassificationHeads)

    @classmethod
    def build_model(cls, cfg: MargeConfig, task):
        dictionary = task.source_dictionary
        embeddings = TokenEmbeddings(len(dictionary), cfg.encoder_embed_dim, dictionary.pad(), cfg.max_positions,
                                     cfg.dropout)
        model = cls(MargeEncoder(cfg, dictionary, embeddings),
                    MargeDecoder(cfg, dictionary, embeddings.embed_tokens))
        model.apply(init_bert_params)
        return checkpoint_activations(model, cfg)

    def forward(self, src_tokens: Tensor, src_lengths: Optional[Tensor] = None,
                prev_output_tokens: Optional[Tensor] = None, target_documents: Optional[Tensor] = None,
                classification_head_name: Optional[str] = None, **unused):
        """Reconstruct the targets (prev_output_tokens [N, T], their <s> ... </s> form
        target_documents [N, T']) from the evidence src_tokens [M, S], every target attending
        to every evidence document through ``relevance_biased_memory``. With
        ``classification_head_name`` (fairseq's sentence_prediction criterion): (logits [B, classes], extra) of
        ``classify``."""
        if classification_head_name is not None:
            return self.classify(src_tokens, classification_head_name, prev_output_tokens)
        encoder_out = self.encoder(src_tokens, src_lengths)
        if target_documents is not None:
            encoder_out = self.relevance_biased_memory(encoder_out, target_documents)
        return self.decoder(prev_output_tokens, encoder_out=encoder_out)

    def upgrade_state_dict_named(self, state_dict, name):
        """fairseq's sentence_prediction and sentence_ranking append ``<mask>`` to the dictionary, which MARGE's
        own task has not: a pre-trained checkpoint's shared embeddings get that one row, at zero (as fairseq's
        BART adds rows to a checkpoint's embeddings for the tokens its task adds). No input holds the token."""
        prefix = name + "." if name else ""
        rows, dictionary = self.encoder.embeddings.embed_tokens.num_embeddings, self.encoder.dictionary
        for part in ("encoder", "decoder"):
            key = f"{prefix}{part}.embeddings.embed_tokens.weight"
            weight = state_dict.get(key)
            if weight is not None and weight.size(0) + 1 == rows and dictionary[rows - 1] == "<mask>":
                state_dict[key] = torch.cat([weight, weight.new_zeros(1, weight.size(1))])
        super().upgrade_state_dict_named(state_dict, name)

    def classify(self, src_tokens: Tensor, name: str, prev_output_tokens: Optional[Tensor] = None):
        """(logits [B, classes], extra) of head ``name``: the input encoded as the one evidence document of its
        row (as in generation), the decoder fed it shifted right (``shifted_right``, unless given), the head on the
        decoder's last layer at the input's last position."""
        if prev_output_tokens is None:
            prev_output_tokens = shifted_right(src_tokens, self.padding_idx)
        features, _ = self.decoder(prev_output_tokens, encoder_out=self.encoder(src_tokens), features_only=True)
        return self.classification_heads[name](features, src_tokens), {}

    def relevance_biased_memory(self, encoder_out: Dict[str, Optional[Tensor]], target_documents: Tensor):
        """Eq. 4: one memory [1, M*S, C] of every evidence document for every target, and
        ``memory_bias`` [N, 1, 1, M*S] = beta f(x_i, z_j) on each key of z_j, with ``relevance``
        [N, M] = f(x_i, z_j) = cos(g(x_i), g(z_j)) (eq. 1)."""
        relevance = self.encoder.relevance_direction(target_documents) @ encoder_out["evidence_direction"].T
        memory, padding = encoder_out["memory"], encoder_out["memory_padding"]
        documents, length = memory.shape[:2]
        bias = (self.encoder.beta * relevance).repeat_interleave(length, dim=1)
        return dict(encoder_out, memory=memory.reshape(1, documents * length, -1), relevance=relevance,
                    memory_padding=None if padding is None else padding.reshape(1, -1),
                    memory_bias=bias[:, None, None, :])


@register_model_architecture("marge", "marge_large")
def marge_large(args):
    """The paper's model (section 3): encoder 12 x 1024 (FFN 4096), decoder 4 local layers
    (FFN 4096) + 12 cross-attention layers (FFN 16384; the paper prints 16536), relevance
    from the first 4 encoder layers; about 960M parameters with a 250k vocabulary."""
    set_sizes(args, encoder_layers=12, encoder_embed_dim=1024, encoder_ffn_embed_dim=4096, encoder_attention_heads=16,
              decoder_local_layers=4, decoder_layers=12, decoder_ffn_embed_dim=16384, relevance_layers=4)


@register_model_architecture("marge", "marge_base")
def marge_base(args):
    """Half the depth and width for one GPU: encoder 6 x 768 (FFN 3072), decoder 4 local +
    6 cross-attention layers (FFN 12288, the paper's 4x ratio to the encoder's)."""
    set_sizes(args, encoder_layers=6, encoder_embed_dim=768, encoder_ffn_embed_dim=3072, encoder_attention_heads=12,
              decoder_local_layers=4, decoder_layers=6, decoder_ffn_embed_dim=12288, relevance_layers=4)


@register_model_architecture("marge", "marge_cpu")
def marge_cpu(args):
    """For CPU runs such as examples/marge/pipeline.sh (examples/recipes.sh): marge_tiny's layers at
    xlm_e_small's width, encoder 4 x 128 (FFN 512, 4 heads), decoder FFN 1024."""
    set_sizes(args, encoder_layers=4, encoder_embed_dim=128, encoder_ffn_embed_dim=512, encoder_attention_heads=4,
              decoder_local_layers=1, decoder_layers=2, decoder_ffn_embed_dim=1024, relevance_layers=2)


@register_model_architecture("marge", "marge_tiny")
def marge_tiny(args):
    """For tests and CPU runs: encoder 4 x 64, relevance from its first 2 layers (below the
    top, as the paper's 4 of 12: the top layer, the memory, is what the decoder shapes
    most), decoder 1 local + 2 cross-attention layers."""
    set_sizes(args, encoder_layers=4, encoder_embed_dim=64, encoder_ffn_embed_dim=128, encoder_attention_heads=2,
              decoder_local_layers=1, decoder_layers=2, decoder_ffn_embed_dim=256, relevance_layers=2)
