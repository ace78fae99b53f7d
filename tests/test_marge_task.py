"""The marge_retrieval task in process, on the prepared man pages: batches as the collater lays
them out, the index's epoch built lazily and restored from the iterator state, exact and
FAISS search, distributed encoding, and the errors a user can run into."""
import contextlib
import logging
import shutil

import numpy as np
import pytest
import torch
import torch.multiprocessing as mp
from fairseq import tasks
from fairseq.data import indexed_dataset
from fairseq.dataclass.utils import convert_namespace_to_omegaconf
from fairseq import options

import fairseq_xl  # noqa: F401
from fairseq_xl.data.marge_batches import Links, greedy_batches
from fairseq_xl.data.marge_index import encode, encode_distributed, fit_to_ranks, index_links, unused_targets

from conftest import free_port


def setup(data, *flags):
    parser = options.get_training_parser()
    args = options.parse_args_and_arch(parser, [str(data), "--task", "marge_retrieval", "--arch", "marge_tiny",
                                                "--criterion", "cross_entropy", "--cpu", "--max-tokens", "1024",
                                                "--seed", "2", *flags])
    cfg = convert_namespace_to_omegaconf(args)
    task = tasks.setup_task(cfg.task)
    return task, cfg


def trained_task(data, *flags):
    task, cfg = setup(data, *flags)
    task.load_dataset("train")
    torch.manual_seed(0)
    task.build_model(cfg.model)
    return task


def iterator(task, **kwargs):
    return task.get_batch_iterator(task.dataset("train"), max_tokens=1024, seed=2, **kwargs)


def test_batches_lay_out_targets_and_evidence(marge_bin):
    task = trained_task(marge_bin[1], "--reindex-interval", "5")
    dataset = task.dataset("train")
    batch = next(iter(iterator(task).next_epoch_itr(shuffle=False)))
    pad, n = task.dictionary.pad(), len(dataset.table)
    net_input = batch["net_input"]
    for row, document in enumerate(batch["id"].tolist()):
        tokens = dataset.document(document)
        language = dataset.table.languages[dataset.table.language[document]]
        expected_previous = [task.dictionary.index(f"[{language}]")] + tokens[1:-1].tolist()
        previous = net_input["prev_output_tokens"][row]
        assert previous[previous.ne(pad)].tolist() == expected_previous
        assert batch["target"][row][batch["target"][row].ne(pad)].tolist() == tokens[1:].tolist()
        documents = net_input["target_documents"][row]
        assert documents[documents.ne(pad)].tolist() == tokens.tolist()
    for row, document in enumerate(batch["evidence_id"].tolist()):
        source = net_input["src_tokens"][row]
        assert source[source.ne(pad)].tolist() == dataset.document(document).tolist()
        assert document not in batch["id"].tolist(), "no document is target and evidence of one batch"
    assert batch["ntokens"] == int(batch["target"].ne(pad).sum())
    assert net_input["src_tokens"].numel() + net_input["prev_output_tokens"].numel() <= 2 * 1024
    assert all(0 <= i < n for i in batch["id"].tolist() + batch["evidence_id"].tolist()), "document numbers"


def test_an_epoch_is_one_index_of_reindex_interval_updates_and_resumes_with_its_batches(marge_bin):
    task = trained_task(marge_bin[1], "--reindex-interval", "6")
    calls = []
    index_batches = task.index_batches
    task.index_batches = lambda *args: calls.append(args[1]) or index_batches(*args)
    epoch = iterator(task, epoch=1)
    assert epoch.first_batch == "DUMMY" and not calls, "no index before the epoch starts"
    itr = epoch.next_epoch_itr(shuffle=True)
    assert calls == [1] and len(itr) == 6
    seen = [next(itr)["id"].tolist() for _ in range(2)]
    state = epoch.state_dict()
    assert state["iterations_in_epoch"] == 2 and len(state["batches"]) == 6
    rest = [batch["id"].tolist() for batch in itr]

    resumed = iterator(task, epoch=1)
    resumed.load_state_dict(state)
    assert [batch["id"].tolist() for batch in resumed.next_epoch_itr(shuffle=True)] == rest
    assert calls == [1], "the resumed epoch uses the saved batches: no re-index"
    assert len(seen + rest) == 6
    next_epoch = iterator(task, epoch=2)
    next_epoch.next_epoch_itr(shuffle=True)
    assert calls == [1, 2]


