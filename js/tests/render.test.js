import assert from "node:assert/strict";
import { test } from "node:test";
import { card, mount } from "./page.js";

const shown = (el, player) =>
  [...el.querySelectorAll(`[data-hand="${player}"] [data-card]`)].map((c) => c.dataset.card);

test("the board carries the page hooks", () => {
  const { el, view, cleanup } = mount("attack_with_leads");
  assert.equal(el.querySelectorAll("[data-space]").length, 7);
  for (const space of view.covered) assert.equal(el.querySelector(`[data-space="${space}"]`).dataset.covered, "true");
  assert.ok(el.querySelector(`[data-space="${view.position}"] [data-tc="tacocat"]`));
  const titles = [...el.querySelectorAll("[data-space]")].map((space) => space.title.split(":")[0]);
  assert.deepEqual(
    titles,
    view.track.map((space) => space.name),
    "each space by its own name",
  );
  assert.equal(new Set(titles).size, 7);
  assert.deepEqual(shown(el, 0), view.hands[0].map(String));
  assert.deepEqual(shown(el, 1), Array(view.hand_sizes[1]).fill("?"));
  assert.match(el.querySelector('[data-tc="phase"]').textContent, /lead an attack/);
  assert.equal(el.querySelector('[data-tc="timeline"]').value, String(view.cursor));
  cleanup();
  assert.equal(el.children.length, 0);
});

test("selecting cards then play sends the attack for the current cursor", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads"); // hand 4 8 8, leads 4, 8, 8-8
  const eight = (nth) => el.querySelectorAll('[data-hand="0"] [data-card="8"]')[nth];
  eight(0).click();
  assert.equal(eight(0).dataset.selected, "true");
  assert.equal(card(el, 0, 4).dataset.disabled, "true"); // 4 and 8 make no lead together
  eight(1).click();
  assert.equal(el.querySelector('[data-tc="play"]').textContent, "Attack with 8-8");
  el.querySelector('[data-tc="play"]').click();
  assert.deepEqual(model.sent.at(-1), {
    protocol: view.protocol,
    kind: "play",
    action: { type: "attack", cards: [8, 8] },
    cursor: view.cursor,
  });
  cleanup();
});

test("a replace on the centre takes any cards, and says how many", () => {
  const { el, model, cleanup } = mount("replace_on_the_centre");
  const play = () => el.querySelector('[data-tc="play"]');
  assert.equal(play().textContent, "Keep all cards");
  card(el, 0, 1).click();
  card(el, 0, 12).click();
  assert.equal(play().textContent, "Replace 2 cards");
  play().click();
  assert.deepEqual(model.sent.at(-1).action, { type: "replace", cards: [1, 12] });
  cleanup();
});

