"""MARGE pre-training (Lewis et al., 2020) as ``--task marge_retrieval``, and zero-shot
document translation with ``fairseq-generate``.

Data: ``preprocess/prepare_marge_data.sh`` (``DATA/dict.txt`` with a token [LANG] per
language, ``DATA/LANG/{split}.{bin,idx}`` one chunk a line, ``DATA/{split}.chunks.tsv``).

Pre-training (section 2.4): an epoch is one index. When fairseq starts an epoch the task
samples shards in a seeded random order, encodes their documents with the current relevance
model, keeps the strongest links of each shard and builds greedy batches of targets and
evidence, until the batches fill ``--reindex-interval`` updates (or the shards run out:
then the epoch is shorter). Validation indexes every valid shard with the current model.
The model is the one ``build_model`` made (fairseq calls the ``begin_epoch`` hook only after
the epoch's batches are fixed, so the index cannot wait for it). Under ``--ddp-backend
fully_sharded`` its weights are views that fairscale frees after each forward; the index gathers
them through the wrapper fairseq's ``begin_epoch`` hook hands over (``summon_full_params``).

Generation: ``--source-lang`` makes the split the source-language chunks (fairseq-interactive:
each input line), each the single evidence document of its translation; the decoder starts
with the ``--target-lang`` token.
"""
import contextlib
import logging
import os
from dataclasses import dataclass, field
from typing import List, Optional

import numpy as np
import torch
from fairseq import utils
from fairseq.data import Dictionary, LanguagePairDataset, PrependTokenDataset, data_utils
from fairseq.dataclass import FairseqDataclass
from fairseq.tasks import register_task
from omegaconf import II, MISSING

from fairseq_xl.guards.errors import InputError
from fairseq_xl.data.complete_batches import CompleteBatchesDataset
from fairseq_xl.data.indexed_batch_iterator import IndexedEpochBatchIterator
from fairseq_xl.data.length_limit import within_limit
from fairseq_xl.data.marge_documents import DocumentTable, MargeDocumentsDataset
from fairseq_xl.data.marge_index import MargeIndex
from fairseq_xl.modules.ngram_repeat_block import fix_generator
from fairseq_xl.guards.flag_checks import COUNT, LINKS_PER_TARGET, POSITIVE_COUNT, REINDEX_INTERVAL, TOKENS_PER_SAMPLE

from .joint_dictionary import JointDictionaryTask

logger = logging.getLogger(__name__)


@dataclass
class MargeRetrievalConfig(FairseqDataclass):
    data: str = field(default=MISSING, metadata={"help": "data of preprocess/prepare_marge_data.sh"})
    tokens_per_sample: int = field(default=512, metadata={"range": TOKENS_PER_SAMPLE,
        "help": "max tokens of a document (chunk) with <s> and </s>; the model's position limit"})
    reindex_interval: int = field(default=10000, metadata={"range": REINDEX_INTERVAL,
        "help": "updates between re-indexing (MARGE: 10k); one index = one fairseq epoch"})
    monolingual_links_per_target: float = field(default=4.0, metadata={"range": LINKS_PER_TARGET,
        "help": "monolingual links kept per document of a shard, on average (MARGE: 4)"})
    crosslingual_links_per_target: float = field(default=4.0, metadata={"range": LINKS_PER_TARGET,
        "help": "cross-lingual links kept per document of a shard, on average (MARGE: 4)"})
    exact_search_max_docs: int = field(default=4096, metadata={"range": COUNT,
        "help": "shards up to this many documents are searched exactly (one matrix product); larger "
                "ones with FAISS"})
    faiss_neighbours: int = field(default=16, metadata={"range": POSITIVE_COUNT,
        "help": "approximate search: candidates per document and language"})
    first_chunk_targets: bool = field(default=False, metadata={
        "help": "only a document's first chunk may be a target (MARGE on news, section 3); every chunk stays "
                "evidence"})
    source_lang: Optional[str] = field(default=None, metadata={
        "help": "generation: translate the chunks of this language of the split"})
    target_lang: Optional[str] = field(default=None, metadata={
        "help": "generation: the output language (its [LANG] token starts the decoder)"})
    seed: int = II("common.seed")
    train_subset: str = II("dataset.train_subset")
    update_freq: List[int] = II("optimization.update_freq")


