"""What the fairseq-xl models share: the Transformer core's config fields, built from the task's
dictionary, limited to ``cfg.max_positions``, sized by the architecture functions through
``set_sizes``."""
import logging
from dataclasses import dataclass, field
from typing import Optional, Tuple

from fairseq import hub_utils, utils
from fairseq.dataclass import ChoiceEnum, FairseqDataclass
from fairseq.models import BaseFairseqModel
from fairseq.models.roberta.hub_interface import RobertaHubInterface
from omegaconf import II
from torch import Tensor, nn

from fairseq_xl.modules.biased_encoder_layer import BiasedEncoderLayer
from fairseq_xl.modules.classification_head import ClassificationHead
from fairseq_xl.guards.flag_checks import DROPOUT, POSITIVE_COUNT
from fairseq_xl.models.load_in_place import in_place

logger = logging.getLogger(__name__)


@dataclass
class EncoderConfig(FairseqDataclass):
    """The fields of every model's Transformer core (XLM-E's discriminator, XLNet, VECO, MARGE's
    encoder); a model's config adds what its paper adds and may change a default."""

    encoder_layers: int = field(default=12,
                                metadata={"range": POSITIVE_COUNT,
                                          "help": "layers (XLM-E: the discriminator's, MARGE: the encoder's)"})
    encoder_embed_dim: int = field(default=768, metadata={"range": POSITIVE_COUNT, "help": "hidden size"})
    encoder_ffn_embed_dim: int = field(default=3072, metadata={"range": POSITIVE_COUNT, "help": "FFN inner size"})
    encoder_attention_heads: int = field(default=12, metadata={"range": POSITIVE_COUNT, "help": "attention heads"})
    dropout: float = field(default=0.1, metadata={"range": DROPOUT,
                                                  "help": "dropout probability"})
    attention_dropout: float = field(default=0.1, metadata={"range": DROPOUT,
                                                            "help": "dropout probability of attention weights"})
    activation_fn: ChoiceEnum(utils.get_available_activation_fns()) = field(
        default="gelu", metadata={"help": "activation function"})
    pooler_dropout: float = field(default=0.0, metadata={"range": DROPOUT, "help": "dropout in classification heads "
                                                                   "(--task sentence_prediction)"})
    load_checkpoint_heads: bool = field(default=False, metadata={
        "help": "(re-)register and load the classification heads a checkpoint holds, as fairseq's RoBERTa does (the "
                "hubs set it); otherwise a head the task does not build is dropped"})
    checkpoint_activations: bool = field(default=False, metadata={
        "help": "keep each layer's inputs only and run its forward again in the backward: memory for a forward "
                "more per step (fairseq's RoBERTa's flag; the gradients are the same)"})
    max_positions: int = II("task.tokens_per_sample")


class ClassificationHeads:
    """``--task sentence_prediction`` (and ``sentence_ranking``) as fairseq's RoBERTa offers it: named heads
    (``ClassificationHead``) registered by the task, saved and loaded with the model's weights. A model with heads
    sets ``classification_heads = nn.ModuleDict()``, ``padding_idx`` and its head's pooling
    (``CLASSIFICATION_POOL``); its ``cfg`` has ``encoder_embed_dim``, ``pooler_dropout`` and
    ``load_checkpoint_heads``."""
    CLASSIFICATION_POOL = "first"
    PRETRAINING_ONLY: Tuple[str, ...] = ()  # weight prefixes a model without its pre-training parts drops

    def register_classification_head(self, name: str, num_classes: int = None, inner_dim: int = None, **unused):
        """A head ``name`` (``ClassificationHead``), saved and loaded with the model's weights."""
        width = self.cfg.encoder_embed_dim
        self.classification_heads[name] = ClassificationHead(width, inner_dim or width, num_classes,
                                                             self.cfg.pooler_dropout, self.CLASSIFICATION_POOL,
                                                             self.padding_idx)

    def classify(self, src_tokens: Tensor, name: str):
        """(logits [B, classes], extra) of head ``name``: what sentence_prediction's criterion reads."""
        features = self.extract_features(src_tokens)
        features, extra = features if isinstance(features, tuple) else (features, {})  # XLNet's: the states alone
        return self.classification_heads[name](features, src_tokens), extra

    def upgrade_state_dict_named(self, state_dict, name):
        """As RoBERTa's: a head in the checkpoint but not in the model is registered with the checkpoint's sizes
        under ``--load-checkpoint-heads`` (the hubs'), else dropped (with a warning); one in the model but not in
        the checkpoint keeps its fresh weights; a pre-trained checkpoint's pre-training parts
        (``PRETRAINING_ONLY``) are dropped when the model was built without them."""
        super().upgrade_state_dict_named(state_dict, name)
        prefix = name + "." if name else ""
        heads = prefix + "classification_heads."
        if getattr(self.cfg, "load_checkpoint_heads", False):  # absent from checkpoints saved before it
            for head in sorted({key[len(heads):].split(".")[0] for key in state_dict if key.startswith(heads)}):
                if head not in self.classification_heads:
                    self.register_classification_head(
                        head, num_classes=state_dict[f"{heads}{head}.out_proj.weight"].size(0),
                        inner_dim=state_dict[f"{heads}{head}.dense.weight"].size(0))
        own = self.state_dict()
        for key in list(state_dict):
            local = key[len(prefix):]
            if local.startswith("classification_heads.") and (local not in own or own[local].shape !=
                                                                state_dict[key].shape):
                logger.warning(f"deleting classification head weight {local} from the checkpoint: not in this "
                               "model (or of another size)")
                del state_dict[key]
            elif local.startswith(self.PRETRAINING_ONLY) and local not in own:
                del state_dict[key]
        for key, value in own.items():
            if key.startswith("classification_heads.") and prefix + key not in state_dict:
                state_dict[prefix + key] = value


