"""XLM-E (Chi et al., 2022): an ELECTRA generator and discriminator for cross-lingual text.

The generator G, a small Transformer, predicts the masked tokens of x^masked (eq. 1); its
samples build x^corrupt (eq. 2, 4); the discriminator D, the model kept for downstream
use, labels every token of x^corrupt as original or replaced (eq. 3, 5). G and D share the
token and position embeddings (ELECTRA), every self-attention layer carries the gated
relative position bias (section 3.3), and the sizes of Tables 8 and 9 are the
architectures ``xlm_e_base``, ``xlm_e_large`` and ``xlm_e_xl``. A model built with
``--generator-layers 0`` is the discriminator alone, which is what
``python -m fairseq_xl.convert.xlm_e_discriminator`` writes for downstream use.
"""
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Optional, Tuple

import torch
from fairseq import utils
from fairseq.dataclass import ChoiceEnum
from fairseq.models import register_model, register_model_architecture
from fairseq.models.roberta.model import RobertaLMHead
from fairseq.modules.transformer_sentence_encoder import init_bert_params
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError
from fairseq_xl.models.base import EncoderConfig, EncoderModel, set_sizes
from fairseq_xl.models.outputs import ReplacedTokenDetection
from fairseq_xl.modules import TokenEmbeddings, BiasedEncoder, replacement_sampling_kernel
from fairseq_xl.modules.example_noise import example_generators
from fairseq_xl.modules.biased_encoder import RELATIVE_POSITION_MODES
from fairseq_xl.guards.flag_checks import COUNT, DROPOUT, GENERATOR_TEMPERATURE, POSITIVE_COUNT, REL_POS_BUCKETS


@dataclass
class XLMEConfig(EncoderConfig):
    generator_layers: int = field(
        default=4, metadata={"range": COUNT,
                             "help": "generator layers; 0 builds the discriminator alone (inference, fine-tuning)"}
    )
    generator_ffn_embed_dim: int = field(default=3072, metadata={"range": POSITIVE_COUNT,
                                                                 "help": "generator FFN inner size"})
    generator_attention_heads: int = field(default=12, metadata={"range": POSITIVE_COUNT,
                                                                 "help": "generator attention heads"})
    generator_temperature: float = field(default=1.0, metadata={"range": GENERATOR_TEMPERATURE,
        "help": "replacements are sampled from softmax(logits / T) (ELECTRA's 'temperature', 1 in its "
                "recipes and XLM-E's); T > 1 gives rarer tokens, easier to detect"})
    activation_dropout: float = field(default=0.0, metadata={"range": DROPOUT,
                                                             "help": "dropout probability after the FFN activation"})
    encoder_normalize_before: bool = field(default=False, metadata={"help": "pre-LayerNorm instead of post-LayerNorm"})
    no_layernorm_embedding: bool = field(default=False, metadata={
        "help": "no LayerNorm on the embeddings: XLM-R XL and XXL's layout (with --encoder-normalize-before), "
                "which convert.from_xlmr gives a model started from them"})
    rel_pos: ChoiceEnum(RELATIVE_POSITION_MODES) = field(
        default="gated", metadata={"help": "relative position bias: gated (XLM-E), plain (d_{i-j} only), none"}
    )
    rel_pos_buckets: int = field(default=32, metadata={"range": REL_POS_BUCKETS, "help": "relative position buckets"})
    rel_pos_max_distance: int = field(default=128, metadata={"range": POSITIVE_COUNT,
                                                             "help": "distance of the last bucket"})
    no_fused_attention: bool = field(default=False, metadata={
        "help": "on a CUDA GPU with Triton, attention and its relative position bias run in one fused kernel "
                "(modules/gated_attention_kernel.py, the same values); this flag materializes the [B, H, T, T] "
                "bias instead"})


class ReplacedTokenDetectionHead(nn.Module):
    """p_D(replaced | x^corrupt) per token: dense, activation, one logit (ELECTRA)."""

    def __init__(self, embed_dim: int, activation_fn: str):
        super().__init__()
        self.dense = nn.Linear(embed_dim, embed_dim)
        self.activation_fn = utils.get_activation_fn(activation_fn)
        self.out_proj = nn.Linear(embed_dim, 1)

    def forward(self, features: Tensor) -> Tensor:
        return self.out_proj(self.activation_fn(self.dense(features))).squeeze(-1)


