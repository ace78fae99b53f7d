"""Does a pre-trained model use the translation beside a sentence? XLM-E's TRTD (section 3.1: the
generator predicts the masked tokens of both languages from the concatenated pair, eq. 4, the
discriminator labels every token of the corrupted pair, eq. 5) and XLM's TLM give a model the
translation to read; this measures whether it does, on the binarized translation pairs of a folder.

Each side s of a pair is masked (each text token with probability ``mask_prob``, at least one;
``repeats`` independent draws) and read in the pair format of TRTD and MLM+TLM,
<s> e </s> </s> f </s>, in three conditions that differ only in what stands beside it:

- ``translation``: its own translation, unmasked (pre-training also masks and corrupts the other
  side: this is the most the translation can tell);
- ``other``: the translation of another pair of the same languages (half the file away, so
  neither a neighbouring sentence of its document nor itself);
- ``none``: nothing, <s> s </s> (the monolingual format of MRTD and MLM).

Measured on the same masked tokens in every condition:

- the masked-token cross-entropy (bits) of the model's masked LM: XLM-E's generator (eq. 2's
  p_G, L_TLM of the paper's whole objective) or fairseq's ``masked_lm`` (the MLM+TLM baseline).
  ``bits_gain`` = bits(other) - bits(translation): what the translation adds beyond a sentence
  of the other language being there; 0 for a model that does not read it;
- XLM-E's discriminator: the side's tokens corrupted once with the generator's samples (drawn
  in the ``translation`` condition, the same replacements in every condition), its ROC-AUC of
  replaced against original over the side's text tokens (eq. 3's labels: a sample equal to the
  original counts as original); ``auc_gain`` = AUC(translation) - AUC(other);
- the same for replacements the generator drew reading the sentence alone (``auc_drawn_alone``, another
  stream): those need not agree with the translation, so a discriminator able to read it gains more there
  than on TRTD's own, which a generator that read the translation drew.

Each gain has a bootstrap standard error over the masked sentences (``BOOTSTRAP`` resamples of
the (pair, side, draw) units: tokens of one sentence are not independent).
"""
import math
from typing import Dict, List, Optional, Sequence

import numpy as np
import torch
from fairseq.data import data_utils
from fairseq.models.roberta import RobertaModel
from torch import Tensor

from fairseq_xl.guards.errors import InputError
from fairseq_xl.evaluation.diagnostics import roc_auc
from fairseq_xl.evaluation.retrieval import input_limit
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.tasks.multilingual_corpus import available_pairs

CONDITIONS = ("translation", "other", "none")
DRAWN = ("translation", "none")  # where the generator reads the sentence when it draws the replacements
BOOTSTRAP = 200


def masked_lm_log_probs(model, tokens: Tensor, masked: Tensor, mask_index: int) -> Tensor:
    """log p(x_i | x^masked) [N, V] at the ``masked`` positions (row-major): XLM-E's generator or
    the masked LM of fairseq's RoBERTa."""
    masked_input = tokens.masked_fill(masked, mask_index)
    if isinstance(model, XLMEModel):
        states, _ = model.generator(model.embeddings(masked_input), model.padding_mask(masked_input))
        logits = model.lm_head(states, masked_tokens=masked)
    else:
        logits, _ = model(masked_input, masked_tokens=masked)
    return logits.float().log_softmax(-1)


def read_pairs(folder: str, split: str, pairs: Optional[Sequence[str]] = None) -> Dict[str, List[List[Tensor]]]:
    """{SRC-TGT: [source sentences, target sentences]} of ``split`` (each ending with </s>)."""
    pairs = list(pairs or available_pairs(folder))
    if not pairs:
        raise FileNotFoundError(f"{folder}: no translation pairs (train.SRC-TGT.SRC.idx), as "
                                "preprocess/prepare_xlm_e_data.sh writes them")
    read = {}
    for pair in pairs:
        sides = []
        for lang in pair.split("-"):
            prefix = f"{folder}/{split}.{pair}.{lang}"
            dataset = data_utils.load_indexed_dataset(prefix, None)
            if dataset is None:
                raise FileNotFoundError(f"{prefix}.{{bin,idx}}: not found (--split {split}, pair {pair})")
            sides.append([row.long() for row in dataset])
        if len(sides[0]) != len(sides[1]):
            raise InputError(f"{folder}/{split}.{pair}: {len(sides[0])} and {len(sides[1])} sentences; the two sides "
                             "must align line by line")
        if len(sides[0]) < 2:
            raise InputError(f"{folder}/{split}.{pair}: {len(sides[0])} pair; the 'other' condition needs two")
        read[pair] = sides
    return read


