// The wording-coverage tool (tools/wording-coverage, issue 26 item 2): its sentence splitter and
// frame abstraction on hand-written strings (no text of the yardstick packages is copied here),
// the integrity of its mapping tables, and its verdicts on lines whose reading is known.
import { describe, expect, it } from "vitest";
import { run as runCli } from "../../tools/wording-coverage/cli.ts";
import { checkLine, fill, readAbility, render, translate } from "../../tools/wording-coverage/check.ts";
import { abstractor, dropReminders, rankFrames, splitAbilities, splitSentences } from "../../tools/wording-coverage/frames.ts";
import { FAB_TO_X610Z, ONE_PIECE_TO_ZX, type Row } from "../../tools/wording-coverage/mapping.ts";
import { measure } from "../../tools/wording-coverage/measure.ts";

describe("sentences", () => {
  it("drops reminder text in parentheses, nested ones too", () => {
    expect(dropReminders("Gains Shield (It can't be hit (ever).) this turn.")).toBe("Gains Shield this turn.");
  });

  it("splits abilities at <br> and line breaks", () => {
    expect(splitAbilities("[On Play] Draw 1 card.<br>[Trigger] Play this card.")).toEqual(["[On Play] Draw 1 card.", "[Trigger] Play this card."]);
    expect(splitAbilities("Draw a card.\n\nGo fast")).toEqual(["Draw a card.", "Go fast"]);
  });

  it("takes timing tags off the front and cuts at full stops outside brackets and quotes", () => {
    const s = splitSentences("[DON!! x1] [When Attacking] Draw 2 cards. Then, K.O. up to 1 of your opponent's Characters.", "onepiece");
    expect(s).toEqual([
      { tags: ["[DON!! x1]", "[When Attacking]"], text: "Draw 2 cards." },
      { tags: [], text: "K.O. up to 1 of your opponent's Characters." },
    ]);
    expect(splitSentences('Your next attack gains "If this hits, draw a card." Draw a card.', "fab")).toEqual([
      { tags: [], text: 'Your next attack gains "If this hits, draw a card."' },
      { tags: [], text: "Draw a card." },
    ]);
    expect(splitSentences("If your Leader is [Mr. Blue], draw 1 card.", "onepiece")).toEqual([{ tags: [], text: "If your Leader is [Mr. Blue], draw 1 card." }]);
  });

  it("reads One Piece's cost before a colon and Flesh and Blood's activated-ability head as tags", () => {
    expect(splitSentences("DON!! −1: Draw 1 card.", "onepiece")).toEqual([{ tags: ["DON!! −1:"], text: "Draw 1 card." }]);
    expect(splitSentences("**Action** - {r}{r}, {t}: Draw a card.", "fab")).toEqual([{ tags: ["**Action** - {r}{r}, {t}:"], text: "Draw a card." }]);
    expect(splitSentences("Galvanize - When this defends, draw a card.", "fab")).toEqual([{ tags: [], text: "When this defends, draw a card." }]);
  });
});

