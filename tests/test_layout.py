"""The package's layout (CONTRIBUTING.md): one concern per folder, layers that import only
downwards, no import circle, and few modules at the top level. Read from the source with ``ast``
(imports inside functions too), so it checks every module without importing any."""
import ast
from pathlib import Path

from conftest import REPO

PACKAGE = REPO / "fairseq_xl"
# Lowest first: a module may import from its own layer and the ones before it, never a later one.
LAYERS = (
    ("version", "guards.reader", "guards.errors", "repairs.quiet_warnings", "guards.native_inputs"),
    ("modules", "data", "optim"),
    ("guards", "repairs"),
    ("models",),
    ("tasks",),
    ("criterions",),
    ("hub",),
    ("evaluation", "hf", "convert"),
    ("flags", "plot_logs", "from_xlmr", ""),  # "": the package's own __init__
)
TOP_LEVEL_MODULES = {"__init__.py", "version.py", "hub.py", "flags.py", "plot_logs.py", "from_xlmr.py"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def exists(name: str) -> bool:
    base = PACKAGE.joinpath(*name.split(".")) if name else PACKAGE
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def imports(path: Path):
    """The plugin modules ``path`` imports (names relative to the package; '' is its __init__)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
            names = [name if exists(name.removeprefix("fairseq_xl").lstrip(".")) else node.module for name in names]
        else:
            continue
        for name in names:
            if name == "fairseq_xl" or name.startswith("fairseq_xl."):
                found.add(name.removeprefix("fairseq_xl").lstrip("."))
    return found


def layer(name: str) -> int:
    """The layer of a module: the longest prefix named in LAYERS."""
    best = None
    for index, members in enumerate(LAYERS):
        for member in members:
            if name == member or (member and name.startswith(member + ".")) or (member == "" and name == ""):
                if best is None or len(member) > best[1]:
                    best = (index, len(member))
    assert best is not None, f"fairseq_xl.{name} is in no layer of tests/test_layout.py"
    return best[0]


def graph():
    return {module_name(path): imports(path) for path in PACKAGE.rglob("*.py")}


def test_nothing_imports_from_a_layer_above_it():
    upward = [f"fairseq_xl.{source} imports fairseq_xl.{target}" for source, targets in graph().items()
              for target in targets if layer(target) > layer(source)]
    assert upward == []


def test_no_import_circle():
    edges = graph()
    circles, state = [], {}

    def visit(node, path):
        state[node] = "open"
        for target in sorted(edges.get(node, ())):
            if target == node or target == "" and node != "":
                continue  # a package's parents are imported first by Python itself: not a circle
            if state.get(target) == "open":
                circles.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target, path + [target])
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    assert circles == []


def test_the_top_level_holds_packages_and_the_modules_a_user_calls():
    modules = {path.name for path in PACKAGE.glob("*.py")}
    assert modules == TOP_LEVEL_MODULES
    for folder in PACKAGE.iterdir():
        if folder.is_dir() and folder.name != "__pycache__":
            assert (folder / "__init__.py").is_file(), folder


def test_the_layer_check_sees_an_upward_import(tmp_path, monkeypatch):
    """The checks above can fail: a data module importing a task is caught."""
    assert layer("data.token_stream") < layer("tasks.mrtd")
    assert layer("guards.errors") < layer("guards.model_size") < layer("models.xlm_e")
    source = tmp_path / "probe.py"
    source.write_text("from fairseq_xl.tasks.mrtd import MRTD\nfrom fairseq_xl.guards import weights_only\n")
    assert imports(source) == {"tasks.mrtd", "guards.weights_only"}
