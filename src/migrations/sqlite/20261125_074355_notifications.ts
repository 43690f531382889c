import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`emails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`locale\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`text\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`service_request_id\` integer,
  	\`job_application_id\` integer,
  	\`contact_message_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`service_request_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_application_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_message_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`emails_to_idx\` ON \`emails\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`emails_state_idx\` ON \`emails\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`emails_service_request_idx\` ON \`emails\` (\`service_request_id\`);`)
  await db.run(sql`CREATE INDEX \`emails_job_application_idx\` ON \`emails\` (\`job_application_id\`);`)
  await db.run(sql`CREATE INDEX \`emails_contact_message_idx\` ON \`emails\` (\`contact_message_id\`);`)
  await db.run(sql`CREATE INDEX \`emails_updated_at_idx\` ON \`emails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`emails_created_at_idx\` ON \`emails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_order_idx\` ON \`site_settings_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_holidays_parent_id_idx\` ON \`site_settings_holidays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_holidays_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_holidays\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_holidays_locales_locale_parent_id_unique\` ON \`site_settings_holidays_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`status_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`due_at\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`notify_visitor\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`service_requests_due_at_idx\` ON \`service_requests\` (\`due_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`emails_id\` integer REFERENCES emails(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_details_request\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_claim\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_complaint\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_visa_activation\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_insurance_extension\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_insurance_cancellation\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_quote\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_contact_message\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`staff_emails_job_application\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_details_request\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_claim\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_complaint\` numeric DEFAULT 15 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_visa_activation\` numeric DEFAULT 2 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_insurance_extension\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_insurance_cancellation\` numeric DEFAULT 5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`response_days_quote\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`complaint_escalation\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`emails\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`page_groups_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`jobs_id\` integer,
  	\`countries_id\` integer,
  	\`job_applications_id\` integer,
  	\`job_application_cvs_id\` integer,
  	\`service_requests_id\` integer,
  	\`request_documents_id\` integer,
  	\`contact_messages_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_groups_id\`) REFERENCES \`page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_application_cvs_id\`) REFERENCES \`job_application_cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_requests_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_documents_id\`) REFERENCES \`request_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "page_groups_id", "media_id", "documents_id", "jobs_id", "countries_id", "job_applications_id", "job_application_cvs_id", "service_requests_id", "request_documents_id", "contact_messages_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "page_groups_id", "media_id", "documents_id", "jobs_id", "countries_id", "job_applications_id", "job_application_cvs_id", "service_requests_id", "request_documents_id", "contact_messages_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`page_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_application_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`job_application_cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`request_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`service_requests_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`status_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`due_at\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`notify_visitor\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_details_request\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_claim\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_complaint\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_visa_activation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_insurance_extension\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_insurance_cancellation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_quote\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_contact_message\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`staff_emails_job_application\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_details_request\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_claim\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_complaint\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_visa_activation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_insurance_extension\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_insurance_cancellation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`response_days_quote\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`complaint_escalation\`;`)
}
