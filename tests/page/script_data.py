"""A page's script elements read as a browser reads them: the HTML tokenizer's script data states.

Python's ``html.parser`` ends a script's text at the first ``</script`` and knows nothing of
the escaped states, so it cannot see the bug these tests guard against: after ``<!--``, a
``<script`` makes the tokenizer read past the next ``</script>``, running one script element
into the next (https://html.spec.whatwg.org/multipage/parsing.html#script-data-state).
"""

from __future__ import annotations

import re

START = re.compile(r"<!--(?:>|->|.*?(?:--!?>|\Z))|<script\b([^>]*)>", re.I | re.S)  # or a comment
OPENS = re.compile(r"<script[\t\n\f\r />]", re.I)
CLOSES = re.compile(r"</script[\t\n\f\r />]", re.I)
ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')


def scripts(page: str) -> list[tuple[dict[str, str], str]]:
    """Each script element of ``page``, in order: its attributes and its text.

    The markup between the elements is taken to be well formed (tags and comments); a
    script's text is read as the tokenizer reads it, whatever it holds.
    """
    found, at = [], 0
    while (start := START.search(page, at)) is not None:
        if start.group(1) is None:
            at = start.end()
            continue
        end = _text_end(page, start.end())
        found.append((dict(ATTRIBUTE.findall(start.group(1))), page[start.end() : end]))
        at = page.find(">", end) + 1 if end < len(page) else end
    return found


def _text_end(page: str, at: int) -> int:
    """Where the script text starting at ``at`` ends: its end tag, or the end of the page."""
    state, dashes = "data", 0  # dashes: the "-" just read in an escaped state
    while at < len(page):
        if state != "double" and CLOSES.match(page, at):
            return at
        if state == "data":
            if page.startswith("<!--", at):
                state, dashes, at = "escaped", 2, at + 4
            else:
                at += 1
            continue
        if page[at] == ">" and dashes >= 2:  # "-->" leaves either escaped state
            state, dashes, at = "data", 0, at + 1
            continue
        tag = (OPENS if state == "escaped" else CLOSES).match(page, at)
        if tag is not None:  # <script> enters the double-escaped state, </script> leaves it
            state, dashes, at = ("double" if state == "escaped" else "escaped"), 0, tag.end()
            continue
        dashes = dashes + 1 if page[at] == "-" else 0
        at += 1
    return at
