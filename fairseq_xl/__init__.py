"""fairseq-xl: cross-lingual language-model pre-training methods as a fairseq plugin.

Load with ``--user-dir fairseq_xl``. Importing the package makes fairseq usable on
Python 3.11 / numpy 2 / torch >= 2.6 (``fairseq_xl.compat``), refuses checkpoints whose config
would make fairseq build or run what this plugin does not trust (``fairseq_xl.checkpoint_config``),
silences the warnings fairseq's own calls raise (``fairseq_xl.quiet_warnings``) and registers
every task, criterion and model.
"""
from fairseq_xl.version import __version__  # noqa: F401
from fairseq_xl import quiet_warnings  # noqa: F401  (first: fairseq's own deprecation warnings are not the user's)
from fairseq_xl import compat  # noqa: F401  (fairseq needs it before data loading)
from fairseq_xl import checkpoint_config  # noqa: F401  (checks every checkpoint's config before fairseq builds it)
from fairseq_xl import archives  # noqa: F401  (model archives extracted inside their folder only)
from fairseq_xl import checkpoint_links  # noqa: F401  (a save replaces a link, never its target)
from fairseq_xl import save_dir  # noqa: F401  (--save-dir: unfinished saves, another configuration's checkpoints)
from fairseq_xl import criterions  # noqa: F401
from fairseq_xl.data import xlm_fastbpe  # noqa: F401  (--bpe xlm_fastbpe)
from fairseq_xl.models import marge, veco, veco_translation, xlm_e, xlnet  # noqa: F401
from fairseq_xl.tasks import ca_mlm, marge_retrieval, mrtd, permutation_lm, trtd  # noqa: F401
