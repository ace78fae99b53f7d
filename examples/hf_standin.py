"""A stand-in for a Hugging Face release (nothing downloaded), to try the guides' "start from a released
model" commands on this machine: ``xlnet-base-cased``'s layout (the default), ``xlm-roberta-base``'s or
``xlm-roberta-xl``'s:

    python examples/hf_standin.py OUT [--model xlnet|xlm-roberta|xlm-roberta-xl] [--layers 4 --dim 128 --heads 4
                                       --ffn 512 --vocab-size 8000] [--labels A,B,C | --multiple-choice]

OUT gets ``config.json`` and ``model.safetensors`` with Hugging Face's own initialisation (untrained, so
only the layout is the release's), a SentencePiece unigram model trained on the embedded corpus and the
tokenizer's files:
- ``xlnet``: an ``XLNetLMHeadModel`` (LayerNorm epsilon 1e-12 and exact GELU, as the releases have them),
  ``spiece.model`` with XLNet's special pieces at the releases' ids (``<unk> <s> </s> <cls> <sep> <pad>
  <mask> <eod> <eop>``), ``XLNetTokenizer``'s files; with ``--labels``, an ``XLNetForSequenceClassification`` of
  those labels instead;
- ``xlm-roberta``: an ``XLMRobertaForMaskedLM`` (LayerNorm epsilon 1e-5, 514 positions, one token type, as
  the releases have them), ``sentencepiece.bpe.model`` with SentencePiece's ``<unk> <s> </s>`` first (XLM-R's
  layout: ``XLMRobertaTokenizer`` shifts the other pieces' ids by one) and ``tokenizer.json``, as
  ``XLMRobertaTokenizerFast`` saves them; with
  ``--labels``, an ``XLMRobertaForSequenceClassification`` of those labels (``id2label``) instead;
- ``xlm-roberta-xl``: the same files of XLM-R XL and XXL's classes (``XLMRobertaXL*``: pre-LN), its rows padded
  to a multiple of 1,024 as those releases' are (250,880 rows, 250,002 ids).

With ``--multiple-choice``, each is its multiple-choice model instead (``XLNetForMultipleChoice``,
``XLMRoberta(XL)ForMultipleChoice``: one score for each (choice, context)), as one fine-tuned for SWAG or XCOPA is
saved.
"""
import argparse
import os
import sys
import tempfile

import sentencepiece
import torch
import transformers

from fairseq_xl.guards import reader

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "mono")
XLNET_PIECES = dict(unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
                    control_symbols=["<cls>", "<sep>", "<pad>", "<mask>", "<eod>"], user_defined_symbols=["<eop>"])
XLMR_PIECES = dict(unk_id=0, bos_id=1, eos_id=2, pad_id=-1)
XL_ROWS = 1024  # XLM-R XL and XXL's embeddings: 250,880 rows, a multiple of 1,024 (fairseq's model parallelism)


def train_pieces(model_file: str, vocab_size: int, lines_per_language: int, pieces: dict) -> None:
    """A SentencePiece unigram model of the embedded corpus's first lines in each language, at ``model_file``."""
    with tempfile.TemporaryDirectory() as work:
        text = os.path.join(work, "text")
        with open(text, "w", encoding="utf-8") as file:
            for language in ("en", "de", "es", "fr", "ru"):
                lines = reader.text_lines(os.path.join(CORPUS, f"train.{language}"))
                file.writelines(line for _, line in zip(range(lines_per_language), lines))
        sentencepiece.SentencePieceTrainer.train(input=text, model_prefix=os.path.join(work, "pieces"),
                                                 vocab_size=vocab_size, model_type="unigram", minloglevel=2, **pieces)
        os.replace(os.path.join(work, "pieces.model"), model_file)


def with_labels(config, labels) -> None:
    """``config``'s ``id2label`` and ``label2id`` for a sequence classifier of ``labels``, in its outputs' order."""
    config.id2label, config.label2id = dict(enumerate(labels)), {name: i for i, name in enumerate(labels)}


def task_model(kind: str, labels, multiple_choice: bool, language_model: str):
    """``transformers``' class of the folder: ``{kind}ForMultipleChoice``, ``{kind}ForSequenceClassification`` with
    ``labels``, else ``language_model``."""
    return getattr(transformers, f"{kind}ForMultipleChoice" if multiple_choice else
                   f"{kind}ForSequenceClassification" if labels else language_model)


