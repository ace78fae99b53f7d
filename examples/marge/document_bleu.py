"""Document-level BLEU of MARGE's zero-shot translation (MARGE section 4.2): the chunk
translations that ``fairseq-generate`` wrote are re-joined in chunk order into documents and
scored with sacrebleu against the reference documents.

    python examples/marge/document_bleu.py GENERATE_OUTPUT DATA SPLIT SRC RAW/docs TGT

GENERATE_OUTPUT  the output of fairseq-generate --task marge_retrieval --source-lang SRC
                 --target-lang TGT --gen-subset SPLIT --post-process sentencepiece (its D- lines)
DATA             the prepared data (DATA/SPLIT.chunks.tsv says which document and chunk each line is)
RAW/docs TGT     the reference documents, RAW/docs/SPLIT.TGT and their ids, as prepare_marge_data.sh read them
Prints the BLEU of the documents translated (every document of SRC with a TGT reference) beside copying
the source documents (RAW/docs/SPLIT.SRC), and names degenerate output (empty chunk translations, one
translation for most chunks, a character repeated: ``fairseq_xl.evaluation.generation_report``).
"""
import argparse
import os
import re
import sys

import sacrebleu

from fairseq_xl.data.document_files import documents, read_ids
from fairseq_xl.guards import reader
from fairseq_xl.data.marge_documents import DocumentTable
from fairseq_xl.evaluation.generation_report import compared, degenerate


def hypotheses(path):
    """{line id: detokenized hypothesis} of fairseq-generate's D- lines."""
    found = {}
    for line in reader.text_lines(path, what="fairseq-generate output"):
        match = re.match(r"D-(\d+)\t[^\t]*\t(.*)$", line.rstrip("\n"))
        if match:
            found[int(match.group(1))] = match.group(2)
    return found


def translated_documents(table_path, lang, chunk_translations, source):
    """{doc_id: the chunk translations in chunk order, joined}; an error for a missing chunk."""
    table = DocumentTable.read(table_path)
    parts = {}
    for document in range(len(table)):
        if table.languages[table.language[document]] != lang:
            continue
        line, doc_id, number = int(table.line[document]), table.doc_id[document], int(table.chunk[document])
        if line not in chunk_translations:
            sys.exit(f"error: {source} has no translation of line {line} of {lang} (document {doc_id}, "
                     f"chunk {number}); was fairseq-generate run on the whole split?")
        parts.setdefault(doc_id, []).append((number, chunk_translations[line]))
    return {doc: " ".join(text for _, text in sorted(chunks)) for doc, chunks in parts.items()}


def documents_of(docs: str, split: str, lang: str):
    """{doc_id: the document's lines joined} of RAW/docs/SPLIT.LANG."""
    def lines(path):
        return reader.read_text(path, docs).splitlines()
    path = os.path.join(docs, f"{split}.{lang}")
    found = list(documents(path, lines(path)))
    ids = read_ids(docs, split, lang, len(found), lines)
    return {doc: " ".join(lines) for doc, (_, lines) in zip(ids, found)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for name in ("generate_output", "data", "split", "src", "docs", "tgt"):
        parser.add_argument(name)
    args = parser.parse_args()
    chunks = hypotheses(args.generate_output)
    documents = translated_documents(os.path.join(args.data, f"{args.split}.chunks.tsv"), args.src, chunks,
                                     args.generate_output)
    reference_path = os.path.join(args.docs, f"{args.split}.{args.tgt}")
    try:
        reference_of, source_of = (documents_of(args.docs, args.split, lang) for lang in (args.tgt, args.src))
    except (OSError, ValueError) as error:
        sys.exit(f"error: {error}")
    scored = sorted(doc for doc in documents if doc in reference_of)
    if not scored:
        sys.exit(f"error: no document of {args.src} has a reference in {reference_path}")
    references = [[reference_of[doc] for doc in scored]]
    bleu = sacrebleu.corpus_bleu([documents[doc] for doc in scored], references)
    copy = sacrebleu.corpus_bleu([source_of.get(doc, "") for doc in scored], references).score
    print(f"document BLEU {args.src}->{args.tgt} ({len(scored)} documents, {len(documents) - len(scored)} "
          f"without reference): {bleu.score:.2f} ({bleu})")
    print("\n".join(compared(bleu.score, copy, len(scored), "documents", degenerate(list(chunks.values())))))


if __name__ == "__main__":
    main()
