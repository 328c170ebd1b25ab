import assert from "node:assert/strict";
import { test } from "node:test";
import { fixture, mount } from "../page.js";

const tc = (el, name) => el.querySelector(`[data-tc="${name}"]`);

test("a row of the analysis plays its move out, where the page may move for that player", () => {
  const { el, model, view, cleanup } = mount("an_analysed_move");
  const buttons = el.querySelectorAll('[data-tc="play-move"]');
  assert.equal(buttons.length, view.analysis.rows.filter((row) => !row.played).length);
  buttons[0].click();
  assert.deepEqual(model.sent.at(-1), {
    protocol: view.protocol,
    kind: "play",
    action: view.analysis.rows[0].move,
    cursor: view.cursor,
  });
  cleanup();
  const watching = mount("an_analysed_move", {
    view_state: { ...fixture("an_analysed_move").view_state, choices: null },
  });
  assert.equal(watching.el.querySelectorAll('[data-tc="play-move"]').length, 0);
  watching.cleanup();
});

test("an analysis shows every move's win chance, the best and the one played, and what it cost", () => {
  const { el, model, view, cleanup } = mount("an_analysed_move");
  const panel = tc(el, "analysis");
  const rows = [...panel.querySelectorAll("tbody tr")];
  assert.equal(rows.length, view.analysis.rows.length);
  const pick = panel.querySelector(".tc-chosen");
  assert.match(pick.textContent, /^★ /);
  assert.equal(pick.dataset.action, view.analysis.rows.find((row) => row.best).action);
  // Best estimate first: the pick stands where its estimate puts it, and each row says how sure.
  assert.deepEqual(
    rows.map((row) => row.dataset.action),
    view.analysis.rows.toSorted((a, b) => b.win_chance - a.win_chance).map((row) => row.action),
  );
  for (const [index, move] of view.analysis.rows.entries()) {
    assert.ok(rows[index].textContent.includes(move.sure), `${move.action}: ${move.sure}`);
    assert.equal(rows[index].querySelector('[data-tc="analysis-note"]').textContent, move.note ?? "");
  }
  assert.match(rows[1].textContent, /within noise of ★/, "a rough estimate overlaps the pick's");
  assert.equal(panel.querySelector('[data-tc="analysis-key"]').textContent, view.analysis.key);
  assert.equal(panel.querySelector("summary").textContent, view.analysis.title);
  const played = panel.querySelector('[data-played="true"]');
  assert.equal(played.dataset.action, view.analysis.played);
  assert.match(played.textContent, /▶ /);
  assert.match(
    panel.textContent,
    new RegExp(`Played ${view.analysis.played}: [\\d.]+ percentage points? less win chance than the best`),
  );
  tc(el, "analyse").click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "analyse", cursor: view.cursor });
  cleanup();
});

test("an analysis writes a win chance as Python does, a tenth under 10%", () => {
  const base = fixture("an_analysed_move").view_state;
  const [first, ...rest] = base.analysis.rows;
  const analysis = { ...base.analysis, rows: [{ ...first, win_chance: 0.0185 }, ...rest] };
  const { el, cleanup } = mount("an_analysed_move", { view_state: { ...base, analysis } });
  const chance = el.querySelector('[data-tc="analysis"] tbody tr').children[1];
  assert.equal(chance.textContent, "1.9%");
  cleanup();
});
