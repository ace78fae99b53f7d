"""Random numbers that belong to an example and an update, not to a rank's random stream.

fairseq seeds torch once per update, with the same seed on every rank. Noise drawn from that
stream therefore depends on how the update's global batch is split: with two ranks each
micro-batch starts the stream afresh, with one rank and ``--update-freq 2`` the second
micro-batch continues it. XLM-E's replacement sampling (eq. 2) draws its noise here instead,
from a generator seeded by the row's key: (``--seed``, update, objective, example id, the row's
tokens). Ids repeat across languages (each language's dataset counts from 0) and under
resampling, so the tokens are part of the key. Dropout stays fairseq's.
"""
import zlib
from typing import List

import numpy as np
import torch
from torch import Tensor


def noise_keys(tokens: Tensor, ids: Tensor, objectives: Tensor, pad: int, seed: int, step: int) -> Tensor:
    """[B] int64: one key per row of ``tokens`` [B, T], from its example id and objective [B]
    (padding left out, so a row's key does not depend on the batch it is padded in)."""
    rows = tokens.cpu().numpy().astype(np.int64)
    headers = np.stack([np.full(len(rows), seed), np.full(len(rows), step), objectives.cpu().numpy(),
                        ids.cpu().numpy()], axis=1).astype(np.int64)
    keys = [zlib.crc32(header.tobytes() + row[row != pad].tobytes()) for header, row in zip(headers, rows)]
    return torch.tensor(keys, dtype=torch.int64)


def example_generators(keys: Tensor, device) -> List[torch.Generator]:
    """One generator on ``device`` for each key of ``keys`` [B], seeded by it."""
    return [torch.Generator(device=device).manual_seed(key) for key in keys.tolist()]
