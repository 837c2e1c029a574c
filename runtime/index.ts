// The engine's public API (X610Z, the first game).
export * from "./x610z/api.ts";
