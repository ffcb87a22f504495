import { Form, useLocation } from "@remix-run/react";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/config";
import { useT } from "~/i18n/react";

/** One button per language: a plain POST to /language, so it works without JS and for visitors. */
export function LanguageSwitcher() {
  const { t, lang } = useT();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/language"
      className="flex flex-wrap items-center gap-2 text-sm"
      aria-labelledby="language-switcher-label"
    >
      <span id="language-switcher-label">{t("common.language.label")}</span>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="submit"
          name="lng"
          value={code}
          lang={code}
          aria-pressed={code === lang}
          className={code === lang ? "rounded px-2 py-1 font-semibold underline" : "link rounded px-2 py-1"}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </Form>
  );
}
