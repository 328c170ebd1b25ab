"""The page's types are Python's declarations, and the page is type-checked against them.

``js/src/protocol.d.ts`` is written from ``protocol.py`` and ``commands.py``
(``tacocat_widget.page.typescript``) and checked in. A shape changed in Python
without writing the file again fails here; written again, any page code that
still reads the old shape fails ``tsc`` (``tests/page/test_frontend.py``).
"""

from __future__ import annotations

import typing

from tacocat_widget.page import protocol
from tacocat_widget.page.commands import MESSAGES
from tacocat_widget.page.link import PageLink
from tacocat_widget.page.typescript import declarations
from tests.generated import check_written
from tests.paths import JS

TYPES = JS / "src" / "protocol.d.ts"


def test_the_pages_types_are_written_from_pythons_declarations(update_protocol: bool) -> None:
    check_written(
        TYPES,
        declarations(),
        update_protocol,
        "js/src/protocol.d.ts differs from Python's declarations: after a change of shape, "
        "python -m pytest tests/page/test_protocol_types.py --update-protocol",
    )


def test_every_shape_and_message_is_declared_for_the_page() -> None:
    written = declarations()
    shapes = [name for name, value in vars(protocol).items() if typing.is_typeddict(value)]
    for name in [*shapes, *(message.__name__ for message in MESSAGES.values())]:
        assert f"export interface {name} " in written
    for kind in MESSAGES:
        assert f"  {kind}: " in written.split("export interface Messages {")[1]


def test_the_page_traits_are_the_widgets_synced_traits() -> None:
    synced = set(PageLink.class_traits(sync=True)) - WIDGET_OWN
    declared = set(typing.get_type_hints(protocol.PageTraits))
    assert declared == synced
    assert declared >= protocol.PAGE_WRITABLE


# Traits every ipywidget syncs for its own machinery (the page never reads them).
WIDGET_OWN = {"layout", "tabbable", "tooltip", "_dom_classes", "_view_count"} | {
    f"_{side}_{what}" for side in ("model", "view") for what in ("module", "module_version", "name")
}
