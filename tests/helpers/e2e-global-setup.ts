import { startSmtpSink } from "./smtp-sink";

/**
 * Starts the SMTP server the app sends to during the e2e run (SMTP_URL points here); every message
 * is written to E2E_MAIL_DIR for tests to read. The app's database is created by the server at start.
 */
export default async function globalSetup() {
  const sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT), process.env.E2E_MAIL_DIR);
  return async () => {
    await sink.close();
  };
}
