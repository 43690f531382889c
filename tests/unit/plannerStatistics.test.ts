import { createClient } from '@libsql/client'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gatherPlannerStatistics } from '@/database/plannerStatistics'

let dir: string
beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), 'planner-statistics-'))))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The tracking lookup's shape (src/app/api/service-requests/status/route.ts) on the indexes the
// migrations give service_requests, without the ones this query cannot use.
const schema = `
  CREATE TABLE service_requests (id integer PRIMARY KEY, reference text, type text NOT NULL,
    id_number text, number text, created_at text NOT NULL);
  CREATE UNIQUE INDEX service_requests_reference_idx ON service_requests (reference);
  CREATE INDEX service_requests_type_idx ON service_requests (type);
  CREATE INDEX service_requests_id_number_idx ON service_requests (id_number);
  CREATE INDEX service_requests_number_idx ON service_requests (number);
  CREATE INDEX type_createdAt_idx ON service_requests (type, created_at);`
// 20,000 requests of two types, each ID number sending two.
const rows = `
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
  INSERT INTO service_requests (reference, type, id_number, number, created_at)
  SELECT 'REF-' || i, CASE i % 2 WHEN 0 THEN 'claim' ELSE 'complaint' END, 1000000000 + i / 2,
    'CLM' || i, datetime(1700000000 + i * 60, 'unixepoch') FROM n;`
const lookup = `EXPLAIN QUERY PLAN SELECT id FROM service_requests
  WHERE type = 'claim' AND id_number = '1000000021' AND (number = 'CLM42' OR reference = 'CLM42')
  ORDER BY created_at DESC LIMIT 1`

describe('the query planner statistics', () => {
  it('turn a tracking lookup from a walk over every claim to the rows of one ID number', async () => {
    const client = createClient({ url: `file:${path.join(dir, 'site.db')}` })
    await client.executeMultiple(schema + rows)
    const plan = async () =>
      (await client.execute(lookup)).rows.map((row) => String(row.detail)).join('\n')

    // Without statistics SQLite prefers the index that spares the sort: every claim, by date.
    expect(await plan()).toContain('type_createdAt_idx (type=?)')

    await gatherPlannerStatistics(client)
    expect(await plan()).toContain('service_requests_id_number_idx (id_number=?)')
    client.close()
  })

  it('analyses one table at a time, letting the loop serve others in between', async () => {
    const client = createClient({ url: `file:${path.join(dir, 'tables.db')}` })
    const tables = ['applications', 'pages', 'requests']
    await client.executeMultiple(
      tables
        .map(
          (table) => `CREATE TABLE ${table} (id integer PRIMARY KEY, state text);
            CREATE INDEX ${table}_state_idx ON ${table} (state);
            INSERT INTO ${table} (state) VALUES ('new'), ('done'), ('done');`,
        )
        .join('\n'),
    )
    // Turns of the event loop taken by other work while the statistics are gathered.
    let turns = 0
    let gathering = true
    const otherWork = (async () => {
      while (gathering) {
        turns += 1
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await gatherPlannerStatistics(client).finally(() => (gathering = false))
    await otherWork

    const analysed = await client.execute('SELECT DISTINCT tbl FROM sqlite_stat1 ORDER BY tbl')
    expect(analysed.rows.map((row) => row.tbl)).toEqual(tables)
    expect(turns).toBeGreaterThanOrEqual(tables.length)
    client.close()
  })
})
