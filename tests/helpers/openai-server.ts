import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 for tests: answers POST /v1/chat/completions with a
 * canned reply, an HTTP error, or a reply delayed past the client's timeout. Requests with
 * `stream: true` get server-sent chunks ("stream" mode sends the given pieces one by one, with an
 * optional pause between them). Records each request.
 */

export type FakeOpenAIMode =
  | { kind: "reply"; text: string }
  | { kind: "error"; status: number }
  | { kind: "delay"; ms: number; text: string }
  | { kind: "stream"; chunks: string[]; gapMs?: number };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  };
}

export interface FakeOpenAIServer {
  /** Base URL to give the `openai` client, e.g. http://127.0.0.1:1234/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  setMode(mode: FakeOpenAIMode): void;
  close(): Promise<void>;
}

export async function startOpenAIServer(
  initial: FakeOpenAIMode = { kind: "reply", text: "Hello from the model." },
): Promise<FakeOpenAIServer> {
  let mode = initial;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        /* recorded as empty */
      }
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });

      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const current = mode;
      const streamChunks = (chunks: string[], gapMs = 0) => {
        if (res.destroyed) return;
        res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
        const frame = (delta: Record<string, string>, finish: string | null) =>
          `data: ${JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion.chunk",
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? "test-model",
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
        res.write(frame({ role: "assistant", content: "" }, null));
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          if (i < chunks.length) {
            res.write(frame({ content: chunks[i++]! }, null));
            if (gapMs) {
              const timer = setTimeout(() => {
                timers.delete(timer);
                next();
              }, gapMs);
              timers.add(timer);
            } else next();
            return;
          }
          res.write(frame({}, "stop"));
          res.end("data: [DONE]\n\n");
        };
        next();
      };
      const reply = (text: string) => {
        if (body.stream) return streamChunks([text]);
        if (res.destroyed) return;
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? "test-model",
            choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if (current.kind === "error") {
        res.writeHead(current.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Simulated failure", type: "server_error" } }));
      } else if (current.kind === "stream") {
        if (body.stream) streamChunks(current.chunks, current.gapMs);
        else reply(current.chunks.join(""));
      } else if (current.kind === "delay") {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply(current.text);
        }, current.ms);
        timers.add(timer);
      } else {
        reply(current.text);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
