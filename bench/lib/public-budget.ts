// Issue 26's budget for the public pages' throughput: on the same machine and server setup, a
// public page answers at least half as many requests per second as the minimal Remix page
// (bench/minimal: one route, a 20-row loader) measured beside it. The national bench measures the
// minimal page before the public rows and again right after them (the machine's state moves during
// a run: 497 and 633 req/s at the start and end of the eleventh session's run), so a page is judged
// against every one of those measurements: it passes only if it reaches half of each, and both
// shares are reported.

/** The share of the minimal page's req/s a public page must reach. */
export const PUBLIC_THROUGHPUT_SHARE = 0.5;

export interface ThroughputJudgement {
  /** The page's req/s as a share of each minimal-page measurement, in the order given. */
  shares: number[];
  pass: boolean;
}

/** A public page's req/s against each of the run's minimal-page measurements (req/s). */
export function judgePublicThroughput(rps: number, minimalRps: number[]): ThroughputJudgement {
  const shares = minimalRps.map((ref) => (ref > 0 && Number.isFinite(rps) ? rps / ref : Number.NaN));
  const pass = shares.length > 0 && shares.every((share) => share >= PUBLIC_THROUGHPUT_SHARE);
  return { shares, pass };
}

/** "56 % / 44 %": the shares as the bench prints them. */
export function formatShares(shares: number[]) {
  return shares.map((s) => (Number.isFinite(s) ? `${Math.round(s * 100)} %` : "—")).join(" / ");
}
