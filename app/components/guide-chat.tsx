import { useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { OneLineForm } from "./one-line-form";
import type { GuideSuggestion, GuideSuggestions } from "~/guide/suggestions.server";
import { GUIDE_MAX_MESSAGE_LENGTH } from "~/guide/topics";
import { readServerSentEvents } from "~/guide/sse";
import type { GuideMessage } from "~/guide/types";
import { ENHANCED_FIELD } from "~/utils/enhanced";
import { DEFAULT_TIMEZONE } from "~/utils/time-zone";

export type { GuideMessage };

/**
 * The AI Emergency Preparedness Guide chat card (landing page, open to any visitor).
 *
 * Without JS every control is a plain form post to /resources/guide-chat, which stores the exchange
 * in the visitor's server-side conversation and redirects back to /#guide. With JS the same forms
 * are intercepted: the question is posted with fetch and the reply is appended without a page load.
 * Replies arrive as HTML rendered on the server from markdown (react-markdown with raw HTML off and
 * safe link protocols), which keeps react-markdown out of the client bundle.
 */

const CHAT_ACTION = "/resources/guide-chat";

/** Styles for the server-rendered reply HTML (Tailwind's preflight strips list and heading styles). */
const REPLY_PROSE =
  "[overflow-wrap:anywhere] [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-red-300 " +
  "[&_h1]:mb-1 [&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mb-1 [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-bold " +
  "[&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold [&>*:first-child]:mt-0 [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal " +
  "[&_ol]:pl-5 [&_p]:my-2 [&_strong]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_code]:font-mono";

interface ChatResponse {
  messages?: GuideMessage[];
  error?: string;
}

/** A reply written on this device from the saved knowledge base (no network). */
type ChatMessage = GuideMessage & { offline?: boolean };

const reply = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `local-${Date.now()}`,
  content,
  isUser: false,
  timestamp: new Date().toISOString(),
  ...extra,
});

/** The question could not reach the server: answer it here from the saved knowledge base, if any. */
async function answerOnDevice(
  knowledgeUrl: string | undefined,
  question: string,
  lang: string,
): Promise<ChatMessage | null> {
  if (!knowledgeUrl) return null;
  try {
    const { answerInBrowser } = await import("~/offline/guide-answer.client");
    const { markdown, html } = await answerInBrowser(knowledgeUrl, question, lang);
    return reply(markdown, { html, offline: true });
  } catch (error) {
    console.error("The offline guide could not answer", error);
    return null;
  }
}

/** What the card shows before the first question, written as HTML by `GuideChatWriter`. */
export interface GuideChatIntro {
  t: TFunction;
  suggestions: GuideSuggestions;
  action: string;
  redirectTo: string;
  showHeading: boolean;
}

/**
 * Writes the card's heading row and its message area as they render before the first question
 * (the greeting, the suggestion lists, the empty log), byte for byte what the elements below
 * render, or null (then React renders them). Set on the server only, by entry.server.tsx
 * (`app/components/landing/landing-html.server.ts`, decision 067).
 */
export type GuideChatWriter = (intro: GuideChatIntro) => { header: string; body: string } | null;
let serverWriter: GuideChatWriter | null = null;

export function writeGuideChatAsHtml(writer: GuideChatWriter | null) {
  serverWriter = writer;
}

