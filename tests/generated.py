"""Checked-in files written from another source: compared with it, or rewritten on request."""

from __future__ import annotations

from pathlib import Path


def check_written(path: Path, written: str, rewrite: bool, stale: str) -> None:
    """``path`` holds ``written`` (rewritten first when the run asked); ``stale`` says otherwise."""
    if rewrite:
        path.write_text(written, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == written, stale
