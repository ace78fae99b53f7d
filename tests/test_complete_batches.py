"""The last batch fairseq's ``batch_by_size`` drops (fairseq issue #5036) is kept by the plugin's
tasks, and importing the plugin leaves fairseq's own functions as they are unless
``FAIRSEQ_XL_FIX_FAIRSEQ=1``."""
import numpy as np
import torch
from fairseq.data import FairseqDataset, data_utils

from fairseq_xl.data.complete_batches import CompleteBatchesDataset, batch_by_size

from conftest import run


class Sized(FairseqDataset):
    def __init__(self, sizes):
        self.sizes = np.asarray(sizes, dtype=np.int64)

    def __getitem__(self, index):
        return torch.ones(self.sizes[index])

    def __len__(self):
        return len(self.sizes)

    def num_tokens(self, index):
        return self.sizes[index]

    def size(self, index):
        return self.sizes[index]


def test_every_example_is_batched_in_order():
    """13 examples of 10 tokens, batches of at most 50 tokens in multiples of 4: fairseq makes
    three batches of 4 and drops example 12; the plugin's batching puts it back as a fourth."""
    dataset = Sized([10] * 13)
    indices = np.arange(13)[::-1].copy()
    fairseq_batches = dataset.batch_by_size(indices, max_tokens=50, required_batch_size_multiple=4)
    assert [len(batch) for batch in fairseq_batches] == [4, 4, 4], "fairseq fixed #5036: the fix can go"
    for batches in (CompleteBatchesDataset(dataset).batch_by_size(indices, max_tokens=50,
                                                                  required_batch_size_multiple=4),
                    batch_by_size(indices, dataset.num_tokens, max_tokens=50, required_batch_size_multiple=4)):
        assert [len(batch) for batch in batches] == [4, 4, 4, 1]
        assert np.concatenate(batches).tolist() == indices.tolist()
    whole = CompleteBatchesDataset(Sized([10] * 12)).batch_by_size(np.arange(12), max_tokens=50,
                                                                    required_batch_size_multiple=4)
    assert [len(batch) for batch in whole] == [4, 4, 4], "nothing added where nothing was dropped"


def test_importing_the_plugin_changes_nothing_of_fairseq_unless_asked(tmp_path, monkeypatch):
    """In a program of its own (forked as a fresh process: tests/forked.py), with and without the variable."""
    probe = tmp_path / "probe.py"
    probe.write_text("import fairseq_xl; from fairseq.data import data_utils; "
                     "from fairseq.ngram_repeat_block import NGramRepeatBlock; "
                     "print(data_utils.batch_by_size.__module__, NGramRepeatBlock._no_repeat_ngram.__module__)\n",
                     encoding="utf-8")
    monkeypatch.delenv("FAIRSEQ_XL_FIX_FAIRSEQ", raising=False)
    for asked, expected in ((None, "fairseq.data.data_utils fairseq.ngram_repeat_block"),
                            ("1", "fairseq_xl.data.complete_batches fairseq_xl.modules.ngram_repeat_block")):
        done = run(["python", probe], env={"FAIRSEQ_XL_FIX_FAIRSEQ": asked} if asked else None)
        assert done.stdout.split()[-2:] == expected.split(), (asked, done.stdout, done.stderr[-2000:])
    assert data_utils.batch_by_size.__module__ == "fairseq.data.data_utils"
