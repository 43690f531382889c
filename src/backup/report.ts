/** Sizes as an operator reads them. */
export const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Ends a backup command with a message instead of a stack: what went wrong and what to do. */
export function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}
