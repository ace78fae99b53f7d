"""Cross-lingual sentence retrieval (Tatoeba style, XLM-E section 4.6).

Each sentence is represented by the mean of one layer's hidden states over its tokens
(<s>, </s> and padding left out); every source sentence retrieves the target sentence of
highest cosine similarity, and top-1 accuracy is reported in both directions.
"""
from typing import Dict, List, Optional

import torch
import torch.nn.functional as F
from fairseq.data import data_utils


@torch.no_grad()
def sentence_embeddings(hub, sentences: List[str], layer: int, batch_size: int = 64) -> torch.Tensor:
    """Mean-pooled states of ``layer`` (0 = embeddings) for each sentence, via a RoBERTa-style
    hub interface (``encode``, ``extract_features``)."""
    dictionary = hub.task.source_dictionary
    special = torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad()])
    limit = hub.model.max_positions()
    encoded = [hub.encode(sentence)[:limit] for sentence in sentences]
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
    pooled = torch.empty(len(encoded), hub.model.cfg.encoder_embed_dim)
    for start in range(0, len(order), batch_size):
        batch_ids = order[start:start + batch_size]
        tokens = data_utils.collate_tokens([encoded[i] for i in batch_ids], dictionary.pad())
        states = hub.extract_features(tokens, return_all_hiddens=True)[layer].float().cpu()
        keep = (~torch.isin(tokens, special)).unsqueeze(-1).float()
        pooled[batch_ids] = (states * keep).sum(1) / keep.sum(1).clamp(min=1)
    return pooled


def retrieval_accuracy(source: torch.Tensor, target: torch.Tensor) -> Dict[str, float]:
    """Top-1 accuracy of nearest-neighbour (cosine) retrieval; row i of each is a pair."""
    similarity = F.normalize(source, dim=-1) @ F.normalize(target, dim=-1).T
    gold = torch.arange(len(source))
    return {
        "src2tgt": (similarity.argmax(1) == gold).float().mean().item(),
        "tgt2src": (similarity.argmax(0) == gold).float().mean().item(),
    }


def evaluate_pairs(hub, source: List[str], target: List[str], layer: Optional[int] = None) -> Dict[str, float]:
    """Retrieval accuracy for aligned sentence lists. ``layer`` defaults to three quarters of
    the depth (the paper uses layer 9 of XLM-E's 12)."""
    if len(source) != len(target):
        raise ValueError(f"{len(source)} source sentences but {len(target)} target sentences")
    if layer is None:
        layer = round(0.75 * hub.model.cfg.encoder_layers)
    return retrieval_accuracy(sentence_embeddings(hub, source, layer), sentence_embeddings(hub, target, layer))