def make_release(out: str, vocab_size: int, lines_per_language: int = 3000, extra_pieces=(), labels=(),
                 multiple_choice: bool = False, **sizes):
    """Write an XLNet release folder; returns the model (``sizes``: ``XLNetConfig``'s fields): an
    ``XLNetLMHeadModel``, or with ``labels`` an ``XLNetForSequenceClassification`` of them (``multiple_choice``:
    an ``XLNetForMultipleChoice``)."""
    with tempfile.TemporaryDirectory() as work:
        pieces = {**XLNET_PIECES, "user_defined_symbols": XLNET_PIECES["user_defined_symbols"] + list(extra_pieces)}
        train_pieces(os.path.join(work, "spiece.model"), vocab_size, lines_per_language, pieces)
        transformers.XLNetTokenizer(vocab_file=os.path.join(work, "spiece.model")).save_pretrained(out)
    config = transformers.XLNetConfig(vocab_size=vocab_size, ff_activation="gelu", layer_norm_eps=1e-12, **sizes)
    with_labels(config, labels)
    model = task_model("XLNet", labels, multiple_choice, "XLNetLMHeadModel")(config)
    model.save_pretrained(out, safe_serialization=True)
    return model


def make_xlmr_release(out: str, vocab_size: int, lines_per_language: int = 3000, labels=(), xl: bool = False,
                      multiple_choice: bool = False, **sizes):
    """Write an XLM-R release folder (``vocab_size`` pieces, ids for 2 more: ``<pad>`` and ``<mask>``);
    returns the model (``sizes``: ``XLMRobertaConfig``'s fields): an ``XLMRobertaForMaskedLM``, or with
    ``labels`` an ``XLMRobertaForSequenceClassification`` of them, as a classifier fine-tuned from it is saved
    (``multiple_choice``: an ``XLMRobertaForMultipleChoice``); ``xl``: XLM-R XL's classes, the rows padded to a
    multiple of ``XL_ROWS``."""
    with tempfile.TemporaryDirectory() as work:
        train_pieces(os.path.join(work, "sentencepiece.bpe.model"), vocab_size, lines_per_language, XLMR_PIECES)
        # the fast tokenizer's files, as the releases have them: tokenizer.json beside sentencepiece.bpe.model
        transformers.XLMRobertaTokenizerFast(vocab_file=os.path.join(work, "sentencepiece.bpe.model")).save_pretrained(
            out)
    rows = -(-(vocab_size + 2) // XL_ROWS) * XL_ROWS if xl else vocab_size + 2
    kind = "XLMRobertaXL" if xl else "XLMRoberta"
    config = getattr(transformers, f"{kind}Config")(**{"max_position_embeddings": 514, "type_vocab_size": 1, **sizes,
                                                       "vocab_size": rows, "layer_norm_eps": 1e-5})
    with_labels(config, labels)
    model = task_model(kind, labels, multiple_choice, f"{kind}ForMaskedLM")(config)
    model.save_pretrained(out, safe_serialization=True)
    return model


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="a new folder")
    parser.add_argument("--model", choices=("xlnet", "xlm-roberta", "xlm-roberta-xl"), default="xlnet")
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--dim", type=int, default=128)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--ffn", type=int, default=512)
    parser.add_argument("--vocab-size", type=int, default=8000)
    head = parser.add_mutually_exclusive_group()
    head.add_argument("--labels", help="a sequence classifier of these labels (comma-separated, in the order of "
                      "its outputs) instead of the language model")
    head.add_argument("--multiple-choice", action="store_true", help="a multiple-choice model (one score for each "
                      "choice) instead of the language model")
    args = parser.parse_args(argv)
    if os.path.exists(args.out):
        parser.error(f"{args.out} exists; choose a new folder (nothing is overwritten)")
    torch.manual_seed(1)
    labels = args.labels.split(",") if args.labels else ()
    if args.model == "xlnet":
        make_release(args.out, args.vocab_size, labels=labels, multiple_choice=args.multiple_choice,
                     n_layer=args.layers, d_model=args.dim, n_head=args.heads, d_inner=args.ffn, mem_len=384)
        files, name = "spiece.model", "XLNet"
    else:
        xl = args.model == "xlm-roberta-xl"
        make_xlmr_release(args.out, args.vocab_size, labels=labels, xl=xl, multiple_choice=args.multiple_choice,
                          num_hidden_layers=args.layers, hidden_size=args.dim, num_attention_heads=args.heads,
                          intermediate_size=args.ffn)
        files, name = "sentencepiece.bpe.model", "XLM-R XL" if xl else "XLM-R"
    name += " multiple-choice model" if args.multiple_choice else \
        f" classifier ({len(labels)} labels)" if labels else ""
    print(f"| wrote {args.out}: config.json, model.safetensors, {files} (a Hugging Face {name} of "
          f"{args.layers} x {args.dim}, untrained, with a {args.vocab_size}-piece vocabulary of the embedded corpus)")


if __name__ == "__main__":
    sys.exit(main())
