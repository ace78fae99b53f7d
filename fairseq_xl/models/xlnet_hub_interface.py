"""A trained XLNet for downstream use, in the manner of fairseq's RoBERTa hub interface."""
from typing import Optional

import torch
from fairseq.data import encoders
from torch import Tensor, nn

from fairseq_xl.guards.errors import InputError


class XLNetHubInterface(nn.Module):
    def __init__(self, cfg, task, model):
        super().__init__()
        self.cfg = cfg
        self.task = task
        self.model = model
        self.bpe = encoders.build_bpe(cfg.bpe)
        self.register_buffer("_float_tensor", torch.tensor([0], dtype=torch.float))

    @property
    def device(self):
        return self._float_tensor.device

    def encode(self, sentence: str, *addl_sentences: str) -> Tensor:
        """XLNet's input layout: A <sep> [B <sep> ...] <cls> (section 2.5: [A, SEP, B, SEP, CLS])."""
        dictionary = self.task.source_dictionary
        text = " ".join(f"{self.bpe.encode(part)} {dictionary.eos_word}" for part in (sentence, *addl_sentences))
        return dictionary.encode_line(f"{text} {dictionary.bos_word}", append_eos=False,
                                      add_if_not_exist=False).long()

    def segment_ids(self, tokens: Tensor) -> Tensor:
        """XLNet's segments of ``encode``'s layout (``models.xlnet.segment_ids``)."""
        return self.model.segment_ids(tokens)

    def extract_features(self, tokens: Tensor, segment_ids: Optional[Tensor] = None, return_all_hiddens: bool = False):
        """Top content-stream states [B, T, C] for tokens [T] or [B, T]; with ``return_all_hiddens``
        every layer's, from the embeddings up (as fairseq's RoBERTa hub interface returns them)."""
        if tokens.dim() == 1:
            tokens = tokens[None]
        if tokens.size(-1) > self.model.max_positions():
            raise InputError(f"{tokens.size(-1)} tokens is more than the model's --tokens-per-sample "
                             f"{self.model.max_positions()}")
        tokens = tokens.to(self.device)
        segment_ids = self.segment_ids(tokens) if segment_ids is None else segment_ids.to(self.device)
        return self.model.extract_features(tokens, segment_ids, return_all_hiddens)

    def predict(self, head: str, tokens: Tensor, return_logits: bool = False) -> Tensor:
        """As fairseq's RoBERTa hub: head ``head``'s log-probabilities (``return_logits``: logits) [B, classes] for
        tokens [T] or [B, T], ``encode``'s for either kind of head. A head of ``--classification-input xlnet``
        reads them as they are; one of ``fairseq`` (the guide's fine-tuning) reads the layout its sentence_prediction
        gave it, into which ``task_layout`` rewrites them."""
        tokens = (tokens[None] if tokens.dim() == 1 else tokens).to(self.device)
        if self.model.cfg.classification_input == "fairseq":
            tokens = self.task_layout(tokens)
        logits, _ = self.model.classify(tokens, head)
        return logits if return_logits else logits.log_softmax(-1)

    def task_layout(self, tokens: Tensor) -> Tensor:
        """Rows of [B, T] in ``encode``'s layout (``A </s> B </s> <cls>``, right-padded) in the one that
        ``--task sentence_prediction`` feeds a model of ``--classification-input fairseq``: ``[init] A </s>
        [separator] B </s>``, with the checkpoint's ``--init-token`` and ``--separator-token`` (each left out where
        it was not given); rows in another layout (not ending in ``<cls>``) as they are."""
        dictionary = self.task.source_dictionary
        pad, cls, eos = dictionary.pad(), dictionary.bos(), dictionary.eos()
        rows = [row[row.ne(pad)] for row in tokens]
        if not any(len(row) and row[-1] == cls for row in rows):
            return tokens
        task = self.cfg.task
        if getattr(task, "_name", None) != "sentence_prediction":
            raise InputError(f"this head (--classification-input fairseq) reads the layout of the sentence_prediction "
                             f"it was fine-tuned with, which this checkpoint (task {getattr(task, '_name', None)}) "
                             "does not say: give predict those tokens, not encode's XLNet layout")
        init, separator = (torch.tensor([] if token is None else [token], dtype=tokens.dtype, device=tokens.device)
                           for token in (task.init_token, task.separator_token))
        rewritten = []
        for row in rows:
            if len(row) and row[-1] == cls:  # cut after each </s> but the last, then [init] A [separator] B
                ends = (row[:-1] == eos).nonzero().flatten()[:-1] + 1
                first, *others = torch.tensor_split(row[:-1], ends.tolist())
                row = torch.cat([init, first, *(torch.cat([separator, part]) for part in others)])
            rewritten.append(row)
        return nn.utils.rnn.pad_sequence(rewritten, batch_first=True, padding_value=pad)
