"""A confused or hostile page, many thousand times over, between legal moves.

Seeded, so a failure replays exactly. After every refused message or trait
write: nothing escaped, the game did not change, ``error`` says why, the cards
still add up to the deck, and nothing the page received shows a hidden card.
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import Action, GameState, Replace, action_from_dict
from tacocat_widget.engine.visibility import may_see
from tacocat_widget.game import study as study_module
from tacocat_widget.page.protocol import PAGE_WRITABLE, PROTOCOL
from tacocat_widget.study import review as review_module

HOSTILE_MESSAGES = 10_000
LEGAL_MOVE_CHANCE = 0.25  # between hostile messages, the game moves on by legal moves
REQUEST_CHANCE = 0.1  # and the page makes a well-formed request that moves nothing
QUIZ_CHANCE = 0.03  # or answers a question Python asked
SETUPS = [  # players, and the seat the page is fixed on
    (("human", "human"), 0),
    (("human", "random"), 0),
    (("random", "human"), 1),
]
NOT_FINITE = [math.nan, math.inf, -math.inf]
UNSHOWABLE_NAMES = ["\ud800", "a\udfffb", "a\u202eb", "\x00", "tab\there", "new\nline"]
HOSTILE_BUT_PRINTABLE_NAMES = ["<!--<script>", "</script>", "<img src=x onerror=alert(1)>", "&amp;"]
JUNK: list[Any] = [
    None,
    True,
    1.5,
    -1,
    10**400,
    "",
    "0",
    "ﬁ\u0000\u202e🂡",
    "x" * 50_000,
    [],
    [[[]]],
    {},
    {"type": "duel"},
]


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


class Page:
    """One widget, the page it draws, and what the page received."""

    def __init__(self, rng: random.Random, players: tuple[str, str], seat: int) -> None:
        self.rng, self.seat = rng, seat
        self.widget = TacocatWidget(players=players, seed=rng.randrange(10**6), view=seat)
        self.received: list[tuple[str, Any, list[GameState]]] = []
        self.widget.observe(self._record, names=["view_state", "error", "hint", "review_state"])

    def _record(self, change: dict[str, Any]) -> None:
        # With the line it was sent for: a review's update may come from its worker thread.
        line = self.widget.session.history
        self.received.append((change["name"], change["new"], list(line)))

    def send(self, content: Any) -> None:
        self.widget._on_page_message(self.widget, content, [])

    def message(self, kind: str, **fields: Any) -> dict[str, Any]:
        return {"protocol": PROTOCOL, "kind": kind, **fields}

    @property
    def cursor(self) -> int:
        return self.widget.session.cursor

    def mover_shown(self) -> bool:
        mover = self.widget.state.to_move
        return self.widget.session.is_human(mover) and may_see(self.seat, mover)


# -- legal moves ----------------------------------------------------------------------------


def move_on(page: Page) -> None:
    """One legal move: the page plays for its own seat, Python for the other, agents step."""
    widget, state = page.widget, page.widget.state
    if state.is_over:
        if page.rng.random() < 0.5:
            widget.new_game(page.rng.randrange(10**6))
        else:
            page.send(page.message("new_game"))
        return
    before = page.cursor
    action = page.rng.choice(state.legal_actions())
    if page.mover_shown() and page.rng.random() < QUIZ_CHANCE:
        answer_a_question(page, action)
        return
    if page.mover_shown():
        page.send(page.message("play", action=action.to_dict(), cursor=before))
    elif widget.session.is_human(state.to_move):
        widget.play(action)
    else:
        page.send(page.message("step", cursor=before))
    assert widget.error == "" and page.cursor > before


def answer_a_question(page: Page, action: Action) -> None:
    """Python asks "find the move"; the page answers, hears the verdict and ends the questions."""
    widget, before = page.widget, page.cursor
    widget.find_the_move()
    page.send(page.message("play", action=action.to_dict(), cursor=before))
    assert widget.error == "" and page.cursor == before  # back to the question, judged
    assert widget.view_state["quiz"]["answer"]["played"] == str(action)
    page.send(page.message("end_quiz"))
    assert widget.error == "" and widget.view_state["quiz"] is None


# -- hostile messages: each is refused whatever the state -------------------------------------


def junk_content(page: Page) -> Any:
    return page.rng.choice([*JUNK, {"kind": "step", "cursor": page.cursor}])


def wrong_protocol(page: Page) -> Any:
    protocol = page.rng.choice([PROTOCOL + 1, str(PROTOCOL), None, float(PROTOCOL) + 0.5])
    return {"protocol": protocol, "kind": "step", "cursor": page.cursor}


def unknown_kind(page: Page) -> Any:
    kind = page.rng.choice(["PLAY", "плей", "play\u0000", "🂡" * 9, "new-game", "x" * 9_999])
    return page.message(kind, cursor=page.cursor)


def a_valid_shape(page: Page) -> dict[str, Any]:
    cursor = page.cursor
    return page.rng.choice(
        [
            page.message("play", action={"type": "sacrifice"}, cursor=cursor),
            page.message("step", cursor=cursor),
            page.message("run", until="round", cursor=cursor),
            page.message("undo", cursor=cursor),
            page.message("hint", cursor=cursor),
        ]
    )


def missing_field(page: Page) -> Any:
    message = a_valid_shape(page)
    del message[page.rng.choice(sorted(set(message) - {"protocol"}))]
    return message


def extra_field(page: Page) -> Any:
    return {**a_valid_shape(page), page.rng.choice(["extra", "ü" * 300, "__proto__"]): 1}


def stale_cursor(page: Page) -> Any:
    cursor = page.rng.choice([page.cursor + 1, page.cursor - 1, -page.cursor - 5, 10**400, True])
    return {**a_valid_shape(page), "cursor": cursor}


def wrong_field_type(page: Page) -> Any:
    field = page.rng.choice(["cursor", "until", "action"])
    kind = {"cursor": "step", "until": "run", "action": "play"}[field]
    message = page.message(kind, until="round", action={}, cursor=page.cursor)
    message = {key: value for key, value in message.items() if key in FIELDS[kind]}
    message[field] = page.rng.choice([str(page.cursor), float(page.cursor), [page.cursor], None])
    return message


FIELDS = {"step": {"protocol", "kind", "cursor"}, "run": {"protocol", "kind", "until", "cursor"}}
FIELDS["play"] = {"protocol", "kind", "action", "cursor"}


def huge_or_nested_action(page: Page) -> Any:
    action = page.rng.choice(
        [
            {"type": "replace", "cards": nested(page.rng.randrange(100, 600))},
            {"type": "attack", "cards": list(range(100_000))},
            {"type": "duel", "card": 10**400},
            {"type": "replace", "cards": ["ﬁ" * 10_000]},
            {"type": "☃" * 20_000},
            {"type": "defend", "card": 13},
            {"type": "replace", "cards": [0]},
            {"type": "replace", "cards": [], "card": 3},
        ]
    )
    return page.message("play", action=action, cursor=page.cursor)


def for_a_seat_the_page_may_not_move(page: Page) -> Any:
    """A legal-looking move the page has no right to make (hidden seat, agent, or nobody)."""
    state = page.widget.state
    if page.mover_shown():
        return page.message("step", cursor=page.cursor)  # a human is to move: no agent step
    legal = state.legal_actions() or [Replace(())]
    return page.message("play", action=page.rng.choice(legal).to_dict(), cursor=page.cursor)


def illegal_for_the_shown_seat(page: Page) -> Any:
    if not page.mover_shown():
        return for_a_seat_the_page_may_not_move(page)
    legal = set(page.widget.state.legal_actions())
    for _ in range(50):
        cards = tuple(page.rng.randrange(1, 13) for _ in range(page.rng.randrange(1, 4)))
        guess = page.rng.choice(
            [
                {"type": "duel", "card": cards[0]},
                {"type": "attack", "cards": list(cards)},
                {"type": "replace", "cards": list(cards)},
            ]
        )
        if not is_one_of(guess, legal):
            return page.message("play", action=guess, cursor=page.cursor)
    return page.message("play", action={"type": "duel", "card": 99}, cursor=page.cursor)


def is_one_of(saved: dict[str, Any], legal: set[Action]) -> bool:
    try:
        return action_from_dict(saved) in legal
    except ValueError:
        return False


def hostile_trait_write(page: Page) -> dict[str, Any]:
    """Synced traits the page has no right to set this way."""
    return page.rng.choice(
        [
            {"view": "all"},
            {"view": 1 - page.seat},
            {"view": [0]},
            {"paused": True},
            {"hint": {"cursor": page.cursor, "action": "duel 3"}},
            {"error": ""},
            {"view_state": {"hands": [[1], [2]]}},
            {"cover_between_turns": True},
            {"cursor": 10**400},
            {"cursor": "1"},
            {"speed": "fast"},
            {"every_move": "yes"},
            {"seen": -1.5},
            {page.rng.choice(sorted(PAGE_WRITABLE)): page.rng.choice(NOT_FINITE)},
        ]
    )


def a_line_that_is_not_there(page: Page) -> Any:
    """Show or delete a line the game does not have (or the only one it has)."""
    lines = len(page.widget.session.lines)
    kind = page.rng.choice(["line", "delete_line"])
    line = page.rng.choice([lines, lines + 1, -1, 10**12, -(10**12)])
    if kind == "delete_line" and lines == 1 and page.rng.random() < 0.5:
        line = 0  # the only line: refused too
    return page.message(kind, line=line, cursor=page.cursor)


def a_name_no_line_may_have(page: Page) -> Any:
    """Name a line with an empty, huge or taken name, or something not a text, or no such line."""
    session = page.widget.session
    lines = len(session.lines)
    line = page.rng.randrange(lines)
    name: Any = page.rng.choice(
        ["", "   ", "☃" * 10_000, 7, ["Main line"], None, *UNSHOWABLE_NAMES]
    )
    if lines > 1 and page.rng.random() < 0.3:
        name = session.lines[(line + 1) % lines].name  # another line's
    elif page.rng.random() < 0.2:
        line, name = page.rng.choice([lines, -1, 10**12]), "a fine name"
    return page.message("name_line", line=line, name=name, cursor=page.cursor)


def a_request_the_page_may_make(page: Page) -> Any:
    """Any message kind that moves nothing, well-formed: some are answered, some refused."""
    session, cursor = page.widget.session, page.cursor
    return page.rng.choice(
        [
            page.message("review", cursor=cursor),
            page.message("cancel_review"),
            page.message("end_quiz"),
            page.message("hint", cursor=cursor),
            page.message("analyse", cursor=cursor),
            page.message("line", line=page.rng.randrange(len(session.lines)), cursor=cursor),
            page.message("undo", cursor=cursor),
            page.message(
                "name_line",
                line=page.rng.randrange(len(session.lines)),
                name=page.rng.choice(HOSTILE_BUT_PRINTABLE_NAMES) + str(page.rng.randrange(10**6)),
                cursor=cursor,
            ),
        ]
    )


HOSTILE: list[Callable[[Page], Any]] = [
    junk_content,
    wrong_protocol,
    unknown_kind,
    missing_field,
    extra_field,
    stale_cursor,
    wrong_field_type,
    huge_or_nested_action,
    for_a_seat_the_page_may_not_move,
    illegal_for_the_shown_seat,
    a_line_that_is_not_there,
    a_name_no_line_may_have,
]


# -- what must hold after each one -------------------------------------------------------------


def the_game(widget: TacocatWidget) -> tuple[Any, ...]:
    session = widget.session
    lines = tuple((line.name, tuple(line.actions)) for line in session.lines)
    return (tuple(session.history), tuple(session.actions), session.cursor, lines)


def cards_add_up(state: GameState) -> None:
    deck = Counter(state.rules.cards())
    face_up = [card for event in state.events for card in event.cards]
    seen = Counter([*state.hands[0], *state.hands[1], *face_up])
    assert sum(seen.values()) + state.draw_pile_size == sum(deck.values())
    assert not seen - deck


def nothing_hidden_was_received(page: Page, sent: Any = None) -> None:
    """Every update the page received shows only its own seat's cards.

    An error may repeat the cards the page itself sent (``sent``), whatever they are.
    """
    hidden_seat = 1 - page.seat
    hidden = page.widget.state.hands[hidden_seat]
    told = hidden and hidden != page.widget.state.hands[page.seat]  # else an error may name it
    told = told and str(list(hidden)) not in str(sent)
    for name, value, line in page.received:
        if name == "view_state":
            assert value["viewer"] == page.seat and value["hands"][hidden_seat] is None
            assert page.seat == 0 or value["sealed"] is None
            assert value["decision"] is None or value["decision"]["player"] == page.seat
        elif name == "hint" and value is not None:
            assert value["player"] == page.seat
        elif name == "error":
            value.encode("utf-8")  # it can be sent
            assert not told or (str(list(hidden)) not in value and len(value) <= 300)
        elif name == "review_state" and value is not None:
            assert all(
                point["best"] is None for point in value["points"] if point["player"] == hidden_seat
            )
            for point in value["points"]:  # a hidden hand's move, only once that hand is public
                assert (
                    point["player"] == page.seat
                    or line[-1].is_over
                    or line[-1].round > line[point["step"]].round
                )
    page.received.clear()


def the_moves(widget: TacocatWidget) -> set[tuple[Any, ...]]:
    """Every line's moves, whichever is shown and whatever it is called."""
    return {tuple(line.actions) for line in widget.session.lines}


