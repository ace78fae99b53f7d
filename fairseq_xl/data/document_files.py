"""The raw document files MARGE is prepared from (``preprocess/prepare_marge_data.sh``):
``RAW/docs/{split}.LANG``, documents separated by one empty line, a sentence or paragraph a
line, and their ids, one a line, in ``{split}.LANG.ids`` or ``{split}.ids`` (shared by the
languages). ``preprocess/chunk_documents.py`` reads them after checking the text
(``preprocess/check_text.py``'s reader); ``examples/marge/document_bleu.py`` reads the
reference documents. Each caller gives a file's lines from its reader of received text (``guards/reader`` or
check_text's), so that this module stays standard library only (``chunk_documents.py``
loads it without the package, whose import takes 3 s: ``tests/test_pipeline_reads.py``). Errors are
``DocumentsError``, a ValueError naming the file (and line); both callers report it in one line.
"""
import os
from typing import Callable, Iterable, Iterator, List, Tuple


class DocumentsError(ValueError):
    """A documents or ids file that is not of the layout (module docstring)."""

# The columns of the chunk table prepared from them, DATA/{split}.chunks.tsv (fairseq_xl.data.marge_documents)
COLUMNS = ["lang", "line", "doc_id", "chunk", "chunks", "shard"]


def documents(path: str, lines: Iterable[str]) -> Iterator[Tuple[int, List[str]]]:
    """(first line number, [lines]) of each document of ``lines``, the lines of ``path``, a file whose documents are
    separated by one empty line, as they are read: one document in memory at a time, whatever the file's size."""
    current, start, found = [], 1, False
    for number, line in enumerate(lines, 1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            found = True
            yield start, current
            current = []
        else:
            raise DocumentsError(f"{path}:{number}: empty document (two empty lines in a row, or an empty first line)")
    if current:
        yield start, current
    elif not found:
        raise DocumentsError(f"{path}: no documents (the file is empty)")


def read_ids(docs: str, split: str, lang: str, count: int, read: Callable[[str], List[str]]) -> List[str]:
    """The ids of the ``count`` documents of ``docs/split.lang``, from its own ids file or the split's."""
    for name in (f"{split}.{lang}.ids", f"{split}.ids"):
        path = os.path.join(docs, name)
        if os.path.exists(path):
            numbered = [(number, line.strip()) for number, line in enumerate(read(path), 1) if line.strip()]
            for number, name in numbered:
                if "\t" in name or '"' in name:
                    raise DocumentsError(f"{path}:{number}: document id {name!r} holds a "
                                         f"{'TAB' if chr(9) in name else 'double quote'}; ids are written to a "
                                         "tab-separated table, where a TAB splits them and quotes are read as "
                                         "quoting (\"doc\" and doc would be one id)")
            ids = [name for _, name in numbered]
            if len(ids) != count:
                raise DocumentsError(f"{docs}/{split}.{lang} has {count} documents but {path} names {len(ids)}")
            if len(set(ids)) != len(ids):
                raise DocumentsError(f"{path}: a document id appears twice")
            return ids
    raise DocumentsError(f"{docs}/{split}.{lang}: no document ids ({split}.{lang}.ids or {split}.ids)")
