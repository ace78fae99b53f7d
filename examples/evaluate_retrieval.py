"""Cross-lingual sentence retrieval accuracy of an encoder checkpoint on raw pair files.

    python examples/evaluate_retrieval.py CHECKPOINT --data DATA \
        --pair corpus/para/test.en-de.en corpus/para/test.en-de.de [--pair ...] [--layer 9 | --all-layers]

DATA is the binarized data folder (dict.txt and spm.model, as preprocess/prepare_xlm_e_data.sh
writes it); CHECKPOINT an XLM-E training checkpoint or exported discriminator, an XLNet checkpoint
(its content stream), a VECO checkpoint (its self stream), a MARGE checkpoint (its encoder, and
its relevance embedding g(x) as the row "g" of --all-layers; DATA is then MARGE's binarized
folder), or a checkpoint of fairseq's own
``masked_lm`` task (the MLM baseline, examples/baselines/mlm_baseline.sh). ``--random-init``
scores a freshly initialised model of the same configuration (the "before training" line);
``--xlm-e-generator`` scores an XLM-E pre-training checkpoint's generator (its embeddings and G layers)
in place of its discriminator; ``--token-match`` scores each pair by its tokens' states rather than their mean
(each token's best cosine in the other sentence, averaged, both ways: alignment word by word).
Every score is printed raw and with each language's mean vector removed (centred; see
fairseq_xl/evaluation/retrieval.py for why both), beside two trivial baselines: chance (one over the number of
pairs) and a matcher that sees only sentence lengths. DATA made by preprocess/shift_vocabulary.py
(the shifted-vocabulary test, where an untrained model is at chance) encodes the files of its
shifted languages with the copied pieces; a file's language is its extension (test.en-de.de: de).
"""
import argparse
import os
import sys

from fairseq_xl.hub import load_hub_or_exit
from fairseq_xl.evaluation.retrieval import (average_accuracy, default_layer, encoder_size, evaluate_pairs,
                                             length_only_accuracy, representation_names, token_match_pairs)
from fairseq_xl.evaluation.shifted_vocabulary import describe, hub_for
from fairseq_xl.guards import reader
from fairseq_xl.models.xlm_e import GeneratorEncoder, XLMEModel


def read_lines(path):
    return [line.rstrip("\n") for line in reader.text_lines(path)]


def read_pairs(parser, pairs):
    """Every --pair's two files as lists of lines, checked before any model is loaded: readable,
    not empty, as many lines on both sides (line i of one translates line i of the other)."""
    texts = []
    for src_path, tgt_path in pairs:
        try:
            source, target = read_lines(src_path), read_lines(tgt_path)
        except (OSError, UnicodeDecodeError) as error:
            parser.error(f"--pair: {error}")
        for path, lines in ((src_path, source), (tgt_path, target)):
            if not lines:
                parser.error(f"--pair: {path} has no lines; retrieval needs sentences and their translations")
        if len(source) != len(target):
            parser.error(f"--pair: {src_path} has {len(source)} lines and {tgt_path} {len(target)}; line i of one "
                         "must translate line i of the other")
        texts.append((source, target))
    return texts


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="folder with dict.txt and spm.model")
    parser.add_argument("--pair", nargs=2, action="append", required=True, metavar=("SRC", "TGT"))
    parser.add_argument("--layer", type=int, default=None, help="0 = embeddings; default: 3/4 of the depth")
    parser.add_argument("--all-layers", action="store_true", help="also print the average of every layer")
    parser.add_argument("--random-init", action="store_true", help="score an untrained model of the same config")
    parser.add_argument("--xlm-e-generator", action="store_true",
                        help="XLM-E: score the generator (embeddings and its layers) in place of the discriminator")
    parser.add_argument("--token-match", action="store_true",
                        help="score pairs by their tokens' best matches (BERTScore's F) rather than mean-pooled states")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    texts = read_pairs(parser, args.pair)
    hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=args.random_init, seed=args.seed)
    if args.xlm_e_generator:
        if not isinstance(hub.model, XLMEModel):
            parser.error(f"--xlm-e-generator: {args.checkpoint} holds a {type(hub.model).__name__}, not XLM-E")
        try:
            hub.model = GeneratorEncoder(hub.model)
        except ValueError as error:
            parser.error(f"--xlm-e-generator: {args.checkpoint}: {error}")
    num_layers, _ = encoder_size(hub.model)
    layer = default_layer(num_layers) if args.layer is None else args.layer
    if not 0 <= layer <= num_layers:
        parser.error(f"--layer {layer}: the model has layers 0 (embeddings) to {num_layers}")
    label = "random init" if args.random_init else os.path.basename(args.checkpoint)
    label += ", generator" if args.xlm_e_generator else ""
    label += ", token match" if args.token_match else ""
    description = describe(args.data)
    try:
        hubs = [(hub_for(hub, description, src_path), hub_for(hub, description, tgt_path))
                for src_path, tgt_path in args.pair]
    except ValueError as error:
        parser.error(f"--pair: {error}")
    results, lengths, chance = [], [], []
    for (src_path, tgt_path), (source, target), (src_hub, tgt_hub) in zip(args.pair, texts, hubs):
        results.append((token_match_pairs if args.token_match else evaluate_pairs)(src_hub, source, target,
                                                                                   target_hub=tgt_hub))
        lengths.append(length_only_accuracy([len(src_hub.encode(line)) for line in source],
                                            [len(tgt_hub.encode(line)) for line in target]))
        chance.append(100 / len(source))
        pair = f"{os.path.basename(src_path)} <-> {os.path.basename(tgt_path)}"
        result = results[-1][layer]
        print(f"| retrieval [{label}] layer {layer} {pair}: src->tgt {100 * result['src2tgt']:.1f}  "
              f"tgt->src {100 * result['tgt2src']:.1f}  (centred: {100 * result['centred_src2tgt']:.1f}  "
              f"{100 * result['centred_tgt2src']:.1f})")
    mean = average_accuracy(results)
    if args.all_layers:
        names = representation_names(hub)[:len(mean[""])]  # token matching leaves MARGE's g out
        for kind, name in (("", "average by layer"), ("centred_", "centred average by layer")):
            print(f"| retrieval [{label}] {name}  " + "  ".join(f"{i}: {m:.1f}" for i, m in zip(names, mean[kind])))
    print(f"| retrieval [{label}] layer {layer} average top-1 accuracy: {mean[''][layer]:.1f} "
          f"(centred: {mean['centred_'][layer]:.1f})")
    length_only = 100 * sum(result[key] for result in lengths for key in ("src2tgt", "tgt2src")) / (2 * len(lengths))
    shifted = " (shifted vocabulary: no piece shared across a pair)" if description else ""
    print(f"| retrieval [baselines] average top-1 accuracy: chance {sum(chance) / len(chance):.1f}, "
          f"length-only {length_only:.1f}{shifted}")

if __name__ == "__main__":
    sys.exit(main())
