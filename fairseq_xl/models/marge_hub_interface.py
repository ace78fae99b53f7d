"""A trained MARGE's encoder for downstream use: fairseq's RoBERTa hub interface over it."""
import torch
from fairseq.models.roberta.hub_interface import RobertaHubInterface

from fairseq_xl.guards.errors import InputError

OFFERS = "its hub gives the encoder's states (extract_features), g(x) (relevance_embedding) and a fine-tuned head's " \
    "predictions (predict)"


class MargeHubInterface(RobertaHubInterface):
    """MARGE's encoder (the encoder of the document reconstruction model, Lewis et al. 2020), and its classification
    heads (``predict``, which reads the decoder). What fairseq's RoBERTa interface does with a masked LM, MARGE has
    not: ``fill_mask`` says so in one line."""

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

    def predict(self, head: str, tokens: torch.Tensor, return_logits: bool = False) -> torch.Tensor:
        """Head ``head``'s log-probabilities (logits with ``return_logits``) of ``tokens`` [B, T] or [T]: the
        decoder's state at the last position (``MargeModel.classify``)."""
        tokens = tokens.unsqueeze(0) if tokens.dim() == 1 else tokens
        logits, _ = self.model.classify(tokens.to(device=self.device), head)
        return logits if return_logits else torch.log_softmax(logits, dim=-1)
