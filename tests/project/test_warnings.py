"""Every warning in a test run is an error, but one: pytest's own clean-up of old temporary folders.

Runs on one machine share ``pytest-of-<user>``, and the clean-up at the end of a run may meet a
folder another run is still writing in; a later run removes it. As an error it ended the run
in a traceback, after the summary.
"""

from __future__ import annotations

import errno
import os
import warnings
from pathlib import Path

import pytest
from _pytest.pathlib import on_rm_rf_error


def test_a_folder_the_clean_up_cannot_remove_yet_is_no_error(tmp_path: Path) -> None:
    busy = tmp_path / "pytest-1"
    busy.mkdir()
    # What pytest's clean-up does when a folder gains a file while it is being removed.
    not_empty = OSError(errno.ENOTEMPTY, os.strerror(errno.ENOTEMPTY), str(busy))
    on_rm_rf_error(os.rmdir, str(busy), not_empty, start_path=tmp_path)


@pytest.mark.parametrize(
    "warning",
    [
        UserWarning("a warning"),
        DeprecationWarning("a deprecation"),
        ResourceWarning("an unclosed file"),
        pytest.PytestWarning("another of pytest's warnings"),
        pytest.PytestWarning("(rm_rf) error removing a folder, said by other code than pytest's"),
    ],
    ids=["user", "deprecation", "resource", "pytest", "pytest-words-from-elsewhere"],
)
def test_every_other_warning_is_an_error(warning: Warning) -> None:
    with pytest.raises(type(warning)):
        warnings.warn(warning, stacklevel=1)
