"""MARGE documents -> chunks of at most --chunk-tokens SentencePiece pieces, each tagged with
its language, document id and shard (MARGE section 2.4, "Data Sharding").

    chunk_documents.py --docs RAW/docs --spm SPM.model --out DIR [--chunk-tokens 512]
                       [--shards SHARDS.tsv | --num-shards 1000]
    chunk_documents.py --docs RAW/docs --check-only [--shards SHARDS.tsv | --num-shards 1000]

Input, per split (train, valid, test) and language:
  RAW/docs/{split}.LANG         documents separated by one empty line, a sentence or paragraph a line
  RAW/docs/{split}.LANG.ids     one document id per document (or {split}.ids, shared by the
                                languages); the same id in two languages = the same document translated
  SHARDS.tsv                    optional: "doc_id<TAB>shard" for every document id
Without SHARDS.tsv a document goes to shard crc32(id) mod --num-shards: a document and its
translations share a shard, other documents are spread at random (the paper's Wikipedia set-up).

Output: DIR/{split}.LANG, one chunk a line (pieces separated by spaces), and
DIR/{split}.chunks.tsv with one row per chunk: lang, line (in DIR/{split}.LANG), doc_id, chunk
(0-based), chunks (of the document), shard (the columns of fairseq_xl/data/marge_documents.py,
which reads it). Chunks break between sentences; a sentence longer than a chunk is cut. Nothing
is dropped. Any other file in RAW/docs, a valid or test language without train documents, and
text that is not plain UTF-8 (preprocess/check_text.py) stop it with the file and line at fault.
"""
import argparse
import collections
import os
import re
import zlib

from check_text import LANG, checked_lines, fail, read_lines
from spm import load_processor
from standalone import standalone_module

# the package's reader of these files and the chunk table's columns, without fairseq's start-up
files = standalone_module("fairseq_xl/data/document_files.py")
COLUMNS, DocumentsError, documents, read_ids = files.COLUMNS, files.DocumentsError, files.documents, files.read_ids

SPECIALS = 2  # the chunk's <s> (or language token) and </s>


def read_shards(path, known):
    shards = {}
    for number, line in enumerate(read_lines(path), 1):
        fields = line.split("\t")
        if len(fields) != 2 or not all(fields):
            fail(f"{path}:{number}: expected 'doc_id<TAB>shard'")
        if fields[0] not in known:
            fail(f"{path}:{number}: document {fields[0]!r} is in no documents file")
        shards[fields[0]] = fields[1]
    missing = sorted(known - set(shards))
    if missing:
        fail(f"{path} gives no shard to {len(missing)} document(s), e.g. {missing[0]!r}")
    return shards


def document_files(docs):
    """The (split, lang) of every documents file of ``docs``; every other file there must be an id
    file of one of them, and every split's language must have train documents."""
    names = sorted(os.listdir(docs))
    files = [tuple(name.split(".")) for name in names
             if re.fullmatch(rf"(train|valid|test)\.{LANG}", name) and not name.endswith(".ids")]
    for name in names:
        split, *rest = name.split(".")
        if tuple(name.split(".")) in files or re.fullmatch(r"(train|valid|test)\.ids", name):
            continue
        if not re.fullmatch(rf"(train|valid|test)\.{LANG}\.ids", name):
            fail(f"{docs}/{name}: not a file of the layout ({{train,valid,test}}.LANG documents, "
                 f"{{train,valid,test}}[.LANG].ids)")
        if (split, rest[0]) not in files:
            fail(f"{docs}/{name}: ids of no documents file ({split}.{rest[0]} is missing)")
    if not any(split == "train" for split, _ in files):
        fail(f"{docs}: no train.LANG documents")
    for split, lang in files:
        if ("train", lang) not in files:
            fail(f"{docs}/{split}.{lang} has no train.{lang} beside it (the languages are those of the train files)")
    return files


def documents_with_ids(path, ids):
    """(doc_id, (first line, [lines])) of each document of ``path``, read again through the check as it is chunked;
    a file that no longer holds the documents counted is named."""
    try:
        yield from zip(ids, documents(path, checked_lines(path)), strict=True)
    except ValueError as error:  # zip's, or the documents' own refusal
        fail(str(error) if isinstance(error, DocumentsError) else f"{path} changed while it was read: it no longer "
             f"holds the {len(ids)} documents it held")