test("a duel after player 0 chose face down offers player 1 their cards", () => {
  const { el, model, cleanup } = mount("duel_with_a_sealed_choice");
  const sealed = el.querySelector('[data-tc="trick"] .tc-sealed .tc-back');
  assert.match(sealed.getAttribute("aria-label"), /player 0's choice, face down/, "on the table, face down");
  assert.equal(card(el, 0, 6).dataset.disabled, "true"); // player 0's hand is not choosing now
  card(el, 1, 9).click();
  el.querySelector('[data-tc="play"]').click();
  assert.deepEqual(model.sent.at(-1).action, { type: "duel", card: 9 });
  cleanup();
});

test("errors show in the page, and keys stay out of the notebook", () => {
  const { el, model, cleanup } = mount("attack_with_leads", { error: "that click was made on an older board" });
  assert.match(el.querySelector('[data-tc="error"]').textContent, /older board/);
  let reachedNotebook = false;
  el.addEventListener("keydown", () => {
    reachedNotebook = true;
  });
  el.querySelector(".tc-root").dispatchEvent(new window.KeyboardEvent("keydown", { key: "a", bubbles: true }));
  assert.equal(reachedNotebook, false);
  model.values.error = "";
  model.fire("change:error");
  assert.equal(el.querySelector('[data-tc="error"]').hidden, true);
  cleanup();
});

test("the timeline sets the cursor and the defend phase offers a sacrifice", () => {
  const { el, model, cleanup } = mount("defend_with_sacrifice"); // hand 6 7 8 against a 7
  const slider = el.querySelector('[data-tc="timeline"]');
  slider.value = "3";
  slider.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(model.values.cursor, 3);
  assert.equal(card(el, 0, 6).dataset.disabled, "true");
  const attacking = el.querySelector('[data-tc="trick"] [data-attacking="7"]');
  assert.match(attacking.title, /attacks with 7/, "the attack is in the middle, with its answer's place");
  assert.equal(el.querySelector('[data-tc="trick"] .tc-empty').textContent, "?");
  el.querySelector('[data-tc="sacrifice"]').click();
  assert.deepEqual(model.sent.at(-1).action, { type: "sacrifice" });
  cleanup();
});

test("a timeline Python put back shows the cursor again", () => {
  const { el, model, view, cleanup } = mount("defend_with_sacrifice");
  const slider = el.querySelector('[data-tc="timeline"]');
  slider.value = "99";
  model.fire("change:cursor");
  assert.equal(el.querySelector('[data-tc="timeline"]').value, String(view.cursor));
  cleanup();
});

test("a finished game offers no move, only undo and a new game on the table (once asked)", () => {
  const { el, model, view, cleanup } = mount("game_over");
  assert.match(el.querySelector('[data-tc="phase"]').textContent, /Game over: the Tacocat reached/);
  assert.equal(el.querySelector('[data-tc="play"]'), null);
  assert.equal(el.querySelector('[data-tc="step"]').disabled, true);
  assert.ok(el.querySelector('.tc-goal [data-tc="tacocat"]'));
  const shown = [...el.querySelectorAll('[data-tc="showdown"] [data-card]')].map((card) => Number(card.dataset.card));
  assert.deepEqual(shown.sort(), [...view.last_round.showdown].sort(), "the final showdown stays on the table");
  assert.equal(el.querySelectorAll("[data-hand] [data-card]").length, 0, "and the hands hold no card");
  assert.equal(el.querySelector('.tc-controls [data-tc="new-game"]'), null, "New game is offered once");
  assert.equal(el.querySelectorAll('[data-tc="new-game"]').length, 1);
  el.querySelector('[data-tc="banner"] [data-tc="new-game"]').click();
  el.querySelector('[data-tc="new-game-confirm"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "new_game" });
  cleanup();
});

test("a page from another protocol says so instead of drawing", () => {
  const { el, cleanup } = mount("attack_with_leads", { view_state: { protocol: 99 } });
  assert.match(el.textContent, /protocol/);
  assert.equal(el.querySelector("[data-space]"), null);
  cleanup();
});

test("hot seat: the next player's hand stays covered until they click", () => {
  const { el, view, cleanup } = mount("two_humans"); // player 1 to move, covered between turns
  assert.deepEqual(shown(el, 1), Array(view.hand_sizes[1]).fill("?"));
  el.querySelector('[data-tc="reveal"]').click();
  assert.deepEqual(shown(el, 1), view.hands[1].map(String));
  assert.equal(el.querySelector('[data-tc="reveal"]'), null);
  assert.deepEqual(shown(el, 0), Array(view.hand_sizes[0]).fill("?"));
  cleanup();
});

test("autoplay steps the agent to move after the chosen pause, and shows it thinking", async () => {
  const { el, model, view, cleanup } = mount("decision_seen_by_all", { autoplay: true, speed: 0.01 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "step", cursor: view.cursor });
  assert.ok(el.querySelector('[data-tc="thinking"]'));
  model.values.autoplay = false;
  cleanup();
});

test("the hint button asks Python, and the answer shows in the page", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads");
  el.querySelector('[data-tc="hint"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "hint", cursor: view.cursor });
  const hinted = mount("two_humans"); // its widget was asked for a hint
  const hint = hinted.model.values.hint;
  assert.match(hinted.el.querySelector('[data-tc="hint-text"]').textContent, new RegExp(`${hint.action}: `));
  model.values.hint = hint;
  model.fire("change:hint");
  assert.ok(el.querySelector('[data-tc="hint-text"]'));
  hinted.cleanup();
  cleanup();
});

test("the speed slider sets the seconds between agent moves", () => {
  const { el, model, cleanup } = mount("decision_seen_by_all", { autoplay: false, speed: 0.6 });
  const slider = el.querySelector('[data-tc="speed"]');
  slider.value = "1.5";
  slider.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(model.values.speed, 1.5);
  cleanup();
});
