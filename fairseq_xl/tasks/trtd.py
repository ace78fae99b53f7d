"""Translation replaced token detection, XLM-E's TRTD (section 3.1), as ``--task trtd``.

A translation pair (e, f) becomes one sequence <s> e </s> </s> f </s> whose two halves are
masked uniformly and separately (M_e, M_f). Data as fairseq's translation task writes it:
``DATA/{split}.SRC-TGT.{SRC,TGT}.{bin,idx}``. With ``--langs`` (a list or 'all') the task
adds the monolingual data of ``--task mrtd`` for the paper's whole objective,
L_MLM + L_TLM + lambda (L_MRTD + L_TRTD); languages and pairs are sampled separately, each
with p proportional to n^alpha.
"""
import logging
import os
from dataclasses import dataclass, field
from typing import Dict

import numpy as np
from fairseq.data import FairseqDataset
from fairseq.tasks import register_task

from fairseq_xl.data import IndexSubsetDataset, translation_pair

from .mrtd import TRTD, MRTDConfig, MRTDTask
from .multilingual_data import PairShareConfig

logger = logging.getLogger(__name__)


@dataclass
class TRTDConfig(MRTDConfig, PairShareConfig):
    lang_pairs: str = field(default="all", metadata={
        "help": "comma-separated language pairs SRC-TGT of the parallel data, 'all' for every pair in DATA"})
    langs: str = field(default="none", metadata={
        "help": "monolingual languages to add for the joint MRTD + TRTD objective: a list, 'all' or 'none'"})
    skip_long_pairs: bool = field(default=False, metadata={
        "help": "leave out pairs longer than --tokens-per-sample once joined (default: stop with an error)"})


@register_task("trtd", dataclass=TRTDConfig)
class TRTDTask(MRTDTask):
    cfg: TRTDConfig

    def select_languages(self, path: str) -> None:
        self.langs = self._choose("--langs", self.cfg.langs, self.available_languages(path), path, none_ok=True)
        self.lang_pairs = self._choose("--lang-pairs", self.cfg.lang_pairs, self.available_pairs(path), path,
                                       none_ok=False)
        if not self.lang_pairs:
            raise ValueError(f"--lang-pairs: no parallel training data (train.SRC-TGT.*) in {path}")

    def translation_examples(self, path: str, split: str, combine: bool) -> Dict[str, FairseqDataset]:
        examples = {}
        for pair in self.lang_pairs:
            sides = self.load_pair(path, split, pair, combine)
            if sides is None:
                continue
            src, tgt = sides
            src_lang, tgt_lang = pair.split("-")
            prefix = os.path.join(path, f"{split}.{pair}.")
            pairs = translation_pair(src, tgt, self.dictionary.bos(), self.dictionary.eos())
            sizes = pairs.sizes
            too_long = np.flatnonzero(sizes > self.cfg.tokens_per_sample)
            if too_long.size and not self.cfg.skip_long_pairs:
                first = too_long[0]
                raise ValueError(
                    f"{prefix}{{{src_lang},{tgt_lang}}}: {too_long.size} of {len(src)} pairs are longer than "
                    f"--tokens-per-sample {self.cfg.tokens_per_sample} once joined as <s> e </s> </s> f </s>; "
                    f"the first is line {first + 1} ({sizes[first]} tokens). Raise --tokens-per-sample (up to the "
                    "model's positions), shorten those pairs, or pass --skip-long-pairs to leave them out")
            if too_long.size:
                logger.warning(f"{pair} {split}: leaving out {too_long.size} pairs over {self.cfg.tokens_per_sample} tokens")
                pairs = IndexSubsetDataset(pairs, np.flatnonzero(sizes <= self.cfg.tokens_per_sample))
            examples[pair] = self.rtd_examples(pairs, TRTD)
        return examples

    def example_groups(self, path: str, split: str, combine: bool) -> Dict[str, Dict[str, FairseqDataset]]:
        groups = {"pairs": self.translation_examples(path, split, combine)}
        if self.langs:
            groups["monolingual"] = self.monolingual_examples(path, split, combine)
        return groups
