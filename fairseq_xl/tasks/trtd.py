"""Translation replaced token detection, XLM-E's TRTD (section 3.1), as ``--task trtd``.

A translation pair (e, f) becomes one sequence <s> e </s> </s> f </s> whose two halves are
masked uniformly and separately (M_e, M_f). Data as fairseq's translation task writes it:
``DATA/{split}.SRC-TGT.{SRC,TGT}.{bin,idx}``. With ``--langs`` (a list or 'all') the task
adds the monolingual data of ``--task mrtd`` for the paper's whole objective,
L_MLM + L_TLM + lambda (L_MRTD + L_TRTD); languages and pairs are sampled separately, each
with p proportional to n^alpha.
"""

from dataclasses import dataclass, field

from fairseq.data import FairseqDataset, NestedDictionaryDataset
from fairseq.tasks import register_task

from fairseq_xl.data import IndexSubsetDataset, translation_pair
from fairseq_xl.data.length_limit import within_limit

from .mrtd import TRTD, MRTDConfig, MRTDTask
from .multilingual_corpus import PairShareConfig


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

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        folder = self.corpus.folder(epoch)
        langs, pairs = self.corpus.select(folder, pairs_required=True)
        translations = self.corpus.translation_pairs(folder, split, combine, pairs)
        groups = {"pairs": {pair: self.trtd_examples(*sides) for pair, sides in translations.items()}}
        if langs:
            monolingual = self.corpus.monolingual(folder, split, combine, langs)
            groups["monolingual"] = {lang: self.mrtd_examples(text, name) for lang, (text, name) in monolingual.items()}
        self.datasets[split] = self.corpus.training_data(groups, split, epoch, folder)

    def trtd_examples(self, src: FairseqDataset, tgt: FairseqDataset, name: str) -> NestedDictionaryDataset:
        """Each pair joined as <s> e </s> </s> f </s>; pairs over --tokens-per-sample refused or,
        with --skip-long-pairs, left out."""
        pairs = translation_pair(src, tgt, self.dictionary.bos(), self.dictionary.eos())
        kept = within_limit(
            pairs.sizes,
            self.cfg.tokens_per_sample,
            name,
            "pairs",
            "joined as <s> e </s> </s> f </s>",
            "Raise --tokens-per-sample (up to the model's positions), shorten those pairs, or pass "
            "--skip-long-pairs to leave them out",
            skip=self.cfg.skip_long_pairs,
        )
        return self.rtd_examples(pairs if kept is None else IndexSubsetDataset(pairs, kept), TRTD)
