const key = Symbol.for('rafeef.expiredTags')
type WithTags = { [key]?: string[] }

function store(): string[] {
  const g = globalThis as WithTags
  return (g[key] ??= [])
}

export function recordExpiredTag(tag: string): void {
  store().push(tag)
}

/** Tags expired since the last call, emptied as they are read. */
export function takeExpiredTags(): string[] {
  return store().splice(0)
}
