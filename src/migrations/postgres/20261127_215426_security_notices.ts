import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Notices to an account's owner about changes to how it signs in (emails of kind 'security'). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'security';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older enum has no place for these notices.
  await db.execute(sql`
   DELETE FROM "emails" WHERE "kind" = 'security';
   ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('acknowledgement', 'staff', 'status', 'overdue');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";`)
}