describe("frames", () => {
  const op = abstractor("onepiece", { names: [], classes: ["Sky Pirates"], colours: ["red", "green"] });
  const fab = abstractor("fab", { names: ["Moon Lantern", "Quill"], classes: ["Ninja"], colours: ["red", "yellow", "blue"] });

  it("abstracts numbers, traits, card names and colours of One Piece", () => {
    expect(op.frame("K.O. up to 1 of your opponent's Characters with a cost of 3 or less.", "Gull")).toBe("K.O. up to {n} of your opponent's Characters with a cost of {n} or less.");
    expect(op.frame("If your Leader has the {Sky Pirates} type, draw 2 cards.", "Gull")).toBe("If your Leader has the {type} type, draw {n} cards.");
    expect(op.frame("Play up to 1 [Tern] or [Gull] from your hand.", "Gull")).toBe("Play up to {n} [{name}] or [{self}] from your hand.");
    expect(op.frame("This Character gains [Rush] and +1000 power.", "Gull")).toBe("This Character gains [Rush] and +{n} power.");
    expect(op.frame("Play up to 1 green Character card.", "Gull")).toBe("Play up to {n} {colour} Character card.");
    expect(op.frame("Your &lt;Strike&gt; attribute Characters gain +1000 power.", "Gull")).toBe("Your <{attribute}> attribute Characters gain +{n} power.");
  });

  it("abstracts the card's own name, other cards, classes, numbers and symbols of Flesh and Blood", () => {
    expect(fab.frame("**Moon Lantern** gets +3{p}{p}.", "Moon Lantern")).toBe("{self} gets +{n}{p}.");
    expect(fab.frame("Your next Ninja attack this turn gains +2{p}.", "Moon Lantern")).toBe("Your next {class} attack this turn gains +{n}{p}.");
    expect(fab.frame("Create a Quill token. Draw two cards.", "Moon Lantern")).toBe("Create a {card} token. Draw {n} cards.");
    expect(fab.frame("If it's yellow, draw a card.", "Moon Lantern")).toBe("If it's {colour}, draw a card.");
  });

  it("ranks frames by distinct cards, a card counted once per frame", () => {
    const cards = [
      { name: "A", text: "Draw 2 cards. Draw 3 cards." },
      { name: "B", text: "Draw 1 cards." },
      { name: "C", text: "[On Play] Discard 1 card." },
    ];
    const ranked = rankFrames("onepiece", cards, { names: [], classes: [], colours: [] });
    expect(ranked[0]).toMatchObject({ frame: "Draw {n} cards.", tag: false, cards: 2 });
    expect(ranked.find((f) => f.frame === "[On Play]")).toMatchObject({ tag: true, cards: 1 });
    expect(ranked).toHaveLength(3);
  });
});

describe("the mapping tables", () => {
  const tables: Array<[string, readonly Row[], RegExp]> = [
    // Words of the source game that must not survive into the target game's line.
    ["One Piece -> Z/X", ONE_PIECE_TO_ZX, /K\.O\.|\bCharacters?\b|\bLeader\b|DON!!|\brested\b/],
    ["Flesh and Blood -> X610Z", FAB_TO_X610Z, /\{p\}|\{r\}|\{d\}|\bhero\b|\bgraveyard\b|\barena\b|\bally\b/],
  ];
  for (const [name, rows, sourceWords] of tables) {
    it(`${name}: every row says why, and either rewrites (with target words only) or leaves out with a mechanic`, () => {
      expect(rows.length).toBeGreaterThan(20);
      for (const r of rows) {
        const at = String(r.from);
        expect(r.why.trim(), at).not.toBe("");
        expect((r.to === undefined) !== (r.leftOut === undefined), at).toBe(true);
        if (r.leftOut !== undefined) {
          expect(r.leftOut.trim().length, at).toBeGreaterThan(10);
          expect(r.means, at).toBeUndefined();
        } else {
          expect(r.to!, at).not.toMatch(sourceWords);
          for (const op of r.means?.ops ?? []) expect(op, at).toMatch(/^[a-z][A-Za-z]+$/);
        }
      }
    });
  }

  it("every tag frame of the target game's own timings has a row with a meaning", () => {
    for (const tag of ["[On Play]", "[When Attacking]", "[On K.O.]", "[End of Your Turn]", "[Main]", "[Activate: Main]"]) {
      const t = translate(tag, "zx");
      expect(t.status, tag).toBe("mapped");
    }
  });
});

