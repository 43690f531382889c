import { FieldError } from './FieldError'

/**
 * Room for one line of error under every field, kept even when empty. Errors appear when a field
 * is left; without the room, the message pushed the submit button down between the press and the
 * release of a click, and the click was lost.
 */
export function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return <div className="min-h-6">{error ? <FieldError id={id} message={error} /> : null}</div>
}
