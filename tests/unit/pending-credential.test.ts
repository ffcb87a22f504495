// The training review page writes each pending credential's heading and facts as HTML strings
// inside the <h2> and <dl> React renders (`PendingCredentialCard`,
// app/components/training/pending-credential.tsx, decision 044); they must be, byte for byte, what
// `PendingCredentialCardElements` renders element by element, in every language and for every shape.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { useId } from "react";
import {
  PendingCredentialCard,
  PendingCredentialCardElements,
  type PendingCredential,
} from "~/components/training/pending-credential";
import { LANGUAGES } from "~/i18n/config";
import { renderInLanguage } from "../helpers/render-in-router";

const NAMES = ["Ana Torres", `Tom & Jerry's "<b>crew</b>"`, "Peñasco Ñandú", "", "<script>alert('x')</script>"];
const TYPES = ["CERT Basic Training", "CPR/AED", "First Aid", "Amateur radio licence", `Ham & "radio" <2>`, ""];

/** Every name and type (seeded ones translated, others as written), with and without expiry, certificate and proof. */
function credentials(): PendingCredential[] {
  const out: PendingCredential[] = [];
  let i = 0;
  for (const memberName of NAMES) {
    for (const typeName of TYPES) {
      out.push({
        id: `c-${i}${i % 4 === 0 ? " +/?&#=é\"'" : ""}`,
        memberName,
        memberEmail: "a@example.org",
        typeName,
        issuedOn: `2026-0${1 + (i % 9)}-1${i % 10}`,
        expiresOn: i % 3 === 0 ? null : `2028-1${i % 3}-0${1 + (i % 9)}`,
        certificateNumber: i % 4 === 1 ? null : i % 4 === 2 ? "" : `CERT-${i} <&>`,
        hasProof: i % 2 === 0,
      });
      i++;
    }
  }
  return out;
}

/** A form after the facts with an id of its own, as the page's reject form has (`useId`). */
function Forms() {
  const id = useId();
  return createElement("form", null, createElement("label", { htmlFor: id }, "Reason"), createElement("input", { id }));
}

const list = (component: typeof PendingCredentialCard, items: PendingCredential[]) =>
  createElement(
    "ul",
    null,
    items.map((c) => createElement(component, { key: c.id, c, children: createElement(Forms) })),
  );

describe("a pending credential's heading and facts as HTML strings", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders element by element, in ${lang}`, async () => {
      const items = credentials();
      const expected = await renderInLanguage(list(PendingCredentialCardElements, items), lang, ["common", "training"]);
      const written = await renderInLanguage(list(PendingCredentialCard, items), lang, ["common", "training"]);
      expect(written).toBe(expected);
      // Not vacuous: every card, the escaped texts, a translated type, the proof link and its absence.
      expect(expected.match(/<h2 /g)).toHaveLength(items.length);
      expect(expected).toContain("Tom &amp; Jerry&#x27;s &quot;&lt;b&gt;crew&lt;/b&gt;&quot;<!-- -->: <!-- -->");
      expect(expected).toContain('target="_blank" rel="noreferrer">');
      expect(expected).toContain('<span class="sr-only"> <!-- -->');
      expect(expected).toContain("CERT-0 &lt;&amp;&gt;");
      expect(expected).toContain("<dd>—</dd>");
      expect(expected).toContain("<dd></dd>");
      // The forms after the facts keep their ids (the same children in the same places).
      expect(expected.match(/<input id=":R/g)).toHaveLength(items.length);
    });
  }
});
