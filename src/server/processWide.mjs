// @ts-check

/**
 * One value for the whole process, kept under a global symbol: server.mjs loads the server's
 * modules as they are and the app's bundle loads copies of its own, and both must share the
 * value (the log, the metrics, the request context).
 *
 * @template T
 * @param {string} name
 * @param {() => T} create called once, by whichever copy asks first
 * @returns {T}
 */
export function processWide(name, create) {
  const key = Symbol.for(`rafeef.${name}`)
  if (!Reflect.has(globalThis, key)) Reflect.set(globalThis, key, create())
  return Reflect.get(globalThis, key)
}
