/**
 * The one refusal type. Models throw it; pages and the API translate it once each
 * (`app/flows/respond.server.ts`), so the same action gets the same answer by page and by API.
 */
export type AccessErrorKind = "unauthenticated" | "forbidden" | "not_found" | "invalid" | "conflict";

export const STATUS_OF: Record<AccessErrorKind, 400 | 401 | 403 | 404 | 409> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
};

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal whose words are built from values (a name, a count): its catalogue key and those values,
 * so a page can say it in the reader's language. The English `message` stays what the API answers.
 */
export type RefusalText = { key: string; values: Record<string, string | number> };

export class AccessError extends Error {
  readonly kind: AccessErrorKind;
  readonly fieldErrors?: FieldErrors;
  readonly text?: RefusalText;
  constructor(kind: AccessErrorKind, message: string, fieldErrors?: FieldErrors, text?: RefusalText) {
    super(message);
    this.name = "AccessError";
    this.kind = kind;
    this.fieldErrors = fieldErrors;
    this.text = text;
  }
  get status() {
    return STATUS_OF[this.kind];
  }
}

export const forbidden = (message = "You do not have permission to do that.") => new AccessError("forbidden", message);
export const notFound = (message = "Not found") => new AccessError("not_found", message);
export const invalid = (message: string, fieldErrors?: FieldErrors) => new AccessError("invalid", message, fieldErrors);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new AccessError("conflict", message, fieldErrors);

/**
 * A refusal built from values: the English message for the API and the catalogue key (in the
 * `validation` namespace, with `{{placeholders}}` for the values) that pages show instead.
 */
export const refusal = (kind: AccessErrorKind, message: string, key: string, values: RefusalText["values"]) =>
  new AccessError(kind, message, undefined, { key, values });

export function isAccessError(error: unknown): error is AccessError {
  return error instanceof AccessError;
}
