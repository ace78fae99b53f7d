"""fairseq's activation functions (``--activation-fn``) and the name Hugging Face's ``ACT2FN`` gives the same
function (``hidden_act``, XLNet's ``ff_activation``): one table for the exports and the imports, so that what an
export writes an import takes back. Each pair computes the same function: fairseq's ``gelu`` and ``transformers``'
``gelu`` the exact erf form, ``gelu_accurate`` and ``gelu_new`` the tanh approximation, ``linear`` the identity."""
FAIRSEQ_TO_HF = {"gelu": "gelu", "gelu_accurate": "gelu_new", "relu": "relu", "tanh": "tanh", "linear": "linear"}
HF_TO_FAIRSEQ = {theirs: ours for ours, theirs in FAIRSEQ_TO_HF.items()}
