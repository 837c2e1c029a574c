// The balance shift's statistics: paired outcomes, a sequential schedule of looks, and the
// smallest shift a run could have detected.
//
// Each game with the card has a twin without it: the same pairing, seed, first player, deck order
// (the card sits where the card it replaced sat) and agent seeds (balance.ts). The twins' outcomes
// for seat 0 (1 = won, 0 = lost, drawn or unfinished) give one difference d in {-1, 0, 1} per pair;
// the shift is the mean of d. Its interval is Tango's score interval for the difference of paired
// proportions (1998; the recommended one in Fagerland, Lydersen and Laake 2013): the normal
// interval on the differences, with the variance taken at each candidate shift instead of at the
// estimate. For hundreds of pairs it is the paired t / Wald interval on the d's; unlike those it
// keeps its coverage when few pairs differ (a card that rarely changes a game: with no pair
// differing in n, it still reaches z^2 / (n + z^2) either side, where the Wald interval is a point).
//
// Games are played in K looks at equal steps of the budget (a fixed schedule); after each look the
// run stops when the interval's half-width is at most the target. So that stopping on what was
// seen costs no coverage, every interval uses Pocock's constant for K looks instead of 1.96: these
// are repeated confidence intervals (Jennison and Turnbull 1989), which hold at 95 % together over
// all K looks, and so at whichever look the run stopped.

/** z of a one-sided 80 % power. */
const Z_POWER_80 = 0.8416212335729143;

/** Most looks a schedule may have (Pocock's constant is computed up to here). */
export const MAX_LOOKS = 10;

const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

/** P(|S_j| <= c * sqrt(j) for j = 1..K), S_j the sum of j independent standard normals: the
 *  chance that K equally spaced looks at a null effect all stay inside the bound. Numerical
 *  integration of the recursive density (Armitage, McPherson and Rowe 1969), Simpson's rule on a
 *  grid that ends exactly on each look's bound. */
function insideAll(c: number, looks: number, step = 0.05): number {
  const gridOf = (lim: number) => {
    const m = 2 * Math.ceil(lim / step); // even: Simpson
    const h = (2 * lim) / m;
    const at = Array.from({ length: m + 1 }, (_, i) => -lim + i * h);
    const w = at.map((_, i) => ((i === 0 || i === m ? 1 : i % 2 ? 4 : 2) * h) / 3);
    return { at, w };
  };
  let g = gridOf(c);
  let dens = g.at.map(phi);
  for (let j = 2; j <= looks; j++) {
    const next = gridOf(c * Math.sqrt(j));
    dens = next.at.map((t) => g.at.reduce((sum, s, i) => sum + dens[i]! * phi(t - s) * g.w[i]!, 0));
    g = next;
  }
  return dens.reduce((sum, f, i) => sum + f * g.w[i]!, 0);
}

const pocockCache = new Map<number, number>();

/** Pocock's constant: the critical value c with P(some look's |Z| > c) = 0.05 under no effect,
 *  for `looks` equally spaced looks (1 look: 1.96). */
export function pocock(looks: number): number {
  if (!(Number.isInteger(looks) && looks >= 1 && looks <= MAX_LOOKS)) throw new Error(`looks must be a whole number from 1 to ${MAX_LOOKS}, not ${looks}`);
  if (looks === 1) return 1.959963984540054;
  const known = pocockCache.get(looks);
  if (known !== undefined) return known;
  let lo = 1.9;
  let hi = 3.2;
  while (hi - lo > 1e-4) {
    const mid = (lo + hi) / 2;
    if (insideAll(mid, looks) < 0.95) lo = mid;
    else hi = mid;
  }
  const c = Math.round(((lo + hi) / 2) * 1e4) / 1e4;
  pocockCache.set(looks, c);
  return c;
}

/** Games per pairing after each look: `looks` equal steps up to the budget (the last look plays
 *  the whole budget). */
export function lookSchedule(budget: number, looks: number): number[] {
  return Array.from({ length: looks }, (_, k) => Math.round(((k + 1) * budget) / looks));
}

/** The 2x2 table of twin outcomes: both won, only the card's game won, only the baseline's won,
 *  neither. */
export interface PairTable {
  pairs: number;
  both: number;
  cardOnly: number;
  baselineOnly: number;
  neither: number;
}

export function pairTable(withCard: readonly boolean[], baseline: readonly boolean[]): PairTable {
  if (withCard.length !== baseline.length) throw new Error(`paired outcomes need twins: ${withCard.length} games with the card, ${baseline.length} without`);
  const t: PairTable = { pairs: withCard.length, both: 0, cardOnly: 0, baselineOnly: 0, neither: 0 };
  withCard.forEach((a, i) => {
    const b = baseline[i]!;
    if (a && b) t.both++;
    else if (a) t.cardOnly++;
    else if (b) t.baselineOnly++;
    else t.neither++;
  });
  return t;
}

export interface PairedShift {
  /** Mean paired difference (with the card minus without): (cardOnly - baselineOnly) / pairs. */
  shift: number;
  /** The interval, at the level the critical value gives. */
  ci: [number, number];
  /** Half the interval's width. */
  halfWidth: number;
  /** Sample standard deviation of one pair's difference. */
  sd: number;
  /** The smallest true shift the run's interval would exclude 0 for with 80 % power. */
  detectable: number;
}

/** Tango's score statistic at a candidate shift delta (the restricted maximum likelihood estimate
 *  of the baseline-only share under delta in the variance). Decreasing in delta. */
function tango(t: PairTable, delta: number): number {
  const n = t.pairs;
  const a = 2 * n;
  const b = -t.cardOnly - t.baselineOnly + (2 * n - t.cardOnly + t.baselineOnly) * delta;
  const c = -t.baselineOnly * delta * (1 - delta);
  const p21 = (Math.sqrt(Math.max(0, b * b - 4 * a * c)) - b) / (2 * a);
  const v = n * (2 * p21 + delta * (1 - delta));
  const num = t.cardOnly - t.baselineOnly - n * delta;
  return v > 0 ? num / Math.sqrt(v) : num === 0 ? 0 : num * Infinity;
}

/** The delta in (-1, 1) where Tango's statistic crosses `target`, by bisection. */
function crossing(t: PairTable, target: number): number {
  let lo = -1;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (tango(t, mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The paired shift of a table, its interval with critical value z (1.96: 95 % at one look;
 *  pocock(K) for K looks), and the detectable shift at 80 % power. */
export function pairedShift(t: PairTable, z: number): PairedShift {
  if (t.pairs === 0) return { shift: 0, ci: [-1, 1], halfWidth: 1, sd: 0, detectable: 1 };
  const n = t.pairs;
  const shift = (t.cardOnly - t.baselineOnly) / n;
  const lo = shift === -1 ? -1 : crossing(t, z);
  const hi = shift === 1 ? 1 : crossing(t, -z);
  const ci: [number, number] = [Math.min(lo, shift), Math.max(hi, shift)];
  const halfWidth = (ci[1] - ci[0]) / 2;
  // The differences' sample variance: d is 1 in cardOnly pairs, -1 in baselineOnly ones, else 0.
  const sd = n > 1 ? Math.sqrt((t.cardOnly + t.baselineOnly - n * shift * shift) / (n - 1)) : 0;
  // (z + z_0.8) standard errors; with no differing pair the variance reads 0, so the standard
  // error is then read from the interval (half-width / z).
  const se = sd > 0 ? sd / Math.sqrt(n) : halfWidth / z;
  return { shift, ci, halfWidth, sd, detectable: Math.min(1, (z + Z_POWER_80) * se) };
}
