import assert from "node:assert/strict";
import { test } from "node:test";
import { card, mount, update } from "../page.js";

const control = (el, name) => el.querySelector(`[data-tc="${name}"]`);
const press = (target, key) => target.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true }));
const messages = (model) => model.sent.filter((sent) => sent.kind); // what went to Python, not saved traits
const page = (el) => el.querySelector(".tc-root");

test("New game asks first, saying what is lost; Keep playing sends nothing and goes back to the button", () => {
  const { el, model, cleanup } = mount("attack_with_leads");
  control(el, "new-game").click();
  assert.equal(
    control(el, "new-game-question").textContent,
    "Start a new game? This game and its 28 moves will be gone.",
  );
  assert.equal(control(el, "new-game"), null, "the question stands in the button's place");
  assert.equal(control(el, "new-game-keep").textContent, "Keep playing", "a game under way");
  assert.equal(document.activeElement, control(el, "new-game-keep"), "the answer at hand keeps the game");
  control(el, "new-game-keep").click();
  assert.equal(control(el, "new-game-question"), null);
  assert.equal(document.activeElement, control(el, "new-game"));
  assert.deepEqual(messages(model), []);
  cleanup();
});

test("New game, confirmed, sends one new_game and leaves the keys with the page", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads");
  control(el, "new-game").click();
  control(el, "new-game-confirm").click();
  assert.deepEqual(messages(model), [{ protocol: view.protocol, kind: "new_game" }]);
  assert.equal(control(el, "new-game-question"), null);
  assert.equal(document.activeElement, page(el));
  cleanup();
});

test("Escape keeps, for New game as for Delete line…; Enter on the question is its button's, not a play", () => {
  const { el, model, cleanup } = mount("a_variation");
  control(el, "new-game").click();
  press(control(el, "new-game-keep"), "Escape");
  assert.equal(control(el, "new-game-question"), null);
  control(el, "delete-line").click();
  assert.equal(document.activeElement, control(el, "keep-line"));
  press(page(el), "Escape"); // wherever the focus is on the page
  assert.equal(control(el, "delete-question"), null);
  assert.equal(document.activeElement, control(el, "delete-line"));
  assert.deepEqual(messages(model), []);
  cleanup();
  const attack = mount("attack_with_leads"); // hand 4 8 8: a selected 8 is a move ready to play
  card(attack.el, 0, 8).click();
  control(attack.el, "new-game").click();
  press(control(attack.el, "new-game-keep"), "Enter");
  assert.deepEqual(messages(attack.model), [], "the browser presses the focused button; nothing is played");
  attack.cleanup();
});

test("no question when no move was played: a new game loses nothing", () => {
  const { el, model, view, cleanup } = mount("replace_on_the_centre");
  control(el, "new-game").click();
  assert.equal(control(el, "new-game-question"), null);
  assert.deepEqual(messages(model), [{ protocol: view.protocol, kind: "new_game" }]);
  cleanup();
});

test("the question is Python's, counting every line and each move once", () => {
  const { el, cleanup } = mount("a_variation");
  control(el, "new-game").click();
  assert.equal(
    control(el, "new-game-question").textContent,
    "Start a new game? This game and its 2 lines (4 moves) will be gone.",
  );
  cleanup();
});

test("at game over the banner's New game asks in the banner, offering a new game or Cancel, which goes back to it", () => {
  const { el, model, cleanup } = mount("game_over");
  control(el, "banner").querySelector('[data-tc="new-game"]').click();
  assert.ok(control(el, "banner").querySelector('[data-tc="new-game-question"]'), "asked where the click was");
  assert.equal(el.querySelectorAll('[data-tc="new-game-question"]').length, 1);
  const answers = [...el.querySelectorAll(".tc-question button")].map((button) => button.textContent);
  assert.deepEqual(answers, ["New game", "Cancel"], "a finished game cannot be played on");
  control(el, "new-game-keep").click();
  assert.equal(document.activeElement, control(el, "banner").querySelector('[data-tc="new-game"]'));
  assert.deepEqual(messages(model), []);
  cleanup();
});

test("a question goes when Python's view changes what it asks about", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads");
  control(el, "new-game").click();
  update(model, { revision: view.revision + 1 });
  assert.ok(control(el, "new-game-question"), "an update that loses nothing more leaves it");
  // As Python words it after one move more.
  const asked = { delete_line: null, new_game: "Start a new game? This game and its 29 moves will be gone." };
  const moved = { questions: asked, history_length: 30, revision: view.revision + 2 };
  update(model, moved);
  assert.equal(control(el, "new-game-question"), null, "a move more: it asked about less than would be lost");
  assert.equal(document.activeElement, page(el), "the keys stay with the page");
  control(el, "new-game").click();
  const fresh = { questions: { delete_line: null, new_game: null }, history_length: 1, cursor: 0, revision: 99 };
  update(model, fresh);
  assert.equal(control(el, "new-game-question"), null, "a new game from a cell: nothing left to lose");
  cleanup();
  const variation = mount("a_variation");
  control(variation.el, "delete-line").click();
  update(variation.model, { line: 0, revision: variation.view.revision + 1 }); // w.switch_line(0)
  assert.equal(control(variation.el, "delete-question"), null, "it asked about the line no longer shown");
  assert.deepEqual([...messages(model), ...messages(variation.model)], []);
  variation.cleanup();
});

test("autoplay waits while a question is asked, and goes on once it is kept", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { el, model, view, cleanup } = mount("decision_seen_by_all", { autoplay: true, speed: 0.5 });
  control(el, "new-game").click();
  t.mock.timers.tick(5000);
  assert.deepEqual(messages(model), []);
  control(el, "new-game-keep").click();
  t.mock.timers.tick(500);
  assert.deepEqual(messages(model), [{ protocol: view.protocol, kind: "step", cursor: view.cursor }]);
  cleanup();
});
