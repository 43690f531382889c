import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Joins two lines of migrations made side by side (upload storage's columns, and the emails'
 * tables): nothing to change, as `upload_storage_prefix` already made those columns. Its snapshot
 * holds the schema with both, so the next `migrate:create` compares against the whole of it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
