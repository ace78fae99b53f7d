"""Import a Hugging Face XLM-R (``XLMRobertaForMaskedLM``, e.g. ``xlm-roberta-base``; an
``XLMRobertaModel`` or a fine-tuned ``XLMRobertaFor*`` too; XLM-R XL and XXL's ``XLMRobertaXL*``) as the folder
fairseq's own XLM-R release is, so that everything that starts from that release starts from it:

    python -m fairseq_xl.hf.import_xlmr HF_DIR --out DIR

HF_DIR holds ``config.json``, ``model.safetensors`` (or ``pytorch_model.bin``, read through the
checkpoint gate, ``guards/received``) and ``sentencepiece.bpe.model`` (or only ``tokenizer.json``, from which the
SentencePiece model is rebuilt: ``spm_from_tokenizer``; where both are there, they must give the same ids).
DIR gets fairseq's ``xlmr.base`` layout: ``model.pt`` (a fairseq RoBERTa, ``--arch roberta_base`` at the
config's sizes; XL and XXL, pre-LN, ``roberta_prenorm`` as fairseq's ``xlmr.xl``: ``xlmr_names``), ``dict.txt``
and ``sentencepiece.bpe.model``. From there the pipelines binarize with its vocabulary
(``SPM_MODEL=DIR/sentencepiece.bpe.model DICT=DIR/dict.txt``), ``python -m fairseq_xl.convert.from_xlmr
{xlm_e,veco,marge} DIR/model.pt`` starts a method from it, and fairseq's ``XLMRModel.from_pretrained(DIR)``
loads it.

The ids are Hugging Face's already: ``XLMRobertaTokenizer`` gives fairseq's ``<s> <pad> </s> <unk>`` the ids 0-3
and every other SentencePiece piece its id plus one (the piece after SentencePiece's ``<unk> <s> </s>`` is 4),
``<mask>`` after them; ``dict.txt`` lists the pieces in that order, so every embedding row keeps its place. Rows
beyond ``<mask>`` (XLM-R XL's 250,880 against its tokenizer's 250,002 ids) are fillers in ``dict.txt`` after an
explicit ``<mask>``, named as fairseq names them (``madeupword0000``). The one token type's embedding, which
Hugging Face adds to every position, is added to the position table (exact for the tokenizer's inputs, which carry
no token types); the pooler is left out (a multiple-choice model's is its head's), and a folder without the
masked-LM head gets a new one (fairseq's initialisation, its output tied to the embeddings). A sequence classifier
(``XLMRobertaForSequenceClassification``) keeps its head as fairseq's classification head
``sentence_classification_head`` (``--classification-head-name``): both read ``<s>``'s state through dense, tanh and
a projection, so fairseq's hub ``predict`` gives Hugging Face's logits; its ``id2label`` goes to ``label_dict.txt``,
which ``LABELS=DIR/label_dict.txt bash preprocess/prepare_classification.sh TASK DIR DEST`` follows, so that
fairseq's ``sentence_prediction`` fine-tunes or evaluates it with the head's label ids. A multiple-choice model
(``XLMRobertaForMultipleChoice``: its pooler and one-output classifier compute that head) comes as that head, for
fairseq's ``sentence_ranking`` (``--ranking-head-name``), and ``hf.export --multiple-choice`` gives it back
(``sequence_classifier``). Other task heads are left out, by name. What fairseq's RoBERTa cannot compute is refused
in one line: another position scheme, an activation other than GELU (Hugging Face's LM head applies GELU whatever
``hidden_act`` says), a LayerNorm epsilon other than fairseq's 1e-5, an output layer other than the embeddings where
``tie_word_embeddings`` ties it to them. An untied one (``tie_word_embeddings`` false) comes as fairseq's
``--untie-weights-roberta``.
"""
import argparse
import contextlib
import os
import shlex
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

from fairseq.data import Dictionary
from torch import Tensor

