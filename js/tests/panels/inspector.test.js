import assert from "node:assert/strict";
import { test } from "node:test";
import { valueScale } from "../../src/panels/inspector.js";
import { fixture, mount } from "../page.js";

const tc = (el, name) => el.querySelector(`[data-tc="${name}"]`);

test("the inspector shows the decision's bars and marks the chosen move", () => {
  const { el, view, cleanup } = mount("decision_seen_by_all");
  const decision = view.decision;
  const inspector = el.querySelector('[data-tc="inspector"]');
  assert.equal(inspector.open, true);
  assert.match(inspector.querySelector(".tc-chosen").textContent, new RegExp(`★ ${decision.action}`));
  assert.equal(inspector.querySelectorAll("tbody tr").length, decision.rows.length);
  assert.match(inspector.textContent, new RegExp(`${decision.worlds[0].opponent_hand.join(" ")} → favours`));
  assert.match(inspector.textContent, new RegExp(`${decision.iterations} search iterations`));
  // The value column says what its numbers are: a score is not shown as a chance.
  assert.equal(decision.value_kind, "round score");
  assert.equal(inspector.querySelectorAll("thead th")[2].textContent, "round score");
  cleanup();
});

test("a win chance in the inspector reads as a percent, like every chance; a score as its number", () => {
  const base = fixture("decision_seen_by_all").view_state;
  const cells = (el) => Array.from(el.querySelectorAll(".tc-policy tbody tr")).map((tr) => tr.children[2].textContent);
  const scored = mount("decision_seen_by_all");
  assert.equal(cells(scored.el)[0], base.decision.rows[0].value.toFixed(3));
  scored.cleanup();
  const bars = { ...base.decision.value_bars, percent: true }; // Python says when values are chances
  const chances = mount("decision_seen_by_all", {
    view_state: { ...base, decision: { ...base.decision, value_kind: "game win chance", value_bars: bars } },
  });
  assert.equal(cells(chances.el)[0], `${Math.round(100 * base.decision.rows[0].value)}%`);
  chances.cleanup();
});

test("the inspector shows what the decider believed, one cell per card value", () => {
  const { el, view, cleanup } = mount("decision_seen_by_all");
  const cells = [...el.querySelectorAll('[data-tc="beliefs"] [data-value]')];
  assert.deepEqual(
    cells.map((cell) => Number(cell.dataset.value)),
    view.decision.beliefs.map((belief) => belief.value),
  );
  assert.equal(cells.length, 12);
  const first = view.decision.beliefs[0];
  assert.match(cells[0].getAttribute("aria-label"), new RegExp(`^${first.value}: \\d`));
  assert.match(
    el.querySelector('[data-tc="inspector"] summary').textContent,
    new RegExp(`^Move ${view.decision.step + 1}:`),
  );
  cleanup();
});

test("value bars are drawn between the ends Python names under the table", () => {
  const score = valueScale({ low: -1, high: 1, words: "" });
  assert.deepEqual([score(-1), score(0), score(1)], [0, 0.5, 1]);
  const chance = valueScale({ low: 0, high: 1, words: "" });
  assert.deepEqual([chance(0.45), chance(1.2), chance(-0.1)], [0.45, 1, 0]);
  const { el, view, cleanup } = mount("decision_seen_by_all");
  assert.match(el.querySelector('[data-tc="chosen-by"]').textContent, /most visits/);
  assert.equal(el.querySelector('[data-tc="value-bars"]').textContent, view.decision.value_bars.words);
  assert.equal(el.querySelector('[data-tc="inspector"] thead th:nth-child(3)').title, view.decision.value_title);
  // The rows come in the order the caption names: by policy, then by value.
  assert.equal(el.querySelector('[data-tc="decision-order"]').textContent, view.decision.order);
  const drawn = [...el.querySelectorAll('[data-tc="inspector"] tbody tr')].map((row) => row.dataset.action);
  assert.deepEqual(
    drawn,
    view.decision.rows.map((row) => row.action),
  );
  const policies = view.decision.rows.map((row) => row.p);
  assert.deepEqual(
    policies,
    policies.toSorted((a, b) => b - a),
  );
  cleanup();
});

test("the inspector can list every move of a decision, and back", () => {
  const base = fixture("decision_seen_by_all").view_state;
  const decision = { ...base.decision, others: 5 };
  const { el, model, cleanup } = mount("decision_seen_by_all", { view_state: { ...base, decision } });
  const toggle = () => tc(el, "every-move");
  assert.equal(toggle().textContent, `Show all ${decision.rows.length + 5} moves`);
  toggle().click();
  assert.equal(model.values.every_move, true);
  assert.deepEqual(model.sent.at(-1).saved.every_move, true);
  model.fire("change:every_move");
  assert.equal(toggle().textContent, "Show the likeliest moves only");
  cleanup();
});

test("the inspector writes a chance as Python does, not as toFixed rounds it", () => {
  const base = fixture("decision_seen_by_all").view_state;
  const [first, ...rest] = base.decision.rows;
  const beliefs = [{ ...base.decision.beliefs[0], chance: 0.0455 }, ...base.decision.beliefs.slice(1)];
  const decision = { ...base.decision, rows: [{ ...first, p: 0.0015 }, ...rest], beliefs };
  const { el, cleanup } = mount("decision_seen_by_all", { view_state: { ...base, decision } });
  const policy = el.querySelector(".tc-policy tbody tr").children[1];
  assert.equal(policy.textContent, "0.2%"); // 100 × 0.0015 is a little under 0.15 in binary
  const belief = el.querySelector('[data-tc="beliefs"] [data-value]');
  assert.equal(belief.querySelector(".tc-belief-chance").textContent, "4.6%");
  assert.equal(belief.getAttribute("aria-label"), `${beliefs[0].value}: 4.6%`);
  cleanup();
});
