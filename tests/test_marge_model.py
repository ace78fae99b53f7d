"""MARGE's model: the relevance score f = cos(g(x), g(z)) biases every key of z_j (eq. 4), the
reconstruction loss trains the relevance model through it, and incremental decoding (beam
search) computes what the full decoder computes."""
from types import SimpleNamespace

import pytest
import torch
import torch.nn.functional as F
from fairseq.data import Dictionary
from omegaconf import OmegaConf

import fairseq_xl  # noqa: F401
from fairseq_xl.models.marge import MargeConfig, MargeDecoder, MargeEncoder, MargeModel
from fairseq_xl.modules import TokenEmbeddings


def model(**sizes):
    torch.manual_seed(0)
    dictionary = Dictionary()
    for i in range(40):
        dictionary.add_symbol(f"w{i}")
    dictionary.add_symbol("[en]")  # 44: the language token
    settings = dict(encoder_layers=3, encoder_embed_dim=32, encoder_ffn_embed_dim=64, encoder_attention_heads=4,
                    decoder_local_layers=1, decoder_layers=2, decoder_ffn_embed_dim=96, relevance_layers=2,
                    dropout=0.0, attention_dropout=0.0, max_positions=32)
    settings.update(sizes)
    cfg = OmegaConf.structured(MargeConfig(**settings))
    return MargeModel.build_model(cfg, SimpleNamespace(source_dictionary=dictionary)).eval()


def documents(seed, count, length, pad=()):
    """count documents <s> w.. </s>, right-padded: pad[i] pads document i."""
    generator = torch.Generator().manual_seed(seed)
    x = torch.randint(4, 44, (count, length), generator=generator)
    x[:, 0], x[:, -1] = 0, 2
    for row, amount in enumerate(pad):
        if amount:
            x[row, -amount - 1] = 2
            x[row, -amount:] = 1
    return x


def test_relevance_is_the_cosine_of_the_first_tokens_state_after_the_relevance_layers():
    marge = model()
    targets, evidence = documents(0, 3, 9, pad=(0, 2, 0)), documents(1, 2, 11, pad=(3, 0))
    with torch.no_grad():
        out = marge.relevance_biased_memory(marge.encoder(evidence), targets)
        expected = torch.zeros(3, 2)
        for i in range(3):
            for j in range(2):
                g_x = marge.encoder.relevance_embedding(targets[i:i + 1, :int(targets[i].ne(1).sum())])
                g_z = marge.encoder.relevance_embedding(evidence[j:j + 1, :int(evidence[j].ne(1).sum())])
                expected[i, j] = F.cosine_similarity(g_x, g_z)[0]
    torch.testing.assert_close(out["relevance"], expected, rtol=0, atol=1e-5)
    # eq. 4: every key of z_j (padding too; the padding mask removes those) gets beta * f(x_i, z_j)
    marge.encoder.beta.data.fill_(1.7)
    with torch.no_grad():
        out = marge.relevance_biased_memory(marge.encoder(evidence), targets)
    bias = out["memory_bias"][:, 0, 0].view(3, 2, 11)
    for i in range(3):
        for j in range(2):
            assert torch.allclose(bias[i, j], torch.full((11,), 1.7 * float(out["relevance"][i, j])))
    assert out["memory"].shape == (1, 22, 32)
    assert out["memory_padding"].view(2, 11).tolist() == evidence.eq(1).tolist()


def test_relevance_layers_are_the_first_layers_of_the_encoder():
    marge = model()
    evidence = documents(1, 2, 11)
    with torch.no_grad():
        x = marge.encoder.embeddings(evidence)
        for layer in marge.encoder.layers[:2]:
            x = layer(x)
        torch.testing.assert_close(marge.encoder.relevance_embedding(evidence), x[:, 0])
    with pytest.raises(ValueError, match="--relevance-layers 4 must be between 1 and --encoder-layers 3"):
        model(relevance_layers=4)


