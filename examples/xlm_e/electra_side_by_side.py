"""XLM-E and Hugging Face ELECTRA trained side by side on the same batches, with diagnostics.

    python examples/xlm_e/electra_side_by_side.py --data work/quickstart/data-bin --out work/electra \\
        --updates 2000 --eval-interval 250 --seeds 1 2

Both start from the same weights (``fairseq_xl.hf.electra``: XLM-E with ``--rel-pos none`` and
post-LayerNorm is ELECTRA's architecture) and read the same ``--task mrtd`` batches: the same
blocks, the same masked positions and the same sampling noise per row (each draws replacements
from its own generator). fairseq-xl's side is its model and its criterion; ELECTRA's side is
``ElectraForMaskedLM`` + ``ElectraForPreTraining`` with their own losses and embeddings shared
between generator and discriminator, as ELECTRA trains. Both get the same optimizer (AdamW,
betas (0.9, 0.98), eps 1e-6, decoupled weight decay, ``--no-decay-ln-bias`` to exempt LayerNorm
weights and biases as ELECTRA does), linear warm-up and decay, and gradient clipping.

Every ``--eval-interval`` updates (and before the first) both are scored on the validation
split (``fairseq_xl.evaluation.diagnostics``): generator cross-entropy against unigram and bigram models,
the discriminator's BCE against the base rate, recall and precision, ROC-AUC and AUC within
token id against a context-blind detector fitted on the last interval's training batches, and
order sensitivity (correlation of discriminator logits and of top-layer features with each
row's order scrambled). OUT/results.jsonl gets a line per model and evaluation, OUT/results.md
the table and OUT/curves.png the curves. Training state is saved at every evaluation
(OUT/seedN/state.pt): a rerun continues where a run stopped.
"""
import argparse
import json
import logging
import math
import os
import sys
import time
from pathlib import Path

import torch
from fairseq import options, tasks, utils
from fairseq.dataclass.utils import convert_namespace_to_omegaconf

import fairseq_xl
from fairseq_xl.evaluation import diagnostics
from fairseq_xl.hf.electra import electra_pair
from fairseq_xl.evaluation.objective_report import before, training_rows, unigram_of
from fairseq_xl.guards import reader, received

MODELS = ("fairseq-xl", "electra")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="binarized data (preprocess/prepare_xlm_e_data.sh)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--updates", type=int, default=2000)
    parser.add_argument("--eval-interval", type=int, default=250)
    parser.add_argument("--arch", default="xlm_e_small")
    parser.add_argument("--generator-layers", type=int, default=2)
    parser.add_argument("--generator-ffn-embed-dim", type=int, default=512)
    parser.add_argument("--generator-attention-heads", type=int, default=4)
    parser.add_argument("--tokens-per-sample", type=int, default=384)
    parser.add_argument("--max-tokens", type=int, default=2048)
    parser.add_argument("--update-freq", type=int, default=1, help="batches per update (16k tokens: 8 x 2048)")
    parser.add_argument("--mask-prob", type=float, default=0.15)
    parser.add_argument("--discriminator-weight", type=float, default=50.0)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--warmup-updates", type=int, default=100)
    parser.add_argument("--weight-decay", type=float, default=0.01)
    parser.add_argument("--no-decay-ln-bias", action="store_true", help="no weight decay on LayerNorm and biases")
    parser.add_argument("--clip-norm", type=float, default=2.0)
    parser.add_argument("--threads", type=int, default=1)
    return parser.parse_args(argv)


def setup(args, seed):
    """The mrtd task (train and valid loaded), the XLM-E model, its criterion."""
    argv = [args.data, "--user-dir", os.path.dirname(fairseq_xl.__file__), "--task", "mrtd", "--arch", args.arch,
            "--criterion", "replaced_token_detection", "--rel-pos", "none",
            "--generator-layers", str(args.generator_layers),
            "--generator-ffn-embed-dim", str(args.generator_ffn_embed_dim),
            "--generator-attention-heads", str(args.generator_attention_heads),
            "--tokens-per-sample", str(args.tokens_per_sample), "--max-tokens", str(args.max_tokens),
            "--mask-prob", str(args.mask_prob), "--discriminator-weight", str(args.discriminator_weight),
            "--seed", str(seed), "--cpu", "--optimizer", "adam", "--lr", str(args.lr)]
    cfg = convert_namespace_to_omegaconf(options.parse_args_and_arch(options.get_training_parser(), argv))
    utils.set_torch_seed(seed)
    task = tasks.setup_task(cfg.task)
    for split in ("train", "valid"):
        task.load_dataset(split)
    model = task.build_model(cfg.model)
    return task, model, task.build_criterion(cfg.criterion)


