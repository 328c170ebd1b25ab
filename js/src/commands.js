// The page's side of the command table: each panel declares its messages with the panel, in
// tacocat_widget/page/panels/<panel>.py, and registers them with tacocat_widget/page/command_table.py.
// One function makes any message Python answers, typed by the declarations Python writes for the
// page (protocol.d.ts).

/** @typedef {import("./protocol.js").Messages} Messages */
/** @typedef {import("./protocol.js").PageAction} PageAction */

/**
 * The protocol this page speaks: a view of another version asks for a reload instead.
 * @type {import("./protocol.js").ProtocolVersion}
 */
export const PROTOCOL = 8;

/**
 * The message of this kind with these fields (all it declares but `protocol` and `kind`).
 * @template {keyof Messages} K
 * @param {K} kind
 * @param {Omit<Messages[K], "protocol" | "kind">} fields
 * @returns {Messages[K]}
 */
export function message(kind, fields) {
  return /** @type {Messages[K]} */ ({ protocol: PROTOCOL, kind, ...fields });
}

/**
 * The action of this kind with these cards (a duel and a defence take one card, a sacrifice none).
 * @param {PageAction["type"]} type
 * @param {number[]} cards
 * @returns {PageAction}
 */
export function pageAction(type, cards = []) {
  if (type === "duel" || type === "defend") return { type, card: cards[0] };
  if (type === "sacrifice") return { type };
  return { type, cards };
}

/** @typedef {import("@anywidget/types").AnyModel<import("./protocol.js").PageTraits>} Model */
