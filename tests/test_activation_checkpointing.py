"""``--checkpoint-activations`` (fairseq's RoBERTa's flag) for every model of the plugin: each Transformer
layer keeps its inputs only and runs again in the backward (``BiasedEncoderLayer.checkpointed``). With
dropout on, a training step gives the loss and every parameter's gradient of the plain step bit for bit
(the recomputation draws the same masks), while what autograd keeps outside the layers' own inputs falls;
the CLI takes the flag and trains as it does without it."""
from types import SimpleNamespace

import numpy as np
import pytest
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from conftest import TRAIN_FLAGS, json_logs, run
from fairseq_xl.data.permutation import sequence_ranks, token_targets
from fairseq_xl.models.base import checkpoint_activations
from fairseq_xl.models.marge import MargeConfig, MargeModel
from fairseq_xl.models.veco import VECOConfig, VECOModel
from fairseq_xl.models.xlm_e import XLMEConfig, XLMEModel
from fairseq_xl.models.xlnet import XLNetConfig, XLNetModel

SIZES = dict(encoder_layers=3, encoder_embed_dim=32, encoder_ffn_embed_dim=64, encoder_attention_heads=4,
             dropout=0.1, attention_dropout=0.1, max_positions=64)


def dictionary():
    words = Dictionary()
    for i in range(40):
        words.add_symbol(f"w{i}")
    words.add_symbol("<mask>")  # 44: XLM-E's and VECO's mask, MARGE's language token
    return words


def tokens(seed, rows, length, pad=0):
    x = torch.randint(4, 44, (rows, length), generator=torch.Generator().manual_seed(seed))
    x[:, 0], x[:, -1] = 0, 2
    if pad:
        x[0, -pad - 1], x[0, -pad:] = 2, 1
    return x


def masked(x, seed):
    return (torch.rand(x.shape, generator=torch.Generator().manual_seed(seed)) < 0.3) & x.gt(3)


def xlm_e():
    model = XLMEModel(OmegaConf.structured(XLMEConfig(**SIZES, generator_layers=2, generator_ffn_embed_dim=64,
                                                      generator_attention_heads=4)), dictionary())
    x = tokens(0, 4, 20, pad=5)

    def step():
        logits, extra = model(x, masked(x, 1))
        return logits.float().pow(2).mean() + extra.generator_logits.float().pow(2).mean()
    return model, step


def veco():
    model = VECOModel(OmegaConf.structured(VECOConfig(**SIZES)), dictionary())
    x, y = tokens(0, 3, 12, pad=3), tokens(1, 3, 9)

    def step():
        return sum(term.float().pow(2).mean() for term in model(x, y, masked(x, 2), masked(y, 3))[1])
    return model, step


def xlnet():
    model = XLNetModel(OmegaConf.structured(XLNetConfig(**SIZES, mem_len=8, reuse_len=6)), dictionary())
    rng = np.random.RandomState(0)
    x = torch.tensor(rng.randint(4, 44, size=(3, 12)))
    ranks, positions = [], []
    for _ in range(3):
        targets = token_targets(np.ones(12, dtype=bool), 2, rng)
        ranks.append(sequence_ranks(targets, np.zeros(12, dtype=bool), 6, 0, rng))
        positions.append(np.flatnonzero(targets))
    batch = dict(src_tokens=x, segment_ids=torch.zeros_like(x), perm_rank=torch.tensor(np.array(ranks)),
                 target_positions=torch.tensor(np.array(positions)), stream_start=torch.tensor([True, False, True]))
    model(**batch)  # a segment before: the step attends to its memory

    def step():
        return model(**batch)[0].float().pow(2).mean()
    return model, step


def marge():
    model = MargeModel.build_model(OmegaConf.structured(MargeConfig(
        **SIZES, decoder_local_layers=1, decoder_layers=2, decoder_ffn_embed_dim=96, relevance_layers=2)),
        SimpleNamespace(source_dictionary=dictionary()))
    targets, evidence = tokens(0, 3, 9, pad=2), tokens(1, 2, 11, pad=3)
    previous = targets[:, :-1].clone()
    previous[:, 0] = 44

    def step():
        return model(evidence, None, previous, target_documents=targets)[0].float().pow(2).mean()
    return model, step


def trained_step(model, step, checkpointed: bool):
    """The loss, every parameter's gradient and the bytes autograd kept outside the layers' checkpoints."""
    checkpoint_activations(model, SimpleNamespace(checkpoint_activations=checkpointed))
    model.train()
    model.zero_grad()
    kept = []
    torch.manual_seed(7)
    with torch.autograd.graph.saved_tensors_hooks(lambda t: kept.append(t.nbytes) or t, lambda t: t):
        loss = step()
    loss.backward()
    return loss.detach(), {name: p.grad.clone() for name, p in model.named_parameters() if p.grad is not None}, \
        sum(kept)


@pytest.mark.parametrize("build", [xlm_e, veco, xlnet, marge], ids=lambda build: build.__name__)
def test_checkpointed_layers_give_the_plain_steps_gradients_bit_for_bit(build):
    torch.manual_seed(0)
    model, step = build()
    state = {key: value.clone() for key, value in model.state_dict().items()}
    plain_loss, plain, plain_bytes = trained_step(model, step, False)
    model.load_state_dict(state)  # XLNet's memory is in its state: both steps read the warm-up segment's
    loss, gradients, kept_bytes = trained_step(model, step, True)
    assert torch.equal(loss, plain_loss)
    assert gradients.keys() == plain.keys() and len(plain) > 10
    different = [name for name in plain if not torch.equal(gradients[name], plain[name])]
    assert not different, different
    assert kept_bytes < 0.2 * plain_bytes, (kept_bytes, plain_bytes)  # 0.07-0.12 with every layer checkpointed
    with torch.no_grad():  # and with dropout, another seed draws other masks: the equality is not for free
        torch.manual_seed(8)
        assert not torch.equal(step(), plain_loss)


def test_the_cli_trains_with_checkpointed_activations_as_without(data_bin, tmp_path):
    flags = [*TRAIN_FLAGS, "--task", "trtd", "--max-update", "3", "--log-interval", "1", "--no-save",
             "--disable-validation", "--dropout", "0.1", "--attention-dropout", "0.1"]
    runs = [run(["fairseq-train", data_bin, "--save-dir", tmp_path / name, *flags, *extra])
            for name, extra in (("plain", []), ("checkpointed", ["--checkpoint-activations"]))]
    logs = [json_logs(done.stdout + done.stderr, "train_inner") for done in runs]
    assert len(logs[0]) == 3
    said = "--checkpoint-activations: each layer keeps its inputs only"  # once, at the first checkpointed layer
    assert said not in runs[0].stdout and runs[1].stdout.count(said) == 1, runs[1].stdout[-3000:]
    assert [(record["loss"], record["gnorm"]) for record in logs[1]] == \
        [(record["loss"], record["gnorm"]) for record in logs[0]]
