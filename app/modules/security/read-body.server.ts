// A request body read to its end, up to a bound. An answer sent while the client is still sending its body makes
// the connection reset (for this request, and for the next one on a kept-alive socket): read what can be read.

/** The body's bytes, or null once more than `maxBytes` came (reading stops there). Throws if the client went away. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Blob | null> {
  if (!request.body) return new Blob([]);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/** On an answer sent before the body was read whole: the client must not send another request on this connection. */
export const CLOSE_CONNECTION = { Connection: "close" } as const;
