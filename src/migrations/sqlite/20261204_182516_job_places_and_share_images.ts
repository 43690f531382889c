import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ON DELETE set null, as the schema has it (the generator leaves it out of an added column): a
  // picture deleted from the media is no longer the page's share image, and the delete succeeds.
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`share_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_share_image_idx\` ON \`pages_locales\` (\`share_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_share_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_share_image_idx\` ON \`_pages_v_locales\` (\`version_share_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`employment_type\` text DEFAULT 'FULL_TIME';`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`closing_date\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`city\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`region\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_employment_type\` text DEFAULT 'FULL_TIME';`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_closing_date\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_city\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_region\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_description", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`employment_type\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`closing_date\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`region\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_employment_type\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_closing_date\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` DROP COLUMN \`version_city\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` DROP COLUMN \`version_region\`;`)
}
