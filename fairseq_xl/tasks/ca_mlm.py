"""VECO's cross-attention masked language modelling (CA-MLM) as ``--task ca_mlm``.

Every example is a pair (x, y): a translation pair of ``DATA/{split}.SRC-TGT.*``, or two
adjacent sentences of a language's monolingual text ``DATA/LANG/{split}`` (VECO section
2: "In case of monolingual data, CA-MLM uses two adjacent sentences"). Each side is framed
as <s> ... </s> and masked on its own with BERT's recipe (fairseq's ``MaskTokensDataset``:
15%, of which 80% <mask>, 10% random, 10% unchanged). Languages and pairs are sampled
separately with p ~ n^alpha (alpha 0.5 in the paper) anew each epoch. Training on both
gives every batch both kinds, --pair-token-share (default 0.5) of its tokens to the pairs.
"""
import logging
import os
from dataclasses import dataclass, field
from typing import Dict

import numpy as np
from fairseq import utils
from fairseq.data import (
    ConcatSentencesDataset,
    FairseqDataset,
    IdDataset,
    MaskTokensDataset,
    NestedDictionaryDataset,
    NumelDataset,
    NumSamplesDataset,
    PrependTokenDataset,
    RawLabelDataset,
    RightPadDataset,
)
from fairseq.tasks import register_task

from fairseq_xl.data import IndexSubsetDataset

from .multilingual_data import MultilingualDataConfig, MultilingualDataTask, PairShareConfig

logger = logging.getLogger(__name__)

ADJACENT, PAIR = 0, 1  # task_id of an example: adjacent monolingual sentences, a translation pair


@dataclass
class CAMLMConfig(MultilingualDataConfig, PairShareConfig):
    langs: str = field(default="all", metadata={
        "help": "languages whose adjacent monolingual sentences form pairs: a list, 'all' or 'none'"})
    lang_pairs: str = field(default="all", metadata={
        "help": "translation pairs SRC-TGT of the parallel data: a list, 'all' or 'none'"})
    multilang_sampling_alpha: float = field(default=0.5, metadata={
        "help": "alpha of p_l ~ n_l^alpha over languages and over pairs per epoch (VECO: 0.5)"})
    tokens_per_sample: int = field(default=512, metadata={"help": "max tokens of each side, with <s> and </s>"})
    mask_prob: float = field(default=0.15, metadata={"help": "fraction of each side's tokens to predict"})
    leave_unmasked_prob: float = field(default=0.1, metadata={"help": "of those, left unchanged"})
    random_token_prob: float = field(default=0.1, metadata={"help": "of those, replaced by a random token"})
    skip_long_pairs: bool = field(default=False, metadata={
        "help": "leave out pairs with a side over --tokens-per-sample (default: stop with an error)"})


