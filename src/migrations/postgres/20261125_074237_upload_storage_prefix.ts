import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT 'documents';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "job_application_cvs" ADD COLUMN "prefix" varchar DEFAULT 'job-application-cvs';
  ALTER TABLE "job_application_cvs" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "request_documents" ADD COLUMN "prefix" varchar DEFAULT 'private/request-documents';
  ALTER TABLE "request_documents" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "job_application_cvs" DROP COLUMN "prefix";
  ALTER TABLE "job_application_cvs" DROP COLUMN "_objectkey";
  ALTER TABLE "request_documents" DROP COLUMN "prefix";
  ALTER TABLE "request_documents" DROP COLUMN "_objectkey";`)
}
