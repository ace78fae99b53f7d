"""Extract the cross-lingual transfer task (manual-page sections) from unpacked Debian packages.

Each example is one prose sentence of a Linux manual page; its label is the kind of page it
comes from, read off the page's section: ``api`` (sections 2 and 3: system calls and library
functions), ``files`` (4 and 5: special files and file formats) or ``overview`` (7: overviews,
conventions, protocols). English training sentences come from English pages; the test sets are
the same held-out pages in every language (the page and its human translations, project
manpages-l10n), so the test languages differ in language, not in content. Training and test
pages are disjoint. Run through ``preprocess/build_transfer_task.sh``, which downloads and
unpacks the packages; this script only reads the unpacked tree and writes
``train.en`` and ``test.LANG`` as ``sentence<TAB>label`` lines.
"""
import argparse
import glob
import os
import random
import re
import unicodedata

from extract_corpus import is_prose, man_page_sentences, reader, write  # beside this script

CLASSES = {"api": ("2", "3"), "files": ("4", "5"), "overview": ("7",)}
# Numbers, paths, code, identifiers and acronyms read the same in every language: sentences with
# them are left out, so that the label has to be read from the language itself.
LANGUAGE_INDEPENDENT = re.compile(r"[0-9/_()\[\]{}<>=*\\$#%@|&~^+]|\b[A-ZА-ЯЁ]{2,}\b|\w\.\w|(^|\s)-\w")


def page_paths(root, lang):
    """{(section, page file name): path} of every manual page of ``lang`` in any unpacked package."""
    man_dir = "man" if lang == "en" else os.path.join("man", lang)
    paths = {}
    for path in sorted(glob.glob(os.path.join(root, "*", "usr/share", man_dir, "man[0-9]/*.gz"))):
        paths.setdefault((os.path.basename(os.path.dirname(path))[3:], os.path.basename(path)), path)
    return paths


def page_sentences(path, limit, seen, untranslated=(), script=None):
    """The first ``limit`` prose sentences of a page (``.so`` redirections have none) that are
    written in words (see ``LANGUAGE_INDEPENDENT``; mostly words of 3 letters or more, which
    leaves out table markup), that no page before gave (``seen``: boilerplate), that are not
    left in English (``untranslated``: the English page's sentences) and, with ``script``,
    whose letters are mostly of that script."""
    out = []
    for sentence in man_page_sentences(path):
        words = sentence.split()
        letters = [ch for ch in sentence if ch.isalpha()]
        if not is_prose(sentence, 5, 60) or LANGUAGE_INDEPENDENT.search(sentence) or sentence in seen \
                or sentence in untranslated or sum(len(word) >= 3 for word in words) < 0.6 * len(words) \
                or script and sum(script in unicodedata.name(ch, "") for ch in letters) < 0.8 * len(letters):
            continue
        seen.add(sentence)
        out.append(sentence)
        if len(out) == limit:
            break
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unpacked", required=True, help="folder with one unpacked package per subfolder")
    parser.add_argument("--out", required=True)
    parser.add_argument("--langs", default="en,de,fr,es,ru", help="first: the training language")
    parser.add_argument("--train-per-class", type=int, default=600)
    parser.add_argument("--test-per-class", type=int, default=100)
    parser.add_argument("--per-page", type=int, default=20, help="sentences taken from one page at most")
    parser.add_argument("--script", default="ru:CYRILLIC", type=lambda value: dict(
        item.split(":") for item in value.split(",")), help="LANG:SCRIPT,... (Unicode script names) a test "
                        "language's sentences must be written in")
    parser.add_argument("--exclude", nargs="*", default=[], help="text files whose lines are never taken "
                        "(the pre-training corpus: the task's sentences are then new to every model)")
    args = parser.parse_args()
    langs = args.langs.split(",")
    paths = {lang: page_paths(args.unpacked, lang) for lang in langs}
    scripts = {lang: args.script.get(lang) for lang in langs}
    seen = {lang: set() for lang in langs}
    for path in args.exclude:
        lines = [line.rstrip("\n") for line in reader.text_lines(path)]
        for lang in seen:
            seen[lang].update(lines)
    rng = random.Random(1)
    train, tests = [], {lang: [] for lang in langs}
    for label, sections in CLASSES.items():
        pages = sorted(key for key in paths[langs[0]] if key[0] in sections)
        rng.shuffle(pages)
        translated = [key for key in pages if all(key in paths[lang] for lang in langs)]
        held, found = set(), {lang: [] for lang in langs}
        for key in translated:
            if min(len(found[lang]) for lang in langs) >= args.test_per_class:
                break
            english = page_sentences(paths[langs[0]][key], args.per_page, seen[langs[0]])
            texts = {langs[0]: english, **{lang: page_sentences(paths[lang][key], args.per_page, seen[lang],
                                                                 set(english), scripts[lang]) for lang in langs[1:]}}
            if min(len(text) for text in texts.values()) >= 2:
                held.add(key)
                for lang, text in texts.items():
                    found[lang] += text
        for lang in langs:
            tests[lang] += [(s, label) for s in rng.sample(found[lang], min(args.test_per_class, len(found[lang])))]
        pool = []
        for key in pages:
            if key not in held:
                pool += page_sentences(paths[langs[0]][key], args.per_page, seen[langs[0]])
            if len(pool) >= 4 * args.train_per_class:
                break
        train += [(s, label) for s in rng.sample(pool, min(args.train_per_class, len(pool)))]
        print(f"{label}: {len(held)} test pages, train {min(args.train_per_class, len(pool))} of "
              f"{len(pool)} sentences, test " + ", ".join(f"{lang} {len(found[lang])}" for lang in langs))
    os.makedirs(args.out, exist_ok=True)
    rng.shuffle(train)
    write(os.path.join(args.out, f"train.{langs[0]}"), [f"{s}\t{label}" for s, label in train])
    for lang, rows in tests.items():
        rng.shuffle(rows)
        write(os.path.join(args.out, f"test.{lang}"), [f"{s}\t{label}" for s, label in rows])


if __name__ == "__main__":
    main()
