"""Turn a VECO (ca_mlm) checkpoint into fairseq's own models.

    python examples/veco/convert.py encoder CHECKPOINT --data DATA --out DIR
        plug-out: DIR/model.pt is a fairseq RoBERTa (no cross-attention modules), with
        DIR/dict.txt and DIR/sentencepiece.bpe.model, for --task sentence_prediction
        (--restore-file DIR/model.pt) or RobertaModel.from_pretrained(DIR)
    python examples/veco/convert.py translation CHECKPOINT --data DATA -s SRC -t TGT --out DIR
            [--decoder-layers N | --decoder-source-layers 18,19,20,21,22,23]
        plug-in: DIR/model.pt is a fairseq Transformer for --task translation
        (--restore-file DIR/model.pt --reset-optimizer --reset-dataloader --reset-meters);
        its decoder layers start from the last 6 VECO layers (VECO's released NMT recipe),
        or all of them if there are at most 6

Each prints the fairseq-train architecture flags that match the converted model.
"""
import argparse
import sys

from fairseq_xl.guards.errors import CHECKPOINT_ERRORS
from fairseq_xl.models import veco_conversion


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=["encoder", "translation"])
    parser.add_argument("checkpoint")
    parser.add_argument("--data", required=True, help="binarized data with dict.txt (and dict.SRC/TGT.txt)")
    parser.add_argument("--out", required=True, help="a new folder")
    parser.add_argument("-s", "--source-lang")
    parser.add_argument("-t", "--target-lang")
    parser.add_argument("--decoder-layers", type=int,
                        help="translation: decoder depth, from the last N VECO layers (default: 6, or every layer "
                             "of a VECO of at most 6)")
    parser.add_argument("--decoder-source-layers",
                        type=lambda text: [int(layer) for layer in text.split(",")],
                        help="translation: comma-separated VECO layers (from 0) for decoder layers 0, 1, ...")
    args = parser.parse_args(argv)
    if args.target == "translation" and not (args.source_lang and args.target_lang):
        parser.error("translation needs -s SRC and -t TGT")
    try:
        if args.target == "encoder":
            path, flags = veco_conversion.export_encoder(args.checkpoint, args.data, args.out)
        else:
            path, flags = veco_conversion.init_translation(args.checkpoint, args.data, args.source_lang,
                                                           args.target_lang, args.out, args.decoder_layers,
                                                           args.decoder_source_layers)
    except (ValueError, *CHECKPOINT_ERRORS) as error:
        parser.error(str(error))
    print(f"| wrote {path}")
    print(f"| architecture flags: {' '.join(flags)}")


if __name__ == "__main__":
    sys.exit(main())
