import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { conflict, forbidden, invalid, notFound } from "~/access/errors";
import { refuse } from "~/flows/respond.server";
import { parseSubmission } from "~/utils/form-submission.server";

// The one way a page answers a refusal (decision 028): in the form with the post's submission, JSON
// for a fetcher, a 403/404 page for forbidden/not-found, a toast back for a stale or invalid one; in
// the reader's language; anything else is the error page unless a `failure` message is named.

const spanish = (path = "/dashboard/things?index&page=2") =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "Accept-Language": "es" } });

const Schema = z.object({ chapterId: z.string().max(40), title: z.string().max(80) });
const posted = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return formData;
};

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

const toastCookie = (res: Response) => res.headers.get("Set-Cookie") ?? "";

describe("refuse", () => {
  it("shows a refusal in the form, at the field it names, keeping what was typed, in the reader's language", async () => {
    const submission = parseSubmission(posted({ chapterId: "x", title: "Kept title" }), { schema: Schema });
    const res = await refuse(
      invalid("Please select a chapter", { chapterId: ["Please select a chapter"] }),
      spanish(),
      { submission },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      ok: boolean;
      result: { error: Record<string, string[]>; initialValue: unknown };
    };
    expect(body.ok).toBe(false);
    // At its field (the page translates field messages by their English key); not repeated above the form.
    expect(body.result.error.chapterId).toEqual(["Please select a chapter"]);
    expect(body.result.error[""]).toBeUndefined();
    expect(body.result.initialValue).toMatchObject({ title: "Kept title" });
  });

  it("says a refusal without fields above the form in the reader's language, with its status, also for forbidden", async () => {
    const submission = parseSubmission(posted({ chapterId: "x", title: "t" }), { schema: Schema });
    const res = await refuse(forbidden(), spanish(), { submission, intent: "profile", hideFields: ["title"] });
    expect(res.status).toBe(403);
    const body = (await res.json()) as {
      intent: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(body.intent).toBe("profile");
    expect(body.result.error[""]).toEqual(["No tienes permiso para hacer eso."]);
    expect(body.result.initialValue.title).toBeUndefined();
  });

  it("answers a post that could not be read (no submission) with the form errors alone", async () => {
    const res = await refuse(invalid("Please select a chapter"), spanish(), { submission: null });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { result: { status: string; error: Record<string, string[]> } };
    expect(body.result).toEqual({ status: "error", error: { "": ["Elige un capítulo"] } });
  });

  it("turns forbidden and not-found into the 403/404 page, and never a toast", async () => {
    const page403 = await thrown(refuse(forbidden(), spanish(), { title: "common.toast.error" }));
    expect(page403.status).toBe(403);
    expect(await page403.json()).toEqual({ error: "No tienes permiso para hacer eso." });
    const page404 = await thrown(refuse(notFound(), spanish()));
    expect(page404.status).toBe(404);
  });

  it("toasts a stale or invalid refusal back to the page it came from, or to the row's anchor", async () => {
    const back = await refuse(conflict("Please select a chapter"), spanish());
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/dashboard/things?page=2");
    expect(toastCookie(back)).toContain("toast");
    const atRow = await refuse(invalid("x"), spanish(), { back: "/dashboard/things#r-1" });
    expect(atRow.headers.get("Location")).toBe("/dashboard/things#r-1");
  });

  it("toasts a vanished row (`gone`) instead of the 404 page", async () => {
    const res = await refuse(notFound(), spanish(), { back: "/dashboard/waitlist", gone: "common.toast.failed" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/waitlist");
  });

  it("answers a fetcher's post with JSON and a toast whatever the refusal, so its page stays", async () => {
    const formData = posted({ enhanced: "1" });
    const res = await refuse(forbidden(), spanish(), { title: "common.toast.error", formData });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ ok: false, error: "No tienes permiso para hacer eso." });
    expect(toastCookie(res)).toContain("toast");
  });

  it("lets a thrown Response through and leaves a real fault to the error page unless a failure is named", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/auth/login" } });
    expect(await thrown(refuse(redirect, spanish()))).toBe(redirect);
    const fault = new Error("disk full");
    await expect(refuse(fault, spanish())).rejects.toBe(fault);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const submission = parseSubmission(posted({ chapterId: "x", title: "t" }), { schema: Schema });
    const res = await refuse(fault, spanish(), { submission, failure: "common.toast.failed" });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { result: { error: Record<string, string[]> } };
    expect(body.result.error[""]?.[0]).not.toBe("common.toast.failed");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
