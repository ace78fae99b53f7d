"""fairseq's ``BufferedIterator`` fills its queue from a daemon thread (``BackgroundConsumer``) that
keeps building batches after training has ended (``--max-update``). If the interpreter exits while
that thread is inside a torch operation, the process dies after "done training" with "terminate
called without an active exception" (SIGABRT, exit 134) and no traceback: reproducibly for a
one-update ``trtd`` run with ``OMP_NUM_THREADS=1``. ``_stop_consumers`` runs at exit (before daemon
threads are torn down): each live consumer stops at its next batch and is joined.
"""
import atexit
import queue
import threading
import time
import weakref

from fairseq.data import iterators


_consumers = weakref.WeakSet()
_exiting = threading.Event()
_consumer_run = iterators.BackgroundConsumer.run


def _until_exit(source):
    for item in source:
        if _exiting.is_set():
            return
        yield item


def _consume(self):
    """``BackgroundConsumer.run`` over a source that ends when the interpreter exits."""
    _consumers.add(self)
    self._source = _until_exit(self._source)
    _consumer_run(self)


@atexit.register
def _stop_consumers(timeout: float = 30.0):
    """Stop every live ``BackgroundConsumer`` and wait for it, emptying its queue so that a
    ``put`` it is blocked in returns."""
    _exiting.set()
    deadline = time.monotonic() + timeout
    for consumer in list(_consumers):
        while consumer.is_alive() and time.monotonic() < deadline:
            try:
                while True:
                    consumer._queue.get_nowait()
            except queue.Empty:
                pass
            consumer.join(timeout=0.05)


iterators.BackgroundConsumer.run = _consume