@register_task("ca_mlm", dataclass=CAMLMConfig)
class CAMLMTask(MultilingualDataTask):
    cfg: CAMLMConfig

    def __init__(self, cfg, dictionary):
        super().__init__(cfg, dictionary)
        if cfg.leave_unmasked_prob + cfg.random_token_prob > 1:
            raise ValueError(f"--leave-unmasked-prob {cfg.leave_unmasked_prob:g} + --random-token-prob "
                             f"{cfg.random_token_prob:g} > 1: they split the masked tokens, the rest become <mask>")
        self.mask_idx = dictionary.index("<mask>")

    @classmethod
    def setup_task(cls, cfg: CAMLMConfig, **kwargs):
        dictionary = cls.load_joint_dictionary(cfg)
        if "<mask>" not in dictionary.indices:
            raise ValueError(f"{utils.split_paths(cfg.data)[0]}/dict.txt: the dictionary has no '<mask>' symbol, "
                             "which masked language modelling needs; append the line '<mask> 0' to it "
                             "(preprocess/prepare_xlm_e_data.sh writes it)")
        return cls(cfg, dictionary)

    def select_languages(self, path: str) -> None:
        self.langs = self._choose("--langs", self.cfg.langs, self.available_languages(path), path, none_ok=True)
        self.lang_pairs = self._choose("--lang-pairs", self.cfg.lang_pairs, self.available_pairs(path), path,
                                       none_ok=True)
        if not self.langs and not self.lang_pairs:
            raise ValueError(f"--langs and --lang-pairs select no data in {path}")

    def _within_limit(self, x: FairseqDataset, y: FairseqDataset, name: str):
        """Pairs whose sides fit --tokens-per-sample (with <s>); an error naming the first
        line that does not, unless --skip-long-pairs."""
        too_long = np.flatnonzero((x.sizes + 1 > self.cfg.tokens_per_sample) | (y.sizes + 1 > self.cfg.tokens_per_sample))
        if too_long.size and not self.cfg.skip_long_pairs:
            raise ValueError(f"{name}: {too_long.size} pairs have a side longer than --tokens-per-sample "
                             f"{self.cfg.tokens_per_sample} (with <s> and </s>); the first is pair {too_long[0] + 1}. "
                             "Raise --tokens-per-sample, split those lines, or pass --skip-long-pairs")
        if too_long.size:
            logger.warning(f"{name}: leaving out {too_long.size} pairs over {self.cfg.tokens_per_sample} tokens")
            keep = np.setdiff1d(np.arange(len(x)), too_long)
            x, y = IndexSubsetDataset(x, keep), IndexSubsetDataset(y, keep)
        return x, y

    def filter_indices_by_size(self, indices, dataset, max_positions=None, ignore_invalid_inputs=False):
        """Each side was held to --tokens-per-sample when loaded (``_within_limit``); fairseq's
        check would compare the sum of both sides (the example's size, which --max-tokens
        counts) with the limit of one side."""
        return indices

    def ca_mlm_examples(self, x: FairseqDataset, y: FairseqDataset, name: str, task_id: int) -> NestedDictionaryDataset:
        x, y = self._within_limit(x, y, name)
        bos, pad = self.dictionary.bos(), self.dictionary.pad()
        x, y = PrependTokenDataset(x, bos), PrependTokenDataset(y, bos)
        masked = {}
        for side, tokens, offset in (("x", x, 0), ("y", y, 1)):
            masked[side] = MaskTokensDataset.apply_mask(
                tokens, self.dictionary, pad_idx=pad, mask_idx=self.mask_idx, seed=self.cfg.seed + offset,
                mask_prob=self.cfg.mask_prob, leave_unmasked_prob=self.cfg.leave_unmasked_prob,
                random_token_prob=self.cfg.random_token_prob)
        return NestedDictionaryDataset(
            {
                "id": IdDataset(),
                "net_input": {
                    "src_tokens": RightPadDataset(masked["x"][0], pad_idx=pad),
                    "tgt_tokens": RightPadDataset(masked["y"][0], pad_idx=pad),
                },
                "target_x": RightPadDataset(masked["x"][1], pad_idx=pad),
                "target_y": RightPadDataset(masked["y"][1], pad_idx=pad),
                "task_id": RawLabelDataset(np.full(len(x), task_id)),
                "nsentences": NumSamplesDataset(),
                "ntokens": NumelDataset(ConcatSentencesDataset(x, y), reduce=True),
            },
            sizes=[x.sizes + y.sizes],
        )

    def example_groups(self, path: str, split: str, combine: bool) -> Dict[str, Dict[str, FairseqDataset]]:
        pairs, adjacent = {}, {}
        for pair in self.lang_pairs:
            sides = self.load_pair(path, split, pair, combine)
            if sides is not None:
                pairs[pair] = self.ca_mlm_examples(*sides, os.path.join(path, f"{split}.{pair}"), PAIR)
        for lang in self.langs:
            text = self._load_split(path, os.path.join(lang, split), split, combine)
            if text is None:
                logger.warning(f"{lang}: no {split} data in {path}")
                continue
            name = os.path.join(path, lang, split)
            if len(text) < 2:
                raise ValueError(f"{name}: {len(text)} sentence(s); CA-MLM pairs each sentence with the next, so "
                                 "monolingual text needs at least two adjacent sentences")
            first, second = IndexSubsetDataset(text, np.arange(len(text) - 1)), IndexSubsetDataset(text, np.arange(1, len(text)))
            adjacent[lang] = self.ca_mlm_examples(first, second, name, ADJACENT)
        return {"pairs": pairs, "monolingual": adjacent}
