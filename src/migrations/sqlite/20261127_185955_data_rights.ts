import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erased_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`month\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`erased_records_updated_at_idx\` ON \`erased_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erased_records_created_at_idx\` ON \`erased_records\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`kind_month_idx\` ON \`erased_records\` (\`kind\`,\`month\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`person_email\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`person_phone\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_person_email_idx\` ON \`job_applications\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_person_phone_idx\` ON \`job_applications\` (\`person_phone\`);`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`person_email\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`person_phone\` text;`)
  await db.run(sql`ALTER TABLE \`service_requests\` ADD \`person_passport\` text;`)
  await db.run(sql`CREATE INDEX \`service_requests_person_email_idx\` ON \`service_requests\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_person_phone_idx\` ON \`service_requests\` (\`person_phone\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_person_passport_idx\` ON \`service_requests\` (\`person_passport\`);`)
  await db.run(sql`CREATE INDEX \`type_createdAt_idx\` ON \`service_requests\` (\`type\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`person_email\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`person_phone\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_person_email_idx\` ON \`contact_messages\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_person_phone_idx\` ON \`contact_messages\` (\`person_phone\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erased_records_id\` integer REFERENCES erased_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erased_records_id_idx\` ON \`payload_locked_documents_rels\` (\`erased_records_id\`);`)
  // The search keys of what is already stored, as src/privacy/personKeys.ts makes them: the email
  // trimmed and lower-cased, the phone's last nine digits (SQLite has no regular expressions, so
  // the separators people type are removed one by one, and anything else left out).
  const phoneKey = (column: string) =>
    sql.raw(`CASE WHEN length(${digitsOf(column)}) >= 9 AND ${digitsOf(column)} NOT GLOB '*[^0-9]*'
      THEN substr(${digitsOf(column)}, -9) END`)
  const emailKey = (column: string) =>
    sql.raw(`CASE WHEN instr(${column}, '@') > 0 THEN lower(trim(${column})) END`)
  await db.run(
    sql`UPDATE \`service_requests\` SET \`person_email\` = ${emailKey("json_extract(fields, '$.email')")}, \`person_phone\` = ${phoneKey("json_extract(fields, '$.phone')")};`,
  )
  const passportKey = (column: string) =>
    sql.raw(`CASE WHEN length(upper(replace(replace(${column}, ' ', ''), '-', ''))) >= 5
      AND upper(replace(replace(${column}, ' ', ''), '-', '')) NOT GLOB '*[^A-Z0-9]*'
      THEN upper(replace(replace(${column}, ' ', ''), '-', '')) END`)
  await db.run(
    sql`UPDATE \`service_requests\` SET \`person_passport\` = ${passportKey("json_extract(fields, '$.passport_number')")};`,
  )
  await db.run(
    sql`UPDATE \`contact_messages\` SET \`person_email\` = ${emailKey('email')}, \`person_phone\` = ${phoneKey('phone_number')};`,
  )
  await db.run(
    sql`UPDATE \`job_applications\` SET \`person_email\` = ${emailKey('email')}, \`person_phone\` = ${phoneKey('phone_number')};`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erased_records\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`page_groups_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`jobs_id\` integer,
  	\`countries_id\` integer,
  	\`job_applications_id\` integer,
  	\`job_application_cvs_id\` integer,
  	\`service_requests_id\` integer,
  	\`request_documents_id\` integer,
  	\`contact_messages_id\` integer,
  	\`emails_id\` integer,
  	\`search_entries_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_groups_id\`) REFERENCES \`page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_application_cvs_id\`) REFERENCES \`job_application_cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_requests_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_documents_id\`) REFERENCES \`request_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emails_id\`) REFERENCES \`emails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "page_groups_id", "redirects_id", "media_id", "documents_id", "jobs_id", "countries_id", "job_applications_id", "job_application_cvs_id", "service_requests_id", "request_documents_id", "contact_messages_id", "emails_id", "search_entries_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "pages_id", "page_groups_id", "redirects_id", "media_id", "documents_id", "jobs_id", "countries_id", "job_applications_id", "job_application_cvs_id", "service_requests_id", "request_documents_id", "contact_messages_id", "emails_id", "search_entries_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`page_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_application_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`job_application_cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`request_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`DROP INDEX \`job_applications_person_email_idx\`;`)
  await db.run(sql`DROP INDEX \`job_applications_person_phone_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`person_email\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`person_phone\`;`)
  await db.run(sql`DROP INDEX \`service_requests_person_email_idx\`;`)
  await db.run(sql`DROP INDEX \`service_requests_person_phone_idx\`;`)
  await db.run(sql`DROP INDEX \`service_requests_person_passport_idx\`;`)
  await db.run(sql`DROP INDEX \`type_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`person_email\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`person_phone\`;`)
  await db.run(sql`ALTER TABLE \`service_requests\` DROP COLUMN \`person_passport\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_person_email_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_person_phone_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`person_email\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`person_phone\`;`)
}

/** A phone column without the spaces, dashes, brackets, dots and plus signs people type. */
function digitsOf(column: string): string {
  let expression = column
  for (const separator of [' ', '-', '(', ')', '.', '+']) expression = `replace(${expression}, '${separator}', '')`
  return expression
}
