// @ts-check
import { hostname } from 'node:os'

import { pino } from 'pino'
import pretty from 'pino-pretty'

import { settings } from '../settings.mjs'

import { processWide } from './processWide.mjs'
import { currentRequestId } from './requestContext.mjs'

/**
 * The server's log: one JSON object per line on stdout (what log collectors read; at a terminal,
 * readable lines instead, as Payload writes them), with the
 * request's id on every line written while a request runs. Payload logs through it too
 * (src/payload.config.ts) when the server runs; its CLI steps keep Payload's readable lines.
 * Level: LOG_LEVEL (default `info`). Nothing personal is logged: no bodies, no query strings, no
 * file names; a line that must name a submission names its reference.
 */
function create() {
  return pino(
    {
      level: settings.logLevel,
      // Which instance wrote the line, when several send their logs to one place.
      base: { service: 'rafeef-site', hostname: hostname(), pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    // Someone watching `npm start` at a terminal reads lines, not objects.
    process.stdout.isTTY
      ? pretty({
          colorize: true,
          ignore: 'pid,hostname,service',
          translateTime: 'SYS:HH:MM:ss',
          sync: true,
        })
      : undefined,
  )
}

/** @returns {import('pino').Logger} one logger for the process (the app's bundle shares it) */
export const serverLogger = () => processWide('logger', create)
