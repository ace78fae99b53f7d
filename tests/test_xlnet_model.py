"""The XLNet model: segment recurrence (the memory of batch b is attended to in batch
b + 1, rows that start a new stream ignore it, no gradient enters it, training and
evaluation keep their own, no target reads its own token through it), gradients, half
precision."""
import numpy as np
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
import pytest

from fairseq_xl.data.permutation import sequence_ranks, token_targets
from fairseq_xl.models.xlnet import XLNetConfig, XLNetModel

ROWS, LENGTH, REUSE, MEM = 3, 12, 6, 9


def model(mem_len=MEM):
    torch.manual_seed(0)
    dictionary = Dictionary()
    for i in range(30):
        dictionary.add_symbol(f"w{i}")
    cfg = OmegaConf.structured(XLNetConfig(encoder_layers=2, encoder_embed_dim=16, encoder_ffn_embed_dim=32,
                                           encoder_attention_heads=2, dropout=0.0, attention_dropout=0.0,
                                           mem_len=mem_len, reuse_len=REUSE, max_positions=64))
    return XLNetModel(cfg, dictionary)


def batch(seed, starts):
    rng = np.random.RandomState(seed)
    tokens = torch.tensor(rng.randint(4, 34, size=(ROWS, LENGTH)))
    functional = np.zeros(LENGTH, dtype=bool)
    ranks, positions = [], []
    for _ in range(ROWS):
        targets = token_targets(~functional, 2, rng)
        ranks.append(sequence_ranks(targets, functional, REUSE, 0, rng))
        positions.append(np.flatnonzero(targets))
    return dict(src_tokens=tokens, segment_ids=torch.zeros_like(tokens), perm_rank=torch.tensor(np.array(ranks)),
                target_positions=torch.tensor(np.array(positions)), stream_start=torch.tensor(starts))


def test_memory_is_attended_and_reset_per_row():
    xlnet = model()
    xlnet(**batch(0, [True] * ROWS))
    states, padding = xlnet._memory[True]
    assert len(states) == 2 and states[0].shape == (ROWS, REUSE, 16) and not padding.any()
    assert not any(state.requires_grad for state in states)
    with_memory = xlnet(**batch(1, [False, True, False]))[0].view(ROWS, 2, -1)
    fresh = model()(**batch(1, [True] * ROWS))[0].view(ROWS, 2, -1)
    torch.testing.assert_close(with_memory[1], fresh[1], rtol=0, atol=1e-6)
    assert (with_memory[0] - fresh[0]).abs().max() > 1e-4 and (with_memory[2] - fresh[2]).abs().max() > 1e-4
    states, padding = xlnet._memory[True]
    assert states[0].shape[1] == MEM, "the last mem_len of two reuse_len parts"
    assert padding[1].tolist() == [True] * (MEM - REUSE) + [False] * REUSE, "row 1's older memory stays masked"


@pytest.mark.parametrize("mem_len, perm_size, bi_data", [(REUSE, 0, False), (2 * REUSE, 3, True)])
def test_no_target_reads_its_own_token_through_the_memory(mem_len, perm_size, bi_data):
    """Three consecutive sequences of every row, sequence k = stream[6k : 6k + 12] as the
    data pipeline cuts them (tokens_per_sample 12, reuse_len 6), ranks as it draws them.
    For every target of every sequence, changing the stream's token at that target's place
    leaves the target's logits unchanged, memory included; and the memory is read (the
    third sequence's logits differ without it). Before the reuse part was ranked first,
    sequence k's cached reuse states had read the text that sequence k + 1 reuses. Also with
    block-local orders (--perm-size) and backward rows (--bi-data)."""
    xlnet = model(mem_len).double()
    for parameter in xlnet.parameters():  # weights far from the small initial ones: leaks show
        parameter.data.add_(torch.randn_like(parameter) * 0.1)
    rng = np.random.RandomState(0)
    stream = torch.tensor(rng.randint(4, 34, size=(ROWS, 3 * REUSE + LENGTH - REUSE)))
    plan = []
    for _ in range(3):
        targets = [token_targets(np.ones(LENGTH, dtype=bool), 3, rng) for _ in range(ROWS)]
        ranks = [sequence_ranks(t, np.zeros(LENGTH, dtype=bool), REUSE, perm_size, rng) for t in targets]
        plan.append((torch.tensor(np.array(ranks)), torch.tensor(np.array([np.flatnonzero(t) for t in targets]))))

    def logits(text, memory=True):
        xlnet._memory.clear()
        out = []
        for k, (rank, positions) in enumerate(plan):
            tokens = text[:, REUSE * k: REUSE * k + LENGTH]
            starts = torch.tensor([k == 0 or not memory] * ROWS)
            backward = torch.tensor([bi_data and row > 0 for row in range(ROWS)])
            out.append(xlnet(tokens, torch.zeros_like(tokens), rank, positions, starts, backward)[0].view(ROWS, 3, -1))
        return out

    with torch.no_grad():
        reference = logits(stream)
        assert (reference[2] - logits(stream, memory=False)[2]).abs().max() > 0.01, "the memory is read"
        rows = torch.arange(ROWS)
        for k, (rank, positions) in enumerate(plan):
            for slot in range(3):
                altered = stream.clone()
                place = REUSE * k + positions[:, slot]
                altered[rows, place] = (altered[rows, place] - 4 + 1) % 30 + 4
                torch.testing.assert_close(logits(altered)[k][:, slot], reference[k][:, slot], rtol=0, atol=1e-9)


