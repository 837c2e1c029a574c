// Saves (core/save.ts): a state is its own save; `format` says how to read it. States before the
// core split had format "orrery-x610z/1" and no `game`; they load as X610Z states of the current
// format "orrery/2". Anything else is refused with a message that names what it found.
import { describe, expect, it } from "vitest";
import { loadState, STATE_FORMAT } from "../../runtime/core/save.ts";
import { restoreGame } from "../../runtime/x610z/game.ts";
import { x610z } from "../../runtime/x610z/rules.ts";
import { goldenContext, readSave } from "../golden/games.ts";

describe("saves: the state format and its migration", () => {
  const old = readSave(); // committed by main before the core split
  const ctx = goldenContext();

  it("a save of format orrery-x610z/1 loads as an X610Z state of format orrery/2, nothing else changed", () => {
    expect(STATE_FORMAT).toBe("orrery/2");
    const loaded = loadState(x610z, old) as unknown as Record<string, unknown>;
    expect(loaded.format).toBe("orrery/2");
    expect(loaded.game).toBe("x610z");
    const { format: _f, game: _g, ...rest } = loaded;
    const { format: _o, ...oldRest } = old as unknown as Record<string, unknown>;
    expect(rest).toEqual(oldRest);
    // The input is left as it was.
    expect((old as unknown as Record<string, unknown>).format).toBe("orrery-x610z/1");
  });

  it("a game restored from the old save saves in the new format and restores from that again", () => {
    const game = restoreGame(old, ctx.library, ctx.board);
    const saved = JSON.parse(JSON.stringify(game.state));
    expect(saved.format).toBe("orrery/2");
    const again = restoreGame(saved, ctx.library, ctx.board);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  });

  it("a save of another game, of an unknown format, or that is no object is refused, naming what it is", () => {
    const other = { ...(old as unknown as Record<string, unknown>), format: "orrery/2", game: "zx" };
    expect(() => restoreGame(other, ctx.library, ctx.board)).toThrow('this save is a game of "zx", not of x610z');
    const unknown = { ...(old as unknown as Record<string, unknown>), format: "orrery-x610z/9" };
    expect(() => restoreGame(unknown, ctx.library, ctx.board)).toThrow('this save has format "orrery-x610z/9"; X610Z reads orrery/2 and orrery-x610z/1');
    expect(() => restoreGame([], ctx.library, ctx.board)).toThrow("a saved game is a JSON object");
    expect(() => restoreGame("state", ctx.library, ctx.board)).toThrow("a saved game is a JSON object");
  });
});

describe("saves: a state missing the core's fields is refused before anything reads it", () => {
  const old = readSave() as unknown as Record<string, unknown>;
  it.each([
    ["log", "this save has no log list: it is not a whole game state"],
    ["players", "this save has no players list: it is not a whole game state"],
    ["turn", "this save has no turn (active player and phase)"],
    ["nextId", "this save's nextId is not a whole number"],
  ])("without %s", (field, message) => {
    const save: Record<string, unknown> = { ...old, format: "orrery/2", game: "x610z" };
    delete save[field];
    expect(() => loadState(x610z, save)).toThrow(message);
  });
});
