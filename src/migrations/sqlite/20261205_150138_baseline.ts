import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { LAST_FOLDED, baselineBuilds } from '../folded'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const [table] = await db.all(
    sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`,
  )
  const recorded = table
    ? await db.all<{ name: string }>(sql`SELECT name FROM payload_migrations WHERE batch <> -1`)
    : []
  if (!baselineBuilds(recorded.map((row) => row.name), LAST_FOLDED.sqlite)) return
  await db.run(sql`CREATE TABLE \`pages_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`property\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_attributes_order_idx\` ON \`pages_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_attributes_parent_id_idx\` ON \`pages_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_attributes_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_attributes_locales_locale_parent_id_unique\` ON \`pages_attributes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`logo_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_order_idx\` ON \`pages_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_parent_id_idx\` ON \`pages_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_path_idx\` ON \`pages_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_background_image_idx\` ON \`pages_blocks_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_logo_idx\` ON \`pages_blocks_banner\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_banner_locales_locale_parent_id_unique\` ON \`pages_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`button_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_order_idx\` ON \`pages_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_parent_id_idx\` ON \`pages_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_path_idx\` ON \`pages_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_image_idx\` ON \`pages_blocks_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cover_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cover_locales_locale_parent_id_unique\` ON \`pages_blocks_cover_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_banner_order_idx\` ON \`pages_blocks_full_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_banner_parent_id_idx\` ON \`pages_blocks_full_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_banner_path_idx\` ON \`pages_blocks_full_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_banner_image_idx\` ON \`pages_blocks_full_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_banner_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_full_banner_locales_locale_parent_id_unique\` ON \`pages_blocks_full_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_order_idx\` ON \`pages_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_parent_id_idx\` ON \`pages_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_path_idx\` ON \`pages_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_image_idx\` ON \`pages_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_items_order_idx\` ON \`pages_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_items_parent_id_idx\` ON \`pages_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_checklist_items_locales_locale_parent_id_unique\` ON \`pages_blocks_checklist_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_order_idx\` ON \`pages_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_parent_id_idx\` ON \`pages_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_path_idx\` ON \`pages_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_locales\` (
  	\`header\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_checklist_locales_locale_parent_id_unique\` ON \`pages_blocks_checklist_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_order_idx\` ON \`pages_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_items_parent_id_idx\` ON \`pages_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_items_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_blog\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_blog_order_idx\` ON \`pages_blocks_image_blog\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_blog_parent_id_idx\` ON \`pages_blocks_image_blog\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_blog_path_idx\` ON \`pages_blocks_image_blog\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_blog_image_idx\` ON \`pages_blocks_image_blog\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_blog_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_blog\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_blog_locales_locale_parent_id_unique\` ON \`pages_blocks_image_blog_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_interested_to_join\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_interested_to_join_order_idx\` ON \`pages_blocks_interested_to_join\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_interested_to_join_parent_id_idx\` ON \`pages_blocks_interested_to_join\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_interested_to_join_path_idx\` ON \`pages_blocks_interested_to_join\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_interested_to_join_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_interested_to_join\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_interested_to_join_locales_locale_parent_id_uni\` ON \`pages_blocks_interested_to_join_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_links_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_links_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_links_list_items_order_idx\` ON \`pages_blocks_links_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_links_list_items_parent_id_idx\` ON \`pages_blocks_links_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_links_list_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_links_list_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_links_list_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_links_list_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_links_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_links_list_order_idx\` ON \`pages_blocks_links_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_links_list_parent_id_idx\` ON \`pages_blocks_links_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_links_list_path_idx\` ON \`pages_blocks_links_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_links_list_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_links_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_links_list_locales_locale_parent_id_unique\` ON \`pages_blocks_links_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multiple_title_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multiple_title\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_multiple_title_items_order_idx\` ON \`pages_blocks_multiple_title_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multiple_title_items_parent_id_idx\` ON \`pages_blocks_multiple_title_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multiple_title_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multiple_title_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multiple_title_items_locales_locale_parent_id_u\` ON \`pages_blocks_multiple_title_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multiple_title\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_multiple_title_order_idx\` ON \`pages_blocks_multiple_title\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multiple_title_parent_id_idx\` ON \`pages_blocks_multiple_title\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_multiple_title_path_idx\` ON \`pages_blocks_multiple_title\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_multiple_title_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_multiple_title\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_multiple_title_locales_locale_parent_id_unique\` ON \`pages_blocks_multiple_title_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_redirect_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_redirect_section_order_idx\` ON \`pages_blocks_redirect_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_redirect_section_parent_id_idx\` ON \`pages_blocks_redirect_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_redirect_section_path_idx\` ON \`pages_blocks_redirect_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_redirect_section_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_redirect_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_redirect_section_locales_locale_parent_id_uniqu\` ON \`pages_blocks_redirect_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_order_idx\` ON \`pages_blocks_single_blog\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_parent_id_idx\` ON \`pages_blocks_single_blog\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_path_idx\` ON \`pages_blocks_single_blog\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_blog\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_single_blog_locales_locale_parent_id_unique\` ON \`pages_blocks_single_blog_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog_dropdown_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_blog_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_dropdown_items_order_idx\` ON \`pages_blocks_single_blog_dropdown_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_dropdown_items_parent_id_idx\` ON \`pages_blocks_single_blog_dropdown_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog_dropdown_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_blog_dropdown_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_single_blog_dropdown_items_locales_locale_paren\` ON \`pages_blocks_single_blog_dropdown_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_dropdown_order_idx\` ON \`pages_blocks_single_blog_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_dropdown_parent_id_idx\` ON \`pages_blocks_single_blog_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_blog_dropdown_path_idx\` ON \`pages_blocks_single_blog_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_blog_dropdown_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_blog_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_single_blog_dropdown_locales_locale_parent_id_u\` ON \`pages_blocks_single_blog_dropdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tags_accordion_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tags_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tags_accordion_tags_order_idx\` ON \`pages_blocks_tags_accordion_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tags_accordion_tags_parent_id_idx\` ON \`pages_blocks_tags_accordion_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tags_accordion_tags_locales\` (
  	\`tag\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tags_accordion_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tags_accordion_tags_locales_locale_parent_id_un\` ON \`pages_blocks_tags_accordion_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tags_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tags_accordion_order_idx\` ON \`pages_blocks_tags_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tags_accordion_parent_id_idx\` ON \`pages_blocks_tags_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tags_accordion_path_idx\` ON \`pages_blocks_tags_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tags_accordion_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tags_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tags_accordion_locales_locale_parent_id_unique\` ON \`pages_blocks_tags_accordion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`redirect_url\` text,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_items_order_idx\` ON \`pages_blocks_card_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_items_parent_id_idx\` ON \`pages_blocks_card_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_items_logo_idx\` ON \`pages_blocks_card_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`redirect_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_card_items_locales_locale_parent_id_unique\` ON \`pages_blocks_card_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_order_idx\` ON \`pages_blocks_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_parent_id_idx\` ON \`pages_blocks_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_path_idx\` ON \`pages_blocks_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_card_locales_locale_parent_id_unique\` ON \`pages_blocks_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_slider_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_url_id\` integer,
  	\`button_link\` text,
  	FOREIGN KEY (\`image_url_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_items_order_idx\` ON \`pages_blocks_large_slider_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_items_parent_id_idx\` ON \`pages_blocks_large_slider_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_items_image_url_idx\` ON \`pages_blocks_large_slider_items\` (\`image_url_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_slider_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_large_slider_items_locales_locale_parent_id_uni\` ON \`pages_blocks_large_slider_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_order_idx\` ON \`pages_blocks_large_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_parent_id_idx\` ON \`pages_blocks_large_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_slider_path_idx\` ON \`pages_blocks_large_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_slider_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`view_all_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_large_slider_locales_locale_parent_id_unique\` ON \`pages_blocks_large_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shortcuts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_shortcuts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_items_order_idx\` ON \`pages_blocks_shortcuts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_items_parent_id_idx\` ON \`pages_blocks_shortcuts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_items_icon_idx\` ON \`pages_blocks_shortcuts_items\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shortcuts_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_shortcuts_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_shortcuts_items_locales_locale_parent_id_unique\` ON \`pages_blocks_shortcuts_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shortcuts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_order_idx\` ON \`pages_blocks_shortcuts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_parent_id_idx\` ON \`pages_blocks_shortcuts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shortcuts_path_idx\` ON \`pages_blocks_shortcuts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shortcuts_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_shortcuts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_shortcuts_locales_locale_parent_id_unique\` ON \`pages_blocks_shortcuts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_url_id\` integer,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	FOREIGN KEY (\`image_url_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_items_order_idx\` ON \`pages_blocks_slider_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_items_parent_id_idx\` ON \`pages_blocks_slider_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_items_image_url_idx\` ON \`pages_blocks_slider_items\` (\`image_url_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`redirect_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_slider_items_locales_locale_parent_id_unique\` ON \`pages_blocks_slider_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_order_idx\` ON \`pages_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_parent_id_idx\` ON \`pages_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_path_idx\` ON \`pages_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_slider_locales_locale_parent_id_unique\` ON \`pages_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_items_order_idx\` ON \`pages_blocks_statistics_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_items_parent_id_idx\` ON \`pages_blocks_statistics_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_statistics_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_statistics_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_order_idx\` ON \`pages_blocks_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_parent_id_idx\` ON \`pages_blocks_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statistics_path_idx\` ON \`pages_blocks_statistics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statistics_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_statistics_locales_locale_parent_id_unique\` ON \`pages_blocks_statistics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_annual_reports_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`year_ar\` text,
  	\`yearly_id\` integer,
  	\`yearly_ar_id\` integer,
  	\`q1_id\` integer,
  	\`q1_ar_id\` integer,
  	\`q2_id\` integer,
  	\`q2_ar_id\` integer,
  	\`q3_id\` integer,
  	\`q3_ar_id\` integer,
  	\`q4_id\` integer,
  	\`q4_ar_id\` integer,
  	FOREIGN KEY (\`yearly_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`yearly_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q1_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q1_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q2_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q2_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q3_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q3_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q4_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q4_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_order_idx\` ON \`pages_blocks_annual_reports_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_parent_id_idx\` ON \`pages_blocks_annual_reports_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_yearly_idx\` ON \`pages_blocks_annual_reports_items\` (\`yearly_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_yearly_ar_idx\` ON \`pages_blocks_annual_reports_items\` (\`yearly_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q1_idx\` ON \`pages_blocks_annual_reports_items\` (\`q1_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q1_ar_idx\` ON \`pages_blocks_annual_reports_items\` (\`q1_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q2_idx\` ON \`pages_blocks_annual_reports_items\` (\`q2_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q2_ar_idx\` ON \`pages_blocks_annual_reports_items\` (\`q2_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q3_idx\` ON \`pages_blocks_annual_reports_items\` (\`q3_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q3_ar_idx\` ON \`pages_blocks_annual_reports_items\` (\`q3_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q4_idx\` ON \`pages_blocks_annual_reports_items\` (\`q4_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_items_q4_ar_idx\` ON \`pages_blocks_annual_reports_items\` (\`q4_ar_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_annual_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_order_idx\` ON \`pages_blocks_annual_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_parent_id_idx\` ON \`pages_blocks_annual_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annual_reports_path_idx\` ON \`pages_blocks_annual_reports\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_annual_reports_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_annual_reports_locales_locale_parent_id_unique\` ON \`pages_blocks_annual_reports_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_board_table_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_board_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_board_table_items_order_idx\` ON \`pages_blocks_board_table_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_board_table_items_parent_id_idx\` ON \`pages_blocks_board_table_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_board_table_items_locales\` (
  	\`name\` text,
  	\`position\` text,
  	\`members\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_board_table_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_board_table_items_locales_locale_parent_id_uniq\` ON \`pages_blocks_board_table_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_board_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_board_table_order_idx\` ON \`pages_blocks_board_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_board_table_parent_id_idx\` ON \`pages_blocks_board_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_board_table_path_idx\` ON \`pages_blocks_board_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_board_table_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_board_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_board_table_locales_locale_parent_id_unique\` ON \`pages_blocks_board_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_information\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone_number\` text,
  	\`email\` text,
  	\`social_links_twitter\` text,
  	\`social_links_linkedin\` text,
  	\`social_links_instagram\` text,
  	\`social_links_facebook\` text,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_information_order_idx\` ON \`pages_blocks_contact_information\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_information_parent_id_idx\` ON \`pages_blocks_contact_information\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_information_path_idx\` ON \`pages_blocks_contact_information\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_information_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`opening_hours\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_information_locales_locale_parent_id_un\` ON \`pages_blocks_contact_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_rights_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pdf_id\` integer,
  	\`pdf_ar_id\` integer,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_rights_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_items_order_idx\` ON \`pages_blocks_customer_rights_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_items_parent_id_idx\` ON \`pages_blocks_customer_rights_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_items_pdf_idx\` ON \`pages_blocks_customer_rights_section_items\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_items_pdf_ar_idx\` ON \`pages_blocks_customer_rights_section_items\` (\`pdf_ar_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_rights_section_items_locales\` (
  	\`pdf_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_rights_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_customer_rights_section_items_locales_locale_pa\` ON \`pages_blocks_customer_rights_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_rights_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_order_idx\` ON \`pages_blocks_customer_rights_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_parent_id_idx\` ON \`pages_blocks_customer_rights_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_rights_section_path_idx\` ON \`pages_blocks_customer_rights_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_rights_section_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_rights_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_customer_rights_section_locales_locale_parent_i\` ON \`pages_blocks_customer_rights_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_insurance_plans_report_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_insurance_plans_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_insurance_plans_report_items_order_idx\` ON \`pages_blocks_insurance_plans_report_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_insurance_plans_report_items_parent_id_idx\` ON \`pages_blocks_insurance_plans_report_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_insurance_plans_report_items_locales\` (
  	\`title\` text,
  	\`plan1\` text,
  	\`plan2\` text,
  	\`plan3\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_insurance_plans_report_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_insurance_plans_report_items_locales_locale_par\` ON \`pages_blocks_insurance_plans_report_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_insurance_plans_report\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_insurance_plans_report_order_idx\` ON \`pages_blocks_insurance_plans_report\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_insurance_plans_report_parent_id_idx\` ON \`pages_blocks_insurance_plans_report\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_insurance_plans_report_path_idx\` ON \`pages_blocks_insurance_plans_report\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_insurance_plans_report_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_insurance_plans_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_insurance_plans_report_locales_locale_parent_id\` ON \`pages_blocks_insurance_plans_report_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_our_branches_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`fax\` text,
  	\`iframe_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_our_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_our_branches_items_order_idx\` ON \`pages_blocks_our_branches_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_our_branches_items_parent_id_idx\` ON \`pages_blocks_our_branches_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_our_branches_items_locales\` (
  	\`branch_title\` text,
  	\`location\` text,
  	\`address\` text,
  	\`po_box\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_our_branches_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_our_branches_items_locales_locale_parent_id_uni\` ON \`pages_blocks_our_branches_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_our_branches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_our_branches_order_idx\` ON \`pages_blocks_our_branches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_our_branches_parent_id_idx\` ON \`pages_blocks_our_branches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_our_branches_path_idx\` ON \`pages_blocks_our_branches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_our_branches_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_our_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_our_branches_locales_locale_parent_id_unique\` ON \`pages_blocks_our_branches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`who_we_are_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_who_we_are\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`who_we_are_social_links_order_idx\` ON \`who_we_are_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`who_we_are_social_links_parent_id_idx\` ON \`who_we_are_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`who_we_are_social_links_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`who_we_are_social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`who_we_are_social_links_locales_locale_parent_id_unique\` ON \`who_we_are_social_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_who_we_are\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_who_we_are_order_idx\` ON \`pages_blocks_who_we_are\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_who_we_are_parent_id_idx\` ON \`pages_blocks_who_we_are\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_who_we_are_path_idx\` ON \`pages_blocks_who_we_are\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_who_we_are_image_idx\` ON \`pages_blocks_who_we_are\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_who_we_are_locales\` (
  	\`title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`social_media_social_title\` text,
  	\`social_media_social_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_who_we_are\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_who_we_are_locales_locale_parent_id_unique\` ON \`pages_blocks_who_we_are_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_items_order_idx\` ON \`pages_blocks_form_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_items_parent_id_idx\` ON \`pages_blocks_form_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_items_locales\` (
  	\`input_label\` text,
  	\`input_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_form_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_form_items_locales_locale_parent_id_unique\` ON \`pages_blocks_form_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_locales\` (
  	\`header\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_form_locales_locale_parent_id_unique\` ON \`pages_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_component_order_idx\` ON \`pages_blocks_job_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_component_parent_id_idx\` ON \`pages_blocks_job_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_component_path_idx\` ON \`pages_blocks_job_component\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_component_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_job_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_job_component_locales_locale_parent_id_unique\` ON \`pages_blocks_job_component_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`share_image_id\` integer,
  	\`translation\` text,
  	\`translation_gaps\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_name_idx\` ON \`pages\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`pages_share_image_idx\` ON \`pages\` (\`share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_translation_idx\` ON \`pages\` (\`translation\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_jobs_id_idx\` ON \`pages_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_attributes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`property\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_attributes_order_idx\` ON \`_pages_v_version_attributes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_attributes_parent_id_idx\` ON \`_pages_v_version_attributes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_attributes_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_attributes_locales_locale_parent_id_unique\` ON \`_pages_v_version_attributes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_image_id\` integer,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_order_idx\` ON \`_pages_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_parent_id_idx\` ON \`_pages_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_path_idx\` ON \`_pages_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_background_image_idx\` ON \`_pages_v_blocks_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_logo_idx\` ON \`_pages_v_blocks_banner\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_banner_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`button_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_order_idx\` ON \`_pages_v_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_parent_id_idx\` ON \`_pages_v_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_path_idx\` ON \`_pages_v_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_image_idx\` ON \`_pages_v_blocks_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cover_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cover_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cover_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_banner_order_idx\` ON \`_pages_v_blocks_full_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_banner_parent_id_idx\` ON \`_pages_v_blocks_full_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_banner_path_idx\` ON \`_pages_v_blocks_full_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_banner_image_idx\` ON \`_pages_v_blocks_full_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_banner_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_full_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_full_banner_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_full_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_order_idx\` ON \`_pages_v_blocks_single_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_parent_id_idx\` ON \`_pages_v_blocks_single_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_path_idx\` ON \`_pages_v_blocks_single_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_image_idx\` ON \`_pages_v_blocks_single_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_items_order_idx\` ON \`_pages_v_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_items_parent_id_idx\` ON \`_pages_v_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_checklist_items_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_checklist_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_order_idx\` ON \`_pages_v_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_parent_id_idx\` ON \`_pages_v_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_path_idx\` ON \`_pages_v_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_locales\` (
  	\`header\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_checklist_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_checklist_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_blog\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_blog_order_idx\` ON \`_pages_v_blocks_image_blog\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_blog_parent_id_idx\` ON \`_pages_v_blocks_image_blog\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_blog_path_idx\` ON \`_pages_v_blocks_image_blog\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_blog_image_idx\` ON \`_pages_v_blocks_image_blog\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_blog_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_blog\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_blog_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_image_blog_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_interested_to_join\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_interested_to_join_order_idx\` ON \`_pages_v_blocks_interested_to_join\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_interested_to_join_parent_id_idx\` ON \`_pages_v_blocks_interested_to_join\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_interested_to_join_path_idx\` ON \`_pages_v_blocks_interested_to_join\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_interested_to_join_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_interested_to_join\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_interested_to_join_locales_locale_parent_id_\` ON \`_pages_v_blocks_interested_to_join_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_links_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_links_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_links_list_items_order_idx\` ON \`_pages_v_blocks_links_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_links_list_items_parent_id_idx\` ON \`_pages_v_blocks_links_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_links_list_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_links_list_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_links_list_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_links_list_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_links_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_links_list_order_idx\` ON \`_pages_v_blocks_links_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_links_list_parent_id_idx\` ON \`_pages_v_blocks_links_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_links_list_path_idx\` ON \`_pages_v_blocks_links_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_links_list_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_links_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_links_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_links_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_multiple_title_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_multiple_title\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_multiple_title_items_order_idx\` ON \`_pages_v_blocks_multiple_title_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_multiple_title_items_parent_id_idx\` ON \`_pages_v_blocks_multiple_title_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_multiple_title_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_multiple_title_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_multiple_title_items_locales_locale_parent_i\` ON \`_pages_v_blocks_multiple_title_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_multiple_title\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_multiple_title_order_idx\` ON \`_pages_v_blocks_multiple_title\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_multiple_title_parent_id_idx\` ON \`_pages_v_blocks_multiple_title\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_multiple_title_path_idx\` ON \`_pages_v_blocks_multiple_title\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_multiple_title_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_multiple_title\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_multiple_title_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_multiple_title_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_redirect_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_redirect_section_order_idx\` ON \`_pages_v_blocks_redirect_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_redirect_section_parent_id_idx\` ON \`_pages_v_blocks_redirect_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_redirect_section_path_idx\` ON \`_pages_v_blocks_redirect_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_redirect_section_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_redirect_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_redirect_section_locales_locale_parent_id_un\` ON \`_pages_v_blocks_redirect_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_order_idx\` ON \`_pages_v_blocks_single_blog\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_parent_id_idx\` ON \`_pages_v_blocks_single_blog\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_path_idx\` ON \`_pages_v_blocks_single_blog\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_blog\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_single_blog_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_single_blog_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog_dropdown_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_blog_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_dropdown_items_order_idx\` ON \`_pages_v_blocks_single_blog_dropdown_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_dropdown_items_parent_id_idx\` ON \`_pages_v_blocks_single_blog_dropdown_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog_dropdown_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_blog_dropdown_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_single_blog_dropdown_items_locales_locale_pa\` ON \`_pages_v_blocks_single_blog_dropdown_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_dropdown_order_idx\` ON \`_pages_v_blocks_single_blog_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_dropdown_parent_id_idx\` ON \`_pages_v_blocks_single_blog_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_blog_dropdown_path_idx\` ON \`_pages_v_blocks_single_blog_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_blog_dropdown_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_blog_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_single_blog_dropdown_locales_locale_parent_i\` ON \`_pages_v_blocks_single_blog_dropdown_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tags_accordion_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tags_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tags_accordion_tags_order_idx\` ON \`_pages_v_blocks_tags_accordion_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tags_accordion_tags_parent_id_idx\` ON \`_pages_v_blocks_tags_accordion_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tags_accordion_tags_locales\` (
  	\`tag\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tags_accordion_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tags_accordion_tags_locales_locale_parent_id\` ON \`_pages_v_blocks_tags_accordion_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tags_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tags_accordion_order_idx\` ON \`_pages_v_blocks_tags_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tags_accordion_parent_id_idx\` ON \`_pages_v_blocks_tags_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tags_accordion_path_idx\` ON \`_pages_v_blocks_tags_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tags_accordion_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tags_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tags_accordion_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_tags_accordion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`redirect_url\` text,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_items_order_idx\` ON \`_pages_v_blocks_card_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_items_parent_id_idx\` ON \`_pages_v_blocks_card_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_items_logo_idx\` ON \`_pages_v_blocks_card_items\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`redirect_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_card_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_card_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_order_idx\` ON \`_pages_v_blocks_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_parent_id_idx\` ON \`_pages_v_blocks_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_path_idx\` ON \`_pages_v_blocks_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_card_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_slider_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_url_id\` integer,
  	\`button_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_url_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_items_order_idx\` ON \`_pages_v_blocks_large_slider_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_items_parent_id_idx\` ON \`_pages_v_blocks_large_slider_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_items_image_url_idx\` ON \`_pages_v_blocks_large_slider_items\` (\`image_url_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_slider_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_large_slider_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_large_slider_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_order_idx\` ON \`_pages_v_blocks_large_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_parent_id_idx\` ON \`_pages_v_blocks_large_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_slider_path_idx\` ON \`_pages_v_blocks_large_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_slider_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`view_all_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_large_slider_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_large_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shortcuts_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_shortcuts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_items_order_idx\` ON \`_pages_v_blocks_shortcuts_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_items_parent_id_idx\` ON \`_pages_v_blocks_shortcuts_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_items_icon_idx\` ON \`_pages_v_blocks_shortcuts_items\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shortcuts_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_shortcuts_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_shortcuts_items_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_shortcuts_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shortcuts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_order_idx\` ON \`_pages_v_blocks_shortcuts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_parent_id_idx\` ON \`_pages_v_blocks_shortcuts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shortcuts_path_idx\` ON \`_pages_v_blocks_shortcuts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shortcuts_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_shortcuts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_shortcuts_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_shortcuts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_url_id\` integer,
  	\`choose_type_type\` text,
  	\`choose_type_value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_url_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_items_order_idx\` ON \`_pages_v_blocks_slider_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_items_parent_id_idx\` ON \`_pages_v_blocks_slider_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_items_image_url_idx\` ON \`_pages_v_blocks_slider_items\` (\`image_url_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`redirect_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_slider_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_slider_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_order_idx\` ON \`_pages_v_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_parent_id_idx\` ON \`_pages_v_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_path_idx\` ON \`_pages_v_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_slider_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statistics_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statistics_items_order_idx\` ON \`_pages_v_blocks_statistics_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statistics_items_parent_id_idx\` ON \`_pages_v_blocks_statistics_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statistics_items_locales\` (
  	\`header\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_statistics_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_statistics_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_statistics_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statistics_order_idx\` ON \`_pages_v_blocks_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statistics_parent_id_idx\` ON \`_pages_v_blocks_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statistics_path_idx\` ON \`_pages_v_blocks_statistics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statistics_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_statistics_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_statistics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_annual_reports_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`year_ar\` text,
  	\`yearly_id\` integer,
  	\`yearly_ar_id\` integer,
  	\`q1_id\` integer,
  	\`q1_ar_id\` integer,
  	\`q2_id\` integer,
  	\`q2_ar_id\` integer,
  	\`q3_id\` integer,
  	\`q3_ar_id\` integer,
  	\`q4_id\` integer,
  	\`q4_ar_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`yearly_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`yearly_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q1_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q1_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q2_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q2_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q3_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q3_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q4_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`q4_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_order_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_parent_id_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_yearly_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`yearly_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_yearly_ar_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`yearly_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q1_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q1_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q1_ar_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q1_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q2_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q2_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q2_ar_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q2_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q3_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q3_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q3_ar_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q3_ar_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q4_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q4_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_items_q4_ar_idx\` ON \`_pages_v_blocks_annual_reports_items\` (\`q4_ar_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_annual_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_order_idx\` ON \`_pages_v_blocks_annual_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_parent_id_idx\` ON \`_pages_v_blocks_annual_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annual_reports_path_idx\` ON \`_pages_v_blocks_annual_reports\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_annual_reports_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_annual_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_annual_reports_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_annual_reports_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_board_table_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_board_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_board_table_items_order_idx\` ON \`_pages_v_blocks_board_table_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_board_table_items_parent_id_idx\` ON \`_pages_v_blocks_board_table_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_board_table_items_locales\` (
  	\`name\` text,
  	\`position\` text,
  	\`members\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_board_table_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_board_table_items_locales_locale_parent_id_u\` ON \`_pages_v_blocks_board_table_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_board_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_board_table_order_idx\` ON \`_pages_v_blocks_board_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_board_table_parent_id_idx\` ON \`_pages_v_blocks_board_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_board_table_path_idx\` ON \`_pages_v_blocks_board_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_board_table_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_board_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_board_table_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_board_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_information\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone_number\` text,
  	\`email\` text,
  	\`social_links_twitter\` text,
  	\`social_links_linkedin\` text,
  	\`social_links_instagram\` text,
  	\`social_links_facebook\` text,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_information_order_idx\` ON \`_pages_v_blocks_contact_information\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_information_parent_id_idx\` ON \`_pages_v_blocks_contact_information\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_information_path_idx\` ON \`_pages_v_blocks_contact_information\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_information_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`opening_hours\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_information_locales_locale_parent_id\` ON \`_pages_v_blocks_contact_information_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_rights_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pdf_id\` integer,
  	\`pdf_ar_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`pdf_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pdf_ar_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_rights_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_items_order_idx\` ON \`_pages_v_blocks_customer_rights_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_items_parent_id_idx\` ON \`_pages_v_blocks_customer_rights_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_items_pdf_idx\` ON \`_pages_v_blocks_customer_rights_section_items\` (\`pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_items_pdf_ar_idx\` ON \`_pages_v_blocks_customer_rights_section_items\` (\`pdf_ar_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_rights_section_items_locales\` (
  	\`pdf_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_rights_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_customer_rights_section_items_locales_locale\` ON \`_pages_v_blocks_customer_rights_section_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_rights_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_order_idx\` ON \`_pages_v_blocks_customer_rights_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_parent_id_idx\` ON \`_pages_v_blocks_customer_rights_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_rights_section_path_idx\` ON \`_pages_v_blocks_customer_rights_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_rights_section_locales\` (
  	\`header\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_rights_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_customer_rights_section_locales_locale_paren\` ON \`_pages_v_blocks_customer_rights_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_insurance_plans_report_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_insurance_plans_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_insurance_plans_report_items_order_idx\` ON \`_pages_v_blocks_insurance_plans_report_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_insurance_plans_report_items_parent_id_idx\` ON \`_pages_v_blocks_insurance_plans_report_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_insurance_plans_report_items_locales\` (
  	\`title\` text,
  	\`plan1\` text,
  	\`plan2\` text,
  	\`plan3\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_insurance_plans_report_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_insurance_plans_report_items_locales_locale_\` ON \`_pages_v_blocks_insurance_plans_report_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_insurance_plans_report\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_insurance_plans_report_order_idx\` ON \`_pages_v_blocks_insurance_plans_report\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_insurance_plans_report_parent_id_idx\` ON \`_pages_v_blocks_insurance_plans_report\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_insurance_plans_report_path_idx\` ON \`_pages_v_blocks_insurance_plans_report\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_insurance_plans_report_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_insurance_plans_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_insurance_plans_report_locales_locale_parent\` ON \`_pages_v_blocks_insurance_plans_report_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_our_branches_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`fax\` text,
  	\`iframe_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_our_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_our_branches_items_order_idx\` ON \`_pages_v_blocks_our_branches_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_our_branches_items_parent_id_idx\` ON \`_pages_v_blocks_our_branches_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_our_branches_items_locales\` (
  	\`branch_title\` text,
  	\`location\` text,
  	\`address\` text,
  	\`po_box\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_our_branches_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_our_branches_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_our_branches_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_our_branches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_our_branches_order_idx\` ON \`_pages_v_blocks_our_branches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_our_branches_parent_id_idx\` ON \`_pages_v_blocks_our_branches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_our_branches_path_idx\` ON \`_pages_v_blocks_our_branches\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_our_branches_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_our_branches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_our_branches_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_our_branches_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_who_we_are_social_links_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_who_we_are\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_who_we_are_social_links_v_order_idx\` ON \`_who_we_are_social_links_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_who_we_are_social_links_v_parent_id_idx\` ON \`_who_we_are_social_links_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_who_we_are_social_links_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_who_we_are_social_links_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_who_we_are_social_links_v_locales_locale_parent_id_unique\` ON \`_who_we_are_social_links_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_who_we_are\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_who_we_are_order_idx\` ON \`_pages_v_blocks_who_we_are\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_who_we_are_parent_id_idx\` ON \`_pages_v_blocks_who_we_are\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_who_we_are_path_idx\` ON \`_pages_v_blocks_who_we_are\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_who_we_are_image_idx\` ON \`_pages_v_blocks_who_we_are\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_who_we_are_locales\` (
  	\`title\` text,
  	\`sub_title\` text,
  	\`description\` text,
  	\`social_media_social_title\` text,
  	\`social_media_social_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_who_we_are\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_who_we_are_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_who_we_are_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_items_order_idx\` ON \`_pages_v_blocks_form_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_items_parent_id_idx\` ON \`_pages_v_blocks_form_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_items_locales\` (
  	\`input_label\` text,
  	\`input_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_form_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_form_items_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_form_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_locales\` (
  	\`header\` text,
  	\`button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_component\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_component_order_idx\` ON \`_pages_v_blocks_job_component\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_component_parent_id_idx\` ON \`_pages_v_blocks_job_component\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_component_path_idx\` ON \`_pages_v_blocks_job_component\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_component_locales\` (
  	\`header\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_job_component\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_job_component_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_job_component_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_share_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_name_idx\` ON \`_pages_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_share_image_idx\` ON \`_pages_v\` (\`version_share_image_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_jobs_id_idx\` ON \`_pages_v_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE TABLE \`page_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_groups_items_order_idx\` ON \`page_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_groups_items_parent_id_idx\` ON \`page_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_groups_items_page_idx\` ON \`page_groups_items\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`page_groups_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_groups_items_locales_locale_parent_id_unique\` ON \`page_groups_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`page_groups_updated_at_idx\` ON \`page_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_groups_created_at_idx\` ON \`page_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`page_groups_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_groups_locales_locale_parent_id_unique\` ON \`page_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'page' NOT NULL,
  	\`to_page_id\` integer,
  	\`to_address\` text,
  	\`permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`to_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_to_page_idx\` ON \`redirects\` (\`to_page_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`alt_ar\` text NOT NULL,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_tags_order_idx\` ON \`jobs_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_tags_parent_id_idx\` ON \`jobs_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_tags_locales\` (
  	\`tag\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_tags_locales_locale_parent_id_unique\` ON \`jobs_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_area_of_expertise\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_area_of_expertise_order_idx\` ON \`jobs_area_of_expertise\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_area_of_expertise_parent_id_idx\` ON \`jobs_area_of_expertise\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs_area_of_expertise_locales\` (
  	\`area\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs_area_of_expertise\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_area_of_expertise_locales_locale_parent_id_unique\` ON \`jobs_area_of_expertise_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`location_id\` integer,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`closing_date\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`location_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_location_idx\` ON \`jobs\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_image_idx\` ON \`jobs\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text,
  	\`sub_title\` text,
  	\`level\` text,
  	\`city\` text,
  	\`region\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_tags_order_idx\` ON \`_jobs_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_tags_parent_id_idx\` ON \`_jobs_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_tags_locales\` (
  	\`tag\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v_version_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_version_tags_locales_locale_parent_id_unique\` ON \`_jobs_v_version_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_area_of_expertise\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_area_of_expertise_order_idx\` ON \`_jobs_v_version_area_of_expertise\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_area_of_expertise_parent_id_idx\` ON \`_jobs_v_version_area_of_expertise\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_area_of_expertise_locales\` (
  	\`area\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v_version_area_of_expertise\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_version_area_of_expertise_locales_locale_parent_id_u\` ON \`_jobs_v_version_area_of_expertise_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_location_id\` integer,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_closing_date\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_location_idx\` ON \`_jobs_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_image_idx\` ON \`_jobs_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_title\` text,
  	\`version_sub_title\` text,
  	\`version_level\` text,
  	\`version_city\` text,
  	\`version_region\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`countries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_code_idx\` ON \`countries\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`countries_updated_at_idx\` ON \`countries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`countries_created_at_idx\` ON \`countries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_locales_locale_parent_id_unique\` ON \`countries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`job_id\` integer,
  	\`name\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`cover_letter_title\` text NOT NULL,
  	\`cover_letter_description\` text NOT NULL,
  	\`locale\` text,
  	\`consent\` integer,
  	\`consent_at\` text,
  	\`person_email\` text,
  	\`person_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`job_application_cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_applications_reference_idx\` ON \`job_applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_job_idx\` ON \`job_applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_person_email_idx\` ON \`job_applications\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_person_phone_idx\` ON \`job_applications\` (\`person_phone\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_application_cvs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'job-application-cvs',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`job_application_cvs_updated_at_idx\` ON \`job_application_cvs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_application_cvs_created_at_idx\` ON \`job_application_cvs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_application_cvs_filename_idx\` ON \`job_application_cvs\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`service_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`status_changed_at\` text,
  	\`due_at\` text,
  	\`notify_visitor\` integer DEFAULT true,
  	\`id_number\` text,
  	\`number\` text,
  	\`fields\` text NOT NULL,
  	\`locale\` text,
  	\`consent\` integer,
  	\`consent_at\` text,
  	\`person_email\` text,
  	\`person_phone\` text,
  	\`person_passport\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_requests_reference_idx\` ON \`service_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_type_idx\` ON \`service_requests\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_due_at_idx\` ON \`service_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_id_number_idx\` ON \`service_requests\` (\`id_number\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_number_idx\` ON \`service_requests\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_person_email_idx\` ON \`service_requests\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_person_phone_idx\` ON \`service_requests\` (\`person_phone\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_person_passport_idx\` ON \`service_requests\` (\`person_passport\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_updated_at_idx\` ON \`service_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_created_at_idx\` ON \`service_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_dueAt_idx\` ON \`service_requests\` (\`status\`,\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`type_status_dueAt_idx\` ON \`service_requests\` (\`type\`,\`status\`,\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`type_createdAt_idx\` ON \`service_requests\` (\`type\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`request_documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_documents_id\`) REFERENCES \`request_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_requests_rels_order_idx\` ON \`service_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_parent_idx\` ON \`service_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_path_idx\` ON \`service_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_request_documents_id_idx\` ON \`service_requests_rels\` (\`request_documents_id\`);`)
  await db.run(sql`CREATE TABLE \`request_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'private/request-documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`request_documents_updated_at_idx\` ON \`request_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`request_documents_created_at_idx\` ON \`request_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`request_documents_filename_idx\` ON \`request_documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`locale\` text,
  	\`consent\` integer,
  	\`consent_at\` text,
  	\`person_email\` text,
  	\`person_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_handled_idx\` ON \`contact_messages\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_person_email_idx\` ON \`contact_messages\` (\`person_email\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_person_phone_idx\` ON \`contact_messages\` (\`person_phone\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page\` numeric NOT NULL,
  	\`format\` numeric NOT NULL,
  	\`documents\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_entries_page_idx\` ON \`search_entries\` (\`page\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_updated_at_idx\` ON \`search_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_created_at_idx\` ON \`search_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`language\` text DEFAULT 'en',
  	\`totp_secret\` text,
  	\`totp_last_step\` numeric,
  	\`recovery_codes\` text,
  	\`invitation_hash\` text,
  	\`invitation_expires_at\` text,
  	\`totp_enabled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`used_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`user\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`used_codes_key_idx\` ON \`used_codes\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`used_codes_user_idx\` ON \`used_codes\` (\`user\`);`)
  await db.run(sql`CREATE INDEX \`used_codes_updated_at_idx\` ON \`used_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`used_codes_created_at_idx\` ON \`used_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`account\` text,
  	\`collection\` text,
  	\`document\` text,
  	\`fields\` text,
  	\`detail\` text,
  	\`address\` text,
  	\`subject\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_idx\` ON \`audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_account_idx\` ON \`audit_log\` (\`account\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_collection_idx\` ON \`audit_log\` (\`collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_document_idx\` ON \`audit_log\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_subject_idx\` ON \`audit_log\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`used_codes_id\` integer,
  	\`audit_log_id\` integer,
  	\`erased_records_id\` integer,
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
  	FOREIGN KEY (\`used_codes_id\`) REFERENCES \`used_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erased_records_id\`) REFERENCES \`erased_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`used_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erased_records_id_idx\` ON \`payload_locked_documents_rels\` (\`erased_records_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_items_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_items_pages_order_idx\` ON \`header_items_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_items_pages_parent_id_idx\` ON \`header_items_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_items_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_items_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_items_pages_locales_locale_parent_id_unique\` ON \`header_items_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_items_order_idx\` ON \`header_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_items_parent_id_idx\` ON \`header_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_items_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_items_locales_locale_parent_id_unique\` ON \`header_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`cta_button_link\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_logo_idx\` ON \`header\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`cta_button_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`fax\` text,
  	\`toll_free\` text,
  	\`commercial_registration\` text,
  	\`social_x\` text,
  	\`social_instagram\` text,
  	\`social_facebook\` text,
  	\`social_linkedin\` text,
  	\`complaints_link\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`address\` text NOT NULL,
  	\`po_box\` text,
  	\`capital\` text,
  	\`royal_decree\` text,
  	\`regulator_notice\` text NOT NULL,
  	\`copyright_year\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_redirect_hosts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`host\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_redirect_hosts_order_idx\` ON \`site_settings_redirect_hosts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_redirect_hosts_parent_id_idx\` ON \`site_settings_redirect_hosts\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`require_both_languages\` integer DEFAULT false,
  	\`second_factor_for_editors\` integer DEFAULT false,
  	\`staff_emails_details_request\` text,
  	\`staff_emails_claim\` text,
  	\`staff_emails_complaint\` text,
  	\`staff_emails_visa_activation\` text,
  	\`staff_emails_insurance_extension\` text,
  	\`staff_emails_insurance_cancellation\` text,
  	\`staff_emails_quote\` text,
  	\`staff_emails_contact_message\` text,
  	\`staff_emails_job_application\` text,
  	\`response_days_details_request\` numeric DEFAULT 3 NOT NULL,
  	\`response_days_claim\` numeric DEFAULT 15 NOT NULL,
  	\`response_days_complaint\` numeric DEFAULT 15 NOT NULL,
  	\`response_days_visa_activation\` numeric DEFAULT 2 NOT NULL,
  	\`response_days_insurance_extension\` numeric DEFAULT 3 NOT NULL,
  	\`response_days_insurance_cancellation\` numeric DEFAULT 5 NOT NULL,
  	\`response_days_quote\` numeric DEFAULT 3 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`brand_name\` text NOT NULL,
  	\`default_title\` text NOT NULL,
  	\`e_services_url\` text,
  	\`claim_tracking_url\` text,
  	\`complaint_status_url\` text,
  	\`complaint_form_url\` text,
  	\`complaint_escalation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_cities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_options_cities_order_idx\` ON \`form_options_cities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_options_cities_parent_id_idx\` ON \`form_options_cities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_cities_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options_cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_options_cities_locales_locale_parent_id_unique\` ON \`form_options_cities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_options_products_order_idx\` ON \`form_options_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_options_products_parent_id_idx\` ON \`form_options_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_products_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_options_products_locales_locale_parent_id_unique\` ON \`form_options_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_cancellation_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_options_cancellation_reasons_order_idx\` ON \`form_options_cancellation_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_options_cancellation_reasons_parent_id_idx\` ON \`form_options_cancellation_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_cancellation_reasons_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options_cancellation_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_options_cancellation_reasons_locales_locale_parent_id_u\` ON \`form_options_cancellation_reasons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_extension_periods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_options_extension_periods_order_idx\` ON \`form_options_extension_periods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_options_extension_periods_parent_id_idx\` ON \`form_options_extension_periods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options_extension_periods_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_options_extension_periods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_options_extension_periods_locales_locale_parent_id_uniq\` ON \`form_options_extension_periods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_attributes\`;`)
  await db.run(sql`DROP TABLE \`pages_attributes_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_blog\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_blog_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_interested_to_join\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_interested_to_join_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_links_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_links_list_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_links_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_links_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multiple_title_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multiple_title_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multiple_title\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_multiple_title_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_redirect_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_redirect_section_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog_dropdown_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog_dropdown_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog_dropdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_blog_dropdown_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tags_accordion_tags\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tags_accordion_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tags_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tags_accordion_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_slider_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_slider_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shortcuts_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shortcuts_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shortcuts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shortcuts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statistics_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annual_reports_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annual_reports\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annual_reports_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_board_table_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_board_table_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_board_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_board_table_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_information\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_information_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_rights_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_rights_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_rights_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_rights_section_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_insurance_plans_report_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_insurance_plans_report_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_insurance_plans_report\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_insurance_plans_report_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_our_branches_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_our_branches_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_our_branches\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_our_branches_locales\`;`)
  await db.run(sql`DROP TABLE \`who_we_are_social_links\`;`)
  await db.run(sql`DROP TABLE \`who_we_are_social_links_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_who_we_are\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_who_we_are_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_component\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_component_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_attributes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_attributes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cover_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_blog\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_blog_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_interested_to_join\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_interested_to_join_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_links_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_links_list_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_links_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_links_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_multiple_title_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_multiple_title_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_multiple_title\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_multiple_title_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_redirect_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_redirect_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog_dropdown_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog_dropdown_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog_dropdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_blog_dropdown_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tags_accordion_tags\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tags_accordion_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tags_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tags_accordion_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_slider_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_slider_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shortcuts_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shortcuts_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shortcuts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shortcuts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statistics_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statistics_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statistics\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statistics_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_annual_reports_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_annual_reports\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_annual_reports_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_board_table_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_board_table_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_board_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_board_table_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_information\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_information_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_rights_section_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_rights_section_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_rights_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_rights_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_insurance_plans_report_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_insurance_plans_report_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_insurance_plans_report\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_insurance_plans_report_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_our_branches_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_our_branches_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_our_branches\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_our_branches_locales\`;`)
  await db.run(sql`DROP TABLE \`_who_we_are_social_links_v\`;`)
  await db.run(sql`DROP TABLE \`_who_we_are_social_links_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_who_we_are\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_who_we_are_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_component\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_component_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`page_groups_items\`;`)
  await db.run(sql`DROP TABLE \`page_groups_items_locales\`;`)
  await db.run(sql`DROP TABLE \`page_groups\`;`)
  await db.run(sql`DROP TABLE \`page_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_tags\`;`)
  await db.run(sql`DROP TABLE \`jobs_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs_area_of_expertise\`;`)
  await db.run(sql`DROP TABLE \`jobs_area_of_expertise_locales\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_area_of_expertise\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_area_of_expertise_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`countries\`;`)
  await db.run(sql`DROP TABLE \`countries_locales\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_application_cvs\`;`)
  await db.run(sql`DROP TABLE \`service_requests\`;`)
  await db.run(sql`DROP TABLE \`service_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`request_documents\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`emails\`;`)
  await db.run(sql`DROP TABLE \`search_entries\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`used_codes\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`erased_records\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_items_pages\`;`)
  await db.run(sql`DROP TABLE \`header_items_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`header_items\`;`)
  await db.run(sql`DROP TABLE \`header_items_locales\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_redirect_hosts\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays\`;`)
  await db.run(sql`DROP TABLE \`site_settings_holidays_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`form_options_cities\`;`)
  await db.run(sql`DROP TABLE \`form_options_cities_locales\`;`)
  await db.run(sql`DROP TABLE \`form_options_products\`;`)
  await db.run(sql`DROP TABLE \`form_options_products_locales\`;`)
  await db.run(sql`DROP TABLE \`form_options_cancellation_reasons\`;`)
  await db.run(sql`DROP TABLE \`form_options_cancellation_reasons_locales\`;`)
  await db.run(sql`DROP TABLE \`form_options_extension_periods\`;`)
  await db.run(sql`DROP TABLE \`form_options_extension_periods_locales\`;`)
  await db.run(sql`DROP TABLE \`form_options\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
