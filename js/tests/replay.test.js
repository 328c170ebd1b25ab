import assert from "node:assert/strict";
import { test } from "node:test";
import { replayModel } from "../src/replay.js";
import { fixture } from "./page.js";

test("the replay's model shows the view at the position the timeline moves to", () => {
  const last = fixture("game_over").view_state;
  const first = { ...last, cursor: 0, revision: 0 };
  const model = replayModel([first, last], 0);
  assert.equal(model.get("view_state"), last);
  assert.equal(model.get("cursor"), 1);
  let heard = 0;
  model.on("change:view_state", () => heard++);
  model.set("cursor", 0);
  model.save_changes();
  assert.equal(model.get("view_state"), first);
  model.set("cursor", 9); // beyond the end: the last view
  assert.equal(model.get("view_state"), last);
  assert.equal(heard, 2);
  model.send({ kind: "step" }); // nobody answers a replay
  model.set("speed", 0);
  assert.equal(heard, 2);
});
