import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'invitation';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'service';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'records-listed' BEFORE 'data-search';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'record-opened' BEFORE 'data-search';
  ALTER TABLE "users" ADD COLUMN "invitation_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "invitation_expires_at" timestamp(3) with time zone;
  ALTER TABLE "audit_log" ADD COLUMN "subject" varchar;
  CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('acknowledgement', 'staff', 'status', 'overdue', 'security');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'hr');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'sign-out-everywhere', 'password-change', 'second-factor-failed', 'second-factor-reset', 'recovery-codes-renewed', 'role-change', 'create', 'update', 'delete', 'publish', 'unpublish', 'status-change', 'file-open', 'data-search', 'data-export', 'data-erasure');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "audit_log_subject_idx";
  ALTER TABLE "users" DROP COLUMN "invitation_hash";
  ALTER TABLE "users" DROP COLUMN "invitation_expires_at";
  ALTER TABLE "audit_log" DROP COLUMN "subject";`)
}
