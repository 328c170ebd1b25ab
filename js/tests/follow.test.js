import assert from "node:assert/strict";
import { test } from "node:test";
import { ROUND_END_BEATS } from "../src/playback.js";
import { fixture, mount, toldMore } from "./page.js";

const tc = (el, name) => el.querySelector(`[data-tc="${name}"]`);
const settle = () => Promise.resolve(); // after the microtasks a redraw queued

/** The page showing the board the click was made on, before Python's answer arrives. */
function beforeTheAnswer() {
  const answer = fixture("agents_answer_a_click").view_state;
  const first = answer.frames[0];
  const before = { ...answer, cursor: answer.played_from, played_from: null, frames: [], last_round: first.last_round };
  return {
    answer,
    first,
    page: mount("agents_answer_a_click", { view_state: { ...before, ...{ round: first.round } } }),
  };
}

function answerWith(model, view) {
  model.values.view_state = view;
  model.fire("change:view_state");
}

test("agents' answers are played back one at a time, in order, at the widget's speed", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { answer, page } = beforeTheAnswer();
  const { el, model, cleanup } = page;
  answerWith(model, answer);
  assert.equal(tc(el, "phase").textContent, answer.frames[0].status, "the first state at once");
  assert.equal(tc(el, "play"), null, "no move is offered during the playback");
  const pause = 1000 * model.get("speed");
  t.mock.timers.tick(3 * pause - 1); // the next state ends a round: its showdown is given longer
  assert.equal(tc(el, "phase").textContent, answer.frames[0].status);
  t.mock.timers.tick(1);
  assert.equal(tc(el, "phase").textContent, answer.frames[1].status, "then the next one");
  cleanup();
});

/** The page played back to the end of the round in Python's answer, its timers mocked. */
function atTheRoundsEnd(t) {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { answer, page } = beforeTheAnswer();
  answerWith(page.model, answer);
  t.mock.timers.tick(3000 * page.model.get("speed"));
  return { answer, ...page };
}

test("a round's end stays longest, then the agent's first move of the next round plays on unasked", (t) => {
  const { answer, el, model, cleanup } = atTheRoundsEnd(t);
  const roundsEnd = answer.frames[1];
  assert.equal(tc(el, "phase").textContent, roundsEnd.status, "the showdown is on the table");
  assert.equal(roundsEnd.to_move, 1, "and the agent is to move first in the next round");
  assert.equal(tc(el, "next-round"), null, "nothing waits for a click");
  const beat = 1000 * model.get("speed");
  t.mock.timers.tick(ROUND_END_BEATS * beat - 1);
  assert.equal(tc(el, "phase").textContent, roundsEnd.status, "the round's end stays its beats");
  t.mock.timers.tick(1);
  assert.equal(tc(el, "phase").textContent, answer.status, "then the agent's move after it, on its own");
  assert.equal(tc(el, "banner"), null, "whose replace cleared the table");
  assert.ok(tc(el, "play"), "and the player's move is offered");
  assert.ok(!el.querySelector(".tc-root").hasAttribute("data-playing"));
  cleanup();
});

test("after a tie, the player's face-down replace is answered by the agent's without a click", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const answer = fixture("a_replace_after_a_tie").view_state;
  const [sealed] = answer.frames; // the player's replace made, face down: the agent to answer
  // The board the click was made on: round 2's deal, the tie still on the table.
  const tie = { ...answer, ...sealed, cursor: answer.played_from, played_from: null, frames: [] };
  const { el, model, cleanup } = mount("a_replace_after_a_tie", { view_state: tie });
  assert.match(tc(el, "banner").textContent, /4 against 4, a tie/);
  answerWith(model, answer);
  assert.equal(tc(el, "phase").textContent, sealed.status, "the agent to answer");
  t.mock.timers.tick(1000 * model.get("speed"));
  assert.equal(tc(el, "phase").textContent, answer.status, "its answer one beat later: the player's duel");
  assert.deepEqual(
    [...el.querySelectorAll('[data-hand="0"] [data-card]')].map((card) => Number(card.dataset.card)),
    answer.hands[0],
    "with the cards the player drew",
  );
  assert.ok(tc(el, "play"));
  cleanup();
});

