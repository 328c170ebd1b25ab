"""How to play: the rules at a glance, for the page's rules panel.

These are the steps of docs/rules.md's "At a glance", word for word: the page
shows them from ``js/src/rules-text.js``, which ``tests/page/test_rules_text.py``
writes from ``AT_A_GLANCE`` and checks against that section, so the page and
the rules document cannot drift apart. After changing the section, change the
steps here to match and write the page's copy again::

    python -m pytest tests/page/test_rules_text.py --update-rules
"""

from __future__ import annotations

# -- the sentences ---------------------------------------------------------------------------------

# Each step of the game: its name and what happens.
AT_A_GLANCE: tuple[tuple[str, str], ...] = (
    (
        "Goal",
        "Pull the Tacocat into your own goal: player 0's is YAY (left), player 1's is WOW (right).",
    ),
    (
        "Deal",
        "Each player gets as many cards as the number on the Tacocat's space.",
    ),
    (
        "Replace",
        "Discard any cards face up and draw as many. The arrow's player goes first; the other may "
        "then replace at most as many. On the centre both choose at once.",
    ),
    (
        "Duel",
        "Both pick a card at once. The higher card attacks first; a tie duels again.",
    ),
    (
        "Play",
        "The attacker leads a card, a set (same value) or a sequence (3+ in a row), always keeping"
        " one card. Answer each attacking card with an equal or higher one, or sacrifice your "
        "lowest card. If all were defended, the defender attacks next.",
    ),
    (
        "Showdown",
        "When both hold one card, the LOWER card wins: its owner moves the Tacocat one space "
        "toward their goal, hopping over tiles, and the space it left gets a tile. A tie: the "
        "Tacocat stays.",
    ),
)
