import type * as z from 'zod/mini'

/**
 * A field's problem that is more than a wrong value, told by the check itself (`params.kind`), so
 * the API answers 413 or 415 for it without reading the message.
 */
export type IssueKind = 'too-large' | 'unsupported-type'

export const tooLarge = { kind: 'too-large' } as const satisfies { kind: IssueKind }
export const unsupportedType = { kind: 'unsupported-type' } as const satisfies { kind: IssueKind }

/** The first issue of each field, keyed by field name: what a form shows and a 400 answer lists. */
function firstIssues(error: z.core.$ZodError): Map<string, z.core.$ZodIssue> {
  const first = new Map<string, z.core.$ZodIssue>()
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !first.has(field)) first.set(field, issue)
  }
  return first
}

/** The first message of each field, keyed by field name: the `errors` of a 400 answer. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  return Object.fromEntries([...firstIssues(error)].map(([field, issue]) => [field, issue.message]))
}

/** What kind of problem the shown messages are: a file too large comes first, then a wrong type. */
export function issueKind(error: z.core.$ZodError): IssueKind | undefined {
  const kinds = [...firstIssues(error).values()].map((issue) =>
    issue.code === 'custom' ? issue.params?.kind : undefined,
  )
  return (
    kinds.find((kind) => kind === tooLarge.kind) ??
    kinds.find((kind) => kind === unsupportedType.kind)
  )
}
