"""The README's examples are run as doctests, so what it promises stays true."""

from __future__ import annotations

import doctest

from tests.paths import ROOT

README = ROOT / "README.md"


def test_readme_examples_run_as_shown() -> None:
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.IGNORE_EXCEPTION_DETAIL
    result = doctest.testfile(str(README), module_relative=False, optionflags=flags)
    assert result.attempted > 10
    assert result.failed == 0


def test_the_rules_documents_examples_run_as_shown() -> None:
    rules = README.parent / "docs" / "rules.md"
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    result = doctest.testfile(str(rules), module_relative=False, optionflags=flags)
    assert result.attempted >= 3
    assert result.failed == 0