from fairseq_xl.convert.build import build_from_flags, check_shapes, fill_and_save
from fairseq_xl.data.sentencepiece_model import read_sentencepiece
from fairseq_xl.guards import reader
from fairseq_xl.guards.errors import CHECKPOINT_ERRORS, WrongCheckpointError
from fairseq_xl.guards.output_folder import check_free, output_folder
from fairseq_xl.guards.received import stored_elements
from fairseq_xl.hf import received_folder, sequence_classifier
from fairseq_xl.hf.sequence_classifier import HEAD_NAME, Classifier, choice_weights, classifier_weights
from fairseq_xl.hf.spm_from_tokenizer import SPECIALS, SPM_SPECIALS, spm_from_tokenizer
from fairseq_xl.hf.xlmr_names import LAYER_NORM_EPS, LAYOUTS, Layout
from fairseq_xl.models.load_in_place import in_place

SPM_FILE = "sentencepiece.bpe.model"
TARGET = "encoder.sentence_encoder."
FILLER = "madeupword{:04d}"  # fairseq's name for a row that no text maps to (Dictionary.pad_to_multiple_)
# config.json's keys the import reads, and the types it takes for them
CONFIG_TYPES = {"model_type": (str,), "hidden_size": (int,), "num_hidden_layers": (int,), "num_attention_heads": (int,),
                "intermediate_size": (int,), "vocab_size": (int,), "max_position_embeddings": (int,),
                "type_vocab_size": (int,), "hidden_act": (str,), "layer_norm_eps": (int, float),
                "position_embedding_type": (str,), "pad_token_id": (int,), "is_decoder": (bool,),
                "add_cross_attention": (bool,), "id2label": (dict,), "problem_type": (str, type(None)),
                "tie_word_embeddings": (bool,), "architectures": (list,)}


def read_config(folder: str) -> dict:
    """config.json (``received_folder``), if it is an XLM-R that fairseq's RoBERTa computes exactly (its
    ``model_type`` one of ``xlmr_names.LAYOUTS``)."""
    path = os.path.join(folder, "config.json")
    config = received_folder.read_config(folder, CONFIG_TYPES)
    if config.get("model_type") not in LAYOUTS:
        raise WrongCheckpointError(f"{path}: model_type {config.get('model_type')!r}; the import takes "
                                   f"{' or '.join(map(repr, LAYOUTS))}")
    for key in ("hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size", "vocab_size",
                "max_position_embeddings", "type_vocab_size"):
        if not isinstance(config.get(key), int) or config[key] <= 0:
            raise WrongCheckpointError(f"{path}: {key} {config.get(key)!r} (a positive integer is needed)")
    wanted = {"hidden_act": "gelu", "position_embedding_type": "absolute", "pad_token_id": 1,
              "layer_norm_eps": LAYER_NORM_EPS, "is_decoder": False, "add_cross_attention": False}
    why = {"hidden_act": "Hugging Face's LM head applies GELU whatever it says, fairseq's the encoder's activation",
           "position_embedding_type": "fairseq's RoBERTa learns absolute positions",
           "pad_token_id": "the positions count from it, as fairseq's from its dictionary's <pad>, 1",
           "layer_norm_eps": "fairseq's LayerNorm", "is_decoder": "an encoder", "add_cross_attention": "an encoder"}
    for key, value in wanted.items():
        if config.get(key, value) != value:
            raise WrongCheckpointError(f"{path}: {key} {config[key]!r}; the import takes {value!r} ({why[key]})")
    if config["hidden_size"] % config["num_attention_heads"]:
        raise WrongCheckpointError(f"{path}: hidden_size {config['hidden_size']} is not divisible by "
                                   f"num_attention_heads {config['num_attention_heads']}")
    if config["max_position_embeddings"] < 3:
        raise WrongCheckpointError(f"{path}: max_position_embeddings {config['max_position_embeddings']} (3 or more: "
                                   "the first two rows are <s>'s and <pad>'s offset)")
    return config


def least_parameters(config: dict, has_head: bool) -> int:
    """The fewest weights the file must hold for the config's sizes (each layer's four projections and FFN, the
    token and position tables; a new LM head's are not in the file): bounds every size before a build."""
    width, ffn = config["hidden_size"], config["intermediate_size"]
    layers = config["num_hidden_layers"] * (4 * width * width + 2 * width * ffn)
    tables = (config["vocab_size"] + config["max_position_embeddings"]) * width
    return layers + tables + (width * width if has_head else 0)