describe("translating and checking a frame", () => {
  it("maps One Piece's words onto Z/X's and states the meaning", () => {
    const t = translate("K.O. up to {n} of your opponent's Characters with a cost of {n} or less.", "zx");
    expect(t).toEqual({ status: "mapped", line: "Destroy up to {n} of your opponent's Z/X with cost {n} or less.", means: { ops: ["destroy"] } });
    expect(translate("[On Play]", "zx")).toMatchObject({ means: { kind: "auto", trigger: "appears", ops: ["draw"] } });
  });

  it("leaves out a frame whose mechanic the target game lacks, naming the mechanic", () => {
    const fab = translate("Go again", "x610z");
    expect(fab.status).toBe("leftOut");
    expect(fab.status === "leftOut" && fab.mechanic).toMatch(/go again/);
    const op = translate("[Blocker]", "zx");
    expect(op.status === "leftOut" && op.mechanic).toMatch(/blocker/);
  });

  it("fills placeholders: one before a singular noun, two before a plural, three in a comparison", () => {
    expect(fill("Draw {n} card. Draw {n} cards. with cost {n} or less", "zx")).toBe("Draw 1 card. Draw 2 cards. with cost 3 or less");
    expect(fill("{self} gets Attack +{n}.", "x610z")).toBe("Coverage Probe gets Attack +2.");
  });

  it("puts a leading sentence before a line that leans on the one before it", () => {
    expect(checkLine("If you do, draw {n} cards.", { ops: ["draw"] }, "x610z").line).toBe("You may draw 1 card. If you do, draw 2 cards.");
  });

  it("wraps a line in a minimal card of its game", () => {
    expect(render("Draw 1 card.", "zx").text).toMatch(/^game: zx\n\ncard Coverage Probe\ntype: Event\n[\s\S]*\[Event\] <Effect> Draw 1 card\.\n$/);
    expect(render("This card gets Power +1000.", "zx")).toMatchObject({ carrier: { kind: "auto", trigger: "appears" } });
    expect(render("[When this Summon attacks: draw 1 card.]", "x610z").text).toMatch(/type: Summon Card[\s\S]*\n {2}\[When this Summon attacks: draw 1 card\.\]\n$/);
  });

  it("reads a compiled ability's kind, trigger and every op, nested ones included", () => {
    const ability = { kind: "auto", trigger: { on: "appears" }, text: "op", effects: [{ op: "optional", effects: [{ op: "draw", n: 1 }] }, { op: "sleep" }] };
    expect(readAbility(ability)).toEqual({ kind: "auto", trigger: "appears", ops: ["optional", "draw", "sleep"] });
  });

  it("counts a line the language reads today as read, with its meaning", () => {
    // Both forms are in the languages' own references (WORDING.md 4, LANGUAGE-ZX 3).
    expect(checkLine("Draw {n} cards.", { ops: ["draw"] }, "x610z")).toEqual({ read: true, line: "Draw 2 cards." });
    expect(checkLine("Destroy target Z/X with cost {n} or less an opponent controls.", { ops: ["destroy"] }, "zx")).toMatchObject({ read: true });
  });

  it("counts a garbled line as not read, with the compiler's first error", () => {
    const v = checkLine("Drawx {n} cards flurb.", { ops: ["draw"] }, "x610z");
    expect(v.read).toBe(false);
    expect(!v.read && v.error.length).toBeGreaterThan(0);
    expect(checkLine("Draw {n} cards and frobnicate.", { ops: ["draw"] }, "zx").read).toBe(false);
  });

  it("counts a clean line with the wrong meaning as not read", () => {
    const v = checkLine("Draw {n} cards.", { ops: ["destroy"] }, "x610z");
    expect(v).toEqual({ read: false, error: "checks clean but means effect [draw], not any [destroy]", line: "Draw 2 cards." });
  });
});

describe("measuring a corpus", () => {
  it("weights each mapped frame by its cards, leaves out what the game lacks, and counts a frame with no row as not read", () => {
    const corpus = {
      source: "fab" as const,
      cards: [
        { name: "Alpha", text: "Draw a card.\n\nGo again" },
        { name: "Beta", text: "Draw a card." },
        { name: "Gamma", text: "Frobnicate the zorp." },
      ],
      vocabulary: { names: ["Alpha", "Beta", "Gamma"], classes: [], colours: [] },
    };
    const r = measure("x610z", corpus, 300);
    // "Draw a card." (2 cards) reads as "Draw 1 card."; "Frobnicate the zorp." (1 card) has no row: 2 of 3.
    expect(r.results.map((x) => [x.frame, x.status, x.cards])).toEqual([
      ["Draw a card.", "read", 2],
      ["Frobnicate the zorp.", "unmapped", 1],
    ]);
    expect(r.share).toBeCloseTo(2 / 3, 10);
    expect(r.leftOut.map((x) => x.frame)).toEqual(["Go again"]);
  });
});

describe("npm run wording:coverage", () => {
  const run = (args: string[]) => {
    let stdout = "";
    let stderr = "";
    const code = runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
    return { code, stdout, stderr };
  };

  it("exits 2 with the usage on a bad flag, 0 with the usage on --help", () => {
    const bad = run(["--game", "chess"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--game takes x610z or zx, not "chess"/);
    expect(bad.stdout).toBe("");
    expect(run(["--top", "0"]).code).toBe(2);
    expect(run(["--frobnicate"]).stderr).toMatch(/unknown option "--frobnicate"/);
    const help = run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run wording:coverage/);
  });
});
