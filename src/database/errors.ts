import { APIError } from 'payload'

/**
 * The database could not take a write in time (a long queue, or another process holding the
 * lock). Nothing was written; the client may try again. Payload's REST API and our handlers answer
 * 503 with Retry-After.
 */
export class DatabaseBusyError extends APIError {
  readonly retryAfterSeconds = 5

  constructor(waitedMs: number) {
    super(`The database did not accept a write within ${waitedMs} ms.`, 503)
    this.name = 'DatabaseBusyError'
  }
}

/** A transaction's commit failed after its work had run: nothing of it was stored. */
export class CommitFailedError extends APIError {
  readonly retryAfterSeconds = 5

  constructor(cause: unknown) {
    super(
      `The database did not commit: ${cause instanceof Error ? cause.message : String(cause)}`,
      503,
    )
    this.name = 'CommitFailedError'
    this.cause = cause
  }
}

/** Whether an error means "stored nothing, try again later" rather than a bug or bad input. */
export function isTemporaryDatabaseFailure(
  error: unknown,
): error is DatabaseBusyError | CommitFailedError {
  return error instanceof DatabaseBusyError || error instanceof CommitFailedError
}