def spm_pieces(spm_path: str, folder: str) -> List[str]:
    """The pieces of XLM-R's SentencePiece model, in order."""
    try:
        return [piece.piece for piece in read_sentencepiece(spm_path, folder).pieces]
    except ValueError as error:
        raise WrongCheckpointError(f"{spm_path}: not XLM-R's SentencePiece model ({error})") from error


def dictionary(pieces: List[str], vocab_size: int, spm_path: str) -> Dictionary:
    """fairseq's dictionary of XLM-R's ids: its four specials, SentencePiece's pieces after its first three
    in their order. ``<mask>`` is fairseq's RoBERTa's to append at load, except where the model has ``vocab_size``
    rows beyond it (XLM-R XL and XXL: 250,880, padded for model parallelism, against 250,002 ids): then ``<mask>``
    and a filler for each further row are in it (fairseq's task finds ``<mask>`` there), so every row keeps its id."""
    if tuple(pieces[:3]) != SPM_SPECIALS:
        raise WrongCheckpointError(f"{spm_path}: its first pieces are {pieces[:3]}, not {list(SPM_SPECIALS)}: not "
                                   "the layout whose ids XLMRobertaTokenizer shifts by one")
    if not len(pieces) + 2 <= vocab_size <= 2 * len(pieces) + 2:  # fillers: fewer than the words (a few hundred)
        raise WrongCheckpointError(f"{spm_path}: {len(pieces)} pieces give {len(pieces) + 2} ids with <pad> and "
                                   f"<mask>, but config.json's vocab_size is {vocab_size} (rows beyond those ids, "
                                   "fewer than the pieces, are fillers)")
    result = Dictionary()
    for piece in pieces[3:]:
        result.add_symbol(piece)
    if vocab_size > len(pieces) + 2:
        result.add_symbol("<mask>")
        result.pad_to_multiple_(vocab_size)  # fairseq's fillers (madeupword0000 ...) up to vocab_size rows
    if "<mask>" in pieces or len(result) != (vocab_size if "<mask>" in result.indices else len(pieces) + 1):
        raise WrongCheckpointError(f"{spm_path}: a piece among {pieces[3:]!r:.80} is one of <s> <pad> </s> <unk> "
                                   "<mask> or a filler's name")
    return result


def tokenizer_ids(vocabulary: Dictionary) -> List[str]:
    """The symbols that XLM-R's tokenizers give ids to: the dictionary's up to ``<mask>`` (appended where it is not
    in it), no filler."""
    symbols = list(vocabulary.symbols)
    return symbols[:symbols.index("<mask>") + 1] if "<mask>" in vocabulary.indices else [*symbols, "<mask>"]


def read_tokenizer(folder: str) -> Optional[dict]:
    """``tokenizer.json`` (a Unigram tokenizer's: ``model.vocab`` of [piece, score] in id order), None where the
    folder has no such file."""
    path = os.path.join(folder, "tokenizer.json")
    if not os.path.lexists(path):
        return None
    tokenizer = reader.read_json(path, folder, what="tokenizer.json")
    model = tokenizer.get("model") if isinstance(tokenizer, dict) else None
    entries = model.get("vocab") if isinstance(model, dict) and model.get("type") == "Unigram" else None
    if not isinstance(entries, list) or not all(isinstance(entry, list) and entry for entry in entries):
        raise WrongCheckpointError(f"{path}: not a Unigram tokenizer's file (model.vocab, [piece, score] pairs)")
    return tokenizer


