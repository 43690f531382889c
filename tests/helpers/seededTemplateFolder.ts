import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's seeded template is made, by the first test file that needs it. */
    seededTemplateFolder: string
  }
}

/** The PostgreSQL template database of the run whose template is in `folder`. */
export function templateDatabaseName(folder: string): string {
  return `rafeef_test_template_${path.basename(folder).replace(/\W/g, '_').toLowerCase()}`
}

/**
 * The integration projects' global set-up: a folder for the run's seeded template
 * (tests/helpers/seededTemplate.ts), removed at the end with the template database made from it.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'rafeef-int-template-'))
  project.provide('seededTemplateFolder', folder)
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    rmSync(`${folder}.lock`, { recursive: true, force: true })
    rmSync(`${folder}.failed`, { force: true })
    const postgresUrl = project.config.env.TEST_POSTGRES_URL
    if (!postgresUrl) return
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabaseName(folder)} WITH (FORCE)`)
    await admin.end()
  }
}