def optimizer_for(named_parameters, args):
    decay, no_decay = [], []
    seen = set()
    for name, parameter in named_parameters:
        if id(parameter) in seen:
            continue
        seen.add(id(parameter))
        exempt = args.no_decay_ln_bias and (name.endswith("bias") or "layer_norm" in name.lower()
                                            or "layernorm" in name.lower())
        (no_decay if exempt else decay).append(parameter)
    optimizer = torch.optim.AdamW([{"params": decay, "weight_decay": args.weight_decay},
                                   {"params": no_decay, "weight_decay": 0.0}],
                                  lr=args.lr, betas=(0.9, 0.98), eps=1e-6)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: min(
        (step + 1) / args.warmup_updates, max(0.0, (args.updates - step) / max(1, args.updates - args.warmup_updates))))
    return optimizer, schedule


class Side:
    """One model of the pair: its parameters, optimizer, and a training and a scoring step."""

    def __init__(self, name, modules, args):
        self.name, self.modules = name, modules
        named = [(n, p) for module in modules for n, p in module.named_parameters()]
        self.parameters = list({id(p): p for _, p in named}.values())
        self.optimizer, self.schedule = optimizer_for(named, args)
        self.detector = None

    def train(self, mode=True):
        for module in self.modules:
            module.train(mode)


def electra_step(generator, discriminator, xlm_e, sample, weight, evaluate=False):
    """ELECTRA's generator and discriminator on one batch: (loss, generator log-probs of the
    targets, discriminator logits, corrupted tokens, labels). Replacements are drawn as XLM-E
    draws them (``sample_replacements`` with the batch's noise keys), from ELECTRA's own generator."""
    net = sample["net_input"]
    tokens, masked = net["src_tokens"], net["masked_positions"]
    attention = tokens.ne(xlm_e.padding_idx).long()
    labels = tokens.masked_fill(~masked, -100)
    generated = generator(input_ids=tokens.masked_fill(masked, xlm_e.mask_idx), attention_mask=attention,
                          labels=labels)
    logits = generated.logits[masked]
    samples = xlm_e.sample_replacements(logits, masked, net.get("noise_keys"))
    corrupted = tokens.masked_scatter(masked, samples)
    replaced = corrupted.ne(tokens)
    detected = discriminator(input_ids=corrupted, attention_mask=attention, labels=replaced.long())
    loss = generated.loss + weight * detected.loss
    target_log_probs = logits.float().log_softmax(-1).gather(1, tokens[masked][:, None]).squeeze(1)
    return loss, target_log_probs, detected.logits, corrupted, replaced


def xlm_e_step(model, criterion, sample):
    """fairseq-xl's model and criterion: (loss, generator log-probs, discriminator logits, corrupted,
    labels); the model runs once, inside the criterion, its output caught on the way out."""
    net = sample["net_input"]
    tokens, masked = net["src_tokens"], net["masked_positions"]
    caught = {}
    hook = model.register_forward_hook(lambda module, inputs, output: caught.update(output=output))
    try:
        loss, _, _ = criterion(model, sample)
    finally:
        hook.remove()
    logits, output = caught["output"]
    corrupted = tokens.masked_scatter(masked, output.samples)
    target_log_probs = output.generator_logits.float().log_softmax(-1).gather(1, tokens[masked][:, None]).squeeze(1)
    return loss, target_log_probs, logits, corrupted, corrupted.ne(tokens)


@torch.no_grad()
def evaluate(side, model, criterion, pair, valid, seed):
    """The diagnostics of one side over the validation batches (``diagnostics.replaced_token_report``)."""
    side.train(False)
    generator, discriminator = pair
    if side.name == "fairseq-xl":
        def run(sample):
            return xlm_e_step(model, criterion, sample)[1:]

        def discriminate(tokens):
            return model.rtd_head(model.extract_features(tokens)[0])

        def features(tokens):
            return model.extract_features(tokens)[0]
    else:
        def run(sample):
            return electra_step(generator, discriminator, model, sample, 0.0)[1:]

        def discriminate(tokens):
            return discriminator(input_ids=tokens, attention_mask=tokens.ne(model.padding_idx).long()).logits

        def features(tokens):
            return discriminator.electra(input_ids=tokens,
                                         attention_mask=tokens.ne(model.padding_idx).long()).last_hidden_state
    report = diagnostics.replaced_token_report(valid, run, discriminate, features, model.never_sample,
                                               model.padding_idx, side.detector, seed)
    side.train(True)
    return report


