// A request body read to its end, up to a bound. An answer sent while the client is still sending its body makes
// the connection reset (for this request, and for the next one on a kept-alive socket): read what can be read.

export type BodyRead =
  | { body: Blob }
  /** Larger than allowed. `isDrained`: read to its end all the same, so the answer reaches the client. */
  | { body: null; isDrained: boolean };

/** A body this large is always read to its end before a 413, however small the route's own bound: cheap, and the
 * sender gets the answer instead of a cut connection. */
const MIN_DRAIN_BYTES = 1024 * 1024;

/**
 * The body's bytes up to `maxBytes`. A larger body is read on and dropped up to `drainBytes` (default 4 × maxBytes,
 * at least 1 MiB), so its sender still gets the 413; past that, reading stops. Throws if the client goes away mid-body.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  drainBytes = Math.max(4 * maxBytes, MIN_DRAIN_BYTES),
): Promise<BodyRead> {
  if (!request.body) return { body: new Blob([]) };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total > maxBytes ? { body: null, isDrained: true } : { body: new Blob(chunks) };
    total += value.byteLength;
    if (total > drainBytes) {
      await reader.cancel();
      return { body: null, isDrained: false };
    }
    if (total <= maxBytes) chunks.push(value);
    else chunks.length = 0;
  }
}

/** Headers of a 413: a body left partly unread means this connection cannot carry another request. */
export function tooLargeHeaders(read: { isDrained: boolean }): Record<string, string> {
  return read.isDrained ? {} : { Connection: "close" };
}
