"""What an XLM-E checkpoint has learned, against trivial baselines and its untrained model.

    python examples/xlm_e/diagnose.py CHECKPOINT --data DATA [--max-batches 60] [--train-batches 30]

On the validation split of DATA (with the masks and sampling noise the task gives validation),
for an untrained model of the checkpoint's configuration and for the checkpoint
(``fairseq_xl.diagnostics``): the generator's masked-token cross-entropy against a unigram model
(the dictionary's counts) and a bigram model fitted on training text; the discriminator's ROC-AUC
against a context-blind detector (each token id's replaced rate in the model's own training
replacements), its AUC within token id, recall and order sensitivity (correlation of its logits
with each row's word order scrambled; 1 means it uses no word order). Then one sentence on what
these say.
"""
import argparse
import itertools
import sys

import torch

from fairseq_xl import diagnostics
from fairseq_xl.hub import load_hub_or_exit


def parts(task, split, max_batches, step):
    """The split's batches (each objective's part of a joint batch on its own), noise keys added."""
    if split not in task.datasets:
        task.load_dataset(split)
    iterator = task.get_batch_iterator(dataset=task.dataset(split), max_tokens=2048, seed=1, num_workers=0,
                                       required_batch_size_multiple=1).next_epoch_itr(shuffle=False)
    for sample in itertools.islice(iterator, max_batches):
        task.add_noise_keys(sample, step)
        yield from sample.get("objectives", [sample])


def measure(model, task, max_batches, train_batches):
    model.eval()
    pad, special = model.padding_idx, model.never_sample

    def run(sample):
        net = sample["net_input"]
        tokens, masked = net["src_tokens"], net["masked_positions"]
        logits, output = model(tokens, masked_positions=masked, noise_keys=net["noise_keys"])
        target = output["generator_logits"].float().log_softmax(-1).gather(1, tokens[masked][:, None]).squeeze(1)
        return target, logits, tokens.masked_scatter(masked, output["samples"]), output["replaced"]

    def features(tokens):
        return model.extract_features(tokens)[0]

    detector = diagnostics.ContextBlindDetector(len(task.source_dictionary))
    with torch.no_grad():
        for sample in parts(task, "train", train_batches, 0):
            _, _, corrupted, replaced = run(sample)
            detector.update(corrupted[corrupted.ne(pad)], replaced[corrupted.ne(pad)])
    return diagnostics.replaced_token_report(list(parts(task, "valid", max_batches, -1)), run,
                                             lambda tokens: model.rtd_head(features(tokens)), features, special, pad,
                                             detector)


def lines(label, report, unigram, bigram):
    yield (f"| diagnostics [{label}] generator: {report['generator_bits']:.2f} bits per masked token "
           f"(unigram model {unigram:.2f}, bigram model {bigram:.2f})")
    yield (f"| diagnostics [{label}] discriminator: AUC {report['auc']:.3f} against the context-blind detector's "
           f"{report['context_blind_auc']:.3f}; within token id {report['auc_within_token']:.3f} (context-blind: "
           f"0.5); recall {report['recall']:.3f}; loss {report['bce_bits']:.3f} bits (base rate "
           f"{report['base_rate_bits']:.3f})")
    yield (f"| diagnostics [{label}] order: logit correlation with the words scrambled "
           f"{report['logit_order_correlation']:.3f}, feature correlation {report['feature_order_correlation']:.3f} "
           "(1: no use of word order)")


def verdict(untrained, trained, unigram, bigram):
    generator = ("below the bigram model" if trained["generator_bits"] < bigram else
                 "below the unigram model but not the bigram one" if trained["generator_bits"] < unigram else
                 "not below the unigram model")
    detector = ("better than" if trained["auc"] > trained["context_blind_auc"] + 0.01 else
                "no better than")
    order = trained["logit_order_correlation"]
    # an untrained model's logits change with word order too (they are noise): order counts as used
    # only where it helps, i.e. the discriminator tells replaced from original within a token id
    uses_order = ("does not use word order yet" if order >= 0.99 else
                  "uses word order" if trained["auc_within_token"] > 0.55 else
                  "changes with word order without detecting better within a token id, as an untrained model does")
    return (f"| this run shows: the generator is {generator} ({trained['generator_bits']:.2f} bits, untrained "
            f"{untrained['generator_bits']:.2f}); the discriminator is {detector} a detector that ignores context "
            f"(AUC {trained['auc']:.3f} against {trained['context_blind_auc']:.3f}) and {uses_order} "
            f"(logit correlation with the words scrambled {order:.3f}).")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="the binarized folder the model was trained on")
    parser.add_argument("--max-batches", type=int, default=60, help="validation batches (of 2048 tokens) scored")
    parser.add_argument("--train-batches", type=int, default=30, help="training batches the context-blind "
                        "detector and the bigram model are fitted on")
    args = parser.parse_args(argv)
    reports = {}
    for label, random_init in (("random init", True), (args.checkpoint.split("/")[-1], False)):
        hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=random_init, kinds=("xlm_e",),
                               script="diagnose.py")
        task = hub.task
        if not reports:
            dictionary = task.source_dictionary
            unigram_lp = diagnostics.unigram_log_probs(dictionary)
            rows = [part["net_input"]["src_tokens"] for part in parts(task, "train", args.train_batches, 0)]
            bigram_model = diagnostics.BigramModel(len(dictionary), unigram_lp).fit(rows, dictionary.pad())
            targets, previous = [], []
            for part in parts(task, "valid", args.max_batches, -1):
                tokens, masked = part["net_input"]["src_tokens"], part["net_input"]["masked_positions"]
                targets.append(tokens[masked])
                previous.append(torch.cat([tokens[:, :1], tokens[:, :-1]], 1)[masked])
            targets, previous = torch.cat(targets), torch.cat(previous)
            unigram = diagnostics.cross_entropy_bits(unigram_lp[targets])
            bigram = diagnostics.cross_entropy_bits(bigram_model.log_probs(previous, targets))
        reports[label] = measure(hub.model, task, args.max_batches, args.train_batches)
        for line in lines(label, reports[label], unigram, bigram):
            print(line, flush=True)
    untrained, trained = reports.values()
    print(verdict(untrained, trained, unigram, bigram))
    return 0


if __name__ == "__main__":
    sys.exit(main())