def full_weights(trained):
    """fairscale's FSDP frees the gathered weights after each forward (an H200 run stopped at its
    second index: "setStorage: ... storage of size 0"); its ``summon_full_params`` gathers them
    for the index. Any other model keeps its weights."""
    summon = getattr(trained, "summon_full_params", None)
    return summon() if summon is not None else contextlib.nullcontext()


@register_task("marge_retrieval", dataclass=MargeRetrievalConfig)
class MargeRetrievalTask(JointDictionaryTask):
    cfg: MargeRetrievalConfig
    MODEL = "marge"
    CRITERIA = ("cross_entropy", "label_smoothed_cross_entropy")

    def __init__(self, cfg: MargeRetrievalConfig, dictionary: Dictionary):
        super().__init__(cfg, dictionary)
        if cfg.monolingual_links_per_target + cfg.crosslingual_links_per_target <= 0:
            raise InputError("--monolingual-links-per-target and --crosslingual-links-per-target are both 0: no "
                             "target would get evidence")
        self.model = None
        self.trained = None  # what fairseq trains: fairscale's FSDP wrapper of self.model, or self.model

    @classmethod
    def setup_task(cls, cfg: MargeRetrievalConfig, **kwargs):
        path = os.path.join(cls._path(cfg), "dict.txt")
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path}: no dictionary; build DATA with preprocess/prepare_marge_data.sh")
        task = cls(cfg, Dictionary.load(path))
        for flag, lang in (("--source-lang", cfg.source_lang), ("--target-lang", cfg.target_lang)):
            if lang is not None:
                task.language_token(lang, flag)
        if (cfg.source_lang is None) != (cfg.target_lang is None):
            raise InputError("generation needs both --source-lang and --target-lang")
        return task

    @staticmethod
    def _path(cfg) -> str:
        paths = utils.split_paths(cfg.data)
        if len(paths) != 1:
            raise InputError(f"--data / DATA: marge_retrieval reads one data folder, got {cfg.data!r}")
        return paths[0]

    def language_token(self, lang: str, where: str) -> int:
        """The index of [lang] in the dictionary; an error naming where lang came from."""
        symbol = f"[{lang}]"
        if symbol not in self.dictionary.indices:
            known = sorted(s[1:-1] for s in self.dictionary.symbols if s.startswith("[") and s.endswith("]"))
            raise InputError(f"{where}: language {lang!r} has no token {symbol} in "
                             f"{os.path.join(self._path(self.cfg), 'dict.txt')} (languages there: "
                             f"{', '.join(known) or 'none'}); prepare_marge_data.sh adds one per language")
        return self.dictionary.index(symbol)

    def _text(self, lang: str, split: str):
        prefix = os.path.join(self._path(self.cfg), lang, split)
        text = data_utils.load_indexed_dataset(prefix, self.dictionary)
        if text is None:
            raise FileNotFoundError(f"{prefix}.{{bin,idx}}: missing")
        within_limit(
            text.sizes + 1,
            self.cfg.tokens_per_sample,
            prefix,
            "chunks",
            "with <s> and </s>",
            "Prepare the data with CHUNK_TOKENS at most that (chunks are split, never dropped)",
        )
        return text

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        if self.cfg.source_lang is not None:
            text = self._text(self.cfg.source_lang, split)
            source = PrependTokenDataset(text, self.dictionary.bos())
            self.datasets[split] = CompleteBatchesDataset(
                LanguagePairDataset(source, source.sizes, self.dictionary, left_pad_source=False))
            logger.info(f"{split}: {len(source)} {self.cfg.source_lang} chunks to translate into "
                        f"{self.cfg.target_lang}")
            return
        table_path = os.path.join(self._path(self.cfg), f"{split}.chunks.tsv")
        table = DocumentTable.read(table_path)
        texts = {}
        for lang in table.languages:
            self.language_token(lang, table_path)
            texts[lang] = self._text(lang, split)
            lines = table.line[table.language == table.languages.index(lang)]
            if lines.max() >= len(texts[lang]) or len(lines) != len(texts[lang]):
                raise InputError(f"{table_path}: lists {len(lines)} {lang} chunks up to line {lines.max()}, but "
                                 f"{lang}/{split} has {len(texts[lang])} lines: the table and the data disagree")
        self.datasets[split] = MargeDocumentsDataset(table, texts, self.dictionary)
        logger.info(f"{split}: {len(table)} documents in {len(table.shard_names)} shards, languages "
                    f"{', '.join(table.languages)} ({table_path})")

    def build_model(self, cfg, from_checkpoint=False):
        self.model = super().build_model(cfg, from_checkpoint)
        return self.model

    def get_batch_iterator(self, dataset, max_tokens=None, max_sentences=None, max_positions=None,
                           ignore_invalid_inputs=False, required_batch_size_multiple=1, seed=1, num_shards=1,
                           shard_id=0, num_workers=0, epoch=1, data_buffer_size=0, disable_iterator_cache=False,
                           skip_remainder_batch=False, grouped_shuffling=False, update_epoch_batch_itr=False):
        """Generation data: fairseq's own batching. Documents: batches from the index, built
        when the epoch starts (``IndexedEpochBatchIterator``)."""
        if not isinstance(dataset, MargeDocumentsDataset):
            return super().get_batch_iterator(
                dataset, max_tokens, max_sentences, max_positions, ignore_invalid_inputs,
                required_batch_size_multiple, seed, num_shards, shard_id, num_workers, epoch, data_buffer_size,
                disable_iterator_cache, skip_remainder_batch, grouped_shuffling, update_epoch_batch_itr)
        if max_tokens is None:
            raise InputError("marge_retrieval builds batches up to --max-tokens: pass --max-tokens")
        longest = int(dataset.lengths.max())
        if max_tokens < 2 * longest:
            raise InputError(f"--max-tokens {max_tokens} is less than two of the longest chunks of {self.cfg.data} "
                             f"({longest} tokens each): a batch holds a target and its evidence, so the longest "
                             f"documents would never be trained; pass --max-tokens {2 * longest} or more")
        training = dataset is self.datasets.get(self.cfg.train_subset)
        return IndexedEpochBatchIterator(
            dataset, dataset.collater,
            lambda data, index_epoch: self.index_batches(data, index_epoch, max_tokens, num_shards, training),
            seed=seed, num_shards=num_shards, shard_id=shard_id, num_workers=num_workers, epoch=epoch,
            buffer_size=data_buffer_size)

    def index_batches(
        self, dataset: MargeDocumentsDataset, epoch: int, max_tokens: int, world: int, training: bool
    ) -> List[List[int]]:
        """Re-index (section 2.4) with the model the task built: ``MargeIndex`` of the split."""
        if self.model is None:
            raise RuntimeError("marge_retrieval indexes with the model the task built; build_model was not called")
        split = next((name for name, loaded in self.datasets.items() if loaded is dataset), "given")
        with full_weights(self.trained):
            return MargeIndex(dataset, self.cfg, max_tokens, world, training, split).batches(epoch, self.model)

    def begin_epoch(self, epoch, model):
        """fairseq hands over the model it trains; kept for the next indexes (``full_weights``)."""
        self.trained = model

    def build_dataset_for_inference(self, src_tokens, src_lengths, constraints=None):
        """fairseq-interactive: each input line (SentencePiece pieces) is one source chunk."""
        source = [torch.cat([tokens.new_full((1,), self.dictionary.bos()), tokens]) for tokens in src_tokens]
        return LanguagePairDataset(source, np.array([len(tokens) for tokens in source]), self.dictionary,
                                   left_pad_source=False)

    def build_generator(self, models, args, seq_gen_cls=None, extra_gen_cls_kwargs=None, prefix_allowed_tokens_fn=None):
        """fairseq's generator, with n-gram blocking that works on the CPU (``--no-repeat-ngram-size``)."""
        return fix_generator(super().build_generator(models, args, seq_gen_cls, extra_gen_cls_kwargs,
                                                     prefix_allowed_tokens_fn))

    def inference_step(self, generator, models, sample, prefix_tokens=None, constraints=None):
        with torch.no_grad():
            return generator.generate(models, sample, prefix_tokens=prefix_tokens, constraints=constraints,
                                      bos_token=self.language_token(self.cfg.target_lang, "--target-lang"))

    def max_positions(self):
        return self.cfg.tokens_per_sample, self.cfg.tokens_per_sample
