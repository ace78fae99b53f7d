"""A model built to take the weights of a state already read, holding each weight once.

fairseq's loaders (``checkpoint_utils.load_model_ensemble_and_task`` for the hub, ``convert.build``'s
``fill_and_save`` for the imports) build a model, initialise every weight at random, and copy the state's
weights over them: at the peak the model is held twice, as the state read and as the model built (an
export of XLM-R XXL, 43 GB of float32 weights, needed 87 GB). Within ``in_place()``:

- every parameter a module registers is made on the meta device (its shape and dtype, no memory), so the
  build allocates no weights (initialising them costs nothing and draws no random numbers);
- when a state is loaded into such a module (``load_state_dict``, strict as ever), each of these parameters
  becomes the state's own tensor, converted where its dtype is not the model's (as the copy would convert
  it); parameters that were one (tied, as an LM head and its embeddings) stay one, and one tensor given to two
  parameters that are not is copied for the second, as loading into a built model copies it;
- at the end, a parameter that no state gave values to is an error naming it, never a model with holes;
  a conversion that keeps new parts at their initial values (XLM-E's detection head and gates, started from
  XLM-R) gives those their values first (``initialise``): only they are made.

The hook that makes parameters meta is torch's process-wide one, in effect for the context's duration: build
nothing else meanwhile (the loaders build their one model). Only parameters: buffers, which states often leave
out (``never_sample``, the buckets of the relative positions), are built as they always are. The loads and the
shape errors are torch's own: a state's tensor of another shape stays out of the model, and torch's copy names
it.
"""
import contextlib
import gc
import weakref
from typing import Callable, Optional

import torch
from torch import nn
from torch._subclasses.fake_tensor import is_fake
from torch.overrides import TorchFunctionMode
from torch.nn.modules import module as modules


class _DrawnNowhere(TorchFunctionMode):
    """A meta weight's ``cpu()`` is itself: fairseq's ``init_bert_params`` draws a weight's values on the CPU and
    copies them back (``data.copy_(data.cpu().normal_(...).to(data.device))``), which on the meta device draws
    nothing."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        if func is torch.Tensor.cpu and args[0].is_meta:
            return args[0]
        return func(*args, **(kwargs or {}))


@contextlib.contextmanager
def in_place():
    """Within it, modules are built without their parameters' values and take them from the state loaded into
    them (module docstring). Build and load both inside it."""
    taken = {}  # id of a meta parameter -> (it, the parameter that took its place): tied ones stay tied
    held = set()  # (address, shape) of the state's tensors taken: one given to two untied parameters is copied
    owners = weakref.WeakKeyDictionary()  # a module given meta parameters -> its load hook's handle

    def fill(module, state=None, prefix=""):
        for name, parameter in list(module._parameters.items()):
            if parameter is None or not parameter.is_meta:
                continue
            given = state.get(prefix + name) if state is not None else None
            if id(parameter) not in taken and isinstance(given, torch.Tensor) and given.shape == parameter.shape:
                value = given.detach().to(parameter.dtype)
                where = (value.data_ptr(), tuple(value.shape))
                value = value.clone() if where in held else value  # (XLM-R's layers as both XLM-E encoders')
                held.add(where)
                taken[id(parameter)] = parameter, nn.Parameter(value, requires_grad=parameter.requires_grad)
                # else torch's load names the mismatch
            if id(parameter) in taken:  # set in _parameters: setattr would make it meta again
                module._parameters[name] = taken[id(parameter)][1]

    def without_values(module, name, parameter):
        if parameter is None or is_fake(parameter):  # fake tensors: guards.model_size's count
            return None
        if module not in owners:
            owners[module] = module.register_load_state_dict_pre_hook(
                lambda module, state, prefix, *unused: fill(module, state, prefix))
        return None if parameter.is_meta else nn.Parameter(parameter.detach().to("meta"),
                                                           requires_grad=parameter.requires_grad)

    registration = modules.register_module_parameter_registration_hook(without_values)
    try:
        with _DrawnNowhere():
            yield
    finally:
        registration.remove()
        gc.collect()  # modules built and dropped inside (in reference cycles) are not checked
        for module, handle in list(owners.items()):
            handle.remove()
            fill(module)  # a tied parameter whose own name the state left out
        empty = [f"{type(module).__name__}.{name}" for module in owners for name, parameter in
                 module._parameters.items() if parameter is not None and parameter.is_meta]
    if empty:
        raise RuntimeError(f"weights no state gave values to: {', '.join(empty[:5])} (of {len(empty)}); a model "
                           "built in_place() takes every parameter from the state loaded into it")


def initialise(model: nn.Module, given, init: Optional[Callable[[nn.Module], None]] = None) -> None:
    """Inside ``in_place()``: the parameters whose names are not in ``given`` (the state that will be loaded) get
    the initial values a build with values gives them: their module made on the CPU (``to_empty``), its own
    ``reset_parameters()``, then ``init`` (the model's, as fairseq's ``init_bert_params``) applied to it. Each such
    module must have ``reset_parameters`` and hold nothing of ``given`` nor a parameter another module shares."""
    shared = {}
    for module in model.modules():
        for parameter in module._parameters.values():
            shared[id(parameter)] = shared.get(id(parameter), 0) + 1
    for name, module in model.named_modules():
        prefix = f"{name}." if name else ""
        left = [key for key, parameter in module._parameters.items()
                if parameter is not None and parameter.is_meta and prefix + key not in given]
        if not left:
            continue
        if len(left) != sum(parameter is not None for parameter in module._parameters.values()) or \
                any(shared[id(module._parameters[key])] > 1 for key in left) or not hasattr(module, "reset_parameters"):
            raise RuntimeError(f"{prefix}{left[0]}: its module ({type(module).__name__}) cannot be initialised alone "
                               "(some of its weights given, one shared, or no reset_parameters)")
        module.to_empty(device="cpu", recurse=False)
        module.reset_parameters()
        if init is not None:
            init(module)
