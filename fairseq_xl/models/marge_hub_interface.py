"""A trained MARGE's encoder for downstream use: fairseq's RoBERTa hub interface over it."""
import torch
from fairseq.models.roberta.hub_interface import RobertaHubInterface

from fairseq_xl.guards.errors import InputError

OFFERS = "its hub gives the encoder's states (extract_features) and g(x) (relevance_embedding)"


class MargeHubInterface(RobertaHubInterface):
    """MARGE's encoder (the encoder of the document reconstruction model, Lewis et al. 2020). What fairseq's
    RoBERTa interface does with a masked LM or a classification head, MARGE has not: those calls say so in one
    line."""

    def extract_features(self, tokens: torch.Tensor, return_all_hiddens: bool = False):
        """The encoder's states [B, T, C] (every layer's, embeddings first, with
        ``return_all_hiddens``) of ``tokens`` [B, T] or [T], each document ``<s> ... </s>``."""
        tokens = tokens.unsqueeze(0) if tokens.dim() == 1 else tokens
        return self.model.encoder.extract_features(tokens, return_all_hiddens)

    def relevance_embedding(self, tokens: torch.Tensor) -> torch.Tensor:
        """g(x) [B, C]: the document embedding of MARGE's relevance score f(x, z) = cos(g(x), g(z))
        (equation 1)."""
        return self.model.encoder.relevance_embedding(tokens)

    def fill_mask(self, *args, **kwargs):
        raise InputError("fill_mask: MARGE has no masked LM (it is pre-trained to reconstruct a document from the "
                         f"documents it retrieves; fairseq-generate runs its decoder); {OFFERS}")

    def register_classification_head(self, *args, **kwargs):
        raise InputError("MARGE has no classification heads (fairseq's sentence_prediction does not build one on it; "
                         f"examples/evaluate_transfer.py fine-tunes a linear head over its states); {OFFERS}")

    predict = register_classification_head
