import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { STATUS_BADGE, type ReadinessCell } from "~/models/credential.schema";
import { CREDENTIAL_STATUS_KEYS } from "./labels";

/**
 * A credential status as a coloured badge with the word (colour is never the only cue), with the
 * `t` the caller already holds: the readiness grid renders hundreds of them, and a `useT` per cell
 * was a measurable share of the page.
 */
export function credentialBadge(t: TFunction, status: ReadinessCell) {
  return <span className={STATUS_BADGE[status]}>{t(CREDENTIAL_STATUS_KEYS[status])}</span>;
}

/** A credential status as a coloured badge with the word (colour is never the only cue). */
export function CredentialBadge({ status }: { status: ReadinessCell }) {
  const { t } = useT();
  return credentialBadge(t, status);
}
