"""The rules of each phase of a round (docs/rules.md, "A round"), one module per phase.

Each phase module holds what that phase allows and what it does, as its
``RULES`` (a ``common.PhaseRules``): ``legal(record)`` lists the legal
actions, ``is_legal(record, action)`` checks one directly,
``why_illegal(record, action)`` says which rule forbids it, and
``step(table, action)`` plays it on a working copy. ``round_end``
holds what every phase may lead to: the showdown, the Tacocat's move and the
next deal. ``transitions.PHASE_RULES`` tells each phase its rules.
"""
