/** Environment read in one place. In production a missing SESSION_SECRET stops the app at start. */
const isProduction = process.env.NODE_ENV === "production";

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret) return secret;
  if (isProduction) {
    throw new Error(
      "SESSION_SECRET is required in production. Set it to a long random string, e.g. `SESSION_SECRET=$(openssl rand -hex 32) npm start`.",
    );
  }
  return "dev-only-insecure-session-secret";
}

/** `SOCIAL_LINKS="Facebook=https://…,Instagram=https://…"`: only http(s) links are shown. */
function socialLinks(): { name: string; url: string }[] {
  return (process.env.SOCIAL_LINKS ?? "")
    .split(",")
    .map((pair) => pair.split("="))
    .map(([name = "", ...url]) => ({ name: name.trim(), url: url.join("=").trim() }))
    .filter((link) => link.name && /^https?:\/\//.test(link.url));
}

export const env = {
  isProduction,
  sessionSecrets: sessionSecret().split(","),
  /** Set to "1" to allow the Secure-cookie-less demo to run under NODE_ENV=production on plain http. */
  insecureCookies: process.env.INSECURE_COOKIES === "1",
  smtpUrl: process.env.SMTP_URL || "",
  mailFrom: process.env.MAIL_FROM || "CERT Chapters <no-reply@localhost>",
  openaiApiKey: process.env.OPENAI_API_KEY || "",
  openaiBaseUrl: process.env.OPENAI_BASE_URL || undefined,
  openaiModel: process.env.OPENAI_MODEL || "gpt-4o-mini",
  appUrl: process.env.APP_URL || "",
  /** Multiplier for rate limits; tests raise it so they are not throttled. */
  /** The footer's company link and social links; without them the footer shows neither link. */
  companyUrl: /^https?:\/\//.test(process.env.COMPANY_URL ?? "") ? process.env.COMPANY_URL! : null,
  socialLinks: socialLinks(),
  rateLimitFactor: Number(process.env.RATE_LIMIT_FACTOR || "1") || 1,
};
