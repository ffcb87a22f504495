import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerSentEvents, splitServerSentEvents, type ServerSentEvent } from "../../app/guide/sse";
import { startOpenAIServer, type FakeOpenAIServer } from "../helpers/openai-server";

describe("server-sent events reader", () => {
  it("splits complete events and keeps the incomplete rest", () => {
    const { events, rest } = splitServerSentEvents(
      'event: delta\ndata: "a"\n\n: comment\nevent: done\ndata: {"x":1}\r\n\r\nevent: delta\ndata: "b',
    );
    expect(events).toEqual([
      { event: "delta", data: '"a"' },
      { event: "done", data: '{"x":1}' },
    ]);
    expect(rest).toBe('event: delta\ndata: "b');
  });

  it("joins multi-line data and defaults the event name", () => {
    expect(splitServerSentEvents("data: one\ndata: two\n\n").events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("reads events split across arbitrary chunks", async () => {
    const text = 'event: delta\ndata: "Hel"\n\nevent: delta\ndata: "lo"\n\nevent: done\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    for await (const e of readServerSentEvents(body)) events.push(e);
    expect(events.map((e) => e.event)).toEqual(["delta", "delta", "done"]);
  });
});

describe("chat form streaming with a model configured", () => {
  let server: FakeOpenAIServer;
  let chatAction: (args: { request: Request; params: object; context: object }) => Promise<Response>;

  beforeAll(async () => {
    server = await startOpenAIServer();
    // env.server reads these when first imported, so the route is imported after they are set.
    process.env.OPENAI_API_KEY = "stream-test-key";
    process.env.OPENAI_BASE_URL = server.baseURL;
    process.env.OPENAI_MODEL = "stream-test-model";
    chatAction = (await import("~/routes/resources.guide-chat")).action as never;
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    await server.close();
  });

  function post(message: string, accept: string) {
    return new Request("http://localhost/resources/guide-chat", {
      method: "POST",
      body: new URLSearchParams({ message, enhanced: "1" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept },
    });
  }

  async function eventsOf(response: Response) {
    const events: ServerSentEvent[] = [];
    for await (const e of readServerSentEvents(response.body!)) events.push(e);
    return events;
  }

  it("streams deltas, then the stored messages with the reply rendered", async () => {
    server.setMode({ kind: "stream", chunks: ["**Drop**, ", "cover and ", "hold on."] });
    const response = await chatAction({
      request: post("What should I do during an earthquake?", "text/event-stream, application/json"),
      params: {},
      context: {},
    });
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    expect(response.headers.get("Set-Cookie")).toMatch(/^guide_visitor=/);

    const events = await eventsOf(response);
    const deltas = events.filter((e) => e.event === "delta").map((e) => JSON.parse(e.data) as string);
    // The card's key action first, then the model's text as it arrives.
    const lead =
      "**Drop, Cover, and Hold On: drop to your hands and knees, cover your head and neck under a sturdy table, and hold on until the shaking stops.**\n\n";
    expect(deltas.join("")).toBe(`${lead}**Drop**, cover and hold on.`);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const { messages } = JSON.parse(done.data) as {
      messages: Array<{ isUser: boolean; content: string; html?: string }>;
    };
    expect(messages[0]).toMatchObject({ isUser: true, content: "What should I do during an earthquake?" });
    expect(messages[1]).toMatchObject({ isUser: false, content: `${lead}**Drop**, cover and hold on.` });
    expect(messages[1]!.html).toContain("<strong>Drop</strong>");
    expect(server.requests.at(-1)!.body.model).toBe("stream-test-model");
  });

  it("ends with the offline answer when the model fails", async () => {
    server.setMode({ kind: "error", status: 500 });
    const response = await chatAction({
      request: post("What should I do during an earthquake?", "text/event-stream, application/json"),
      params: {},
      context: {},
    });
    const events = await eventsOf(response);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const { messages } = JSON.parse(done.data) as { messages: Array<{ content: string }> };
    expect(messages[1]!.content).toContain("Drop, Cover, and Hold On");
  });

  it("answers JSON when the client does not accept a stream", async () => {
    server.setMode({ kind: "reply", text: "Plain reply." });
    const response = await chatAction({
      request: post("How do I prepare for a flood?", "application/json"),
      params: {},
      context: {},
    });
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    const data = (await response.json()) as { messages: Array<{ content: string }> };
    expect(data.messages[1]!.content).toBe(
      "**Before a flood, know your evacuation route and get flood insurance; after one, return only when officials say it is safe and stay out of floodwater.**\n\nPlain reply.",
    );
  });
});
