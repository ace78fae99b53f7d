"""XLNet (Yang et al., 2019): permutation language modelling with two-stream attention,
partial prediction, Transformer-XL segment recurrence and relative encodings.

The content stream h starts from the token embeddings e(x_i), the query stream g from one
trainable vector w and only at the targets (section 2.3); there are no absolute position
or segment embeddings (relative encodings, sections 2.4 and 2.5). The next-token
distribution is p(X_{z_t} = x | x_{z_<t}) = softmax(e(x)^T g_{z_t}^M + b_x), with the
output embedding tied to the input one.

Segment recurrence: the model keeps, per batch row, the last ``mem_len`` inputs of every
layer (no gradient) from the first ``reuse_len`` tokens of each sequence, and the data
pipeline makes row r of the next batch continue row r's text; ``stream_start`` marks rows
that begin a new stream, whose memory is then masked. Training and evaluation keep
separate memories. A single-process run saves both with the parameters (``memory.train.*``,
``memory.valid.*`` in the model's state) so that a resumed run continues every row exactly as
an uninterrupted one would; with several ranks each holds other rows and only rank 0 saves,
so their memories are neither saved nor restored (the rows start over, masked, as at a
stream's start).
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import torch
from fairseq import utils
from fairseq.dataclass import ChoiceEnum
from fairseq.models import register_model, register_model_architecture
from omegaconf import II
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError
from fairseq_xl.models.base import EncoderConfig, EncoderModel, set_sizes
from fairseq_xl.modules.cpu_dropout import Dropout
from fairseq_xl.modules.permutation_masks import content_stream_mask, query_stream_mask, with_memory
from fairseq_xl.modules.two_stream_attention import StreamInputs, TwoStreamAttentionLayer, sinusoid_encoding
from fairseq_xl.guards.flag_checks import LAYER_NORM_EPS, MEM_LEN
from fairseq_xl.models.xlnet_hub_interface import XLNetHubInterface

Memory = Tuple[List[Tensor], Tensor]
CLASSIFICATION_INPUTS = ("fairseq", "xlnet")  # --classification-input
CLS_SEGMENT = 2  # XLNet's segment of <cls> (Hugging Face's token type 2)


def segment_ids(tokens: Tensor, sep: int, cls: int) -> Tensor:
    """XLNet's segments of A <sep> [B <sep> ...] <cls> (section 2.5, [A, SEP, B, SEP, CLS]): segment i for the
    tokens after the i-th <sep>, the <sep> included; <cls> its own, ``CLS_SEGMENT``."""
    separators = tokens.eq(sep).long()
    return (separators.cumsum(-1) - separators).masked_fill(tokens.eq(cls), CLS_SEGMENT)


def with_cls(tokens: Tensor, padding_idx: int, cls: int) -> Tensor:
    """Right-padded rows [B, T] -> [B, T + 1], ``cls`` after each row's last real token where that is not
    ``cls`` already (the hub's ``encode`` writes it; fairseq's sentence_prediction does not)."""
    lengths = tokens.ne(padding_idx).sum(1)
    last = tokens.gather(1, (lengths - 1).clamp(min=0)[:, None])[:, 0]
    added = last.ne(cls) & lengths.gt(0)
    rows = torch.arange(tokens.size(0), device=tokens.device)
    out = nn.functional.pad(tokens, (0, 1), value=padding_idx)
    out[rows[added], lengths[added]] = cls
    return out


def single_process() -> bool:
    return not (torch.distributed.is_available() and torch.distributed.is_initialized()) \
        or torch.distributed.get_world_size() == 1


@dataclass
class XLNetConfig(EncoderConfig):
    activation_fn: ChoiceEnum(utils.get_available_activation_fns()) = field(
        default="gelu_accurate", metadata={"help": "activation function (the official XLNet: tanh GELU)"})
    mem_len: int = field(default=384, metadata={"range": MEM_LEN,
        "help": "cached content states per layer from earlier sequences of the same stream "
                "(Transformer-XL memory; 384 at 512 tokens in the paper), 0 for none"})
    reuse_len: int = II("oc.select:task.reuse_len,0")  # 0 where the task has none (sentence_prediction)
    layer_norm_eps: float = field(default=1e-5, metadata={"range": LAYER_NORM_EPS,
        "help": "LayerNorm epsilon (fairseq's 1e-5; Hugging Face's xlnet-base-cased: 1e-12, kept by its import)"})
    classification_input: ChoiceEnum(CLASSIFICATION_INPUTS) = field(default="fairseq", metadata={
        "help": "what a classification head (--task sentence_prediction) reads: 'fairseq', the task's input as it "
                "is (the guides' --init-token 0 --separator-token 2: <s> A </s> </s> B </s>), one segment, at its "
                "last token; 'xlnet', XLNet's A <sep> B <sep> <cls> (the task's A </s> B </s>, given without "
                "--init-token and --separator-token, and <cls> added), its segments, at <cls>, as Hugging Face's "
                "XLNetForSequenceClassification reads it (its import sets it)"})


@register_model("xlnet", dataclass=XLNetConfig)
class XLNetModel(EncoderModel):
    CLASSIFICATION_POOL = "last"
    hub_interface = XLNetHubInterface
    def __init__(self, cfg: XLNetConfig, dictionary):
        super().__init__()
        self.cfg = cfg
        self.padding_idx = dictionary.pad()
        self.sep, self.cls = dictionary.eos(), dictionary.bos()  # XLNet's <sep> and <cls> (hf.import_xlnet)
        dim = cfg.encoder_embed_dim
        self.embed_tokens = nn.Embedding(len(dictionary), dim, self.padding_idx)
        self.mask_emb = nn.Parameter(torch.zeros(dim))
        self.layers = nn.ModuleList(
            TwoStreamAttentionLayer(dim, cfg.encoder_ffn_embed_dim, cfg.encoder_attention_heads, cfg.dropout,
                                    cfg.attention_dropout, cfg.activation_fn, cfg.layer_norm_eps)
            for _ in range(cfg.encoder_layers))
        self.dropout = Dropout(cfg.dropout)
        self.output_bias = nn.Parameter(torch.zeros(len(dictionary)))
        self._memory: Dict[bool, Memory] = {}
        self.classification_heads = nn.ModuleDict()  # --task sentence_prediction (EncoderModel)
        self.reset_parameters()

    @classmethod
    def build_model(cls, cfg, task):
        task_cfg = getattr(task, "cfg", None)
        given = [name for name in ("init_token", "separator_token") if getattr(task_cfg, name, None) is not None]
        if cfg.classification_input == "xlnet" and given:
            flags = " and ".join("--" + name.replace("_", "-") for name in given)
            raise InputError(f"--classification-input xlnet reads XLNet's A <sep> B <sep> <cls> and adds <cls> "
                             f"itself: give sentence_prediction no {flags}")
        return super().build_model(cfg, task)

    def reset_parameters(self, std: float = 0.02):
        """N(0, 0.02) for every weight matrix, embedding and bias vector r_w, r_r, r_s, s
        (the official initializer); zero linear biases; LayerNorm at (1, 0)."""
        for name, parameter in self.named_parameters():
            if "layer_norm" in name:
                nn.init.ones_(parameter) if name.endswith("weight") else nn.init.zeros_(parameter)
            elif name.endswith(".bias") or name == "output_bias":
                nn.init.zeros_(parameter)
            else:
                nn.init.normal_(parameter, std=std)
        with torch.no_grad():
            self.embed_tokens.weight[self.padding_idx].zero_()

    # The network ------------------------------------------------------------------------

    def _relative_encoding(self, length: int, memory_length: int, reversed_rows: Optional[Tensor],
                           dtype: torch.dtype) -> Tensor:
        """R for the distances M + T - 1 down to -(T - 1): [1, P, C], or [B, P, C] with the
        backward rows' distances negated (the bidirectional pipeline)."""
        distances = torch.arange(memory_length + length - 1, -length, -1, device=self.mask_emb.device)
        encoding = sinusoid_encoding(distances, self.cfg.encoder_embed_dim)[None]
        if reversed_rows is not None and reversed_rows.any():
            both = torch.cat([encoding, sinusoid_encoding(-distances, self.cfg.encoder_embed_dim)[None]])
            encoding = both[reversed_rows.long()]
        return self.dropout(encoding.to(dtype))

    @staticmethod
    def _stream_inputs(query_positions: Optional[Tensor], query_segments: Tensor, key_segments: Tensor,
                       length: int, allowed: Tensor, dtype: torch.dtype) -> StreamInputs:
        """query_positions [B, Tq] in the sequence, None for all of them in order; key j of
        M + T sits at column T - 1 - i + j of the relative table for query position i;
        allowed [B, Tq, S] (``permutation_masks``)."""
        index = None
        if query_positions is not None:
            columns = torch.arange(key_segments.size(1), device=key_segments.device)
            index = (length - 1 - query_positions)[:, None, :, None] + columns
        same = (query_segments[:, None, :, None] == key_segments[:, None, None, :]).float()
        blocked = torch.zeros(allowed.shape, dtype=dtype, device=allowed.device).masked_fill_(~allowed, float("-inf"))
        return StreamInputs(index, same, blocked[:, None])

    def encode(self, src_tokens: Tensor, segment_ids: Optional[Tensor] = None, perm_rank: Optional[Tensor] = None,
               target_positions: Optional[Tensor] = None, memory: Optional[List[Tensor]] = None,
               memory_padding: Optional[Tensor] = None, reversed_rows: Optional[Tensor] = None):
        """Both streams over src_tokens [B, T].

        segment_ids [B, T] (default: one segment); perm_rank [B, T] (``permutation_masks``;
        default: no permutation, every token sees every token, as in fine-tuning);
        target_positions [B, K] (-1 in unused slots) where the query stream is computed;
        memory: one [B, M, C] per layer, memory_padding [B, M] True where invalid;
        reversed_rows [B]: rows of the backward data pipeline.
        Returns h [B, T, C], g [B, K, C] or None, and every layer's input [B, T, C]."""
        batch, length = src_tokens.shape
        padding = src_tokens.eq(self.padding_idx)
        segment_ids = torch.zeros_like(src_tokens) if segment_ids is None else segment_ids
        perm_rank = torch.full_like(src_tokens, -1) if perm_rank is None else perm_rank
        memory_length = 0 if memory is None else memory[0].size(1)
        if memory is not None and memory_padding is None:
            memory_padding = padding.new_zeros(batch, memory_length)
        key_segments = torch.cat([segment_ids.new_zeros(batch, memory_length), segment_ids], dim=1)
        h = self.dropout(self.embed_tokens(src_tokens))
        content = self._stream_inputs(None, segment_ids, key_segments, length,
                                      with_memory(content_stream_mask(perm_rank, padding), memory_padding), h.dtype)
        g, query = None, None
        if target_positions is not None:
            unused = target_positions.lt(0)
            targets = target_positions.clamp(min=0)
            allowed = query_stream_mask(perm_rank, padding, targets, unused)
            query = self._stream_inputs(targets, segment_ids.gather(1, targets), key_segments, length,
                                        with_memory(allowed, memory_padding), h.dtype)
            g = self.dropout(self.mask_emb.expand(batch, targets.size(1), -1))
        encoding = self._relative_encoding(length, memory_length, reversed_rows, h.dtype)
        inputs = []
        for index, layer in enumerate(self.layers):
            inputs.append(h)
            h, g = layer(h, g, None if memory is None else memory[index], encoding, content, query)
        return h, g, inputs

    def segment_ids(self, tokens: Tensor) -> Tensor:
        """XLNet's segments of A </s> [B </s>] <s>, its A <sep> [B <sep>] <cls> (``segment_ids``)."""
        return segment_ids(tokens, self.sep, self.cls)

    def classify(self, src_tokens: Tensor, name: str):
        """(logits [B, classes], {}) of head ``name`` at the last real token; with ``--classification-input
        xlnet``, of A </s> [B </s>] <s> (XLNet's A <sep> [B <sep>] <cls>, ``with_cls``) in its segments."""
        if self.cfg.classification_input == "fairseq":
            return super().classify(src_tokens, name)
        tokens = with_cls(src_tokens, self.padding_idx, self.cls)
        features = self.extract_features(tokens, self.segment_ids(tokens))
        return self.classification_heads[name](features, tokens), {}

    def output_layer(self, features: Tensor) -> Tensor:
        """Logits e(x)^T g + b over the vocabulary."""
        return nn.functional.linear(self.dropout(features), self.embed_tokens.weight, self.output_bias)

    # Segment recurrence -----------------------------------------------------------------

    def next_memory(self, inputs: List[Tensor], padding: Tensor, memory: Optional[List[Tensor]],
                    memory_padding: Optional[Tensor]) -> Optional[Memory]:
        """The last mem_len of [memory, first reuse_len inputs] per layer, detached."""
        if self.cfg.mem_len == 0:
            return None
        keep = self.cfg.reuse_len
        states = [x[:, :keep] if memory is None else torch.cat([m, x[:, :keep]], 1) for x, m in
                  zip(inputs, memory or [None] * len(inputs))]
        pad = padding[:, :keep] if memory_padding is None else torch.cat([memory_padding, padding[:, :keep]], 1)
        return [state[:, -self.cfg.mem_len:].detach() for state in states], pad[:, -self.cfg.mem_len:]

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        super()._save_to_state_dict(destination, prefix, keep_vars)
        if not single_process():
            return
        for training, memory in self._memory.items():
            if memory is None:
                continue
            states, padding = memory
            name = f"{prefix}memory.{'train' if training else 'valid'}."
            for index, state in enumerate(states):
                destination[f"{name}{index}"] = state
            destination[f"{name}padding"] = padding

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        memory = {}
        for training, part in ((True, "train"), (False, "valid")):
            name = f"{prefix}memory.{part}."
            keys = sorted((key for key in state_dict if key.startswith(name) and key != f"{name}padding"),
                          key=lambda key: int(key[len(name):]))
            states = [state_dict.pop(key) for key in keys]
            padding = state_dict.pop(f"{name}padding", None)
            if states and padding is not None and single_process():
                memory[training] = states, padding
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                      error_msgs)
        # after the weights: a model built in place (models/load_in_place) has them only now
        self._memory = {training: ([state.to(self.mask_emb) for state in states], padding.to(self.mask_emb.device))
                        for training, (states, padding) in memory.items()}

    def _recall(self, batch: int, stream_start: Tensor):
        memory = self._memory.get(self.training)
        if memory is None or memory[1].size(0) != batch:
            return None, None
        states, padding = memory
        # A memory read from a checkpoint before the weights took their place and precision (fully_sharded
        # moves and casts them after loading: memory on the CPU, weights on cuda:0, seen on an H200).
        if states and (states[0].device, states[0].dtype) != (self.mask_emb.device, self.mask_emb.dtype):
            states, padding = [state.to(self.mask_emb) for state in states], padding.to(self.mask_emb.device)
            self._memory[self.training] = states, padding
        return states, padding | stream_start[:, None]

    def forward(self, src_tokens: Tensor, segment_ids: Optional[Tensor] = None, perm_rank: Optional[Tensor] = None,
                target_positions: Optional[Tensor] = None, stream_start: Optional[Tensor] = None,
                reversed_rows: Optional[Tensor] = None, classification_head_name: Optional[str] = None,
                **unused) -> Tuple[Tensor, Dict]:
        """A pre-training step: fairseq's (output, extra), as every model of the plugin: the
        logits at the used target slots, [N, V] in row-major order of target_positions >= 0,
        and nothing more ({}). With ``stream_start`` [B] the model attends to and updates its
        memory of the previous batch. With ``classification_head_name`` (fairseq's
        sentence_prediction), that head's logits [B, classes] on the last real token's state
        (Hugging Face's ``XLNetForSequenceClassification``)."""
        if classification_head_name is not None:
            return self.classify(src_tokens, classification_head_name)
        memory, memory_padding = (None, None) if stream_start is None else self._recall(src_tokens.size(0),
                                                                                        stream_start)
        _, g, inputs = self.encode(src_tokens, segment_ids, perm_rank, target_positions, memory, memory_padding,
                                   reversed_rows)
        if stream_start is not None:
            self._memory[self.training] = self.next_memory(inputs, src_tokens.eq(self.padding_idx), memory,
                                                           memory_padding)
        return self.output_layer(g[target_positions.ge(0)]), {}

    def extract_features(self, src_tokens: Tensor, segment_ids: Optional[Tensor] = None,
                         return_all_hiddens: bool = False):
        """The top content-stream states [B, T, C] with every token visible (fine-tuning); with
        ``return_all_hiddens``, every layer's [B, T, C] from the embeddings up, the top last."""
        h, _, inputs = self.encode(src_tokens, segment_ids)
        return inputs + [h] if return_all_hiddens else h


