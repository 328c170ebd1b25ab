"""Sphinx configuration of the documentation site: ``python docs/build.py`` builds it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import tacocat_widget

project = "tacocat-widget"
author = "the tacocat-widget authors"
copyright = "the tacocat-widget authors"
release = version = tacocat_widget.__version__

extensions = ["myst_nb", "sphinx.ext.autodoc", "sphinx.ext.viewcode"]

# Pages are Markdown (MyST). The example notebooks are run afresh for each build, in a scratch
# folder, and a cell that fails fails the build, unless the build is given them already run
# (``executed_examples``, below). Their boards show as the picture the widget gives where a live
# board cannot load: a page of this site has no kernel (the JupyterLite site is the live board),
# and no widget script is fetched from elsewhere.
nb_execution_mode = "force"
nb_execution_in_temp = True
nb_execution_timeout = 300
nb_execution_raise_on_error = True
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]
nb_ipywidgets_js: dict[str, dict[str, str]] = {}
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
exclude_patterns = ["_build", "examples/.ipynb_checkpoints"]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
# A method without a docstring of its own says nothing, not its base class's words (ipywidgets',
# Gymnasium's), which are written for another page.
autodoc_inherit_docstrings = False
autodoc_default_options = {"members": True, "show-inheritance": True, "no-value": True}

html_theme = "pydata_sphinx_theme"
html_title = "tacocat-widget"
html_static_path: list[str] = []
# The section navigation on the left is for the sections with pages of their own (the API, the
# notebooks); a page of the top bar has none to show.
html_sidebars = {page.stem: [] for page in Path(__file__).parent.glob("*.md")}
html_theme_options = {
    "header_links_before_dropdown": 5,
    "navigation_with_keys": False,
    "show_toc_level": 2,
    "footer_start": ["copyright"],
    "footer_end": [],
}


def _show_as_run(app: Any, docname: str, source: list[str]) -> None:
    """An example notebook's page shows the copy run before the build, if it was given one."""
    folder = app.config.executed_examples
    if folder and docname.startswith("examples/"):
        run = Path(folder) / f"{docname.split('/', 1)[1]}.ipynb"
        if not run.exists():
            raise FileNotFoundError(f"{run}: the example {docname}, run, is not in {folder}")
        source[0] = run.read_text("utf-8")


def setup(app: Any) -> None:
    # A folder of the example notebooks already run (docs/build.py --executed): the tests run
    # each once, for their own checks and for the site, which shows them as they ran there.
    app.add_config_value("executed_examples", "", "env")
    app.connect("source-read", _show_as_run)
