"""A sentence classification head on an encoder's features, as fairseq's RoBERTa registers them for
``--task sentence_prediction``: dense -> tanh -> dropout -> projection on one pooled position.

``pool="first"``: the first token's state (``<s>``; RoBERTa's and ELECTRA's classifiers, XLM-E).
``pool="last"``: the last real token's state (XLNet's sequence summary in Hugging Face's
``XLNetForSequenceClassification``, ``summary_type="last"`` with ``summary_use_proj`` and tanh),
found from the tokens' padding (fairseq pads on the right) or the last position without tokens.
"""
from typing import Optional

import torch
from torch import Tensor, nn


class ClassificationHead(nn.Module):
    def __init__(self, input_dim: int, inner_dim: int, num_classes: int, pooler_dropout: float = 0.0,
                 pool: str = "first", padding_idx: int = 1):
        super().__init__()
        self.pool, self.padding_idx = pool, padding_idx
        self.dense = nn.Linear(input_dim, inner_dim)
        self.dropout = nn.Dropout(p=pooler_dropout)
        self.out_proj = nn.Linear(inner_dim, num_classes)

    def pooled(self, features: Tensor, tokens: Optional[Tensor] = None) -> Tensor:
        """features [B, T, C] -> [B, C]"""
        if self.pool == "first":
            return features[:, 0]
        if tokens is None:
            return features[:, -1]
        last = tokens.ne(self.padding_idx).long().sum(1).clamp(min=1) - 1
        return features[torch.arange(features.size(0), device=features.device), last]

    def forward(self, features: Tensor, tokens: Optional[Tensor] = None) -> Tensor:
        """logits [B, num_classes]"""
        x = self.dropout(self.pooled(features, tokens))
        x = self.dropout(torch.tanh(self.dense(x)))
        return self.out_proj(x)