def test_every_rank_gets_its_own_share_of_the_same_index(marge_bin):
    """The two ranks' batches are disjoint and together exactly the batches of one index
    (the one a world of 2 builds at epoch 1)."""
    task = trained_task(marge_bin[1], "--reindex-interval", "3")
    shares = []
    for rank in range(2):
        itr = iterator(task, num_shards=2, shard_id=rank).next_epoch_itr(shuffle=True)
        shares.append([(tuple(batch["id"].tolist()), tuple(batch["evidence_id"].tolist())) for batch in itr])
    assert len(shares[0]) == len(shares[1]) == 3, "--reindex-interval updates on every rank"
    assert not set(shares[0]) & set(shares[1])
    n = len(task.dataset("train").table)
    index = task.index_batches(task.dataset("train"), 1, 1024, 2, True)
    assert sorted(shares[0] + shares[1]) == sorted(
        (tuple(i for i in batch if i < n), tuple(i - n for i in batch if i >= n)) for batch in index)


class ShardedWrapper(torch.nn.Module):
    """What fairseq's --ddp-backend fully_sharded hands ``begin_epoch``: fairscale's wrapper, whose
    inner model's weights are views freed after a forward and gathered by ``summon_full_params``."""

    def __init__(self, model):
        super().__init__()
        self.module, self.kept = model, [weight.data for weight in model.parameters()]
        self.free()

    def free(self):
        for weight in self.module.parameters():
            weight.data = torch.empty(0)

    @contextlib.contextmanager
    def summon_full_params(self):
        for weight, kept in zip(self.module.parameters(), self.kept):
            weight.data = kept
        try:
            yield
        finally:
            self.free()


def test_the_index_gathers_a_sharded_models_weights(marge_bin):
    """On an H200, fully_sharded MARGE stopped at its second index (the weights freed after the
    epoch's forwards); the index now gathers them through the wrapper fairseq's begin_epoch hands over."""
    task = trained_task(marge_bin[1], "--reindex-interval", "3")
    expected = task.index_batches(task.dataset("train"), 2, 1024, 1, True)
    task.begin_epoch(1, ShardedWrapper(task.model))
    assert task.index_batches(task.dataset("train"), 2, 1024, 1, True) == expected
    assert all(weight.numel() == 0 for weight in task.model.parameters()), "freed again after the index"


def test_first_chunk_targets(marge_bin):
    """--first-chunk-targets (MARGE on news): every target of the index is the first chunk
    of its document, evidence is any chunk, and links per target stay about as many."""
    plain = trained_task(marge_bin[1], "--reindex-interval", "20")
    first = trained_task(marge_bin[1], "--reindex-interval", "20", "--first-chunk-targets")
    table = first.dataset("train").table
    n = len(table)
    assert (table.chunk > 0).mean() > 0.3, "the man pages have documents of several chunks"
    targets, evidence = {}, {}
    for name, task in (("plain", plain), ("first", first)):
        batches = task.index_batches(task.dataset("train"), 1, 1024, 1, True)
        targets[name] = np.array([i for batch in batches for i in batch if i < n])
        evidence[name] = np.array([i - n for batch in batches for i in batch if i >= n])
    assert (table.chunk[targets["first"]] == 0).all()
    assert (table.chunk[targets["plain"]] > 0).any() and (table.chunk[evidence["first"]] > 0).any()


def _encode_rank(rank, world, port, documents, expected):
    torch.distributed.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    torch.manual_seed(0)
    weight = torch.randn(50, 8)
    gathered = encode_distributed(lambda tokens: weight[tokens[:, :3]].sum(1), documents, 1, 64, "cpu")
    torch.testing.assert_close(gathered, expected)
    torch.distributed.destroy_process_group()


