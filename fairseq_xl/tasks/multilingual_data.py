"""What the pre-training tasks share: the data layout of ``preprocess/prepare_xlm_e_data.sh``
and the flags that choose from it.

    DATA/dict.txt                               joint dictionary
    DATA/LANG/{train,valid}.{bin,idx}           monolingual text, one folder per language
    DATA/{split}.SRC-TGT.{SRC,TGT}.{bin,idx}    translation pairs, as fairseq's translation task

``DATA1:DATA2:...`` rotate per epoch as in fairseq's own tasks.
"""
import glob
import logging
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import numpy as np
from fairseq import utils
from fairseq.data import ConcatDataset, Dictionary, FairseqDataset, SortDataset, data_utils
from fairseq.dataclass import FairseqDataclass
from omegaconf import II, MISSING

from fairseq_xl.data import ObjectiveMixDataset, resample_languages
from fairseq_xl.data.checked_binary import load_checked
from fairseq_xl.data.complete_batches import CompleteBatchesDataset

from .joint_dictionary import JointDictionaryTask

logger = logging.getLogger(__name__)


@dataclass
class MultilingualDataConfig(FairseqDataclass):
    data: str = field(default=MISSING, metadata={
        "help": "colon-separated binarized data folders (one per epoch, in turn), each with dict.txt "
                "and one sub-folder per language"})
    langs: str = field(default="all", metadata={
        "help": "comma-separated languages of the monolingual data, 'all' for every language folder of DATA"})
    multilang_sampling_alpha: float = field(default=0.7, metadata={
        "help": "alpha of p_l ~ n_l^alpha over languages (and over language pairs) per epoch"})
    tokens_per_sample: int = field(default=512, metadata={"help": "max tokens per sequence"})
    seed: int = II("common.seed")
    train_subset: str = II("dataset.train_subset")


@dataclass
class PairShareConfig(FairseqDataclass):
    """For tasks that train on translation pairs and monolingual text together."""
    pair_token_share: float = field(default=0.5, metadata={
        "help": "share of every training batch's --max-tokens (or --batch-size) given to translation pairs when "
                "monolingual text is trained too; the rest goes to the monolingual examples (XLM-E: equal "
                "budgets per task, section 4.1)"})