def check_tokenizer_json(folder: str, tokenizer: Optional[dict], vocabulary: Dictionary) -> None:
    """Where the folder has ``tokenizer.json`` (the fast tokenizer's, whose ids the weights' rows follow), its
    vocabulary must be the one ``dictionary`` made from the SentencePiece model, id for id: a SentencePiece model
    put beside weights of another order would give every piece another row, silently."""
    if tokenizer is None:
        return
    pieces, expected = [entry[0] for entry in tokenizer["model"]["vocab"]], tokenizer_ids(vocabulary)
    if pieces != expected and pieces != [*expected, *vocabulary.symbols[len(expected):]]:  # fillers too (hf.export)
        index = next((i for i, (a, b) in enumerate(zip(pieces, expected)) if a != b), min(len(pieces), len(expected)))
        theirs = repr(pieces[index]) if index < len(pieces) else "nothing"
        ours = repr(expected[index]) if index < len(expected) else "nothing"
        raise WrongCheckpointError(f"{os.path.join(folder, 'tokenizer.json')}: id {index} is {theirs:.40}, where "
                                   f"{SPM_FILE} gives {ours:.40} ({len(pieces)} ids against {len(expected)}): the "
                                   "weights' rows follow tokenizer.json's ids, which this SentencePiece model's order "
                                   "does not give")


def xlmr_layout(pieces: List[str], symbols: List[str]) -> bool:
    """Whether a fairseq dictionary's ``symbols`` are XLM-R's layout of SentencePiece's ``pieces`` (what
    ``dictionary`` makes, with the ``<mask>`` that the pipelines and fairseq's RoBERTa append; fillers after it),
    so that ``XLMRobertaTokenizer`` gives their ids from the SentencePiece model alone (``hf.export`` then writes
    it)."""
    ids = [*SPECIALS, *pieces[3:], "<mask>"]
    fillers = [FILLER.format(index) for index in range(len(symbols) - len(ids))]
    return tuple(pieces[:3]) == SPM_SPECIALS and list(symbols) == ids + fillers


def split_weights(weights: Dict[str, Tensor], config: dict, folder: str) -> Tuple[str, Dict[str, Tensor],
                                                                               Dict[str, Tensor], List[str]]:
    """(the encoder's prefix, ``roberta.`` or none; the masked-LM head's weights, empty where it has none; the
    sequence classifier's (``XLMRobertaForSequenceClassification``'s ``classifier.dense`` and ``.out_proj``; a
    multiple-choice model's pooler and ``classifier``, ``choice_weights``), empty where it has none; the names left
    out: the pooler of other models and other task heads)."""
    prefix = "roberta." if "roberta.embeddings.word_embeddings.weight" in weights else ""
    if f"{prefix}embeddings.word_embeddings.weight" not in weights:
        raise WrongCheckpointError(f"{folder}: no embeddings.word_embeddings.weight (nor under roberta.) in its "
                                   "weights: not an XLM-R")
    head = {key[len("lm_head."):]: value for key, value in weights.items() if key.startswith("lm_head.")}
    choice = sequence_classifier.multiple_choice(config)
    # a token classifier's or another head's: none, fairseq has none
    classifier = choice_weights(weights, prefix) if choice else classifier_weights(weights)
    kept = ("lm_head.", f"{prefix}embeddings.", f"{prefix}encoder.") + \
        (("classifier.",) + ((f"{prefix}pooler.",) if choice else ()) if classifier else ())
    left_out = sorted({key[len(prefix):].split(".")[0] if key.startswith(prefix) else key.split(".")[0]
                       for key in weights if not key.startswith(kept)})
    return prefix, head, classifier, left_out


def untied(config: dict, head: Dict[str, Tensor]) -> bool:
    """Whether the masked-LM head's output layer is its own (``tie_word_embeddings`` false; fairseq's
    ``--untie-weights-roberta``); a new head's is tied."""
    return bool(head) and config.get("tie_word_embeddings", True) is False


