"""XLNet pre-training data: contiguous text streams, one per batch row, cut into
two-segment sequences with a sampled factorization order and targets.

Segment recurrence (XLNet section 2.4) needs batch b + 1 to continue, row by row, the text of
batch b. Every epoch each language's stream is cut into pieces of ``stream_tokens`` (at a random
offset; shorter when the text would not fill every row), languages get pieces in proportion to
p_l ~ n_l^alpha, and the pieces are dealt to the batch rows of every rank, longest first onto
the shortest row. A row reads its pieces in turn; the first sequence of a piece resets that
row's memory. Sequence i of a piece starts reuse_len tokens after sequence i - 1, so its first
reuse_len tokens follow the cached ones (the official pipeline):

    [reuse_len tokens, A, <sep>, B, <sep>, <cls>]   segments 0 ... 0, 1 ... 1, 2

where A continues the text up to a sentence boundary and B, with probability 1/2, is the
text after A or else text from a random place (section 2.5; no next-sentence objective).
With ``bi_data`` the second half of each rank's rows reads its pieces backwards.
Everything random is drawn from (seed, epoch, index), so any worker or resumed run makes
the same sequences.
"""
import logging
from typing import Dict, List, Optional

import numpy as np
import torch
from fairseq.data import Dictionary, FairseqDataset

from .permutation import (
    num_predictions,
    sequence_ranks,
    span_targets,
    token_targets,
)
from .token_stream import TokenStream

logger = logging.getLogger(__name__)

STREAM, BEGIN, END, POSITION, REVERSE, FIRST = range(6)


