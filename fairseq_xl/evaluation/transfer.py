"""Zero-shot cross-lingual transfer (the XTREME protocol, Hu et al. 2020, section 3).

An encoder is fine-tuned with a classification head on English examples only and then
classifies the same task's test examples in every language; the transfer gap is English
accuracy minus the other languages' mean. A pre-trained encoder that maps translations close
together closes the gap; an untrained one only carries over what the languages share on the
surface (numbers, names, code), which ``bag_of_subwords_accuracy`` measures on its own.

Examples are ``text<TAB>label`` lines (``corpus/transfer``: manual-page sentences labelled by
the kind of page, ``preprocess/build_transfer_task.sh``). The recipe is fixed, the same for
every encoder (no tuning on the test languages): mean of the last layer's states over the
sentence's tokens (as ``fairseq_xl.evaluation.retrieval``), dropout 0.1, a linear head, Adam with linear
warm-up (10%) and decay, all parameters trained.
"""
import random
from typing import Callable, Dict, List, Sequence, Tuple

import torch
import torch.nn.functional as F
from fairseq.data import data_utils

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import reader
from fairseq_xl.evaluation import progress
from fairseq_xl.evaluation.retrieval import encoder_size, input_limit, mean_pool

Examples = Tuple[List[str], List[str]]


def read_examples(path: str) -> Examples:
    """Sentences and labels of a ``text<TAB>label`` file; a malformed line is an error naming it."""
    sentences, labels = [], []
    for number, line in enumerate(reader.text_lines(path, what="examples file"), 1):
        text, tab, label = line.rstrip("\n").rpartition("\t")
        if not tab or not text.strip() or not label.strip():
            raise InputError(f"{path}, line {number}: expected 'text<TAB>label', got {line.rstrip()[:80]!r}")
        sentences.append(text)
        labels.append(label.strip())
    if not sentences:
        raise InputError(f"{path}: no examples")
    return sentences, labels


def label_ids(train_labels: Sequence[str], tests: Dict[str, Examples]) -> Dict[str, int]:
    """Label -> class index, from the training labels; a test label never seen in training is an error."""
    index = {label: i for i, label in enumerate(sorted(set(train_labels)))}
    for name, (_, labels) in tests.items():
        unknown = sorted(set(labels) - set(index))
        if unknown:
            raise InputError(f"test set {name}: labels {unknown} are not in the training file ({sorted(index)})")
    return index


def transfer_gap(accuracy: Dict[str, float], source: str = "en") -> float:
    """Accuracy on ``source`` minus the mean over the other test languages."""
    others = [value for name, value in accuracy.items() if name != source]
    return accuracy[source] - sum(others) / len(others)


def bag_of_subwords_accuracy(encode: Callable[[str], torch.Tensor], vocab_size: int, train: Examples,
                             tests: Dict[str, Examples], steps: int = 300, weight_decay: float = 1e-4,
                             seed: int = 1) -> Dict[str, float]:
    """Logistic regression on subword counts (L2-normalised) trained on ``train``: how much of
    the task a classifier reads off the subwords themselves, language by language."""
    index = label_ids(train[1], tests)

    def features(sentences):
        rows = torch.zeros(len(sentences), vocab_size)
        for row, sentence in zip(rows, sentences):
            ids = encode(sentence)
            row.index_add_(0, ids, torch.ones(len(ids)))
        return F.normalize(rows, dim=-1)

    torch.manual_seed(seed)
    x, y = features(train[0]), torch.tensor([index[label] for label in train[1]])
    head = torch.nn.Linear(vocab_size, len(index))
    optimizer = torch.optim.Adam(head.parameters(), lr=0.05, weight_decay=weight_decay)
    for _ in range(steps):
        optimizer.zero_grad()
        F.cross_entropy(head(x), y).backward()
        optimizer.step()
    with torch.no_grad():
        return {name: (head(features(sentences)).argmax(-1) == torch.tensor([index[label] for label in labels]))
                .float().mean().item() for name, (sentences, labels) in tests.items()}


class _Classifier(torch.nn.Module):
    def __init__(self, hub, num_classes: int, dropout: float):
        super().__init__()
        self.encoder = hub.model
        self.extract = hub.extract_features
        self.dictionary = hub.task.source_dictionary
        self.dropout = torch.nn.Dropout(dropout)
        self.head = torch.nn.Linear(encoder_size(hub.model)[1], num_classes)

    def forward(self, tokens):
        return self.head(self.dropout(mean_pool(self.extract(tokens), tokens, self.dictionary)))


def finetune_accuracy(hub, train: Examples, tests: Dict[str, Examples], epochs: int = 4, lr: float = 3e-4,
                      batch_size: int = 32, dropout: float = 0.1, seed: int = 1) -> Dict[str, float]:
    """Fine-tune ``hub``'s encoder (in place) and a linear head on ``train``, then the accuracy
    on each test set; the recipe of the module docstring."""
    index = label_ids(train[1], tests)
    limit = input_limit(hub.model)
    pad = hub.task.source_dictionary.pad()

    def encoded(examples):
        return [hub.encode(sentence)[:limit] for sentence in examples[0]], \
            [index[label] for label in examples[1]]

    torch.manual_seed(seed)
    model = _Classifier(hub, len(index), dropout)
    tokens, targets = encoded(train)
    steps = epochs * ((len(tokens) + batch_size - 1) // batch_size)
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    warmup = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min((step + 1) / warmup, max(0.0, (steps - step) / max(1, steps - warmup))))
    order = list(range(len(tokens)))
    shuffle = random.Random(seed)
    model.train()
    for epoch in range(epochs):
        shuffle.shuffle(order)
        for start in range(0, len(order), batch_size):
            batch = order[start:start + batch_size]
            logits = model(data_utils.collate_tokens([tokens[i] for i in batch], pad))
            loss = F.cross_entropy(logits, torch.tensor([targets[i] for i in batch]))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
        progress.report("fine-tuning epochs", epoch + 1, epochs, extra=f" (last batch loss {loss.item():.3f})")
    model.eval()
    accuracy = {}
    with torch.no_grad():
        for name, examples in tests.items():
            tokens, targets = encoded(examples)
            order = sorted(range(len(tokens)), key=lambda i: len(tokens[i]))  # batches of like lengths: less padding
            correct = 0
            for start in range(0, len(order), 64):
                batch = order[start:start + 64]
                logits = model(data_utils.collate_tokens([tokens[i] for i in batch], pad))
                correct += (logits.argmax(-1) == torch.tensor([targets[i] for i in batch])).sum().item()
            accuracy[name] = correct / len(tokens)
    return accuracy
