"""fairseq-xl: cross-lingual language-model pre-training methods as a fairseq plugin.

Load with ``--user-dir fairseq_xl``. Importing the package first applies its repairs to fairseq
(``fairseq_xl.repairs``: fairseq usable on today's Python, numpy, torch and Hydra) and its guards
(``fairseq_xl.guards``: every checkpoint, archive and data index checked before fairseq builds
anything from it), then registers every task, criterion, model, optimizer and BPE.

Layout (one concern per package, as fairseq's own tree):
``repairs/`` what importing the plugin changes in fairseq's behaviour, ``guards/`` what it refuses
and checks; ``tasks/``, ``models/``, ``criterions/``,
``modules/``, ``data/``, ``optim/`` the methods' fairseq components; ``evaluation/`` retrieval,
transfer and diagnostics; ``hf/`` the Hugging Face export. The modules at this level are the ones
a user calls: ``hub`` (the hub classes), ``flags`` and ``plot_logs`` (commands), ``version``.
"""
from fairseq_xl.version import __version__  # noqa: F401
from fairseq_xl import repairs  # noqa: F401  (first: fairseq's warnings and numpy 2 before anything loads data)
from fairseq_xl import guards  # noqa: F401  (before fairseq reads any config, checkpoint or data)
from fairseq_xl import criterions, optim  # noqa: F401
from fairseq_xl.data import xlm_fastbpe, xlnet_sentencepiece  # noqa: F401  (--bpe xlm_fastbpe, xlnet_sentencepiece)
from fairseq_xl.models import marge, veco, veco_translation, xlm_e, xlnet  # noqa: F401
from fairseq_xl.tasks import ca_mlm, marge_retrieval, mrtd, permutation_lm, trtd  # noqa: F401
from fairseq_xl.guards.no_eval import cover_fairseq  # noqa: E402

cover_fairseq()  # last: every fairseq module loaded by now reads literals where it called eval
