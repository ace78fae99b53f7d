"""fairseq's BufferedIterator builds batches in a daemon thread; a process that ends while that
thread is inside a torch operation used to abort after "done training" (repairs.batch_threads._stop_consumers)."""
import os
import subprocess
import sys

from conftest import REPO

SCRIPT = """
import sys
import torch
from fairseq.data import iterators
if sys.argv[1] == "plugin":
    import fairseq_xl
class Batches:
    def __len__(self):
        return 10 ** 6
    def __iter__(self):
        while True:
            yield torch.randn(400, 400) @ torch.randn(400, 400)
print(next(iterators.BufferedIterator(10, Batches())).shape)
"""


def exit_status(mode):
    return subprocess.run([sys.executable, "-c", SCRIPT, mode], cwd=REPO, capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(REPO), OMP_NUM_THREADS="1"), timeout=120)


def test_the_plugin_stops_the_batch_thread_before_exit():
    without = exit_status("fairseq")
    assert without.returncode != 0 and "terminate called" in without.stderr, (
        "fairseq alone no longer aborts here: batch_threads._stop_consumers may not be needed", without.returncode)
    done = exit_status("plugin")
    assert done.returncode == 0 and "torch.Size([400, 400])" in done.stdout, done.stderr[-2000:]
