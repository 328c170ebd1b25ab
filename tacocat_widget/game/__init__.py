"""A game people play, with no page: seats, moves, lines of play, the cursor (``session.py``),
and the study of the game (analyses, a review, "find the move": ``study.py``). Notebooks,
scripts and the widget drive it."""
