/** A minimal reader for server-sent events (event + data lines), shared by the chat card and tests. */

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits complete events off the front of a buffer; returns them and the incomplete rest. */
export function splitServerSentEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  const normalized = buffer.replace(/\r\n?/g, "\n");
  let start = 0;
  let end: number;
  while ((end = normalized.indexOf("\n\n", start)) !== -1) {
    const block = normalized.slice(start, end);
    start = end + 2;
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length) events.push({ event, data: data.join("\n") });
  }
  return { events, rest: normalized.slice(start) };
}

export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { events, rest } = splitServerSentEvents(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      yield* events;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