def reconstruction_loss(marge, targets, evidence):
    previous = targets[:, :-1].clone()
    previous[:, 0] = 44  # a language token
    logits, _ = marge(evidence, None, previous, target_documents=targets)
    return F.cross_entropy(logits.transpose(1, 2), targets[:, 1:], ignore_index=1)


def relevance_gradient(marge, beta):
    """d loss / d g(x_i) of the targets, with beta set."""
    marge.encoder.beta.data.fill_(beta)
    marge.zero_grad()
    targets, evidence = documents(0, 2, 9), documents(1, 3, 11, pad=(0, 4, 0))
    captured = []
    relevance_embedding = marge.encoder.relevance_embedding

    def keep(tokens):
        captured.append(relevance_embedding(tokens))
        captured[-1].retain_grad()
        return captured[-1]

    marge.encoder.relevance_embedding = keep
    reconstruction_loss(marge, targets, evidence).backward()
    del marge.encoder.relevance_embedding
    return captured[0].grad


def test_the_reconstruction_loss_trains_the_relevance_model_through_f():
    marge = model().train()
    g_x = relevance_gradient(marge, 1.0)
    assert g_x is not None and g_x.abs().sum() > 0, "the loss reaches g(x_i) through beta * f"
    assert marge.encoder.beta.grad.abs() > 0
    assert marge.encoder.layers[0].self_attn.q_proj.weight.grad.abs().sum() > 0
    assert not relevance_gradient(marge, 0.0).any(), "with beta = 0 the targets reach the loss no other way"


def test_with_one_evidence_document_the_bias_changes_nothing():
    """Why generation (one source document per row) leaves the bias out: a constant over
    all keys of a row does not change its softmax."""
    marge = model()
    targets, evidence = documents(0, 2, 9), documents(1, 1, 11)
    marge.encoder.beta.data.fill_(5.0)
    with torch.no_grad():
        out = marge.relevance_biased_memory(marge.encoder(evidence), targets)
        without = dict(out, memory_bias=None)
        previous = targets[:, :-1]
        torch.testing.assert_close(marge.decoder(previous, out)[0], marge.decoder(previous, without)[0])


def test_each_target_attends_to_every_evidence_document_and_not_to_padding():
    marge = model()
    targets, evidence = documents(0, 2, 9), documents(1, 3, 11)
    previous = targets[:, :-1]
    with torch.no_grad():
        base = marge(evidence, None, previous, target_documents=targets)[0]
        changed = evidence.clone()
        changed[2, 3:6] = torch.tensor([5, 6, 7])
        assert (marge(changed, None, previous, target_documents=targets)[0] - base).abs().max() > 1e-4
        padded = torch.cat([evidence, torch.ones(3, 5, dtype=torch.long)], 1)
        torch.testing.assert_close(marge(padded, None, previous, target_documents=targets)[0], base,
                                   rtol=0, atol=1e-5)


def test_incremental_decoding_with_reordering_equals_the_full_decoder():
    marge = model()
    source = documents(1, 2, 11, pad=(0, 3))
    prefix = documents(2, 2, 8)[:, :-1]
    prefix[:, 0] = 44
    with torch.no_grad():
        encoder_out = marge.encoder(source)
        state = {}
        order = torch.tensor([1, 0])
        for step in range(prefix.size(1)):
            logits, _ = marge.decoder(prefix[:, :step + 1], encoder_out, incremental_state=state)
            full, _ = marge.decoder(prefix[:, :step + 1], encoder_out)
            torch.testing.assert_close(logits[:, -1], full[:, -1], rtol=0, atol=1e-5)
            if step == 3:  # beam search reorders hypotheses: swap the two rows everywhere
                marge.decoder.reorder_incremental_state_scripting(state, order)
                encoder_out = marge.encoder.reorder_encoder_out(encoder_out, order)
                prefix = prefix[order]


