import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // ON DELETE set null, as the schema has it (the generator leaves it out of an added column): a
  // picture deleted from the media is no longer the page's share image, and the delete succeeds.
  await db.run(sql`ALTER TABLE \`pages\` ADD \`share_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`pages_share_image_idx\` ON \`pages\` (\`share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_share_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_share_image_idx\` ON \`_pages_v\` (\`version_share_image_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`translation\` text,
  	\`translation_gaps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "name", "translation", "translation_gaps", "updated_at", "created_at", "_status") SELECT "id", "name", "translation", "translation_gaps", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_name_idx\` ON \`pages\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`pages_translation_idx\` ON \`pages\` (\`translation\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_translation\` text,
  	\`version_translation_gaps\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_name", "version_translation", "version_translation_gaps", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_translation", "version_translation_gaps", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_name_idx\` ON \`_pages_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_translation_idx\` ON \`_pages_v\` (\`version_translation\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`employment_type\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`closing_date\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`city\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`region\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_employment_type\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` DROP COLUMN \`version_closing_date\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` DROP COLUMN \`version_city\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` DROP COLUMN \`version_region\`;`)
}