class Unit:
    """One masked sentence in its three conditions: the rows and where the sentence sits in each."""

    def __init__(self, sentence: Tensor, translation: Tensor, other: Tensor, first: bool, mask: Tensor, bos: int,
                 eos: int):
        self.sentence, self.mask = sentence, mask  # mask over the sentence's tokens (its </s> never)
        self.text = torch.ones_like(mask)  # the sentence's words: all but its </s>
        self.text[-1] = False
        start = torch.tensor([bos])
        separator = torch.tensor([eos])
        self.rows, self.offsets = {}, {}
        for condition, partner in (("translation", translation), ("other", other)):
            if first:
                self.rows[condition], self.offsets[condition] = torch.cat([start, sentence, separator, partner]), 1
            else:
                self.rows[condition] = torch.cat([start, partner, separator, sentence])
                self.offsets[condition] = len(partner) + 2
        self.rows["none"], self.offsets["none"] = torch.cat([start, sentence]), 1

    def positions(self, condition: str, width: int, which: Tensor) -> Tensor:
        """A [width] mask of the row in ``condition`` that is True where ``which`` (over the sentence) is."""
        placed = torch.zeros(width, dtype=torch.bool)
        offset = self.offsets[condition]
        placed[offset:offset + len(self.sentence)] = which
        return placed


