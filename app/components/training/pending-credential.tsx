import { FactList } from "~/components/dashboard/fact-list";
import { useT } from "~/i18n/react";
import { credentialTypeName } from "~/models/credential.schema";

/** A credential waiting for review, as the review page's loader sends it. */
export interface PendingCredential {
  id: string;
  memberName: string;
  memberEmail: string;
  typeName: string;
  issuedOn: string;
  expiresOn: string | null;
  certificateNumber: string | null;
  hasProof: boolean;
}

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied.
 * Imported from there, the module joined this page's scripts and split the shared chunk it sits in,
 * one more script for the page to preload (decisions 040, 044).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

type Text = Pick<ReturnType<typeof useT>, "t" | "calendarDate">;

const HEADING_CLASS = "text-base font-semibold";
const FACTS_CLASS = "mt-1 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4";
const TERM_CLASS = "text-slate-600 dark:text-slate-400";

/**
 * A pending credential's card element by element, its forms (`children`) after the heading and
 * facts, as the review page rendered it before `PendingCredentialCard`: the reference that is
 * checked against (tests/unit/pending-credential.test.ts).
 */
export function PendingCredentialCardElements({ c, children }: { c: PendingCredential; children: React.ReactNode }) {
  const { t, calendarDate } = useT();
  return (
    <li className="card">
      <h2 className={HEADING_CLASS}>
        {c.memberName}: {credentialTypeName(t, c.typeName)}
      </h2>
      <FactList
        className={FACTS_CLASS}
        pairClassName=""
        termClassName={TERM_CLASS}
        facts={[
          { label: t("training.col.issued"), value: calendarDate(c.issuedOn) },
          {
            label: t("training.col.expires"),
            value: c.expiresOn ? calendarDate(c.expiresOn) : t("training.doesNotExpire"),
          },
          { label: t("training.col.certificate"), value: c.certificateNumber ?? "—" },
          {
            label: t("training.col.proof"),
            value: c.hasProof ? (
              <a className="link" href={`/dashboard/training/proof/${c.id}`} target="_blank" rel="noreferrer">
                {t("training.review.openProof")}
                <span className="sr-only">
                  {" "}
                  {t("training.review.proofOf", {
                    member: c.memberName,
                    credential: credentialTypeName(t, c.typeName),
                  })}
                </span>
              </a>
            ) : (
              t("training.review.noProof")
            ),
          },
        ]}
      />
      {children}
    </li>
  );
}

/**
 * Adjacent texts as React writes them inside one element: each escaped, an empty one left out, and
 * `<!-- -->` between two that are written next to each other.
 */
function texts(...parts: string[]) {
  let html = "";
  let embedded = false;
  for (const part of parts) {
    if (part === "") continue;
    if (embedded) html += "<!-- -->";
    html += escapeHtml(part);
    embedded = true;
  }
  return html;
}

/**
 * The inner HTML of a pending credential's heading and of its facts (decision 044: the card's
 * parts that hold no form), byte for byte what `PendingCredentialCardElements` renders inside the
 * `<h2>` and the `<dl>`. The proof link opens the file in a new tab; the router never handles it.
 */
export function pendingCredentialHtml(c: PendingCredential, { t, calendarDate }: Text) {
  const credential = credentialTypeName(t, c.typeName);
  const fact = (label: string, value: string) =>
    `<div><dt class="${TERM_CLASS}">${texts(label)}</dt><dd>${value}</dd></div>`;
  const proof = c.hasProof
    ? `<a class="link" href="${escapeHtml(`/dashboard/training/proof/${c.id}`)}" target="_blank" rel="noreferrer">` +
      `${texts(t("training.review.openProof"))}<span class="sr-only">${texts(
        " ",
        t("training.review.proofOf", { member: c.memberName, credential }),
      )}</span></a>`
    : texts(t("training.review.noProof"));
  return {
    heading: texts(c.memberName, ": ", credential),
    facts:
      fact(t("training.col.issued"), texts(calendarDate(c.issuedOn))) +
      fact(t("training.col.expires"), texts(c.expiresOn ? calendarDate(c.expiresOn) : t("training.doesNotExpire"))) +
      fact(t("training.col.certificate"), texts(c.certificateNumber ?? "—")) +
      fact(t("training.col.proof"), proof),
  };
}

/**
 * A pending credential's card on the review page: the heading and the facts written as HTML
 * strings inside the `<h2>` and `<dl>` React renders (decision 044), the forms (`children`: verify,
 * reject with a reason) React components after them, in the same places as in
 * `PendingCredentialCardElements` (so their `useId` ids are the same). 25 cards of a dozen elements
 * and translations each were a measurable share of the review page's server CPU
 * (docs/performance.md, tenth session: hours).
 */
export function PendingCredentialCard({ c, children }: { c: PendingCredential; children: React.ReactNode }) {
  const html = pendingCredentialHtml(c, useT());
  return (
    <li className="card">
      <h2 className={HEADING_CLASS} dangerouslySetInnerHTML={{ __html: html.heading }} />
      <dl className={FACTS_CLASS} dangerouslySetInnerHTML={{ __html: html.facts }} />
      {children}
    </li>
  );
}