class EncoderModel(ClassificationHeads, BaseFairseqModel):
    """The base of XLM-E, XLNet and VECO. Every model of the plugin (MARGE too, a fairseq
    encoder-decoder) returns fairseq's pair from ``forward``: (output, extra), the tensor its
    objective scores first and a dict of the rest (or None); with ``features_only``, RoBERTa's
    ([B, T, C], {"inner_states": [T, B, C] per layer}) where a model offers it."""
    padding_idx: int
    hub_interface = RobertaHubInterface  # what a loaded model is wrapped in (``interface_for``)

    @classmethod
    def from_pretrained(cls, model_name_or_path, checkpoint_file="model.pt", data_name_or_path=".",
                        bpe="sentencepiece", **kwargs):
        """A checkpoint (training, or an export in fairseq's release layout: model.pt, dict.txt,
        sentencepiece.bpe.model) through fairseq's ``hub_utils.from_pretrained``, in its model's hub
        interface: ``encode``, ``extract_features(tokens, return_all_hiddens)``. ``fairseq_xl.hub``
        wraps the models it loads the same way."""
        with in_place():  # the model takes the weights read (``load_in_place``): held once
            loaded = hub_utils.from_pretrained(model_name_or_path, checkpoint_file, data_name_or_path, bpe=bpe,
                                               **{"load_checkpoint_heads": True, **kwargs})
        model = loaded["models"][0]
        return interface_for(model)(loaded["args"], loaded["task"], model)

    @classmethod
    def build_model(cls, cfg, task):
        return checkpoint_activations(cls(cfg, task.source_dictionary), cfg)

    def max_positions(self):
        return self.cfg.max_positions

    def padding_mask(self, tokens: Tensor) -> Optional[Tensor]:
        return padding_mask(tokens, self.padding_idx)


def padding_mask(tokens: Tensor, padding_idx: int) -> Optional[Tensor]:
    """True at padding [B, T], or None where there is none (the faster attention path): every
    model's one padding mask."""
    padding = tokens.eq(padding_idx)
    return padding if padding.any() else None


def checkpoint_activations(model: nn.Module, cfg):
    """``model`` with each of its Transformer layers (``BiasedEncoderLayer`` and its kinds) checkpointed in
    training as ``cfg.checkpoint_activations`` says (``BiasedEncoderLayer.checkpointed``)."""
    for module in model.modules():
        if isinstance(module, BiasedEncoderLayer):
            module.checkpoint_activations = bool(getattr(cfg, "checkpoint_activations", False))
    return model


def set_sizes(args, **sizes) -> None:
    """An architecture's defaults, one keyword per config field; flags given on the command line win."""
    for name, value in sizes.items():
        setattr(args, name, getattr(args, name, value))


def interface_for(model):
    """The hub interface class of a loaded model: its ``hub_interface`` (XLNet's, MARGE's), else
    fairseq's RoBERTa interface (XLM-E, VECO, fairseq's RoBERTa)."""
    return getattr(type(model), "hub_interface", RobertaHubInterface)