def units_of(pairs: Dict[str, List[List[Tensor]]], repeats: int, mask_prob: float, limit: int, bos: int, eos: int,
             generator: torch.Generator):
    """Every (pair, side, draw) unit whose rows fit in ``limit`` tokens, and how many pairs did not."""
    units, skipped = [], 0
    for source, target in pairs.values():
        count = len(source)
        for index in range(count):
            partner_index = (index + count // 2) % count
            longest = max(len(source[index]) + len(target[i]) for i in (index, partner_index))
            longest = max(longest, len(target[index]) + len(source[partner_index])) + 2
            if longest > limit:
                skipped += 1
                continue
            for _ in range(repeats):
                for sentence, translation, other, first in (
                        (source[index], target[index], target[partner_index], True),
                        (target[index], source[index], source[partner_index], False)):
                    text = len(sentence) - 1
                    mask = torch.rand(text, generator=generator) < mask_prob
                    if not mask.any():
                        mask[torch.randint(text, (1,), generator=generator)] = True
                    units.append(Unit(sentence, translation, other, first, torch.cat([mask, mask.new_zeros(1)]),
                                      bos, eos))
    return units, skipped


def bootstrap_se(statistic, units: int, seed: int) -> float:
    """Standard deviation of ``statistic(unit indices)`` over resamples of the units."""
    generator = np.random.default_rng(seed)
    values = [statistic(generator.integers(0, units, units)) for _ in range(BOOTSTRAP)]
    return float(np.std(values, ddof=1))


@torch.no_grad()
def partner_report(hub, folder: str, split: str = "valid", pairs: Optional[Sequence[str]] = None, repeats: int = 2,
                   mask_prob: float = 0.15, seed: int = 1, batch_size: int = 32) -> Dict:
    """The measures of the module docstring for ``hub`` (``fairseq_xl.hub.load_hub``: an XLM-E checkpoint with its
    generator, or fairseq's ``masked_lm``) on the pairs of ``split`` in ``folder`` (``pairs``: SRC-TGT names; all
    where None)."""
    model = hub.model.eval()
    is_xlm_e = isinstance(model, XLMEModel)
    if is_xlm_e and model.generator is None:
        raise InputError("this XLM-E model has no generator (--generator-layers 0, a fine-tuned or exported "
                         "discriminator): the translation-use report needs a pre-training checkpoint")
    if not is_xlm_e and not isinstance(model, RobertaModel):
        raise InputError(f"{type(model).__name__}: the translation-use report reads pairs as one sequence "
                         "<s> e </s> </s> f </s>, as XLM-E (trtd) and fairseq's masked_lm (MLM+TLM) do")
    dictionary = hub.task.source_dictionary
    pad, mask_index = dictionary.pad(), dictionary.index("<mask>")
    if mask_index == dictionary.unk():
        raise InputError("the dictionary has no <mask>: not a masked LM's")
    generator = torch.Generator().manual_seed(seed)
    units, skipped = units_of(read_pairs(folder, split, pairs), repeats, mask_prob, input_limit(model),
                              dictionary.bos(), dictionary.eos(), generator)
    if not units:
        raise InputError(f"{folder}: no {split} pair fits the model's {input_limit(model)} positions")
    # per unit and condition: the masked tokens' log p (nats); for XLM-E, per source of the replacements, the
    # discriminator's logits over the sentence's words in each condition, and their labels
    log_probs = {condition: [] for condition in CONDITIONS}
    logits = {source: {condition: [] for condition in CONDITIONS} for source in DRAWN}
    labels = {source: [] for source in DRAWN}
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)  # XLM-E's samples come from torch's stream without noise keys
        for start in range(0, len(units), batch_size):
            batch = units[start:start + batch_size]
            rows = {}
            for condition in CONDITIONS:
                tokens = data_utils.collate_tokens([unit.rows[condition] for unit in batch], pad)
                masked = torch.stack([unit.positions(condition, tokens.size(1), unit.mask) for unit in batch])
                predicted = masked_lm_log_probs(model, tokens, masked, mask_index)
                log_probs[condition].extend(predicted.gather(1, tokens[masked][:, None]).squeeze(1).split(
                    masked.sum(1).tolist()))
                rows[condition] = tokens, masked, predicted
            if not is_xlm_e:
                continue
            for source in DRAWN:
                if source == "translation":  # TRTD's: beside the translation, from the report's stream
                    replacements = model.sample_replacements(rows[source][2], rows[source][1])
                else:  # from the sentence alone, on a stream of their own (the first draws stay as they were)
                    with torch.random.fork_rng(devices=[]):
                        torch.manual_seed(seed + 1 + start)
                        replacements = model.sample_replacements(rows[source][2], rows[source][1])
                for condition in CONDITIONS:
                    tokens, masked, _ = rows[condition]
                    corrupted = tokens.masked_scatter(masked, replacements)
                    text = torch.stack([unit.positions(condition, tokens.size(1), unit.text) for unit in batch])
                    row_logits = model.rtd_head(model.extract_features(corrupted)[0]).float()
                    logits[source][condition].extend(row_logits[text].split(text.sum(1).tolist()))
                    if condition == source:
                        labels[source].extend(corrupted.ne(tokens)[text].split(text.sum(1).tolist()))
    report = {"pairs": len(units) // (2 * repeats), "skipped_pairs": skipped, "units": len(units),
              "masked": sum(len(scores) for scores in log_probs["translation"])}
    sums = {condition: np.array([float(scores.double().sum()) for scores in log_probs[condition]])
            for condition in CONDITIONS}
    counts = np.array([len(scores) for scores in log_probs["translation"]])

    def bits(condition, chosen):
        return float(-sums[condition][chosen].sum() / counts[chosen].sum() / math.log(2))

    everything = np.arange(len(units))
    report["bits"] = {condition: bits(condition, everything) for condition in CONDITIONS}
    report["bits_gain"] = report["bits"]["other"] - report["bits"]["translation"]
    report["bits_gain_se"] = bootstrap_se(lambda chosen: bits("other", chosen) - bits("translation", chosen),
                                          len(units), seed)
    if is_xlm_e:
        bounds = np.cumsum([0] + [len(unit_labels) for unit_labels in labels["translation"]])
        for source, key in zip(DRAWN, ("auc", "auc_drawn_alone")):
            joined = {condition: torch.cat(logits[source][condition]) for condition in CONDITIONS}
            replaced = torch.cat(labels[source])

            def auc(condition, chosen):  # over the tokens of the chosen units, each as often as it was drawn
                lengths = bounds[chosen + 1] - bounds[chosen]
                index = np.repeat(bounds[chosen] - (np.cumsum(lengths) - lengths), lengths) + np.arange(lengths.sum())
                index = torch.from_numpy(index)
                return roc_auc(joined[condition][index], replaced[index])

            report[key] = {condition: roc_auc(joined[condition], replaced) for condition in CONDITIONS}
            report[f"{key}_gain"] = report[key]["translation"] - report[key]["other"]
            report[f"{key}_gain_se"] = bootstrap_se(lambda chosen: auc("translation", chosen) - auc("other", chosen),
                                                    len(units), seed)
            report["replaced" if source == "translation" else "replaced_drawn_alone"] = int(replaced.sum())
        report["scored"] = int(bounds[-1])
    return report
