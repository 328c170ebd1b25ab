"""The repository's scripts (lite/build.py, dev/clear_notebooks.py), imported by their path."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from tests.paths import ROOT


def script(relative: str) -> ModuleType:
    """The script at ``relative`` (to the repository's root) as a module, imported once."""
    name = "script_" + relative.removesuffix(".py").replace("/", "_")
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / relative)
        assert spec is not None and spec.loader is not None, relative
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