def baselines(task, valid):
    """Unigram and bigram cross-entropy (bits) of the validation targets, both models counted on
    the folder's training text (``objective_report``)."""
    rows = training_rows(task.cfg.data)
    unigram = unigram_of(rows, len(task.source_dictionary))
    bigram = diagnostics.BigramModel(len(unigram), unigram).fit(rows, task.source_dictionary.pad())
    uni, bi = [], []
    for sample in valid:
        tokens, masked = sample["net_input"]["src_tokens"], sample["net_input"]["masked_positions"]
        uni.append(unigram[tokens[masked]])
        bi.append(bigram.log_probs(before(tokens)[masked], tokens[masked]))
    return diagnostics.cross_entropy_bits(torch.cat(uni)), diagnostics.cross_entropy_bits(torch.cat(bi))


def batches(task, model, args, seed, epoch):
    iterator = task.get_batch_iterator(
        dataset=task.dataset("train"), max_tokens=args.max_tokens,
        max_positions=utils.resolve_max_positions(task.max_positions(), model.max_positions()),
        seed=seed, epoch=epoch, num_workers=0, required_batch_size_multiple=1)
    return iterator.next_epoch_itr(shuffle=True)


def run_seed(args, seed, out: Path):
    folder = out / f"seed{seed}"
    folder.mkdir(parents=True, exist_ok=True)
    task, model, criterion = setup(args, seed)
    generator, discriminator = electra_pair(model)
    discriminator.electra.embeddings = generator.electra.embeddings  # ELECTRA shares its embeddings
    sides = {"fairseq-xl": Side("fairseq-xl", [model], args),
             "electra": Side("electra", [generator, discriminator], args)}
    valid_iterator = task.get_batch_iterator(dataset=task.dataset("valid"), max_tokens=args.max_tokens,
                                             seed=seed, num_workers=0, required_batch_size_multiple=1)
    valid = list(valid_iterator.next_epoch_itr(shuffle=False))
    for sample in valid:
        task.add_noise_keys(sample, -1)
    state_path = folder / "state.pt"
    update, epoch, offset, tokens_seen = 0, 1, 0, 0
    if state_path.exists():
        state = received.read_checkpoint(state_path)  # this script's own state, read as any checkpoint is
        model.load_state_dict(state["fairseq-xl"])
        generator.load_state_dict(state["generator"])
        discriminator.load_state_dict(state["discriminator"])
        for name, side in sides.items():
            side.optimizer.load_state_dict(state[f"{name}.optimizer"])
            side.schedule.load_state_dict(state[f"{name}.schedule"])
        update, epoch, offset, tokens_seen = state["update"], state["epoch"], state["offset"], state["tokens"]
        print(f"| seed {seed}: resumed at update {update}", flush=True)
    unigram_bits, bigram_bits = baselines(task, valid)
    results = out / "results.jsonl"

    def record():
        for name, side in sides.items():
            report = evaluate(side, model, criterion, (generator, discriminator), valid, seed)
            line = {"seed": seed, "update": update, "tokens": tokens_seen, "model": name,
                    "unigram_bits": unigram_bits, "bigram_bits": bigram_bits, **report,
                    "date": time.strftime("%Y-%m-%d"), "threads": torch.get_num_threads()}
            with open(results, "a") as handle:
                handle.write(json.dumps(line) + "\n")
            print(f"| seed {seed} update {update} {name}: " + ", ".join(
                f"{k} {v:.4f}" for k, v in report.items()), flush=True)
            side.detector = diagnostics.ContextBlindDetector(len(task.source_dictionary))

    def save():
        state = {"fairseq-xl": model.state_dict(), "generator": generator.state_dict(),
                 "discriminator": discriminator.state_dict(), "update": update, "epoch": epoch, "offset": offset,
                 "tokens": tokens_seen}
        for name, side in sides.items():
            state[f"{name}.optimizer"] = side.optimizer.state_dict()
            state[f"{name}.schedule"] = side.schedule.state_dict()
        torch.save(state, str(state_path) + ".tmp")
        os.replace(str(state_path) + ".tmp", state_path)

    if update == 0:  # a fresh start: this seed's earlier lines go, the untrained pair is scored
        if results.exists():
            kept = [line for line in reader.text_lines(results) if reader.parse_json(line, results).get("seed") != seed]
            results.write_text("".join(kept))
        record()
    for side in sides.values():
        side.detector = side.detector or diagnostics.ContextBlindDetector(len(task.source_dictionary))
        side.train(True)
    iterator = batches(task, model, args, seed, epoch)
    for _ in range(offset):
        next(iterator)
    started = time.time()
    while update < args.updates:
        micro = []
        while len(micro) < args.update_freq:
            try:
                micro.append(next(iterator))
                offset += 1
            except StopIteration:
                epoch, offset = epoch + 1, 0
                iterator = batches(task, model, args, seed, epoch)
        for sample in micro:
            task.add_noise_keys(sample, update)
            tokens_seen += int(sample["net_input"]["src_tokens"].ne(model.padding_idx).sum())
            loss, _, _, corrupted, replaced = xlm_e_step(model, criterion, sample)
            (loss / args.update_freq).backward()
            real = sample["net_input"]["src_tokens"].ne(model.padding_idx)
            sides["fairseq-xl"].detector.update(corrupted[real], replaced[real])
            loss, _, _, corrupted, replaced = electra_step(generator, discriminator, model, sample,
                                                           args.discriminator_weight)
            (loss / args.update_freq).backward()
            sides["electra"].detector.update(corrupted[real], replaced[real])
        for side in sides.values():
            torch.nn.utils.clip_grad_norm_(side.parameters, args.clip_norm)
            side.optimizer.step()
            side.schedule.step()
            side.optimizer.zero_grad()
        update += 1
        if update % 50 == 0:
            print(f"| seed {seed} update {update}: {update / (time.time() - started):.2f} updates/s", flush=True)
        if update % args.eval_interval == 0 or update == args.updates:
            record()
            save()


