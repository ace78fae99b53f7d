"""The documents (chunks) of a MARGE split and the batches of targets and evidence made from them.

``preprocess/prepare_marge_data.sh`` (``preprocess/chunk_documents.py``) writes one chunk a line
in ``DATA/LANG/{split}`` and a table ``DATA/{split}.chunks.tsv`` of ``COLUMNS`` with a row per
chunk; a chunk is a MARGE "document" (section 3, footnote 2: contiguous text of at most 512
tokens). Documents are numbered by their row in the table.

The batches come from the index (``fairseq_xl.data.marge_index``), not from lengths: item
``d`` of this dataset is document d as a target, item ``len(documents) + d`` the same
document as evidence, and a batch is the list of its targets' and evidence documents' items.
"""
import csv
import os
from dataclasses import dataclass
from typing import Dict, List

import numpy as np
import torch
from fairseq.data import FairseqDataset, data_utils

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import reader
from fairseq_xl.data.document_files import COLUMNS


@dataclass
class DocumentTable:
    """Per document: language index, line in its language's data, document id, chunk number
    within that document (from 0), shard index (the ``chunks`` column, the document's number of
    chunks, is for whoever reads the table)."""
    languages: List[str]
    language: np.ndarray
    line: np.ndarray
    doc_id: List[str]
    chunk: np.ndarray
    shard: np.ndarray
    shard_names: List[str]

    def __len__(self):
        return len(self.doc_id)

    @classmethod
    def read(cls, path: str) -> "DocumentTable":
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path}: missing; build the data with preprocess/prepare_marge_data.sh")
        rows = list(csv.reader(reader.text_lines(path, what="chunk table", newline=""), delimiter="\t",
                               quoting=csv.QUOTE_NONE))  # as chunk_documents.py writes
        if not rows or rows[0] != COLUMNS:
            raise InputError(f"{path}:1: expected the header {' '.join(COLUMNS)}")
        for number, row in enumerate(rows[1:], 2):
            if len(row) != len(COLUMNS) or not row[1].isdecimal() or not row[3].isdecimal():
                raise InputError(f"{path}:{number}: expected {len(COLUMNS)} tab-separated columns "
                                 f"({', '.join(COLUMNS)}), got {row!r}")
        rows = rows[1:]
        languages = sorted({row[0] for row in rows})
        shard_names = sorted({row[5] for row in rows})
        language_index = {lang: i for i, lang in enumerate(languages)}
        shard_index = {shard: i for i, shard in enumerate(shard_names)}
        return cls(languages, np.array([language_index[row[0]] for row in rows], dtype=np.int64),
                   np.array([int(row[1]) for row in rows], dtype=np.int64), [row[2] for row in rows],
                   np.array([int(row[3]) for row in rows], dtype=np.int64),
                   np.array([shard_index[row[5]] for row in rows], dtype=np.int64), shard_names)


class MargeDocumentsDataset(FairseqDataset):
    """texts: per language of ``table.languages``, its binarized chunks (each ends with </s>)."""

    def __init__(self, table: DocumentTable, texts: Dict[str, FairseqDataset], dictionary):
        self.table = table
        self.texts = [texts[lang] for lang in table.languages]
        self.bos, self.pad = dictionary.bos(), dictionary.pad()
        self.language_tokens = [dictionary.index(f"[{lang}]") for lang in table.languages]
        body = np.array([self.texts[lang].sizes[line] for lang, line in zip(table.language, table.line)],
                        dtype=np.int64)
        self.lengths = body + 1  # with <s> (or the language token)
        self.sizes = np.concatenate([self.lengths, self.lengths])

    def __len__(self):
        return 2 * len(self.table)

    def document(self, index: int) -> torch.Tensor:
        """<s> body </s> of document index."""
        text = self.texts[self.table.language[index]][self.table.line[index]]
        return torch.cat([text.new_full((1,), self.bos), text])

    def batch_items(self, targets, evidence) -> List[int]:
        """The items of a batch that reconstructs ``targets`` from ``evidence`` (documents)."""
        return sorted(targets) + sorted(len(self.table) + d for d in evidence)

    def targets_of(self, batches: List[List[int]]) -> np.ndarray:
        """The documents the batches reconstruct."""
        return np.unique([item for batch in batches for item in batch if item < len(self.table)])

    def __getitem__(self, index: int):
        document = index % len(self.table)
        return {"id": document, "target": index < len(self.table), "tokens": self.document(document),
                "language_token": self.language_tokens[self.table.language[document]]}

    def num_tokens(self, index: int) -> int:
        return int(self.sizes[index])

    def size(self, index: int) -> int:
        return int(self.sizes[index])

    def collater(self, samples):
        """Targets x_i: net_input.prev_output_tokens = [lang] body, target = body </s>,
        net_input.target_documents = <s> body </s> (for g(x_i)); evidence z_j:
        net_input.src_tokens = <s> body </s>. Everything right-padded."""
        targets = [s for s in samples if s["target"]]
        evidence = [s for s in samples if not s["target"]]
        if not targets or not evidence:
            return {}
        documents = [s["tokens"] for s in targets]
        previous = [torch.cat([d.new_full((1,), s["language_token"]), d[1:-1]]) for s, d in zip(targets, documents)]
        target = data_utils.collate_tokens([d[1:] for d in documents], self.pad)
        src_tokens = data_utils.collate_tokens([s["tokens"] for s in evidence], self.pad)
        return {
            "id": torch.tensor([s["id"] for s in targets]),
            "evidence_id": torch.tensor([s["id"] for s in evidence]),
            "nsentences": len(targets),
            "ntokens": int(target.ne(self.pad).sum()),
            "net_input": {
                "src_tokens": src_tokens,
                "src_lengths": src_tokens.ne(self.pad).sum(1),
                "prev_output_tokens": data_utils.collate_tokens(previous, self.pad),
                "target_documents": data_utils.collate_tokens(documents, self.pad),
            },
            "target": target,
        }
