import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { and, desc, eq, gt, lt, notInArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chatMessages } from "~/db/schema";
import { env } from "~/utils/env.server";
import { renderGuideMarkdown } from "./markdown.server";
import type { ChatTurn, GuideMessage } from "./types";

export type { GuideMessage } from "./types";

/**
 * The conversation of a visitor, kept on the server so the chat works without JavaScript. The
 * visitor is identified by a random id in a signed cookie (no account needed). Conversations are
 * capped: only the newest messages are kept, and messages older than a day are dropped.
 */

export const CONVERSATION_MAX_MESSAGES = 40;
export const CONVERSATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const guideVisitorCookie = createCookie("guide_visitor", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.isProduction && !env.insecureCookies,
  secrets: env.sessionSecrets,
  maxAge: CONVERSATION_MAX_AGE_MS / 1000,
});

const VISITOR_ID = /^[A-Za-z0-9_-]{20,64}$/;

export async function getGuideVisitorId(request: Request): Promise<string | null> {
  const value: unknown = await guideVisitorCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return typeof value === "string" && VISITOR_ID.test(value) ? value : null;
}

/** The visitor's id, creating one if needed, and the Set-Cookie header that (re)issues it. */
export async function ensureGuideVisitor(request: Request) {
  const visitorId = (await getGuideVisitorId(request)) ?? crypto.randomBytes(24).toString("base64url");
  return { visitorId, setCookie: await guideVisitorCookie.serialize(visitorId) };
}

export interface StoredGuideMessage {
  id: string;
  isUser: boolean;
  content: string;
  createdAt: Date;
}

/** Oldest first: the newest CONVERSATION_MAX_MESSAGES messages younger than the age cap. */
export function listGuideMessages(visitorId: string, now = Date.now()): StoredGuideMessage[] {
  const rows = db
    .select({
      id: chatMessages.id,
      isUser: chatMessages.isUser,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.visitorId, visitorId), gt(chatMessages.createdAt, new Date(now - CONVERSATION_MAX_AGE_MS))),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(CONVERSATION_MAX_MESSAGES)
    .all();
  return rows.reverse();
}

export async function toGuideMessage(row: StoredGuideMessage): Promise<GuideMessage> {
  return {
    id: row.id,
    content: row.content,
    isUser: row.isUser,
    timestamp: row.createdAt.toISOString(),
    ...(row.isUser ? {} : { html: await renderGuideMarkdown(row.content) }),
  };
}

export function toChatTurns(rows: StoredGuideMessage[]): ChatTurn[] {
  return rows.map((r) => ({ role: r.isUser ? "user" : "assistant", content: r.content }));
}

/** For the landing page loader: the visitor's conversation so far, replies pre-rendered to HTML. */
export async function getGuideConversation(request: Request): Promise<GuideMessage[]> {
  const visitorId = await getGuideVisitorId(request);
  if (!visitorId) return [];
  try {
    return await Promise.all(listGuideMessages(visitorId).map(toGuideMessage));
  } catch (error) {
    // The landing page must render even if the chat store is unavailable.
    console.error("[guide] could not load conversation", error);
    return [];
  }
}

/** Store messages (in order) and apply the caps, in one transaction. */
export function appendGuideMessages(
  visitorId: string,
  messages: Array<{ isUser: boolean; content: string; createdAt: Date }>,
): StoredGuideMessage[] {
  return db.transaction((tx) => {
    const inserted = messages.map((m) =>
      tx
        .insert(chatMessages)
        .values({ visitorId, isUser: m.isUser, content: m.content, createdAt: m.createdAt })
        .returning({
          id: chatMessages.id,
          isUser: chatMessages.isUser,
          content: chatMessages.content,
          createdAt: chatMessages.createdAt,
        })
        .get(),
    );
    const newest = tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.visitorId, visitorId))
      .orderBy(desc(chatMessages.createdAt))
      .limit(CONVERSATION_MAX_MESSAGES);
    tx.delete(chatMessages)
      .where(and(eq(chatMessages.visitorId, visitorId), notInArray(chatMessages.id, newest)))
      .run();
    // Everyone's expired messages go too, so abandoned conversations do not pile up.
    tx.delete(chatMessages)
      .where(lt(chatMessages.createdAt, new Date(Date.now() - CONVERSATION_MAX_AGE_MS)))
      .run();
    return inserted;
  });
}

export function clearGuideConversation(visitorId: string) {
  db.delete(chatMessages).where(eq(chatMessages.visitorId, visitorId)).run();
}
