"""fairseq's ``EpochBatchIterator`` over batches that an index builds when the epoch begins.

The batch sampler is a function of the epoch, called when fairseq starts iterating the
epoch (not when the iterator is made), so the index sees the model as trained so far. The
batches of an unfinished epoch go into the iterator's state, which fairseq saves in every
checkpoint (``extra_state["train_iterator"]``): a resumed run continues the same batches
instead of re-indexing with a model that has moved on. (fairseq saves the task's own
``state_dict`` too, but its trainer never restores it on resume.)
"""
from fairseq.data.iterators import EpochBatchIterator

NO_DUMMY_BATCH = "DUMMY"  # fairseq's trainer's own marker for "use the first real batch as the dummy batch"


class IndexedEpochBatchIterator(EpochBatchIterator):
    @property
    def first_batch(self):
        """fairseq's trainer asks for it when it makes the iterator, to keep as its dummy
        batch; that would build the index early. Its marker ``NO_DUMMY_BATCH`` makes it take the
        first real batch (the index gives every rank as many batches, so no rank needs a dummy)."""
        return NO_DUMMY_BATCH

    def state_dict(self):
        state = super().state_dict()
        if state["iterations_in_epoch"] > 0:
            state["batches"] = [list(batch) for batch in self.frozen_batches]
        return state

    def load_state_dict(self, state_dict):
        if "batches" in state_dict:
            self._frozen_batches = tuple(tuple(batch) for batch in state_dict["batches"])
        super().load_state_dict(state_dict)
