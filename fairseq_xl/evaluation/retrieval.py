"""Cross-lingual sentence retrieval (Tatoeba style, XLM-E section 4.6).

Each sentence is represented by the mean of one layer's hidden states over its tokens
(<s>, </s> and padding left out); every source sentence retrieves the target sentence of
highest cosine similarity, and top-1 accuracy is reported in both directions.

Both raw and centred scores are given. Centred: each language's mean vector (over the sentences
evaluated) is subtracted before the cosine (Libovicky et al., 2020). Mean-pooled states share a
large language-specific component (and, in small or young models, one common direction), which
raw cosine rewards or punishes regardless of meaning; centring removes it, so the two numbers
tell "the spaces are aligned" apart from "the meaning is there, offset per language".
"""
import statistics
from typing import Dict, List, Tuple

import torch
import torch.nn.functional as F
from fairseq.data import data_utils

from fairseq_xl.evaluation import progress


def encoder_size(model) -> Tuple[int, int]:
    """(layers, width) of a model: the plugin's keep their config as ``cfg`` (MARGE in its
    encoder), fairseq's RoBERTa (the MLM baseline) as ``args``."""
    config = getattr(model, "cfg", None) or getattr(model.encoder, "cfg", None) or model.args
    return config.encoder_layers, config.encoder_embed_dim


def input_limit(model) -> int:
    """The most tokens the encoder reads: ``max_positions()``, whose first entry is the encoder's
    for an encoder-decoder model (MARGE)."""
    limit = model.max_positions()
    return limit[0] if isinstance(limit, tuple) else limit


def mean_pool(states: torch.Tensor, tokens: torch.Tensor, dictionary) -> torch.Tensor:
    """Mean of ``states`` [..., B, T, C] over each row's tokens [B, T], leaving out <s>, </s> and
    padding: [..., B, C]. The sentence vector of retrieval and of transfer fine-tuning."""
    special = torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad()], device=tokens.device)
    keep = (~torch.isin(tokens, special)).unsqueeze(-1).type_as(states)
    return (states * keep).sum(-2) / keep.sum(-2).clamp(min=1)


def representation_names(hub) -> List[str]:
    """What each row of ``sentence_embeddings`` is: layers "0" (embeddings) to "L", then "g" where
    the hub has a relevance embedding (MARGE)."""
    layers, _ = encoder_size(hub.model)
    return [str(layer) for layer in range(layers + 1)] + (["g"] if hasattr(hub, "relevance_embedding") else [])


@torch.no_grad()
def sentence_embeddings(hub, sentences: List[str], batch_size: int = 64) -> torch.Tensor:
    """Mean-pooled states of every layer (0 = embeddings) for each sentence, [L + 1, N, C], via
    a RoBERTa-style hub interface (``encode``, ``extract_features``): the plugin's models or
    fairseq's own RoBERTa. MARGE's hub adds a row: its relevance embedding g(x), not pooled
    (it is the first token's state)."""
    dictionary = hub.task.source_dictionary
    limit = input_limit(hub.model)
    encoded = [hub.encode(sentence)[:limit] for sentence in sentences]
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
    layers, width = encoder_size(hub.model)
    pooled = torch.empty(len(representation_names(hub)), len(encoded), width)
    for start in range(0, len(order), batch_size):
        batch_ids = order[start:start + batch_size]
        tokens = data_utils.collate_tokens([encoded[i] for i in batch_ids], dictionary.pad())
        states = torch.stack(hub.extract_features(tokens, return_all_hiddens=True)).float().cpu()
        pooled[:layers + 1, batch_ids] = mean_pool(states, tokens, dictionary)
        if hasattr(hub, "relevance_embedding"):
            pooled[-1, batch_ids] = hub.relevance_embedding(tokens).float().cpu()
        progress.report("sentences encoded", start + len(batch_ids), len(order), every=batch_size * 16)
    return pooled


def retrieval_accuracy(source: torch.Tensor, target: torch.Tensor, centre: bool = False) -> Dict[str, float]:
    """Top-1 accuracy of nearest-neighbour (cosine) retrieval; row i of each is a pair. With
    ``centre``, each side's mean vector is subtracted first."""
    if centre:
        source, target = source - source.mean(0), target - target.mean(0)
    similarity = F.normalize(source, dim=-1) @ F.normalize(target, dim=-1).T
    gold = torch.arange(len(source))
    return {
        "src2tgt": (similarity.argmax(1) == gold).float().mean().item(),
        "tgt2src": (similarity.argmax(0) == gold).float().mean().item(),
    }


def default_layer(num_layers: int) -> int:
    """Three quarters of the depth: the paper uses layer 9 of XLM-E's 12."""
    return round(0.75 * num_layers)


def evaluate_pairs(hub, source: List[str], target: List[str], target_hub=None) -> List[Dict[str, float]]:
    """Retrieval accuracy of every layer (index 0: the embeddings; then MARGE's g, see
    ``representation_names``) for aligned sentence lists:
    ``src2tgt``, ``tgt2src`` and, each language centred, ``centred_src2tgt``, ``centred_tgt2src``.
    ``target_hub`` (default ``hub``) reads the target side: the same model with another encoding
    of its text (``fairseq_xl.evaluation.shifted_vocabulary.ShiftedEncoding``)."""
    if len(source) != len(target):
        raise ValueError(f"{len(source)} source sentences but {len(target)} target sentences")
    source_layers, target_layers = sentence_embeddings(hub, source), sentence_embeddings(target_hub or hub, target)
    results = []
    for s, t in zip(source_layers, target_layers):
        centred = retrieval_accuracy(s, t, centre=True)
        results.append({**retrieval_accuracy(s, t), **{f"centred_{key}": value for key, value in centred.items()}})
    return results


def length_only_accuracy(source_lengths: List[int], target_lengths: List[int]) -> Dict[str, float]:
    """Top-1 accuracy of a matcher that sees only lengths (in pieces): each sentence retrieves the
    sentence of the other side whose log length is nearest its own plus the mean log length ratio
    of the pairs; among tied candidates one is drawn at random, so a hit counts 1 / (candidates).
    The floor a learned retrieval must clear where the sides share no piece."""
    source = torch.tensor(source_lengths, dtype=torch.float64).clamp(min=1).log()
    target = torch.tensor(target_lengths, dtype=torch.float64).clamp(min=1).log()
    distance = (target.unsqueeze(0) - source.unsqueeze(1) - (target - source).mean()).abs()  # [source, target]
    gold = torch.arange(len(source))

    def expected(distance):
        nearest = distance == distance.min(1, keepdim=True).values
        return (nearest[gold, gold].double() / nearest.sum(1)).mean().item()

    return {"src2tgt": expected(distance), "tgt2src": expected(distance.T)}


def average_accuracy(results: List[List[Dict[str, float]]]) -> Dict[str, List[float]]:
    """Top-1 accuracy in % of each row (layer) averaged over pairs (``evaluate_pairs`` results,
    one list per pair) and both directions: raw under "" and centred under "centred_"."""
    return {kind: [100 * statistics.mean(pair[row][f"{kind}{direction}"] for pair in results
                                         for direction in ("src2tgt", "tgt2src"))
                   for row in range(len(results[0]))]
            for kind in ("", "centred_")}
