"""How many operators the updates of a fairseq-train command line run: on a GPU each is a kernel launch (or
more) that the host issues in turn, so where a model is too small to keep the GPU busy, these counts, not its
FLOPs, set its updates a minute. Runs ``fairseq-train`` with the given data and flags
(``recipe_flops.run_updates``: nothing saved, no validation) for WARM + N updates and counts the operators
PyTorch's dispatcher runs in the last N: views, allocations and other operators that launch nothing left out.
Prints them per update by phase (the forward, the backward, gradient clipping, the optimizer's step, the
rest of fairseq's update), by the source line that ran them (the backward's by the forward line that made
their autograd node) and by operator, and the values read back to the host (each waits for a GPU).

    source examples/recipes.sh
    python benchmarks/recipe_operators.py --warm 3 --updates 3 work/quickstart/data-bin "${XLM_E_RECIPE[@]}"

The counts are the CPU's paths: where a model takes another path on a GPU (XLM-E's replacement sampling and
fused attention, the plugin's CPU dropout), its source lines say so. The optimizer's step is counted in the
lists a GPU takes (``repairs/parameter_lists.py``'s GPU limit: on the CPU its lists are cache-sized, most of a
base model's tensors one to a list).
"""
import collections
import contextlib
import sys
import traceback

import torch
from fairseq.trainer import Trainer
from torch.utils._python_dispatch import TorchDispatchMode

from recipe_flops import ran_all, run_updates, update_flags

# operators that launch no kernel: views, allocations, metadata
NO_LAUNCH = {"view", "_unsafe_view", "as_strided", "t", "transpose", "permute", "expand", "unsqueeze", "squeeze",
             "slice", "select", "split", "split_with_sizes", "chunk", "unbind", "detach", "alias", "_reshape_alias",
             "empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided", "lift_fresh", "set_",
             "_local_scalar_dense", "is_nonzero", "sym_size", "sym_stride", "sym_numel"}
# operators that read a value back to the host (on a GPU, a wait for every kernel before them)
READ_BACK = {"_local_scalar_dense", "nonzero", "masked_select", "is_nonzero"}
PHASES = ("forward", "backward", "clipping", "optimizer", "other")


def source(frames) -> str:
    """The innermost line of fairseq or the plugin among ``frames`` (traceback's FrameSummary list)."""
    for frame in reversed(frames):
        path = frame.filename.replace("\\", "/")
        for root in ("fairseq_xl/", "fairseq/"):
            if f"/{root}" in path:
                return f"{root}{path.rsplit('/' + root, 1)[1]}:{frame.lineno} ({frame.name})"
    return "elsewhere"


class OperatorCount(TorchDispatchMode):
    """Counts the operators dispatched while on, by phase, source line and name."""

    def __init__(self):
        super().__init__()
        self.phase = "other"
        self.phases = collections.Counter()
        self.sources = collections.Counter()
        self.names = collections.Counter()
        self.read_back = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        name = func.overloadpacket.__name__
        if name in READ_BACK or name in ("index", "index_put", "index_put_") and any(
                index is not None and index.dtype == torch.bool for index in args[1]):
            self.read_back += 1
        if name not in NO_LAUNCH:
            node = torch._C._current_autograd_node()
            phase = "backward" if node is not None and self.phase == "forward" else self.phase
            if node is not None and "traceback_" in node.metadata:  # the forward line that made the node
                where = source([frame for text in node.metadata["traceback_"] for frame in _frames(text)])
            else:  # (anomaly mode keeps each node's stack)
                where = source(traceback.extract_stack())
            self.phases[phase] += 1
            if phase in ("forward", "backward"):
                self.sources[where, phase] += 1
            self.names[name] += 1
        return func(*args, **(kwargs or {}))

    @contextlib.contextmanager
    def during(self, phase):
        before, self.phase = self.phase, phase
        try:
            yield
        finally:
            self.phase = before


def _frames(text: str):
    """FrameSummary-like records of one formatted stack entry ('  File "path", line N, in name\\n...')."""
    head = text.strip().splitlines()[0]
    if not head.startswith("File "):
        return []
    path, line, name = head[5:].split(", ", 2)
    return [traceback.FrameSummary(path.strip('"'), int(line.split()[1]), name[3:], line=None)]


def main(argv):
    args, fairseq_argv = update_flags(__doc__, argv, warm=3, updates=3, rows="source lines and operators")
    count = OperatorCount()
    done = []
    trainers = set()

    def counted(update):
        if len(done) < args.warm:
            done.append(None)
            return update()
        with torch.autograd.set_detect_anomaly(True, check_nan=False), count:
            output = update()
        done.append(None)
        return output

    original = Trainer.train_step

    def phased(self, samples, raise_oom=False):  # the phases, on the first update's trainer
        if id(self) not in trainers:
            trainers.add(id(self))
            # the optimizer's lists as on a GPU (imported here, where --user-dir has loaded the plugin: imported
            # before fairseq-train's module, it would set up logging before fairseq does)
            from fairseq_xl.repairs import parameter_lists
            parameter_lists.CHUNK["cpu"] = parameter_lists.CHUNK["cuda"]
            for owner, method, phase in ((self.task, "train_step", "forward"), (self, "clip_grad_norm", "clipping"),
                                         (self.optimizer, "step", "optimizer")):
                setattr(owner, method, _during(count, phase, getattr(owner, method)))
        return original(self, samples, raise_oom)

    Trainer.train_step = phased
    try:
        run_updates(fairseq_argv, args.warm + args.updates, counted)
    finally:
        Trainer.train_step = original
    ran_all("recipe_operators.py", len(done), args)
    n = args.updates
    print(f"operators per update (mean of {n} after {args.warm}): {sum(count.phases.values()) / n:.0f}; "
          + ", ".join(f"{phase} {count.phases[phase] / n:.0f}" for phase in PHASES)
          + f"; values read back {count.read_back / n:.1f}")
    lines = collections.Counter()
    for (where, phase), number in count.sources.items():
        lines[where] += number
    print(f"\n{'source line (forward; backward made by it)':<78} {'forward':>8} {'backward':>8}")
    for where, _ in lines.most_common(args.rows):
        print(f"{where:<78} {count.sources[where, 'forward'] / n:8.1f} {count.sources[where, 'backward'] / n:8.1f}")
    print(f"\n{'operator':<40} {'per update':>10}")
    for name, number in count.names.most_common(args.rows):
        print(f"{name:<40} {number / n:10.1f}")


def _during(count: OperatorCount, phase: str, method):
    def wrapped(*args, **kwargs):
        with count.during(phase):
            return method(*args, **kwargs)
    return wrapped


if __name__ == "__main__":
    main(sys.argv[1:])
