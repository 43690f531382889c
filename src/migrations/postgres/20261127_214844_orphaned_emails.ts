import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Emails about a record used to be deleted after the record, by when the database had already
 * cleared their link to it: deleted requests, messages and applications (on retention or erasure)
 * left their emails behind, unlinked. An email of these kinds is always about one record, so one
 * that names none is such a leftover, and goes now as it should have then.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`DELETE FROM "emails" WHERE "kind" IN ('acknowledgement', 'staff', 'status') AND "service_request_id" IS NULL AND "job_application_id" IS NULL AND "contact_message_id" IS NULL;`,
  )
}

/** What was deleted named nobody's record and is not brought back. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
