"""The corpus the multilingual pre-training tasks (mrtd, trtd, ca_mlm, permutation_lm) read, and
the one way they make training data of it. The layout is ``preprocess/prepare_xlm_e_data.sh``'s:

    DATA/dict.txt                               joint dictionary
    DATA/LANG/{train,valid}.{bin,idx}           monolingual text, one folder per language
    DATA/{split}.SRC-TGT.{SRC,TGT}.{bin,idx}    translation pairs, as fairseq's translation task

``DATA1:DATA2:...`` rotate per epoch as in fairseq's own tasks. A task holds a
``MultilingualCorpus`` and reads top to bottom: choose the languages and pairs of the epoch's
folder (``select``), load them (``monolingual``, ``translation_pairs``: every file checked
against its index, pair sides checked to align), build its examples, and hand them grouped by
objective to ``training_data``, which samples languages (and pairs) with p ~ n^alpha per epoch
and batches them.
"""

import glob
import logging
import os
from dataclasses import dataclass, field
from typing import Dict, List, Tuple

from fairseq import utils
from fairseq.data import ConcatDataset, Dictionary, FairseqDataset, data_utils
from fairseq.dataclass import FairseqDataclass
from omegaconf import II, MISSING

from fairseq_xl.guards.errors import InputError
from fairseq_xl.data import ObjectiveMixDataset, resample_languages
from fairseq_xl.data.complete_batches import CompleteBatchesDataset
from fairseq_xl.data.length_sorted import LengthSortedDataset
from fairseq_xl.guards.flag_checks import PAIR_TOKEN_SHARE, SAMPLING_ALPHA, TOKENS_PER_SAMPLE

logger = logging.getLogger(__name__)


@dataclass
class MultilingualDataConfig(FairseqDataclass):
    data: str = field(
        default=MISSING,
        metadata={
            "help": "colon-separated binarized data folders (one per epoch, in turn), each with dict.txt "
            "and one sub-folder per language"
        },
    )
    langs: str = field(
        default="all",
        metadata={"help": "comma-separated languages of the monolingual data, 'all' for every language folder of DATA"},
    )
    multilang_sampling_alpha: float = field(
        default=0.7, metadata={"range": SAMPLING_ALPHA,
                               "help": "alpha of p_l ~ n_l^alpha over languages (and over language pairs) per epoch"}
    )
    tokens_per_sample: int = field(default=512, metadata={"range": TOKENS_PER_SAMPLE,
                                                          "help": "max tokens per sequence"})
    seed: int = II("common.seed")
    train_subset: str = II("dataset.train_subset")


@dataclass
class PairShareConfig(FairseqDataclass):
    """For tasks that train on translation pairs and monolingual text together."""

    pair_token_share: float = field(
        default=0.5,
        metadata={"range": PAIR_TOKEN_SHARE,
            "help": "share of every training batch's --max-tokens (or --batch-size) given to translation pairs when "
            "monolingual text is trained too; the rest goes to the monolingual examples (XLM-E: equal "
            "budgets per task, section 4.1)"
        },
    )


def load_dictionary(cfg, needs_mask: bool) -> Dictionary:
    """The joint dictionary of the first DATA folder; with ``needs_mask``, an error if it lacks
    ``<mask>`` (masked language modelling: XLM-E's generator, CA-MLM)."""
    paths = utils.split_paths(cfg.data)
    if not paths:
        raise InputError("--data / DATA is empty")
    dict_path = os.path.join(paths[0], "dict.txt")
    if not os.path.exists(dict_path):
        raise FileNotFoundError(f"{dict_path}: no dictionary; build DATA with preprocess/prepare_xlm_e_data.sh")
    dictionary = Dictionary.load(dict_path)
    logger.info(f"dictionary: {len(dictionary)} types ({dict_path})")
    if len(dictionary) <= dictionary.nspecial + ("<mask>" in dictionary.indices):
        raise InputError(f"{dict_path}: the dictionary has no symbols besides fairseq's special ones; build DATA "
                         "with preprocess/prepare_xlm_e_data.sh")
    counts = dictionary.count[dictionary.nspecial:]
    disorder = next((i for i in range(1, len(counts)) if counts[i] > counts[i - 1] and counts[i - 1] > 0), None)
    if disorder is not None:
        raise InputError(f"{dict_path}: line {disorder + 1} ({dictionary[disorder + dictionary.nspecial]!r}, count "
                         f"{counts[disorder]}) follows a lower count: fairseq writes dictionaries by falling count, "
                         "so lines were reordered or edited and the ids no longer match the binarized data")
    if needs_mask and "<mask>" not in dictionary.indices:
        raise InputError(
            f"{dict_path}: the dictionary has no '<mask>' symbol, which masked language modelling needs. Append "
            "the line '<mask> 0' to it (the indices of the other symbols stay valid, so the binarized data need "
            "not change); preprocess/prepare_xlm_e_data.sh writes it."
        )
    return dictionary


