"""Our XLNet against HuggingFace transformers' XLNetLMHeadModel (test-only dependency): the
same weights, tokens, segments, permutation, targets and memories give the same logits and
the same new memories, in float64. Every test runs twice: with the content stream's position scores
in one block of rows (LENGTH is under ROW_BLOCK) and in blocks of 4 rows, the last one short."""
import numpy as np
import pytest
import torch
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.data.permutation import sequence_ranks, token_targets
from fairseq_xl.models.xlnet import XLNetConfig, XLNetModel
from fairseq_xl.modules import two_stream_attention
from fairseq_xl.modules.permutation_masks import official_perm_mask

transformers = pytest.importorskip("transformers")
from fairseq_xl.hf.export import xlnet_state_dict  # noqa: E402  (needs transformers)

VOCAB, DIM, HEADS, LAYERS, FFN = 40, 32, 4, 3, 48
BATCH, LENGTH, TARGETS, REUSE, MEM = 4, 11, 3, 5, 7


@pytest.fixture(autouse=True, params=[two_stream_attention.ROW_BLOCK, 4], ids=["one-block", "blocks-of-4"])
def row_block(request, monkeypatch):
    assert LENGTH < two_stream_attention.ROW_BLOCK and LENGTH % 4
    monkeypatch.setattr(two_stream_attention, "ROW_BLOCK", request.param)


def dictionary():
    d = Dictionary()
    for i in range(VOCAB - len(d)):
        d.add_symbol(f"w{i}")
    return d


def build_pair(bi_data=False):
    torch.manual_seed(0)
    cfg = OmegaConf.structured(XLNetConfig(encoder_layers=LAYERS, encoder_embed_dim=DIM, encoder_ffn_embed_dim=FFN,
                                           encoder_attention_heads=HEADS, dropout=0.0, attention_dropout=0.0,
                                           mem_len=MEM, reuse_len=REUSE, max_positions=64))
    ours = XLNetModel(cfg, dictionary()).double().eval()
    for parameter in ours.parameters():  # nothing left at its zero/one initial value
        parameter.data.add_(torch.randn_like(parameter) * 0.05)
    config = transformers.XLNetConfig(vocab_size=VOCAB, d_model=DIM, n_layer=LAYERS, n_head=HEADS, d_inner=FFN,
                                      ff_activation="gelu_new", attn_type="bi", mem_len=MEM, reuse_len=REUSE,
                                      bi_data=bi_data, dropout=0.0, layer_norm_eps=1e-5, untie_r=True)
    reference = transformers.XLNetLMHeadModel(config).double().eval()
    missing, unexpected = reference.load_state_dict(xlnet_state_dict(ours), strict=False)
    assert not missing and not unexpected
    assert reference.lm_loss.weight is reference.transformer.word_embedding.weight
    hf = reference.transformer
    # HF builds the sinusoids in float32 whatever the model's dtype (and then fails in
    # float64); both sides use the same float32 sinusoids, cast to float64.
    encoding = hf.relative_positional_encoding
    hf.relative_positional_encoding = lambda *args, **kwargs: encoding(*args, **kwargs).double()
    return ours, reference


def sample_inputs(seed):
    """Tokens with <sep>/<cls> at XLNet's places, two segments, ranks (the reuse part first)
    and targets drawn by the data pipeline's own functions."""
    rng = np.random.RandomState(seed)
    tokens = torch.tensor(rng.randint(4, VOCAB, size=(BATCH, LENGTH)))
    tokens[:, 5] = tokens[:, -2] = 2
    tokens[:, -1] = 0
    segments = torch.tensor([0] * 6 + [1] * (LENGTH - 7) + [2]).repeat(BATCH, 1)
    functional = np.zeros(LENGTH, dtype=bool)
    functional[[5, LENGTH - 2, LENGTH - 1]] = True
    ranks, positions = [], []
    for _ in range(BATCH):
        targets = token_targets(~functional, TARGETS, rng)
        ranks.append(sequence_ranks(targets, functional, REUSE, 0, rng))
        positions.append(np.flatnonzero(targets))
    return tokens, segments, torch.tensor(np.array(ranks)), torch.tensor(np.array(positions))


def hf_permutation_mask(rank, positions):
    return official_perm_mask(rank, positions).double()


def target_mapping(positions):
    return torch.nn.functional.one_hot(positions, LENGTH).double()


