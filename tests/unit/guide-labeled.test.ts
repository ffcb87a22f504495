import { describe, expect, it } from "vitest";
import { getGuideTopics } from "../../app/guide/knowledge.server";
import { answerOffline } from "../../app/guide/offline.server";
import type { SearchEngine } from "../../app/guide/search";
import { LABELED_SET, type LabeledQuestion } from "./guide-labeled-set";

/**
 * Top-1 topic accuracy on the labeled question set. The "tune" part was used to build the synonym
 * table; the "holdout" part never was, so its figure is the fairer estimate for new questions.
 */

function accuracy(items: LabeledQuestion[], engine: SearchEngine = "minisearch") {
  const misses = items.filter(({ q, topic }) => {
    const answer = answerOffline(q, { engine });
    return !(answer.kind === "answer" || answer.kind === "emergency") || answer.sources[0]?.topicId !== topic;
  });
  return { accuracy: 1 - misses.length / items.length, misses: misses.map((m) => `${m.q} → ${m.topic}`) };
}

const tune = LABELED_SET.filter((l) => l.split === "tune");
const holdout = LABELED_SET.filter((l) => l.split === "holdout");

describe("labeled question set", () => {
  it("has at least 200 questions covering every topic, a quarter of them held out", () => {
    expect(LABELED_SET.length).toBeGreaterThanOrEqual(200);
    const labeled = new Set(LABELED_SET.map((l) => l.topic));
    for (const topic of getGuideTopics()) expect(labeled.has(topic.id), topic.id).toBe(true);
    for (const l of LABELED_SET)
      expect(
        getGuideTopics().some((t) => t.id === l.topic),
        l.topic,
      ).toBe(true);
    expect(holdout.length).toBeGreaterThanOrEqual(LABELED_SET.length / 5);
  });

  it("answers at least 95% of the tuned questions from the expected topic", () => {
    const result = accuracy(tune);
    console.info(
      `[guide] top-1 accuracy, tuned: ${(result.accuracy * 100).toFixed(1)}% of ${tune.length}; misses:\n  ${result.misses.join("\n  ")}`,
    );
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("answers at least 85% of the held-out questions from the expected topic", () => {
    const result = accuracy(holdout);
    console.info(
      `[guide] top-1 accuracy, held out: ${(result.accuracy * 100).toFixed(1)}% of ${holdout.length}; misses:\n  ${result.misses.join("\n  ")}`,
    );
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("MiniSearch measures at least as well as the hand-written BM25 baseline (decision 009)", () => {
    const mini = accuracy(LABELED_SET, "minisearch").accuracy;
    const bm25 = accuracy(LABELED_SET, "bm25").accuracy;
    console.info(`[guide] whole set: MiniSearch ${(mini * 100).toFixed(1)}%, BM25 ${(bm25 * 100).toFixed(1)}%`);
    expect(mini).toBeGreaterThanOrEqual(bm25);
  });
});
