"""XLNet's permutation language modelling (section 2) as ``--task permutation_lm``.

Data: ``multilingual_corpus`` (monolingual text per language, shared dictionary), read as
contiguous streams (``PermutationLMDataset``) so that the model's memory continues the
text of the previous batch. Batches are ``--batch-size`` rows per worker (or
``--max-tokens`` / ``--tokens-per-sample`` rows); their order is part of the method, so
fairseq's batch shuffling is off and the randomness lives in the per-epoch stream plan.
"""
import logging
from dataclasses import dataclass, field

from fairseq.data import iterators
from fairseq.dataclass import ChoiceEnum
from fairseq.tasks import register_task

from fairseq_xl.guards.errors import InputError
from fairseq_xl.data import PermutationLMDataset, TokenStream, language_sampling_probabilities
from fairseq_xl.guards.flag_checks import PARTIAL_PREDICTION_K, PERM_SIZE, POSITIVE_COUNT

from .joint_dictionary import JointDictionaryTask
from .multilingual_corpus import MultilingualCorpus, MultilingualDataConfig, load_dictionary

logger = logging.getLogger(__name__)


@dataclass
class PermutationLMConfig(MultilingualDataConfig):
    reuse_len: int = field(default=256, metadata={
        "help": "tokens each sequence moves on from the previous one of its stream, and whose states "
                "the memory caches (the paper: 256 at 512 tokens); at most --tokens-per-sample - 4"})
    perm_size: int = field(default=0, metadata={"range": PERM_SIZE,
        "help": "permute the factorization order within blocks of this many positions (0: the whole sequence)"})
    partial_prediction_k: float = field(default=6.0, metadata={"range": PARTIAL_PREDICTION_K,
        "help": "K of partial prediction: about 1/K of the tokens are targets (the paper: 6)"})
    target_selection: ChoiceEnum(["span", "token"]) = field(default="span", metadata={
        "help": "span: whole-word spans of 1..--max-span-words words, p(n) ~ 1/n (official); token: single tokens"})
    max_span_words: int = field(default=5, metadata={"range": POSITIVE_COUNT, "help": "longest target span, in words"})
    bi_data: bool = field(default=False, metadata={
        "help": "bidirectional data pipeline: half of every batch reads its text backwards"})
    stream_tokens: int = field(default=16384, metadata={
        "help": "tokens of contiguous text a batch row reads before its memory is reset and it moves to "
                "another (language-sampled) piece"})


@register_task("permutation_lm", dataclass=PermutationLMConfig)
class PermutationLMTask(JointDictionaryTask):
    cfg: PermutationLMConfig
    MODEL = "xlnet"
    CRITERIA = ("permutation_lm",)

    def __init__(self, cfg, dictionary):
        super().__init__(cfg, dictionary)
        self.corpus = MultilingualCorpus(cfg, dictionary)

    @classmethod
    def setup_task(cls, cfg: PermutationLMConfig, **kwargs):
        if not 0 < cfg.reuse_len <= cfg.tokens_per_sample - 4:
            raise InputError(f"--reuse-len {cfg.reuse_len} must be in 1..{cfg.tokens_per_sample - 4}: a sequence of "
                             f"--tokens-per-sample {cfg.tokens_per_sample} holds the reused tokens, <sep>, at least "
                             "one token of B, <sep> and <cls>")
        if cfg.stream_tokens < cfg.reuse_len:
            raise InputError(f"--stream-tokens {cfg.stream_tokens} must be at least --reuse-len {cfg.reuse_len}")
        dictionary = load_dictionary(cfg, needs_mask=False)
        if cfg.target_selection == "span" and not any(symbol.startswith("\u2581") for symbol in dictionary.symbols):
            raise InputError("--target-selection span needs SentencePiece pieces (words start with '\u2581') in "
                             "dict.txt to find word boundaries; this dictionary has none. Use --target-selection token")
        return cls(cfg, dictionary)

    def load_dataset(self, split: str, epoch: int = 1, combine: bool = False, **kwargs):
        folder = self.corpus.folder(epoch)
        langs, _ = self.corpus.select(folder)
        monolingual = self.corpus.monolingual(folder, split, combine, langs)
        streams = [TokenStream(text, self.dictionary.eos(), name) for text, name in monolingual.values()]
        if not streams:
            raise FileNotFoundError(f"no {split} data in {folder} for the chosen languages")
        weights = None
        if split == self.cfg.train_subset and len(streams) > 1:
            probabilities = language_sampling_probabilities({s.name: len(s) for s in streams},
                                                            self.cfg.multilang_sampling_alpha)
            weights = [probabilities[s.name] for s in streams]
        for index, stream in enumerate(streams):
            share = "" if weights is None else f", p={weights[index]:.3f}"
            logger.info(f"{split}: {stream.name}: {len(stream)} tokens{share}")
        self.datasets[split] = PermutationLMDataset(
            streams, self.dictionary, self.cfg.tokens_per_sample, self.cfg.reuse_len, self.cfg.stream_tokens,
            self.cfg.partial_prediction_k, self.cfg.target_selection, self.cfg.max_span_words, self.cfg.perm_size,
            self.cfg.bi_data, self.cfg.seed, weights)

    def rows_per_batch(self, max_tokens, max_sentences) -> int:
        rows = max_sentences or (max_tokens or 0) // self.cfg.tokens_per_sample
        if rows < 1:
            raise InputError("permutation_lm needs --batch-size (rows per worker), or --max-tokens of at least "
                             f"--tokens-per-sample {self.cfg.tokens_per_sample}")
        if self.cfg.bi_data and rows % 2:
            raise InputError(f"--bi-data needs an even number of rows per batch, not {rows}")
        return rows

    def get_batch_iterator(self, dataset, max_tokens=None, max_sentences=None, max_positions=None,
                           ignore_invalid_inputs=False, required_batch_size_multiple=1, seed=1, num_shards=1,
                           shard_id=0, num_workers=0, epoch=1, data_buffer_size=0, disable_iterator_cache=False,
                           skip_remainder_batch=False, grouped_shuffling=False, update_epoch_batch_itr=False):
        """Batches from the dataset's stream plan, in order (``disable_shuffling``): rank k
        gets step after step of its own rows."""
        if not isinstance(dataset, PermutationLMDataset):
            raise TypeError("permutation_lm batches only its own PermutationLMDataset")
        rows = self.rows_per_batch(max_tokens, max_sentences)
        return iterators.EpochBatchIterator(
            dataset=dataset, collate_fn=dataset.collater,
            batch_sampler=lambda data, data_epoch: data.batches(data_epoch, rows, num_shards),
            seed=seed, num_shards=num_shards, shard_id=shard_id, num_workers=num_workers, epoch=epoch,
            buffer_size=data_buffer_size, disable_shuffling=True)