def test_architectures_have_the_papers_shape():
    from fairseq_xl.models.marge import marge_large
    args = SimpleNamespace()
    marge_large(args)
    assert (args.encoder_layers, args.encoder_embed_dim, args.encoder_ffn_embed_dim) == (12, 1024, 4096)
    assert (args.decoder_local_layers, args.decoder_layers, args.decoder_ffn_embed_dim) == (4, 12, 16384)
    assert args.relevance_layers == 4
    cfg = OmegaConf.structured(MargeConfig(max_positions=512, **{key: getattr(args, key) for key in (
        "encoder_layers", "encoder_embed_dim", "encoder_ffn_embed_dim", "encoder_attention_heads",
        "decoder_local_layers", "decoder_layers", "decoder_ffn_embed_dim", "relevance_layers")}))
    dictionary = Dictionary()
    with torch.device("meta"):  # shapes only: no 4 GB of weights (so no initialisation either)
        embeddings = TokenEmbeddings(len(dictionary), 1024, dictionary.pad(), 512)
        marge = MargeModel(MargeEncoder(cfg, dictionary, embeddings),
                           MargeDecoder(cfg, dictionary, embeddings.embed_tokens))
    table = marge.encoder.embeddings.embed_tokens.weight.numel()
    without_embeddings = sum(p.numel() for p in marge.parameters()) - table
    # the paper's "about 960M" with a 250k vocabulary (XLM-R's): 250k x 1024 embeddings are 256M of it
    assert 940e6 < without_embeddings + 250_000 * 1024 < 980e6


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_half_precision_follows_float32(dtype):
    """The model cast to half precision on the CPU, at initial-scale weights (activations stay
    small, so no overflow of trained weights can show; fairseq's --fp16/--bf16 path, with loss
    scaling and fp32 master weights, is not run): padded evidence, logits and relevance finite and close to float32,
    gradients finite (the relevance score itself is computed in float32)."""
    marge = model()
    targets, evidence = documents(0, 2, 9, pad=(0, 3)), documents(1, 3, 11, pad=(2, 0, 5))
    previous = targets[:, :-1]
    with torch.no_grad():
        reference = marge(evidence, None, previous, target_documents=targets)[0]
    half = marge.to(dtype)
    logits = half(evidence, None, previous, target_documents=targets)[0]
    assert logits.dtype == dtype and torch.isfinite(logits.float()).all()
    assert torch.corrcoef(torch.stack([logits.float().flatten(), reference.flatten()]))[0, 1] > 0.99
    logits.float().logsumexp(-1).sum().backward()
    assert all(torch.isfinite(p.grad.float()).all() for p in half.parameters() if p.grad is not None)
    assert half.encoder.beta.grad is not None


def test_one_vocabulary_table_is_built(monkeypatch):
    """Encoder, decoder and output projection share one vocabulary x width table, and building
    the model allocates no other (a second one is about 1 GB at marge_large with a 250k
    vocabulary)."""
    built = []
    embedding_init = torch.nn.Embedding.__init__

    def counting(self, num_embeddings, *args, **kwargs):
        built.append(num_embeddings)
        embedding_init(self, num_embeddings, *args, **kwargs)

    monkeypatch.setattr(torch.nn.Embedding, "__init__", counting)
    marge = model()
    vocabulary = len(marge.decoder.dictionary)
    assert built.count(vocabulary) == 1, built
    assert marge.decoder.embeddings.embed_tokens is marge.encoder.embeddings.embed_tokens


def test_checkpoints_with_the_old_layer_names_load():
    """Before 2026-11-24 the encoder's layers were saved under ``encoder.encoder.layers``."""
    marge = model()
    old = {key.replace("encoder.layers.", "encoder.encoder.layers.") if key.startswith("encoder.layers.") else key:
           value.clone() for key, value in marge.state_dict().items()}
    assert any(key.startswith("encoder.encoder.layers.") for key in old)
    fresh = model()
    torch.nn.init.zeros_(fresh.encoder.layers[0].fc1.weight)
    fresh.load_state_dict(old)
    for key, value in marge.state_dict().items():
        assert torch.equal(fresh.state_dict()[key], value), key
