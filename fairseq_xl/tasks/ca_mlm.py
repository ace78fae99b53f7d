"""VECO's cross-attention masked language modelling (CA-MLM) as ``--task ca_mlm``.

Every example is a pair (x, y): a translation pair of ``DATA/{split}.SRC-TGT.*``, or two
adjacent sentences of a language's monolingual text ``DATA/LANG/{split}`` (VECO section
2: "In case of monolingual data, CA-MLM uses two adjacent sentences"). Each side is framed
as <s> ... </s> and masked on its own with BERT's recipe (fairseq's ``MaskTokensDataset``:
15%, of which 80% <mask>, 10% random, 10% unchanged). Languages and pairs are sampled
separately with p ~ n^alpha (alpha 0.5 in the paper) anew each epoch. Training on both
gives every batch both kinds, --pair-token-share (default 0.5) of its tokens to the pairs.
"""

from dataclasses import dataclass, field
from typing import Tuple

import numpy as np
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

from fairseq_xl.guards.errors import InputError
from fairseq_xl.data import IndexSubsetDataset
from fairseq_xl.data.length_limit import within_limit
from fairseq_xl.guards.flag_checks import MASK_PROB, PROBABILITY, SAMPLING_ALPHA, TOKENS_PER_SAMPLE

from .joint_dictionary import JointDictionaryTask
from .multilingual_corpus import MultilingualCorpus, MultilingualDataConfig, PairShareConfig, load_dictionary

ADJACENT, PAIR = 0, 1  # task_id of an example: adjacent monolingual sentences, a translation pair


@dataclass
class CAMLMConfig(MultilingualDataConfig, PairShareConfig):
    langs: str = field(default="all", metadata={
        "help": "languages whose adjacent monolingual sentences form pairs: a list, 'all' or 'none'"})
    lang_pairs: str = field(default="all", metadata={
        "help": "translation pairs SRC-TGT of the parallel data: a list, 'all' or 'none'"})
    multilang_sampling_alpha: float = field(default=0.5, metadata={"range": SAMPLING_ALPHA,
        "help": "alpha of p_l ~ n_l^alpha over languages and over pairs per epoch (VECO: 0.5)"})
    tokens_per_sample: int = field(default=512, metadata={"range": TOKENS_PER_SAMPLE,
                                                          "help": "max tokens of each side, with <s> and </s>"})
    mask_prob: float = field(default=0.15, metadata={"range": MASK_PROB,
                                                     "help": "fraction of each side's tokens to predict"})
    leave_unmasked_prob: float = field(default=0.1, metadata={"range": PROBABILITY,
                                                              "help": "of those, left unchanged"})
    random_token_prob: float = field(default=0.1, metadata={"range": PROBABILITY,
                                                            "help": "of those, replaced by a random token"})
    skip_long_pairs: bool = field(default=False, metadata={
        "help": "leave out pairs with a side over --tokens-per-sample (default: stop with an error)"})


@register_task("ca_mlm", dataclass=CAMLMConfig)
class CAMLMTask(JointDictionaryTask):
    cfg: CAMLMConfig
    MODEL = "veco"
    CRITERIA = ("ca_mlm",)
    MIXES_OBJECTIVES = True  # --langs with --lang-pairs: a forward per objective (ObjectiveMixDataset)

    def __init__(self, cfg, dictionary):
        super().__init__(cfg, dictionary)
        if cfg.leave_unmasked_prob + cfg.random_token_prob > 1:
            raise InputError(
                f"--leave-unmasked-prob {cfg.leave_unmasked_prob:g} + --random-token-prob "
                f"{cfg.random_token_prob:g} > 1: they split the masked tokens, the rest become <mask>"
            )
        self.corpus = MultilingualCorpus(cfg, dictionary)
        self.mask_idx = dictionary.index("<mask>")

    @classmethod
    def setup_task(cls, cfg: CAMLMConfig, **kwargs):
        return cls(cfg, load_dictionary(cfg, needs_mask=True))

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        folder = self.corpus.folder(epoch)
        langs, pairs = self.corpus.select(folder)
        translations = self.corpus.translation_pairs(folder, split, combine, pairs)
        monolingual = self.corpus.monolingual(folder, split, combine, langs)
        groups = {
            "pairs": {pair: self.ca_mlm_examples(x, y, name, PAIR) for pair, (x, y, name) in translations.items()},
            "monolingual": {
                lang: self.ca_mlm_examples(*adjacent_sentences(text, name), name, ADJACENT)
                for lang, (text, name) in monolingual.items()
            },
        }
        self.datasets[split] = self.corpus.training_data(groups, split, epoch, folder)

    def filter_indices_by_size(self, indices, dataset, max_positions=None, ignore_invalid_inputs=False):
        """Each side was held to --tokens-per-sample when loaded (``ca_mlm_examples``); fairseq's
        check would compare the sum of both sides (the example's size, which --max-tokens
        counts) with the limit of one side."""
        return indices

    def ca_mlm_examples(self, x: FairseqDataset, y: FairseqDataset, name: str, task_id: int) -> NestedDictionaryDataset:
        """Pairs (x, y), each side framed as <s> ... </s> and masked on its own; a pair with a side
        over --tokens-per-sample refused or, with --skip-long-pairs, left out."""
        kept = within_limit(
            np.maximum(x.sizes, y.sizes) + 1,
            self.cfg.tokens_per_sample,
            name,
            "pairs",
            "the longer side with <s> and </s>",
            "Raise --tokens-per-sample, split those lines, or pass --skip-long-pairs",
            skip=self.cfg.skip_long_pairs,
        )
        if kept is not None:
            x, y = IndexSubsetDataset(x, kept), IndexSubsetDataset(y, kept)
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


def adjacent_sentences(text: FairseqDataset, name: str) -> Tuple[FairseqDataset, FairseqDataset]:
    """(sentence i, sentence i + 1) of a language's text, VECO's monolingual pairs."""
    if len(text) < 2:
        raise InputError(
            f"{name}: {len(text)} sentence(s); CA-MLM pairs each sentence with the next, so "
            "monolingual text needs at least two adjacent sentences"
        )
    return IndexSubsetDataset(text, np.arange(len(text) - 1)), IndexSubsetDataset(text, np.arange(1, len(text)))
