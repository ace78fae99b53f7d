"""Every method and both baselines trained for the same time on the embedded corpus and scored
by one harness: cross-lingual retrieval (raw and centred) and zero-shot transfer, at checkpoints
along each run and for an untrained model of each configuration.

    python examples/compare.py --minutes 10 --evaluations 4 --seeds 1 2 --out work/compare \
        [--methods xlm_e,xlnet,veco,marge,mlm,mlm_tlm,xlm_e_trtd]

Each run trains with fairseq-train in ``--evaluations`` segments of equal training time (fairseq's
``--stop-time-hours`` counts the time of earlier segments, saved in the checkpoint, so segment k
stops at k/n of the budget and the next resumes it); after each, the checkpoint is scored. Every
method gets the same encoder size (4 layers, 128 wide, FFN 512, 4 heads: ``xlm_e_small``'s
discriminator), about 2,048 tokens a batch, Adam (0.9, 0.98), weight decay 0.01, clipping 2.0,
learning rate 1e-3 with 100 warm-up updates and inverse square-root decay (the budget, not an
update count, ends a run), dropout 0.1, no validation. MARGE keeps the learning rate and warm-up
of examples/marge/pipeline.sh (3e-4, 500). Data: the quickstart's binarized corpus
(corpus/mono + corpus/para, SentencePiece 4,000) for all but MARGE, which reads corpus/docs
(its own SentencePiece model of the same size); MLM = fairseq's RoBERTa on the monolingual text,
MLM+TLM = the same plus every translation pair as one item (preprocess/merge_languages.py). One ablation
runs only when named: ``xlm_e_trtd``, XLM-E on TRTD alone (``--langs none``: every update on translation
pairs, no monolingual text and no MRTD), which asks whether the pairs' signal reaches the discriminator when
nothing else is trained.

Scores (fairseq_xl/evaluation/retrieval.py, fairseq_xl/evaluation/transfer.py): retrieval top-1 accuracy over the four
held-out test pair sets of corpus/para (500 pairs each, both directions) at layer 3 of 4 (the
default three quarters of the depth; every layer is in results.jsonl), raw and centred; transfer
accuracy on English and the mean over de, fr, es, ru (fine-tuned on English, one fine-tuning seed:
the run's); and every encoder's order sensitivity at that layer (``fairseq_xl.evaluation.diagnostics``: the
correlation of its states with those of the same English test sentences scrambled; 1 means it
reads no word order, an untrained model's position embeddings give about 0.5); and what each
model learned of its own objective (``fairseq_xl.evaluation.objective_report``, on the validation split of
its data, ``--objective-batches`` of them): bits per predicted token beside a unigram and a
bigram model of the same tokens, and for XLM-E its discriminator's ROC-AUC beside a
context-blind detector's and within token id.
Results go to
OUT/results.jsonl (one line per evaluation, appended as it is done; a rerun skips what is there,
and adds the objective scores below to entries written before them, from the kept checkpoints),
OUT/results.md (the table) and OUT/curves.png (each score against training minutes, and below against
the model compute trained, mean over seeds).

Each trained point also records its model compute: the recipe's model FLOPs per word
(``benchmarks/recipe_flops.py``, a few updates of the same command on the CPU, once a method and seed:
OUT/runs/RUN/flops.log) times the words (fairseq's ``ntokens``) its updates took (each ``train``
record of the run's log: words per batch times its epoch's updates), in TFLOP. Minutes compare what a
machine gives each method; compute compares what the paper counts (XLM-E's claim is in FLOPs), and
the two part where a model is too small to keep its device busy: on a GPU each update then costs its
kernel launches (``benchmarks/recipe_operators.py``; docs/gpu.md, "Section 4 ...").

``--shifted``: the shifted-vocabulary protocol (``fairseq_xl/evaluation/shifted_vocabulary.py``), where an
untrained model is at chance: every corpus is binarized as above and then shifted
(preprocess/shift_vocabulary.py: de, es, fr, ru read their pieces from a disjoint copy of the
vocabulary, English keeps them), every method trains on the shifted data, and retrieval reads the
test pairs the same way, so that only a learned alignment retrieves a translation. Transfer is
not scored there. The table adds chance and a matcher that sees only lengths. A results file holds
one protocol's runs.

``--from-xlmr DIR`` (issue 40's question: is continuing from XLM-R worth it?): DIR is a release in
XLM-R's layout (``model.pt``, ``dict.txt``, ``sentencepiece.bpe.model``; ``examples/xlm_e/xlmr_standin.sh``
makes one here) and ``--data`` the plugin tasks' corpus binarized with its vocabulary. xlm_e and veco
then train in the release's architecture (``fairseq_xl.convert.from_xlmr``'s flags) twice: from scratch
(``xlm_e``) and continued from the converted release (``xlm_e+xlmr``, fairseq's
``--finetune-from-model``), for the same minutes; the continued run's row at 0 minutes is the
converted release itself, not an untrained model.

``--segments K`` stops a call after the first K segments (0: once the data is prepared, drawing the table and
the curves of what is done); the same command without it continues, so a run can be split over several calls (a
lent GPU machine's commands are 10 minutes each: benchmarks/compare_gpu.sh). Several calls may share one --out
while each trains other runs (other --methods or --seeds): results.jsonl is written under a lock
(OUT/results.jsonl.lock), and ``--segments 0`` with all their methods and seeds then draws them together.

``--token-match`` also scores retrieval by the pairs' tokens (``fairseq_xl.evaluation.retrieval.token_match_pairs``:
each token's best cosine in the other sentence, averaged both ways; every layer, raw and centred) at every point,
about 40 s a checkpoint more on one core at this size: an alignment word by word that a sentence's mean hides (TRTD
alone on the shifted corpus, docs/results.md). A rerun with it adds the token scores to the points written
without them, from the kept checkpoints; the table and the curves add "by tokens, centred" at layer 3.

``--device cuda`` trains on the GPU with the same recipe (fp32, the same batches: only the compute
per minute changes); the scores are computed on the CPU either way. A results file holds one
device's runs.

The Python programs it starts (the merge and the shift of the data, ``recipe_flops.py``, and those of the pipelines
it runs) use ``PYTHON`` where it is set, else this interpreter; fairseq-train is the one on ``PATH``.
"""
import argparse
import fcntl
import hashlib
import json
import re
import logging
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import torch

