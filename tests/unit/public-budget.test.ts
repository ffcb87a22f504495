// The national bench's judgement of the public pages' throughput (issue 26's budget: at least half
// the minimal Remix page's req/s), against every minimal-page measurement of the run.
import { describe, expect, it } from "vitest";
import { formatShares, judgePublicThroughput } from "../../bench/lib/public-budget";

describe("a public page's throughput against the minimal page", () => {
  it("passes at half of every minimal-page measurement or more", () => {
    expect(judgePublicThroughput(400, [497, 633])).toEqual({ shares: [400 / 497, 400 / 633], pass: true });
    expect(judgePublicThroughput(316.5, [633])).toMatchObject({ pass: true });
  });

  it("fails below half of any one of them, the run's start or its end", () => {
    // The eleventh session's landing: 56 % of the first measurement, 44 % of the second.
    const landing = judgePublicThroughput(276, [497, 633]);
    expect(landing.pass).toBe(false);
    expect(formatShares(landing.shares)).toBe("56 % / 44 %");
    expect(judgePublicThroughput(300, [700, 500]).pass).toBe(false);
  });

  it("fails a page that did not answer, and judges nothing without a measurement", () => {
    expect(judgePublicThroughput(0, [497, 633]).pass).toBe(false);
    expect(judgePublicThroughput(Number.NaN, [497, 633])).toMatchObject({ pass: false });
    expect(formatShares(judgePublicThroughput(Number.NaN, [497]).shares)).toBe("—");
    expect(judgePublicThroughput(400, []).pass).toBe(false);
    expect(judgePublicThroughput(400, [0]).pass).toBe(false);
  });
});
