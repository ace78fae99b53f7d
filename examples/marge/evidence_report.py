"""Is a MARGE checkpoint learning what the paper describes? Two measurements on one split:

1. Retrieval (section 2.2): every document of the split is encoded with the relevance model g;
   for each document and each other language of its shard, is the most similar document
   (cosine) of that language a chunk of the same document (a translation)? Printed with the
   chance of that event (the share of translations among the candidates).
2. Evidence use (section 2.3, eq. 2): the split is indexed as validation does, and the
   reconstruction loss of every batch's targets is computed twice, with the evidence the index
   retrieved and with the evidence of another batch (seeded). Only a decoder that reads its
   evidence does better with the retrieved one, and only then does the loss train g.

    python examples/marge/evidence_report.py CHECKPOINT DATA [--split valid] [--max-tokens 4096]
"""
import argparse
import logging

import numpy as np
import torch
from fairseq import checkpoint_utils

import fairseq_xl  # noqa: F401  (registers the task; safe checkpoint loading)
from fairseq_xl.guards.checkpoint_kind import require_model
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS
from fairseq_xl.data.marge_index import encode


def translation_at_1(embeddings: np.ndarray, table):
    """(share of (document, other language) pairs whose nearest document of that language in
    the shard is a translation, that share for a random candidate); pairs with no
    translation among the candidates are left out."""
    _, doc = np.unique(np.array(table.doc_id, dtype=object), return_inverse=True)
    hits, chance = [], []
    for i in range(len(table)):
        for language in set(range(len(table.languages))) - {table.language[i]}:
            candidates = np.flatnonzero((table.shard == table.shard[i]) & (table.language == language))
            same = doc[candidates] == doc[i]
            if not same.any():
                continue
            hits.append(same[np.argmax(embeddings[candidates] @ embeddings[i])])
            chance.append(same.mean())
    return float(np.mean(hits)), float(np.mean(chance)), len(hits)


def evidence_losses(criterion, model, dataset, batches, seed: int = 1):
    """(bits per target token with the retrieved evidence, with another batch's evidence)."""
    if len(batches) < 2:
        raise ValueError(f"the index has {len(batches)} batch: no other batch to take evidence from")
    documents = len(dataset.table)
    rng = np.random.RandomState(seed)
    retrieved = other = tokens = 0.0
    for number, batch in enumerate(batches):
        donor = batches[(number + rng.randint(1, len(batches))) % len(batches)]
        targets = [i for i in batch if i < documents]
        with torch.no_grad():
            loss, size, _ = criterion(model, dataset.collater([dataset[i] for i in batch]))
            swapped, _, _ = criterion(model, dataset.collater(
                [dataset[i] for i in targets] + [dataset[i] for i in donor if i >= documents]))
        retrieved, other, tokens = retrieved + float(loss), other + float(swapped), tokens + size
    return retrieved / tokens / np.log(2), other / tokens / np.log(2)


def evidence_verdict(retrieved: float, other: float, margin: float = 0.01) -> str:
    """One sentence on the ablation: does the decoder read the evidence it is given?"""
    if other - retrieved > margin:
        return (f"| this run shows: the decoder reads its evidence (the retrieved documents lower the target loss by "
                f"{other - retrieved:.3f} bits/token), so the reconstruction loss trains the retrieval g")
    return ("| this run shows: the decoder does not use its evidence yet (the loss is the same with another batch's "
            "documents), so the reconstruction loss cannot train the retrieval g yet")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint")
    parser.add_argument("data")
    parser.add_argument("--split", default="valid")
    parser.add_argument("--max-tokens", type=int, default=4096)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    try:
        require_model(args.checkpoint, ["marge"], "evidence_report.py")
    except CHECKPOINT_ERRORS as error:
        parser.error(str(error))
    models, cfg, task = checkpoint_utils.load_model_ensemble_and_task([args.checkpoint],
                                                                     arg_overrides={"data": args.data})
    model = models[0].eval()
    task.model = model
    task.load_dataset(args.split)
    dataset = task.dataset(args.split)
    embeddings = encode(model.encoder.relevance_direction, [dataset.document(d) for d in range(len(dataset.table))],
                        dataset.pad, args.max_tokens, "cpu").numpy()
    rate, chance, pairs = translation_at_1(embeddings, dataset.table)
    print(f"{args.split}: nearest document of another language is a translation: {rate:.3f} "
          f"(chance {chance:.3f}, {pairs} document-language pairs)")
    batches = task.index_batches(dataset, 1, args.max_tokens, 1, False)
    retrieved, other = evidence_losses(task.build_criterion(cfg.criterion), model, dataset, batches)
    print(f"{args.split}: target loss {retrieved:.4f} bits/token with the retrieved evidence, {other:.4f} with "
          f"another batch's evidence")
    print(evidence_verdict(retrieved, other))


if __name__ == "__main__":
    main()
