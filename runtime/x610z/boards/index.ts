// The project's default boards by name (a scenario's `board: act1`, `orrery board --board act1`).
import type { BoardData } from "../board.ts";
import { act1 } from "./act1.ts";

export const DEFAULT_BOARD = "act1";

export const defaultBoards: Readonly<Record<string, BoardData>> = { act1 };
