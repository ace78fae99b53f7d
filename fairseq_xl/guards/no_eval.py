"""fairseq never runs a config string as code once the plugin is imported.

fairseq calls Python's ``eval`` on config strings: Adam's ``--adam-betas`` (``optim/adam.py``),
Adafactor's ``--adafactor-eps``, Adamax's and LAMB's betas, the ctc criterion's ``wer_args``, the
transformer LM's ``character_filters``, fconv's layer lists, wav2vec's and HuBERT's
``conv_feature_layers``, and ``utils.eval_str_list`` / ``eval_str_dict`` / ``eval_bool`` (legacy
tasks' flags, adaptive-softmax cutoffs). A checkpoint's config, a flags file or a command line
built from received strings then ran any command: ``--adam-betas
"(__import__('os').system('id'), (0.9, 0.98))[1]"`` did.

Python resolves the name ``eval`` in a module's globals before its builtins, so importing the
plugin sets ``eval`` in every loaded module of fairseq and fairseq_cli (the command that loads the
plugin with ``--user-dir``, whose ``--model-overrides`` fairseq-validate and -eval-lm evaluate,
included, also when run as ``python -m``) to ``literal``
(``cover_fairseq``, the last step of ``fairseq_xl/__init__``, when every module the plugin and
fairseq's registries import is loaded), and those
calls read a literal instead: constants, tuples, lists, dicts, sets, a sign, and arithmetic
(``+ - * /``) of numbers and of lists or tuples, which is what fairseq's own defaults hold
(``"[(512, 10, 5)] + [(512, 3, 2)] * 4"``, ``"(0.9, 0.98)"``, ``"1e-8"``); never a name, call,
attribute, subscript, comprehension or power. A list built by repetition or concatenation holds
at most ``MAX_ITEMS`` items, so a literal allocates in proportion to its text. A string that is
not such a literal stops in one line naming it. ``tests/test_received_round4.py`` lists every
module of fairseq whose code calls ``eval`` and checks each is covered.
"""
import ast
import operator
import sys

from fairseq_xl.guards.errors import UntrustedCheckpointError

MAX_TEXT = 100_000
MAX_ITEMS = 1_000_000
OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
SIGNS = {ast.UAdd: operator.pos, ast.USub: operator.neg}
NUMBER = (int, float, complex)


class _Literal:
    def __init__(self, text: str):
        self.text = text

    def refuse(self, node, why: str):
        where = f" at column {node.col_offset + 1}" if hasattr(node, "col_offset") else ""
        raise UntrustedCheckpointError(
            f"config value {self.text[:100]!r} is not a Python literal ({why}{where}); fairseq-xl reads config "
            "strings as literals, never as code (fairseq would have run it with eval)")

    def value(self, node):
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            items = [self.value(item) for item in node.elts]
            return tuple(items) if isinstance(node, ast.Tuple) else items if isinstance(node, ast.List) else set(items)
        if isinstance(node, ast.Dict):
            if any(key is None for key in node.keys):
                self.refuse(node, "a ** unpacking")
            return {self.value(key): self.value(value) for key, value in zip(node.keys, node.values)}
        if isinstance(node, ast.UnaryOp) and type(node.op) in SIGNS:
            operand = self.value(node.operand)
            if not isinstance(operand, NUMBER):
                self.refuse(node, "a sign on something other than a number")
            return SIGNS[type(node.op)](operand)
        if isinstance(node, ast.BinOp):
            if type(node.op) not in OPERATORS:
                self.refuse(node, f"the operator {type(node.op).__name__}")
            return self.arithmetic(node, self.value(node.left), self.value(node.right))
        self.refuse(node, f"a {type(node).__name__.lower()} expression")

    def arithmetic(self, node, left, right):
        op = type(node.op)
        sequences = (list, tuple)
        if isinstance(left, NUMBER) and isinstance(right, NUMBER) and not (op is ast.Div and right == 0):
            return OPERATORS[op](left, right)
        if op is ast.Add and type(left) is type(right) and isinstance(left, sequences):
            if len(left) + len(right) > MAX_ITEMS:
                self.refuse(node, f"a list of more than {MAX_ITEMS:,} items")
            return left + right
        if op is ast.Mult and isinstance(left, sequences + (int,)) and isinstance(right, sequences + (int,)):
            sequence, count = (left, right) if isinstance(left, sequences) else (right, left)
            if isinstance(count, int) and not isinstance(count, bool) and isinstance(sequence, sequences):
                if len(sequence) * max(count, 0) > MAX_ITEMS:
                    self.refuse(node, f"a repetition of more than {MAX_ITEMS:,} items")
                return sequence * count
        self.refuse(node, f"{type(node.op).__name__} of {type(left).__name__} and {type(right).__name__}")


def literal(source, *_):
    """What ``eval(source)`` gives for a literal (module docstring); ``TypeError`` for a non-string,
    as ``eval`` of a value that is not a string (fairseq's ``eval_bool`` relies on it)."""
    if not isinstance(source, str):
        raise TypeError(f"eval() arg 1 must be a string, not {type(source).__name__}")
    reader = _Literal(source)
    if len(source) > MAX_TEXT:
        reader.refuse(None, f"{len(source):,} characters")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        reader.refuse(None, f"{type(error).__name__}")
    try:
        return reader.value(tree.body)
    except RecursionError:
        reader.refuse(None, "nested too deep")


def cover_fairseq() -> list:
    """Set ``eval`` to ``literal`` in every loaded module of fairseq and fairseq_cli; their names."""
    covered = []
    for name, module in list(sys.modules.items()):
        if name == "__main__":  # python -m fairseq_cli.validate ...
            name = getattr(getattr(module, "__spec__", None), "name", None) or ""
        if name.split(".")[0] in ("fairseq", "fairseq_cli") and hasattr(module, "__dict__"):
            module.eval = literal
            covered.append(name)
    return covered