def test_loss_gradient_reaches_parameters_but_not_the_memory():
    """Every parameter gets a gradient from batch 1's loss, and none of it flows back through
    the memory into batch 0's computation: the gradients equal those with batch 0's memory
    made under no_grad, and the cached states need no gradient."""
    xlnet = model()
    xlnet(**batch(0, [True] * ROWS))  # batch 0's graph stays alive
    states, _ = xlnet._memory[True]
    assert not any(state.requires_grad or state.grad_fn is not None for state in states)
    xlnet(**batch(1, [False] * ROWS))[0].logsumexp(-1).sum().backward()
    reference = model()
    with torch.no_grad():
        reference(**batch(0, [True] * ROWS))
    reference(**batch(1, [False] * ROWS))[0].logsumexp(-1).sum().backward()
    for (name, parameter), expected in zip(xlnet.named_parameters(), reference.parameters()):
        assert parameter.grad is not None and parameter.grad.abs().sum() > 0, name  # mask_emb, r_w, r_r, r_s, ...
        torch.testing.assert_close(parameter.grad, expected.grad, rtol=0, atol=1e-7, msg=name)


def test_training_and_evaluation_keep_separate_memories():
    xlnet = model()
    xlnet(**batch(0, [True] * ROWS))
    xlnet.eval()
    with torch.no_grad():
        xlnet(**batch(5, [True] * ROWS))
    assert set(xlnet._memory) == {True, False}
    assert not torch.equal(xlnet._memory[True][0][0], xlnet._memory[False][0][0])


def test_bfloat16_matches_float32_with_masked_memory():
    """The model cast to half precision on the CPU, at initial-scale weights (activations stay
    small, so no overflow of trained weights can show; fairseq's --fp16/--bf16 path, with loss
    scaling and fp32 master weights, is not run): -inf masking and a partly masked memory stay
    finite, and the logits follow the float32 ones."""
    xlnet = model().eval()
    inputs = batch(0, [True] * ROWS)
    with torch.no_grad():
        xlnet(**inputs)
        reference, _ = xlnet(**batch(1, [False, True, False]))
        half = model().eval().to(torch.bfloat16)
        half(**inputs)
        logits, _ = half(**batch(1, [False, True, False]))
    assert torch.isfinite(logits).all()
    assert torch.corrcoef(torch.stack([logits.float().flatten(), reference.flatten()]))[0, 1] > 0.99


def test_memory_from_a_checkpoint_follows_the_weights_placed_after_loading():
    """fully_sharded moves and casts the weights after fairseq loaded the checkpoint, so the
    memory read with it was on the CPU in float32 while the weights were on cuda:0 in float16
    (seen on an H200). Here the cast comes after loading: the memory follows the weights, and the
    step equals that of a model whose memory was made in its own precision."""
    trained = model().eval()
    with torch.no_grad():
        trained(**batch(0, [True] * ROWS))
    saved = trained.state_dict()
    assert "memory.valid.0" in saved
    loaded = model().eval()
    loaded.load_state_dict(saved)
    loaded.to(torch.bfloat16)
    reference = model().eval()
    reference.load_state_dict(saved)
    reference._memory = {False: ([state.to(torch.bfloat16) for state in reference._memory[False][0]],
                                 reference._memory[False][1])}
    reference.to(torch.bfloat16)
    with torch.no_grad():
        logits, _ = loaded(**batch(1, [False] * ROWS))
        expected, _ = reference(**batch(1, [False] * ROWS))
    assert logits.dtype == torch.bfloat16 and loaded._memory[False][0][0].dtype == torch.bfloat16
    torch.testing.assert_close(logits, expected, rtol=0, atol=0)
