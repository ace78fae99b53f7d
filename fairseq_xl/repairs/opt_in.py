"""Two behaviour fixes that are not applied to fairseq itself, so that importing the plugin changes
nothing for fairseq's own tasks: the plugin's tasks keep the last batch fairseq's ``batch_by_size``
drops (fairseq #5036, ``fairseq_xl.data.complete_batches``) and block n-grams on the CPU (fairseq
#5206, ``fairseq_xl.modules.ngram_repeat_block``) where they batch and build generators.
``FAIRSEQ_XL_FIX_FAIRSEQ=1`` in the environment applies both to fairseq's own functions, for every
task (``translation``, ``masked_lm``, ...) run with ``--user-dir fairseq_xl``.
"""
import os

from fairseq.data import data_utils
from fairseq.ngram_repeat_block import NGramRepeatBlock

from fairseq_xl.data import complete_batches
from fairseq_xl.modules import ngram_repeat_block

if os.environ.get("FAIRSEQ_XL_FIX_FAIRSEQ") == "1":
    data_utils.batch_by_size = complete_batches.batch_by_size
    NGramRepeatBlock._no_repeat_ngram = ngram_repeat_block.no_repeat_ngram
