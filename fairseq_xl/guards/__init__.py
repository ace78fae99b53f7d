"""What importing fairseq-xl refuses or checks in what fairseq reads, in the order it applies
(``--user-dir`` imports the plugin before fairseq reads a config, a checkpoint or data; what the
plugin repairs in fairseq's behaviour is ``fairseq_xl.repairs``):

1. ``weights_only``: checkpoints load ``weights_only`` on torch >= 2.6, the types fairseq's hold
   allow-listed, nothing else.
2. ``no_eval``: every ``eval`` in fairseq's code reads a literal, never code (``--adam-betas``, a
   checkpoint's layer lists).
3. ``checkpoint_config``: every checkpoint fairseq reads is checked before anything is built from
   it (allowed components only, plain literals), and every model fairseq builds from it counted
   against its weights first (``model_size.counted``).
4. ``archives``: a model archive is extracted inside its folder only.
5. ``checkpoint_links``: a save replaces a link in the save folder, never the file it points to.
6. ``save_dir``: ``--save-dir`` is checked when training starts (unfinished saves, another
   configuration's checkpoint).
7. ``native_inputs``: a fastBPE codes file is checked, and a SentencePiece model parsed in Python, before
   fastBPE's or SentencePiece's C++ reader sees it.
8. ``data_index``: a data-bin's ``.idx`` is checked item by item against its ``.bin`` before fairseq
   maps either, for every task, and its token ids against the dictionary it is read with as it is read.
9. ``dictionary_file``: a ``dict.txt`` fairseq loads by its path is read by ``reader`` (a regular file inside
   its folder, bounded, UTF-8), its format errors one line naming the file.
10. ``data_text_files``: the text files fairseq's own code opens in a data folder (raw text data,
    ``sentence_prediction``'s and ``sentence_ranking``'s labels) are read by ``reader``.
11. ``one_line``: a refusal of the gate that reaches the top of fairseq's own commands is printed
    as one line, not a traceback.

Applied by those parts and by the plugin's commands, the gate's readers: ``reader`` (every received
byte), ``received`` (a checkpoint into plain, checked data), ``config_types``, ``model_size``. What
the whole gate refuses, file kind by file kind, with every bound: docs/checkpoints.md, "The gate".

Called by the plugin's tasks and scripts rather than applied at import: ``flag_checks`` (the range
of every numeric flag), ``model_size`` (a model counted before it is built), ``checkpoint_kind``
(a script's checkpoint is of a model it takes); ``errors`` holds what they all raise.
"""
from fairseq_xl.guards import weights_only  # noqa: F401
from fairseq_xl.guards import no_eval  # noqa: F401
from fairseq_xl.guards import checkpoint_config  # noqa: F401
from fairseq_xl.guards import archives  # noqa: F401
from fairseq_xl.guards import checkpoint_links  # noqa: F401
from fairseq_xl.guards import save_dir  # noqa: F401
from fairseq_xl.guards import native_inputs  # noqa: F401
from fairseq_xl.guards import data_index  # noqa: F401
from fairseq_xl.guards import dictionary_file  # noqa: F401
from fairseq_xl.guards import data_text_files  # noqa: F401
from fairseq_xl.guards import one_line  # noqa: F401