class MultilingualDataTask(JointDictionaryTask):

    @staticmethod
    def load_joint_dictionary(cfg) -> Dictionary:
        paths = utils.split_paths(cfg.data)
        if not paths:
            raise ValueError("--data / DATA is empty")
        dict_path = os.path.join(paths[0], "dict.txt")
        if not os.path.exists(dict_path):
            raise FileNotFoundError(f"{dict_path}: no dictionary; build DATA with preprocess/prepare_xlm_e_data.sh")
        dictionary = Dictionary.load(dict_path)
        logger.info(f"dictionary: {len(dictionary)} types ({dict_path})")
        return dictionary

    @staticmethod
    def _choose(flag: str, value: str, available: List[str], where: str, none_ok: bool) -> List[str]:
        if value == "none" and none_ok:
            return []
        if value == "all":
            return available
        chosen = [item.strip() for item in value.split(",") if item.strip()]
        unknown = [item for item in chosen if item not in available]
        if unknown:
            raise ValueError(f"{flag}: no training data for {', '.join(unknown)} in {where} "
                             f"(found: {', '.join(available) or 'nothing'})")
        return chosen

    @staticmethod
    def available_languages(path: str) -> List[str]:
        return sorted(name for name in os.listdir(path) if os.path.exists(os.path.join(path, name, "train.idx")))

    @staticmethod
    def available_pairs(path: str) -> List[str]:
        names = (os.path.basename(name).split(".") for name in glob.glob(os.path.join(path, "train.*-*.*.idx")))
        return sorted({parts[1] for parts in names if len(parts) == 4 and parts[2] in parts[1].split("-")})

    def load_pair(self, path: str, split: str, pair: str, combine: bool) -> Optional[Tuple]:
        """Both sides of a translation pair, checked to align line by line; None if absent."""
        src_lang, tgt_lang = pair.split("-")
        prefix = os.path.join(path, f"{split}.{pair}.")
        src = self._load_split(path, f"{split}.{pair}.{src_lang}", split, combine)
        tgt = self._load_split(path, f"{split}.{pair}.{tgt_lang}", split, combine)
        if src is None or tgt is None:
            logger.warning(f"{pair}: no {split} data in {path}")
            return None
        if len(src) != len(tgt):
            raise ValueError(f"{prefix}{src_lang} has {len(src)} sentences but {prefix}{tgt_lang} has {len(tgt)}: "
                             "the two sides of a parallel corpus must align line by line")
        return src, tgt

    def select_languages(self, path: str) -> None:
        """Set ``self.langs`` (and, in tasks with pairs, ``self.lang_pairs``) from the flags and
        what ``path`` holds; an error where the selection is empty."""
        self.langs = self._choose("--langs", self.cfg.langs, self.available_languages(path), path, none_ok=True)
        if not self.langs:
            raise ValueError(f"--langs: no monolingual data selected in {path}")

    def data_path(self, epoch: int) -> str:
        paths = utils.split_paths(self.cfg.data)
        return paths[(epoch - 1) % len(paths)]

    def _load_split(self, path: str, name: str, split: str, combine: bool):
        prefix = os.path.join(path, name)
        dataset = load_checked(prefix, self.dictionary, combine=combine)
        if dataset is None and split == self.cfg.train_subset:
            raise FileNotFoundError(f"{prefix}.{{bin,idx}}: missing")
        return dataset

    def example_groups(self, path: str, split: str, combine: bool) -> Dict[str, Dict[str, FairseqDataset]]:
        """{"pairs": {pair: examples}, "monolingual": {language: examples}}; languages (or
        pairs) are sampled within each group."""
        raise NotImplementedError

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        """The ``example_groups``, each resampled by p ~ n^alpha per epoch for training. Training
        with both groups gives every batch both, with --pair-token-share of its tokens to the
        pairs (``ObjectiveMixDataset``); otherwise examples are shuffled and sorted by length
        as fairseq's masked_lm does."""
        path = self.data_path(epoch)
        self.select_languages(path)
        groups = {name: group for name, group in self.example_groups(path, split, combine).items() if group}
        if not groups:
            raise FileNotFoundError(f"no {split} data in {path} for the chosen languages")
        training = split == self.cfg.train_subset
        parts = {}
        for name, group in groups.items():
            if training and len(group) > 1:
                parts[name] = resample_languages(group, self.cfg.multilang_sampling_alpha, self.cfg.seed, epoch)
            else:
                parts[name] = ConcatDataset(list(group.values()))
        if training and len(parts) == 2:
            share = self.cfg.pair_token_share
            if not 0 < share < 1:
                raise ValueError(f"--pair-token-share must be between 0 and 1 (the share of each batch's tokens "
                                 f"given to translation pairs), not {share}")
            dataset = ObjectiveMixDataset([parts["pairs"], parts["monolingual"]], [share, 1 - share],
                                          ["pairs", "monolingual"], self.cfg.seed)
            dataset.set_epoch(epoch)
            logger.info(f"{split}: {len(dataset)} examples from {path}, {share:.2f} of every batch's tokens "
                        "to translation pairs")
            self.datasets[split] = dataset
            return
        dataset = ConcatDataset(list(parts.values()))
        with data_utils.numpy_seed(self.cfg.seed + epoch):
            shuffle = np.random.permutation(len(dataset))
        logger.info(f"{split}: {len(dataset)} examples from {path}")
        self.datasets[split] = CompleteBatchesDataset(SortDataset(dataset, sort_order=[shuffle, dataset.sizes]))

    def max_positions(self):
        return self.cfg.tokens_per_sample
