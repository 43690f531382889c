import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'data-search';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'data-export';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'data-erasure';
  CREATE TABLE "erased_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "job_applications" ADD COLUMN "person_email" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "person_phone" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "person_email" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "person_phone" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "person_passport" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "person_email" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "person_phone" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erased_records_id" integer;
  CREATE INDEX "erased_records_updated_at_idx" ON "erased_records" USING btree ("updated_at");
  CREATE INDEX "erased_records_created_at_idx" ON "erased_records" USING btree ("created_at");
  CREATE INDEX "kind_month_idx" ON "erased_records" USING btree ("kind","month");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erased_records_fk" FOREIGN KEY ("erased_records_id") REFERENCES "public"."erased_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_applications_person_email_idx" ON "job_applications" USING btree ("person_email");
  CREATE INDEX "job_applications_person_phone_idx" ON "job_applications" USING btree ("person_phone");
  CREATE INDEX "service_requests_person_email_idx" ON "service_requests" USING btree ("person_email");
  CREATE INDEX "service_requests_person_phone_idx" ON "service_requests" USING btree ("person_phone");
  CREATE INDEX "service_requests_person_passport_idx" ON "service_requests" USING btree ("person_passport");
  CREATE INDEX "type_createdAt_idx" ON "service_requests" USING btree ("type","created_at");
  CREATE INDEX "contact_messages_person_email_idx" ON "contact_messages" USING btree ("person_email");
  CREATE INDEX "contact_messages_person_phone_idx" ON "contact_messages" USING btree ("person_phone");
  CREATE INDEX "payload_locked_documents_rels_erased_records_id_idx" ON "payload_locked_documents_rels" USING btree ("erased_records_id");`)
  // The search keys of what is already stored, as src/privacy/personKeys.ts makes them: the email
  // trimmed and lower-cased, the phone's last nine digits.
  const phoneKey = (column: string) =>
    sql.raw(`CASE WHEN length(regexp_replace(${column}, '\\D', '', 'g')) >= 9
      THEN right(regexp_replace(${column}, '\\D', '', 'g'), 9) END`)
  const emailKey = (column: string) =>
    sql.raw(`CASE WHEN position('@' in ${column}) > 0 THEN lower(trim(${column})) END`)
  await db.execute(
    sql`UPDATE "service_requests" SET "person_email" = ${emailKey(`"fields"->>'email'`)}, "person_phone" = ${phoneKey(`"fields"->>'phone'`)};`,
  )
  const passportKey = (column: string) =>
    sql.raw(`CASE WHEN length(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g')) >= 5
      THEN upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g')) END`)
  await db.execute(
    sql`UPDATE "service_requests" SET "person_passport" = ${passportKey(`"fields"->>'passport_number'`)};`,
  )
  await db.execute(
    sql`UPDATE "contact_messages" SET "person_email" = ${emailKey('"email"')}, "person_phone" = ${phoneKey('"phone_number"')};`,
  )
  await db.execute(
    sql`UPDATE "job_applications" SET "person_email" = ${emailKey('"email"')}, "person_phone" = ${phoneKey('"phone_number"')};`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erased_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erased_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erased_records_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'sign-out-everywhere', 'password-change', 'role-change', 'create', 'update', 'delete', 'publish', 'unpublish', 'status-change', 'file-open');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "job_applications_person_email_idx";
  DROP INDEX "job_applications_person_phone_idx";
  DROP INDEX "service_requests_person_email_idx";
  DROP INDEX "service_requests_person_phone_idx";
  DROP INDEX "service_requests_person_passport_idx";
  DROP INDEX "type_createdAt_idx";
  DROP INDEX "contact_messages_person_email_idx";
  DROP INDEX "contact_messages_person_phone_idx";
  DROP INDEX "payload_locked_documents_rels_erased_records_id_idx";
  ALTER TABLE "job_applications" DROP COLUMN "person_email";
  ALTER TABLE "job_applications" DROP COLUMN "person_phone";
  ALTER TABLE "service_requests" DROP COLUMN "person_email";
  ALTER TABLE "service_requests" DROP COLUMN "person_phone";
  ALTER TABLE "service_requests" DROP COLUMN "person_passport";
  ALTER TABLE "contact_messages" DROP COLUMN "person_email";
  ALTER TABLE "contact_messages" DROP COLUMN "person_phone";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erased_records_id";`)
}
