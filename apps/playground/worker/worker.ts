// The playground's Web Worker: the compiler, the formatter, the engine, the AI and the scenario
// runner run here, off the page's thread. It answers the requests of shared/protocol.ts, one at
// a time, in order. Nothing here touches the DOM; anything importing node:* is kept out of this
// bundle (vite.config.ts aliases node:fs and node:path to shims/, ts-morph and prettier, which
// only the code generator uses, to stubs).
import { compile, COMPILE_CODES } from "../../../compiler/index.ts";
import { irOutline } from "../../../compiler/explain.ts";
import { formatSource } from "../../../compiler/formatter.ts";
import { allNouns, CARD_TYPES, CLASSES, CREWS, ELEMENTS, ENERGY_TYPES, FIELDS, PHASES, STATS } from "../../../grammar/vocabulary.ts";
import { KEYWORD_WORDS } from "../../../grammar/tokens.ts";
import { setVirtualFolder } from "../shims/fs.ts";
import { EDITOR_FILE, type CompileReply, type RequestMessage, type ReplyMessage, type Requests, type SandboxView, type Vocabulary } from "../shared/protocol.ts";
import { runScenarioText } from "./scenario.ts";
import { BOARD, checkSetup, loadStarter, Sandbox, type Starter, type StarterFiles } from "./session.ts";
import { cardInWords } from "./words.ts";

// The project's starter set, bundled as text (cards/*.card, cards/decks/*.deck).
const cardFiles = import.meta.glob("../../../cards/*.card", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const deckFiles = import.meta.glob("../../../cards/decks/*.deck", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const baseName = (p: string) => p.slice(p.lastIndexOf("/") + 1);
const files: StarterFiles = {
  cards: Object.entries(cardFiles)
    .map(([p, text]) => ({ file: baseName(p), text }))
    .sort((a, b) => (a.file < b.file ? -1 : 1)),
  decks: Object.entries(deckFiles)
    .map(([p, text]) => ({ file: baseName(p), text }))
    .sort((a, b) => (a.file < b.file ? -1 : 1)),
};
setVirtualFolder(files.cards.map((f) => f.file));

let starter: Starter | null = null;
const getStarter = () => (starter ??= loadStarter(files));
let sandbox: Sandbox | null = null;
let replaySource: { sandbox: Sandbox; at: number } | null = null;

function vocabulary(): Vocabulary {
  return {
    keywords: [...KEYWORD_WORDS],
    fields: FIELDS.map((f) => f.label),
    cardTypes: CARD_TYPES.map((t) => t.id),
    classes: CLASSES.map((c) => c.name),
    elements: [...ELEMENTS],
    crews: [...CREWS],
    phases: PHASES.map((p) => p.name),
    stats: STATS.flatMap((s) => s.names),
    nouns: [...new Set(allNouns().map((n) => n.words))],
    energy: ENERGY_TYPES.map((e) => ({ ...e })),
  };
}

function compileText(text: string): CompileReply {
  const t0 = performance.now();
  const out = compile(text, EDITOR_FILE);
  const cards = out.cards.map((def, i) => {
    const ir = out.ir[i]!;
    return { def, words: cardInWords(def), irJson: JSON.stringify(ir, null, 2), irOutline: irOutline(ir) };
  });
  const leftOut = out.diagnostics.filter((d) => d.code === COMPILE_CODES.cardLeftOut).map((d) => /card "(.*)" is left out/s.exec(d.message)?.[1] ?? "?");
  return { diagnostics: out.diagnostics, cards, leftOut, ms: Math.round(performance.now() - t0) };
}

function current(): Sandbox {
  if (!sandbox) throw new Error("no game yet: start one");
  return sandbox;
}

const handlers: { [K in keyof Requests]: (args: Requests[K]["args"]) => Requests[K]["reply"] | Promise<Requests[K]["reply"]> } = {
  hello: () => {
    const s = getStarter();
    return { vocabulary: vocabulary(), decks: [...s.decks.keys()], board: BOARD, starterCards: Object.keys(s.library).length };
  },
  compile: ({ text }) => compileText(text),
  format: ({ text }) => formatSource(text, EDITOR_FILE),
  newGame: ({ setup, autoPass }) => {
    replaySource = null;
    sandbox = Sandbox.start(checkSetup(setup, getStarter()), getStarter());
    sandbox.advance(autoPass);
    return sandbox.view(0);
  },
  perform: ({ action, known, autoPass }) => {
    const sb = current();
    replaySource = null;
    const refused = sb.perform(action);
    if (!refused) sb.advance(autoPass);
    const view: SandboxView & { refused?: string } = sb.view(known);
    if (refused) view.refused = refused;
    return view;
  },
  undo: ({ known }) => {
    const sb = current();
    replaySource = null;
    sb.undo();
    return sb.view(known);
  },
  view: ({ known }) => {
    replaySource = null;
    return current().view(known);
  },
  save: () => current().save(),
  load: ({ save, autoPass }) => {
    replaySource = null;
    sandbox = Sandbox.load(save, getStarter());
    sandbox.advance(autoPass);
    return sandbox.view(0);
  },
  replay: ({ at }) => {
    const sb = current();
    const of = sb.game.actions.length;
    const k = Math.max(0, Math.min(of, Math.floor(at)));
    // A copy of the game replayed to action k: forward from where the last replay stood, else anew.
    let r = replaySource;
    if (!r || r.at > k) r = { sandbox: Sandbox.load({ ...sb.save(), actions: [] }, getStarter()), at: 0 };
    const actions = sb.game.actions;
    r.sandbox.replayTo(actions.slice(0, k), r.at);
    r.at = k;
    replaySource = r;
    const view = r.sandbox.view(0);
    return { ...view, choices: [], canUndo: false, replay: { at: k, of } };
  },
  scenario: async ({ yaml, file, cardText }) => runScenarioText(yaml, file, cardText, files.cards),
};

self.onmessage = async (ev: MessageEvent<RequestMessage>) => {
  const { id, name, args } = ev.data;
  let reply: ReplyMessage;
  try {
    const handler = handlers[name] as (a: unknown) => unknown;
    if (!handler) throw new Error(`unknown request ${String(name)}`);
    reply = { id, ok: true, value: await handler(args) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(reply);
};
