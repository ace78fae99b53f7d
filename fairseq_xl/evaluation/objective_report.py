"""A checkpoint's own prediction objective on held-out text, beside the baselines that need no
training (issue 29 section 2), for every model of the plugin and fairseq's RoBERTa:

- the cross-entropy of the tokens the model predicts (XLM-E's generator and fairseq's masked LM:
  the masked tokens; VECO: the masked tokens of both sides, the mean of CA-MLM's four terms;
  XLNet: the partial-prediction targets, eq. 3 of the notes; MARGE: the target document given
  its evidence), in bits per predicted token;
- the same tokens under a unigram and a bigram model, both counted on the folder's binarized
  training text (``unigram_of``, ``diagnostics.BigramModel``; the previous token is the one
  before the target in the original text). Not the dictionary's counts: a shifted folder's
  dict.txt gives both copies of a piece the count of the original (``shifted_vocabulary``);
- for XLM-E, the discriminator beside the context-blind detector (``replaced_token_report``:
  AUC, AUC within token id, recall, order sensitivity), as ``examples/xlm_e/diagnose.py`` prints.

The batches are the task's own for the validation split, with its masking and sampling noise
(the same for every checkpoint of a configuration), at most ``max_batches`` of them: each call
builds its own iterator at epoch 1 (fairseq's cached one, once run to its end, would move on to the
next epoch's masks).
"""
import itertools
from pathlib import Path
from typing import Dict, Iterator, List, Tuple

import torch
from fairseq.data import data_utils
from torch import Tensor

from fairseq_xl.guards.errors import InputError
from fairseq_xl.evaluation import diagnostics

TRAINING_TOKENS = 2_000_000  # of the folder's training text, read by the bigram model


def training_rows(data: str, max_tokens: int = TRAINING_TOKENS) -> List[Tensor]:
    """Sentences of the binarized training files under ``data`` (``train*.bin`` in it and in its
    language folders), in name order, until ``max_tokens``."""
    rows, total = [], 0
    for index in sorted(Path(data).rglob("train*.idx")):
        dataset = data_utils.load_indexed_dataset(str(index.with_suffix("")), None)
        for row in dataset:
            rows.append(row.long())
            total += len(row)
            if total >= max_tokens:
                return rows
    if not rows:
        raise FileNotFoundError(f"{data}: no binarized training text (train*.bin) for the bigram model")
    return rows


def unigram_of(rows: List[Tensor], vocab_size: int) -> Tensor:
    """log p(token) counted over ``rows``, add-one smoothed."""
    counts = torch.ones(vocab_size, dtype=torch.float64).index_add_(
        0, torch.cat(rows), torch.ones(sum(len(row) for row in rows), dtype=torch.float64))
    return (counts / counts.sum()).log()


def validation_batches(task, cfg, max_batches: int, split: str = "valid", step: int = -1) -> Iterator[Dict]:
    """The task's batches of ``split`` (its own batching: --max-tokens / --batch-size of the
    checkpoint), each part of a joint batch on its own, with XLM-E's noise keys of update
    ``step`` (-1: validation's, as ``mrtd.py`` gives them)."""
    if split not in task.datasets:
        task.load_dataset(split)
    iterator = task.get_batch_iterator(
        dataset=task.dataset(split), max_tokens=cfg.dataset.max_tokens, max_sentences=cfg.dataset.batch_size,
        seed=1, num_workers=0, required_batch_size_multiple=1, disable_iterator_cache=True,
    ).next_epoch_itr(shuffle=False)
    for sample in itertools.islice(iterator, max_batches):
        if hasattr(task, "add_noise_keys"):
            task.add_noise_keys(sample, step)
        yield from sample.get("objectives", [sample])


def before(tokens: Tensor) -> Tensor:
    """Each position's previous token in its row (the first position its own)."""
    return torch.cat([tokens[:, :1], tokens[:, :-1]], 1)


