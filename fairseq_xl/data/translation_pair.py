"""A translation pair as one sequence, [e; f] of XLM-E's TRTD (and TLM): <s> e </s> </s> f </s>.

Both sides come from fairseq-preprocess and already end with </s>; the separator is the
extra </s> of RoBERTa's sentence-pair format, built from fairseq's own datasets as its
sentence_prediction task builds pairs.
"""
from fairseq.data import ConcatSentencesDataset, FairseqDataset, PrependTokenDataset


def translation_pair(src: FairseqDataset, tgt: FairseqDataset, bos: int, eos: int) -> ConcatSentencesDataset:
    if len(src) != len(tgt):
        raise ValueError(f"source and target differ in length: {len(src)} vs {len(tgt)} sentences")
    return ConcatSentencesDataset(PrependTokenDataset(src, bos), PrependTokenDataset(tgt, eos))
