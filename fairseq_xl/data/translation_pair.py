"""A translation pair as one sequence, [e; f] of XLM-E's TRTD (and TLM): <s> e </s> </s> f </s>.

Both sides come from fairseq-preprocess and already end with </s>; the separator is the
extra </s> of RoBERTa's sentence-pair format, built from fairseq's own datasets as its
sentence_prediction task builds pairs. The caller checks that both sides align.
"""
from fairseq.data import ConcatSentencesDataset, FairseqDataset, PrependTokenDataset


def translation_pair(src: FairseqDataset, tgt: FairseqDataset, bos: int, eos: int) -> ConcatSentencesDataset:
    return ConcatSentencesDataset(PrependTokenDataset(src, bos), PrependTokenDataset(tgt, eos))
