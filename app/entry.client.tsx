import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { catalogueScriptSrc, missingCatalogues, referencedCatalogues } from "./i18n/catalogue-ref";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

function loadScript(src: string) {
  return new Promise<void>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = script.onerror = () => resolve();
    document.head.appendChild(script);
  });
}

/**
 * The document's catalogue scripts (decision 039) ran before this one, unless one failed to load (a
 * dropped connection, or offline with no kept copy): it is asked for once more. Without its texts
 * the page is not hydrated: it stays the server's page, which works as it does without JavaScript,
 * rather than turning its texts into keys.
 */
async function start() {
  const loaderData = (window as { __remixContext?: { state?: { loaderData?: Record<string, unknown> } } })
    .__remixContext?.state?.loaderData;
  const missing = missingCatalogues(referencedCatalogues(Object.values(loaderData ?? {})));
  if (missing.length) await Promise.all(missing.map((id) => loadScript(catalogueScriptSrc(id))));
  if (missing.length && missingCatalogues(missing).length) {
    console.error("Catalogue scripts did not load; the page stays as the server rendered it.", missing);
    return;
  }
  hydrate();
}

void start();
