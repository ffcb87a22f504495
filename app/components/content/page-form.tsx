import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { SubmitRow } from "~/components/events/fields";
import { FormAlert } from "~/components/forms";
import { useT } from "~/i18n/react";

/** The buttons of a page form (catalogue keys): submit, its label while posting, and Cancel. */
export interface SubmitTexts {
  submit: string;
  pending: string;
  cancel: string;
}

/**
 * The frame of a page's own form (a plain post, then the redirect or the page again with its errors):
 * the form-level errors, the fields, and the submit row with Cancel linking to `cancelHref`.
 */
export function PageFormFrame<Schema extends Record<string, unknown>>({
  form,
  texts,
  cancelHref,
  encType,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  texts: SubmitTexts;
  cancelHref: string;
  encType?: "multipart/form-data";
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const { t } = useT();
  return (
    <Form method="post" encType={encType} {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <SubmitRow
        label={t(texts.submit)}
        pendingLabel={t(texts.pending)}
        pending={navigation.state === "submitting"}
        cancelHref={cancelHref}
        cancelLabel={t(texts.cancel)}
      />
    </Form>
  );
}
