"""A Hugging Face sequence classifier's head as fairseq's ``sentence_prediction`` takes it, for the imports
(``import_xlmr``, ``import_xlm_e``; ``import_xlnet`` takes its labels and command, its summary's weights
mapped there): its weights (``classifier.dense`` and ``.out_proj``: both read ``<s>``'s state
through dense, tanh and a projection), its labels (``id2label`` as ``label_dict.txt``, which ``LABELS=FILE bash
preprocess/prepare_classification.sh`` follows, so that each label keeps the id of the head's output for it, and
which ``hf.export`` reads back, ``folder_labels``; ``read_labels`` parses every label file) and the fairseq-train
command that fine-tunes or evaluates it.

A multiple-choice model (``...ForMultipleChoice``: config.json's ``architectures`` say so, ``multiple_choice``) has
the same head with one output, a score for each (choice, context) sequence, which fairseq's ``sentence_ranking``
computes with its ranking head (``--ranking-head-name``) and compares across a question's choices: it has no labels,
and its command is ``sentence_ranking``'s. XLM-R's keeps the head's dense layer as its encoder's pooler
(``choice_weights``).
"""
import os
import re
import shlex
from typing import Dict, List, NamedTuple, Optional, Tuple

from torch import Tensor

from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import InputError, MismatchedDataError, WrongCheckpointError
from fairseq_xl.hf.spm_from_tokenizer import SPECIALS

LABELS_FILE = "label_dict.txt"  # a sequence classifier's labels in the order of its outputs
HEAD_NAME = "sentence_classification_head"  # fairseq's sentence_prediction's --classification-head-name
WEIGHTS = ("dense.weight", "dense.bias", "out_proj.weight", "out_proj.bias")  # under classifier.


def check_name(name: str) -> str:
    """``--classification-head-name``'s value, if it can name a module."""
    if not re.fullmatch(r"\w+", name, re.ASCII):
        raise InputError(f"--classification-head-name {name!r}: letters, digits and _ only (a module's name)")
    return name


class Classifier(NamedTuple):
    """The head's name in fairseq, its outputs, its labels (empty, and why, where there are none), whether it is a
    regression head (one output, or ``problem_type`` regression), whether it scores the choices of a multiple-choice
    model."""
    name: str
    outputs: int
    labels: List[str]
    no_labels: str
    regression: bool
    choice: bool = False


def multiple_choice(config: dict) -> bool:
    """Whether config.json's ``architectures`` name a multiple-choice model (``...ForMultipleChoice``)."""
    names = config.get("architectures")
    return isinstance(names, list) and any(str(name).endswith("ForMultipleChoice") for name in names)


def classifier_weights(weights: Dict[str, Tensor]) -> Dict[str, Tensor]:
    """The sequence classifier's weights under ``classifier.`` (names without it); empty where the folder's
    ``classifier.*`` is another head's (a token classifier's) or absent."""
    head = {key[len("classifier."):]: value for key, value in weights.items() if key.startswith("classifier.")}
    return head if set(head) == set(WEIGHTS) else {}


def choice_weights(weights: Dict[str, Tensor], prefix: str) -> Dict[str, Tensor]:
    """``XLMRoberta(XL)ForMultipleChoice``'s head under the names ``classifier_weights`` gives: its encoder's pooler
    (``prefix`` ``pooler.dense``, tanh on ``<s>``'s state) is the head's dense layer and its ``classifier`` the
    projection; empty where the folder lacks either."""
    names = {f"{prefix}pooler.dense.weight": "dense.weight", f"{prefix}pooler.dense.bias": "dense.bias",
             "classifier.weight": "out_proj.weight", "classifier.bias": "out_proj.bias"}
    return {ours: weights[theirs] for theirs, ours in names.items()} if set(names) <= set(weights) else {}


def regression_head(config: dict, outputs: int) -> bool:
    """Hugging Face's rule: one output, or ``problem_type`` regression."""
    return outputs == 1 or config.get("problem_type") == "regression"


def label_names(config: dict, labels: int, path: str) -> Tuple[List[str], str]:
    """(the classifier's labels in the order of its outputs, from ``id2label``; or none and why), for
    ``label_dict.txt``, which fairseq's label dictionary reads (one name a line, no white space in it)."""
    id2label = config.get("id2label") or {}
    if regression_head(config, labels):
        return [], "a regression head (fairseq's --regression-target) has no labels"
    names = [id2label.get(str(index)) for index in range(labels)]
    if len(id2label) != labels or not all(isinstance(name, str) for name in names):
        return [], f"{path}'s id2label does not name each of its {labels} outputs 0-{labels - 1}"
    words = all(name.isprintable() and name.split() == [name] and name not in SPECIALS for name in names)
    if len(set(names)) != labels or not words:
        return [], f"{path}'s id2label names ({' '.join(map(repr, names)):.120}) are not {labels} distinct words, " \
            "as fairseq's label dictionary holds them"
    return names, ""


