"""A trained MARGE's encoder for downstream use: fairseq's RoBERTa hub interface over it."""
import torch
from fairseq.models.roberta.hub_interface import RobertaHubInterface


class MargeHubInterface(RobertaHubInterface):
    """MARGE's encoder (the encoder of the document reconstruction model, Lewis et al. 2020)."""

    def extract_features(self, tokens: torch.Tensor, return_all_hiddens: bool = False):
        """The encoder's states [B, T, C] (every layer's, embeddings first, with
        ``return_all_hiddens``) of ``tokens`` [B, T] or [T], each document ``<s> ... </s>``."""
        tokens = tokens.unsqueeze(0) if tokens.dim() == 1 else tokens
        return self.model.encoder.extract_features(tokens, return_all_hiddens)

    def relevance_embedding(self, tokens: torch.Tensor) -> torch.Tensor:
        """g(x) [B, C]: the document embedding of MARGE's relevance score f(x, z) = cos(g(x), g(z))
        (equation 1)."""
        return self.model.encoder.relevance_embedding(tokens)
