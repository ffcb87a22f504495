/** Shapes shared by the guide's server modules and the chat component (types only). */

export interface GuideMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** ISO 8601 time the message was written. */
  timestamp: string;
  /** Assistant replies only: the markdown rendered to sanitized HTML on the server. */
  html?: string;
}

export interface GuideSource {
  topicId: string;
  topicTitle: string;
  heading: string;
  sectionId: string;
  /** The public guidance the topic is paraphrased from, and where to read it. */
  source?: string;
  sourceUrl?: string;
  /** The protocol card the answer came from. */
  cardId?: string;
}

/**
 * answer: a topic fitted; emergency: a life-threatening topic (911 first); fallback: nothing fitted
 * with confidence; redirect: off-topic or harmful; greeting: hello.
 */
export type GuideAnswerKind = "answer" | "emergency" | "fallback" | "redirect" | "greeting";

export interface GuideAnswer {
  markdown: string;
  sources: GuideSource[];
  kind: GuideAnswerKind;
  answeredBy: "offline" | "model";
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}
