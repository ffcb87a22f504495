import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction, SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { useActionReply } from "~/components/dashboard/post-form";
import { PageHeader } from "~/components/dashboard";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

/** A form page's texts: catalogue keys of its heading, its way back and the line under the heading. */
export interface FormPageTexts {
  title: string;
  back: string;
  intro: string;
}

/** What `formPageData` (flows/form-page.server.ts) sends for the page around the form. */
interface FormPageData {
  texts: FormPageTexts;
  backTo: string;
  /** The heading's placeholders (what is edited). */
  values?: Record<string, string | number>;
}

type FormProps<Loader> = SerializeFrom<Loader> extends { form: infer Props extends object } ? Props : never;
type LastResult = { lastResult?: SubmissionResult<string[]> | null };

/**
 * The page of a form route (its loader returns `formPageData`): a way back, the heading (with `Actions`
 * beside it, drawn from the form's props), and `Form` in a card, rendered with the loader's form
 * props and the action's errors. `Loader` ties `Form` to what the loader sends.
 */
export function formPage<Loader>(
  Form: React.ComponentType<FormProps<Loader> & LastResult>,
  Actions?: React.ComponentType<FormProps<Loader>>,
) {
  return function FormRoutePage() {
    const { form, page } = useLoaderData() as unknown as { form: FormProps<Loader>; page: FormPageData };
    const lastResult = useActionReply();
    const { t } = useT();
    return (
      <div className="max-w-2xl">
        <BackLink to={page.backTo}>← {t(page.texts.back)}</BackLink>
        <PageHeader
          title={t(page.texts.title, page.values)}
          description={t(page.texts.intro, page.values)}
          actions={Actions ? <Actions {...form} /> : null}
        />
        <div className="card">
          <Form {...form} lastResult={lastResult} />
        </div>
      </div>
    );
  };
}

/** A form route's `meta`: the title its loader sent, or the English one on an error page. */
export function formMeta(english: string): MetaFunction {
  return ({ data }) => pageMeta((data as { title?: string } | undefined)?.title ?? english);
}