def our_weights(hf: Dict[str, Tensor], config: dict, prefix: str, head: Dict[str, Tensor],
                classifier: Dict[str, Tensor], head_name: str, path: str) -> Dict[str, Tensor]:
    """fairseq's RoBERTa names for the weights (``xlmr_names``, which the export reads too), the token type's
    row folded into the positions; a sequence classifier as the classification head ``head_name`` (Hugging
    Face's and fairseq's both read ``<s>``'s state: dropout, dense, tanh, dropout, projection)."""
    layout: Layout = LAYOUTS[config["model_type"]]
    source = f"{prefix}embeddings."
    tokens = hf[f"{source}word_embeddings.weight"]
    mapped = {f"{TARGET}embed_tokens.weight": tokens,
              f"{TARGET}embed_positions.weight": hf[f"{source}position_embeddings.weight"].float()
              + hf[f"{source}token_type_embeddings.weight"][0].float()}  # a half-precision sum would round
    theirs, ours = layout.norm
    mapped.update((f"{TARGET}{ours}.{part}", hf[f"{prefix}{theirs}.{part}"]) for part in ("weight", "bias"))
    for layer in range(config["num_hidden_layers"]):
        for theirs, ours in layout.layer:
            for part in ("weight", "bias"):
                mapped[f"{TARGET}layers.{layer}.{ours}.{part}"] = hf[f"{prefix}encoder.layer.{layer}.{theirs}.{part}"]
    mapped["encoder.lm_head.weight"] = tokens  # tied, a new head's too
    if head:
        output = head.get("decoder.weight", tokens)
        if untied(config, head):  # --untie-weights-roberta
            mapped["encoder.lm_head.weight"] = output
        elif output.shape != tokens.shape or not bool((output == tokens).all()):
            raise WrongCheckpointError(f"{path}: lm_head.decoder.weight is not the word embeddings, to which "
                                       "config.json ties it (tie_word_embeddings)")
        for name in ("dense.weight", "dense.bias", "layer_norm.weight", "layer_norm.bias"):
            mapped[f"encoder.lm_head.{name}"] = head[name]
        mapped["encoder.lm_head.bias"] = head["bias"] if "bias" in head else head["decoder.bias"]
    mapped.update((f"classification_heads.{head_name}.{name}", value) for name, value in classifier.items())
    return {key: value.contiguous().float() for key, value in mapped.items()}


class Imported(NamedTuple):
    """What ``convert`` wrote: the model's fairseq-train flags, whether it is pre-LN (XL, XXL), whether its LM head
    came from HF_DIR, the names left out, the sequence classifier (None without one)."""
    flags: List[str]
    pre_ln: bool
    has_head: bool
    left_out: List[str]
    classifier: Optional[Classifier]


