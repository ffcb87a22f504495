import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives (in memory and, optionally, as files). */
export function startSmtpSink(port: number, dir?: string) {
  const received: ReceivedMail[] = [];
  if (dir) fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        if (dir) {
          // Written beside and renamed into place, so a test reading the folder never sees half a
          // file (a reader caught one mid-write: "Unexpected end of JSON input", auth.spec, no-js).
          const name = `${Date.now()}-${process.pid}-${counter++}.json`;
          fs.writeFileSync(path.join(dir, `.${name}.part`), JSON.stringify(mail));
          fs.renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
        }
        callback();
      });
    },
  });
  return new Promise<{ received: ReceivedMail[]; port: number; close: () => Promise<void> }>((resolve, reject) => {
    server.once("error", reject);
    // Port 0: the system picks a free one, which `port` reports.
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      // A client that drops its connection (an app server stopping with pooled SMTP connections
      // open) is an error event on the server: without a listener it would end the whole test run.
      server.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code !== "ECONNRESET") console.error("[smtp-sink]", error);
      });
      resolve({
        received,
        port: (server.server.address() as AddressInfo).port,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

/** Messages the e2e SMTP sink of this worker's app has written to E2E_MAIL_DIR (this worker's mail only). */
export function readSinkMail(dir = process.env.E2E_MAIL_DIR!): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as ReceivedMail);
}

/** A message's text with quoted-printable soft breaks joined, so a long line (a link) reads whole. */
export function mailText(raw: string) {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}
