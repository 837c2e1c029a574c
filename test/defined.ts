// Tests index arrays and maps whose elements they expect to be there; with noUncheckedIndexedAccess
// an element may be undefined. `defined` says so and checks it (a `!` would only silence the type
// checker): a missing element fails the test with what was expected, not a TypeError further on.

/** `x`, which the test expects to be there; fails the test naming `what` when it is undefined. */
export function defined<T>(x: T | undefined, what = "a value"): T {
  if (x === undefined) throw new Error(`expected ${what}, found undefined`);
  return x;
}
