import assert from "node:assert/strict";
import { test } from "node:test";
import { finePercent, percent } from "../src/format.js";
import { fixture } from "./page.js";

test("the page writes a chance as Python's words do: halves of a percent or of a tenth, and about 10%", () => {
  const chances = fixture("words/percents"); // written by tests/page/test_fixtures.py
  assert.ok(chances.length > 400);
  for (const written of chances) {
    assert.equal(percent(written.chance), written.percent, `percent(${written.chance})`);
    assert.equal(finePercent(written.chance), written.fine_percent, `finePercent(${written.chance})`);
  }
});
