"""Shifted vocabulary: a cross-lingual test in which an untrained model is at chance.

Sentence retrieval on real translation pairs rewards shared subwords: an untrained model of this
corpus already finds 31-32% of translations by the pieces (names, numbers, cognates) that the
two sides share. Following Dufter & Schuetze (2020) and K et al. (2020), the other languages'
pieces are mapped to a disjoint copy of the vocabulary, in the pre-training data and in the test
pairs alike, so that no piece is shared across a pair and only a learned alignment can retrieve a
translation (the special symbols stay shared: fairseq's four, ``<mask>``, the padding
``madeupwordNNNN`` and MARGE's language tokens ``[LANG]``).

A shifted folder is a copy of a binarized folder (``preprocess/prepare_xlm_e_data.sh`` or
``prepare_marge_data.sh``) in which

- ``dict.txt`` (and each ``dict.LANG.txt``) holds every symbol of the original, in its order and
  with its count, followed by the copy of each non-special symbol, named ``symbol + SUFFIX``;
- every indexed dataset of a shifted language (``LANG/{split}`` and the ``LANG`` side of
  ``{split}.SRC-TGT.LANG``) has each token id replaced by its copy's (``shift_table``);
- ``shifted.json`` names the shifted and the kept languages: text read for evaluation
  (``ShiftedEncoding``) is shifted the same way when its language is a shifted one.

    python preprocess/shift_vocabulary.py DATA OUT [--keep en]
"""
import json
import os
import re
from typing import Dict, List, Optional, Tuple

import torch
from fairseq.data import Dictionary, data_utils, indexed_dataset

from fairseq_xl.guards.errors import InputError
from fairseq_xl.guards import reader
from fairseq_xl.evaluation import progress

SUFFIX = "\u2063shifted"  # INVISIBLE SEPARATOR + a word: no SentencePiece or BPE piece ends so
DESCRIPTION = "shifted.json"


def is_shared(symbol: str, index: int, dictionary: Dictionary) -> bool:
    """Whether ``symbol`` stays shared by every language: fairseq's special symbols, ``<mask>``
    and the like, the padding symbols and MARGE's language tokens."""
    return (index < dictionary.nspecial or re.fullmatch(r"<.*>|madeupword\d+|\[\w+\]", symbol) is not None)


def shifted_dictionary(dictionary: Dictionary) -> Dictionary:
    """The original symbols followed by a copy of every non-shared one (``symbol + SUFFIX``)."""
    shifted = Dictionary()
    for index in range(dictionary.nspecial, len(dictionary)):
        shifted.add_symbol(dictionary[index], dictionary.count[index])
    for index in range(dictionary.nspecial, len(dictionary)):
        symbol = dictionary[index]
        if not is_shared(symbol, index, dictionary):
            shifted.add_symbol(symbol + SUFFIX, dictionary.count[index])
    return shifted


def shift_table(dictionary: Dictionary) -> torch.Tensor:
    """For a shifted dictionary (``shifted_dictionary``): the id each original id becomes in a
    shifted language (its copy's; a shared symbol keeps its id). Indexed by original id."""
    table = torch.arange(len(dictionary))
    for index in range(len(dictionary)):
        copy = dictionary.indices.get(dictionary[index] + SUFFIX)
        if copy is not None:
            table[index] = copy
    return table


def describe(folder: str) -> Dict[str, List[str]]:
    """``shifted.json`` of ``folder`` ({"shifted": [...], "kept": [...]}), or {} if it is not shifted."""
    path = os.path.join(folder, DESCRIPTION)
    if not os.path.lexists(path):
        return {}
    described = reader.read_json(path, folder, limit=2 ** 20, what=DESCRIPTION)
    if not isinstance(described, dict) or not all(isinstance(described.get(key), list) and
                                                  all(isinstance(lang, str) for lang in described[key])
                                                  for key in ("shifted", "kept")):
        reader.refuse(path, 'not {"shifted": [languages], "kept": [languages]}')
    return described


def _datasets(data: str) -> List[Tuple[str, Optional[str]]]:
    """(path without extension, language) of every indexed dataset of ``data``: ``LANG/split``,
    ``split.SRC-TGT.LANG``, and any other (language None: copied as it is)."""
    found = []
    for name in sorted(os.listdir(data)):
        if os.path.isdir(os.path.join(data, name)):
            found += [(os.path.join(name, file[:-4]), name) for file in sorted(os.listdir(os.path.join(data, name)))
                      if file.endswith(".idx")]
        elif name.endswith(".idx"):
            match = re.fullmatch(r"\w+\.\w+-\w+\.(\w+)\.idx", name)
            found.append((name[:-4], match[1] if match else None))
    return found


