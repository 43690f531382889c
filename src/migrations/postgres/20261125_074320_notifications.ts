import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_emails_kind" AS ENUM('acknowledgement', 'staff', 'status', 'overdue');
  CREATE TYPE "public"."enum_emails_state" AS ENUM('queued', 'sent', 'failed', 'gave_up');
  CREATE TYPE "public"."enum_emails_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEmail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyOverdue';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyOverdue';
  CREATE TABLE "emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"kind" "enum_emails_kind" NOT NULL,
  	"state" "enum_emails_state" DEFAULT 'queued' NOT NULL,
  	"locale" "enum_emails_locale",
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"text" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"service_request_id" integer,
  	"job_application_id" integer,
  	"contact_message_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_holidays_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "service_requests" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "due_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "notify_visitor" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "emails_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_details_request" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_claim" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_complaint" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_visa_activation" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_insurance_extension" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_insurance_cancellation" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_quote" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_contact_message" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "staff_emails_job_application" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_details_request" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_claim" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_complaint" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_visa_activation" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_insurance_extension" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_insurance_cancellation" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "response_days_quote" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "complaint_escalation" varchar;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays_locales" ADD CONSTRAINT "site_settings_holidays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_holidays"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to");
  CREATE INDEX "emails_state_idx" ON "emails" USING btree ("state");
  CREATE INDEX "emails_service_request_idx" ON "emails" USING btree ("service_request_id");
  CREATE INDEX "emails_job_application_idx" ON "emails" USING btree ("job_application_id");
  CREATE INDEX "emails_contact_message_idx" ON "emails" USING btree ("contact_message_id");
  CREATE INDEX "emails_updated_at_idx" ON "emails" USING btree ("updated_at");
  CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_holidays_locales_locale_parent_id_unique" ON "site_settings_holidays_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_emails_fk" FOREIGN KEY ("emails_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_requests_due_at_idx" ON "service_requests" USING btree ("due_at");
  CREATE INDEX "payload_locked_documents_rels_emails_id_idx" ON "payload_locked_documents_rels" USING btree ("emails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_holidays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_holidays_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "emails" CASCADE;
  DROP TABLE "site_settings_holidays" CASCADE;
  DROP TABLE "site_settings_holidays_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_emails_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "service_requests_due_at_idx";
  DROP INDEX "payload_locked_documents_rels_emails_id_idx";
  ALTER TABLE "service_requests" DROP COLUMN "status_changed_at";
  ALTER TABLE "service_requests" DROP COLUMN "due_at";
  ALTER TABLE "service_requests" DROP COLUMN "notify_visitor";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "emails_id";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_details_request";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_claim";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_complaint";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_visa_activation";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_insurance_extension";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_insurance_cancellation";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_quote";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_contact_message";
  ALTER TABLE "site_settings" DROP COLUMN "staff_emails_job_application";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_details_request";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_claim";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_complaint";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_visa_activation";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_insurance_extension";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_insurance_cancellation";
  ALTER TABLE "site_settings" DROP COLUMN "response_days_quote";
  ALTER TABLE "site_settings_locales" DROP COLUMN "complaint_escalation";
  DROP TYPE "public"."enum_emails_kind";
  DROP TYPE "public"."enum_emails_state";
  DROP TYPE "public"."enum_emails_locale";`)
}