def test_ten_thousand_hostile_page_messages_between_legal_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Analyses (asked for, and a review's) at a small budget: the plumbing is what is tested.
    cheap = functools.partial(review_module.analyse, iterations=40)
    for module in (review_module, study_module):
        monkeypatch.setattr(module, "analyse", lambda seen, seed=0, **_: cheap(seen, seed=seed))
    rng = random.Random(20261201)
    pages = [Page(rng, players, seat) for players, seat in SETUPS]
    legal_moves, requests = 0, Counter()
    for sent in range(HOSTILE_MESSAGES):
        page = pages[sent % len(pages)]
        while rng.random() < LEGAL_MOVE_CHANCE:
            move_on(page)
            legal_moves += 1
        nothing_hidden_was_received(page)
        if rng.random() < REQUEST_CHANCE:  # a well-formed request, reviews running meanwhile
            moves, request = the_moves(page.widget), a_request_the_page_may_make(page)
            page.send(request)
            requests[request["kind"], not page.widget.error] += 1
            assert the_moves(page.widget) == moves
            assert page.widget.cursor == page.widget.view_state["cursor"]
            nothing_hidden_was_received(page, request)
            continue
        before, widget = the_game(page.widget), page.widget
        widget.error = ""
        if rng.random() < 0.1:
            sent_what: Any = hostile_trait_write(page)
            widget.set_state(sent_what)
        else:
            sent_what = rng.choice(HOSTILE)(page)
            page.send(sent_what)
        assert widget.error, f"a refused message must say why: {str(sent_what)[:300]}"
        assert the_game(widget) == before
        assert widget.cursor == widget.view_state["cursor"] == before[2]
        cards_add_up(widget.state)
        nothing_hidden_was_received(page, sent_what)
    assert legal_moves > HOSTILE_MESSAGES * LEGAL_MOVE_CHANCE  # whole games were played between
    for page in pages:
        job = page.widget.session.study.review_job
        assert job is None or job.cancel() or job.wait(timeout=60)
    answered = {kind for (kind, taken), count in requests.items() if taken}
    assert answered >= {"review", "cancel_review", "end_quiz", "line", "undo", "name_line"}
    print(
        f"hostile messages {HOSTILE_MESSAGES}, legal moves {legal_moves}, requests {dict(requests)}"
    )