from fairseq_xl.evaluation.diagnostics import feature_order_correlation
from fairseq_xl.hub import load_hub
from fairseq_xl.models.xlm_e import XLMEModel
from fairseq_xl.evaluation.objective_report import prediction_report, replaced_token_report
from fairseq_xl.evaluation.retrieval import average_accuracy, evaluate_pairs, length_only_accuracy, token_match_pairs
from fairseq_xl.evaluation.shifted_vocabulary import describe, hub_for
from fairseq_xl.evaluation.transfer import finetune_accuracy, read_examples, transfer_gap
from fairseq_xl.guards import reader
from recipes import read as recipe

REPO = Path(__file__).resolve().parent.parent
OPTIMIZER = ["--optimizer", "adam", "--adam-betas", "(0.9,0.98)", "--adam-eps", "1e-6", "--weight-decay", "0.01",
             "--clip-norm", "2.0", "--lr-scheduler", "inverse_sqrt", "--max-update", "1000000", "--lr", "1e-3",
             "--warmup-updates", "100"]  # before each method's flags: MARGE's own lr and warm-up win
PLUGIN = ["--user-dir", str(REPO / "fairseq_xl")]
# Each method: the data it reads and its flags, the model and objective of its recipe (examples/recipes.sh)
# with this comparison's batch and sampling; VECO at 4 layers as every other encoder (veco_cpu has 3).
METHODS = {
    "xlm_e": ("plugin", [*recipe("XLM_E_MODEL"), "--max-tokens", "2048", "--multilang-sampling-alpha", "0.7"]),
    # the paper's TRTD alone (no monolingual text, no MRTD): every update on translation pairs
    "xlm_e_trtd": ("plugin", [*recipe("XLM_E_MODEL"), "--langs", "none", "--max-tokens", "2048",
                              "--multilang-sampling-alpha", "0.7"]),
    "xlnet": ("plugin", [*recipe("XLNET_MODEL"), "--batch-size", "8", "--multilang-sampling-alpha", "0.7"]),
    "veco": ("plugin", [*recipe("VECO_MODEL"), "--encoder-layers", "4", "--multilang-sampling-alpha", "0.7",
                        "--max-tokens", "2048"]),
    "marge": ("marge", [*recipe("MARGE_MODEL"), "--max-tokens", "2048", "--lr", "3e-4", "--warmup-updates", "500"]),
    # the plugin only for its repairs of fairseq (its resume on torch >= 2.6); MLM+TLM keeps each pair whole
    **{name: (name, [*PLUGIN, *recipe("MLM_MODEL"), "--sample-break-mode", mode, "--max-tokens", "2048"])
       for name, mode in (("mlm", "none"), ("mlm_tlm", "complete"))},
}
ABLATIONS = ("xlm_e_trtd",)  # run only when --methods names them
CONTINUED = ("xlm_e", "veco")  # the methods --from-xlmr also continues from a release (fairseq_xl.convert.from_xlmr)
PAIRS = ("en-de", "en-es", "en-fr", "en-ru")
OBJECTIVE = ("bits", "unigram_bits", "bigram_bits", "auc", "context_blind_auc", "auc_within_token")
RETRIEVAL_SCORES = ("retrieval", "retrieval_centred", "token_match_centred")  # chance and length-only beside them
SCORES = (*RETRIEVAL_SCORES, "transfer_en", "transfer_others", "order", *OBJECTIVE)
SHIFTED_SCORES = (*RETRIEVAL_SCORES, "order", *OBJECTIVE)
LAYER = 3
TITLES = {"retrieval": f"retrieval, layer {LAYER} (%)", "retrieval_centred": f"retrieval centred, layer {LAYER} (%)",
          "token_match_centred": f"retrieval by tokens, centred, layer {LAYER} (%)",
          "transfer_en": "transfer, English (%)", "transfer_others": "transfer, de/fr/es/ru mean (%)",
          "order": f"order correlation, layer {LAYER} (1: none)", "bits": "own objective, bits per prediction",
          "auc": "discriminator ROC-AUC"}  # the scores drawn in curves.png
ORDER_SENTENCES = 256  # English test sentences of the first pair read by the order probe


def log(message):
    print(f"| compare: {message}", flush=True)


def python() -> str:
    """The interpreter of the Python programs this script starts: ``PYTHON`` where set, as the pipelines and
    benchmarks/gpu_kit.py read it (the test suite sets it, so that they start forked), else this one."""
    return os.environ.get("PYTHON") or sys.executable


