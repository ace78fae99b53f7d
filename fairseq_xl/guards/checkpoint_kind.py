"""What a checkpoint holds, checked before a script builds anything from it.

Each evaluation, report and conversion script takes the checkpoints of some methods only;
given another (or a fine-tuned model, or a translation model), fairseq would build it and the
script would fail later with an ``AttributeError`` or an error about the dictionary. Here the
checkpoint is read once through fairseq's reader (with the plugin's config check, a damaged
file named by ``checkpoint_config``) and its model is compared with what the script takes.
"""
from typing import Sequence

from fairseq import checkpoint_utils
from fairseq.models import ARCH_MODEL_NAME_REGISTRY

from fairseq_xl.guards.checkpoint_config import section_name
from fairseq_xl.guards.errors import WrongCheckpointError

# fairseq model name -> what a user would call it (the method and the task that trains it)
KINDS = {
    "xlm_e": "XLM-E (--task mrtd/trtd)",
    "xlnet": "XLNet (--task permutation_lm)",
    "veco": "VECO (--task ca_mlm)",
    "marge": "MARGE (--task marge_retrieval)",
    "roberta": "fairseq's RoBERTa (--task masked_lm)",
    "transformer": "fairseq's Transformer (--task translation)",
}




def model_name(state) -> str:
    """The fairseq model name (``xlm_e``, ``roberta``, ...) of a checkpoint's state."""
    name = section_name(state.get("cfg"), "model")
    return ARCH_MODEL_NAME_REGISTRY.get(name, name)


def require_model(path: str, expected: Sequence[str], script: str):
    """The state of checkpoint ``path``; stops, naming its model and task and what ``script``
    takes, unless its model is one of ``expected`` (fairseq model names)."""
    state = checkpoint_utils.load_checkpoint_to_cpu(path)
    name = model_name(state)
    if name not in expected:
        raise WrongCheckpointError(
            f"{path}: a checkpoint of {KINDS.get(name, repr(name))}, trained by --task "
            f"{section_name(state.get('cfg'), 'task')}; {script} takes "
            f"{', '.join(KINDS[kind] for kind in expected)} checkpoints")
    return state
