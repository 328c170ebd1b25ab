// The ways the page writes a number, each the one Python's sentences use
// (tacocat_widget/page/words.py), so a chance the page writes reads as the same chance in
// Python's words beside it. js/tests/format.test.js holds the two to the words Python writes.

/**
 * ``chance`` times 10 ** ``places``, halves rounded up, read as its shortest decimal form, as
 * Python's ``_rounded`` reads it: 0.285 is 28.5 percent, rounded to 29 as people round, where
 * binary arithmetic makes 100 × 0.285 a little under 28.5. A half is exact in binary once the
 * decimal point has moved, so only the move needs the decimal form.
 * @param {number} chance
 * @param {number} places
 */
function rounded(chance, places) {
  const [digits, exponent = "0"] = String(chance).split("e");
  return Math.floor(Number(`${digits}e${Number(exponent) + places}`) + 0.5);
}

/**
 * A chance in whole percent, halves rounded up (Python's ``percent``).
 * @param {number} chance
 */
export function percent(chance) {
  return `${rounded(chance, 2)}%`;
}

/**
 * A chance in percent, with a tenth under 10% (a small loss still shows); one that rounds to 10%
 * or more in whole percent (Python's ``fine_percent``).
 * @param {number} chance
 */
export function finePercent(chance) {
  const tenths = rounded(chance, 3);
  return tenths < 100 ? `${(tenths / 10).toFixed(1)}%` : percent(chance);
}