def run(command, log_file=None, env=None):
    """Run a command of this environment; its output goes to ``log_file`` (appended) or through."""
    # FAIRSEQ_XL_FIX_FAIRSEQ: fairseq's own masked_lm batches as the plugin's tasks do (no dropped last batch)
    # REPO first, the caller's PYTHONPATH kept (a GPU machine's fairseq may come from there: docs/gpu.md)
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    environment = dict(os.environ, PYTHONPATH=path, FAIRSEQ_XL_FIX_FAIRSEQ="1", **(env or {}))
    if log_file is None:
        subprocess.run([str(part) for part in command], cwd=REPO, env=environment, check=True)
        return
    with open(log_file, "a", encoding="utf-8") as handle:
        done = subprocess.run([str(part) for part in command], cwd=REPO, env=environment, stdout=handle,
                              stderr=subprocess.STDOUT)
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} failed ({done.returncode}); see {log_file}")


def prepare_data(out: Path, corpus: Path, vocab: int, methods, data: Path = None, shifted: bool = False,
                 recipes=METHODS):
    """The binarized corpora the methods read, built once under OUT/data (the plugin tasks' from
    --data where given); with ``shifted``, the shifted copies of the plugin tasks' and MARGE's
    (OUT/data/NAME.shifted), from which the baselines' are made."""
    folders = {"plugin": data or out / "data" / "xlm_e", "marge": out / "data" / "marge",
               "mlm": out / "data" / "mlm", "mlm_tlm": out / "data" / "mlm_tlm"}
    needed = {recipes[method][0] for method in methods}
    if needed & {"mlm", "mlm_tlm"}:
        needed.add("plugin")  # the baselines' data is made from the plugin tasks'
    environment = {"VOCAB_SIZE": str(vocab), "PYTHON": python()}
    builds = {
        "plugin": lambda: run(["bash", "preprocess/prepare_xlm_e_data.sh", corpus, folders["plugin"]],
                              env=environment),
        "marge": lambda: run(["bash", "preprocess/prepare_marge_data.sh", corpus, folders["marge"]],
                             env=dict(environment, CHUNK_TOKENS="128", NUM_SHARDS="4")),
        "mlm": lambda: run([python(), "preprocess/merge_languages.py", folders["plugin"], folders["mlm"]]),
        "mlm_tlm": lambda: run([python(), "preprocess/merge_languages.py", folders["plugin"],
                                folders["mlm_tlm"], "--pairs", "all"]),
    }
    for name in ("plugin", "marge", "shift", "mlm", "mlm_tlm"):
        if name == "shift":
            for kind in ("plugin", "marge") if shifted else ():
                if kind in needed:
                    target = out / "data" / f"{folders[kind].name}.shifted"
                    if not (target / "dict.txt").exists():
                        shutil.rmtree(target, ignore_errors=True)
                        shutil.rmtree(f"{target}.partial", ignore_errors=True)  # an interrupted build
                        run([python(), "preprocess/shift_vocabulary.py", folders[kind], target])
                    folders[kind] = target
        elif name in needed and not (folders[name] / "dict.txt").exists():
            if name == "plugin" and data is not None:
                raise SystemExit(f"--data {data}: no dict.txt; give a folder of preprocess/prepare_xlm_e_data.sh")
            shutil.rmtree(folders[name], ignore_errors=True)  # only ever OUT/data/NAME, an interrupted build
            builds[name]()
    return folders


def continued_recipes(release: Path, data: Path, out: Path, methods):
    """``--from-xlmr``: each of ``methods`` in CONTINUED gets the release's architecture (the flags of
    ``fairseq_xl.convert.from_xlmr.convert``, after the method's own) and a continued twin ``METHOD+xlmr``
    that starts from the converted release (converted once under OUT/from_xlmr/METHOD). Returns
    (recipes, {continued method: its start checkpoint}, the methods in order). The flags come from the
    release's checked sizes each time, never from a file under OUT, which may come from elsewhere."""
    from fairseq_xl.convert.from_xlmr import convert, release_flags
    recipes, starts, expanded = dict(METHODS), {}, []
    for method in methods:
        expanded.append(method)
        if method not in CONTINUED:
            continue
        folder = out / "from_xlmr" / method
        if not (folder / "checkpoint.pt").is_file():
            shutil.rmtree(folder, ignore_errors=True)  # only ever OUT/from_xlmr/METHOD, an interrupted conversion
            log(f"converting {release / 'model.pt'} for {method}")
            flags = convert(method, str(release / "model.pt"), str(data), str(folder))
        else:  # never read back from OUT, which may come from elsewhere: the release's checked sizes again
            flags = release_flags(method, str(release / "model.pt"))
        kind, own = METHODS[method]
        start = folder / "checkpoint.pt"
        recipes[method] = (kind, [*own, *flags])
        recipes[f"{method}+xlmr"] = (kind, [*own, *flags, "--finetune-from-model", str(start)])
        starts[f"{method}+xlmr"] = start
        expanded.append(f"{method}+xlmr")
    return recipes, starts, expanded


def read(path):
    """A text file's lines, through the gate's reader."""
    return reader.read_text(path).splitlines()


def pair_sets(hub, data: Path, corpus: Path, pairs=PAIRS):
    """Each test pair set of corpus/para: (source hub, target hub, source lines, target lines), the shifted side of
    a shifted folder read with the copied pieces."""
    description = describe(str(data))
    for pair in pairs:
        files = [corpus / "para" / f"test.{pair}.{lang}" for lang in pair.split("-")]
        yield (*(hub_for(hub, description, str(path)) for path in files), *map(read, files))


