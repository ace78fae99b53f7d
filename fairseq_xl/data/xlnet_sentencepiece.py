"""``--bpe xlnet_sentencepiece --sentencepiece-model spm.model --xlnet-text xlnet_text.json``: a
release's SentencePiece model with XLNet's normalisation and piece rules (``xlnet_text``), as Hugging
Face's ``XLNetTokenizer`` encodes text. The hub uses it for a folder that holds ``xlnet_text.json``
(an imported XLNet, ``python -m fairseq_xl.hf.import_xlnet``)."""
from dataclasses import dataclass, field

from fairseq.data.encoders import register_bpe
from fairseq.dataclass import FairseqDataclass

from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.data.xlnet_text import DEFAULTS, TEXT_SETTINGS, WORD, pieces, settings_of
from fairseq_xl.guards import reader


@dataclass
class XLNetSentencePieceConfig(FairseqDataclass):
    sentencepiece_model: str = field(default="???", metadata={"help": "the release's spiece.model"})
    xlnet_text: str = field(default="", metadata={"help": f"{TEXT_SETTINGS} (empty: XLNetTokenizer's defaults)"})


@register_bpe("xlnet_sentencepiece", dataclass=XLNetSentencePieceConfig)
class XLNetSentencePiece:
    def __init__(self, cfg: XLNetSentencePieceConfig):
        import sentencepiece

        self.processor = sentencepiece.SentencePieceProcessor(  # the model parsed in Python, never raw received bytes
            model_proto=read_sentencepiece(cfg.sentencepiece_model).SerializeToString())
        self.settings = (settings_of(reader.read_json(cfg.xlnet_text, limit=2 ** 20, what=TEXT_SETTINGS),
                                     cfg.xlnet_text) if cfg.xlnet_text else dict(DEFAULTS))

    def encode(self, x: str) -> str:
        return " ".join(pieces(self.processor, x, self.settings))

    def decode(self, x: str) -> str:
        return x.replace(" ", "").replace(WORD, " ").strip()

    def is_beginning_of_word(self, x: str) -> bool:
        return x.startswith(WORD)