export function GuideChat({
  initialMessages,
  action = CHAT_ACTION,
  redirectTo = "/#guide",
  timeZone = DEFAULT_TIMEZONE,
  showHeading = true,
  knowledgeUrl,
  suggestions,
}: {
  initialMessages: GuideMessage[];
  /** Where the chat forms post (the resource route). */
  action?: string;
  /** Where a no-JS post returns to; should anchor the chat. */
  redirectTo?: string;
  /** Zone for times rendered on the server; the browser shows its own local time after hydration. */
  timeZone?: string;
  /** Set to false if the page already shows the 'AI Emergency Preparedness Guide' heading. */
  showHeading?: boolean;
  /**
   * The knowledge base (/guide/knowledge.json?v=...): offline, questions are answered on the device
   * from it. Given, the page also fetches it while online so the service worker keeps a copy.
   */
  knowledgeUrl?: string;
  /** What the card offers before the first question, in the page's language (`guideSuggestions`). */
  suggestions: GuideSuggestions;
}) {
  const { t, lang } = useT();
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  /** Text of a reply being streamed by the model (null when nothing is streaming). */
  const [streaming, setStreaming] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  useEffect(() => setHydrated(true), []);

  // Online with a service worker: keep the knowledge base and the offline answerer for later.
  useEffect(() => {
    if (!knowledgeUrl || !navigator.onLine || !("serviceWorker" in navigator)) return;
    // Only once the worker controls the page do the requests go through it (and get kept).
    const controlled = () =>
      navigator.serviceWorker.controller
        ? Promise.resolve()
        : new Promise((resolve) =>
            navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
          );
    const timer = setTimeout(() => {
      void controlled()
        .then(() => import("~/offline/guide-answer.client"))
        .then((m) => m.keepKnowledge(knowledgeUrl))
        .catch(() => {});
    }, 1500);
    return () => clearTimeout(timer);
  }, [knowledgeUrl]);

  // Keep the newest message in view after every change (before the first one, the greeting stays at the top).
  useEffect(() => {
    const el = scrollerRef.current;
    if (el && messages.length) el.scrollTop = el.scrollHeight;
  }, [messages, loading, streaming]);

  // The input is disabled while waiting, which drops focus; give it back once the reply is in.
  useEffect(() => {
    if (!loading && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [loading]);

  async function send(raw: string) {
    const text = raw.trim();
    if (!text || loading) return;
    const now = new Date().toISOString();
    setMessages((m) => [...m, { id: `pending-${Date.now()}`, content: text, isUser: true, timestamp: now }]);
    setInput("");
    setLoading(true);
    refocus.current = true;
    const offline = navigator.onLine ? null : await answerOnDevice(knowledgeUrl, text, lang);
    const answer = offline ?? (await askServer(text));
    setStreaming(null);
    setMessages((m) => [...m, answer]);
    setLoading(false);
  }

  async function askServer(text: string): Promise<ChatMessage> {
    try {
      const body = new FormData();
      body.set("intent", "ask");
      body.set("message", text);
      body.set(ENHANCED_FIELD, "1");
      const response = await fetch(action, {
        method: "POST",
        body,
        // The server streams only when a model is configured; otherwise it answers JSON.
        headers: { Accept: "text/event-stream, application/json" },
        credentials: "same-origin",
      });
      const data = (response.headers.get("Content-Type") ?? "").startsWith("text/event-stream")
        ? await readStream(response)
        : ((await response.json().catch(() => null)) as ChatResponse | null);
      const answer = data?.messages?.find((m) => !m.isUser);
      if (response.ok && answer) return answer;
      // Validation and rate-limit errors say what to do; anything else gets the standard apology.
      const explain = (response.status === 400 || response.status === 429) && data?.error;
      if (explain) return reply(explain);
      throw new Error(`Failed to get response (${response.status})`);
    } catch (error) {
      // No network (the connection dropped after the page said it was online): answer on the device.
      const offline = error instanceof TypeError ? await answerOnDevice(knowledgeUrl, text, lang) : null;
      if (offline) return offline;
      console.error("Failed to get response", error);
      return reply(navigator.onLine ? t("guide.chat.failed") : t("guide.chat.offlineMissing"));
    }
  }

  /** Shows the streamed text as it arrives; resolves with the final stored messages. */
  async function readStream(response: Response): Promise<ChatResponse | null> {
    if (!response.body) return null;
    let text = "";
    let result: ChatResponse | null = null;
    for await (const event of readServerSentEvents(response.body)) {
      if (event.event === "delta") {
        text += JSON.parse(event.data) as string;
        setStreaming(text);
      } else if (event.event === "done" || event.event === "error") {
        result = JSON.parse(event.data) as ChatResponse;
      }
    }
    return result;
  }

  async function clear() {
    setMessages([]);
    try {
      const body = new FormData();
      body.set("intent", "clear");
      body.set(ENHANCED_FIELD, "1");
      await fetch(action, { method: "POST", body, credentials: "same-origin" });
    } catch (error) {
      console.error("Failed to clear the conversation", error);
    }
    inputRef.current?.focus();
  }

  /** Suggestion buttons post their question without JS; with JS they ask it in place. */
  const listProps = { disabled: hydrated && loading, onAsk: (question: string) => void send(question) };
  // On the server, before the first question: the heading row and the message area as one string
  // each (decision 067); the elements around them, and the input's form, stay React's.
  const intro =
    messages.length === 0 && streaming === null && !loading
      ? serverWriter?.({ t, suggestions, action, redirectTo, showHeading })
      : null;

  return (
    // Not a landmark of its own: the page's <section id="guide"> around it is.
    <div className="card flex h-[600px] flex-col overflow-hidden p-0" data-testid="guide-chat">
      {intro ? (
        <div className={CHAT_HEADER_CLASS} dangerouslySetInnerHTML={{ __html: intro.header }} />
      ) : (
        <div className={CHAT_HEADER_CLASS}>
          <div>
            {showHeading ? <h2 className="text-lg font-bold">{t("guide.chat.title")}</h2> : null}
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("guide.chat.subtitle")}</p>
          </div>
          {messages.length > 0 ? (
            <form
              method="post"
              action={action}
              onSubmit={(e) => {
                e.preventDefault();
                void clear();
              }}
            >
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" className="btn-ghost px-2 py-1 text-xs" disabled={hydrated && loading}>
                {t("guide.chat.newConversation")}
              </button>
            </form>
          ) : null}
        </div>
      )}

      {/*
        column-reverse keeps the scroll position at the newest message even without JS; the inner
        mb-auto pins a short conversation to the top. Before the first message the box reads from
        the top (the greeting and the first suggestions), so it is a plain column then.
      */}
      <div
        ref={scrollerRef}
        className={`flex flex-1 overflow-y-auto px-4 py-3 ${messages.length ? "flex-col-reverse" : "flex-col"}`}
        tabIndex={0}
        role="group"
        aria-label={t("guide.chat.messages")}
      >
        {intro ? (
          <div className="mb-auto" dangerouslySetInnerHTML={{ __html: intro.body }} />
        ) : (
          <div className="mb-auto">
            {messages.length === 0 ? (
              <form method="post" action={action} className="space-y-5">
                <input type="hidden" name="intent" value="ask" />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <p className="text-sm text-slate-700 dark:text-slate-300">{t("guide.chat.welcome")}</p>
                <div>
                  <h3 className="mb-2 text-sm font-semibold">{t("guide.chat.tryAsking")}</h3>
                  <SuggestionList
                    as="ul"
                    className="flex flex-col gap-2"
                    buttonClassName={STARTER_BUTTON}
                    items={suggestions.starters}
                    {...listProps}
                  />
                </div>
                <div>
                  <h3 className="mb-2 text-sm font-semibold">{t("guide.chat.trending")}</h3>
                  <SuggestionList
                    as="ol"
                    className="flex flex-wrap gap-2"
                    buttonClassName={TRENDING_BUTTON}
                    items={suggestions.trending}
                    {...listProps}
                  />
                </div>
                <details className="group">
                  <summary className="btn-secondary cursor-pointer list-none px-3 py-1 text-sm">
                    <span className="group-open:hidden">{t("guide.chat.moreTopics")}</span>
                    <span className="hidden group-open:inline">{t("guide.chat.hideTopics")}</span>
                  </summary>
                  <SuggestionList
                    as="ul"
                    className="mt-3 grid gap-2 sm:grid-cols-2"
                    buttonClassName={TOPIC_BUTTON}
                    items={suggestions.topics}
                    {...listProps}
                  />
                  <p className="mt-3 text-sm">
                    <a href="/guide/topics" className="font-medium text-brand-700 underline dark:text-red-300">
                      {t("guide.chat.readAll")}
                    </a>
                  </p>
                </details>
              </form>
            ) : null}

            <div
              role="log"
              aria-live="polite"
              aria-label={t("guide.chat.conversation")}
              className="flex flex-col gap-4"
            >
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} timeZone={timeZone} />
              ))}
            </div>

            {streaming !== null ? (
              <div className="mt-4 flex flex-col items-start" aria-hidden="true" data-testid="streaming-reply">
                <div className="max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                  <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{streaming}</p>
                </div>
              </div>
            ) : null}

            {loading && streaming === null ? (
              <div className="mt-4 flex items-start" role="status">
                <span className="sr-only">{t("guide.chat.typing")}</span>
                <span
                  className="flex gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 dark:bg-slate-800"
                  aria-hidden="true"
                  data-testid="typing-indicator"
                >
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
                </span>
              </div>
            ) : null}
          </div>
        )}
      </div>

      <OneLineForm
        action={action}
        hiddenFields={{ intent: "ask", redirectTo }}
        formClassName="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700"
        onSubmit={() => void send(input)}
        label={t("guide.chat.inputLabel")}
        inputRef={inputRef}
        name="message"
        type="text"
        className="input flex-1"
        placeholder={t("guide.chat.placeholder")}
        autoComplete="off"
        required
        maxLength={GUIDE_MAX_MESSAGE_LENGTH}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        disabled={loading}
        submit={{
          label: t("guide.chat.send"),
          className: "btn-primary",
          disabled: hydrated && (loading || !input.trim()),
        }}
      />
    </div>
  );
}

