"""What a pre-trained model has learned, measured against trivial baselines, at any scale.

Retrieval cannot show learning where an untrained model already matches translations through
shared subwords. These measures can, each beside a baseline that needs no training:

- generator / MLM: masked-token cross-entropy against a unigram and a bigram model counted on
  training text (``BigramModel``; ``objective_report`` applies them to every model);
- discriminator (ELECTRA's replaced token detection, XLM-E eq. 3): ROC-AUC, and AUC within each
  token id, against a context-blind detector that scores a token by its replaced rate in
  training batches (``ContextBlindDetector``; its AUC within a token id is 0.5 by construction);
- order sensitivity of any encoder: the correlation between its outputs for the tokens of a row
  and its outputs for the same tokens with the row's order scrambled (``scramble_rows``). A
  model that uses no word order gives 1; the further below 1, the more it reads context in
  order (an untrained model's position embeddings alone give about 0.5: read it beside the
  untrained model's value). ``feature_order_correlation`` applies it to any encoder's hub.
"""
import math
from typing import Callable, Dict, Optional, Sequence, Tuple

import numpy as np
import torch
from fairseq.data import data_utils
from torch import Tensor

from fairseq_xl.evaluation.retrieval import input_limit

LOG2 = math.log(2)


def cross_entropy_bits(log_probs: Tensor) -> float:
    """Mean -log2 p over the given log-probabilities of the targets."""
    return float(-log_probs.double().mean() / LOG2)


