"""Print the flags of a task, model architecture or criterion with their defaults and help texts.

fairseq's ``--help`` lists its general flags only, not those of a dataclass task or model, so::

    python -m fairseq_xl.flags trtd                       # a task
    python -m fairseq_xl.flags xlm_e_small                # an architecture (its sizes as defaults)
    python -m fairseq_xl.flags replaced_token_detection   # a criterion

prints one markdown table per name: flag, default, help, under a line that says where a Hydra config
(``fairseq-hydra-train``, docs/hydra.md) takes the same fields: ``model: {_name: xlm_e_small, encoder_layers: 6}``.
"""
import argparse
import dataclasses
import sys

from fairseq.criterions import CRITERION_DATACLASS_REGISTRY
from fairseq.models import ARCH_CONFIG_REGISTRY, ARCH_MODEL_REGISTRY, MODEL_DATACLASS_REGISTRY
from fairseq.tasks import TASK_DATACLASS_REGISTRY

import fairseq_xl  # noqa: F401  (registers the plugin's components)


def dataclass_of(name: str):
    """(kind, dataclass, the architecture's own defaults) for a registered name, or None."""
    if name in TASK_DATACLASS_REGISTRY:
        return "task", TASK_DATACLASS_REGISTRY[name], {}
    if name in ARCH_MODEL_REGISTRY:
        sizes = argparse.Namespace()
        ARCH_CONFIG_REGISTRY[name](sizes)
        return "architecture", ARCH_MODEL_REGISTRY[name].__dataclass, vars(sizes)
    if name in MODEL_DATACLASS_REGISTRY:
        return "model", MODEL_DATACLASS_REGISTRY[name], {}
    if name in CRITERION_DATACLASS_REGISTRY:
        return "criterion", CRITERION_DATACLASS_REGISTRY[name], {}
    return None


def rows(config, overrides: dict):
    for field in dataclasses.fields(config):
        if field.name.startswith("_") or str(field.default).startswith("${"):
            continue  # set from fairseq's general flags (--seed, --train-subset, ...)
        if field.name in overrides:
            default = overrides[field.name]
        elif field.default is not dataclasses.MISSING:
            default = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = None
        text = " ".join(str(field.metadata.get("help", "")).split())
        yield f"--{field.name.replace('_', '-')}", default, text


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="+", help="task, architecture, model or criterion names")
    args = parser.parse_args(argv)
    for name in args.names:
        found = dataclass_of(name)
        if found is None:
            registries = (TASK_DATACLASS_REGISTRY, ARCH_MODEL_REGISTRY, CRITERION_DATACLASS_REGISTRY)
            ours = sorted(n for registry in registries for n, value in registry.items()
                          if getattr(value, "__module__", "").startswith("fairseq_xl."))
            print(f"{name}: not a registered task, architecture, model or criterion; fairseq-xl's: "
                  f"{', '.join(ours)}", file=sys.stderr)
            return 2
        kind, config, overrides = found
        section = "model" if kind == "architecture" else kind
        print(f"\n{kind} {name} ({config.__module__}.{config.__name__}); in a Hydra config: "
              f"`{section}: {{_name: {name}, ...}}`, each flag a field (--a-flag: a_flag)\n")
        print("| flag | default | help |\n| --- | --- | --- |")
        for flag, default, text in rows(config, overrides):
            print(f"| `{flag}` | `{default}` | {text} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
