// The guide's model request timing out under the fetch the server runs with. server/index.js calls
// Remix's installGlobals(), so the OpenAI client's fetch is @remix-run/web-fetch. When the client
// aborts a request it has sent (the guide's 12 s timeout, a stalled stream), web-fetch cancels the
// request's body stream, which the pipe writing it to the socket still holds: cancel() rejected and
// nothing awaited it. Node ends a process on an unhandled rejection, so a slow model took the whole
// server down after answering offline (reproduced on `npm start` in the twelfth session). The patch
// in patches/@remix-run+web-fetch+4.4.2.patch catches that rejection (decision 072); this file fails
// without it, and on a version bump that brings the fault back.
import { installGlobals } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerGuideQuestion } from "../../app/guide/answer.server";
import type { ModelConfig } from "../../app/guide/model.server";
import { startOpenAIServer, type FakeOpenAIServer } from "../helpers/openai-server";

const nodeFetch = globalThis.fetch;
installGlobals();

let server: FakeOpenAIServer;
let config: ModelConfig;
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  server = await startOpenAIServer();
  config = { apiKey: "test-key", baseURL: server.baseURL, model: "guide-test-model", timeoutMs: 300 };
  process.on("unhandledRejection", record);
});
afterAll(async () => {
  process.off("unhandledRejection", record);
  await server.close();
});
afterEach(() => {
  unhandled.length = 0;
});

/** Long enough for a rejection left behind by the abort to be reported (it is, within a tick). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("a model request aborted under the server's fetch (Remix's installGlobals)", () => {
  it("runs on web-fetch, as the server does", () => {
    expect(globalThis.fetch).not.toBe(nodeFetch);
  });

  it("answers offline when the model is slower than the timeout, and leaves no unhandled rejection", async () => {
    server.setMode({ kind: "delay", ms: 3_000, text: "too late" });
    const answer = await answerGuideQuestion("How do I prepare for a flood?", { model: config });
    await settle();
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("floods");
    expect(unhandled.map(String)).toEqual([]);
  });

  it("answers offline when a stream stalls part-way, and leaves no unhandled rejection", async () => {
    server.setMode({ kind: "stream", chunks: ["Start of ", "a reply that never ends"], gapMs: 3_000 });
    const deltas: string[] = [];
    const answer = await answerGuideQuestion("How do I prepare for a flood?", {
      model: config,
      onDelta: (t) => deltas.push(t),
    });
    await settle();
    expect(deltas[1]).toBe("Start of ");
    expect(answer.answeredBy).toBe("offline");
    expect(unhandled.map(String)).toEqual([]);
  });
});