def token_scores(hub, data: Path, corpus: Path, pairs=PAIRS) -> dict:
    """Retrieval by the pairs' tokens (``--token-match``), every layer, raw and centred, and centred at LAYER."""
    by_layer = average_accuracy([token_match_pairs(source_hub, source, target, target_hub=target_hub)
                                 for source_hub, target_hub, source, target in pair_sets(hub, data, corpus, pairs)])
    return {"token_match_by_layer": by_layer, "token_match_centred": by_layer["centred_"][LAYER]}


def evaluate(checkpoint: Path, data: Path, corpus: Path, seed: int, random_init: bool = False, pairs=PAIRS,
             objective_batches: int = 40, transfer_examples: int = None, token_match: bool = False):
    """Retrieval (every layer, raw and centred; with ``token_match`` by tokens too) and transfer of one
    checkpoint, or of an untrained model of its configuration, with the length-only matcher's retrieval beside
    them. On a shifted folder (``--shifted``) the shifted side of each pair is read with the copied pieces and
    transfer is not scored. Transfer fine-tunes on the first ``transfer_examples`` English examples (all where
    None)."""
    hub = load_hub(str(checkpoint), str(data), random_init=random_init, seed=seed)
    results, lengths = [], []
    for source_hub, target_hub, source, target in pair_sets(hub, data, corpus, pairs):
        results.append(evaluate_pairs(source_hub, source, target, target_hub=target_hub))
        lengths.append(length_only_accuracy([len(source_hub.encode(line)) for line in source],
                                            [len(target_hub.encode(line)) for line in target]))
    retrieval = average_accuracy(results)
    english = read(corpus / "para" / f"test.{pairs[0]}.{pairs[0][:2]}")[:ORDER_SENTENCES]
    scores = {"retrieval": retrieval[""][LAYER], "retrieval_centred": retrieval["centred_"][LAYER],
              "retrieval_by_layer": retrieval, **(token_scores(hub, data, corpus, pairs) if token_match else {}),
              "chance": 100 / len(source),
              "length_only": 100 * statistics.mean(result[key] for result in lengths for key in result),
              "order": feature_order_correlation(hub, english, LAYER, seed=seed), **objective(hub, objective_batches)}
    if describe(str(data)):
        return scores
    task = REPO / "corpus" / "transfer"
    tests = {lang: read_examples(str(task / f"test.{lang}")) for lang in ("en", "de", "fr", "es", "ru")}
    sentences, labels = read_examples(str(task / "train.en"))
    transfer = finetune_accuracy(hub, (sentences[:transfer_examples], labels[:transfer_examples]), tests, seed=seed)
    return {**scores, "transfer_en": 100 * transfer["en"],
            "transfer_others": 100 * (transfer["en"] - transfer_gap(transfer)), "transfer": transfer}


def objective(hub, batches: int) -> dict:
    """The model's own objective on ``batches`` validation batches against the unigram and bigram
    models (``bits``: per predicted token), and for XLM-E its discriminator against the
    context-blind detector (``fairseq_xl.evaluation.objective_report``)."""
    report = prediction_report(hub, batches)
    scores = {key: report[key] for key in ("bits", "unigram_bits", "bigram_bits")}
    if isinstance(hub.model, XLMEModel):
        detection = replaced_token_report(hub, batches)
        scores.update({key: detection[key] for key in ("auc", "context_blind_auc", "auc_within_token", "recall",
                                                        "logit_order_correlation")})
    return scores


def complete(entry: dict, run_dir: Path, data: Path, args) -> bool:
    """Adds to an entry written before them the objective scores and, with ``--token-match``, the token scores,
    from its checkpoint kept in ``run_dir`` (a continued run's untrained point: the converted release); False
    where nothing is missing or the checkpoint is gone."""
    point, start = entry["point"], args.starts.get(entry["method"])
    missing = [name for name, lacks in (("the objective scores", "bits" not in entry),
                                        ("the token scores", args.token_match and "token_match_by_layer" not in entry))
               if lacks]
    checkpoint = start if point == "untrained" and start else \
        run_dir / f"checkpoint_{1 if point == 'untrained' else int(point[5:])}.pt"
    if not missing or not Path(checkpoint).exists():
        return False
    log(f"adding {' and '.join(missing)} to {entry['method']} seed {entry['seed']} at {point}")
    hub = load_hub(str(checkpoint), str(data), random_init=point == "untrained" and not start, seed=entry["seed"])
    if "bits" not in entry:
        entry.update(objective(hub, args.objective_batches))
    if args.token_match and "token_match_by_layer" not in entry:
        entry.update(token_scores(hub, data, args.corpus, args.pairs))
    return True


def fingerprint(folder: Path) -> str:
    """What a run trained on: a hash of the folder's dictionary and binarized splits, so that a
    results file carried to another machine is continued only on the same data."""
    digest = hashlib.sha1()
    for path in sorted(folder.rglob("*")):
        if path.name == "dict.txt" or path.suffix in (".bin", ".idx"):
            digest.update(str(path.relative_to(folder)).encode() + b"\0")
            with reader.open_binary(path, folder) as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
    return digest.hexdigest()[:16]


