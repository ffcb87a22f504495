import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chatMessages } from "~/db/schema";
import { action as apiAction, loader as apiLoader } from "~/routes/api.emergency-guide.chat";
import { action as chatAction } from "~/routes/resources.guide-chat";
import {
  appendGuideMessages,
  CONVERSATION_MAX_MESSAGES,
  getGuideConversation,
  listGuideMessages,
} from "~/guide/conversation.server";
import { GUIDE_MAX_MESSAGE_LENGTH } from "~/guide/topics";
import { LIMITS } from "~/utils/rate-limit.server";

let ipCounter = 0;
/**
 * Each test gets its own client address so rate limits don't leak between tests. The server hands
 * the address over in the load context; here a test-only header carries it to `call`.
 */
const TEST_ADDRESS_HEADER = "X-Test-Client-Address";
function clientHeaders(extra: Record<string, string> = {}) {
  return { [TEST_ADDRESS_HEADER]: `10.0.0.${++ipCounter}`, ...extra };
}

async function call(
  fn: (args: { request: Request; params: object; context: object }) => Promise<Response>,
  request: Request,
) {
  try {
    return await fn({
      request,
      params: {},
      context: { clientAddress: request.headers.get(TEST_ADDRESS_HEADER) ?? undefined },
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/resources/guide-chat", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...clientHeaders(), ...headers },
  });
}

function apiPost(body: string, headers: Record<string, string> = clientHeaders()) {
  return new Request("http://localhost/api/emergency-guide/chat", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function cookieFrom(response: Response) {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0]!;
}

describe("no-JS chat form (resources/guide-chat)", () => {
  it("stores the question and the answer for the visitor and redirects back to the chat", async () => {
    const response = await call(
      chatAction as never,
      formPost({ intent: "ask", message: "  What goes in a go bag?  " }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#guide");
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/^guide_visitor=/);
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);

    const conversation = await getGuideConversation(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(conversation).toHaveLength(2);
    expect(conversation[0]).toMatchObject({ isUser: true, content: "What goes in a go bag?" });
    expect(conversation[1]!.isUser).toBe(false);
    expect(conversation[1]!.content).toContain("/guide/topics/emergency-kits");
    expect(conversation[1]!.html).toContain("<ol>");
    expect(Date.parse(conversation[1]!.timestamp)).toBeGreaterThan(Date.parse(conversation[0]!.timestamp));

    // The same visitor keeps one conversation.
    const second = await call(chatAction as never, formPost({ message: "And for my dog?" }, { Cookie: cookie }));
    expect(second.status).toBe(302);
    const after = await getGuideConversation(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(after).toHaveLength(4);
  });

  it("ignores a blank message", async () => {
    const response = await call(chatAction as never, formPost({ message: "   " }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("returns to a same-site redirectTo only", async () => {
    const ok = await call(chatAction as never, formPost({ message: "hi", redirectTo: "/guide#guide" }));
    expect(ok.headers.get("Location")).toBe("/guide#guide");
    const evil = await call(chatAction as never, formPost({ message: "hi", redirectTo: "https://evil.example/" }));
    expect(evil.headers.get("Location")).toBe("/#guide");
  });

  it("answers JSON with the stored messages when the page's script asks", async () => {
    const response = await call(
      chatAction as never,
      formPost({ message: "How do I prepare for a flood?", enhanced: "1" }),
    );
    expect(response.status).toBe(200);
    const data = (await response.json()) as { messages: Array<{ isUser: boolean; content: string; html?: string }> };
    expect(data.messages).toHaveLength(2);
    expect(data.messages[0]).toMatchObject({ isUser: true, content: "How do I prepare for a flood?" });
    expect(data.messages[1]!.html).toContain("Flood");
  });

  it("rejects a blank or too-long message as JSON 400", async () => {
    const blank = await call(chatAction as never, formPost({ message: "", enhanced: "1" }));
    expect(blank.status).toBe(400);
    const long = await call(
      chatAction as never,
      formPost({ message: "x".repeat(GUIDE_MAX_MESSAGE_LENGTH + 1), enhanced: "1" }),
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/under 500 characters/);
  });

  it("rejects an unknown intent", async () => {
    const response = await call(chatAction as never, formPost({ intent: "drop-tables", message: "hi" }));
    expect(response.status).toBe(400);
  });

  it("clears the visitor's conversation", async () => {
    const first = await call(chatAction as never, formPost({ message: "How do I prepare for a hurricane?" }));
    const cookie = cookieFrom(first);
    const cleared = await call(chatAction as never, formPost({ intent: "clear" }, { Cookie: cookie }));
    expect(cleared.status).toBe(302);
    expect(await getGuideConversation(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toEqual([]);
  });

  it("ignores a forged visitor cookie", async () => {
    const conversation = await getGuideConversation(
      new Request("http://localhost/", { headers: { Cookie: "guide_visitor=forged-visitor-id-1234567890" } }),
    );
    expect(conversation).toEqual([]);
  });
});

describe("conversation store caps", () => {
  it("keeps only the newest messages", () => {
    const visitor = "cap-test-visitor-000000000001";
    const start = Date.now() - 60_000;
    appendGuideMessages(
      visitor,
      Array.from({ length: CONVERSATION_MAX_MESSAGES + 10 }, (_, i) => ({
        isUser: i % 2 === 0,
        content: `message ${i}`,
        createdAt: new Date(start + i),
      })),
    );
    const kept = listGuideMessages(visitor);
    expect(kept).toHaveLength(CONVERSATION_MAX_MESSAGES);
    expect(kept[0]!.content).toBe("message 10");
    expect(kept.at(-1)!.content).toBe(`message ${CONVERSATION_MAX_MESSAGES + 9}`);
  });

  it("drops messages older than a day", () => {
    const visitor = "age-test-visitor-00000000001";
    db.insert(chatMessages)
      .values({
        visitorId: visitor,
        isUser: true,
        content: "old",
        createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
      })
      .run();
    expect(listGuideMessages(visitor)).toEqual([]);
    appendGuideMessages(visitor, [{ isUser: true, content: "new", createdAt: new Date() }]);
    const all = db
      .select()
      .from(chatMessages)
      .all()
      .filter((r) => r.visitorId === visitor);
    expect(all.map((r) => r.content)).toEqual(["new"]);
  });
});

describe("POST /api/emergency-guide/chat", () => {
  it("answers {message} with {response}", async () => {
    const response = await call(apiAction as never, apiPost(JSON.stringify({ message: " How do I use an AED? " })));
    expect(response.status).toBe(200);
    const data = (await response.json()) as { response: string };
    expect(data.response).toContain("AED");
    expect(data.response).toContain("Read more: [CPR and AED](/guide/topics/cpr-and-aed)");
  });

  it.each([
    ["not JSON", "{message:"],
    ["an empty body", ""],
    ["a JSON array", "[1,2]"],
    ["a missing message", "{}"],
    ["a non-string message", '{"message": 42}'],
    ["a blank message", '{"message": "   "}'],
    ["a too-long message", JSON.stringify({ message: "a".repeat(GUIDE_MAX_MESSAGE_LENGTH + 1) })],
  ])("returns 400 {error} for %s", async (_name, body) => {
    const response = await call(apiAction as never, apiPost(body));
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
  });

  it("returns 405 for GET", async () => {
    const response = await apiLoader();
    expect(response.status).toBe(405);
  });

  it("returns 429 once a visitor exceeds the chat rate limit", async () => {
    const headers = clientHeaders();
    let last: Response | null = null;
    for (let i = 0; i <= LIMITS.chat.limit; i++) {
      last = await call(apiAction as never, apiPost(JSON.stringify({ message: "What goes in a go bag?" }), headers));
      if (i < LIMITS.chat.limit) expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { error: string }).error).toMatch(/too many requests/i);
    // Another visitor is unaffected.
    const other = await call(apiAction as never, apiPost(JSON.stringify({ message: "What goes in a go bag?" })));
    expect(other.status).toBe(200);
  });
});
