"""Extract the embedded quickstart corpus from unpacked Debian packages.

Monolingual text comes from translated manual pages (manpages, manpages-l10n), rendered
by groff and split into sentences. Sentence-aligned translation pairs come from the
gettext catalogs (.mo) of coreutils and util-linux: each msgid (English) with its msgstr.
Documents (for MARGE) are whole manual pages that exist in every language: the page and its
translations, each the page's first prose sentences in order.
Run through ``preprocess/build_quickstart_corpus.sh``, which downloads and unpacks the
packages; this script only reads the unpacked tree and writes plain text files.
"""
import argparse
import gettext
import glob
import io
import os
import random
import re
import subprocess
import unicodedata

from standalone import standalone_module

reader = standalone_module("fairseq_xl/guards/reader.py")

SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"«»„“(]?[A-ZÀ-ÖØ-ÞА-ЯЁ])")
FORMAT_SPEC = re.compile(r"%[-+ #0-9.*]*[a-zA-Z]|\\[nt]")


def normalise(text):
    text = unicodedata.normalize("NFC", text)
    return re.sub(r"\s+", " ", text).strip()


def is_prose(sentence, min_words, max_words):
    words = sentence.split()
    if not min_words <= len(words) <= max_words:
        return False
    letters = sum(ch.isalpha() for ch in sentence)
    return letters >= 0.7 * len(sentence.replace(" ", "")) and sentence[-1] in ".!?:"


def man_page_sentences(path):
    raw = reader.read_gzip(path, what="man page")
    rendered = subprocess.run(
        ["groff", "-k", "-K", "utf-8", "-T", "utf8", "-man", "-rLL=2000n", "-rHY=0", "-P", "-cbou"],
        input=raw, capture_output=True,
    ).stdout.decode("utf-8", errors="replace")
    for line in rendered.splitlines():
        if line.startswith("       ") and not line.strip().startswith(("-", "•")):
            yield from SENTENCE_END.split(normalise(line))


def monolingual(root, lang, limit, rng):
    man_dir = "man" if lang == "en" else os.path.join("man", lang)
    pkg = "manpages" if lang == "en" else "manpages-" + lang
    pages = sorted(glob.glob(os.path.join(root, pkg, "usr/share", man_dir, "man[1-8]/*.gz")))
    seen, out = set(), []
    for page in pages:
        for sentence in man_page_sentences(page):
            if is_prose(sentence, 6, 60) and sentence not in seen:
                seen.add(sentence)
                out.append(sentence)
    rng.shuffle(out)
    return out[:limit]


def man_page_path(root, lang, page):
    man_dir = "man" if lang == "en" else os.path.join("man", lang)
    pkg = "manpages" if lang == "en" else "manpages-" + lang
    return os.path.join(root, pkg, "usr/share", man_dir, page)


def documents(root, langs, max_sentences):
    """{page: {lang: [sentences]}} of the pages (e.g. man1/ls.1.gz) that every language has."""
    pages = sorted(os.path.relpath(path, man_page_path(root, "en", ""))
                   for path in glob.glob(man_page_path(root, "en", "man[1-8]/*.gz")))
    out = {}
    for page in pages:
        if not all(os.path.exists(man_page_path(root, lang, page)) for lang in langs):
            continue
        texts = {lang: [s for s in man_page_sentences(man_page_path(root, lang, page)) if is_prose(s, 3, 80)]
                 for lang in langs}
        if all(len(text) >= 3 for text in texts.values()):
            out[page[:-len(".gz")]] = {lang: text[:max_sentences] for lang, text in texts.items()}
    return out


def catalog_pairs(root, lang):
    pairs = {}
    for mo in sorted(glob.glob(os.path.join(root, "*", "usr/share/locale", lang, "LC_MESSAGES/*.mo"))):
        catalog = gettext.GNUTranslations(io.BytesIO(reader.read_bytes(mo, what="message catalog")))._catalog
        for msgid, msgstr in catalog.items():
            if not isinstance(msgid, str) or not msgid or not msgstr:
                continue
            src, tgt = normalise(FORMAT_SPEC.sub(" ", msgid)), normalise(FORMAT_SPEC.sub(" ", msgstr))
            if src != tgt and 3 <= len(src.split()) <= 40 and len(tgt.split()) <= 60 \
                    and sum(ch.isalpha() for ch in src) > len(src) / 2:
                pairs.setdefault(src, tgt)
    return sorted(pairs.items())


def write(path, lines):
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(line + "\n" for line in lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unpacked", required=True, help="folder with one unpacked package per subfolder")
    parser.add_argument("--out", required=True)
    parser.add_argument("--langs", default="en,de,fr,es,ru")
    parser.add_argument("--mono-train", type=int, default=4000)
    parser.add_argument("--mono-valid", type=int, default=200)
    parser.add_argument("--pair-valid", type=int, default=200)
    parser.add_argument("--pair-test", type=int, default=500)
    parser.add_argument("--doc-sentences", type=int, default=40, help="first prose sentences of each page")
    parser.add_argument("--doc-valid", type=int, default=10, help="pages held out for validation")
    parser.add_argument("--doc-test", type=int, default=10, help="pages held out for testing")
    args = parser.parse_args()
    rng = random.Random(1)
    langs = args.langs.split(",")
    os.makedirs(os.path.join(args.out, "mono"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "para"), exist_ok=True)
    for lang in langs:
        sentences = monolingual(args.unpacked, lang, args.mono_train + args.mono_valid, rng)
        write(os.path.join(args.out, "mono", f"valid.{lang}"), sentences[: args.mono_valid])
        write(os.path.join(args.out, "mono", f"train.{lang}"), sentences[args.mono_valid:])
        print(f"mono {lang}: {len(sentences)} sentences")
    for lang in langs[1:]:
        pairs = catalog_pairs(args.unpacked, lang)
        rng.shuffle(pairs)
        held = args.pair_valid + args.pair_test
        splits = {"valid": pairs[: args.pair_valid], "test": pairs[args.pair_valid: held], "train": pairs[held:]}
        for split, rows in splits.items():
            write(os.path.join(args.out, "para", f"{split}.en-{lang}.en"), [src for src, _ in rows])
            write(os.path.join(args.out, "para", f"{split}.en-{lang}.{lang}"), [tgt for _, tgt in rows])
        print(f"pairs en-{lang}: " + ", ".join(f"{k} {len(v)}" for k, v in splits.items()))
    pages = documents(args.unpacked, langs, args.doc_sentences)
    names = sorted(pages)
    random.Random(2).shuffle(names)
    held = args.doc_valid + args.doc_test
    os.makedirs(os.path.join(args.out, "docs"), exist_ok=True)
    for split, chosen in (("valid", names[: args.doc_valid]), ("test", names[args.doc_valid: held]),
                          ("train", names[held:])):
        chosen = sorted(chosen)
        write(os.path.join(args.out, "docs", f"{split}.ids"), chosen)
        for lang in langs:
            write(os.path.join(args.out, "docs", f"{split}.{lang}"),
                  [line for page in chosen for line in pages[page][lang] + [""]])
        print(f"documents {split}: {len(chosen)} pages x {len(langs)} languages")


if __name__ == "__main__":
    main()
