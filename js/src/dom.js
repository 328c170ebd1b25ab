// A tiny element builder: h("div", { class: "x", "data-tc": "phase" }, child, "text").

/**
 * An attribute's value: written as text, `true` as "true"; null, undefined and false leave it out.
 * @typedef {string | number | boolean | null | undefined} AttributeValue
 */

/**
 * What an element holds: nodes, and text (a number is written as text); null, undefined and false
 * are skipped, and arrays (nested to any depth) are spread in.
 * @typedef {Node | string | number | false | null | undefined | Children} Child
 */

/** @typedef {readonly Child[]} Children */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttributeValue>} [attributes]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value == null || value === false) continue;
    element.setAttribute(name, value === true ? "true" : String(value));
  }
  // Flattened to any depth: each item is a node, text or a value skipped (typed loosely, as the
  // depth of the children's type cannot be followed).
  for (const child of /** @type {unknown[]} */ (children).flat(Number.POSITIVE_INFINITY)) {
    if (child == null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}
