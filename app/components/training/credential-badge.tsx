import { STATUS_BADGE, type ReadinessCell } from "~/models/credential.schema";

/** A credential status as a coloured badge with the word (colour is never the only cue). */
export function CredentialBadge({ status }: { status: ReadinessCell }) {
  return <span className={STATUS_BADGE[status]}>{status}</span>;
}