def test_distributed_encoding_gathers_every_documents_embedding_in_order():
    generator = torch.Generator().manual_seed(1)
    documents = [torch.randint(2, 50, (int(length),), generator=generator) for length in
                 torch.randint(3, 20, (11,), generator=generator)]
    torch.manual_seed(0)
    weight = torch.randn(50, 8)
    expected = encode(lambda tokens: weight[tokens[:, :3]].sum(1), documents, 1, 64, "cpu")
    assert expected.shape == (11, 8)
    lone = [weight[d[:3]].sum(0) for d in documents]  # documents are 3 tokens or longer
    torch.testing.assert_close(expected, torch.stack(lone), rtol=0, atol=1e-5)
    mp.spawn(_encode_rank, args=(2, free_port(), documents, expected), nprocs=2)


def test_faiss_search_finds_the_links_of_exact_search():
    generator = np.random.RandomState(0)
    topics = generator.randn(40, 16)
    embeddings = np.concatenate([topics + 0.3 * generator.randn(40, 16) for _ in range(3)]).astype(np.float32)
    embeddings /= np.linalg.norm(embeddings, axis=1, keepdims=True)
    languages = np.repeat(np.arange(3), 40)
    documents, shards = np.arange(120) + 1000, np.zeros(120, dtype=np.int64)
    exact = index_links(embeddings, documents, shards, languages, 4, 4, exact_search_max_docs=120, neighbours=16)
    approximate = index_links(embeddings, documents, shards, languages, 4, 4, exact_search_max_docs=0, neighbours=16)
    pairs = {(t, e) for t, e in zip(exact.targets, exact.evidence)}
    found = {(t, e) for t, e in zip(approximate.targets, approximate.evidence)}
    assert len(pairs) == len(found) == 8 * 120
    assert len(pairs & found) / len(pairs) > 0.95
    cross = languages[exact.targets - 1000] != languages[exact.evidence - 1000]
    same_topic = (exact.targets[cross] - 1000) % 40 == (exact.evidence[cross] - 1000) % 40
    assert cross.sum() == 4 * 120 and same_topic.sum() == 2 * 120, "each document's 2 translations are linked"


