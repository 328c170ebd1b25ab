"""The page's messages, assembled from the panels: one entry each, checked and dispatched here.

Each panel declares its messages (``panels/``): a ``TypedDict`` declaring the
message (``kind`` names it) and its run function, registered with ``@command``
(``command_table.py``): whether it plays moves (the page plays them back), and
what it needs before it runs (a human to move, an agent to move, a page that
sees the mover). Checking a message against its declaration
(``boundary.checked_message``), dispatching it, and the page's types
(``js/src/protocol.d.ts``) all read the table, complete once every panel is
imported (as here), so a new message is one entry in its panel and one call in
the page.

Every message that acts on the board carries the ``cursor`` it was made on:
a click made on an older board is refused.
"""

from __future__ import annotations

from typing import Any

from . import command_table
from .boundary import checked_message
from .command_table import (
    COMMANDS,
    MESSAGES,
    NEEDS,
    Command,
    Need,
    command,
    require_a_page_that_sees_the_mover,
)
from .panels import PANELS

__all__ = [
    "COMMANDS",
    "MESSAGES",
    "NEEDS",
    "PANELS",
    "Command",
    "Need",
    "checked_command",
    "command",
    "require_a_page_that_sees_the_mover",
]


def checked_command(content: object, cursor: int) -> tuple[Command, dict[str, Any]]:
    """The command a page message asks for, and the message, once it matches its declaration.

    The table is read when a message comes, complete: every panel's entries are registered
    once this module (which imports them all) is.
    """
    message = checked_message(content, cursor, command_table.MESSAGES)
    return command_table.COMMANDS[message["kind"]], message
