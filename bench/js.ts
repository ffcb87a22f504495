// 2. JS per route, gzip: every script a route loads. Two views, united: what the HTML preloads and
// imports (followed through static imports), and what headless Chromium actually fetched.
import { launchChromium, publicPages } from "./bytes";
import { probe, type BenchContext } from "./lib/context";
import { gzipBytes, kb, rawGet, type RawResponse } from "./lib/http";

function staticScriptUrls(html: string) {
  const urls = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?modulepreload/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) urls.add(m[1]!);
  for (const script of html.matchAll(/<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const m of script[1]!.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  }
  return urls;
}

const jsCache = new Map<string, RawResponse>();
async function fetchJs(url: string) {
  let res = jsCache.get(url);
  if (!res) {
    res = await rawGet(url);
    jsCache.set(url, res);
  }
  return res;
}

/** Follows static imports from each module (esbuild chunks import shared chunks). */
async function closure(base: string, start: Iterable<string>) {
  const seen = new Set<string>();
  const queue = [...start].map((u) => new URL(u, base).toString());
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await fetchJs(url);
    if (res.status !== 200) continue;
    const code = res.body.toString("utf8");
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(m[1]!, url).toString());
    }
  }
  return seen;
}

export async function benchJs(ctx: BenchContext) {
  const S = "2 JS per route";
  console.log(`\n${S}`);
  const pages = [
    ...publicPages(ctx).map((p) => ({ ...p, budget: 110, cookie: "" })),
    // Public forms: their actions parse with zod on the server only, which must not reach the browser.
    { name: "waitlist page", route: "/waitlist", budget: 110, cookie: "" },
    { name: "chapter contact", route: `${ctx.routes.chapterDetail}/contact`, budget: 110, cookie: "" },
    { name: "dashboard (admin)", route: ctx.routes.dashboard, budget: 150, cookie: ctx.cookies.admin },
    { name: "dashboard events (leader)", route: ctx.routes.dashboardEvents, budget: 150, cookie: ctx.cookies.leader },
    { name: "dashboard waitlist (admin)", route: ctx.routes.dashboardWaitlist, budget: 150, cookie: ctx.cookies.admin },
  ];
  const browser = await launchChromium();
  try {
    for (const p of pages) {
      const label = `${p.name} JS gzip`;
      const headers: Record<string, string> = p.cookie ? { Cookie: p.cookie } : {};
      const res = await probe(ctx, p.route, headers);
      if (!res) {
        ctx.report.na(S, label, `≤ ${p.budget} KB`, `n/a (404) ${p.route}`);
        continue;
      }
      if (res.status >= 300) {
        ctx.report.na(
          S,
          label,
          `≤ ${p.budget} KB`,
          `status ${res.status} for ${p.route} (${res.headers.location ?? ""})`,
        );
        continue;
      }
      const html = res.body.toString("utf8");
      const fromHtml = await closure(ctx.app.url, staticScriptUrls(html));

      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        isMobile: true,
        hasTouch: true,
      });
      if (p.cookie) {
        const [name, ...value] = p.cookie.split("=");
        await context.addCookies([{ name: name!, value: value.join("="), domain: "127.0.0.1", path: "/" }]);
      }
      const page = await context.newPage();
      const loaded = new Set<string>();
      page.on("request", (r) => {
        if (r.resourceType() === "script") loaded.add(r.url());
      });
      await page.goto(ctx.app.url + p.route, { waitUntil: "load" });
      await page.waitForLoadState("networkidle").catch(() => {});
      await page.waitForTimeout(500);
      await context.close();

      const all = new Set([...fromHtml, ...loaded].filter((u) => u.startsWith(ctx.app.url)));
      const sizes: { url: string; gz: number }[] = [];
      for (const url of all) {
        const r = await fetchJs(url);
        if (r.status === 200) sizes.push({ url: new URL(url).pathname, gz: gzipBytes(r) });
      }
      sizes.sort((a, b) => b.gz - a.gz);
      const total = sizes.reduce((s, x) => s + x.gz, 0);
      const onlyBrowser = [...loaded].filter((u) => !fromHtml.has(u)).length;
      const top = sizes
        .slice(0, 3)
        .map((s) => `${s.url.replace(/^\/build\//, "")} ${kb(s.gz).toFixed(1)}`)
        .join(", ");
      ctx.report.check(S, label, kb(total), {
        max: p.budget,
        unit: "KB",
        note: `${p.route}; ${sizes.length} files (${onlyBrowser} loaded beyond the HTML's imports); largest: ${top}`,
      });
    }
  } finally {
    await browser.close();
  }
}
