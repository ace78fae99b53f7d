"""One return contract for every model's ``forward`` (``fairseq_xl.models.base.EncoderModel``):
fairseq's pair (output, extra), the tensor the objective scores first and the rest, typed where a
criterion reads it (``fairseq_xl.models.outputs``), a dict or None elsewhere; with ``features_only``,
RoBERTa's ([B, T, C], {"inner_states": [T, B, C] per layer}). The models are the small ones of each
model's own tests."""
import torch

from fairseq_xl.models.outputs import CrossAttentionPredictions, ReplacedTokenDetection

import test_marge_model
import test_veco_model
import test_xlm_e_model
import test_xlnet_model


def assert_pair(output, extra):
    """``extra``: the type of the pair's second element, a set of a dict's keys, or None."""
    assert isinstance(output, tuple) and len(output) == 2
    assert isinstance(output[0], torch.Tensor)
    if isinstance(extra, type):
        assert type(output[1]) is extra and all(isinstance(value, torch.Tensor) for value in output[1])
    else:
        assert (output[1] is None) if extra is None else (set(output[1]) == extra)


def assert_features(output, tokens, layers):
    features, extra = output
    assert features.shape[:2] == tokens.shape
    assert len(extra["inner_states"]) == layers + 1  # the embeddings, then every layer
    assert all(state.shape[:2] == tokens.shape[::-1] for state in extra["inner_states"])
    torch.testing.assert_close(extra["inner_states"][-1].transpose(0, 1), features)


def test_every_model_returns_output_and_extra():
    dictionary = test_xlm_e_model.make_dictionary()
    xlm_e = test_xlm_e_model.make_model(dictionary)
    tokens, masked = test_xlm_e_model.make_batch(dictionary)
    assert_pair(xlm_e(tokens, masked), ReplacedTokenDetection)
    assert_features(xlm_e(tokens, features_only=True, return_all_hiddens=True), tokens, 2)

    veco = test_veco_model.model()
    x, y = test_veco_model.tokens(0, 9), test_veco_model.tokens(1, 7)
    output = veco(x, y)
    assert_pair(output, CrossAttentionPredictions)
    assert output[0] is output[1].x_self
    assert_features(veco(x, features_only=True, return_all_hiddens=True), x, 2)

    xlnet = test_xlnet_model.model()
    assert_pair(xlnet(**test_xlnet_model.batch(0, [True] * test_xlnet_model.ROWS)), set())

    marge = test_marge_model.model()
    evidence, targets = test_marge_model.documents(0, 2, 10), test_marge_model.documents(1, 2, 8)
    assert_pair(marge(evidence, None, targets[:, :-1], target_documents=targets), None)
