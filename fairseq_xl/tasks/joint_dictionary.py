"""A task whose source and target share one dictionary, ``self.dictionary`` (every fairseq-xl
task: one SentencePiece vocabulary over all languages). It checks the ranges of its own flags
and of its model's and criterion's before using them (``fairseq_xl.flag_checks``)."""
from fairseq.data import Dictionary
from fairseq.tasks import FairseqTask

from fairseq_xl.flag_checks import check_flags


class JointDictionaryTask(FairseqTask):
    def __init__(self, cfg, dictionary: Dictionary):
        check_flags(cfg)
        super().__init__(cfg)
        self.dictionary = dictionary

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return self.dictionary

    def build_model(self, cfg, from_checkpoint=False):
        check_flags(cfg)
        return super().build_model(cfg, from_checkpoint)

    def build_criterion(self, cfg):
        check_flags(cfg)
        return super().build_criterion(cfg)
