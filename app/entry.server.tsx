import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ensureSessionSweep } from "./access/session-sweep.server";
import { writeSidebarListsAsHtml } from "./components/dashboard/sidebar";
import { writeAnnouncementCardsAsHtml } from "./components/announcements/announcement-card";
import { announcementCardsHtml } from "./components/announcements/announcement-cards-html.server";
import { writeMemberCardsAsHtml } from "./components/dashboard/member-card";
import { writeResourceCardsAsHtml } from "./components/resources/resource-card";
import { resourceCardsHtml } from "./components/resources/resource-cards-html.server";
import { memberCardsHtml } from "./components/dashboard/member-cards-html.server";
import { writeChapterCardsAsHtml } from "./components/dashboard/chapter-card";
import { chapterCardsHtml } from "./components/dashboard/chapter-cards-html.server";
import { writeWaitlistRowsAsHtml } from "./components/dashboard/waitlist-rows";
import { writeRosterRowsAsHtml } from "./components/activations/roster-rows";
import { rosterRowsHtml } from "./components/activations/roster-rows-html.server";
import { writeAttendanceRowsAsHtml } from "./components/events/attendance-rows";
import { attendanceRowsHtml } from "./components/events/attendance-rows-html.server";
import { waitlistRowsHtml } from "./components/dashboard/waitlist-rows-html.server";
import { writeEventCardsAsHtml } from "./components/events/event-card";
import { eventCardsHtml } from "./components/events/event-cards-html.server";
import { sidebarListHtml } from "./components/dashboard/sidebar-html.server";
import { siteFooterHtml, siteHeaderHtml } from "./components/site-chrome-html.server";
import { writeSiteFooterAsHtml } from "./components/site-footer";
import { writeSiteHeaderAsHtml } from "./components/site-header";
import { writeFeatureGridAsHtml } from "./components/landing/feature-grid";
import { writeGuideChatAsHtml } from "./components/guide-chat";
import { featureGridHtml, guideChatIntroHtml } from "./components/landing/landing-html.server";
import { NonceProvider } from "./utils/nonce-provider";
import { startJobs } from "./jobs/index.server";
import {
  cacheHeaders,
  PRIVATE_CACHE_CONTROL,
  SESSION_CACHE_HEADER,
  SESSION_CACHE_SECONDS,
  type CacheHandle,
} from "./utils/cache-control";
import { cspNonce } from "./utils/load-context";

// The Express server's request guard answers refused document requests with this page
// (server/index.js reads it from the build's entry module).
export { requestRefusalPage } from "./flows/request-refusal.server";

const ABORT_DELAY = 5_000;

// Background jobs (message delivery, reminders) start with the server, once per process.
startJobs();

// Expired sessions are deleted at every login and, from here, at start and every hour.
ensureSessionSweep();

// The dashboard sidebar's links are written as one string on the server (decision 043).
writeSidebarListsAsHtml(sidebarListHtml);
// So are the header's and the footer's contents, on every page (decision 053).
writeSiteHeaderAsHtml(siteHeaderHtml);
writeSiteFooterAsHtml(siteFooterHtml);
// And the events list's cards, their RSVP forms as they render before hydration (decision 058).
writeEventCardsAsHtml(eventCardsHtml);
// And the members list's cards, their forms and confirmation links as they render before hydration (decision 063).
writeMemberCardsAsHtml(memberCardsHtml);
// And the Chapters list's cards, Approve and Reject as they render before hydration (decision 074).
writeChapterCardsAsHtml(chapterCardsHtml);
// And the waitlist table's rows, their status forms as they render before hydration (decision 063).
writeWaitlistRowsAsHtml(waitlistRowsHtml);
// And the activation roster's rows, their check-in and count-in forms as they render before hydration (decision 073).
writeRosterRowsAsHtml(rosterRowsHtml);
// And an event's attendance roster rows, their fields as they render before hydration (decision 073).
writeAttendanceRowsAsHtml(attendanceRowsHtml);
// And the announcements list's cards, their email forms as they render before hydration (decision 063).
writeAnnouncementCardsAsHtml(announcementCardsHtml);
// And the resource library's cards (decision 063).
writeResourceCardsAsHtml(resourceCardsHtml);
// And the landing's capability cards and the guide card before its first question (decision 067).
writeFeatureGridAsHtml(featureGridHtml);
writeGuideChatAsHtml(guideChatIntroHtml);

/**
 * React writes the document in many small pieces, and Remix flushes the gzip stream after each one,
 * so a page compresses as dozens of tiny blocks. Gathering what is written in one tick into one
 * chunk keeps the streaming (nothing waits longer than a tick) and roughly halves the gzip size.
 */
function coalescingStream() {
  let parts: Buffer[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const stream: Transform = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      parts.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (!scheduled) {
        scheduled = setImmediate(() => {
          scheduled = null;
          if (parts.length) {
            stream.push(Buffer.concat(parts));
            parts = [];
          }
        });
      }
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      const rest = parts.length ? Buffer.concat(parts) : undefined;
      parts = [];
      callback(null, rest);
    },
  });
  return stream;
}

/** The leaf route's caching handle (publicPage, sessionPage). */
function cacheHandle(context: EntryContext) {
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  return leaf ? (context.routeModules[leaf.route.id]?.handle as CacheHandle | undefined) : undefined;
}

// Security headers (CSP with the nonce, nosniff, Referrer-Policy, ...) come from the Express server
// (server/security-headers.js), for every response; here only what depends on the route.
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = cspNonce(loadContext);
  const callback = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stops a render still waiting on data after ABORT_DELAY (Remix's deferred data then errors).
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [callback]() {
          shellRendered = true;
          const body = coalescingStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const handle = cacheHandle(remixContext);
          if (!responseHeaders.has("Cache-Control")) {
            const headers = cacheHeaders(request, {
              publicPage: handle?.publicPage === true,
              status: responseStatusCode,
            });
            for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
          }
          // Only where server/response-cache.js reads (and removes) it: a GET with a cookie and no token.
          const cacheable =
            request.method === "GET" && request.headers.has("Cookie") && !request.headers.has("Authorization");
          if (handle?.sessionPage && responseStatusCode === 200 && cacheable) {
            responseHeaders.set(SESSION_CACHE_HEADER, String(SESSION_CACHE_SECONDS));
          }
          // Once React has written the whole page, the abort below has nothing left to stop: its
          // timer is cleared rather than left to fire on a finished stream five seconds later.
          body.once("finish", () => clearTimeout(abortTimer));
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
