import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  asRefusal,
  emptyAsMissing,
  handleApi,
  MAX_JSON_BYTES,
  parseJsonBody,
  readJsonObject,
  toApiUser,
  zodFieldErrors,
} from "~/utils/api.server";
import { AccessError } from "~/access/errors";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
  });

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return { status: e.status, body: await e.json() };
    throw e;
  }
  throw new Error("expected a thrown Response");
}

describe("api helpers", () => {
  it("reads a JSON object; an empty body is {}", async () => {
    expect(await readJsonObject(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonObject(post(""))).toEqual({});
    expect(await readJsonObject(post(null))).toEqual({});
  });

  it("refuses malformed JSON and non-objects with 400", async () => {
    for (const body of ["{", "not json", "[1,2]", "null", "42", '"str"']) {
      const r = await thrown(readJsonObject(post(body)));
      expect(r.status).toBe(400);
      expect(typeof r.body.error).toBe("string");
    }
  });

  it("refuses bodies over the cap with 413, by header or by counting", async () => {
    const big = JSON.stringify({ a: "x".repeat(MAX_JSON_BYTES) });
    expect((await thrown(readJsonObject(post(big)))).status).toBe(413);
    // A body that lies about its length (or streams) is counted as it arrives.
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 80; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const req = new Request("http://localhost/api/x", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect((await thrown(readJsonObject(req))).status).toBe(413);
  });

  it("refuses invalid UTF-8 with 400", async () => {
    expect((await thrown(readJsonObject(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))))).status).toBe(400);
  });

  it("maps zod errors to field errors, with missing and wrong-typed fields", async () => {
    const schema = z.object({ title: z.string().min(3, "Too short"), location: z.object({ text: z.string() }) });
    const r = await thrown(parseJsonBody(post(JSON.stringify({ title: 5, location: { text: 1 } })), schema));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fieldErrors).sort()).toEqual(["location.text", "title"]);
    const e = schema.safeParse({ title: "ab" });
    expect(zodFieldErrors(e.error!)).toMatchObject({ title: ["Too short"], location: ["Required"] });
  });

  it("treats null and empty strings like empty form fields", () => {
    expect(emptyAsMissing({ a: "", b: null, c: 0, d: false, e: { f: "", g: "x" }, h: ["", null] })).toEqual({
      c: 0,
      d: false,
      e: { g: "x" },
      h: ["", null],
    });
  });

  it("turns model refusals into JSON and leaves real faults alone", async () => {
    const refused = await handleApi(() => {
      throw new AccessError("not_found", "Role request not found.");
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Role request not found." });
    await expect(
      handleApi(() => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(asRefusal(new Error("x"))).toBeNull();
    const passthrough = await handleApi(() => {
      throw new Response("x", { status: 401 });
    });
    expect(passthrough.status).toBe(401);
  });

  it("shapes a user without private fields", () => {
    expect(
      toApiUser({
        id: "u",
        displayName: "D",
        email: "e@x.test",
        phone: null,
        roles: ["Member"],
        bio: "b",
        passwordHash: "h",
      } as never),
    ).toEqual({ id: "u", displayName: "D", email: "e@x.test", phone: null, roles: ["Member"] });
  });
});