def test_a_language_without_its_token_in_the_dictionary_is_an_error(marge_bin, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(marge_bin[1], data)
    lines = (data / "dict.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    (data / "dict.txt").write_text("".join(line for line in lines if not line.startswith("[de] ")), encoding="utf-8")
    task, _ = setup(data)
    with pytest.raises(ValueError, match=r"train.chunks.tsv: language 'de' has no token \[de\] in .*dict.txt"):
        task.load_dataset("train")
    with pytest.raises(ValueError, match=r"--target-lang: language 'xx' has no token \[xx\]"):
        setup(marge_bin[1], "--source-lang", "en", "--target-lang", "xx")


def test_an_empty_split_is_named(marge_bin, tmp_path):
    """fairseq-generate --gen-subset test on a language whose test split holds no chunks."""
    data = tmp_path / "data"
    shutil.copytree(marge_bin[1], data)
    builder = indexed_dataset.make_builder(str(data / "de/test.bin"), "mmap", vocab_size=100)
    builder.finalize(str(data / "de/test.idx"))
    task, _ = setup(data, "--source-lang", "de", "--target-lang", "en")
    with pytest.raises(ValueError, match=r"de/test.\{bin,idx\}: no items \(binarized from an empty text\?\): nothing "
                                         "to read there"):
        task.load_dataset("test")


def test_chunks_over_the_limit_are_an_error_naming_file_and_line(marge_bin):
    task, _ = setup(marge_bin[1], "--tokens-per-sample", "40")
    with pytest.raises(ValueError, match=r"de/train: \d+ chunks are longer than --tokens-per-sample 40 .* line \d+"):
        task.load_dataset("train")


def test_no_link_after_thresholding_is_an_error(marge_bin):
    """Rates so small that round(rate * documents) is 0 links of either kind (both 0 stop at start-up)."""
    task = trained_task(marge_bin[1], "--monolingual-links-per-target", "0.0001",
                        "--crosslingual-links-per-target", "0.0001")
    with pytest.raises(ValueError, match="the index of epoch 1 has no batch: after thresholding no target"):
        iterator(task).next_epoch_itr()


def test_fit_makes_every_rank_equal_and_counts_what_it_drops():
    batches = [[i] for i in range(7)]
    assert fit_to_ranks(batches, 4, 2) == (batches[:4], 0)
    assert fit_to_ranks(batches, None, 3) == (batches[:6], 1)
    assert fit_to_ranks(batches[:1], None, 2) == ([[0], [0]], 0)


def test_unused_targets_are_counted_by_reason():
    """Targets 0 and 6 are longer than --max-tokens 50; target 2 (30 tokens) has only evidence
    5 (45 tokens), which does not fit beside it; targets 1 and 3 share evidence 4 (10 + 10 + 30)."""
    ones = np.ones(5, dtype=np.float32)
    links = Links(np.array([0, 1, 2, 3, 6]), np.array([4, 4, 5, 4, 4]), ones, ones)
    lengths = np.array([60, 10, 30, 10, 30, 45, 70])
    assert [(sorted(targets), sorted(evidence)) for targets, evidence in greedy_batches(links, lengths, 50, 0)] == [
        ([1, 3], [4])
    ]
    assert unused_targets(links, np.array([1, 3]), lengths, 50) == (2, 1)


def test_the_dataset_numbers_the_items_of_a_batch(marge_bin):
    """Target d is item d, evidence d item N + d: the dataset is the one place that knows it."""
    task, _ = setup(marge_bin[1])
    task.load_dataset("train")
    dataset = task.dataset("train")
    n = len(dataset.table)
    items = dataset.batch_items([5, 2], [7, 2])
    assert items == [2, 5, n + 2, n + 7]
    assert [(dataset[i]["id"], dataset[i]["target"]) for i in items] == [(2, True), (5, True), (2, False), (7, False)]
    assert dataset.targets_of([items, dataset.batch_items([9], [0])]).tolist() == [2, 5, 9]


def test_the_index_log_names_its_split(marge_bin, caplog):
    """The index report of an evaluation split names that split (examples/marge/evidence_report.py
    --split test), and the training index its epoch."""
    task = trained_task(marge_bin[1])
    task.load_dataset("test")
    with caplog.at_level(logging.INFO, logger="fairseq_xl.data.marge_index"):
        task.index_batches(task.dataset("test"), 1, 1024, 1, False)
        task.index_batches(task.dataset("train"), 2, 1024, 1, True)
    labels = [record.getMessage().split(":")[0] for record in caplog.records if " index" in record.getMessage()]
    assert labels == ["test index", "train index 2"]


def flatten_weights(module):
    """What fairscale's FlattenParamsWrapper (FSDP under fairseq's --ddp-backend fully_sharded)
    does to the module it wraps: every parameter moves into one flat parameter that the wrapper
    owns, and the module keeps views of it as plain tensor attributes (tied weights one view)."""
    parameters = list(module.parameters())
    flat = torch.nn.Parameter(torch.cat([parameter.detach().reshape(-1) for parameter in parameters]))
    views, offset = {}, 0
    for parameter in parameters:
        views[id(parameter)] = flat[offset:offset + parameter.numel()].view_as(parameter)
        offset += parameter.numel()
    for submodule in module.modules():
        for name, parameter in list(submodule._parameters.items()):
            if parameter is not None:
                del submodule._parameters[name]
                setattr(submodule, name, views[id(parameter)])
    return flat


def test_the_index_encodes_with_a_model_whose_weights_fully_sharded_training_flattened(marge_bin):
    """The index encodes with the module the task built; under fully_sharded training that module
    has no parameters of its own, only views of the wrapper's flat parameter (``flatten_weights``;
    the same test passed and failed alike with fairscale's own wrapper). The index is the same (it
    stopped with StopIteration, asking the module for a parameter)."""
    task = trained_task(marge_bin[1])
    expected = task.index_batches(task.dataset("train"), 1, 1024, 1, True)
    flatten_weights(task.model)
    assert list(task.model.parameters()) == []
    assert task.index_batches(task.dataset("train"), 1, 1024, 1, True) == expected
