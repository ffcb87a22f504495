/**
 * Offline guide answer latency over the question table of the unit tests (starter questions,
 * trending topics, the full topic list and the labeled question set). Prints p50/p95/max in ms.
 *   node --import tsx bench/guide.ts
 */
import { performance } from "node:perf_hooks";
import { answerOffline } from "../app/guide/offline.server";
import { ALL_TOPICS, STARTER_QUESTIONS, TRENDING_TOPICS } from "../app/guide/topics";
import { LABELED_SET } from "../tests/unit/guide-labeled-set";

const questions = [
  ...STARTER_QUESTIONS.map((q) => q.question),
  ...TRENDING_TOPICS.flatMap((t) => [t.question, t.label]),
  ...ALL_TOPICS.map((t) => t.question),
  ...LABELED_SET.map(({ q }) => q),
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const coldStart = performance.now();
answerOffline(questions[0]!); // loads and indexes the knowledge base
const coldMs = performance.now() - coldStart;

const samples: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of questions) {
    const t = performance.now();
    answerOffline(q);
    samples.push(performance.now() - t);
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const fmt = (n: number) => n.toFixed(2);
console.log(`guide offline answer: ${questions.length} questions x ${ROUNDS} rounds = ${samples.length} answers`);
console.log(`  first answer (loads + indexes the knowledge base): ${fmt(coldMs)} ms`);
console.log(
  `  p50 ${fmt(pct(50))} ms   p95 ${fmt(pct(95))} ms   p99 ${fmt(pct(99))} ms   max ${fmt(samples.at(-1)!)} ms`,
);
