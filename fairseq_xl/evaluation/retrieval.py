"""Cross-lingual sentence retrieval (Tatoeba style, XLM-E section 4.6).

Each sentence is represented by the mean of one layer's hidden states over its tokens
(<s>, </s> and padding left out); every source sentence retrieves the target sentence of
highest cosine similarity, and top-1 accuracy is reported in both directions.

Both raw and centred scores are given. Centred: each language's mean vector (over the sentences
evaluated) is subtracted before the cosine (Libovicky et al., 2020). Mean-pooled states share a
large language-specific component (and, in small or young models, one common direction), which
raw cosine rewards or punishes regardless of meaning; centring removes it, so the two numbers
tell "the spaces are aligned" apart from "the meaning is there, offset per language".

Token matching (``token_match_pairs``) scores a pair by its tokens rather than their mean: each token's highest
cosine with the other sentence's tokens, averaged over the sentence, both ways (BERTScore's F without idf
weights; Zhang et al., 2020), so that states aligned word by word (XLM-E's word alignment, section 4.6, Table 6)
count where their mean over a sentence would hide them.
"""
import statistics
from typing import Dict, List, Tuple

import torch
import torch.nn.functional as F
from fairseq.data import data_utils

from fairseq_xl.guards.errors import InputError
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


def layer_states(hub, sentences: List[str], batch_size: int = 64):
    """Batches of ``sentences`` by length through a RoBERTa-style hub interface (``encode``,
    ``extract_features``: the plugin's models or fairseq's own RoBERTa): (the batch's sentence
    indices, its tokens [B, T], every layer's states [L + 1, B, T, C], 0 = embeddings)."""
    dictionary = hub.task.source_dictionary
    limit = input_limit(hub.model)
    encoded = [hub.encode(sentence)[:limit] for sentence in sentences]
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
    for start in range(0, len(order), batch_size):
        batch_ids = order[start:start + batch_size]
        tokens = data_utils.collate_tokens([encoded[i] for i in batch_ids], dictionary.pad())
        yield batch_ids, tokens, torch.stack(hub.extract_features(tokens, return_all_hiddens=True)).float().cpu()
        progress.report("sentences encoded", start + len(batch_ids), len(order), every=batch_size * 16)


@torch.no_grad()
def sentence_embeddings(hub, sentences: List[str], batch_size: int = 64) -> torch.Tensor:
    """Mean-pooled states of every layer (0 = embeddings) for each sentence, [L + 1, N, C]. MARGE's
    hub adds a row: its relevance embedding g(x), not pooled (it is the first token's state)."""
    layers, width = encoder_size(hub.model)
    pooled = torch.empty(len(representation_names(hub)), len(sentences), width)
    for batch_ids, tokens, states in layer_states(hub, sentences, batch_size):
        pooled[:layers + 1, batch_ids] = mean_pool(states, tokens, hub.task.source_dictionary)
        if hasattr(hub, "relevance_embedding"):
            pooled[-1, batch_ids] = hub.relevance_embedding(tokens).float().cpu()
    return pooled


@torch.no_grad()
def token_states(hub, sentences: List[str], batch_size: int = 64) -> Tuple[torch.Tensor, torch.Tensor]:
    """Every layer's states of the sentences' tokens (<s>, </s> and padding left out), sentence after
    sentence: [L + 1, N_tokens, C], and how many tokens each sentence has [N] (at least one: a sentence
    of none keeps its <s>)."""
    dictionary = hub.task.source_dictionary
    special = torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad()])
    kept = [None] * len(sentences)
    for batch_ids, tokens, states in layer_states(hub, sentences, batch_size):
        for row, index in enumerate(batch_ids):
            keep = ~torch.isin(tokens[row], special)
            keep[0] |= not keep.any()
            kept[index] = states[:, row, keep]
    return torch.cat(kept, dim=1), torch.tensor([part.shape[1] for part in kept])


def token_match_scores(source: torch.Tensor, source_counts: torch.Tensor, target: torch.Tensor,
                       target_counts: torch.Tensor, chunk: int = 1024) -> torch.Tensor:
    """[S, T] similarity of every source sentence to every target sentence from their tokens' states
    ([N_tokens, C], sentence after sentence, ``*_counts`` tokens each): the mean over one sentence's
    tokens of each one's highest cosine with the other's, both ways, averaged (module docstring)."""
    source, target = F.normalize(source, dim=-1), F.normalize(target, dim=-1)

    def one_way(queries, query_counts, keys, key_counts):  # [queries' sentences, keys' sentences]
        owner = torch.repeat_interleave(torch.arange(len(query_counts)), query_counts)
        total = torch.zeros(len(query_counts), len(key_counts))
        for start in range(0, len(queries), chunk):
            similarity = queries[start:start + chunk] @ keys.T
            best = torch.segment_reduce(similarity, "max", lengths=key_counts.expand(len(similarity), -1), axis=1)
            total.index_add_(0, owner[start:start + chunk], best)
        return total / query_counts.unsqueeze(1)

    return (one_way(source, source_counts, target, target_counts)
            + one_way(target, target_counts, source, source_counts).T) / 2


def accuracy_of(similarity: torch.Tensor) -> Dict[str, float]:
    """Top-1 accuracy of nearest-neighbour retrieval both ways by a [pairs, pairs] similarity."""
    gold = torch.arange(len(similarity))
    return {"src2tgt": (similarity.argmax(1) == gold).float().mean().item(),
            "tgt2src": (similarity.argmax(0) == gold).float().mean().item()}


def retrieval_accuracy(source: torch.Tensor, target: torch.Tensor, centre: bool = False) -> Dict[str, float]:
    """Top-1 accuracy of nearest-neighbour (cosine) retrieval; row i of each is a pair. With
    ``centre``, each side's mean vector is subtracted first."""
    if centre:
        source, target = source - source.mean(0), target - target.mean(0)
    return accuracy_of(F.normalize(source, dim=-1) @ F.normalize(target, dim=-1).T)


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
        raise InputError(f"{len(source)} source sentences but {len(target)} target sentences")
    source_layers, target_layers = sentence_embeddings(hub, source), sentence_embeddings(target_hub or hub, target)
    results = []
    for s, t in zip(source_layers, target_layers):
        centred = retrieval_accuracy(s, t, centre=True)
        results.append({**retrieval_accuracy(s, t), **{f"centred_{key}": value for key, value in centred.items()}})
    return results


def token_match_pairs(hub, source: List[str], target: List[str], target_hub=None) -> List[Dict[str, float]]:
    """``evaluate_pairs`` by token matching (``token_match_scores``), every layer (0: the embeddings; MARGE's g,
    a single vector, is not scored); centred: each side's mean token state subtracted first."""
    if len(source) != len(target):
        raise InputError(f"{len(source)} source sentences but {len(target)} target sentences")
    (source_states, source_counts), (target_states, target_counts) = (
        token_states(hub, source), token_states(target_hub or hub, target))
    results = []
    for s, t in zip(source_states, target_states):
        raw = accuracy_of(token_match_scores(s, source_counts, t, target_counts))
        centred = accuracy_of(token_match_scores(s - s.mean(0), source_counts, t - t.mean(0), target_counts))
        results.append({**raw, **{f"centred_{key}": value for key, value in centred.items()}})
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
