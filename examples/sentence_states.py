"""Does a sentence's first-token state (`<s>`, where fairseq's sentence_prediction head reads) carry
the sentence, or only the mean of its states? For an untrained model of the checkpoint's
configuration and for the checkpoint, on a classification task's English training sentences:

    python examples/sentence_states.py CHECKPOINT --data DATA [--task corpus/transfer] [--max-examples N]

each pooling's mean cosine between two sentences and its spread (mean distance from the mean
state over the mean norm), and a linear probe on the frozen states, standardised (logistic
regression fitted on the English training examples; accuracy there and on every test language).
A `<s>` spread of a few percent means every sentence gives the head nearly one point
(docs/results.md, "Zero-shot transfer at 5 minutes")."""
import argparse
import os
import sys

import torch
import torch.nn.functional as F

from fairseq_xl.evaluation.retrieval import input_limit, mean_pool
from fairseq_xl.evaluation.transfer import label_ids, read_examples
from fairseq_xl.hub import load_hub_or_exit


def states(hub, sentences):
    """([N, C] first-token states, [N, C] means over the tokens) of the last layer."""
    limit, first, mean = input_limit(hub.model), [], []
    with torch.no_grad():
        for sentence in sentences:
            tokens = hub.encode(sentence)[:limit].unsqueeze(0)
            features = hub.extract_features(tokens)
            first.append(features[0, 0])
            mean.append(mean_pool(features, tokens, hub.task.source_dictionary)[0])
    return torch.stack(first), torch.stack(mean)


def geometry(vectors):
    """(mean pairwise cosine over the first 200, spread: mean distance from the mean over mean norm)."""
    sample = vectors[:200]
    cosine = F.cosine_similarity(sample[:, None], sample[None, :], dim=-1).mean().item()
    spread = ((vectors - vectors.mean(0)).norm(dim=1).mean() / vectors.norm(dim=1).mean()).item()
    return cosine, spread


def probe(train, labels, tests):
    """Train accuracy and {language: accuracy} of an L2-regularised logistic regression on standardised states."""
    centre, scale = train.mean(0), train.std(0) + 1e-6
    inputs = (train - centre) / scale
    weight = torch.zeros(inputs.size(1), int(labels.max()) + 1, requires_grad=True)
    bias = torch.zeros(weight.size(1), requires_grad=True)
    optimizer = torch.optim.LBFGS([weight, bias], max_iter=200)

    def loss():
        optimizer.zero_grad()
        value = F.cross_entropy(inputs @ weight + bias, labels) + 1e-3 * weight.pow(2).sum()
        value.backward()
        return value
    optimizer.step(loss)
    with torch.no_grad():
        def accuracy(vectors, targets):
            return 100 * ((vectors - centre) / scale @ weight + bias).argmax(1).eq(targets).float().mean().item()
        return accuracy(train, labels), {lang: accuracy(*test) for lang, test in tests.items()}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="the binarized folder the model was trained on")
    parser.add_argument("--task", default="corpus/transfer", help="train.en and test.LANG of TEXT<TAB>LABEL lines")
    parser.add_argument("--max-examples", type=int, help="the first N of each file (default: all)")
    args = parser.parse_args(argv)
    train_sentences, train_labels = (part[:args.max_examples] for part in read_examples(
        os.path.join(args.task, "train.en")))
    tests = {name[5:]: read_examples(os.path.join(args.task, name)) for name in sorted(os.listdir(args.task))
             if name.startswith("test.")}
    tests = {lang: (sentences[:args.max_examples], labels[:args.max_examples])
             for lang, (sentences, labels) in tests.items()}
    index = label_ids(train_labels, tests)
    for label, random_init in (("untrained", True), (os.path.basename(args.checkpoint), False)):
        torch.manual_seed(0)
        hub = load_hub_or_exit(parser, args.checkpoint, args.data, random_init=random_init,
                               script="sentence_states.py")
        pooled = states(hub, train_sentences)
        pooled_tests = {lang: states(hub, sentences) for lang, (sentences, _) in tests.items()}
        targets = torch.tensor([index[label] for label in train_labels])
        for k, pooling in enumerate(("<s>", "mean")):
            cosine, spread = geometry(pooled[k])
            train_accuracy, accuracies = probe(pooled[k], targets, {
                lang: (pooled_tests[lang][k], torch.tensor([index[label] for label in tests[lang][1]]))
                for lang in tests})
            print(f"| {label} {pooling}: cosine {cosine:.3f}, spread {spread:.3f}; probe train {train_accuracy:.1f}, "
                  + ", ".join(f"{lang} {accuracy:.1f}" for lang, accuracy in accuracies.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
