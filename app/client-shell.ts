// The modules root loads on every page, listed so that every route's browser module uses them alike
// (decision 080). The browser build re-exports `clientShell` from every route (a patch to Remix's
// compiler, patches/@remix-run+dev+2.17.5.patch): esbuild puts a module in one chunk per set of
// routes that use it, and each of these was used by root and a different handful of routes, so each
// was a chunk of its own, requested by every page (twelve requests of 91 bytes to 3.7 KB each).
// Used by every route, they share one chunk. Every page loaded all of them before (root imports
// them), so no page loads more code than it did. Keep this list to what root loads: a module root
// does not load would be downloaded by every page. tests/unit/client-shell.test.ts holds it to that.
import * as dialogLink from "~/components/dialog-link";
import * as enhancedField from "~/components/enhanced-field";
import * as errorBoundary from "~/components/error-boundary";
import * as shellIcons from "~/components/shell-icons";
import * as toaster from "~/components/toaster";
import * as useCloseOnNavigate from "~/components/use-close-on-navigate";
import * as waitlistFormLazy from "~/components/waitlist-form-lazy";
import * as i18nConfig from "~/i18n/config";
import * as i18nReact from "~/i18n/react";
import * as translate from "~/i18n/translate";
import * as enhanced from "~/utils/enhanced";
import * as eventTimeFormat from "~/utils/event-time-format";
import * as pageMeta from "~/utils/page-meta";
import * as useHydrated from "~/utils/use-hydrated";

export const clientShell = [
  dialogLink,
  enhancedField,
  errorBoundary,
  shellIcons,
  toaster,
  useCloseOnNavigate,
  waitlistFormLazy,
  i18nConfig,
  i18nReact,
  translate,
  enhanced,
  eventTimeFormat,
  pageMeta,
  useHydrated,
];
