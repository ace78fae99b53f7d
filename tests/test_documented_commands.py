"""Every command the documentation shows (the ```bash blocks of README.md, examples/*/README.md and docs/*.md, and
the repository's programs its prose names in code spans) names a program that exists and passes it only flags it
takes: fairseq's commands are parsed by fairseq's own parsers with the plugin's tasks and architectures (as
`fairseq-train --help` would, were it to list them), the repository's Python programs are read for the flags they
define (their own and those of the repository's modules they import). A renamed flag or a moved script fails
here, not in a user's shell. Placeholders (`...`, `<printed flags>`) are skipped; `fairseq-hydra-train` has its
own test (test_hydra_train.py)."""
import ast
import contextlib
import functools
import io
import re
import shlex
import sys
from typing import Tuple

from fairseq import options

from conftest import REPO

sys.path.insert(0, str(REPO / "examples"))
from recipes import read  # noqa: E402

PAGES = ["README.md", *sorted(str(path.relative_to(REPO)) for path in REPO.glob("examples/*/README.md")),
         *sorted(str(path.relative_to(REPO)) for path in REPO.glob("docs/*.md"))]
FAIRSEQ = {"fairseq-train": options.get_training_parser, "fairseq-generate": options.get_generation_parser,
           "fairseq-validate": options.get_validation_parser,
           "fairseq-interactive": options.get_interactive_generation_parser}


def commands(page: str):
    """The simple commands of a page's bash blocks: continuation lines joined, heredocs' bodies and comments
    left out, split at `&&`, `;`, `|`, `&`, each as its words (a recipe array `"${NAME[@]}"` expanded from
    examples/recipes.sh, a redirection and what follows it dropped)."""
    for block in re.findall(r"```bash\n(.*?)```", (REPO / page).read_text(encoding="utf-8"), re.S):
        block = re.sub(r"<<'?(\w+)'?\n.*?\n\1\n", "\n", block, flags=re.S)
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            for command in re.split(r"\s*(?:&&|\|\||[;|&])\s*", re.sub(r"(^|\s)#.*$", "", line)):
                words = []
                for word in shlex.split(command):
                    if re.match(r"\d?>|<$", word):
                        break
                    array = re.fullmatch(r"\$\{(\w+)\[@\]\}", word)
                    words += read(array.group(1)) if array else [word]
                while words and (re.fullmatch(r"\w+=.*", words[0]) or words[0] in ("do", "then", "time")):
                    words = words[1:]  # VAR=value before a command, shell keywords
                if words and not any(word == "..." or word.startswith("<") for word in words):
                    yield words


def inline_commands(page: str):
    """The commands a page's prose shows in code spans (`python examples/compare.py --shifted`): programs of the
    repository with some of their flags (fairseq's commands there are fragments, `fairseq-train --fp16`)."""
    prose = re.sub(r"```.*?```", "", (REPO / page).read_text(encoding="utf-8"), flags=re.S)
    for span in re.findall(r"`((?:bash|python3?) [^`\n]+)`", prose):
        with contextlib.suppress(ValueError):  # not a whole command (an unclosed quote)
            words = shlex.split(span)
            if words[1] not in ("-c", "-") and not any(word == "..." or word.startswith("<") for word in words):
                yield words


@functools.lru_cache(maxsize=None)
def file_flags(path) -> Tuple[frozenset, Tuple]:
    """A Python file's own "--flag" strings and the files of the repository's modules it imports (each file read
    once: 165 documented commands import the same modules)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    flags = frozenset(node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                      and isinstance(node.value, str) and re.fullmatch(r"--[\w-]+", node.value))
    imported = []
    for node in ast.walk(tree):
        names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                 else [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
        imported += [folder.joinpath(*name.split(".")).with_suffix(".py") for name in names
                     for folder in (path.parent, REPO)]
    return flags, tuple(imported)


def defined_flags(path) -> set:
    """The "--flag" strings of a Python file and of the repository's modules it imports."""
    flags, seen, waiting = set(), set(), [path]
    while waiting:
        current = waiting.pop()
        if current in seen or not current.is_file():
            continue
        seen.add(current)
        own, imported = file_flags(current)
        flags |= own
        waiting += imported
    return flags


def refusal(words):
    """Why the documentation's command ``words`` would fail before it runs, or None."""
    program = words[0]
    if program in FAIRSEQ:
        # the plugin as imported here; a shell variable's value as a number (--distributed-rank $rank)
        arguments = [str(REPO / "fairseq_xl") if previous == "--user-dir" else "0" if re.fullmatch(r"\$\{?\w+}?", word)
                     else word for previous, word in zip([None, *words[1:]], words[1:])]
        try:
            with contextlib.redirect_stderr(io.StringIO()) as said:
                options.parse_args_and_arch(FAIRSEQ[program](), arguments)
        except (SystemExit, RuntimeError):
            return f"{program} refuses it: {said.getvalue().strip().splitlines()[-1:]}"
        return None
    if program == "bash" and not words[1].startswith("/"):
        return None if (REPO / words[1]).is_file() else f"no file {words[1]}"
    if program in ("python", "python3") and len(words) > 1 and words[1] != "-":
        if words[1] == "-m":
            if not words[2].startswith("fairseq_xl"):
                return None
            script, arguments = REPO.joinpath(*words[2].split(".")).with_suffix(".py"), words[3:]
        else:
            script, arguments = REPO / words[1], words[2:]
        if not script.is_file():
            return f"no file {script.relative_to(REPO)}"
        flags = defined_flags(script)
        unknown = [word for word in (word.strip("[]").split("=")[0] for word in arguments)
                   if word.startswith("--") and word not in flags]
        return f"{script.relative_to(REPO)} defines no {unknown}" if unknown else None
    return None


def test_every_documented_command_takes_its_flags():
    checked, refused = 0, []
    for page in PAGES:
        for words in [*commands(page), *inline_commands(page)]:
            checked += words[0] in (*FAIRSEQ, "bash", "python", "python3")
            why = refusal(words)
            if why:
                refused.append(f"{page}: {' '.join(words)[:160]}: {why}")
    assert checked > 150, checked
    assert not refused, "\n".join(refused)
