// The page in JupyterLite: the Pyodide kernel delivers a Python None inside a synced dict as a
// missing key, inside a list as undefined, and a None trait as undefined (pyodide issue 3968).
// Drawn from what it delivers, every board must be the one drawn from Python's nulls, and play
// the same.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { fixture, mount } from "./page.js";

const SITUATIONS = readdirSync(new URL("fixtures/", import.meta.url))
  .filter((file) => file.endsWith(".json")) // words/ holds Python's words, not a situation
  .map((file) => file.replace(/\.json$/, ""));

/** A synced value as the Pyodide kernel delivers it. */
function delivered(value) {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(delivered);
  if (typeof value !== "object") return value;
  const kept = Object.entries(value).filter(([, inner]) => inner !== null);
  return Object.fromEntries(kept.map(([key, inner]) => [key, delivered(inner)]));
}

/** Every trait as Pyodide delivers it: a None trait is there, undefined. */
function deliveredTraits(name) {
  return Object.fromEntries(Object.entries(fixture(name)).map(([trait, value]) => [trait, delivered(value)]));
}

test("the fixtures hold Python's None in dicts, lists and traits (so the tests below test something)", () => {
  const texts = SITUATIONS.map((name) => JSON.stringify(fixture(name)));
  assert.ok(texts.every((text) => text.includes(":null")));
  assert.ok(texts.some((text) => text.includes(",null]") || text.includes("[null,")));
  assert.ok(SITUATIONS.some((name) => fixture(name).hint === null));
});

for (const name of SITUATIONS) {
  test(`${name}: the board drawn from what Pyodide delivers is the board drawn from nulls`, () => {
    const fromNulls = mount(name);
    const fromPyodide = mount(name, deliveredTraits(name));
    assert.equal(fromPyodide.el.innerHTML, fromNulls.el.innerHTML);
    fromNulls.cleanup();
    fromPyodide.cleanup();
  });
}

test("a replace from what Pyodide delivers takes cards and sends the same message", () => {
  const sent = [];
  for (const overrides of [{}, deliveredTraits("replace_on_the_centre")]) {
    const { el, model, cleanup } = mount("replace_on_the_centre", overrides);
    assert.doesNotMatch(el.textContent, /undefined/);
    const nth = (index) => el.querySelector(`[data-hand="0"] [data-index="${index}"]`); // redrawn on each click
    nth(0).click();
    nth(2).click();
    assert.equal(el.querySelector('[data-tc="play"]').textContent, "Replace 2 cards");
    el.querySelector('[data-tc="play"]').click();
    sent.push(model.sent.at(-1));
    cleanup();
  }
  assert.deepEqual(sent[1], sent[0]);
  assert.equal(sent[0].kind, "play");
});

test("the page tests for Python's None with == null, which undefined passes too, never with === null", () => {
  const sources = readdirSync(new URL("../src/", import.meta.url), { recursive: true }).filter((file) =>
    file.endsWith(".js"),
  );
  for (const file of sources) {
    const text = readFileSync(new URL(`../src/${file}`, import.meta.url), "utf8");
    assert.doesNotMatch(text, /[!=]==\s*null\b/, `${file} compares with null strictly`);
  }
});
