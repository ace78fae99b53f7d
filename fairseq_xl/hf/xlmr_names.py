"""Where each weight of XLM-R sits in Hugging Face's classes and in fairseq's RoBERTa: one table that the import
(``import_xlmr``) and the export (``export``) both read, for the two layouts Hugging Face has classes for.

- XLM-R base and large (``model_type`` ``xlm-roberta``, ``XLMRoberta*``; fairseq's ``roberta_base``): post-LN,
  each sublayer's LayerNorm after its residual sum, and a LayerNorm of the embeddings.
- XLM-R XL and XXL (``xlm-roberta-xl``, ``XLMRobertaXL*``; fairseq's ``roberta_prenorm``, as its ``xlmr.xl`` and
  ``xlmr.xxl``): pre-LN, each sublayer's LayerNorm before it, one LayerNorm after the last layer and none of the
  embeddings.

Both compute the same attention, feed-forward layer, masked-LM head (dense, GELU, LayerNorm, the embeddings'
transpose) and classifier (``<s>``'s state through dense, tanh and a projection), under the same names; a
multiple-choice model (``...ForMultipleChoice``) computes that classifier too, its dense as the encoder's pooler and
its projection, to one score, as ``classifier``.
"""
from typing import NamedTuple, Tuple

LAYER_NORM_EPS = 1e-5  # fairseq's LayerNorm, which its RoBERTa (and every model here) does not let a flag change

# (Hugging Face's name under encoder.layer.N., fairseq's under layers.N.), in both layouts
PROJECTIONS = (("attention.self.query", "self_attn.q_proj"), ("attention.self.key", "self_attn.k_proj"),
               ("attention.self.value", "self_attn.v_proj"), ("attention.output.dense", "self_attn.out_proj"),
               ("intermediate.dense", "fc1"), ("output.dense", "fc2"))


class Layout(NamedTuple):
    model_type: str  # config.json's
    arch: str  # fairseq's --arch, which sets the layout (its sizes come as flags)
    pre_ln: bool  # fairseq's --encoder-normalize-before
    layer: Tuple[Tuple[str, str], ...]  # every weight of a layer: (Hugging Face's name, fairseq's)
    norm: Tuple[str, str]  # the one LayerNorm outside the layers: (under Hugging Face's encoder's prefix, under
    # fairseq's sentence_encoder.): the embeddings' (post-LN) or the last layer's output's (pre-LN)
    classes: Tuple[str, str, str, str]  # transformers' config, masked-LM, sequence-classifier, multiple-choice classes


POST_LN = Layout("xlm-roberta", "roberta_base", False,
                 PROJECTIONS + (("attention.output.LayerNorm", "self_attn_layer_norm"),
                                ("output.LayerNorm", "final_layer_norm")),
                 ("embeddings.LayerNorm", "layernorm_embedding"),
                 ("XLMRobertaConfig", "XLMRobertaForMaskedLM", "XLMRobertaForSequenceClassification",
                  "XLMRobertaForMultipleChoice"))
PRE_LN = Layout("xlm-roberta-xl", "roberta_prenorm", True,
                PROJECTIONS + (("attention.self_attn_layer_norm", "self_attn_layer_norm"),
                               ("LayerNorm", "final_layer_norm")),
                ("encoder.LayerNorm", "layer_norm"),
                ("XLMRobertaXLConfig", "XLMRobertaXLForMaskedLM", "XLMRobertaXLForSequenceClassification",
                 "XLMRobertaXLForMultipleChoice"))
LAYOUTS = {layout.model_type: layout for layout in (POST_LN, PRE_LN)}
