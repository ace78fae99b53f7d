"""The sentences of a binarized monolingual dataset read as one contiguous text stream,
as Transformer-XL and XLNet read their corpora: end-of-sentence symbols are dropped and
sentence ids kept, which mark where a segment may be cut into A and B."""
import numpy as np
from fairseq.data import FairseqDataset

from fairseq_xl.guards.errors import InputError


class TokenStream:
    def __init__(self, dataset: FairseqDataset, eos: int, name: str):
        self.dataset = dataset
        self.eos = eos
        self.name = name
        self.lengths = np.asarray(dataset.sizes, dtype=np.int64) - 1
        self.offsets = np.concatenate([[0], np.cumsum(self.lengths)])
        if len(dataset) and dataset[0][-1] != eos:
            raise InputError(f"{name}: sentences do not end with </s>; binarize the text with fairseq-preprocess")
        if len(self) == 0:
            raise InputError(f"{name}: no text")

    def __len__(self) -> int:
        return int(self.offsets[-1])

    def span(self, begin: int, end: int):
        """Tokens [begin, end) of the stream and their sentence ids."""
        begin, end = max(begin, 0), min(end, len(self))
        if end <= begin:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        first = int(np.searchsorted(self.offsets, begin, side="right")) - 1
        last = int(np.searchsorted(self.offsets, end, side="left"))
        tokens, sentences = [], []
        for index in range(first, last):
            sentence = self.dataset[index].numpy()[:-1]
            lo = max(begin - self.offsets[index], 0)
            hi = min(end - self.offsets[index], len(sentence))
            tokens.append(sentence[lo:hi].astype(np.int64))
            sentences.append(np.full(hi - lo, index, dtype=np.int64))
        return np.concatenate(tokens), np.concatenate(sentences)

    def sentence_start(self, position: int) -> int:
        """The start of the sentence that holds ``position``."""
        return int(self.offsets[np.searchsorted(self.offsets, position, side="right") - 1])