@register_model("xlm_e", dataclass=XLMEConfig)
class XLMEModel(EncoderModel):
    PRETRAINING_ONLY = ("generator.", "lm_head.")  # fine-tuning builds --generator-layers 0
    def __init__(self, cfg: XLMEConfig, dictionary):
        super().__init__()
        self.cfg = cfg
        self.padding_idx = dictionary.pad()
        self.mask_idx = dictionary.index("<mask>")
        dim = cfg.encoder_embed_dim
        self.embeddings = TokenEmbeddings(len(dictionary), dim, self.padding_idx, cfg.max_positions, cfg.dropout,
                                          layer_norm=not getattr(cfg, "no_layernorm_embedding", False))
        shared = dict(dropout=cfg.dropout, attention_dropout=cfg.attention_dropout,
                      activation_dropout=cfg.activation_dropout, activation_fn=cfg.activation_fn,
                      normalize_before=cfg.encoder_normalize_before, rel_pos=cfg.rel_pos,
                      rel_pos_buckets=cfg.rel_pos_buckets, rel_pos_max_distance=cfg.rel_pos_max_distance,
                      fused_attention=not getattr(cfg, "no_fused_attention", False))
        self.generator = None
        if cfg.generator_layers > 0:
            self.generator = BiasedEncoder(cfg.generator_layers, dim, cfg.generator_ffn_embed_dim,
                                           cfg.generator_attention_heads, **shared)
            self.lm_head = RobertaLMHead(dim, len(dictionary), cfg.activation_fn,
                                         weight=self.embeddings.embed_tokens.weight)
        self.discriminator = BiasedEncoder(cfg.encoder_layers, dim, cfg.encoder_ffn_embed_dim,
                                           cfg.encoder_attention_heads, **shared)
        self.rtd_head = ReplacedTokenDetectionHead(dim, cfg.activation_fn)
        self.classification_heads = nn.ModuleDict()  # --task sentence_prediction (EncoderModel)
        never_sample = torch.zeros(len(dictionary), dtype=torch.bool)
        never_sample[[dictionary.bos(), dictionary.eos(), dictionary.pad(), self.mask_idx]] = True
        self.register_buffer("never_sample", never_sample, persistent=False)
        self.apply(init_bert_params)

    def extract_features(self, src_tokens: Tensor, return_all_hiddens: bool = False, network=None):
        """The discriminator's states (or ``network``'s: the generator's, ``GeneratorEncoder``):
        ([B, T, C], {"inner_states": [T, B, C] per layer}), the layout of fairseq's RoBERTa, so that its
        hub interface serves this model."""
        network = self.discriminator if network is None else network
        x, states = network(self.embeddings(src_tokens), self.padding_mask(src_tokens), return_all_hiddens)
        return x, {"inner_states": [state.transpose(0, 1) for state in states]}

    @torch.no_grad()
    def sample_replacements(self, generator_logits: Tensor, masked_positions: Optional[Tensor] = None,
                            noise_keys: Optional[Tensor] = None) -> Tensor:
        """x_i^corrupt ~ p_G(x_i | x^masked) (eq. 2), from softmax(logits / T) in fp32 and outside the graph.

        T is the ``--generator-temperature``; special symbols are never sampled. The draws go by weighted
        reservoir sampling over tiles of columns (``replacement_sampling_kernel``: two uniform numbers a tile
        and row, an exponential a logit, nothing of size [N, V]): on a CUDA GPU with Triton in one kernel that
        reads the logits once, elsewhere in PyTorch a tile at a time (``reservoir``). With ``noise_keys`` [B]
        (the XLM-E tasks give them in training and validation), each row's numbers come from its own key
        (``example_noise``), so the samples do not depend on how a batch is split over ranks and
        micro-batches; without, from torch's stream."""
        logits = generator_logits.detach()
        if replacement_sampling_kernel.applies(logits):
            seeds = replacement_sampling_kernel.row_seeds(masked_positions, noise_keys, len(logits), logits.device)
            return replacement_sampling_kernel.sample(logits, self.never_sample, self.cfg.generator_temperature,
                                                      seeds)
        count = 2 * replacement_sampling_kernel.tiles(logits.size(1))
        if noise_keys is None:
            numbers = torch.rand(len(logits), count, device=logits.device)
        else:
            numbers = torch.cat([torch.rand(rows, count, generator=generator, device=logits.device)
                                 for rows, generator in zip(masked_positions.sum(1).tolist(),
                                                            example_generators(noise_keys, logits.device))])
        return replacement_sampling_kernel.reservoir(logits, self.never_sample, self.cfg.generator_temperature,
                                                     numbers)

    def forward(self, src_tokens: Tensor, masked_positions: Optional[Tensor] = None, features_only: bool = False,
                return_all_hiddens: bool = False, noise_keys: Optional[Tensor] = None,
                classification_head_name: Optional[str] = None, **unused) -> Tuple[Tensor, ReplacedTokenDetection]:
        """Pre-training step on original tokens [B, T] and their masked positions [B, T].

        Returns fairseq's (output, extra), as every model of the plugin: the discriminator's
        logits [B, T], and ``outputs.ReplacedTokenDetection`` (the generator's logits at the masked
        positions only, the LM head projecting just those rows; the samples; the labels r). With
        ``features_only``, the discriminator's features of ``src_tokens`` as in ``extract_features``;
        with ``classification_head_name`` (fairseq's sentence_prediction), that head's logits
        [B, classes] on the first token's state. Without ``masked_positions``, the generator's masked LM
        on ``src_tokens`` as they are (their ``<mask>`` tokens the ones it fills): its logits [B, T, V] and the
        states, as fairseq's RoBERTa returns its LM's, so that its hub's ``fill_mask`` fills with XLM-E's
        generator (p_G of eq. 1)."""
        if classification_head_name is not None:
            return self.classify(src_tokens, classification_head_name)
        if features_only:
            return self.extract_features(src_tokens, return_all_hiddens)
        if self.generator is None:
            raise InputError("this XLM-E model has no generator (--generator-layers 0: an exported or fine-tuned "
                             "discriminator): it cannot pre-train or fill a <mask>; its pre-training checkpoint has "
                             "one")
        if masked_positions is None:
            states, extra = self.extract_features(src_tokens, return_all_hiddens, network=self.generator)
            return self.lm_head(states), extra
        padding = self.padding_mask(src_tokens)
        masked_input = src_tokens.masked_fill(masked_positions, self.mask_idx)
        generator_states, _ = self.generator(self.embeddings(masked_input), padding)
        generator_logits = self.lm_head(generator_states, masked_tokens=masked_positions)
        samples = self.sample_replacements(generator_logits, masked_positions, noise_keys)
        corrupted = src_tokens.masked_scatter(masked_positions, samples)
        discriminator_states, _ = self.discriminator(self.embeddings(corrupted), padding)
        return self.rtd_head(discriminator_states), ReplacedTokenDetection(generator_logits, samples,
                                                                           corrupted.ne(src_tokens))