@pytest.mark.parametrize("bi_data", [False, True])
def test_logits_and_memory_equal_huggingface_over_two_segments(bi_data):
    ours, reference = build_pair(bi_data)
    reversed_rows = torch.tensor([False, False, True, True]) if bi_data else None
    memory = reference_mems = None
    for step in range(2):  # the second step attends over the memory of the first
        tokens, segments, rank, positions = sample_inputs(step)
        with torch.no_grad():
            out = reference(input_ids=tokens, token_type_ids=segments, perm_mask=hf_permutation_mask(rank, positions),
                            target_mapping=target_mapping(positions), mems=reference_mems, use_mems=True)
            _, g, inputs = ours.encode(tokens, segments, rank, positions, None if memory is None else memory[0],
                                       None if memory is None else memory[1], reversed_rows)
            logits = ours.output_layer(g)
            memory = ours.next_memory(inputs, tokens.eq(1), *(memory or (None, None)))
        reference_mems = out.mems
        torch.testing.assert_close(logits, out.logits, rtol=0, atol=1e-5)
        assert logits.abs().max() > 0.1, "a comparison of near-zero logits proves little"
        assert len(memory[0]) == LAYERS
        for mine, theirs in zip(memory[0], out.mems):
            torch.testing.assert_close(mine, theirs.transpose(0, 1), rtol=0, atol=1e-5)
        assert memory[0][0].size(1) == min(MEM, REUSE * (step + 1))


def test_content_stream_equals_huggingface_without_targets():
    """No permutation and no targets: the content stream alone (fine-tuning features)."""
    ours, reference = build_pair()
    tokens, segments, _, _ = sample_inputs(3)
    with torch.no_grad():
        theirs = reference.transformer(input_ids=tokens, token_type_ids=segments).last_hidden_state
        mine = ours.extract_features(tokens, segments)
    torch.testing.assert_close(mine, theirs, rtol=0, atol=1e-5)


def test_changing_a_target_token_leaves_its_query_stream_unchanged():
    """g_{z_t} never sees x_{z_t}: for every target, with a memory, altering its token
    changes no logit of that target nor of the targets ranked before it, and changes the
    logits of those ranked after it that may see it."""
    ours, _ = build_pair()
    tokens, segments, rank, positions = sample_inputs(4)
    memory = [torch.randn(BATCH, MEM, DIM, dtype=torch.float64) for _ in range(LAYERS)]
    with torch.no_grad():
        g = ours.encode(tokens, segments, rank, positions, memory)[1]
        for slot in range(TARGETS):
            rows = torch.arange(BATCH)
            altered = tokens.clone()
            altered[rows, positions[:, slot]] = (altered[rows, positions[:, slot]] + 1 - 4) % (VOCAB - 4) + 4
            g2 = ours.encode(altered, segments, rank, positions, memory)[1]
            for row in range(BATCH):
                target_rank = rank[row, positions[row]]
                unaffected = target_rank <= target_rank[slot]
                torch.testing.assert_close(g2[row, unaffected], g[row, unaffected], rtol=0, atol=1e-12)
                if (~unaffected).any():
                    assert (g2[row, ~unaffected] - g[row, ~unaffected]).abs().max() > 1e-6


@pytest.mark.parametrize("bi_data", [False, True])
def test_gradients_equal_huggingface(bi_data):
    """Backward through both streams, the relative shift and the memory: every weight's
    gradient matches HF's (weights in HF's [d, n_head, d_head] layout compared as ours)."""
    ours, reference = build_pair(bi_data)
    reversed_rows = torch.tensor([False, False, True, True]) if bi_data else None
    tokens, segments, rank, positions = sample_inputs(7)
    memory = [torch.randn(BATCH, MEM, DIM, dtype=torch.float64) for _ in range(LAYERS)]
    weights = torch.randn(BATCH, TARGETS, VOCAB, dtype=torch.float64)
    out = reference(input_ids=tokens, token_type_ids=segments, perm_mask=hf_permutation_mask(rank, positions),
                    target_mapping=target_mapping(positions), mems=[m.transpose(0, 1) for m in memory],
                    use_mems=True)
    (out.logits * weights).sum().backward()
    _, g, _ = ours.encode(tokens, segments, rank, positions, memory, None, reversed_rows)
    (ours.output_layer(g) * weights).sum().backward()
    n, dh = HEADS, DIM // HEADS
    pairs = [(ours.embed_tokens.weight.grad, reference.transformer.word_embedding.weight.grad),
             (ours.mask_emb.grad, reference.transformer.mask_emb.grad.view(-1)),
             (ours.output_bias.grad, reference.lm_loss.bias.grad)]
    for mine, theirs in zip(ours.layers, reference.transformer.layer):
        attention = theirs.rel_attn
        for name, linear in (("q", mine.self_attn.q_proj), ("k", mine.self_attn.k_proj),
                             ("v", mine.self_attn.v_proj), ("r", mine.position_proj)):
            pairs.append((linear.weight.grad, getattr(attention, name).grad.reshape(DIM, n * dh).t()))
        pairs.append((mine.self_attn.out_proj.weight.grad, attention.o.grad.reshape(DIM, n * dh)))
        for name in ("r_w_bias", "r_r_bias", "r_s_bias"):
            pairs.append((getattr(mine, name).grad, getattr(attention, name).grad))
        pairs.append((mine.segment_embed.grad, attention.seg_embed.grad))
        pairs.append((mine.fc1.weight.grad, theirs.ff.layer_1.weight.grad))
    for mine, theirs in pairs:
        assert mine.abs().max() > 0
        torch.testing.assert_close(mine, theirs, rtol=1e-6, atol=1e-6)
