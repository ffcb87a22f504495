import crypto from "node:crypto";
import { Transform } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./utils/nonce-provider";
import { RESPONSE_CACHE_HEADER, type ResponseCacheHandle } from "./utils/response-cache";

const ABORT_DELAY = 5_000;

function securityHeaders(headers: Headers, nonce?: string) {
  const scripts = nonce ? `'self' 'nonce-${nonce}'` : "'self'";
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src ${scripts}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "media-src 'self' https:",
      "connect-src 'self'",
      "font-src 'self'",
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
      "form-action 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.delete("X-Powered-By");
  if (process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

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

/** Seconds the server's response cache may reuse this document: the leaf route's handle says. */
function responseCacheSeconds(request: Request, status: number, context: EntryContext) {
  if (request.method !== "GET" || status !== 200) return 0;
  const matches = context.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as ResponseCacheHandle | undefined) : undefined;
  return handle?.responseCache ?? 0;
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  securityHeaders(response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = crypto.randomBytes(16).toString("base64");
  const callback = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
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
          securityHeaders(responseHeaders, nonce);
          const cacheSeconds = responseCacheSeconds(request, responseStatusCode, remixContext);
          if (cacheSeconds > 0) responseHeaders.set(RESPONSE_CACHE_HEADER, String(cacheSeconds));
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