class GeneratorEncoder(nn.Module):
    """XLM-E's generator read as an encoder by the evaluations (``--xlm-e-generator`` of
    ``examples/evaluate_retrieval.py``): the token embeddings it shares with the discriminator, then its G
    layers, with the features of ``XLMEModel.extract_features``. The generator is the masked LM of the paper's
    whole objective (L_MLM + L_TLM, section 3.1), so its states say what the pairs taught the network that
    predicts from them, beside the discriminator that the downstream tasks keep."""

    def __init__(self, model: XLMEModel):
        super().__init__()
        if model.generator is None:
            raise InputError("this XLM-E model has no generator (--generator-layers 0: an exported or fine-tuned "
                             "discriminator); its pre-training checkpoint has one")
        self.xlm_e = model
        self.cfg = SimpleNamespace(encoder_layers=model.cfg.generator_layers,
                                   encoder_embed_dim=model.cfg.encoder_embed_dim)

    def max_positions(self):
        return self.xlm_e.max_positions()

    def forward(self, src_tokens: Tensor, features_only: bool = True, return_all_hiddens: bool = False, **unused):
        if not features_only:
            raise ValueError("XLM-E's generator read as an encoder gives features only")
        return self.xlm_e.extract_features(src_tokens, return_all_hiddens, network=self.xlm_e.generator)


@register_model_architecture("xlm_e", "xlm_e_base")
def xlm_e_base(args):
    """Tables 8 and 9, Base: D 12L/768/3072/12 heads, G 4 layers at full width."""
    set_sizes(args, encoder_layers=12, encoder_embed_dim=768, encoder_ffn_embed_dim=3072, encoder_attention_heads=12,
              generator_layers=4, generator_ffn_embed_dim=3072, generator_attention_heads=12)


@register_model_architecture("xlm_e", "xlm_e_large")
def xlm_e_large(args):
    """Large: D 24L/1024/4096/16 heads, G 6 layers."""
    set_sizes(args, encoder_layers=24, encoder_embed_dim=1024, encoder_ffn_embed_dim=4096, encoder_attention_heads=16,
              generator_layers=6, generator_ffn_embed_dim=4096, generator_attention_heads=16)


@register_model_architecture("xlm_e", "xlm_e_xl")
def xlm_e_xl(args):
    """XL: D 48L/1536/6144/24 heads, G 8 layers."""
    set_sizes(args, encoder_layers=48, encoder_embed_dim=1536, encoder_ffn_embed_dim=6144, encoder_attention_heads=24,
              generator_layers=8, generator_ffn_embed_dim=6144, generator_attention_heads=24)


@register_model_architecture("xlm_e", "xlm_e_small")
def xlm_e_small(args):
    """For CPU runs such as the quickstart: D 4L/128/512/4 heads, G 2 layers."""
    set_sizes(args, encoder_layers=4, encoder_embed_dim=128, encoder_ffn_embed_dim=512, encoder_attention_heads=4,
              generator_layers=2, generator_ffn_embed_dim=512, generator_attention_heads=4)


@register_model_architecture("xlm_e", "xlm_e_tiny")
def xlm_e_tiny(args):
    """For tests: D 2L/64/128/2 heads, G 1 layer."""
    set_sizes(args, encoder_layers=2, encoder_embed_dim=64, encoder_ffn_embed_dim=128, encoder_attention_heads=2,
              generator_layers=1, generator_ffn_embed_dim=128, generator_attention_heads=2)
