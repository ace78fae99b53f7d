"""The translation model that VECO's plug-in initialises (VECO section 3, "NLG"):
fairseq's ``transformer`` in XLM-R layout whose decoder predicts through VECO's output
layer f (``RobertaLMHead``: dense, activation, LayerNorm, the tied embeddings and a bias)
instead of the bare tied embeddings, so the cross stream's S^L -> token mapping learnt by
CA-MLM carries over to the decoder's top layer. Everything else (encoder, decoder layers,
incremental decoding, beam search) is fairseq's own.
"""
from fairseq.models import register_model, register_model_architecture
from fairseq.models.roberta.model import RobertaLMHead
from fairseq.models.transformer import TransformerDecoder, TransformerModel, base_architecture


@register_model("veco_transformer")
class VECOTransformerModel(TransformerModel):
    @classmethod
    def build_decoder(cls, args, tgt_dict, embed_tokens):
        output_layer = RobertaLMHead(args.decoder_embed_dim, len(tgt_dict), args.activation_fn,
                                     weight=embed_tokens.weight)
        return TransformerDecoder(args, tgt_dict, embed_tokens, output_projection=output_layer)


@register_model_architecture("veco_transformer", "veco_transformer")
def veco_transformer(args):
    """XLM-R layout of the VECO encoder: shared embeddings, learned positions, embedding
    LayerNorm, no embedding scaling, post-LN layers; sizes from the flags (convert.py
    prints the VECO checkpoint's)."""
    for flag in ("share_all_embeddings", "encoder_learned_pos", "decoder_learned_pos", "layernorm_embedding",
                 "no_scale_embedding"):
        setattr(args, flag, True)
    args.activation_fn = getattr(args, "activation_fn", "gelu")
    base_architecture(args)