class BigramModel:
    """p(x_i | x_{i-1}) by counts over training rows, interpolated with the unigram model
    (Jelinek-Mercer, weight ``unigram_weight``), so that unseen pairs keep a probability."""

    def __init__(self, vocab_size: int, unigram: Tensor, unigram_weight: float = 0.2):
        self.vocab_size = vocab_size
        self.unigram = unigram.exp()
        self.unigram_weight = unigram_weight
        self.codes = torch.zeros(0, dtype=torch.long)  # previous * V + current, sorted
        self.counts = torch.zeros(0, dtype=torch.float64)
        self.totals = torch.zeros(vocab_size, dtype=torch.float64)

    def fit(self, rows: Sequence[Tensor], pad: int) -> "BigramModel":
        codes = []
        for row in rows:
            tokens = row[row.ne(pad)]
            codes.append(tokens[:-1] * self.vocab_size + tokens[1:])
        self.codes, counts = torch.unique(torch.cat(codes), return_counts=True)
        self.counts = counts.double()
        self.totals = torch.zeros(self.vocab_size, dtype=torch.float64).index_add_(
            0, self.codes // self.vocab_size, self.counts)
        return self

    def log_probs(self, previous: Tensor, current: Tensor) -> Tensor:
        """log p(current | previous) for aligned 1-D tensors of token ids."""
        code = previous * self.vocab_size + current
        where = torch.searchsorted(self.codes, code).clamp(max=max(len(self.codes) - 1, 0))
        pair_counts = torch.where(self.codes[where].eq(code), self.counts[where], torch.zeros(()).double()) \
            if len(self.codes) else torch.zeros(len(code), dtype=torch.float64)
        seen = self.totals[previous]
        bigram = pair_counts / seen.clamp(min=1)
        unigram = self.unigram[current]
        mixed = (1 - self.unigram_weight) * bigram + self.unigram_weight * unigram
        return torch.where(seen > 0, mixed, unigram).log()


def roc_auc(scores: Tensor, labels: Tensor) -> float:
    """P(score of a positive > score of a negative), ties counting one half (Mann-Whitney U)."""
    scores, labels = scores.double().flatten().numpy(), labels.bool().flatten().numpy()
    positives, negatives = labels.sum(), (~labels).sum()
    if positives == 0 or negatives == 0:
        return float("nan")
    order = np.argsort(scores, kind="mergesort")
    _, first, counts = np.unique(scores[order], return_index=True, return_counts=True)
    ranks = np.empty(len(scores))
    ranks[order] = np.repeat(first + (counts - 1) / 2 + 1, counts)  # tied scores share their mean rank
    return float((ranks[labels].sum() - positives * (positives + 1) / 2) / (positives * negatives))


def auc_within_token(scores: Tensor, labels: Tensor, token_ids: Tensor) -> float:
    """ROC-AUC computed within each token id (only tokens both replaced and kept somewhere),
    averaged with each id weighted by its number of (positive, negative) pairs: how well the
    scores separate replaced from original occurrences of the same token, which no per-token
    statistic can do."""
    total, weight = 0.0, 0
    labels = labels.bool()
    for token in torch.unique(token_ids[labels]).tolist():
        where = token_ids.eq(token)
        positives, negatives = int(labels[where].sum()), int((~labels[where]).sum())
        if positives and negatives:
            total += roc_auc(scores[where], labels[where]) * positives * negatives
            weight += positives * negatives
    return total / weight if weight else float("nan")


class ContextBlindDetector:
    """Scores a token by how often that token id was a replacement in training batches: the
    best a detector can do without context (add-one smoothed towards the overall rate)."""

    def __init__(self, vocab_size: int):
        self.replaced = torch.zeros(vocab_size, dtype=torch.float64)
        self.seen = torch.zeros(vocab_size, dtype=torch.float64)

    def update(self, token_ids: Tensor, replaced: Tensor) -> None:
        token_ids = token_ids.flatten().cpu()
        self.seen.index_add_(0, token_ids, torch.ones(len(token_ids), dtype=torch.float64))
        self.replaced.index_add_(0, token_ids, replaced.flatten().cpu().double())

    def scores(self, token_ids: Tensor) -> Tensor:
        overall = self.replaced.sum() / self.seen.sum().clamp(min=1)
        return ((self.replaced + overall) / (self.seen + 1))[token_ids.cpu()]


def scramble_rows(tokens: Tensor, keep: Tensor, generator: torch.Generator) -> Tuple[Tensor, Tensor]:
    """Each row's tokens at the ``keep`` positions (real tokens, not <s>, </s>, padding) put in a
    random order. Returns the scrambled tokens and ``source`` [B, T]: scrambled[b, t] =
    tokens[b, source[b, t]], so that an output at position t of the scrambled row belongs to the
    token that stood at source[b, t]."""
    source = torch.arange(tokens.size(1)).expand_as(tokens).clone()
    for row in range(tokens.size(0)):
        positions = keep[row].nonzero().flatten()
        source[row, positions] = positions[torch.randperm(len(positions), generator=generator)]
    return tokens.gather(1, source), source


def unscramble(outputs: Tensor, source: Tensor) -> Tensor:
    """Outputs [B, T, ...] of scrambled rows put back at their tokens' original positions."""
    restored = torch.empty_like(outputs)
    index = source if outputs.dim() == 2 else source[..., None].expand_as(outputs)
    return restored.scatter_(1, index, outputs)


def correlation(first: Tensor, second: Tensor) -> float:
    """Pearson correlation of two equally shaped tensors, flattened."""
    first, second = first.double().flatten(), second.double().flatten()
    first, second = first - first.mean(), second - second.mean()
    denominator = (first.norm() * second.norm()).item()
    return float((first @ second).item() / denominator) if denominator else float("nan")


@torch.no_grad()
def feature_order_correlation(hub, sentences: Sequence[str], layer: int, seed: int = 1, batch_size: int = 64) -> float:
    """Order sensitivity of an encoder (any hub interface of ``fairseq_xl.hub``): the correlation
    of layer ``layer``'s states of each sentence's tokens with their states when the sentence's
    tokens are scrambled (<s>, </s> and padding stay in place)."""
    dictionary = hub.task.source_dictionary
    special = torch.tensor([dictionary.bos(), dictionary.eos(), dictionary.pad()])
    generator = torch.Generator().manual_seed(seed)
    limit = input_limit(hub.model)
    originals, scrambled_states = [], []
    for start in range(0, len(sentences), batch_size):
        tokens = data_utils.collate_tokens([hub.encode(sentence)[:limit] for sentence in
                                            sentences[start:start + batch_size]], dictionary.pad())
        keep = ~torch.isin(tokens, special)
        scrambled, source = scramble_rows(tokens, keep, generator)
        states = hub.extract_features(tokens, return_all_hiddens=True)[layer].float().cpu()
        moved = unscramble(hub.extract_features(scrambled, return_all_hiddens=True)[layer].float().cpu(), source)
        originals.append(states[keep])
        scrambled_states.append(moved[keep])
    return correlation(torch.cat(originals), torch.cat(scrambled_states))


def binary_entropy_bits(rate: float) -> float:
    if rate <= 0 or rate >= 1:
        return 0.0
    return -(rate * math.log2(rate) + (1 - rate) * math.log2(1 - rate))


def detection_report(logits: Tensor, labels: Tensor, token_ids: Tensor,
                     context_blind: Optional[ContextBlindDetector] = None) -> Dict[str, float]:
    """The discriminator's measures over the real tokens given (1-D, aligned)."""
    labels = labels.bool()
    probabilities = torch.sigmoid(logits.double())
    bce = torch.nn.functional.binary_cross_entropy(probabilities.clamp(1e-12, 1 - 1e-12), labels.double())
    predicted = logits > 0
    report = {
        "replaced_rate": float(labels.double().mean()),
        "base_rate_bits": binary_entropy_bits(float(labels.double().mean())),
        "bce_bits": float(bce / LOG2),
        "recall": float((predicted & labels).sum() / labels.sum().clamp(min=1)),
        "precision": float((predicted & labels).sum() / predicted.sum().clamp(min=1)),
        "auc": roc_auc(logits, labels),
        "auc_within_token": auc_within_token(logits, labels, token_ids),
    }
    if context_blind is not None:
        blind = context_blind.scores(token_ids)
        report["context_blind_auc"] = roc_auc(blind, labels)
    return report


@torch.no_grad()
def replaced_token_report(batches, run: Callable, discriminate: Callable, features: Callable, special: Tensor, pad: int,
                          detector: Optional[ContextBlindDetector] = None, seed: int = 1) -> Dict[str, float]:
    """Every measure of a generator + discriminator pair (XLM-E's or ELECTRA's) over ``batches``.

    ``run(sample)`` gives (log-probabilities of the masked targets, discriminator logits [B, T],
    the corrupted tokens, the labels); ``discriminate(tokens)`` the discriminator's logits and
    ``features(tokens)`` its top-layer states for any tokens; ``special`` [V] marks the ids that
    are not text (<s>, </s>, <pad>, <mask>), which scrambling leaves in place."""
    scrambler = torch.Generator().manual_seed(seed)
    log_probs, logits, labels, token_ids, scrambled_logits, states, scrambled_states = ([] for _ in range(7))
    for sample in batches:
        target_log_probs, row_logits, corrupted, replaced = run(sample)
        real = corrupted.ne(pad)
        text = real & ~special[corrupted]
        scrambled, source = scramble_rows(corrupted, text, scrambler)
        log_probs.append(target_log_probs)
        logits.append(row_logits[real])
        labels.append(replaced[real])
        token_ids.append(corrupted[real])
        scrambled_logits.append(unscramble(discriminate(scrambled), source)[real])
        states.append(features(corrupted)[text])
        scrambled_states.append(unscramble(features(scrambled), source)[text])
    log_probs, logits, labels, token_ids = (torch.cat(x) for x in (log_probs, logits, labels, token_ids))
    report = {"generator_bits": cross_entropy_bits(log_probs)}
    report.update(detection_report(logits, labels, token_ids, detector))
    report["logit_order_correlation"] = correlation(logits, torch.cat(scrambled_logits))
    report["feature_order_correlation"] = correlation(torch.cat(states), torch.cat(scrambled_states))
    return report