NOT_COPIED = ("spm", "bpe")  # the pipelines' work folders


def shift_folder(data: str, out: str, keep: List[str]) -> Dict[str, List[str]]:
    """Write the shifted copy of ``data`` to ``out`` (which must not exist): every language but
    those of ``keep`` shifted. Returns the description written to ``out/shifted.json``."""
    dictionary = Dictionary.load(os.path.join(data, "dict.txt"))
    if any(symbol.endswith(SUFFIX) for symbol in dictionary.symbols) or describe(data):
        raise InputError(f"{data}: already a shifted folder")
    shifted = shifted_dictionary(dictionary)
    table = shift_table(shifted)[:len(dictionary)]  # the original ids are the shifted dictionary's first
    datasets = _datasets(data)
    languages = sorted({lang for _, lang in datasets if lang})
    unknown = [lang for lang in keep if lang not in languages]
    if unknown:
        raise InputError(f"--keep {','.join(unknown)}: no such language in {data} (found: {', '.join(languages)})")
    description = {"shifted": [lang for lang in languages if lang not in keep], "kept": sorted(keep)}
    if not description["shifted"]:
        raise InputError(f"{data}: every language ({', '.join(languages)}) is kept; nothing to shift")
    for folder, names, files in os.walk(data):  # a link is never followed: it could copy any folder (~/.ssh) into out
        for name in names + files:
            if os.path.islink(os.path.join(folder, name)):
                raise InputError(f"{os.path.join(folder, name)}: a symbolic link in the data folder; copy the file "
                                 "itself there (links are never followed)")
    for folder, names, files in os.walk(data):  # everything but the binarized text (rewritten below)
        names[:] = [name for name in names if name not in NOT_COPIED]
        target = os.path.join(out, os.path.relpath(folder, data))
        os.makedirs(target, exist_ok=True)
        for name in files:
            if name not in NOT_COPIED and not name.endswith((".bin", ".idx")):
                reader.copy_in(os.path.join(folder, name), data, os.path.join(target, name))
    for name in ["dict.txt"] + [name for name in os.listdir(data) if re.fullmatch(r"dict\.\w+\.txt", name)]:
        shifted.save(os.path.join(out, name))  # the per-language copies fairseq-preprocess leaves: the same
    for done, (name, lang) in enumerate(datasets, 1):
        os.makedirs(os.path.dirname(os.path.join(out, name)), exist_ok=True)
        rows = data_utils.load_indexed_dataset(os.path.join(data, name), None, "mmap")
        shift = lang in description["shifted"]
        builder = indexed_dataset.make_builder(os.path.join(out, name + ".bin"), "mmap", vocab_size=len(shifted))
        for row in rows:
            builder.add_item(table[row.long()] if shift else row.long())
        builder.finalize(os.path.join(out, name + ".idx"))
        progress.report("datasets written", done, len(datasets))
    with open(os.path.join(out, DESCRIPTION), "w", encoding="utf-8") as handle:
        json.dump(description, handle)
    return description


class ShiftedEncoding:
    """A hub interface whose ``encode`` maps every piece to its copy (``shift_table``): text of a
    shifted language, read as the shifted pre-training data was written. Everything else is the
    wrapped hub's."""

    def __init__(self, hub):
        self._hub = hub
        self._table = shift_table(hub.task.source_dictionary)
        if bool((self._table == torch.arange(len(self._table))).all()):
            raise InputError("the model's dictionary has no shifted copies: it was not trained on a shifted folder "
                             "(preprocess/shift_vocabulary.py)")

    def encode(self, *args, **kwargs) -> torch.Tensor:
        return self._table[self._hub.encode(*args, **kwargs)]

    def __getattr__(self, name):
        return getattr(self._hub, name)


def language_of(path: str) -> str:
    """The language of a text file named as the corpus names them (``test.en-de.de``, ``valid.fr``)."""
    return os.path.basename(path).rsplit(".", 1)[-1]


def hub_for(hub, description: Dict[str, List[str]], path: str):
    """The hub that reads ``path``'s text as a folder described by ``description`` (``describe``)
    was written: shifting when the file's language is a shifted one. An error when the folder is
    shifted and the file's language is neither shifted nor kept."""
    if not description:
        return hub
    lang = language_of(path)
    if lang in description["shifted"]:
        return ShiftedEncoding(hub)
    if lang in description["kept"]:
        return hub
    raise InputError(f"{path}: language {lang!r} (the file's extension) is neither shifted "
                     f"({', '.join(description['shifted'])}) nor kept ({', '.join(description['kept'])}) by the "
                     f"shifted data folder; name test files as the corpus does (test.en-de.de)")
