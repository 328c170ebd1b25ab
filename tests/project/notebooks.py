"""The example notebooks run, and notebooks as a local JupyterLab leaves them, for the tests of
what is committed and shipped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

from tests.paths import EXAMPLES as EXAMPLES_FOLDER

EXAMPLES = sorted(EXAMPLES_FOLDER.glob("*.ipynb"))


def client(notebook: nbformat.NotebookNode, folder: Path) -> NotebookClient:
    """What runs the notebook's cells in a fresh kernel, working in ``folder``."""
    return NotebookClient(
        notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
    )


class ExamplesRun:
    """The example notebooks, each run top to bottom once, in a fresh kernel in a scratch folder,
    and saved with its outputs in ``folder``: the notebook tests read them, and the documentation's
    build shows them (``docs/build.py --executed``) instead of running them again."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def __call__(self, example: Path) -> nbformat.NotebookNode:
        """The example run; a cell that raises fails the run (and the test that asked)."""
        saved = self.folder / example.name
        if not saved.exists():
            notebook = nbformat.read(example, as_version=4)
            scratch = self.folder / "scratch" / example.stem
            scratch.mkdir(parents=True)
            client(notebook, scratch).execute()
            nbformat.write(notebook, saved)
        return nbformat.read(saved, as_version=4)

    def every_one(self) -> Path:
        """The folder, with every example run in it."""
        for example in EXAMPLES:
            self(example)
        return self.folder


def played(notebook: dict[str, Any]) -> dict[str, Any]:
    """The notebook as JupyterLab saves it after Run All: outputs, counts, the kernel's details."""
    cells = [
        {**cell, "execution_count": number, "outputs": [_printed(f"{number}\n")]}
        if cell["cell_type"] == "code"
        else cell
        for number, cell in enumerate(notebook["cells"], start=1)
    ]
    kernel = {"display_name": "Python 3.12 (my env)", "language": "python", "name": "myenv"}
    language = {"name": "python", "version": "3.12.1", "mimetype": "text/x-python"}
    saved = {"state": {}, "version_major": 2, "version_minor": 0}
    timing = {"iopub.execute_input": "2026-01-05T10:00:00.000Z"}
    cells[-1] = {
        **cells[-1],
        "metadata": {**cells[-1]["metadata"], "scrolled": True, "execution": timing},
    }
    metadata = {
        "kernelspec": kernel,
        "language_info": language,
        "widgets": {"application/vnd.jupyter.widget-state+json": saved},
    }
    return {**notebook, "cells": cells, "metadata": metadata}


def _printed(text: str) -> dict[str, Any]:
    return {"output_type": "stream", "name": "stdout", "text": [text]}
