import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerGuideQuestion } from "../../app/guide/answer.server";
import { GUIDE_SYSTEM_PROMPT, MODEL_HISTORY_MESSAGES, type ModelConfig } from "../../app/guide/model.server";
import type { ChatTurn } from "../../app/guide/types";
import { startOpenAIServer, type FakeOpenAIServer } from "../helpers/openai-server";

let server: FakeOpenAIServer;
let config: ModelConfig;

beforeAll(async () => {
  server = await startOpenAIServer();
  config = { apiKey: "test-key", baseURL: server.baseURL, model: "guide-test-model", timeoutMs: 2_000 };
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe("model answerer against an OpenAI-compatible server on loopback", () => {
  it("uses the model's reply, sent with the system prompt, recent turns and the question", async () => {
    server.setMode({ kind: "reply", text: "### Your kit\n\n- Water: one gallon per person per day." });
    const history: ChatTurn[] = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: `turn ${i}`,
    }));
    const answer = await answerGuideQuestion("What should I include in my emergency kit?", { model: config, history });

    expect(answer.answeredBy).toBe("model");
    // The reply opens with the card's key action: the post-check puts it first.
    expect(answer.markdown).toBe(
      "**Put together at least 3 days of water, food, medicine and basic supplies for everyone in your home, including pets.**\n\n### Your kit\n\n- Water: one gallon per person per day.",
    );
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("guide-test-model");
    const messages = request.body.messages!;
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain(GUIDE_SYSTEM_PROMPT);
    // Grounded with the matching knowledge-base passage, its source and its topic page.
    expect(messages[0]!.content).toContain("[1] Building an emergency kit");
    expect(messages[0]!.content).toContain("Source: Ready.gov (Build a Kit)");
    expect(messages[0]!.content).toContain("Topic page: /guide/topics/emergency-kits");
    // Only the most recent turns, in order, then the question.
    expect(messages.slice(1, -1).map((m) => m.content)).toEqual(
      history.slice(-MODEL_HISTORY_MESSAGES).map((t) => t.content),
    );
    expect(messages.at(-1)).toEqual({ role: "user", content: "What should I include in my emergency kit?" });
  });

  it("falls back to the offline answer when the server returns 500", async () => {
    server.setMode({ kind: "error", status: 500 });
    const answer = await answerGuideQuestion("What should I include in my emergency kit?", { model: config });
    expect(server.requests).toHaveLength(1);
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("emergency-kits");
    expect(answer.markdown.length).toBeGreaterThan(100);
  });

  it("falls back to the offline answer when the server is slower than the timeout", async () => {
    server.setMode({ kind: "delay", ms: 5_000, text: "too late" });
    const started = Date.now();
    const answer = await answerGuideQuestion("How do I prepare for a flood?", { model: { ...config, timeoutMs: 300 } });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("floods");
    expect(answer.markdown).not.toContain("too late");
  });

  it("falls back offline when the model replies with nothing", async () => {
    server.setMode({ kind: "reply", text: "   " });
    const answer = await answerGuideQuestion("How do I prepare for a tornado?", { model: config });
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("tornadoes");
  });

  it("falls back offline when nothing listens at the configured URL", async () => {
    const answer = await answerGuideQuestion("What should I do during an earthquake?", {
      model: { ...config, baseURL: "http://127.0.0.1:9/v1" },
    });
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("earthquakes");
  });

  it("puts 'call 911' first for an emergency in progress even if the model forgot", async () => {
    server.setMode({ kind: "reply", text: "Press firmly on the wound." });
    const answer = await answerGuideQuestion("My brother is bleeding a lot", { model: config });
    expect(answer.answeredBy).toBe("model");
    expect(answer.markdown.split("\n\n")[0]).toMatch(/call 911/i);
    expect(answer.markdown).toContain("Press firmly on the wound.");
  });

  it("streams the model's reply piece by piece when asked to", async () => {
    server.setMode({ kind: "stream", chunks: ["### Floods", "\n\n- Move to ", "higher ground."] });
    const deltas: string[] = [];
    const answer = await answerGuideQuestion("How do I prepare for a flood?", {
      model: config,
      onDelta: (t) => deltas.push(t),
    });
    expect(server.requests[0]!.body.stream).toBe(true);
    // The card's key action goes out first, then the model's text as it arrives.
    const lead =
      "**Before a flood, know your evacuation route and get flood insurance; after one, return only when officials say it is safe and stay out of floodwater.**\n\n";
    expect(deltas).toEqual([lead, "### Floods", "\n\n- Move to ", "higher ground."]);
    expect(answer.answeredBy).toBe("model");
    expect(answer.markdown).toBe(`${lead}### Floods\n\n- Move to higher ground.`);
  });

  it("falls back offline when a stream stalls part-way", async () => {
    server.setMode({ kind: "stream", chunks: ["Start of ", "a reply that never ends"], gapMs: 3_000 });
    const deltas: string[] = [];
    const started = Date.now();
    const answer = await answerGuideQuestion("How do I prepare for a flood?", {
      model: { ...config, timeoutMs: 300 },
      onDelta: (t) => deltas.push(t),
    });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(deltas[0]).toMatch(/^\*\*Before a flood/);
    expect(deltas[1]).toBe("Start of ");
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("floods");
  });

  it("falls back offline when a streamed request gets a 500", async () => {
    server.setMode({ kind: "error", status: 500 });
    const answer = await answerGuideQuestion("How do I prepare for a flood?", { model: config, onDelta: () => {} });
    expect(answer.answeredBy).toBe("offline");
    expect(answer.sources[0]?.topicId).toBe("floods");
  });

  it("streams 'call 911' first for an emergency in progress", async () => {
    server.setMode({ kind: "stream", chunks: ["Press on the wound."] });
    const deltas: string[] = [];
    const answer = await answerGuideQuestion("Someone is bleeding", { model: config, onDelta: (t) => deltas.push(t) });
    expect(deltas[0]).toMatch(/^\*\*Call 911/);
    expect(answer.markdown.startsWith(deltas[0]!)).toBe(true);
    expect(answer.markdown).toContain("Press on the wound.");
  });

  it("sends the matched card with the rules: key action first, step order, stay within sources, cite", async () => {
    server.setMode({ kind: "reply", text: "**Run** if you can; call 911 when safe." });
    await answerGuideQuestion("there is an active shooter in my office building", { model: config });
    const system = server.requests[0]!.body.messages![0]!.content;
    // The rules.
    expect(system).toMatch(/Lead with the key action/);
    expect(system).toMatch(/call 911/);
    expect(system).toMatch(/Keep the steps in exactly the order the passages give them/);
    expect(system).toMatch(/Stay within the passages/);
    expect(system).toMatch(/do not give another emergency's steps/);
    expect(system).toMatch(/Cite your sources/);
    // The passage: the whole card, its steps in the source's order, with source and page.
    expect(system).toContain("[1] Active shooter: Run, Hide, Fight");
    expect(system).toContain("Key action: Run if you can get out safely");
    expect(system).toContain("Source: U.S. Department of Homeland Security and Ready.gov");
    expect(system).toContain("Topic page: /guide/topics/active-shooter");
    const run = system.indexOf("1. Run:");
    const hide = system.indexOf("2. Hide:");
    const fight = system.indexOf("3. Fight:");
    expect(run).toBeGreaterThan(-1);
    expect(hide).toBeGreaterThan(run);
    expect(fight).toBeGreaterThan(hide);
  });

  it("tells the model to say it is unsure, with 911, when no passage fits", async () => {
    server.setMode({ kind: "reply", text: "I'm not sure; if anyone is in danger, call 911." });
    await answerGuideQuestion("my neighbor is acting really weird", { model: config });
    const system = server.requests[0]!.body.messages![0]!.content;
    expect(system).toMatch(/No passage in the guide's knowledge base matches/);
    expect(system).toMatch(/call 911/);
    expect(system).toMatch(/Do not give steps/);
  });

  it("does not ask the model about off-topic or harmful requests", async () => {
    for (const q of ["Write me a poem about cats", "how do i make a pipe bomb"]) {
      const answer = await answerGuideQuestion(q, { model: config });
      expect(answer.kind).toBe("redirect");
    }
    expect(server.requests).toHaveLength(0);
  });

  it("puts the card's key action first when the model opens without it", async () => {
    server.setMode({ kind: "reply", text: "Ease them to the floor and cushion the head." });
    const answer = await answerGuideQuestion("My son is having a seizure", { model: config });
    expect(answer.markdown.split("\n\n")[0]).toBe(
      "**Keep the person safe from injury and time the seizure; call 911 if it lasts more than 5 minutes.**",
    );
  });

  it("leaves the key action alone when the model already opens with it", async () => {
    server.setMode({
      kind: "reply",
      text: "Keep the person safe from injury and time the seizure; call 911 if it lasts more than 5 minutes.\n\nMove sharp things away.",
    });
    const answer = await answerGuideQuestion("My son is having a seizure", { model: config });
    expect(answer.markdown.match(/time the seizure/g)).toHaveLength(1);
  });

  it("grounds a Spanish question with the Spanish card and opens with its key action", async () => {
    server.setMode({ kind: "reply", text: "Aléjate de las ventanas." });
    const answer = await answerGuideQuestion("viene un tornado y vivo en una casa móvil", { model: config });
    const system = server.requests[0]!.body.messages![0]!.content;
    expect(system).toContain("Key action: Sal ya de la casa móvil");
    expect(system).toContain("Answer in Spanish.");
    // The site speaks to Spanish readers as tú (docs/i18n.md); the model is told to do the same.
    expect(system).toContain("as tú (never usted)");
    expect(answer.markdown.split("\n\n")[0]).toBe(
      "**Sal ya de la casa móvil y ve a un edificio sólido o un refugio contra tormentas cercano.**",
    );
  });

  it("opens an unsure answer with the 911 sentence even if the model forgot", async () => {
    server.setMode({ kind: "reply", text: "Could you tell me more?" });
    const answer = await answerGuideQuestion("my neighbor is acting really weird", { model: config });
    expect(answer.kind).toBe("fallback");
    expect(answer.markdown.split("\n\n")[0]).toBe(
      "**If anyone is in danger, call 911 now; the dispatcher will tell you what to do.**",
    );
  });

  it("answers offline when no model is configured", async () => {
    const answer = await answerGuideQuestion("What should I do during an earthquake?", { model: null });
    expect(answer.answeredBy).toBe("offline");
    expect(server.requests).toHaveLength(0);
  });
});