def log_records(log_file: Path):
    """The json records of a fairseq-train log (``train_inner`` and the end-of-epoch or end-of-run
    ``train``), in order."""
    for line in reader.text_lines(log_file, what="fairseq-train log"):
        if "num_updates\"" in line and line.rstrip().endswith("}"):
            record = reader.parse_json(line.split(" | ", 3)[-1], log_file)
            if isinstance(record, dict):
                yield record


def number(record: dict, key: str, log_file: Path, kind=int):
    """``record[key]`` of a log as ``kind``; anything else stops in one line naming the log."""
    try:
        return kind(record[key])
    except (TypeError, ValueError):
        raise SystemExit(f"{log_file}: a record's {key} is {record[key]!r}, not a number") from None


def updates(log_file: Path) -> int:
    """The update count of the last json record of a fairseq-train log."""
    count = 0
    for record in log_records(log_file):
        for key in ("num_updates", "train_num_updates"):
            if key in record:
                count = number(record, key, log_file)
                break
    return count


def words(log_file: Path, until: int) -> float:
    """The words (the criterion's ``ntokens``, fairseq's ``wpb``) the first ``until`` updates of a run took,
    from its ``train`` records: each epoch's last record within ``until`` has the words per batch of the epoch's
    updates so far (fairseq keeps its epoch meters in a checkpoint saved mid-epoch, so a resumed segment's record
    covers the epoch's earlier segments too), times those updates."""
    ends = {}  # epoch: (updates, words per batch) of its last record within until
    for record in log_records(log_file):
        if "train_wpb" in record and "train_num_updates" in record:
            count = number(record, "train_num_updates", log_file)
            if count <= until:
                epoch = number(record, "epoch", log_file) if "epoch" in record else None
                ends[epoch] = (count, number(record, "train_wpb", log_file, float))
    total, before = 0.0, 0
    for count, per_batch in sorted(ends.values()):
        total += per_batch * (count - before)
        before = count
    return total


def flops_per_word(method, seed, data: Path, run_dir: Path, recipes=METHODS) -> float:
    """Model FLOPs per word of ``method``'s training command (``benchmarks/recipe_flops.py``: its first
    updates on the CPU, nothing saved; log: RUN/flops.log, kept for the next call)."""
    flops_log = run_dir / "flops.log"
    if not flops_log.exists():
        with tempfile.TemporaryDirectory() as nothing_saved:  # fairseq makes its --save-dir
            command = train_command(method, seed, 1.0, data, Path(nothing_saved), "cpu", recipes)
            try:
                run([python(), REPO / "benchmarks" / "recipe_flops.py", *command[1:]], log_file=flops_log)
            except SystemExit:
                flops_log.replace(run_dir / "flops.failed.log")  # counted again by the next call
                raise
    found = [{"flops_per_word": line.split("=", 1)[1]}
             for line in reader.text_lines(flops_log, what="recipe_flops.py log") if line.startswith("flops_per_word=")]
    if not found:
        raise SystemExit(f"{flops_log}: no flops_per_word line; delete it to count again")
    return number(found[-1], "flops_per_word", flops_log, float)


def train_command(method, seed, minutes, data: Path, save_dir: Path, device: str = "cpu", recipes=METHODS):
    """fairseq-train for one segment: ``method``'s flags, stopping at ``minutes`` of training time."""
    placement = ["--cpu"] if device == "cpu" else []
    return ["fairseq-train", data, *OPTIMIZER, *recipes[method][1], "--dropout", "0.1", "--seed", seed,
            "--stop-time-hours", minutes / 60, "--save-dir", save_dir, "--no-epoch-checkpoints",
            "--disable-validation", *placement, "--num-workers", "0", "--log-format", "json",
            "--log-interval", "25", "--no-progress-bar"]


def train_and_evaluate(method, seed, args, folders, done, results_file):
    kind = args.recipes[method][0]
    run_dir = args.out / "runs" / f"{method}.seed{seed}"
    run_dir.mkdir(parents=True, exist_ok=True)
    save_dir = run_dir / "checkpoints"

    def compute(count: int) -> float:
        """The model compute of the run's first ``count`` updates, in TFLOP."""
        if count == 0:
            return 0.0
        per_word = flops_per_word(method, seed, folders[kind], run_dir, args.recipes)
        return per_word * words(run_dir / "train.log", count) / 1e12

    def record(point, minutes, checkpoint, random_init=False):
        if (method, seed, point) in done:  # written before: what it lacks added (objective, token scores, compute)
            entry = done[(method, seed, point)]
            changed = complete(entry, run_dir, folders[kind], args)
            if "compute" not in entry and (entry["updates"] == 0 or (run_dir / "train.log").exists()):
                log(f"adding the model compute to {method} seed {seed} at {point}")
                entry["compute"], changed = compute(entry["updates"]), True
            if changed:
                write_result(results_file, entry, replace=True)
            return
        log(f"evaluating {method} seed {seed} at {point}")
        scores = evaluate(checkpoint, folders[kind], args.corpus, seed, random_init=random_init, pairs=args.pairs,
                          objective_batches=args.objective_batches, transfer_examples=args.transfer_examples,
                          token_match=args.token_match)
        entry = {"method": method, "seed": seed, "point": point, "minutes": minutes, "device": args.device,
                 "hardware": hardware(args.device, args.runs_at_once),
                 "protocol": protocol(args), "transfer_examples": args.transfer_examples,
                 "data": args.fingerprints[kind],
                 "updates": 0 if point == "untrained" else updates(run_dir / "train.log"), **scores}
        entry["compute"] = compute(entry["updates"])
        write_result(results_file, entry)
        done[(method, seed, point)] = entry

    for k in range(1, (args.evaluations if args.segments is None else args.segments) + 1):
        minutes = args.minutes * k / args.evaluations
        kept = run_dir / f"checkpoint_{k}.pt"
        if not kept.exists() and (method, seed, f"train{k}") not in done:
            log(f"training {method} seed {seed} to {minutes:g} minutes")
            if args.device == "cuda" and not torch.cuda.is_available():
                raise SystemExit(f"--device cuda: torch sees no CUDA device here, and {method} seed {seed} is to train")
            run(train_command(method, seed, minutes, folders[kind], save_dir, args.device, args.recipes),
                log_file=run_dir / "train.log")
            shutil.copy(save_dir / "checkpoint_last.pt", kept)  # reader: ours (the run it just made)
        if k == 1:  # a continued run starts from the converted release, scored as it is
            start = args.starts.get(method)
            record("untrained", 0.0, start or kept, random_init=start is None)
        record(f"train{k}", minutes, kept)


