// The ways the page writes a number, each the one Python's sentences use
// (tacocat_widget/page/words.py), so a chance the page writes reads as the same chance in
// Python's words beside it. js/tests/format.test.js holds the two to the words Python writes.

/**
 * A chance in whole percent, halves rounded up (Python's ``percent``).
 * @param {number} chance
 */
export function percent(chance) {
  return `${Math.trunc(100 * chance + 0.5)}%`;
}

/**
 * A chance in percent, with a tenth under 10% (a small loss still shows; Python's ``fine_percent``).
 * @param {number} chance
 */
export function finePercent(chance) {
  const digits = chance < 0.1 ? 1 : 0;
  const scale = 10 ** digits;
  // Rounded as Python rounds, then written: toFixed alone rounds the binary number, and 100 × 0.0015
  // is a little under 0.15 in binary, so it writes 0.1% where Python, and people, write 0.2%.
  return `${(Math.floor(100 * chance * scale + 0.5) / scale).toFixed(digits)}%`;
}