const CHAT_HEADER_CLASS =
  "flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700";
export const STARTER_BUTTON =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800";
export const TRENDING_BUTTON =
  "inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800";
export const TOPIC_BUTTON =
  "w-full rounded-md px-2 py-1 text-left text-sm text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-red-300";

/** Text for HTML, escaped as React escapes it. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** A suggestion list's items as one HTML string (the list's content, in the page and in the card's server writer). */
export function suggestionItemsHtml(items: GuideSuggestion[], buttonClassName: string, disabled: boolean) {
  const attributes = `${disabled ? ' disabled=""' : ""}`;
  const buttonClass = escapeHtml(buttonClassName);
  return items
    .map(
      (s) =>
        `<li><button type="submit" name="message" value="${escapeHtml(s.question)}"${attributes}${
          s.lang ? ` lang="${escapeHtml(s.lang)}"` : ""
        } class="${buttonClass}">${escapeHtml(s.label)}</button></li>`,
    )
    .join("");
}

/**
 * A list of suggestion buttons, each a submit button of the card's form that posts its question
 * (no JS); with JS a click asks it in place. Its items are written as one HTML string, the same
 * markup React would render element by element: the card shows ~70 of them before the first
 * question, and rendering those as elements was a fifth of the landing page's server CPU
 * (docs/performance.md, fifth session). Clicks reach the list (event delegation).
 */
