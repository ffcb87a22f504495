/** One outgoing message as a channel sees it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** Kept on the outbox row when there is no SMTP (the outbox then never holds a message twice). */
  dedupeKey?: string | null;
}

export interface OutgoingSms {
  to: string;
  body: string;
  kind: string;
}

/**
 * A delivery failure. `permanent` ones (a malformed number, a refused address) are not retried;
 * everything else (network, 5xx, 429) is retried with backoff.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.name = "DeliveryError";
    this.permanent = permanent;
  }
}
