import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-failed' BEFORE 'role-change';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-reset' BEFORE 'role-change';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed' BEFORE 'role-change';
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "second_factor_for_editors" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'sign-out-everywhere', 'password-change', 'role-change', 'create', 'update', 'delete', 'publish', 'unpublish', 'status-change', 'file-open', 'data-search', 'data-export', 'data-erasure');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
  ALTER TABLE "site_settings" DROP COLUMN "second_factor_for_editors";`)
}