def chunk(sentences, limit):
    """Pieces of a document's sentences [[piece]] -> chunks of at most ``limit`` pieces."""
    chunks, current = [], []
    for pieces in sentences:
        while len(pieces) > limit:
            if current:
                chunks.append(current)
                current = []
            chunks.append(pieces[:limit])
            pieces = pieces[limit:]
        if len(current) + len(pieces) > limit:
            chunks.append(current)
            current = []
        current = current + pieces
    if current:
        chunks.append(current)
    return chunks


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", required=True)
    parser.add_argument("--spm", help="SentencePiece model (required unless --check-only)")
    parser.add_argument("--out", help="output folder (required unless --check-only)")
    parser.add_argument("--check-only", action="store_true",
                        help="validate the documents, ids and shards, write nothing")
    parser.add_argument("--chunk-tokens", type=int, default=512, help="with <s> and </s>")
    parser.add_argument("--shards", help="doc_id<TAB>shard file")
    parser.add_argument("--num-shards", type=int, default=1000)
    args = parser.parse_args(argv)
    if not args.check_only and not (args.spm and args.out):
        parser.error("--spm and --out are required (unless --check-only)")
    if args.chunk_tokens <= SPECIALS:
        fail(f"--chunk-tokens {args.chunk_tokens} must be > {SPECIALS}")
    ids_of = {}  # (split, lang): the ids of its documents, in order; the text is streamed, here and when chunked
    for split, lang in document_files(args.docs):
        path = os.path.join(args.docs, f"{split}.{lang}")
        try:  # the text checked by check_text's reader: not UTF-8 or not plain text stops at its line
            count = sum(1 for _ in documents(path, checked_lines(path)))
            ids_of[split, lang] = read_ids(args.docs, split, lang, count, read_lines)
        except ValueError as error:
            fail(str(error))
    known = {doc_id for ids in ids_of.values() for doc_id in ids}
    if args.shards:
        shard_of = read_shards(args.shards, known)
    else:
        shard_of = {doc_id: f"h{zlib.crc32(doc_id.encode()) % args.num_shards}" for doc_id in known}
    for split in sorted({split for split, _ in ids_of}):
        members = collections.defaultdict(list)
        for (other, lang), ids in ids_of.items():
            for doc_id in ids if other == split else ():
                members[shard_of[doc_id]].append(f"{lang}:{doc_id}")
        for shard, docs in sorted(members.items()):
            if len(docs) < 2:
                fail(f"shard {shard!r} of {split} has a single document ({docs[0]}): retrieval needs two or more; "
                     "give it company in --shards or use fewer --num-shards")
    if args.check_only:
        return
    processor = load_processor(args.spm)
    os.makedirs(args.out, exist_ok=True)
    limit = args.chunk_tokens - SPECIALS
    for split in sorted({split for split, _ in ids_of}):
        with open(os.path.join(args.out, f"{split}.chunks.tsv"), "w", encoding="utf-8") as table:
            table.write("\t".join(COLUMNS) + "\n")
            for (other, lang), ids in sorted(ids_of.items()):
                if other != split:
                    continue
                path = os.path.join(args.docs, f"{split}.{lang}")
                with open(os.path.join(args.out, f"{split}.{lang}"), "w", encoding="utf-8") as text:
                    line = 0
                    for doc_id, (_, sentences) in documents_with_ids(path, ids):
                        pieces = chunk([processor.encode(s, out_type=str) for s in sentences], limit)
                        for number, piece in enumerate(pieces):
                            text.write(" ".join(piece) + "\n")
                            row = {"lang": lang, "line": line, "doc_id": doc_id, "chunk": number,
                                   "chunks": len(pieces), "shard": shard_of[doc_id]}
                            table.write("\t".join(str(row[column]) for column in COLUMNS) + "\n")
                            line += 1
                print(f"| {split}.{lang}: {len(ids)} documents, {line} chunks")


if __name__ == "__main__":
    main()