class PermutationLMDataset(FairseqDataset):
    def __init__(self, streams: List[TokenStream], dictionary: Dictionary, tokens_per_sample: int, reuse_len: int,
                 stream_tokens: int, prediction_k: float, target_selection: str, max_span_words: int,
                 perm_size: int, bi_data: bool, seed: int, sampling_weights: Optional[List[float]] = None):
        self.streams = streams
        self.tokens_per_sample = tokens_per_sample
        self.reuse_len = reuse_len
        self.stream_tokens = stream_tokens
        self.prediction_k = prediction_k
        self.target_selection = target_selection
        self.max_span_words = max_span_words
        self.perm_size = perm_size
        self.bi_data = bi_data
        self.seed = seed
        self.sampling_weights = sampling_weights
        self.sep, self.cls, self.pad = dictionary.eos(), dictionary.bos(), dictionary.pad()
        self.word_start = np.array([symbol.startswith("\u2581") for symbol in dictionary.symbols])
        self.word_start[: dictionary.nspecial] = True
        self.epoch = 1
        self.items = np.zeros((0, 6), dtype=np.int64)

    def set_epoch(self, epoch: int):
        self.epoch = epoch

    def __len__(self) -> int:
        return len(self.items)

    # The epoch's plan ---------------------------------------------------------------------

    def _pieces(self, rng: np.random.RandomState, rows: int) -> List[tuple]:
        """Pieces of ``stream_tokens``, shorter where that would leave rows without text."""
        piece = min(self.stream_tokens, max(self.reuse_len, sum(map(len, self.streams)) // rows))
        pieces = {}
        for index, stream in enumerate(self.streams):
            offset = rng.randint(piece) if self.sampling_weights else 0
            cuts = [0, *range(offset or piece, len(stream), piece), len(stream)]
            pieces[index] = [(index, begin, end) for begin, end in zip(cuts, cuts[1:]) if end > begin]
        if not self.sampling_weights:
            return [piece for index in pieces for piece in pieces[index]]
        total = sum(len(group) for group in pieces.values())
        chosen = []
        for index, group in pieces.items():
            count = max(1, int(round(self.sampling_weights[index] * total)))
            picks = rng.choice(len(group), size=count, replace=count > len(group))
            chosen.extend(group[pick] for pick in picks)
            logger.debug(f"{self.streams[index].name}: {count} of {len(group)} pieces")
        return chosen

    def batches(self, epoch: int, rows: int, num_shards: int) -> List[List[int]]:
        """The batches of one epoch for ``rows`` rows per rank: batch j * num_shards + k is
        step j of rank k's rows (fairseq's ShardedIterator gives rank k exactly those), and
        every rank has the same number of steps (rows that run out read an empty item)."""
        self.epoch = epoch
        rng = np.random.RandomState([self.seed, epoch, 7])
        pieces = self._pieces(rng, rows * num_shards)
        pieces = [pieces[i] for i in rng.permutation(len(pieces))]
        steps = [-(-(end - begin) // self.reuse_len) for _, begin, end in pieces]
        queues = [[] for _ in range(rows * num_shards)]
        load = np.zeros(len(queues), dtype=np.int64)
        for index in sorted(range(len(pieces)), key=lambda i: -steps[i]):
            row = int(load.argmin())
            queues[row].append(pieces[index])
            load[row] += steps[index]
        items, row_items = [], []
        for row, queue in enumerate(queues):
            reverse = self.bi_data and row % rows >= rows // 2
            ids = []
            for stream, begin, end in queue:
                for step, position in enumerate(range(0, end - begin, self.reuse_len)):
                    ids.append(len(items))
                    items.append((stream, begin, end, position, reverse, step == 0))
            row_items.append(ids)
        empty = len(items)
        items.append((-1, 0, 0, 0, False, True))
        self.items = np.array(items, dtype=np.int64)
        batches = []
        for step in range(int(load.max())):
            for shard in range(num_shards):
                batches.append([row_items[row][step] if step < len(row_items[row]) else empty
                                for row in range(shard * rows, (shard + 1) * rows)])
        logger.info(f"epoch {epoch}: {len(pieces)} stream pieces over {len(queues)} rows, {int(load.max())} steps")
        return batches

    # One sequence -------------------------------------------------------------------------

    def _read(self, item, begin: int, end: int):
        """Tokens [begin, end) of the item's piece in its reading direction."""
        stream, piece_begin, piece_end = self.streams[item[STREAM]], item[BEGIN], item[END]
        end = min(end, piece_end - piece_begin)
        if item[REVERSE]:
            tokens, sentences = stream.span(piece_end - end, piece_end - begin)
            return tokens[::-1].copy(), sentences[::-1].copy()
        return stream.span(piece_begin + begin, piece_begin + end)

    def _random_text(self, item, length: int, rng: np.random.RandomState) -> np.ndarray:
        """``length`` tokens from a random sentence start of the item's stream."""
        stream = self.streams[item[STREAM]]
        begin = stream.sentence_start(rng.randint(len(stream)))
        tokens = stream.span(begin, begin + length)[0]
        return tokens[::-1].copy() if item[REVERSE] else tokens

    def _a_and_b(self, item, begin: int, budget: int, rng: np.random.RandomState):
        window, sentences = self._read(item, begin, begin + budget)
        cuts = np.flatnonzero(sentences[1:] != sentences[:-1]) + 1
        if len(cuts) and rng.rand() < 0.5:
            cut = int(rng.choice(cuts))
            return window[:cut], window[cut:]
        cut = int(rng.choice(cuts)) if len(cuts) else min(len(window), budget - 1)
        return window[:cut], self._random_text(item, max(1, budget - cut), rng)

    def __getitem__(self, index: int) -> Dict:
        item = self.items[index]
        if item[STREAM] < 0:
            return {"id": index, "tokens": np.zeros(0, dtype=np.int64), "segments": np.zeros(0, dtype=np.int64),
                    "rank": np.zeros(0, dtype=np.int64), "targets": np.zeros(0, dtype=np.int64),
                    "first": True, "reverse": bool(item[REVERSE])}
        rng = np.random.RandomState([self.seed, self.epoch, index])
        position = int(item[POSITION])
        reuse, _ = self._read(item, position, position + self.reuse_len)
        a, b = self._a_and_b(item, position + len(reuse), self.tokens_per_sample - len(reuse) - 3, rng)
        tokens = np.concatenate([reuse, a, [self.sep], b, [self.sep, self.cls]]).astype(np.int64)
        segments = np.repeat([0, 1, 2], [len(reuse) + len(a) + 1, len(b) + 1, 1])
        functional = np.zeros(len(tokens), dtype=bool)
        functional[[len(reuse) + len(a), len(tokens) - 2, len(tokens) - 1]] = True
        eligible = ~functional
        goal = num_predictions(len(tokens), int(eligible.sum()), self.prediction_k)
        if self.target_selection == "span":
            starts = self.word_start[tokens]
            if item[REVERSE]:
                starts = np.concatenate([[True], starts[:-1]])
            targets = span_targets(eligible, starts, goal, self.prediction_k, self.max_span_words, rng)
        else:
            targets = token_targets(eligible, goal, rng)
        rank = sequence_ranks(targets, functional, len(reuse), self.perm_size, rng)
        return {"id": index, "tokens": tokens, "segments": segments, "rank": rank, "targets": np.flatnonzero(targets),
                "first": bool(item[FIRST]), "reverse": bool(item[REVERSE])}

    def collater(self, samples: List[Dict]) -> Dict:
        """Rows in the order given (the batch plan's row order, which memory relies on).
        target_positions [B, K] holds -1 in unused slots, target [B, K] the padding index."""
        rows = len(samples)
        length = max(1, max(len(sample["tokens"]) for sample in samples))
        slots = max(1, max(len(sample["targets"]) for sample in samples))
        tokens = torch.full((rows, length), self.pad, dtype=torch.long)
        segments = torch.zeros((rows, length), dtype=torch.long)
        rank = torch.full((rows, length), -1, dtype=torch.long)
        target_positions = torch.full((rows, slots), -1, dtype=torch.long)
        target = torch.full((rows, slots), self.pad, dtype=torch.long)
        for row, sample in enumerate(samples):
            n, k = len(sample["tokens"]), len(sample["targets"])
            tokens[row, :n] = torch.from_numpy(sample["tokens"])
            segments[row, :n] = torch.from_numpy(sample["segments"])
            rank[row, :n] = torch.from_numpy(sample["rank"])
            target_positions[row, :k] = torch.from_numpy(sample["targets"])
            target[row, :k] = tokens[row, target_positions[row, :k]]
        net_input = {"src_tokens": tokens, "segment_ids": segments, "perm_rank": rank,
                     "target_positions": target_positions,
                     "stream_start": torch.tensor([sample["first"] for sample in samples])}
        if self.bi_data:
            net_input["reversed_rows"] = torch.tensor([sample["reverse"] for sample in samples])
        return {"id": torch.tensor([sample["id"] for sample in samples]),
                "nsentences": sum(len(sample["tokens"]) > 0 for sample in samples),
                "ntokens": sum(len(sample["tokens"]) for sample in samples),
                "net_input": net_input, "target": target}
