import assert from "node:assert/strict";
import { test } from "node:test";
import { nearestMark } from "../../src/panels/review.js";
import { mount } from "../page.js";

const control = (el, name) => el.querySelector(`[data-tc="${name}"]`);

test("a review draws a point per reviewed move, its marks on the graph and the timeline", () => {
  const { el, model, cleanup } = mount("a_reviewed_game");
  const review = model.values.review_state;
  const chart = control(el, "winchart");
  assert.equal(chart.querySelectorAll('[data-tc="point"]').length, review.points.length);
  const marked = review.points.filter((point) => point.mark);
  assert.deepEqual(
    [...chart.querySelectorAll("[data-mark]")].map((dot) => dot.dataset.mark),
    marked.map((point) => point.mark),
  );
  const marks = [...el.querySelectorAll('[data-tc="marks"] [data-mark]')];
  assert.deepEqual(
    marks.map((mark) => Number(mark.dataset.cursor)),
    marked.map((point) => point.step),
  );
  assert.match(el.querySelector(".tc-legend").textContent, /blunder \?\? \(gave up 20 percentage points or more\)/);
  assert.equal(el.querySelectorAll(".tc-legend .tc-key").length, 3);
  assert.ok(el.querySelector(".tc-legend").textContent.endsWith(review.unmarked));
  assert.match(marked[0].mark_title, /gave up [\d.]+ percentage points? \(noise ±[\d.]+\)/);
  assert.match(chart.querySelector("title").textContent, /player 0's win chance \d+% after move 1/);
  cleanup();
});

test("clicking a point moves the timeline to the position after that move", () => {
  const { el, model, cleanup } = mount("a_reviewed_game");
  el.querySelector('[data-tc="point"][data-step="7"]').dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
  assert.equal(model.values.cursor, 8);
  assert.equal(model.sent.at(-1).saved.cursor, 8);
  cleanup();
});

test("the mark buttons jump to the position of the next or previous mark, an inaccuracy too", () => {
  const { el, model, view, cleanup } = mount("a_reviewed_game");
  const review = model.values.review_state;
  const steps = review.points.filter((point) => point.mark).map((point) => point.step);
  const after = steps.find((step) => step > view.cursor);
  const before = steps.filter((step) => step < view.cursor).at(-1);
  assert.equal(review.points.find((point) => point.step === before).mark, "inaccuracy");
  assert.deepEqual(
    [control(el, "prev-mark").textContent, control(el, "next-mark").textContent],
    review.jumps.map((jump) => jump.label),
  );
  assert.equal(control(el, "next-mark").title, review.jumps[1].title);
  control(el, "next-mark").click();
  assert.equal(model.values.cursor, after);
  control(el, "prev-mark").click(); // the view is still at the old cursor: Python has not answered
  assert.equal(model.values.cursor, before);
  assert.equal(nearestMark(review, steps.at(-1), 1), null);
  assert.equal(nearestMark(review, steps[0], -1), null);
  cleanup();
});

test("a running review shows its progress and can be cancelled; the button starts one", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads", {
    review_state: { running: true, done: 3, total: 12, points: [], marks: { inaccuracy: 0.05 } },
  });
  assert.equal(control(el, "review-progress").value, 3);
  assert.equal(control(el, "review").disabled, true);
  control(el, "review-cancel").click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "cancel_review" });
  cleanup();
  const idle = mount("attack_with_leads");
  control(idle.el, "review").click();
  assert.deepEqual(idle.model.sent.at(-1), { protocol: idle.view.protocol, kind: "review", cursor: idle.view.cursor });
  idle.cleanup();
});

test("the graph has its scale: gridlines and labels at 0, 50 and 100%", () => {
  const { el, cleanup } = mount("a_reviewed_game");
  const chart = el.querySelector('[data-tc="winchart"]');
  assert.equal(chart.querySelectorAll(".tc-chart-grid").length, 3);
  const labels = [...chart.querySelectorAll(".tc-chart-label")].map((label) => label.textContent);
  assert.deepEqual(labels.slice(0, 3), ["100%", "50%", "0%"]);
  cleanup();
});
