import { z } from "zod";
import type { Lang } from "~/i18n/config";
import { answerGuideQuestion } from "./answer.server";
import { appendGuideMessages, listGuideMessages, toChatTurns, toGuideMessage } from "./conversation.server";
import type { ModelConfig } from "./model.server";
import { GUIDE_FALLBACK_MESSAGE, GUIDE_MAX_MESSAGE_LENGTH } from "./topics";
import type { GuideMessage } from "./types";

/** The question as typed: trimmed, not blank, and capped in length. */
export const GuideQuestionSchema = z
  .string({ required_error: "Please type a question.", invalid_type_error: "The message must be text." })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "Please type a question.")
      .max(GUIDE_MAX_MESSAGE_LENGTH, `Please keep your question under ${GUIDE_MAX_MESSAGE_LENGTH} characters.`),
  );

export function parseGuideQuestion(
  value: unknown,
): { ok: true; message: string } | { ok: false; error: string; blank: boolean } {
  const result = GuideQuestionSchema.safeParse(value ?? undefined);
  if (result.success) return { ok: true, message: result.data };
  const blank = typeof value !== "string" || !value.trim();
  return { ok: false, error: result.error.issues[0]?.message ?? "Invalid message.", blank };
}

/**
 * One exchange in a visitor's stored conversation: answer with the recent turns as context, then
 * store the question and the reply. If answering fails unexpectedly, the spec's apology is stored
 * as the reply so the visitor still sees a response.
 */
export async function runGuideTurn(
  visitorId: string,
  message: string,
  /** `lang`: the page's language (the question's own language wins when it shows one). */
  opts: { model?: ModelConfig | null; onDelta?: (text: string) => void; lang?: Lang } = {},
): Promise<{ user: GuideMessage; reply: GuideMessage; failed: boolean }> {
  const askedAt = new Date();
  const history = toChatTurns(listGuideMessages(visitorId));
  let content: string;
  let failed = false;
  try {
    content = (
      await answerGuideQuestion(message, { history, model: opts.model, onDelta: opts.onDelta, lang: opts.lang })
    ).markdown;
  } catch (error) {
    console.error("[guide] failed to answer", error);
    content = GUIDE_FALLBACK_MESSAGE;
    failed = true;
  }
  const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
  const [user, reply] = appendGuideMessages(visitorId, [
    { isUser: true, content: message, createdAt: askedAt },
    { isUser: false, content, createdAt: answeredAt },
  ]);
  return { user: await toGuideMessage(user!), reply: await toGuideMessage(reply!), failed };
}

/**
 * The exchange as server-sent events, for the chat card when a model is configured: `delta`
 * events carry pieces of the reply as the model writes them (JSON strings); the final `done` event
 * carries the stored messages ({messages: [user, reply]}, the reply rendered to HTML), which
 * replace the streamed text. `error` carries {error} if even storing failed.
 */
export function streamGuideTurn(
  visitorId: string,
  message: string,
  opts: { model?: ModelConfig | null; lang?: Lang } = {},
) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (event: string, data: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          open = false; // the visitor went away; the exchange is still stored
        }
      };
      try {
        const turn = await runGuideTurn(visitorId, message, {
          model: opts.model,
          lang: opts.lang,
          onDelta: (text) => send("delta", text),
        });
        send("done", { messages: [turn.user, turn.reply] });
      } catch (error) {
        console.error("[guide] streamed chat turn failed", error);
        send("error", { error: GUIDE_FALLBACK_MESSAGE });
      }
      if (open) controller.close();
    },
  });
}
