"""A stand-in for a Hugging Face XLNet release (``xlnet-base-cased``'s layout, nothing downloaded), to try
the guide's "start from a released model" commands on this machine:

    python examples/xlnet/hf_standin.py OUT [--layers 4 --dim 128 --heads 4 --ffn 512 --vocab-size 8000]

OUT gets ``config.json`` and ``model.safetensors`` (an ``XLNetLMHeadModel`` with Hugging Face's own
initialisation: untrained, so only the layout is the release's; LayerNorm epsilon 1e-12 and exact
GELU, as the releases have them), ``spiece.model`` (SentencePiece unigram trained on the embedded
corpus, with XLNet's special pieces at the releases' ids: ``<unk> <s> </s> <cls> <sep> <pad> <mask>
<eod> <eop>``) and the ``XLNetTokenizer`` files.
"""
import argparse
import os
import sys
import tempfile

import sentencepiece
import torch
import transformers

from fairseq_xl.guards import reader

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus", "mono")
XLNET_PIECES = dict(unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
                    control_symbols=["<cls>", "<sep>", "<pad>", "<mask>", "<eod>"], user_defined_symbols=["<eop>"])


def make_release(out: str, vocab_size: int, lines_per_language: int = 3000, extra_pieces=(), **sizes):
    """Write the release folder; returns the model (``sizes``: ``XLNetConfig``'s fields)."""
    with tempfile.TemporaryDirectory() as work:
        text = os.path.join(work, "text")
        with open(text, "w", encoding="utf-8") as file:
            for language in ("en", "de", "es", "fr", "ru"):
                lines = reader.text_lines(os.path.join(CORPUS, f"train.{language}"))
                file.writelines(line for _, line in zip(range(lines_per_language), lines))
        pieces = {**XLNET_PIECES, "user_defined_symbols": XLNET_PIECES["user_defined_symbols"] + list(extra_pieces)}
        sentencepiece.SentencePieceTrainer.train(input=text, model_prefix=os.path.join(work, "spiece"),
                                                 vocab_size=vocab_size, model_type="unigram", minloglevel=2, **pieces)
        transformers.XLNetTokenizer(vocab_file=os.path.join(work, "spiece.model")).save_pretrained(out)
    config = transformers.XLNetConfig(vocab_size=vocab_size, ff_activation="gelu", layer_norm_eps=1e-12, **sizes)
    model = transformers.XLNetLMHeadModel(config)
    model.save_pretrained(out, safe_serialization=True)
    return model


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="a new folder")
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--dim", type=int, default=128)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ffn", type=int, default=512)
    parser.add_argument("--vocab-size", type=int, default=8000)
    args = parser.parse_args(argv)
    if os.path.exists(args.out):
        parser.error(f"{args.out} exists; choose a new folder (nothing is overwritten)")
    torch.manual_seed(1)
    make_release(args.out, args.vocab_size, n_layer=args.layers, d_model=args.dim, n_head=args.heads,
                 d_inner=args.ffn, mem_len=384)
    print(f"| wrote {args.out}: config.json, model.safetensors, spiece.model (a Hugging Face XLNet of "
          f"{args.layers} x {args.dim}, untrained, with a {args.vocab_size}-piece vocabulary of the embedded corpus)")


if __name__ == "__main__":
    sys.exit(main())
