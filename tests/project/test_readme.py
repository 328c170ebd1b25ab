"""The README's examples are run as doctests, so what it promises stays true."""

from __future__ import annotations

import doctest
import re

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


def test_the_readme_names_the_traits_the_page_may_write_as_the_code_does() -> None:
    from tacocat_widget.page.protocol import PAGE_WRITABLE

    text = " ".join(README.read_text(encoding="utf-8").split())
    sentence = re.search(r"the page may set only (.*?); anything else it writes", text)
    assert sentence, "the README says which traits the page may set"
    assert set(re.findall(r"`(\w+)`", sentence.group(1))) == PAGE_WRITABLE
