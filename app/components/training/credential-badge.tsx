import { useT } from "~/i18n/react";
import { STATUS_BADGE, type ReadinessCell } from "~/models/credential.schema";
import { CREDENTIAL_STATUS_KEYS } from "./labels";

/** A credential status as a coloured badge with the word (colour is never the only cue). */
export function CredentialBadge({ status }: { status: ReadinessCell }) {
  const { t } = useT();
  return <span className={STATUS_BADGE[status]}>{t(CREDENTIAL_STATUS_KEYS[status])}</span>;
}
