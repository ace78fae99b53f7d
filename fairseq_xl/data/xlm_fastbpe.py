"""XLM's text encoding (Lample & Conneau 2019, section 3.1 and their tools/ pipeline): Moses
tokenisation, then fastBPE codes, as ``--bpe xlm_fastbpe --bpe-codes CODES``.

fairseq's own ``--bpe fastbpe`` applies the codes only; its ``--tokenizer moses`` is applied
by fairseq-generate / -interactive and ``GeneratorHubInterface``, but not by the encoder hub
interfaces (RoBERTa's, which serves XLM-E and VECO, and XLNet's), which call the BPE alone.
This BPE does both steps, so every hub reads raw text as ``preprocess/prepare_xlm_e_data.sh
BPE=fastbpe`` read the training text (``preprocess/moses.py`` calls ``moses_tokenize``), and
``decode`` undoes both.
"""
from dataclasses import dataclass, field

from fairseq.data.encoders import register_bpe
from fairseq.dataclass import FairseqDataclass


def moses_tokenizer(lang: str):
    from sacremoses import MosesTokenizer

    return MosesTokenizer(lang=lang)


def moses_tokenize(tokenizer, line: str) -> str:
    """XLM's tokenizer.perl call (``-no-escape``, no aggressive dash splits)."""
    return tokenizer.tokenize(line, escape=False, aggressive_dash_splits=False, return_str=True)


@dataclass
class XLMFastBPEConfig(FairseqDataclass):
    bpe_codes: str = field(default="???", metadata={"help": "fastBPE codes (DATA/codes of prepare_xlm_e_data.sh)"})
    moses_lang: str = field(default="en", metadata={"help": "language of the Moses tokenisation rules"})


@register_bpe("xlm_fastbpe", dataclass=XLMFastBPEConfig)
class XLMFastBPE:
    def __init__(self, cfg: XLMFastBPEConfig):
        import fastBPE
        from sacremoses import MosesDetokenizer

        self.tokenizer = moses_tokenizer(cfg.moses_lang)
        self.detokenizer = MosesDetokenizer(lang=cfg.moses_lang)
        self.bpe = fastBPE.fastBPE(cfg.bpe_codes)  # a local file, checked before the C++ reader (guards)

    def encode(self, x: str) -> str:
        return self.bpe.apply([moses_tokenize(self.tokenizer, x)])[0]

    def decode(self, x: str) -> str:
        return self.detokenizer.detokenize((x + " ").replace("@@ ", "").split())

