import { Link } from "@remix-run/react";
import type { AccessLevel } from "~/db/schema";
import type { ResourceItem } from "~/models/resource.server";
import { OptionalText } from "~/components/dashboard/optional-text";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { Link2 } from "~/components/icons";

export interface ResourceCardData extends Pick<
  ResourceItem,
  "id" | "title" | "description" | "accessLevel" | "fileUrl" | "linkUrl" | "chapterName" | "version"
> {
  /** Pre-formatted in the user's timezone by the loader. */
  updatedLabel: string;
  canEdit: boolean;
}

export const ACCESS_KEYS = {
  Member: "content.resources.access.Member",
  Leader: "content.resources.access.Leader",
  Admin: "content.resources.access.Admin",
} as const;

export const ACCESS_BADGE: Record<AccessLevel, string> = {
  Member: "badge-approved",
  Leader: "badge-pending",
  Admin: "badge-rejected",
};

type FileKind = { label: string; name: (typeof KIND_KEYS)[keyof typeof KIND_KEYS]; className: string };

const KIND_KEYS = {
  link: "content.resources.kind.link",
  pdf: "content.resources.kind.pdf",
  doc: "content.resources.kind.doc",
  ppt: "content.resources.kind.ppt",
  xls: "content.resources.kind.xls",
  file: "content.resources.kind.file",
} as const;

const LINK_KIND: FileKind = {
  // Drawn as lucide's link icon (an emoji renders differently, or as a box, on many phones).
  label: "LINK",
  name: KIND_KEYS.link,
  className: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
};
const OTHER_FILE_KIND: FileKind = {
  label: "FILE",
  name: KIND_KEYS.file,
  className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};
/** The kinds told apart by the file's extension. */
const FILE_KINDS: ReadonlyArray<FileKind & { extensions: readonly string[] }> = [
  {
    extensions: ["pdf"],
    label: "PDF",
    name: KIND_KEYS.pdf,
    className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  },
  {
    extensions: ["doc", "docx"],
    label: "DOC",
    name: KIND_KEYS.doc,
    className: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100",
  },
  {
    extensions: ["ppt", "pptx"],
    label: "PPT",
    name: KIND_KEYS.ppt,
    className: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  },
  {
    extensions: ["xls", "xlsx"],
    label: "XLS",
    name: KIND_KEYS.xls,
    className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  },
];

/** The icon by the file's extension (pdf, doc/docx, ppt/pptx, xls/xlsx, other), or a link icon. */
export function fileKind(fileUrl: string | null): FileKind {
  if (!fileUrl) return LINK_KIND;
  let ext = "";
  try {
    ext = new URL(fileUrl).pathname.split(".").pop()?.toLowerCase() ?? "";
  } catch {
    ext = "";
  }
  return FILE_KINDS.find((k) => k.extensions.includes(ext)) ?? OTHER_FILE_KIND;
}

/**
 * Writes the list's cards as one string, byte for byte what `ResourceCard` renders for each, or null
 * (then React renders them). Set on the server only, by entry.server.tsx
 * (`resource-cards-html.server.ts`, decision 063).
 */
export type ResourceCardsWriter = (resources: readonly ResourceCardData[], t: TFunction) => string | null;
let serverCardsWriter: ResourceCardsWriter | null = null;

export function writeResourceCardsAsHtml(writer: ResourceCardsWriter | null) {
  serverCardsWriter = writer;
}

/**
 * The cards as one string on the server (decision 063, as the events list's cards: decision 058);
 * null in the browser, which renders `ResourceCard`s that hydrate onto the server's elements (the
 * title and edit links keep client navigation).
 */
export function useResourceCardsHtml(resources: readonly ResourceCardData[]) {
  const { t } = useT();
  return serverCardsWriter?.(resources, t) ?? null;
}

export function ResourceCard({ resource }: { resource: ResourceCardData }) {
  const { t } = useT();
  const kind = fileKind(resource.fileUrl);
  const titleId = `resource-${resource.id}-title`;
  const primary = resource.fileUrl
    ? { href: resource.fileUrl, label: t("content.resources.download") }
    : resource.linkUrl
      ? { href: resource.linkUrl, label: t("content.resources.openLink") }
      : { href: `/dashboard/resources/${resource.id}`, label: t("content.resources.view") };
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-3" data-testid="resource-card">
      <div className="flex items-start gap-3">
        <span
          className={`grid h-11 w-11 shrink-0 place-items-center rounded-md text-xs font-bold ${kind.className}`}
          data-testid="resource-icon"
          data-kind={kind.label}
          aria-hidden="true"
        >
          {kind === LINK_KIND ? <Link2 className="h-5 w-5" /> : kind.label}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="[overflow-wrap:anywhere] text-base font-semibold text-slate-900 dark:text-white">
            <Link to={`/dashboard/resources/${resource.id}`} className="hover:underline">
              {resource.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="sr-only">{t(kind.name)}, </span>
            {resource.chapterName ?? t("content.resources.global")}
          </p>
        </div>
        <span className={ACCESS_BADGE[resource.accessLevel]}>{t(ACCESS_KEYS[resource.accessLevel])}</span>
      </div>
      <OptionalText
        text={resource.description}
        className="line-clamp-3 [overflow-wrap:anywhere] text-sm text-slate-700 dark:text-slate-300"
      />
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <span data-testid="resource-version">{t("content.resources.version", { version: resource.version })}</span> ·{" "}
        {t("content.resources.updatedOn", { date: resource.updatedLabel })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <a
          href={primary.href}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-primary"
          aria-label={t("content.resources.newTabLabel", { action: primary.label, title: resource.title })}
        >
          {primary.label}
        </a>
        {resource.fileUrl && resource.linkUrl ? (
          <a
            href={resource.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
            aria-label={t("content.resources.newTabLabel", {
              action: t("content.resources.openLink"),
              title: resource.title,
            })}
          >
            {t("content.resources.openLink")}
          </a>
        ) : null}
        {resource.canEdit ? (
          <Link
            to={`/dashboard/resources/${resource.id}/edit`}
            className="btn-secondary"
            aria-label={t("content.resources.editFor", { title: resource.title })}
          >
            {t("content.resources.edit")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
