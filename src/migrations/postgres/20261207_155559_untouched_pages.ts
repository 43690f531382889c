import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteUntouchedPages' BEFORE 'deleteExpiredAuditEntries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteUntouchedPages' BEFORE 'deleteExpiredAuditEntries';
  ALTER TABLE "pages" ADD COLUMN "untouched" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_untouched" boolean DEFAULT false;
  CREATE INDEX "pages_untouched_idx" ON "pages" USING btree ("untouched");
  CREATE INDEX "_pages_v_version_version_untouched_idx" ON "_pages_v" USING btree ("version_untouched");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles', 'sendEmail', 'notifyOverdue', 'recordTranslationGaps', 'deleteExpiredAuditEntries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles', 'sendEmail', 'notifyOverdue', 'recordTranslationGaps', 'deleteExpiredAuditEntries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_untouched_idx";
  DROP INDEX "_pages_v_version_version_untouched_idx";
  ALTER TABLE "pages" DROP COLUMN "untouched";
  ALTER TABLE "_pages_v" DROP COLUMN "version_untouched";`)
}
