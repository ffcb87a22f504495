// 1. Bytes without JS: HTML and CSS as transferred with gzip, and no image/video on a phone.
import { chromium, type Browser } from "@playwright/test";
import { probe, type BenchContext } from "./lib/context";
import { gzipBytes, gzipSize, kb, rawGet } from "./lib/http";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export function publicPages(ctx: BenchContext) {
  return [
    { name: "landing", route: ctx.routes.landing },
    { name: "directory", route: ctx.routes.directory },
    { name: "chapter detail", route: ctx.routes.chapterDetail },
    { name: "login", route: ctx.routes.login },
  ];
}

/** href of every <link rel="stylesheet"> in a page. */
export function stylesheetHrefs(html: string) {
  const out: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?stylesheet/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) out.push(href.replace(/&amp;/g, "&"));
  }
  return out;
}

export async function benchBytes(ctx: BenchContext) {
  const S = "1 bytes (no JS)";
  console.log(`\n${S}`);
  for (const { name, route } of publicPages(ctx)) {
    const res = await probe(ctx, route);
    if (!res) {
      ctx.report.na(S, `${name} HTML gzip`, "≤ 14 KB", `n/a (404) ${route}`);
      ctx.report.na(S, `${name} HTML+CSS gzip`, "≤ 30 KB", `n/a (404) ${route}`);
      continue;
    }
    const html = res.body.toString("utf8");
    const htmlGz = gzipBytes(res);
    let cssGz = 0;
    let cssRaw = 0;
    const sheets = stylesheetHrefs(html);
    for (const href of sheets) {
      const css = await rawGet(new URL(href, ctx.app.url).toString());
      cssGz += gzipBytes(css);
      cssRaw += css.body.length;
    }
    const encoding = res.headers["content-encoding"] ?? "none (gzip computed)";
    ctx.report.check(S, `${name} HTML gzip`, kb(htmlGz), {
      max: 14,
      unit: "KB",
      digits: 1,
      note: `${route}; ${kb(res.body.length).toFixed(1)} KB raw, ${kb(gzipSize(res.body)).toFixed(1)} KB if gzipped in one piece; status ${res.status}; content-encoding ${encoding}`,
    });
    ctx.report.check(S, `${name} HTML+CSS gzip`, kb(htmlGz + cssGz), {
      max: 30,
      unit: "KB",
      digits: 1,
      note: `CSS ${kb(cssGz).toFixed(1)} KB gzip (${kb(cssRaw).toFixed(1)} KB raw) in ${sheets.length} sheet(s)`,
    });
  }

  // Phone viewport, JS off and on: record every request and look for images and video.
  const browser = await launchChromium();
  try {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled,
      });
      for (const { name, route } of publicPages(ctx)) {
        const page = await context.newPage();
        const media: string[] = [];
        let requests = 0;
        const finished: Promise<{ type: string }>[] = [];
        page.on("request", (r) => {
          requests++;
          if (["image", "media"].includes(r.resourceType()))
            media.push(`${r.resourceType()} ${new URL(r.url()).pathname}`);
        });
        page.on("requestfinished", (r) => finished.push(Promise.resolve({ type: r.resourceType() })));
        const response = await page.goto(ctx.app.url + route, { waitUntil: "load" });
        if (!response || response.status() === 404) {
          ctx.report.na(
            S,
            `${name} images/video on 375×667 (JS ${javaScriptEnabled ? "on" : "off"})`,
            "≤ 0 files",
            `n/a (404) ${route}`,
          );
          await page.close();
          continue;
        }
        await page.waitForLoadState("networkidle").catch(() => {});
        await page.mouse.wheel(0, 5000).catch(() => {});
        await page.waitForTimeout(300);
        // What the browser actually fetched, by kind (with JS off: no scripts, despite the preloads).
        const done = await Promise.all(finished);
        const byType = new Map<string, number>();
        for (const f of done) byType.set(f.type, (byType.get(f.type) ?? 0) + 1);
        const downloaded = [...byType].map(([t, n]) => `${n} ${t}`).join(", ");
        ctx.report.check(S, `${name} images/video on 375×667 (JS ${javaScriptEnabled ? "on" : "off"})`, media.length, {
          max: 0,
          unit: "files",
          digits: 0,
          note: `${media.length ? media.join(", ") : "none"}; fetched ${downloaded} (${requests} requests made)`,
        });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