def convert(folder: str, out: str, head_name: str = HEAD_NAME) -> Imported:
    """Write OUT, all or nothing."""
    sequence_classifier.check_name(head_name)
    out = check_free(out)
    config = read_config(folder)
    weights = received_folder.read_weights(folder)
    prefix, head, classifier, left_out = split_weights(weights, config, folder)
    rows = weights[f"{prefix}embeddings.word_embeddings.weight"].size(0)
    if rows != config["vocab_size"]:  # before a dictionary of vocab_size ids is made: the file bounds it
        raise WrongCheckpointError(f"{folder}/config.json: vocab_size {config['vocab_size']}, but its word "
                                   f"embeddings have {rows} rows")
    spm_path, tokenizer = os.path.join(folder, SPM_FILE), read_tokenizer(folder)
    if os.path.lexists(spm_path) or tokenizer is None:
        spm_model = None
        vocabulary = dictionary(spm_pieces(spm_path, folder), config["vocab_size"], spm_path)
        check_tokenizer_json(folder, tokenizer, vocabulary)
    else:  # tokenizer.json alone: the SentencePiece model it was converted from, rebuilt
        tokenizer_path = os.path.join(folder, "tokenizer.json")
        spm_model = spm_from_tokenizer(tokenizer, tokenizer_path)
        vocabulary = dictionary([piece.piece for piece in spm_model.pieces], config["vocab_size"], tokenizer_path)
    layout: Layout = LAYOUTS[config["model_type"]]
    flags = [f"--arch={layout.arch}", f"--encoder-layers={config['num_hidden_layers']}",
             f"--encoder-embed-dim={config['hidden_size']}", f"--encoder-ffn-embed-dim={config['intermediate_size']}",
             f"--encoder-attention-heads={config['num_attention_heads']}", "--activation-fn=gelu",
             f"--max-positions={config['max_position_embeddings'] - 2}"]
    flags += ["--untie-weights-roberta"] if untied(config, head) else []
    sequence = sequence_classifier.classifier(config, classifier, head_name, os.path.join(folder, "config.json")) \
        if classifier else None
    with output_folder(out) as partial:
        vocabulary.save(os.path.join(partial, "dict.txt"))
        if spm_model is None:
            reader.copy_in(spm_path, folder, os.path.join(partial, SPM_FILE))
        else:
            with open(os.path.join(partial, SPM_FILE), "wb") as handle:
                handle.write(spm_model.SerializeToString())
        if sequence:
            sequence_classifier.write_labels(partial, sequence)
        least, stored = least_parameters(config, bool(head)), stored_elements(weights)
        if least > stored:  # in Python's integers: no size can overflow, or allocate before this
            raise WrongCheckpointError(f"{folder}/config.json asks for a model of at least {least:,} parameters, but "
                                       f"the weights hold {stored:,}; its sizes do not fit them (nothing was built)")
        try:
            mapped = our_weights(weights, config, prefix, head, classifier, head_name, folder)
        except KeyError as error:
            raise WrongCheckpointError(f"{folder}: no weight {error.args[0]!r}, which an XLM-R of its config.json "
                                       "holds") from None
        with in_place() if head else contextlib.nullcontext():  # without an LM head, a new one's initial values
            cfg, model = build_from_flags([partial, "--task", "masked_lm", *flags])
            if classifier:  # the head's sizes are its tensors', which the file holds
                model.register_classification_head(head_name, num_classes=sequence.outputs,
                                                   inner_dim=classifier["dense.weight"].size(0))
            own = model.state_dict()
            check_shapes(mapped, own, f"{folder} (its config.json)")
            new = {} if head else {key: own[key] for key in own
                                   if key.startswith("encoder.lm_head.") and key not in mapped}
            fill_and_save(cfg, model, {**new, **mapped}, [], os.path.join(partial, "model.pt"))
    return Imported(flags, layout.pre_ln, bool(head), left_out, sequence)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="a Hugging Face XLM-R folder (config.json, weights, sentencepiece.bpe.model "
                        "or tokenizer.json)")
    parser.add_argument("--out", required=True, help="a new folder: model.pt, dict.txt, sentencepiece.bpe.model "
                        "(label_dict.txt with a sequence classifier)")
    parser.add_argument("--classification-head-name", default=HEAD_NAME, metavar="NAME",
                        help="the name of a sequence classifier's head in model.pt (fairseq's sentence_prediction's "
                        "flag of that name; default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        done = convert(args.folder, args.out, args.classification_head_name)
    except (*CHECKPOINT_ERRORS, KeyError, ValueError) as error:
        parser.error(f"{args.folder}: {error}" if isinstance(error, KeyError) else str(error))
    out = os.path.normpath(args.out)
    print(f"| wrote {out}: model.pt ({' '.join(done.flags)}), dict.txt, {SPM_FILE} from {args.folder}")
    if not done.has_head:
        print("| no masked-LM head (lm_head.*) in the folder: model.pt has a new one, fairseq's initialisation")
    if done.left_out:
        print(f"| left out: {', '.join(done.left_out)} (no part of a fairseq RoBERTa)")
    if done.classifier:
        sequence_classifier.print_command(done.classifier, out, "model.pt", done.flags)
    if done.pre_ln:
        print("| pre-LN, as fairseq's xlmr.xl and xlmr.xxl: fine-tune or evaluate it with fairseq's tasks; XLM-E "
              "starts from it too, VECO and MARGE from a post-LN XLM-R (base, large)")
    print(f"| binarize with its vocabulary: SPM_MODEL={shlex.quote(os.path.join(out, SPM_FILE))} "
          f"DICT={shlex.quote(os.path.join(out, 'dict.txt'))} bash preprocess/prepare_xlm_e_data.sh RAW DATA")
    method = "XLM-E" if done.pre_ln else "a method"
    print(f"| then start {method} from it: python -m fairseq_xl.convert.from_xlmr xlm_e "
          f"{shlex.quote(os.path.join(out, 'model.pt'))} --data DATA --out DIR")


if __name__ == "__main__":
    sys.exit(main())