function SuggestionList({
  as: List,
  className,
  buttonClassName,
  items,
  disabled,
  onAsk,
}: {
  as: "ul" | "ol";
  className: string;
  buttonClassName: string;
  items: GuideSuggestion[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const html = useMemo(() => suggestionItemsHtml(items, buttonClassName, disabled), [items, buttonClassName, disabled]);
  return (
    <List
      className={className}
      onClick={(event) => {
        const button = (event.target as Element).closest("button");
        if (!button || button.name !== "message" || !event.currentTarget.contains(button)) return;
        event.preventDefault();
        onAsk(button.value);
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function formatTime(lang: string, iso: string, timeZone?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : lang, {
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone, timeZoneName: "short" } : {}),
  }).format(date);
}

/** The server renders the time in a known zone; after hydration the browser shows its local time. */
function LocalTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  const { lang } = useT();
  const [text, setText] = useState(() => formatTime(lang, iso, timeZone));
  useEffect(() => setText(formatTime(lang, iso)), [lang, iso]);
  return (
    <time dateTime={iso} className="mt-1 text-xs text-slate-600 dark:text-slate-400" suppressHydrationWarning>
      {text}
    </time>
  );
}

function MessageBubble({ message, timeZone }: { message: ChatMessage; timeZone: string }) {
  const { t } = useT();
  const mine = message.isUser;
  return (
    <div className={`flex flex-col ${mine ? "items-end" : "items-start"}`} data-role={mine ? "user" : "assistant"}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
          mine
            ? "rounded-br-sm bg-brand-700 text-white"
            : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        }`}
      >
        <span className="sr-only">{mine ? t("guide.chat.youSaid") : t("guide.chat.guideReplied")} </span>
        {mine || !message.html ? (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</p>
        ) : (
          <div className={REPLY_PROSE} dangerouslySetInnerHTML={{ __html: message.html }} />
        )}
        {message.offline ? (
          <p className="mt-2 border-t border-slate-300 pt-1 text-xs dark:border-slate-600" data-testid="offline-answer">
            {t("guide.chat.offlineAnswer")}
          </p>
        ) : null}
      </div>
      <LocalTime iso={message.timestamp} timeZone={timeZone} />
    </div>
  );
}
