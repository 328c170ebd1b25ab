import assert from "node:assert/strict";
import { test } from "node:test";
import { mount, update } from "../page.js";

const control = (el, name) => el.querySelector(`[data-tc="${name}"]`);

test("one line shows no line list; two show both, the current one chosen", () => {
  const single = mount("attack_with_leads");
  assert.equal(control(single.el, "lines"), null);
  single.cleanup();
  const { el, cleanup } = mount("a_variation");
  const options = [...control(el, "lines").options];
  assert.deepEqual(
    options.map((option) => option.textContent),
    ["Main line (2 moves)", "keep the low cards: branches from Main line at move 1 (2 moves)"],
  );
  assert.equal(control(el, "lines").value, "1");
  cleanup();
});

test("choosing a line asks Python to show it, from the board it was chosen on", () => {
  const { el, model, view, cleanup } = mount("a_variation");
  const list = control(el, "lines");
  list.value = "0";
  list.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "line", line: 0, cursor: view.cursor });
  cleanup();
});

test("deleting a line asks first: Keep sends nothing, Delete sends the line asked about", () => {
  const { el, model, view, cleanup } = mount("a_variation");
  control(el, "delete-line").click();
  assert.match(control(el, "delete-question").textContent, /Delete “keep the low cards”/);
  control(el, "keep-line").click();
  assert.equal(control(el, "delete-question"), null);
  assert.equal(model.sent.length, 0);
  control(el, "delete-line").click();
  control(el, "confirm-delete").click();
  assert.deepEqual(model.sent.at(-1), {
    protocol: view.protocol,
    kind: "delete_line",
    line: 1,
    cursor: view.cursor,
  });
  update(model, { lines: view.lines.slice(0, 1), line: 0, revision: view.revision + 1 });
  assert.equal(control(el, "lines"), null);
  assert.equal(control(el, "delete-question"), null);
  cleanup();
});

test("renaming the line shown sends its new name; Escape or Cancel sends nothing", () => {
  const { el, model, view, cleanup } = mount("a_variation");
  control(el, "rename-line").click();
  const input = control(el, "line-name");
  assert.equal(input.value, "keep the low cards");
  input.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  assert.equal(control(el, "line-name"), null);
  assert.equal(model.sent.length, 0);
  control(el, "rename-line").click();
  control(el, "line-name").value = "the sacrifice idea";
  control(el, "line-name").dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  assert.deepEqual(model.sent.at(-1), {
    protocol: view.protocol,
    kind: "name_line",
    line: 1,
    name: "the sacrifice idea",
    cursor: view.cursor,
  });
  assert.equal(control(el, "line-name"), null);
  cleanup();
});
