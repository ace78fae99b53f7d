"""The drawing in permutation_masks' docstring is what its functions compute."""
import re

import torch

from fairseq_xl.modules import permutation_masks


def test_the_docstring_drawing_is_the_masks():
    rows = re.findall(r"i=(\d)  ([x.](?: [x.]){3})", permutation_masks.__doc__)
    assert len(rows) == 6
    drawn = [(int(i) - 1, [cell == "x" for cell in cells.split()]) for i, cells in rows]
    rank = torch.tensor([[0, 2, 0, 1]])
    padding = torch.zeros(1, 4, dtype=torch.bool)
    content = permutation_masks.content_stream_mask(rank, padding)[0]
    assert [(i, content[i].tolist()) for i in range(4)] == drawn[:4]
    targets = torch.tensor([[index for index, _ in drawn[4:]]])
    query = permutation_masks.query_stream_mask(rank, padding, targets, torch.zeros_like(targets, dtype=torch.bool))[0]
    assert [(int(targets[0, k]), query[k].tolist()) for k in range(2)] == drawn[4:]
