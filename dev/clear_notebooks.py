"""The example notebooks as they are committed: no outputs, no execution counts, no saved state.

    python3 dev/clear_notebooks.py examples/*.ipynb    # clear notebooks in place
    python3 dev/clear_notebooks.py < in.ipynb > out.ipynb
    python3 dev/clear_notebooks.py --check-staged examples/*.ipynb

Read from standard input, it writes the cleared notebook to standard output: git's clean
filter for ``examples/*.ipynb`` (see ``.gitattributes`` and DEVELOP.md), so a notebook played
in JupyterLab, which saves its outputs, counts and kernel, is unchanged to git.
``--check-staged`` fails, naming each notebook whose copy staged for the next commit is not
clear (the pre-commit hook). Standard library only: any Python 3 runs it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

# The kernel every example runs on, as JupyterLab writes it when it saves a notebook.
KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
# The one cell metadata kept: tags tell the documentation's build how to show a cell.
KEPT_CELL_METADATA = ("tags",)


def cleared(notebook: dict[str, Any]) -> dict[str, Any]:
    """The notebook without what running and saving it adds: outputs, counts, metadata."""
    cells = [_cleared_cell(cell) for cell in notebook["cells"]]
    return {**notebook, "cells": cells, "metadata": {"kernelspec": dict(KERNEL)}}


def _cleared_cell(cell: dict[str, Any]) -> dict[str, Any]:
    metadata = {key: cell["metadata"][key] for key in KEPT_CELL_METADATA if key in cell["metadata"]}
    if cell["cell_type"] != "code":
        return {**cell, "metadata": metadata}
    return {**cell, "metadata": metadata, "outputs": [], "execution_count": None}


def as_text(notebook: dict[str, Any]) -> str:
    """The notebook's file, written as Jupyter writes it (so a clear notebook reads the same)."""
    return json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def cleared_text(text: str) -> str:
    return as_text(cleared(json.loads(text)))


def is_clear(text: str) -> bool:
    """Whether a notebook's file is as it is committed."""
    return cleared_text(text) == text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="cleared in place (none: stdin)")
    parser.add_argument(
        "--check-staged", action="store_true", help="change nothing: fail if a staged copy is not"
    )
    args = parser.parse_args(argv)
    if args.check_staged:
        return check_staged(args.notebooks)
    if not args.notebooks:
        sys.stdout.write(cleared_text(sys.stdin.read()))
        return 0
    for path in args.notebooks:
        text = path.read_text(encoding="utf-8")
        if not is_clear(text):
            path.write_text(cleared_text(text), encoding="utf-8")
            print(f"cleared {path}")
    return 0


def check_staged(notebooks: list[Path]) -> int:
    """Whether each notebook's staged copy is clear (0), or names those that are not (1)."""
    unclear = [path for path in notebooks if not is_clear(_staged(path))]
    for path in unclear:
        print(f"{path} is staged with outputs, counts or saved metadata: clear it with "
              f"`python3 dev/clear_notebooks.py {path}` and add it again")  # fmt: skip
    return 1 if unclear else 0


def _staged(path: Path) -> str:
    """The notebook as staged for the next commit (the index's copy, not the file's)."""
    shown = subprocess.run(["git", "show", f":{path.as_posix()}"], capture_output=True, check=True)
    return shown.stdout.decode("utf-8")


if __name__ == "__main__":
    sys.exit(main())
