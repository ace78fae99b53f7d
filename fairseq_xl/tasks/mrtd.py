"""Multilingual replaced token detection, XLM-E's MRTD (section 3.1), as ``--task mrtd``.

Data: ``multilingual_corpus`` (the dictionary must hold <mask>).

Text is packed into blocks of ``--tokens-per-sample`` (``<s>`` first) as fairseq's masked_lm
does, languages are sampled with p_l proportional to n_l^alpha (eq. 9) anew every epoch,
and each block is masked uniformly (``SegmentMaskDataset``); the model corrupts and
discriminates it in the training step.
"""
import logging
from dataclasses import dataclass, field

import numpy as np
from fairseq.data import (
    Dictionary,
    FairseqDataset,
    IdDataset,
    NestedDictionaryDataset,
    NumelDataset,
    NumSamplesDataset,
    PrependTokenDataset,
    RawLabelDataset,
    RightPadDataset,
    TokenBlockDataset,
)
from fairseq.dataclass import ChoiceEnum
from fairseq.tasks import register_task

from fairseq_xl.data import SegmentMaskDataset
from fairseq_xl.data.length_limit import within_limit
from fairseq_xl.modules.example_noise import noise_keys
from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards.flag_checks import MASK_PROB, TOKENS_PER_SAMPLE

from .joint_dictionary import JointDictionaryTask
from .multilingual_corpus import MultilingualCorpus, MultilingualDataConfig, load_dictionary

logger = logging.getLogger(__name__)

MRTD, TRTD = 0, 1


@dataclass
class MRTDConfig(MultilingualDataConfig):
    langs: str = field(default="all", metadata={
        "help": "comma-separated languages of the monolingual data (MRTD), 'all' for every language "
                "folder of DATA, 'none' for no monolingual data"})
    tokens_per_sample: int = field(default=512, metadata={"range": TOKENS_PER_SAMPLE,
                                                          "help": "max tokens per block (and per pair)"})
    sample_break_mode: ChoiceEnum(["none", "complete", "complete_doc", "eos"]) = field(default="none", metadata={
        "help": "how monolingual text is cut into blocks (fairseq's TokenBlockDataset): 'none' fills every "
                "block (RoBERTa); 'complete' packs whole sentences, none of which may then exceed the block"})
    mask_prob: float = field(default=0.15, metadata={"range": MASK_PROB,
                                                     "help": "fraction of each segment's tokens masked"})


@register_task("mrtd", dataclass=MRTDConfig)
class MRTDTask(JointDictionaryTask):
    cfg: MRTDConfig
    MODEL = "xlm_e"
    CRITERIA = ("replaced_token_detection",)
    MIXES_OBJECTIVES = True  # --langs with --lang-pairs: a forward per objective (ObjectiveMixDataset)

    def __init__(self, cfg, dictionary: Dictionary):
        super().__init__(cfg, dictionary)
        self.corpus = MultilingualCorpus(cfg, dictionary)
        self.mask_idx = dictionary.index("<mask>")

    @classmethod
    def setup_task(cls, cfg, **kwargs):
        return cls(cfg, load_dictionary(cfg, needs_mask=True))

    def build_model(self, cfg, from_checkpoint=False):
        """XLM-E for training needs its generator, which samples the replaced tokens (eq. 1-2): ``--generator-layers
        0`` stops fairseq-train here, before the first batch. A model built to read a checkpoint (fairseq-validate,
        the hubs) is built as its flags say."""
        if not from_checkpoint and getattr(cfg, "generator_layers", None) == 0:
            raise InputError(f"--generator-layers 0: --task {self._task_name()} trains XLM-E's generator beside its "
                             "discriminator, and the generator samples the replaced tokens; give it layers (the "
                             "architectures' default), or continue an exported discriminator from its export "
                             "--with-generator imported again (python -m fairseq_xl.hf.import_xlm_e)")
        return super().build_model(cfg, from_checkpoint)

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        folder = self.corpus.folder(epoch)
        langs, _ = self.corpus.select(folder)
        monolingual = self.corpus.monolingual(folder, split, combine, langs)
        examples = {lang: self.mrtd_examples(text, name) for lang, (text, name) in monolingual.items()}
        self.datasets[split] = self.corpus.training_data({"monolingual": examples}, split, epoch, folder)

    # Steps ------------------------------------------------------------------------------

    def add_noise_keys(self, sample, step: int) -> None:
        """Each part's rows get their replacement-sampling keys (``example_noise``)."""
        for part in sample.get("objectives", [sample]) if sample else []:
            part["net_input"]["noise_keys"] = noise_keys(part["net_input"]["src_tokens"], part["id"], part["task_id"],
                                                         self.dictionary.pad(), self.cfg.seed, step)

    def train_step(self, sample, model, criterion, optimizer, update_num, ignore_grad=False):
        self.add_noise_keys(sample, update_num)
        return super().train_step(sample, model, criterion, optimizer, update_num, ignore_grad)

    def valid_step(self, sample, model, criterion):
        self.add_noise_keys(sample, -1)
        return super().valid_step(sample, model, criterion)

    # Datasets ---------------------------------------------------------------------------

    def rtd_examples(self, tokens: FairseqDataset, task_id: int) -> NestedDictionaryDataset:
        special = [self.dictionary.bos(), self.dictionary.eos(), self.dictionary.pad(), self.mask_idx]
        masked_positions = SegmentMaskDataset(tokens, special, self.cfg.mask_prob, self.cfg.seed)
        return NestedDictionaryDataset(
            {
                "id": IdDataset(),
                "net_input": {
                    "src_tokens": RightPadDataset(tokens, pad_idx=self.dictionary.pad()),
                    "masked_positions": RightPadDataset(masked_positions, pad_idx=0),
                    "src_lengths": NumelDataset(tokens, reduce=False),
                },
                "task_id": RawLabelDataset(np.full(len(tokens), task_id)),
                "nsentences": NumSamplesDataset(),
                "ntokens": NumelDataset(tokens, reduce=True),
            },
            sizes=[tokens.sizes],
        )

    def mrtd_examples(self, text: FairseqDataset, name: str) -> NestedDictionaryDataset:
        """A language's text packed into blocks of --tokens-per-sample, <s> first, as fairseq's
        masked_lm packs it. Break modes that keep sentences whole would make an over-long
        sentence a block over the model's limit, which fairseq then drops silently: refused."""
        if self.cfg.sample_break_mode != "none":
            within_limit(
                text.sizes + 1,
                self.cfg.tokens_per_sample,
                name,
                "sentences",
                f"with <s>; --sample-break-mode {self.cfg.sample_break_mode} cannot split them",
                "Use --sample-break-mode none, raise --tokens-per-sample or split those lines",
            )
        blocks = TokenBlockDataset(
            text,
            text.sizes,
            self.cfg.tokens_per_sample - 1,
            pad=self.dictionary.pad(),
            eos=self.dictionary.eos(),
            break_mode=self.cfg.sample_break_mode,
        )
        return self.rtd_examples(PrependTokenDataset(blocks, self.dictionary.bos()), MRTD)
