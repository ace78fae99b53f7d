"""Evaluation and reports of pre-trained encoders: cross-lingual sentence retrieval (``retrieval``),
zero-shot transfer (``transfer``), what a model learned against trivial baselines (``diagnostics``,
``objective_report``), the shifted-vocabulary test (``shifted_vocabulary``) and the progress lines
they print (``progress``). The scripts under ``examples/`` call them."""
