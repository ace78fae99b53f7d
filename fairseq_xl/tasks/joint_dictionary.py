"""A task whose source and target share one dictionary, ``self.dictionary`` (every fairseq-xl
task: one SentencePiece vocabulary over all languages)."""
from fairseq.data import Dictionary
from fairseq.tasks import FairseqTask


class JointDictionaryTask(FairseqTask):
    def __init__(self, cfg, dictionary: Dictionary):
        super().__init__(cfg)
        self.dictionary = dictionary

    @property
    def source_dictionary(self):
        return self.dictionary

    @property
    def target_dictionary(self):
        return self.dictionary