def write_result(results_file: Path, entry: dict, replace: bool = False):
    """Adds ``entry`` to results.jsonl, or with ``replace`` puts it in place of its run's point there, under a lock
    (OUT/results.jsonl.lock): several calls may share one --out, each training other runs (other --methods or
    --seeds; benchmarks/compare_gpu.sh runs them side by side on one GPU), and a replacement reads the file again
    under the lock, so that it keeps what the others wrote since this call read it."""
    with open(results_file.with_suffix(".jsonl.lock"), "a", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the lock file closes
        if not replace:
            with open(results_file, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(entry) + "\n")
            return
        current = read_results(results_file)
        current[(entry["method"], entry["seed"], entry["point"])] = entry
        temporary = results_file.with_suffix(".jsonl.partial")
        temporary.write_text("".join(json.dumps(kept) + "\n" for kept in current.values()), encoding="utf-8")
        temporary.replace(results_file)


def protocol(args) -> str:
    """The retrieval test of a run: "shifted" (``--shifted``) or "shared" (the real pairs)."""
    return "shifted" if args.shifted else "shared"


def summarise(entries, methods, out: Path, device: str = "cpu", shifted: bool = False):
    """The table (mean over seeds, untrained and end of budget; seeds' range in brackets; chance and
    the length-only matcher last) and the curves (each score against training minutes, one line
    per method, mean over seeds). ``shifted``: retrieval only."""
    scores = [score for score in (SHIFTED_SCORES if shifted else SCORES)
              if any(score in entry for entry in entries)]  # results from before the order probe lack it
    logging.getLogger("matplotlib").setLevel(logging.WARNING)  # fairseq's loggers run at DEBUG here
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def at(method, point):  # by seed (calls that share an --out write their runs as they end)
        return sorted((entry for entry in entries if entry["method"] == method and entry["point"] == point),
                      key=lambda entry: entry["seed"])

    last = max((int(entry["point"][5:]) for entry in entries if entry["point"].startswith("train")), default=0)

    def cell(rows, score):
        values = [row[score] for row in rows if score in row]
        if not values:
            return ""
        digits = 3 if score in ("order", "auc", "context_blind_auc", "auc_within_token") else \
            2 if score.endswith("bits") else 1
        text = f"{statistics.mean(values):.{digits}f}"
        return text + (f" ({min(values):.{digits}f}-{max(values):.{digits}f})" if len(values) > 1 else "")

    def spent(rows):  # each seed's model compute, as the updates are given
        return "/".join(f"{row['compute']:.2f}" if "compute" in row else "?" for row in rows)

    names = {"retrieval": "retrieval", "retrieval_centred": "retrieval, centred",
             "token_match_centred": "by tokens, centred", "transfer_en": "transfer en",
             "transfer_others": "transfer others", "order": "order correlation", "bits": "bits",
             "unigram_bits": "unigram bits", "bigram_bits": "bigram bits", "auc": "AUC",
             "context_blind_auc": "context-blind AUC", "auc_within_token": "AUC within token"}
    headers = [names[score] for score in scores]
    lines = [f"| model | seeds | updates | compute (TFLOP) | {' | '.join(headers)} |",
             "| --- " * (4 + len(scores)) + "|"]
    for method in methods:
        start = "start (the converted release)" if method.endswith("+xlmr") else "untrained"
        for label, rows in ((f"{method}, {start}", at(method, "untrained")), (method, at(method, f"train{last}"))):
            if rows:
                lines.append(f"| {label} | {','.join(str(row['seed']) for row in rows)} | "
                             f"{'/'.join(str(row['updates']) for row in rows)} | {spent(rows)} | "
                             + " | ".join(cell(rows, score) for score in scores) + " |")
    plugin = [entry for entry in entries if entry["method"] != "marge" and "length_only" in entry][:1]
    for name, key in (("chance", "chance"), ("length-only matcher", "length_only")):
        if plugin:
            lines.append(f"| {name} | | | |" + "".join(f" {plugin[0][key]:.1f} |" if score in RETRIEVAL_SCORES else " |"
                                                       for score in scores))
    (out / "results.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))

    scores = [score for score in scores if score in TITLES]  # the baselines' bits are in the table only
    figure, axes = plt.subplots(2, len(scores), figsize=(4.2 * len(scores), 7.2), squeeze=False)
    for method in methods:
        points = sorted({(entry["minutes"], entry["point"]) for entry in entries if entry["method"] == method})
        for row, spent_by in zip(axes, ("minutes", "compute")):  # the second: each point at its seeds' mean compute
            for axis, score in zip(row, scores):
                kept = [([entry.get(spent_by) for entry in at(method, point)],
                         [entry[score] for entry in at(method, point) if score in entry]) for _, point in points]
                kept = [(statistics.mean(xs), statistics.mean(ys)) for xs, ys in kept if ys and None not in xs]
                if kept:
                    axis.plot([x for x, _ in kept], [y for _, y in kept], marker="o", label=method)
    machines = sorted({entry["hardware"] for entry in entries if "hardware" in entry}) or [hardware(device)]
    for row, label in zip(axes, (f"training minutes ({', '.join(machines)})", "model compute trained (TFLOP)")):
        for axis, score in zip(row, scores):
            if plugin and score in RETRIEVAL_SCORES:
                axis.axhline(plugin[0]["length_only"], color="grey", linestyle="--", label="length-only")
            axis.set_title(("shifted " if shifted else "") + TITLES[score], fontsize=10)
            axis.set_xlabel(label)
            axis.grid(alpha=0.3)
    axes[0][0].legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(out / "curves.png", dpi=110)
    log(f"table: {out / 'results.md'}, curves: {out / 'curves.png'}")


def hardware(device: str, runs_at_once: int = 1) -> str:
    """What trains: the GPU's name (a results file's GPU runs drawn again where there is none: "a CUDA GPU"),
    or the CPU cores this process may use; and how many runs shared it (``--runs-at-once``)."""
    if device == "cuda":
        name = torch.cuda.get_device_name() if torch.cuda.is_available() else "a CUDA GPU"
    else:
        name = f"{len(os.sched_getaffinity(0))} CPU cores"
    return name if runs_at_once == 1 else f"{name}, {runs_at_once} runs at once"


RESULT_FIELDS = {"method": str, "seed": int, "point": str, "minutes": (int, float), "updates": int}
OPTIONAL_FIELDS = {"compute": (int, float), "hardware": str}  # written since 2026-11-29 (compute: added by a rerun)


def read_results(path: Path) -> dict:
    """A results.jsonl (possibly carried from another machine) as {(method, seed, point): entry}: each
    line a JSON object with the fields this script writes, of their types, its point ``untrained``
    or ``trainK``; anything else stops with the file and line named."""
    done = {}
    for number, line in enumerate(reader.read_text(path, what="results file").splitlines(), 1):
        where = f"{path}, line {number}"
        entry = reader.parse_json(line, where)  # one line for anything else, a nest too deep included
        if not isinstance(entry, dict):
            raise ValueError(f"{where}: a {type(entry).__name__}, not the object compare.py writes")
        for name, kind in [*RESULT_FIELDS.items(), *((name, kind) for name, kind in OPTIONAL_FIELDS.items()
                                                      if name in entry)]:
            if not isinstance(entry.get(name), kind) or isinstance(entry.get(name), bool):
                raise ValueError(f"{where}: {name} is {entry.get(name)!r}, not a {getattr(kind, '__name__', 'number')}")
        if not re.fullmatch(r"untrained|train[1-9]\d*", entry["point"]):
            raise ValueError(f"{where}: point {entry['point']!r} is neither 'untrained' nor 'trainK' (K >= 1)")
        done[(entry["method"], entry["seed"], entry["point"])] = entry
    return done


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10, help="training time of every run (default 10)")
    parser.add_argument("--evaluations", type=int, default=4, help="checkpoints scored along each run (default 4)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    usual = [method for method in METHODS if method not in ABLATIONS]
    parser.add_argument("--methods", default=",".join(usual),
                        help=f"comma-separated, of {','.join(METHODS)} (default {','.join(usual)})")
    parser.add_argument("--out", type=Path, default=Path("work/compare"))
    parser.add_argument("--corpus", type=Path, default=REPO / "corpus",
                        help="raw corpus with mono/, para/ (test pairs of en-de, en-es, en-fr, en-ru) and docs/")
    parser.add_argument("--pairs", default=",".join(PAIRS),
                        help=f"the test pairs of --corpus that retrieval reads (default {','.join(PAIRS)})")
    parser.add_argument("--data", type=Path, help="the plugin tasks' binarized corpus, if already built "
                                                  "(e.g. work/quickstart/data-bin); default: built under OUT/data")
    parser.add_argument("--vocab-size", type=int, default=4000)
    parser.add_argument("--objective-batches", type=int, default=40,
                        help="validation batches the objective scores read (default 40)")
    parser.add_argument("--transfer-examples", type=int,
                        help="English examples of corpus/transfer/train.en the transfer score fine-tunes on "
                             "(default: all 1,639)")
    parser.add_argument("--shifted", action="store_true",
                        help="the shifted-vocabulary protocol: no piece shared across a test pair (module docstring)")
    parser.add_argument("--from-xlmr", type=Path, metavar="DIR",
                        help="a release in XLM-R's layout (model.pt, dict.txt, sentencepiece.bpe.model): xlm_e and "
                             "veco train in its architecture from scratch and continued from it (METHOD+xlmr); "
                             "--data: the corpus binarized with its vocabulary (module docstring)")
    parser.add_argument("--token-match", action="store_true",
                        help="also score retrieval by the pairs' tokens at every point (about 40 s a checkpoint "
                             "more); a rerun with it adds them to the points written without")
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu",
                        help="where the runs train (default cpu); the scores are computed on the CPU")
    parser.add_argument("--runs-at-once", type=int, default=1, metavar="N",
                        help="runs training on this machine at the same time, this call's among them "
                             "(benchmarks/compare_gpu.sh's side-by-side runs), recorded with each point's machine")
    parser.add_argument("--segments", type=int, metavar="K",
                        help="this call trains and scores only the first K of the --evaluations segments (0: "
                             "prepares the data, draws what is done and stops); the same command without it "
                             "continues")
    args = parser.parse_args(argv)
    methods = args.methods.split(",")
    unknown = [method for method in methods if method not in METHODS]
    if unknown:
        parser.error(f"--methods: unknown {', '.join(unknown)} (choose from {', '.join(METHODS)})")
    if args.minutes <= 0 or min(args.evaluations, args.objective_batches, args.transfer_examples or 1) < 1:
        parser.error("--minutes must be positive, --evaluations, --objective-batches and --transfer-examples "
                     "at least 1")
    if args.runs_at_once < 1:
        parser.error(f"--runs-at-once {args.runs_at_once}: at least 1")
    if args.segments is not None and not 0 <= args.segments <= args.evaluations:
        parser.error(f"--segments {args.segments}: between 0 and --evaluations ({args.evaluations})")
    args.pairs = args.pairs.split(",")
    missing = [str(args.corpus / "para" / f"test.{pair}.{lang}") for pair in args.pairs for lang in pair.split("-")
               if not (args.corpus / "para" / f"test.{pair}.{lang}").exists()]
    if missing:
        parser.error(f"--corpus: missing {', '.join(missing)}")
    args.out.mkdir(parents=True, exist_ok=True)
    results_file = args.out / "results.jsonl"
    try:
        done = read_results(results_file) if results_file.exists() else {}
    except ValueError as error:
        parser.error(str(error))
    to_train = [(method, seed) for method in methods for seed in args.seeds
                if (method, seed, f"train{args.evaluations}") not in done]
    if args.device == "cuda" and to_train and args.segments != 0:  # runs all done: drawn again anywhere
        if not torch.cuda.is_available():
            parser.error(f"--device cuda: torch sees no CUDA device here, and {to_train[0][0]} seed {to_train[0][1]} "
                         "is still to train")
    for (method, seed, point), entry in done.items():
        expected = args.minutes * int(point[5:]) / args.evaluations if point.startswith("train") else None
        if expected is not None and abs(entry["minutes"] - expected) > 1e-6:
            parser.error(f"--out {args.out}: its results.jsonl holds {method} seed {seed} at {entry['minutes']:g} "
                         f"minutes ({point}), not a point of --minutes {args.minutes:g} --evaluations "
                         f"{args.evaluations}; choose another --out")
        device = entry.get("device", "cpu")  # results written before --device existed are CPU runs
        if device != args.device:
            parser.error(f"--out {args.out}: its results.jsonl holds {method} seed {seed} trained on "
                         f"{device}, not --device {args.device}; choose another --out")
        if entry.get("transfer_examples") != args.transfer_examples:
            parser.error(f"--out {args.out}: its results.jsonl holds {method} seed {seed} with transfer fine-tuned "
                         f"on {entry.get('transfer_examples') or 'all'} examples, not --transfer-examples "
                         f"{args.transfer_examples or 'all'}; choose another --out")
        if entry.get("protocol", "shared") != protocol(args):
            parser.error(f"--out {args.out}: its results.jsonl holds {method} seed {seed} of the "
                         f"{entry.get('protocol', 'shared')} protocol, not {protocol(args)} (--shifted); "
                         "choose another --out")
    args.recipes, args.starts = METHODS, {}
    if args.from_xlmr:
        if args.data is None or not (args.from_xlmr / "model.pt").is_file():
            parser.error("--from-xlmr DIR: DIR/model.pt, and --data binarized with DIR's vocabulary "
                         "(SPM_MODEL=DIR/sentencepiece.bpe.model DICT=DIR/dict.txt preprocess/prepare_xlm_e_data.sh)")
        args.recipes, args.starts, methods = continued_recipes(args.from_xlmr, args.data, args.out, methods)
    folders = prepare_data(args.out, args.corpus, args.vocab_size, methods, args.data, args.shifted, args.recipes)
    args.fingerprints = {args.recipes[method][0]: fingerprint(folders[args.recipes[method][0]]) for method in methods}
    for (method, seed, point), entry in done.items():
        kind = args.recipes[method][0] if method in methods else None
        if kind and entry.get("data", args.fingerprints[kind]) != args.fingerprints[kind]:
            parser.error(f"--out {args.out}: its results.jsonl holds {method} seed {seed} trained on other data "
                         f"({entry['data']}) than {folders[kind]} ({args.fingerprints[kind]}); choose another --out")
    if args.segments == 0:
        log(f"data prepared under {args.out / 'data'}")
    else:
        for seed in args.seeds:
            for method in methods:
                train_and_evaluate(method, seed, args, folders, done, results_file)
    shown = [entry for entry in done.values() if entry["method"] in methods and entry["seed"] in args.seeds]
    if shown:  # with --segments 0, what is done: a results.jsonl of several calls drawn together, nothing trained
        summarise(shown, methods, args.out, args.device, args.shifted)
    return 0


if __name__ == "__main__":
    sys.exit(main())
