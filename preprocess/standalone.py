"""A module of the package that needs only the standard library, loaded from its file without the
package, whose import brings in fairseq and torch: 3-4 s of start-up for every script a pipeline runs."""
import importlib.util
import os


def standalone_module(path: str):
    """The module of ``path`` (relative to the repository, e.g. ``fairseq_xl/data/xlnet_text.py``)."""
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3],
                                                  os.path.join(os.path.dirname(__file__), "..", path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