test("at a round's end the table shows the round's last plays beside the showdown", (t) => {
  const { answer, el, cleanup } = atTheRoundsEnd(t);
  const ended = answer.frames[1].last_round;
  const last = ended.plays.at(-1);
  const middle = [...tc(el, "trick").querySelectorAll("[data-card]")].map((card) => Number(card.dataset.card));
  for (const card of last.cards) assert.ok(middle.includes(card), `the last play (${last.text}) is in the middle`);
  const laid = [...el.querySelectorAll('[data-tc="trick"] [data-card], [data-tc="discards"] [data-card]')];
  const played = ended.plays.flatMap((play) => play.cards);
  assert.equal(laid.length, played.length, "and every card of the round is on the table");
  cleanup();
});

test("a click during the playback finishes it and is applied once, to the board it was meant for", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { answer, page } = beforeTheAnswer();
  const { el, model, cleanup } = page;
  answerWith(model, answer);
  el.querySelector('[data-hand="0"] [data-index="0"]').click();
  assert.equal(tc(el, "phase").textContent, answer.status);
  const chosen = [...el.querySelectorAll('[data-selected="true"]')].map((card) => Number(card.dataset.card));
  assert.deepEqual(chosen, [answer.hands[0][0]], "the click selected the first card of the new hand, once");
  t.mock.timers.tick(10_000);
  assert.equal(el.querySelectorAll('[data-selected="true"]').length, 1, "and the playback did not come back");
  cleanup();
});

test("an update that moves nothing (a review's marks) lets the playback run on, and ends on it", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { answer, page } = beforeTheAnswer();
  const { el, model, cleanup } = page;
  answerWith(model, answer);
  const told = { ...answer, played_from: null, frames: [], log: toldMore(answer.log, "a mark told later") };
  answerWith(model, told);
  assert.equal(tc(el, "phase").textContent, answer.frames[0].status, "the playback was not cut short");
  for (const _ of answer.frames) t.mock.timers.tick(10_000); // each pause, one after another
  assert.equal(tc(el, "phase").textContent, answer.status);
  assert.match(el.querySelector(".tc-log").textContent, /a mark told later/, "it ended on the newer view");
  cleanup();
});

test("a speed of 0 shows Python's view at once", () => {
  const { answer, page } = beforeTheAnswer();
  const { el, model, cleanup } = page;
  model.values.speed = 0;
  answerWith(model, answer);
  assert.equal(tc(el, "phase").textContent, answer.status);
  cleanup();
});

test("a round that ends on the board shows its showdown, the Tacocat's new space and a banner", async (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { answer, page } = beforeTheAnswer();
  const { el, model, cleanup } = page;
  model.values.speed = 0.5;
  answerWith(model, answer);
  t.mock.timers.tick(1500); // to the state right after the showdown
  const ended = answer.frames[1].last_round;
  // The state right after the showdown, while the round's result is on the table.
  const shown = [...tc(el, "showdown").querySelectorAll("[data-card]")];
  assert.deepEqual(
    shown.map((card) => Number(card.dataset.player)),
    [1, 0],
    "each card on its player's side, the viewer's at the bottom",
  );
  assert.deepEqual(
    shown.map((card) => Number(card.dataset.card)),
    [ended.showdown[1], ended.showdown[0]],
  );
  const banner = tc(el, "banner");
  assert.match(banner.textContent, new RegExp(`${Math.min(...ended.showdown)} is lower`));
  assert.equal(banner.dataset.kind, "round");
  const [from, to] = [answer.track[ended.moved_from].name, answer.track[ended.moved_to].name];
  assert.ok(banner.textContent.includes(`moves the Tacocat from ${from} to ${to}.`), "each space by its own name");
  await settle();
  assert.equal(tc(el, "tacocat").dataset.space, String(ended.moved_to));
  assert.equal(el.querySelector(`.tc-space[data-space="${ended.moved_to}"] [data-tc="tacocat"]`), tc(el, "tacocat"));
  assert.equal(el.querySelector(`.tc-space[data-space="${ended.moved_from}"]`).dataset.covered, "true");
  cleanup();
});

test("a click on the board during a round's end moves on: the click goes to the board it was meant for", (t) => {
  const { answer, el, cleanup } = atTheRoundsEnd(t);
  assert.ok(tc(el, "banner"));
  el.querySelector('[data-hand="0"] [data-card]').click();
  assert.equal(tc(el, "phase").textContent, answer.status);
  assert.equal(tc(el, "banner"), null);
  assert.equal(el.querySelectorAll('[data-selected="true"]').length, 1);
  cleanup();
});