def summarise(out: Path):
    """OUT/results.md (mean over seeds per model and update) and OUT/curves.png."""
    rows = [reader.parse_json(line, out / "results.jsonl") for line in reader.text_lines(out / "results.jsonl")]
    keys = ["generator_bits", "bce_bits", "recall", "precision", "auc", "auc_within_token", "context_blind_auc",
            "logit_order_correlation", "feature_order_correlation"]
    table = {}
    for row in rows:
        table.setdefault((row["model"], row["update"]), []).append(row)
    lines = ["| model | update | seeds | tokens | " + " | ".join(keys) + " |",
             "| --- " * (len(keys) + 4) + "|"]
    for (model, update), group in sorted(table.items(), key=lambda item: (item[0][1], item[0][0])):
        means = [sum(row.get(k, float("nan")) for row in group) / len(group) for k in keys]
        lines.append(f"| {model} | {update} | {','.join(str(r['seed']) for r in group)} | "
                     f"{int(sum(r['tokens'] for r in group) / len(group))} | "
                     + " | ".join("" if math.isnan(m) else f"{m:.3f}" for m in means) + " |")
    first = rows[0]
    lines.append(f"\nbaselines (validation targets): unigram {first['unigram_bits']:.3f} bits, "
                 f"bigram {first['bigram_bits']:.3f} bits; context-blind AUC within a token id is 0.5")
    (out / "results.md").write_text("\n".join(lines) + "\n")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    panels = [("generator_bits", "generator cross-entropy (bits)"), ("bce_bits", "discriminator BCE (bits)"),
              ("auc", "ROC-AUC"), ("auc_within_token", "AUC within token id"), ("recall", "recall at 0.5"),
              ("logit_order_correlation", "logit correlation, order scrambled"),
              ("feature_order_correlation", "feature correlation, order scrambled")]
    figure, axes = plt.subplots(2, 4, figsize=(18, 8))
    for axis, (key, title) in zip(axes.flat, panels):
        for (model, seed) in sorted({(r["model"], r["seed"]) for r in rows}):
            points = sorted((r["update"], r[key]) for r in rows if r["model"] == model and r["seed"] == seed)
            axis.plot(*zip(*points), marker="o", linestyle="-" if model == "fairseq-xl" else "--",
                      label=f"{model}, seed {seed}")
        if key == "generator_bits":
            axis.axhline(first["unigram_bits"], color="grey", linestyle=":", label="unigram")
            axis.axhline(first["bigram_bits"], color="black", linestyle=":", label="bigram")
        if key == "bce_bits":
            axis.axhline(first["base_rate_bits"], color="grey", linestyle=":", label="base rate")
        if key == "auc":
            blind = sorted((r["update"], r["context_blind_auc"]) for r in rows
                           if r["model"] == "fairseq-xl" and r["seed"] == first["seed"] and r["update"] > 0)
            if blind:
                axis.plot(*zip(*blind), color="grey", linestyle=":", label="context-blind")
        axis.set_title(title)
        axis.set_xlabel("updates")
        axis.legend(fontsize=7)
    axes.flat[-1].axis("off")
    figure.tight_layout()
    figure.savefig(out / "curves.png", dpi=100)
    print(f"| table: {out / 'results.md'}, curves: {out / 'curves.png'}")


def main(argv=None):
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for seed in args.seeds:
        run_seed(args, seed, out)
    summarise(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
