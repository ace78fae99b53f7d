"""What the pre-training tasks share: the data layout of ``preprocess/prepare_xlm_e_data.sh``
and the flags that choose from it.

    DATA/dict.txt                       joint dictionary
    DATA/LANG/{train,valid}.{bin,idx}   monolingual text, one folder per language

``DATA1:DATA2:...`` rotate per epoch as in fairseq's own tasks.
"""
import logging
import os
from dataclasses import dataclass, field
from typing import List

from fairseq import utils
from fairseq.data import Dictionary, data_utils
from fairseq.dataclass import FairseqDataclass
from fairseq.tasks import FairseqTask
from omegaconf import II, MISSING

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


class MultilingualDataTask(FairseqTask):
    def __init__(self, cfg, dictionary: Dictionary):
        super().__init__(cfg)
        self.dictionary = dictionary

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

    def check_languages(self, path: str) -> None:
        self.langs = self._choose("--langs", self.cfg.langs, self.available_languages(path), path, none_ok=True)
        if not self.langs:
            raise ValueError(f"--langs: no monolingual data selected in {path}")

    def data_path(self, epoch: int) -> str:
        paths = utils.split_paths(self.cfg.data)
        return paths[(epoch - 1) % len(paths)]

    def _load_split(self, path: str, name: str, split: str, combine: bool):
        prefix = os.path.join(path, name)
        dataset = data_utils.load_indexed_dataset(prefix, self.dictionary, combine=combine)
        if dataset is None and split == self.cfg.train_subset:
            raise FileNotFoundError(f"{prefix}.{{bin,idx}}: missing")
        return dataset

    def max_positions(self):
        return self.cfg.tokens_per_sample

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return self.dictionary
