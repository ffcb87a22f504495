// What a request must be before Remix sees it, checked in this one place for every route
// (docs/security.md): a known method, a write from this site only, a body of a type the route reads
// and no larger than its cap, read whole here. Each refusal is answered at once, as JSON for the
// API and Remix's data requests, else as a small page in the reader's language (`renderPage`).
import { Buffer } from "node:buffer";

/** Every method a route of this app answers; anything else (TRACE, CONNECT, PROPFIND...) is a 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every form and JSON payload of the app fits in a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Larger bodies, by path. The credential form carries a proof file of up to 5 MB: its own parser
 * answers a 5-8 MB file with a field error on the page; beyond 8 MB the cap here answers 413.
 */
export const LARGE_BODY_PATHS = new Map([["/dashboard/training/new", 8 * 1024 * 1024]]);
/** A refused body is read and thrown away up to this much, so the client can read the 413. */
const DISCARD_LIMIT = 16 * 1024 * 1024;

/** The English words of each refusal: the API's `error`, and the page's key in the catalogues. */
export const REFUSALS = {
  method: { status: 405, error: "Method not allowed." },
  crossSite: { status: 403, error: "Cross-site request refused." },
  mediaType: { status: 415, error: "Unsupported content type." },
  tooLarge: { status: 413, error: "Request body too large." },
  malformed: { status: 400, error: "The request body could not be read." },
};

/** The API and Remix's own data requests (fetchers, `?_data=`) get JSON; documents get a page. */
export function wantsJson(req) {
  if (req.path.startsWith("/api/")) return true;
  return new URL(req.originalUrl, "http://x").searchParams.has("_data");
}

function mediaType(req) {
  return (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The body types a route reads: the API reads JSON; pages read what an HTML form sends. */
function acceptedType(req, type) {
  if (req.path.startsWith("/api/")) return type === "application/json";
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/** host[:port] of a URL, or null for "null" or a value that is not a URL. */
function hostOf(value) {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A write comes from this site when its Origin (else its Referer) names this host. Neither header
 * (a non-browser client, or a browser told to send none) passes: without them a browser carries no
 * cookie across sites anyway (SameSite=Lax), and bearer-token clients send none.
 */
export function fromThisSite(req, allowedHosts) {
  const origin = req.get("origin");
  const source = origin !== undefined ? origin : req.get("referer");
  if (source === undefined || source === "") return true;
  const host = hostOf(source);
  if (!host) return false;
  const own = new Set(allowedHosts);
  const header = req.get("host");
  if (header) own.add(header.toLowerCase());
  // Behind TRUST_PROXY hops the proxy may pass the public host on; Express reads it as req.hostname.
  const forwarded = req.app.get("trust proxy") ? req.get("x-forwarded-host") : undefined;
  if (forwarded) own.add(forwarded.split(",")[0].trim().toLowerCase());
  return own.has(host);
}

/** A multipart body read whole must end with its closing boundary; a truncated one does not. */
function completeMultipart(req, body) {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get("content-type") ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return false;
  return body.includes(`--${boundary}--`, 0, "latin1");
}

/**
 * @param {{
 *   refuse: (req: import("express").Request, res: import("express").Response, refusal: { status: number, error: string }) => void,
 *   allowedHosts?: string[],
 *   maxBodyBytes?: number,
 * }} options `refuse` answers a refusal (index.js: JSON or the page); `allowedHosts` are extra
 * host[:port] values a write may come from (APP_URL's).
 * @returns {import("express").RequestHandler}
 */
export function requestGuard({ refuse, allowedHosts = [], maxBodyBytes = MAX_BODY_BYTES }) {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return discardThenRefuse(req, res, refuse, REFUSALS.method);
    }
    if (!WRITES.has(req.method)) return next();
    if (!fromThisSite(req, allowedHosts)) return discardThenRefuse(req, res, refuse, REFUSALS.crossSite);

    const limit = LARGE_BODY_PATHS.get(req.path) ?? maxBodyBytes;
    const declared = req.get("content-length");
    const hasBody = req.get("transfer-encoding") !== undefined || (declared !== undefined && declared !== "0");
    if (!hasBody) {
      req.bufferedBody = Buffer.alloc(0);
      return next();
    }
    const type = mediaType(req);
    if (!acceptedType(req, type)) return discardThenRefuse(req, res, refuse, REFUSALS.mediaType);
    if (declared !== undefined && Number(declared) > limit) {
      return discardThenRefuse(req, res, refuse, REFUSALS.tooLarge);
    }

    const chunks = [];
    let size = 0;
    let refused = false;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        req.off("data", onData);
        req.off("end", onEnd);
        discardThenRefuse(req, res, refuse, REFUSALS.tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      if (type === "multipart/form-data" && !completeMultipart(req, body)) {
        return refuse(req, res, REFUSALS.malformed);
      }
      req.bufferedBody = body;
      next();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    // A client that goes away mid-body gets no answer; nothing half-read reaches a route.
    req.on("aborted", () => req.destroy());
  };
}

/**
 * Reads the rest of the body into nothing (up to DISCARD_LIMIT), then answers and closes the
 * connection. Answering before the client has finished sending raced with that close: a client
 * still uploading saw the connection reset ("terminated") instead of the 413. Past the limit the
 * connection is cut.
 */
function discardThenRefuse(req, res, refuse, refusal) {
  res.setHeader("Connection", "close");
  let discarded = 0;
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    refuse(req, res, refusal);
  };
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) {
      answer();
      req.destroy();
    }
  });
  req.on("end", answer);
  if (req.readableEnded) answer();
  req.resume();
}
