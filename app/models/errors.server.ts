/**
 * Typed refusals thrown by model functions. Pages and the JSON API translate them (status + message);
 * model functions themselves never build a Request or Response.
 */
export class ModelError extends Error {
  readonly status: number;
  readonly fieldErrors?: Record<string, string[]>;
  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The user is signed in but may not do this (403). */
export class ForbiddenError extends ModelError {
  constructor(message = "You do not have permission to do that.") {
    super(403, message);
  }
}

/** The thing does not exist, or the user may not know it exists (404). */
export class NotFoundError extends ModelError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

/** The request is well-formed but the current state refuses it, e.g. an RSVP on a past event (409). */
export class ConflictError extends ModelError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Input that passed the schema but not a rule that needs the database, e.g. a non-approved chapter (400). */
export class InvalidInputError extends ModelError {
  constructor(message: string, fieldErrors?: Record<string, string[]>) {
    super(400, message, fieldErrors);
  }
}

export function isModelError(error: unknown): error is ModelError {
  return error instanceof ModelError;
}
