// The language server's input, checked frame by frame before vscode-jsonrpc reads it. Its reader
// trusts the framing: a header without Content-Length, a length that is not a number or larger than
// what follows, or a body that is not JSON left it waiting or out of step for good, so one bad frame
// silenced the server. Here every frame is a header block, then exactly Content-Length bytes of
// JSON; anything else is reported (the server answers a JSON-RPC error) and skipped up to the next
// header, and only whole, parsed frames go on.
import { Transform, type TransformCallback } from "node:stream";

/** A header block longer than this is not one. */
const MAX_HEADER_BYTES = 8 * 1024;
/** A message (an opened document's text with it) at most this large; a larger body is skipped
 *  without being kept. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** JSON-RPC 2.0's codes for a message that can't be read. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export interface BadFrame {
  code: typeof PARSE_ERROR | typeof INVALID_REQUEST;
  message: string;
}

const SEPARATOR = Buffer.from("\r\n\r\n");
const HEADER_LINE = /^[!#-'*+.0-9A-Z^_`a-z|~-]+:[ \t]*[^\r\n]*$/;
/** Where a header starts inside bytes that should have been a body: raw `Content-Length: N` and a
 *  line break can't be in JSON (outside a string it is no token; inside one a raw CR is invalid),
 *  so a body holding it is cut short and the next frame starts there. */
const NEXT_HEADER = /Content-Length:[ \t]*\d+\r\n/i;

/** A frame whose header is read and whose body is still coming: filled in place, so a large body
 *  arriving in many chunks is copied once, and searched once. */
interface Pending {
  frame: Buffer;
  filled: number;
  /** Where the body starts in `frame`. */
  start: number;
}

export class FrameGuard extends Transform {
  private buf: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  /** Bytes of a refused (oversized) body still to drop as they come. */
  private skip = 0;
  /** The end of what was dropped last, for a header split across two chunks. */
  private skipTail = "";

  constructor(private readonly bad: (b: BadFrame) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.skip > 0) {
      // A real body is JSON and never holds a header: one inside what is dropped means the length
      // was a lie, and the frame there is read.
      const n = Math.min(this.skip, chunk.length);
      const dropped = this.skipTail + chunk.toString("latin1", 0, n);
      const at = dropped.search(NEXT_HEADER);
      if (at >= 0) {
        this.skip = 0;
        this.skipTail = "";
        chunk = Buffer.concat([Buffer.from(dropped.slice(at), "latin1"), chunk.subarray(n)]);
      } else {
        this.skip -= n;
        this.skipTail = this.skip > 0 ? dropped.slice(-40) : "";
        chunk = chunk.subarray(n);
      }
    }
    if (this.pending) chunk = this.fill(this.pending, chunk);
    if (!this.pending && chunk.length > 0) {
      this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
      this.drain();
    }
    done();
  }

  /** Adds bytes to the body on its way; returns what is left over once it is whole (or cut short). */
  private fill(p: Pending, chunk: Buffer): Buffer {
    const from = p.filled;
    const n = Math.min(chunk.length, p.frame.length - p.filled);
    chunk.copy(p.frame, p.filled, 0, n);
    p.filled += n;
    const rest = chunk.subarray(n);
    // Only the new bytes (and a header's length before them) are searched.
    const scanFrom = Math.max(p.start, from - 40);
    const next = p.frame.toString("latin1", scanFrom, p.filled).search(NEXT_HEADER);
    if (next >= 0) {
      this.pending = null;
      this.bad({ code: PARSE_ERROR, message: `skipped a header whose body is missing or shorter than its Content-Length (${p.frame.length - p.start})` });
      this.buf = Buffer.concat([p.frame.subarray(scanFrom + next, p.filled), rest]);
      this.drain();
      return Buffer.alloc(0);
    }
    if (p.filled < p.frame.length) return rest;
    this.pending = null;
    this.deliver(p.frame, p.start);
    return rest;
  }

  private deliver(frame: Buffer, start: number): void {
    try {
      JSON.parse(frame.toString("utf8", start));
    } catch (err) {
      this.bad({ code: PARSE_ERROR, message: `skipped a body that is not JSON (${(err as Error).message.slice(0, 80)})` });
      return;
    }
    this.push(frame);
  }

  private drain(): void {
    while (this.buf.length > 0 && this.skip === 0 && !this.pending) {
      const end = this.buf.indexOf(SEPARATOR);
      if (end < 0) {
        if (this.buf.length > MAX_HEADER_BYTES) this.resync(`a header longer than ${MAX_HEADER_BYTES} bytes`, INVALID_REQUEST, this.buf.length);
        return;
      }
      const lines = this.buf.toString("latin1", 0, end).split("\r\n");
      if (!lines.every((l) => HEADER_LINE.test(l))) {
        // Not a header block: skip to a Content-Length in it, or past it.
        const at = this.buf.toString("latin1", 0, end + 2).search(NEXT_HEADER);
        this.resync("bytes that are not a message", PARSE_ERROR, at > 0 ? at : end + SEPARATOR.length);
        continue;
      }
      const lengths = lines.filter((l) => /^content-length:/i.test(l)).map((l) => l.slice(l.indexOf(":") + 1).trim());
      const start = end + SEPARATOR.length;
      if (lengths.length !== 1 || !/^\d{1,12}$/.test(lengths[0]!)) {
        this.resync(lengths.length === 0 ? "a header without Content-Length" : `a Content-Length that is not one number (${lengths.join(", ").slice(0, 40)})`, INVALID_REQUEST, start);
        continue;
      }
      const length = Number(lengths[0]);
      if (length > MAX_MESSAGE_BYTES) {
        this.bad({ code: INVALID_REQUEST, message: `skipped a message of ${length} bytes; at most ${MAX_MESSAGE_BYTES} are read` });
        const body = this.buf.subarray(start, Math.min(this.buf.length, start + length));
        const at = body.toString("latin1").search(NEXT_HEADER);
        if (at >= 0) {
          this.buf = this.buf.subarray(start + at); // a lie: the next frame is inside
          continue;
        }
        this.skip = Math.max(0, start + length - this.buf.length);
        this.skipTail = body.toString("latin1", Math.max(0, body.length - 40));
        this.buf = this.buf.subarray(Math.min(this.buf.length, start + length));
        continue;
      }
      const pending: Pending = { frame: Buffer.allocUnsafe(start + length), filled: 0, start };
      const all = this.buf;
      this.buf = Buffer.alloc(0);
      this.pending = pending;
      const rest = this.fill(pending, all);
      if (this.pending) return; // the rest of the body is on its way
      if (rest.length > 0) this.buf = this.buf.length === 0 ? rest : Buffer.concat([this.buf, rest]);
    }
  }

  private resync(why: string, code: BadFrame["code"], drop: number): void {
    this.bad({ code, message: `skipped ${why}` });
    this.buf = this.buf.subarray(drop);
  }
}