def predictions(model, sample: Dict, pad: int) -> Tuple[Tensor, Tensor, Tensor]:
    """(log p of each predicted token, the token, the token before it in the text), 1-D."""
    net = sample["net_input"]
    if "masked_positions" in net:  # XLM-E: the generator at the masked positions
        tokens, masked = net["src_tokens"], net["masked_positions"]
        _, output = model(tokens, masked_positions=masked, noise_keys=net["noise_keys"])
        return output.generator_logits.float().log_softmax(-1), tokens[masked], before(tokens)[masked]
    if "target_positions" in net:  # XLNet: the query stream at the targets
        logits, _ = model(**net)
        slots = net["target_positions"].ge(0)
        previous = net["src_tokens"].gather(1, (net["target_positions"] - 1).clamp(min=0))
        return logits.float().log_softmax(-1), sample["target"][slots], previous[slots]
    if "target_x" in sample:  # VECO: the four CA-MLM terms, each side's masked tokens twice
        from fairseq_xl.criterions.cross_attention_mlm import TERMS
        targets = {"x": sample["target_x"], "y": sample["target_y"]}
        texts = {"x": net["src_tokens"], "y": net["tgt_tokens"]}
        masked = {side: target.ne(pad) for side, target in targets.items()}
        _, output = model(**net, src_masked=masked["x"], tgt_masked=masked["y"])
        original = {side: torch.where(masked[side], targets[side], texts[side]) for side in targets}
        return (torch.cat([getattr(output, term).float().log_softmax(-1) for term, _ in TERMS]),
                torch.cat([targets[side][masked[side]] for _, side in TERMS]),
                torch.cat([before(original[side])[masked[side]] for _, side in TERMS]))
    target = sample["target"]
    kept = target.ne(pad)
    if "prev_output_tokens" in net:  # MARGE: the decoder over the target document
        log_probs = model.get_normalized_probs(model(**net), log_probs=True).float()
        return log_probs[kept], target[kept], net["prev_output_tokens"][kept]
    logits, _ = model(net["src_tokens"], masked_tokens=kept)  # fairseq's masked LM
    return logits.float().log_softmax(-1), target[kept], before(torch.where(kept, target, net["src_tokens"]))[kept]


@torch.no_grad()
def prediction_report(hub, max_batches: int = 40, split: str = "valid") -> Dict[str, float]:
    """The model's bits per predicted token on ``split`` and the unigram and bigram models' on the
    same tokens (``bits``, ``unigram_bits``, ``bigram_bits``, ``predicted``: how many)."""
    model, task = hub.model.eval(), hub.task
    dictionary = task.source_dictionary
    pad = dictionary.pad()
    rows = training_rows(task.cfg.data)
    unigram = unigram_of(rows, len(dictionary))
    bigram = diagnostics.BigramModel(len(dictionary), unigram).fit(rows, pad)
    scores, targets, previous = [], [], []
    for sample in validation_batches(task, hub.cfg, max_batches, split):
        log_probs, target, prior = predictions(model, sample, pad)
        scores.append(log_probs.gather(1, target[:, None]).squeeze(1))
        targets.append(target)
        previous.append(prior)
    if not targets:
        raise InputError(f"{task.cfg.data}: the {split} split gave no batch to score")
    scores, targets, previous = torch.cat(scores), torch.cat(targets), torch.cat(previous)
    return {"bits": diagnostics.cross_entropy_bits(scores), "predicted": len(targets),
            "unigram_bits": diagnostics.cross_entropy_bits(unigram[targets]),
            "bigram_bits": diagnostics.cross_entropy_bits(bigram.log_probs(previous, targets))}


def standing(report: Dict[str, float]) -> str:
    """Where ``prediction_report``'s bits stand against the two baselines, in words."""
    if report["bits"] < report["bigram_bits"]:
        return "below the bigram model"
    if report["bits"] < report["unigram_bits"]:
        return "below the unigram model but not the bigram one"
    return "not below the unigram model"


@torch.no_grad()
def replaced_token_report(hub, max_batches: int = 40, train_batches: int = 30) -> Dict[str, float]:
    """XLM-E's generator and discriminator (``diagnostics.replaced_token_report``) on the
    validation split, the context-blind detector fitted on ``train_batches`` training batches
    (the model's own replacements of update 0's noise)."""
    model, task = hub.model.eval(), hub.task
    pad, special = model.padding_idx, model.never_sample

    def run(sample):
        net = sample["net_input"]
        tokens, masked = net["src_tokens"], net["masked_positions"]
        logits, output = model(tokens, masked_positions=masked, noise_keys=net["noise_keys"])
        target = output.generator_logits.float().log_softmax(-1).gather(1, tokens[masked][:, None]).squeeze(1)
        return target, logits, tokens.masked_scatter(masked, output.samples), output.replaced

    def features(tokens):
        return model.extract_features(tokens)[0]

    detector = diagnostics.ContextBlindDetector(len(task.source_dictionary))
    for sample in validation_batches(task, hub.cfg, train_batches, "train", step=0):
        _, _, corrupted, replaced = run(sample)
        detector.update(corrupted[corrupted.ne(pad)], replaced[corrupted.ne(pad)])
    return diagnostics.replaced_token_report(list(validation_batches(task, hub.cfg, max_batches)), run,
                                             lambda tokens: model.rtd_head(features(tokens)), features, special, pad,
                                             detector)
