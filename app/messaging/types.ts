/** One outgoing message as a channel sees it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
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
