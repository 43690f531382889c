import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT 'documents';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`job_application_cvs\` ADD \`prefix\` text DEFAULT 'job-application-cvs';`)
  await db.run(sql`ALTER TABLE \`job_application_cvs\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`request_documents\` ADD \`prefix\` text DEFAULT 'private/request-documents';`)
  await db.run(sql`ALTER TABLE \`request_documents\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`job_application_cvs\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`job_application_cvs\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`request_documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`request_documents\` DROP COLUMN \`_objectkey\`;`)
}
