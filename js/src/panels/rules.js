// "How to play": the rules at a glance, inside the page (rules-text.js is docs/rules.md's section).
import { h } from "../dom.js";
import { AT_A_GLANCE } from "../rules-text.js";

/** The collapsible panel; closed at first, it keeps its own open state (it is never rebuilt). */
export function howToPlay() {
  return h(
    "details",
    { class: "tc-rules", "data-tc": "rules" },
    h("summary", {}, "How to play"),
    h(
      "dl",
      {},
      AT_A_GLANCE.flatMap(([name, text]) => [h("dt", {}, name), h("dd", {}, text)]),
    ),
    h("p", { class: "tc-caption" }, "The whole rules, with every choice we made: docs/rules.md in the repository."),
  );
}

/** @type {import("../sections.js").Section} */
export const section = { data: () => null, build: () => howToPlay() };
