// Card names where decks and scenarios write them. A deck line is `N x CARD NAME`
// (cards/decks/README.md); a scenario names cards in YAML values (`cast: Starfall`,
// `hand: [Starfall, Tide Shard]`, `deck: 5 x Tide Shard`, `targets: [bob/Ash Reaver]`,
// `activate: Tide Shard#2`). Rather than parse either format, a name is found where it stands:
// the longest known name that covers the cursor.

/** Lines longer than this are not searched for names (a minified or binary line). */
const MAX_LINE = 4000;

const WORD = /[A-Za-z0-9]/;

/** The known card name in `line` that covers `character` (or ends right at it), longest first;
 *  exact case first, then ignoring case. */
export function nameAt(line: string, character: number, names: Iterable<string>): { name: string; start: number; end: number } | undefined {
  if (line.length > MAX_LINE) return undefined;
  const lower = line.toLowerCase();
  let best: { name: string; start: number; end: number; exact: boolean } | undefined;
  for (const name of names) {
    if (name.length > line.length || name.length === 0) continue;
    for (const [hay, needle, exact] of [
      [line, name, true],
      [lower, name.toLowerCase(), false],
    ] as const) {
      let from = 0;
      for (let i = hay.indexOf(needle, from); i !== -1; i = hay.indexOf(needle, from)) {
        from = i + 1;
        const end = i + needle.length;
        if (character < i || character > end) continue;
        // Whole words only: `Tide Shard` is not found in `Tide Shards`.
        if (i > 0 && WORD.test(line[i - 1]!) && WORD.test(needle[0]!)) continue;
        if (end < line.length && WORD.test(line[end]!) && WORD.test(needle[needle.length - 1]!)) continue;
        const better = !best || needle.length > best.end - best.start || (needle.length === best.end - best.start && exact && !best.exact);
        if (better) best = { name, start: i, end, exact };
      }
      if (best?.exact) break;
    }
  }
  return best && { name: best.name, start: best.start, end: best.end };
}

/** Where a card name being typed starts in a deck line (`2 x Tide Sh|`), or undefined when the
 *  cursor is not after a count. */
export function deckNameStart(prefix: string): number | undefined {
  const m = /^(\s*\d+\s*[xX×]\s*)/.exec(prefix);
  return m ? m[1]!.length : undefined;
}

/** Keys of scenario files whose values are not card names. */
const NOT_CARD_KEYS = new Set([
  "scenario",
  "cards",
  "board",
  "boards",
  "lines",
  "dots",
  "seed",
  "player",
  "players",
  "pass",
  "mode",
  "error",
  "winner",
  "loser",
  "at",
  "turn",
  "phase",
  "answer",
  "answers",
  "center",
  "start",
  "end",
  "count",
  "priority",
  "damage",
  "pool",
  "state",
  "stats",
  "controller",
]);

/** Where a card name being typed starts in a scenario line (`cast: Star|`, `[Tide Shard, Sta|`,
 *  `deck: 5 x Ti|`, `targets: [bob/Ash|`), or undefined when the cursor is not in a value that
 *  may name a card. */
export function scenarioNameStart(prefix: string): number | undefined {
  if (prefix.length > MAX_LINE) return undefined;
  // The key whose value the cursor is in: the last `key:` on the line before the cursor.
  const keys = [...prefix.matchAll(/([A-Za-z][A-Za-z /]*?)\s*:(?=\s|$)/g)];
  const key = keys.at(-1)?.[1]?.trim().toLowerCase();
  const listItem = /^\s*-\s/.test(prefix);
  if (key === undefined && !listItem) return undefined;
  if (key !== undefined && NOT_CARD_KEYS.has(key)) return undefined;
  // The value typed so far: after the last delimiter, without a list dash or a count (`5 x `).
  const value = /[^:[\]{},/#"]*$/.exec(prefix)![0];
  const name = value.replace(/^\s*(?:-\s+)?/, "").replace(/^\d+\s*[xX×]\s+/, "");
  return prefix.length - name.length;
}
