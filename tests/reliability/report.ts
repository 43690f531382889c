import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { onPostgres } from './site'

/**
 * Each test prints what it sent, how it was answered, what was stored and what was left over, and
 * appends the same line to test-results/reliability.txt, where a person reads the figures.
 */
export function report(name: string, figures: Record<string, unknown>): void {
  const line = `[${onPostgres ? 'postgres' : 'sqlite'}] ${name}: ${JSON.stringify(figures)}`
  console.log(line)
  mkdirSync('test-results', { recursive: true })
  appendFileSync(path.join('test-results', 'reliability.txt'), `${line}\n`)
}
