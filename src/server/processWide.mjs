// @ts-check

/**
 * The process's shared state, in one registry. server.mjs loads the server's modules as they are,
 * and Next bundles the app's routes apart, each bundle with its own copy of the modules it uses: a
 * value kept in a module would exist once per copy. Each value below is kept under a global symbol
 * instead, made by whichever copy asks first. No other code keeps state on `globalThis`
 * (eslint.config.mjs forbids it).
 *
 * @typedef {'logger'           // the log (logger.mjs)
 *   | 'metrics'                // the Prometheus registry and its series (metrics.mjs)
 *   | 'workLane'               // where /metrics reads the work lane's state (metrics.mjs)
 *   | 'requestContext'         // the id of the request a log line is written in (requestContext.mjs)
 *   | 'internalToken'          // what marks the server's requests to itself (internalRequests.mjs)
 *   | 'startedByServer'        // whether server.mjs started the app (startedBy.mjs)
 *   | 'knownNames'             // the names the app publishes for the server (knownAddresses.mjs)
 *   | 'staffSessionCheck'      // how the server tells a staff session (staffSessions.mjs)
 *   | 'knownNamesInstance'     // this process's name among the instances (content/knownNames.ts)
 *   | 'knownNamesListing'      // whether this process keeps the lists (content/knownNames.ts)
 *   | 'storedFiles'            // the stored files last read and just saved (content/storedFiles.ts)
 *   | 'redis'                  // the connection to REDIS_URL (utilities/redis.ts)
 *   | 'searchIndex'            // the site search's index (features/search/site.ts)
 * } Slot
 */

/**
 * @template T
 * @param {Slot} name
 * @param {() => T} create called once, by whichever copy asks first
 * @returns {T}
 */
export function processWide(name, create) {
  const key = Symbol.for(`rafeef.${name}`)
  // eslint-disable-next-line no-restricted-globals -- the registry itself
  if (!Reflect.has(globalThis, key)) Reflect.set(globalThis, key, create())
  // eslint-disable-next-line no-restricted-globals -- the registry itself
  return Reflect.get(globalThis, key)
}
