"""Notebooks as a local JupyterLab leaves them, for the tests of what is committed and shipped."""

from __future__ import annotations

from typing import Any


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
