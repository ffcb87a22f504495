// Renders the landing page's hero loop (public/media/hero-loop.webm) and its poster
// (public/media/hero-poster.jpg) in headless Chromium: a canvas animation of a network of local
// chapters lighting up and linking, recorded with MediaRecorder. Self-made, so no licence questions
// and no third-party embed. Run: node scripts/make-hero-media.mjs
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const OUT = path.join(process.cwd(), "public", "media");
const SECONDS = 8;

const page_html = `<!doctype html><html><body style="margin:0;background:#0f172a">
<canvas id="c" width="960" height="540"></canvas>
<script>
const W = 960, H = 540, T = ${SECONDS};
const c = document.getElementById("c"), g = c.getContext("2d");
// Deterministic "chapters" scattered over a loose map-like area.
let s = 7; const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
const nodes = Array.from({ length: 46 }, () => ({
  x: 70 + rnd() * (W - 140), y: 60 + rnd() * (H - 120), phase: rnd(), r: 2.5 + rnd() * 3,
}));
const links = [];
for (let i = 0; i < nodes.length; i++) {
  const d = nodes.map((n, j) => [j, Math.hypot(n.x - nodes[i].x, n.y - nodes[i].y)]).sort((a, b) => a[1] - b[1]);
  for (const [j, dist] of d.slice(1, 3)) if (dist < 190 && i < j) links.push([i, j]);
}
function frame(t) { // t in [0, 1): everything is periodic, so the loop is seamless
  const grad = g.createLinearGradient(0, 0, W, H);
  grad.addColorStop(0, "#0f172a"); grad.addColorStop(1, "#1e293b");
  g.fillStyle = grad; g.fillRect(0, 0, W, H);
  for (const [i, j] of links) {
    const a = nodes[i], b = nodes[j];
    const k = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t + a.phase));
    g.strokeStyle = "rgba(148,163,184," + (0.12 + 0.25 * k) + ")"; g.lineWidth = 1;
    g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
    // A pulse travelling along the link.
    const p = (t * 2 + a.phase) % 1;
    g.fillStyle = "rgba(248,113,113," + (0.7 * k) + ")";
    g.beginPath(); g.arc(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, 1.6, 0, 7); g.fill();
  }
  for (const n of nodes) {
    const k = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t + n.phase));
    g.fillStyle = "rgba(220,38,38," + (0.15 + 0.2 * k) + ")";
    g.beginPath(); g.arc(n.x, n.y, n.r * (2.2 + 1.5 * k), 0, 7); g.fill();
    g.fillStyle = "#fecaca"; g.beginPath(); g.arc(n.x, n.y, n.r, 0, 7); g.fill();
  }
}
window.poster = () => { frame(0); return c.toDataURL("image/jpeg", 0.8); };
window.record = () => new Promise((resolve) => {
  const stream = c.captureStream(30);
  const rec = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp9", videoBitsPerSecond: 450000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  rec.onstop = async () => {
    const buf = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
    let bin = ""; const bytes = new Uint8Array(buf);
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    resolve(btoa(bin));
  };
  const start = performance.now();
  rec.start();
  (function tick() {
    const el = (performance.now() - start) / 1000;
    if (el >= T) { rec.stop(); return; }
    frame((el / T) % 1);
    requestAnimationFrame(tick);
  })();
});
</script></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
await page.setContent(page_html);
fs.mkdirSync(OUT, { recursive: true });
const poster = await page.evaluate(() => window.poster());
fs.writeFileSync(path.join(OUT, "hero-poster.jpg"), Buffer.from(poster.split(",")[1], "base64"));
const video = await page.evaluate(() => window.record());
fs.writeFileSync(path.join(OUT, "hero-loop.webm"), Buffer.from(video, "base64"));
await browser.close();
for (const f of ["hero-poster.jpg", "hero-loop.webm"]) {
  console.log(f, fs.statSync(path.join(OUT, f)).size, "bytes");
}
