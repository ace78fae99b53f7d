"""SentencePiece for the fairseq-xl pipelines (the pip package ships no CLI).

    spm.py train --model PREFIX --vocab-size N [--input-sentence-size 2000000] FILE [FILE ...]
    spm.py encode --model PREFIX.model [--xlnet-text xlnet_text.json] [--input FILE] [< raw] > pieces

The pipelines give their text files by name: each is read once, by ``check_text.checked_lines`` (the gate's
reader, inside the file's own folder, every line checked as plain text), and SentencePiece gets those lines,
never the path (training skips empty lines: MARGE's document separators; a text of more lines than
``--input-sentence-size`` is sampled to that many with a fixed seed, the same sample every run). ``encode`` without
``--input`` reads standard input, for text you pipe in yourself.

``--xlnet-text``: an imported XLNet's normalisation (``fairseq_xl/data/xlnet_sentencepiece.py``), so that
the pieces are those Hugging Face's ``XLNetTokenizer`` gives.
"""
import argparse
import random
import re
import sys

import sentencepiece as sentencepiece_lib

from check_text import checked_lines
from standalone import standalone_module

reader = standalone_module("fairseq_xl/guards/reader.py")


def load_processor(path: str):
    """A SentencePiece processor of the model at ``path``, parsed in Python first
    (``reader.read_sentencepiece_proto``): the native parser gets the parsed model, never the received bytes. Exits
    with one line naming the file otherwise."""
    try:
        model = reader.read_sentencepiece_proto(path)
        return sentencepiece_lib.SentencePieceProcessor(model_proto=model.SerializeToString())
    except RuntimeError as error:  # parsed, with pieces, but a model SentencePiece refuses
        sys.exit(f"error: {path}: not a SentencePiece model ({(str(error).splitlines() or [''])[0]})")
    except (OSError, ValueError) as error:  # the reader's refusals
        sys.exit(f"error: {error}")


def training_lines(files, stopped: list, sentences: int, seed: int = 1):
    """The non-empty lines of ``files``, each file read and checked once (``checked_lines``): all of them, in order,
    up to ``sentences`` lines; past that, a uniform sample of ``sentences`` of them (reservoir sampling, Vitter's
    algorithm R) drawn with ``seed``, so that the same text gives the same model (SentencePiece's own sample, past
    its ``input_sentence_size``, changed from process to process). Held until the last line is read, then given
    out in order and let go one by one. A check's exit is kept in ``stopped`` (SentencePiece's trainer reports it as
    its own RuntimeError, with a traceback)."""
    kept, draw, count = [], random.Random(seed), 0
    try:
        for path in files:
            for line in checked_lines(path):
                if not line:
                    continue
                if count < sentences:
                    kept.append(line)
                else:
                    slot = draw.randrange(count + 1)
                    if slot < sentences:
                        kept[slot] = line
                count += 1
    except SystemExit as stop:
        stopped.append(stop)
        raise
    kept.reverse()
    while kept:
        yield kept.pop()


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    train = sub.add_parser("train")
    train.add_argument("--model", required=True, help="output prefix: PREFIX.model, PREFIX.vocab")
    train.add_argument("--vocab-size", type=int, default=8000)
    train.add_argument("--character-coverage", type=float, default=0.9999)
    train.add_argument("--input-sentence-size", type=int, default=2_000_000,
                       help="lines trained on; a larger text is sampled to this many, the same sample every run")
    train.add_argument("files", nargs="+")
    encode = sub.add_parser("encode")
    encode.add_argument("--model", required=True)
    encode.add_argument("--input", help="the text file to encode (default: standard input)")
    encode.add_argument("--label", help="the input's name in the progress counts (stderr; default: --input or stdin)")
    encode.add_argument("--xlnet-text", help="xlnet_text.json of an imported XLNet (fairseq_xl.hf.import_xlnet)")
    args = parser.parse_args()
    if args.command == "train":
        stopped = []
        lines = training_lines(args.files, stopped, args.input_sentence_size)
        try:
            sentencepiece_lib.SentencePieceTrainer.train(
                sentence_iterator=lines, model_prefix=args.model,
                vocab_size=args.vocab_size, character_coverage=args.character_coverage, model_type="unigram",
                input_sentence_size=args.input_sentence_size, shuffle_input_sentence=True,
                bos_id=-1, eos_id=-1, unk_id=0, minloglevel=2,
            )
        except RuntimeError as error:
            if stopped:  # a text file refused: its one line, not the trainer's traceback
                raise stopped[0] from None
            limit = re.search(r"Vocabulary size too high \((\d+)\)\. Please set it to a value <= (\d+)", str(error))
            if limit is None:
                raise
            sys.exit(f"error: VOCAB_SIZE {limit[1]} is more pieces than the training text gives "
                     f"(at most {limit[2]} from {len(args.files)} files); set VOCAB_SIZE to at most {limit[2]}")
    else:
        processor = load_processor(args.model)
        encode_line = lambda line: processor.encode(line, out_type=str)  # noqa: E731
        if args.xlnet_text:
            xlnet_text = standalone_module("fairseq_xl/data/xlnet_text.py")
            try:
                settings = xlnet_text.settings_of(reader.read_json(args.xlnet_text, limit=2 ** 20), args.xlnet_text)
            except (OSError, ValueError) as error:
                sys.exit(f"error: {error}")
            encode_line = lambda line: xlnet_text.pieces(processor, line, settings)  # noqa: E731
        text = checked_lines(args.input) if args.input else (line.rstrip("\n") for line in sys.stdin)
        label, lines = args.label or args.input or "stdin", 0
        for lines, line in enumerate(text, 1):
            print(" ".join(encode_line(line)))
            if lines % 100_000 == 0:
                print(f"| encoding {label}: {lines} lines", file=sys.stderr, flush=True)
        print(f"| encoded {label}: {lines} lines", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