def classifier(config: dict, head: Dict[str, Tensor], name: str, path: str) -> Classifier:
    """What fairseq makes of ``head`` (``classifier_weights``) under the name ``name``; ``path``: config.json's."""
    outputs = head["out_proj.weight"].size(0)
    if multiple_choice(config):
        if outputs != 1:
            raise WrongCheckpointError(f"{path}: a multiple-choice model whose head has {outputs} outputs; it scores "
                                       "each choice with one")
        return Classifier(name, 1, [], "a multiple-choice head scores each choice: it has no labels", False, True)
    labels, no_labels = label_names(config, outputs, path)
    return Classifier(name, outputs, labels, no_labels, regression_head(config, outputs))


def write_labels(folder: str, head: Classifier) -> None:
    """``label_dict.txt`` in ``folder``, where the head has labels."""
    if head.labels:
        with open(os.path.join(folder, LABELS_FILE), "w", encoding="utf-8") as handle:
            handle.writelines(f"{label} 1\n" for label in head.labels)


def read_labels(path: str, folder: Optional[str] = None) -> List[str]:
    """The label names of a label file (``label_dict.txt``; ``LABELS=`` of ``prepare_classification.sh``), in
    order: one ``LABEL`` or ``LABEL COUNT`` line each, every label named once; else one line naming the line."""
    names = []
    for number, line in enumerate(reader.text_lines(path, folder, what="label file"), 1):
        fields = line.split()
        if not fields or len(fields) > 2 or fields[0] in names or len(fields) == 2 and not fields[1].isdigit():
            raise MismatchedDataError(f"{path}, line {number}: not LABEL or LABEL COUNT with a label not named before")
        names.append(fields[0])
    return names


def folder_labels(folder: str, outputs: int) -> List[str]:
    """The labels of ``folder``'s ``label_dict.txt`` (an import's), one for each of a head's ``outputs`` in their
    order; none where the folder has no such file."""
    path = os.path.join(folder, LABELS_FILE)
    if not os.path.lexists(path):
        return []
    names = read_labels(path, folder)
    if len(names) != outputs:
        raise MismatchedDataError(f"{path}: {len(names)} lines, not {outputs} distinct labels, one for each of the "
                                  "head's outputs")
    return names


def print_command(head: Classifier, out: str, checkpoint: str, flags: List[str],
                  input_flags: str = "--init-token 0 --separator-token 2 ") -> None:
    """The import's lines about the head, and the command that fine-tunes or evaluates it; ``input_flags``: the
    task's flags that write the head's input layout (RoBERTa's ``<s> A </s> </s> B </s>`` by default)."""
    if head.choice:
        print(f"| the multiple-choice head is the classification head {head.name!r} of {checkpoint}: one score for "
              "each choice, compared across a question's choices")
        print(f"| fine-tune or evaluate it with fairseq's sentence_ranking (its data laid out as "
              "examples/xlm_e/README.md's \"Multiple choice\" says): fairseq-train DEST --user-dir fairseq_xl --task "
              f"sentence_ranking --criterion sentence_ranking --num-classes CHOICES --ranking-head-name {head.name} "
              f"{input_flags}{' '.join(flags)} --restore-file {shlex.quote(os.path.join(out, checkpoint))} "
              "--reset-optimizer --reset-dataloader --reset-meters ...")
        print(f"| back to Hugging Face as a multiple-choice model: python -m fairseq_xl.hf.export "
              f"{shlex.quote(os.path.join(out, checkpoint))} --data {shlex.quote(out)} --out HF_DIR --multiple-choice")
        return
    named = f"{LABELS_FILE}: {' '.join(head.labels)}" if head.labels else f"no {LABELS_FILE}: {head.no_labels}"
    print(f"| the sequence classifier is the classification head {head.name!r} of {checkpoint}, {head.outputs} "
          f"outputs ({named})")
    labels = f"LABELS={shlex.quote(os.path.join(out, LABELS_FILE))} " if head.labels else ""
    regression = "--regression-target " if head.regression else ""
    print(f"| fine-tune or evaluate it with fairseq's sentence_prediction: {labels}bash "
          f"preprocess/prepare_classification.sh TASK {shlex.quote(out)} DEST, then fairseq-train DEST --user-dir "
          f"fairseq_xl --task sentence_prediction --criterion sentence_prediction --num-classes {head.outputs} "
          f"{regression}--classification-head-name {head.name} {input_flags}{' '.join(flags)} "
          f"--restore-file {shlex.quote(os.path.join(out, checkpoint))} --reset-optimizer --reset-dataloader "
          "--reset-meters ...")
