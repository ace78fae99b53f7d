"""CONTRIBUTING.md's layout section matches the tree: it names every module of the package, and
every file it names exists."""
import re

from conftest import REPO


def layout_section():
    text = (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")
    return text[text.index("## Layout"):]


def test_every_module_is_placed_and_every_named_file_exists():
    section = layout_section()
    modules = [path for path in (REPO / "fairseq_xl").rglob("*.py") if path.name != "__init__.py"]
    assert len(modules) > 40
    missing = [str(path.relative_to(REPO)) for path in modules if path.name not in section]
    assert not missing, f"modules the layout (CONTRIBUTING.md) does not name: {missing}"
    tracked = {path.name for path in REPO.rglob("*")
               if not {".venv", "work", ".git"} & set(path.relative_to(REPO).parts)}
    named = set(re.findall(r"`([\w/.-]+\.(?:py|sh))`", section))
    unknown = [name for name in named if name.split("/")[-1] not in tracked]
    assert not unknown, f"files the layout (CONTRIBUTING.md) names that do not exist: {unknown}"