test("game over shows a banner with the winner, the final cards and a new game, which asks first", async () => {
  const { el, model, view, cleanup } = mount("game_over");
  const banner = tc(el, "banner");
  assert.equal(banner.dataset.kind, "game");
  assert.match(banner.textContent, /Player 1 \(random\) wins the game!/);
  assert.match(banner.textContent, new RegExp(`Final cards: ${view.last_round.showdown.join(" against ")}`));
  await settle();
  assert.equal(tc(el, "tacocat").dataset.space, String(view.position));
  banner.querySelector('[data-tc="new-game"]').click();
  const asked = tc(el, "banner"); // the banner, drawn again with the question in the button's place
  assert.match(asked.querySelector('[data-tc="new-game-question"]').textContent, /84 moves will be gone/);
  asked.querySelector('[data-tc="new-game-confirm"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "new_game" });
  cleanup();
});

test("a tied duel says so", () => {
  const duel = (player, card) => ({ kind: "duel", player, cards: [card] });
  const { el, cleanup } = mount("duel_with_a_sealed_choice");
  assert.equal(tc(el, "tie"), null);
  cleanup();
  const tied = fixture("duel_with_a_sealed_choice").view_state;
  const page = mount("duel_with_a_sealed_choice", {
    view_state: { ...tied, events: [...tied.events, duel(0, 7), duel(1, 7)] },
  });
  assert.match(tc(page.el, "tie").textContent, /Tie: both dueled 7, duel again/);
  page.cleanup();
});

test("the rules are one click away", () => {
  const { el, cleanup } = mount("replace_on_the_centre");
  const rules = tc(el, "rules");
  assert.equal(rules.open, false);
  assert.match(rules.textContent, /How to play/);
  assert.match(rules.textContent, /LOWER card wins/);
  cleanup();
});

test("the hint marks the cards it would play", () => {
  const { el, model, cleanup } = mount("two_humans", { cover_between_turns: false });
  const hinted = [...el.querySelectorAll('[data-hinted="true"]')].map((card) => Number(card.dataset.card));
  assert.deepEqual(hinted, model.get("hint").cards);
  assert.match(el.querySelector('[data-hinted="true"]').getAttribute("aria-label"), /the hint's choice/);
  cleanup();
});

test("cards just drawn are marked until the next move", () => {
  const { el, model, view, cleanup } = mount("replace_on_the_centre");
  const drawn = (shown) => [...shown.querySelectorAll('[data-new="true"]')].map((card) => Number(card.dataset.card));
  assert.deepEqual(drawn(el), []);
  // Player 0 replaced 1 and 12 and drew 3 and 8.
  const after = { ...view, hands: [[2, 3, 5, 5, 6, 7, 8], null], replaced: [2, 0], cursor: view.cursor + 2 };
  model.values.view_state = after;
  model.fire("change:view_state");
  assert.deepEqual(drawn(el), [3, 8]);
  model.values.view_state = { ...after, cursor: after.cursor + 1, phase: "duel" };
  model.fire("change:view_state");
  assert.deepEqual(drawn(el), [], "the marks go with the next move");
  cleanup();
});

test("replay walks the timeline through the game at the widget's speed, and stops", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, view, cleanup } = mount("game_over");
  const python = () => answerWith(model, { ...model.values.view_state, cursor: model.values.cursor });
  tc(el, "replay").click();
  assert.equal(model.values.cursor, 0, "from the start, as the game is over");
  python();
  assert.equal(tc(el, "replay").textContent, "Stop replay");
  t.mock.timers.tick(1000 * model.get("speed"));
  assert.equal(model.values.cursor, 1);
  python();
  t.mock.timers.tick(1000 * model.get("speed"));
  assert.equal(model.values.cursor, 2);
  python();
  tc(el, "replay").click();
  t.mock.timers.tick(10_000);
  assert.equal(model.values.cursor, 2, "stopped");
  assert.equal(tc(el, "replay").textContent, "Replay");
  assert.equal(view.history_length, model.values.view_state.history_length, "the game is as it was");
  cleanup();
});