# Fields newer than some saved checkpoints, at the values those were trained with: fairseq fills an
# architecture's missing fields through its function (below), not from the dataclass.
ADDED_SINCE = {"layer_norm_eps": 1e-5, "classification_input": "fairseq"}


@register_model_architecture("xlnet", "xlnet_base")
def xlnet_base(args):
    """XLNet-Base: 12 layers, 768 hidden, 12 heads, FFN 3072."""
    set_sizes(args, **ADDED_SINCE,
              encoder_layers=12, encoder_embed_dim=768, encoder_ffn_embed_dim=3072, encoder_attention_heads=12)


@register_model_architecture("xlnet", "xlnet_large")
def xlnet_large(args):
    """XLNet-Large: 24 layers, 1024 hidden, 16 heads, FFN 4096."""
    set_sizes(args, **ADDED_SINCE,
              encoder_layers=24, encoder_embed_dim=1024, encoder_ffn_embed_dim=4096, encoder_attention_heads=16)


@register_model_architecture("xlnet", "xlnet_small")
def xlnet_small(args):
    """For CPU runs: 4 layers, 128 hidden, 4 heads, FFN 512."""
    set_sizes(args, **ADDED_SINCE,
              encoder_layers=4, encoder_embed_dim=128, encoder_ffn_embed_dim=512, encoder_attention_heads=4)


@register_model_architecture("xlnet", "xlnet_tiny")
def xlnet_tiny(args):
    """For tests: 2 layers, 64 hidden, 2 heads, FFN 128."""
    set_sizes(args, **ADDED_SINCE,
              encoder_layers=2, encoder_embed_dim=64, encoder_ffn_embed_dim=128, encoder_attention_heads=2)