class MultilingualCorpus:
    def __init__(self, cfg, dictionary: Dictionary):
        self.cfg = cfg
        self.dictionary = dictionary

    def folder(self, epoch: int) -> str:
        paths = utils.split_paths(self.cfg.data)
        return paths[(epoch - 1) % len(paths)]

    def select(self, folder: str, pairs_required: bool = False) -> Tuple[List[str], List[str]]:
        """The languages (``--langs``) and pairs (``--lang-pairs``, for tasks that have the flag)
        to read from ``folder``; 'none' selects nothing, but not everything may be 'none'."""
        langs = _choose("--langs", self.cfg.langs, available_languages(folder), folder, none_ok=True)
        pairs_flag = getattr(self.cfg, "lang_pairs", None)
        pairs = []
        if pairs_flag is not None:
            pairs = _choose("--lang-pairs", pairs_flag, available_pairs(folder), folder, none_ok=not pairs_required)
            if pairs_required and not pairs:
                raise InputError(f"--lang-pairs: no parallel training data (train.SRC-TGT.*) in {folder}")
        if not langs and not pairs:
            flags = "--langs and --lang-pairs" if pairs_flag is not None else "--langs"
            raise InputError(f"{flags}: no training data selected in {folder}")
        return langs, pairs

    def monolingual(self, folder: str, split: str, combine: bool, langs: List[str]) -> Dict[str, Tuple]:
        """{language: (its text of ``split``, the file's name)} of the languages that have it."""
        texts = {}
        for lang in langs:
            text = self._load(folder, os.path.join(lang, split), split, combine)
            if text is None:
                logger.warning(f"{lang}: no {split} data in {folder}")
                continue
            texts[lang] = text, os.path.join(folder, lang, split)
        return texts

    def translation_pairs(self, folder: str, split: str, combine: bool, pairs: List[str]) -> Dict[str, Tuple]:
        """{SRC-TGT: (source side, target side, the files' common name)} of the pairs that have
        ``split``, each checked to align line by line."""
        loaded = {}
        for pair in pairs:
            src_lang, tgt_lang = pair.split("-")
            prefix = os.path.join(folder, f"{split}.{pair}.")
            src = self._load(folder, f"{split}.{pair}.{src_lang}", split, combine)
            tgt = self._load(folder, f"{split}.{pair}.{tgt_lang}", split, combine)
            if src is None or tgt is None:
                logger.warning(f"{pair}: no {split} data in {folder}")
                continue
            if len(src) != len(tgt):
                raise InputError(
                    f"{prefix}{src_lang} has {len(src)} sentences but {prefix}{tgt_lang} has {len(tgt)}: "
                    "the two sides of a parallel corpus must align line by line"
                )
            loaded[pair] = src, tgt, f"{prefix}{{{src_lang},{tgt_lang}}}"
        return loaded

    def _load(self, folder: str, name: str, split: str, combine: bool):
        prefix = os.path.join(folder, name)
        dataset = data_utils.load_indexed_dataset(prefix, self.dictionary, combine=combine)
        if dataset is None and split == self.cfg.train_subset:
            raise FileNotFoundError(f"{prefix}.{{bin,idx}}: missing")
        return dataset

    def training_data(
        self, groups: Dict[str, Dict[str, FairseqDataset]], split: str, epoch: int, folder: str
    ) -> FairseqDataset:
        """Examples grouped by objective ({"pairs": {pair: examples}, "monolingual": {language:
        examples}}) -> the split's dataset. For training, the languages (pairs) of a group are
        resampled by p ~ n^alpha per epoch, and with both groups every batch gets both, with
        --pair-token-share of its tokens to the pairs (``ObjectiveMixDataset``); otherwise the
        examples are shuffled and sorted by length as fairseq's masked_lm does, anew each epoch
        (``LengthSortedDataset``)."""
        groups = {name: group for name, group in groups.items() if group}
        if not groups:
            raise FileNotFoundError(f"no {split} data in {folder} for the chosen languages")
        training = split == self.cfg.train_subset
        parts = {}
        for name, group in groups.items():
            if training and len(group) > 1:
                parts[name] = resample_languages(group, self.cfg.multilang_sampling_alpha, self.cfg.seed, epoch)
            else:
                parts[name] = ConcatDataset(list(group.values()))
        if training and len(parts) == 2:
            share = self.cfg.pair_token_share
            dataset = ObjectiveMixDataset(
                [parts["pairs"], parts["monolingual"]], [share, 1 - share], ["pairs", "monolingual"], self.cfg.seed
            )
            dataset.set_epoch(epoch)
            logger.info(
                f"{split}: {len(dataset)} examples from {folder}, {share:.2f} of every batch's tokens "
                "to translation pairs"
            )
            return dataset
        dataset = ConcatDataset(list(parts.values()))
        logger.info(f"{split}: {len(dataset)} examples from {folder}")
        return CompleteBatchesDataset(LengthSortedDataset(dataset, self.cfg.seed, epoch))


def _choose(flag: str, value: str, available: List[str], where: str, none_ok: bool) -> List[str]:
    if value == "none" and none_ok:
        return []
    if value == "all":
        return available
    chosen = [item.strip() for item in value.split(",") if item.strip()]
    unknown = [item for item in chosen if item not in available]
    if unknown:
        raise InputError(
            f"{flag}: no training data for {', '.join(unknown)} in {where} (found: {', '.join(available) or 'nothing'})"
        )
    return chosen


def available_languages(folder: str) -> List[str]:
    return sorted(name for name in os.listdir(folder) if os.path.exists(os.path.join(folder, name, "train.idx")))


def available_pairs(folder: str) -> List[str]:
    names = (os.path.basename(name).split(".") for name in glob.glob(os.path.join(folder, "train.*-*.*.idx")))
    return sorted({parts[1] for parts in names if len(parts) == 4 and parts[2] in parts[1].split("-")})
