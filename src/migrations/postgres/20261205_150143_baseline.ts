import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { LAST_FOLDED, baselineBuilds } from '../folded'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows: [table] } = await db.execute<{ name: string | null }>(
    sql`SELECT to_regclass('payload_migrations')::text AS name`,
  )
  const { rows: recorded } = table?.name
    ? await db.execute<{ name: string }>(sql`SELECT name FROM payload_migrations WHERE batch <> -1`)
    : { rows: [] }
  if (!baselineBuilds(recorded.map((row) => row.name), LAST_FOLDED.postgres)) return
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_blocks_card_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum_pages_blocks_shortcuts_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum_pages_blocks_slider_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum_who_we_are_social_links_icon" AS ENUM('x', 'instagram', 'facebook', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum_pages_translation" AS ENUM('complete', 'missing-ar', 'missing-en', 'missing-both');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_card_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum__pages_v_blocks_shortcuts_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_items_choose_type_type" AS ENUM('link', 'file');
  CREATE TYPE "public"."enum__who_we_are_social_links_v_icon" AS ENUM('x', 'instagram', 'facebook', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum__pages_v_version_translation" AS ENUM('complete', 'missing-ar', 'missing-en', 'missing-both');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('page', 'address');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'reviewed', 'shortlisted', 'rejected');
  CREATE TYPE "public"."enum_job_applications_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_service_requests_type" AS ENUM('details-request', 'claim', 'complaint', 'visa-activation', 'insurance-extension', 'insurance-cancellation', 'quote');
  CREATE TYPE "public"."enum_service_requests_status" AS ENUM('received', 'in_review', 'resolved', 'closed');
  CREATE TYPE "public"."enum_service_requests_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('acknowledgement', 'staff', 'status', 'overdue', 'security', 'invitation');
  CREATE TYPE "public"."enum_emails_state" AS ENUM('queued', 'sent', 'failed', 'gave_up');
  CREATE TYPE "public"."enum_emails_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'hr', 'service');
  CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'sign-out-everywhere', 'password-change', 'second-factor-failed', 'second-factor-reset', 'recovery-codes-renewed', 'role-change', 'create', 'update', 'delete', 'publish', 'unpublish', 'status-change', 'file-open', 'records-listed', 'record-opened', 'data-search', 'data-export', 'data-erasure');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles', 'sendEmail', 'notifyOverdue', 'recordTranslationGaps', 'deleteExpiredAuditEntries', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles', 'sendEmail', 'notifyOverdue', 'recordTranslationGaps', 'deleteExpiredAuditEntries', 'schedulePublish');
  CREATE TABLE "pages_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"property" varchar
  );
  
  CREATE TABLE "pages_attributes_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"logo_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cover_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_banner_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_checklist_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_locales" (
  	"header" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_blog_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_interested_to_join" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_interested_to_join_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_links_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_url" varchar
  );
  
  CREATE TABLE "pages_blocks_links_list_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_links_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_links_list_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multiple_title_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_multiple_title_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_multiple_title" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_multiple_title_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_redirect_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_redirect_section_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_blog_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_blog_dropdown_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_blog_dropdown_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_blog_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_blog_dropdown_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tags_accordion_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tags_accordion_tags_locales" (
  	"tag" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tags_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tags_accordion_locales" (
  	"header" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"redirect_url" varchar,
  	"choose_type_type" "enum_pages_blocks_card_items_choose_type_type",
  	"choose_type_value" varchar
  );
  
  CREATE TABLE "pages_blocks_card_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"redirect_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_large_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_url_id" integer,
  	"button_link" varchar
  );
  
  CREATE TABLE "pages_blocks_large_slider_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_large_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_large_slider_locales" (
  	"title" varchar,
  	"description" varchar,
  	"view_all_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_shortcuts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"choose_type_type" "enum_pages_blocks_shortcuts_items_choose_type_type",
  	"choose_type_value" varchar
  );
  
  CREATE TABLE "pages_blocks_shortcuts_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_shortcuts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_shortcuts_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_url_id" integer,
  	"choose_type_type" "enum_pages_blocks_slider_items_choose_type_type",
  	"choose_type_value" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"redirect_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_statistics_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_statistics_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_statistics_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_annual_reports_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"year_ar" varchar,
  	"yearly_id" integer,
  	"yearly_ar_id" integer,
  	"q1_id" integer,
  	"q1_ar_id" integer,
  	"q2_id" integer,
  	"q2_ar_id" integer,
  	"q3_id" integer,
  	"q3_ar_id" integer,
  	"q4_id" integer,
  	"q4_ar_id" integer
  );
  
  CREATE TABLE "pages_blocks_annual_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_annual_reports_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_board_table_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_board_table_items_locales" (
  	"name" varchar,
  	"position" varchar,
  	"members" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_board_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_board_table_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_information" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone_number" varchar,
  	"email" varchar,
  	"social_links_twitter" varchar,
  	"social_links_linkedin" varchar,
  	"social_links_instagram" varchar,
  	"social_links_facebook" varchar,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_information_locales" (
  	"title" varchar,
  	"description" varchar,
  	"opening_hours" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_customer_rights_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pdf_id" integer,
  	"pdf_ar_id" integer
  );
  
  CREATE TABLE "pages_blocks_customer_rights_section_items_locales" (
  	"pdf_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_customer_rights_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_customer_rights_section_locales" (
  	"header" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_insurance_plans_report_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_insurance_plans_report_items_locales" (
  	"title" varchar,
  	"plan1" varchar,
  	"plan2" varchar,
  	"plan3" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_insurance_plans_report" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_insurance_plans_report_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_our_branches_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"fax" varchar,
  	"iframe_url" varchar
  );
  
  CREATE TABLE "pages_blocks_our_branches_items_locales" (
  	"branch_title" varchar,
  	"location" varchar,
  	"address" varchar,
  	"po_box" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_our_branches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_our_branches_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "who_we_are_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_who_we_are_social_links_icon",
  	"url" varchar
  );
  
  CREATE TABLE "who_we_are_social_links_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_who_we_are" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_who_we_are_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" jsonb,
  	"social_media_social_title" varchar,
  	"social_media_social_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form_items_locales" (
  	"input_label" varchar,
  	"input_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form_locales" (
  	"header" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_job_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_job_component_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"share_image_id" integer,
  	"translation" "enum_pages_translation",
  	"translation_gaps" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "_pages_v_version_attributes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"property" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_attributes_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"logo_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cover_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_full_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full_banner_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_single_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_locales" (
  	"header" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_blog_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_interested_to_join" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_interested_to_join_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_links_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_links_list_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_links_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_links_list_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_multiple_title_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_multiple_title_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_multiple_title" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_multiple_title_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_redirect_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_redirect_section_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog_dropdown_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog_dropdown_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_blog_dropdown_locales" (
  	"header" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tags_accordion_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tags_accordion_tags_locales" (
  	"tag" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tags_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tags_accordion_locales" (
  	"header" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"redirect_url" varchar,
  	"choose_type_type" "enum__pages_v_blocks_card_items_choose_type_type",
  	"choose_type_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"redirect_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_large_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_url_id" integer,
  	"button_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_slider_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_large_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_slider_locales" (
  	"title" varchar,
  	"description" varchar,
  	"view_all_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_shortcuts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"choose_type_type" "enum__pages_v_blocks_shortcuts_items_choose_type_type",
  	"choose_type_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_shortcuts_items_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_shortcuts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_shortcuts_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_url_id" integer,
  	"choose_type_type" "enum__pages_v_blocks_slider_items_choose_type_type",
  	"choose_type_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"redirect_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_statistics_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statistics_items_locales" (
  	"header" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statistics_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_annual_reports_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"year_ar" varchar,
  	"yearly_id" integer,
  	"yearly_ar_id" integer,
  	"q1_id" integer,
  	"q1_ar_id" integer,
  	"q2_id" integer,
  	"q2_ar_id" integer,
  	"q3_id" integer,
  	"q3_ar_id" integer,
  	"q4_id" integer,
  	"q4_ar_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_annual_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_annual_reports_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_board_table_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_board_table_items_locales" (
  	"name" varchar,
  	"position" varchar,
  	"members" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_board_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_board_table_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_information" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_number" varchar,
  	"email" varchar,
  	"social_links_twitter" varchar,
  	"social_links_linkedin" varchar,
  	"social_links_instagram" varchar,
  	"social_links_facebook" varchar,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_information_locales" (
  	"title" varchar,
  	"description" varchar,
  	"opening_hours" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_customer_rights_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"pdf_id" integer,
  	"pdf_ar_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_rights_section_items_locales" (
  	"pdf_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_customer_rights_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_rights_section_locales" (
  	"header" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_insurance_plans_report_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_insurance_plans_report_items_locales" (
  	"title" varchar,
  	"plan1" varchar,
  	"plan2" varchar,
  	"plan3" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_insurance_plans_report" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_insurance_plans_report_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_our_branches_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"fax" varchar,
  	"iframe_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_our_branches_items_locales" (
  	"branch_title" varchar,
  	"location" varchar,
  	"address" varchar,
  	"po_box" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_our_branches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_our_branches_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_who_we_are_social_links_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__who_we_are_social_links_v_icon",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_who_we_are_social_links_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_who_we_are" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_who_we_are_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" jsonb,
  	"social_media_social_title" varchar,
  	"social_media_social_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_form_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_items_locales" (
  	"input_label" varchar,
  	"input_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_locales" (
  	"header" varchar,
  	"button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_job_component" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_job_component_locales" (
  	"header" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_share_image_id" integer,
  	"version_translation" "enum__pages_v_version_translation",
  	"version_translation_gaps" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "page_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL
  );
  
  CREATE TABLE "page_groups_items_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_groups_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'page' NOT NULL,
  	"to_page_id" integer,
  	"to_address" varchar,
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"alt_ar" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'media',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_tags_locales" (
  	"tag" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs_area_of_expertise" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_area_of_expertise_locales" (
  	"area" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"employment_type" "enum_jobs_employment_type" DEFAULT 'FULL_TIME',
  	"closing_date" timestamp(3) with time zone,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"level" varchar,
  	"city" varchar,
  	"region" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_tags_locales" (
  	"tag" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_area_of_expertise" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jobs_v_version_area_of_expertise_locales" (
  	"area" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_location_id" integer,
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'FULL_TIME',
  	"version_closing_date" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_sub_title" varchar,
  	"version_level" varchar,
  	"version_city" varchar,
  	"version_region" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"job_id" integer,
  	"name" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"cover_letter_title" varchar NOT NULL,
  	"cover_letter_description" varchar NOT NULL,
  	"locale" "enum_job_applications_locale",
  	"consent" boolean,
  	"consent_at" timestamp(3) with time zone,
  	"person_email" varchar,
  	"person_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_application_cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'job-application-cvs',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "service_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"type" "enum_service_requests_type" NOT NULL,
  	"status" "enum_service_requests_status" DEFAULT 'received' NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"due_at" timestamp(3) with time zone,
  	"notify_visitor" boolean DEFAULT true,
  	"id_number" varchar,
  	"number" varchar,
  	"fields" jsonb NOT NULL,
  	"locale" "enum_service_requests_locale",
  	"consent" boolean,
  	"consent_at" timestamp(3) with time zone,
  	"person_email" varchar,
  	"person_phone" varchar,
  	"person_passport" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"request_documents_id" integer
  );
  
  CREATE TABLE "request_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'private/request-documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"handled" boolean DEFAULT false,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_contact_messages_locale",
  	"consent" boolean,
  	"consent_at" timestamp(3) with time zone,
  	"person_email" varchar,
  	"person_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page" numeric NOT NULL,
  	"format" numeric NOT NULL,
  	"documents" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"language" "enum_users_language" DEFAULT 'en',
  	"totp_secret" varchar,
  	"totp_last_step" numeric,
  	"recovery_codes" jsonb,
  	"invitation_hash" varchar,
  	"invitation_expires_at" timestamp(3) with time zone,
  	"totp_enabled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar
  );
  
  CREATE TABLE "used_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"user_id" integer,
  	"account" varchar,
  	"collection" varchar,
  	"document" varchar,
  	"fields" varchar,
  	"detail" varchar,
  	"address" varchar,
  	"subject" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erased_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"month" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"page_groups_id" integer,
  	"redirects_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"jobs_id" integer,
  	"countries_id" integer,
  	"job_applications_id" integer,
  	"job_application_cvs_id" integer,
  	"service_requests_id" integer,
  	"request_documents_id" integer,
  	"contact_messages_id" integer,
  	"emails_id" integer,
  	"search_entries_id" integer,
  	"users_id" integer,
  	"used_codes_id" integer,
  	"audit_log_id" integer,
  	"erased_records_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_items_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "header_items_pages_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "header_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"cta_button_link" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"cta_button_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"fax" varchar,
  	"toll_free" varchar,
  	"commercial_registration" varchar,
  	"social_x" varchar,
  	"social_instagram" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"complaints_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"address" varchar NOT NULL,
  	"po_box" varchar,
  	"capital" varchar,
  	"royal_decree" varchar,
  	"regulator_notice" varchar NOT NULL,
  	"copyright_year" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_redirect_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
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
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"require_both_languages" boolean DEFAULT false,
  	"second_factor_for_editors" boolean DEFAULT false,
  	"staff_emails_details_request" varchar,
  	"staff_emails_claim" varchar,
  	"staff_emails_complaint" varchar,
  	"staff_emails_visa_activation" varchar,
  	"staff_emails_insurance_extension" varchar,
  	"staff_emails_insurance_cancellation" varchar,
  	"staff_emails_quote" varchar,
  	"staff_emails_contact_message" varchar,
  	"staff_emails_job_application" varchar,
  	"response_days_details_request" numeric DEFAULT 3 NOT NULL,
  	"response_days_claim" numeric DEFAULT 15 NOT NULL,
  	"response_days_complaint" numeric DEFAULT 15 NOT NULL,
  	"response_days_visa_activation" numeric DEFAULT 2 NOT NULL,
  	"response_days_insurance_extension" numeric DEFAULT 3 NOT NULL,
  	"response_days_insurance_cancellation" numeric DEFAULT 5 NOT NULL,
  	"response_days_quote" numeric DEFAULT 3 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"brand_name" varchar NOT NULL,
  	"default_title" varchar NOT NULL,
  	"e_services_url" varchar,
  	"claim_tracking_url" varchar,
  	"complaint_status_url" varchar,
  	"complaint_form_url" varchar,
  	"complaint_escalation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_options_cities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_cities_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_products_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_cancellation_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_cancellation_reasons_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_extension_periods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_options_extension_periods_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_attributes" ADD CONSTRAINT "pages_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_attributes_locales" ADD CONSTRAINT "pages_attributes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_attributes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover" ADD CONSTRAINT "pages_blocks_cover_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover" ADD CONSTRAINT "pages_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover_locales" ADD CONSTRAINT "pages_blocks_cover_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_banner" ADD CONSTRAINT "pages_blocks_full_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_banner" ADD CONSTRAINT "pages_blocks_full_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_banner_locales" ADD CONSTRAINT "pages_blocks_full_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image" ADD CONSTRAINT "pages_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image" ADD CONSTRAINT "pages_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_items" ADD CONSTRAINT "pages_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_items_locales" ADD CONSTRAINT "pages_blocks_checklist_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_locales" ADD CONSTRAINT "pages_blocks_checklist_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_blog" ADD CONSTRAINT "pages_blocks_image_blog_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_blog" ADD CONSTRAINT "pages_blocks_image_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_blog_locales" ADD CONSTRAINT "pages_blocks_image_blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_interested_to_join" ADD CONSTRAINT "pages_blocks_interested_to_join_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_interested_to_join_locales" ADD CONSTRAINT "pages_blocks_interested_to_join_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_interested_to_join"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_links_list_items" ADD CONSTRAINT "pages_blocks_links_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_links_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_links_list_items_locales" ADD CONSTRAINT "pages_blocks_links_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_links_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_links_list" ADD CONSTRAINT "pages_blocks_links_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_links_list_locales" ADD CONSTRAINT "pages_blocks_links_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_links_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multiple_title_items" ADD CONSTRAINT "pages_blocks_multiple_title_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multiple_title"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multiple_title_items_locales" ADD CONSTRAINT "pages_blocks_multiple_title_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multiple_title_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multiple_title" ADD CONSTRAINT "pages_blocks_multiple_title_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_multiple_title_locales" ADD CONSTRAINT "pages_blocks_multiple_title_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_multiple_title"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_redirect_section" ADD CONSTRAINT "pages_blocks_redirect_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_redirect_section_locales" ADD CONSTRAINT "pages_blocks_redirect_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_redirect_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog" ADD CONSTRAINT "pages_blocks_single_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog_locales" ADD CONSTRAINT "pages_blocks_single_blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog_dropdown_items" ADD CONSTRAINT "pages_blocks_single_blog_dropdown_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_blog_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog_dropdown_items_locales" ADD CONSTRAINT "pages_blocks_single_blog_dropdown_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_blog_dropdown_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog_dropdown" ADD CONSTRAINT "pages_blocks_single_blog_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_blog_dropdown_locales" ADD CONSTRAINT "pages_blocks_single_blog_dropdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_blog_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tags_accordion_tags" ADD CONSTRAINT "pages_blocks_tags_accordion_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tags_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tags_accordion_tags_locales" ADD CONSTRAINT "pages_blocks_tags_accordion_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tags_accordion_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tags_accordion" ADD CONSTRAINT "pages_blocks_tags_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tags_accordion_locales" ADD CONSTRAINT "pages_blocks_tags_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tags_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_items" ADD CONSTRAINT "pages_blocks_card_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_items" ADD CONSTRAINT "pages_blocks_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_items_locales" ADD CONSTRAINT "pages_blocks_card_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card" ADD CONSTRAINT "pages_blocks_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_locales" ADD CONSTRAINT "pages_blocks_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_slider_items" ADD CONSTRAINT "pages_blocks_large_slider_items_image_url_id_media_id_fk" FOREIGN KEY ("image_url_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_slider_items" ADD CONSTRAINT "pages_blocks_large_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_slider_items_locales" ADD CONSTRAINT "pages_blocks_large_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_slider" ADD CONSTRAINT "pages_blocks_large_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_slider_locales" ADD CONSTRAINT "pages_blocks_large_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shortcuts_items" ADD CONSTRAINT "pages_blocks_shortcuts_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_shortcuts_items" ADD CONSTRAINT "pages_blocks_shortcuts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_shortcuts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shortcuts_items_locales" ADD CONSTRAINT "pages_blocks_shortcuts_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_shortcuts_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shortcuts" ADD CONSTRAINT "pages_blocks_shortcuts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shortcuts_locales" ADD CONSTRAINT "pages_blocks_shortcuts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_shortcuts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_items" ADD CONSTRAINT "pages_blocks_slider_items_image_url_id_media_id_fk" FOREIGN KEY ("image_url_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_items" ADD CONSTRAINT "pages_blocks_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_items_locales" ADD CONSTRAINT "pages_blocks_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_locales" ADD CONSTRAINT "pages_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_items" ADD CONSTRAINT "pages_blocks_statistics_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_items_locales" ADD CONSTRAINT "pages_blocks_statistics_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics" ADD CONSTRAINT "pages_blocks_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statistics_locales" ADD CONSTRAINT "pages_blocks_statistics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_yearly_id_documents_id_fk" FOREIGN KEY ("yearly_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_yearly_ar_id_documents_id_fk" FOREIGN KEY ("yearly_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q1_id_documents_id_fk" FOREIGN KEY ("q1_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q1_ar_id_documents_id_fk" FOREIGN KEY ("q1_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q2_id_documents_id_fk" FOREIGN KEY ("q2_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q2_ar_id_documents_id_fk" FOREIGN KEY ("q2_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q3_id_documents_id_fk" FOREIGN KEY ("q3_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q3_ar_id_documents_id_fk" FOREIGN KEY ("q3_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q4_id_documents_id_fk" FOREIGN KEY ("q4_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_q4_ar_id_documents_id_fk" FOREIGN KEY ("q4_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_items" ADD CONSTRAINT "pages_blocks_annual_reports_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports" ADD CONSTRAINT "pages_blocks_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_annual_reports_locales" ADD CONSTRAINT "pages_blocks_annual_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_board_table_items" ADD CONSTRAINT "pages_blocks_board_table_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_board_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_board_table_items_locales" ADD CONSTRAINT "pages_blocks_board_table_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_board_table_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_board_table" ADD CONSTRAINT "pages_blocks_board_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_board_table_locales" ADD CONSTRAINT "pages_blocks_board_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_board_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_information" ADD CONSTRAINT "pages_blocks_contact_information_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_information_locales" ADD CONSTRAINT "pages_blocks_contact_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section_items" ADD CONSTRAINT "pages_blocks_customer_rights_section_items_pdf_id_documents_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section_items" ADD CONSTRAINT "pages_blocks_customer_rights_section_items_pdf_ar_id_documents_id_fk" FOREIGN KEY ("pdf_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section_items" ADD CONSTRAINT "pages_blocks_customer_rights_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_rights_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section_items_locales" ADD CONSTRAINT "pages_blocks_customer_rights_section_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_rights_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section" ADD CONSTRAINT "pages_blocks_customer_rights_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_rights_section_locales" ADD CONSTRAINT "pages_blocks_customer_rights_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_rights_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_insurance_plans_report_items" ADD CONSTRAINT "pages_blocks_insurance_plans_report_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_insurance_plans_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_insurance_plans_report_items_locales" ADD CONSTRAINT "pages_blocks_insurance_plans_report_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_insurance_plans_report_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_insurance_plans_report" ADD CONSTRAINT "pages_blocks_insurance_plans_report_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_insurance_plans_report_locales" ADD CONSTRAINT "pages_blocks_insurance_plans_report_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_insurance_plans_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_branches_items" ADD CONSTRAINT "pages_blocks_our_branches_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_our_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_branches_items_locales" ADD CONSTRAINT "pages_blocks_our_branches_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_our_branches_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_branches" ADD CONSTRAINT "pages_blocks_our_branches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_our_branches_locales" ADD CONSTRAINT "pages_blocks_our_branches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_our_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are_social_links" ADD CONSTRAINT "who_we_are_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "who_we_are_social_links_locales" ADD CONSTRAINT "who_we_are_social_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."who_we_are_social_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_who_we_are" ADD CONSTRAINT "pages_blocks_who_we_are_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_who_we_are" ADD CONSTRAINT "pages_blocks_who_we_are_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_who_we_are_locales" ADD CONSTRAINT "pages_blocks_who_we_are_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_items" ADD CONSTRAINT "pages_blocks_form_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_items_locales" ADD CONSTRAINT "pages_blocks_form_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_locales" ADD CONSTRAINT "pages_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_job_component" ADD CONSTRAINT "pages_blocks_job_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_job_component_locales" ADD CONSTRAINT "pages_blocks_job_component_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_job_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_attributes" ADD CONSTRAINT "_pages_v_version_attributes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_attributes_locales" ADD CONSTRAINT "_pages_v_version_attributes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_attributes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover" ADD CONSTRAINT "_pages_v_blocks_cover_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover" ADD CONSTRAINT "_pages_v_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover_locales" ADD CONSTRAINT "_pages_v_blocks_cover_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_banner" ADD CONSTRAINT "_pages_v_blocks_full_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_banner" ADD CONSTRAINT "_pages_v_blocks_full_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_banner_locales" ADD CONSTRAINT "_pages_v_blocks_full_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_full_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image" ADD CONSTRAINT "_pages_v_blocks_single_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image" ADD CONSTRAINT "_pages_v_blocks_single_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_items" ADD CONSTRAINT "_pages_v_blocks_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_items_locales" ADD CONSTRAINT "_pages_v_blocks_checklist_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_locales" ADD CONSTRAINT "_pages_v_blocks_checklist_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_blog" ADD CONSTRAINT "_pages_v_blocks_image_blog_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_blog" ADD CONSTRAINT "_pages_v_blocks_image_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_blog_locales" ADD CONSTRAINT "_pages_v_blocks_image_blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_interested_to_join" ADD CONSTRAINT "_pages_v_blocks_interested_to_join_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_interested_to_join_locales" ADD CONSTRAINT "_pages_v_blocks_interested_to_join_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_interested_to_join"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_links_list_items" ADD CONSTRAINT "_pages_v_blocks_links_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_links_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_links_list_items_locales" ADD CONSTRAINT "_pages_v_blocks_links_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_links_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_links_list" ADD CONSTRAINT "_pages_v_blocks_links_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_links_list_locales" ADD CONSTRAINT "_pages_v_blocks_links_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_links_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_multiple_title_items" ADD CONSTRAINT "_pages_v_blocks_multiple_title_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_multiple_title"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_multiple_title_items_locales" ADD CONSTRAINT "_pages_v_blocks_multiple_title_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_multiple_title_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_multiple_title" ADD CONSTRAINT "_pages_v_blocks_multiple_title_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_multiple_title_locales" ADD CONSTRAINT "_pages_v_blocks_multiple_title_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_multiple_title"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_redirect_section" ADD CONSTRAINT "_pages_v_blocks_redirect_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_redirect_section_locales" ADD CONSTRAINT "_pages_v_blocks_redirect_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_redirect_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog" ADD CONSTRAINT "_pages_v_blocks_single_blog_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog_locales" ADD CONSTRAINT "_pages_v_blocks_single_blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_blog"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog_dropdown_items" ADD CONSTRAINT "_pages_v_blocks_single_blog_dropdown_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_blog_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog_dropdown_items_locales" ADD CONSTRAINT "_pages_v_blocks_single_blog_dropdown_items_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_blog_dropdown_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog_dropdown" ADD CONSTRAINT "_pages_v_blocks_single_blog_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_blog_dropdown_locales" ADD CONSTRAINT "_pages_v_blocks_single_blog_dropdown_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_blog_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tags_accordion_tags" ADD CONSTRAINT "_pages_v_blocks_tags_accordion_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tags_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tags_accordion_tags_locales" ADD CONSTRAINT "_pages_v_blocks_tags_accordion_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tags_accordion_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tags_accordion" ADD CONSTRAINT "_pages_v_blocks_tags_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tags_accordion_locales" ADD CONSTRAINT "_pages_v_blocks_tags_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tags_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_items" ADD CONSTRAINT "_pages_v_blocks_card_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_items" ADD CONSTRAINT "_pages_v_blocks_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_items_locales" ADD CONSTRAINT "_pages_v_blocks_card_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card" ADD CONSTRAINT "_pages_v_blocks_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_locales" ADD CONSTRAINT "_pages_v_blocks_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_slider_items" ADD CONSTRAINT "_pages_v_blocks_large_slider_items_image_url_id_media_id_fk" FOREIGN KEY ("image_url_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_slider_items" ADD CONSTRAINT "_pages_v_blocks_large_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_slider_items_locales" ADD CONSTRAINT "_pages_v_blocks_large_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_slider" ADD CONSTRAINT "_pages_v_blocks_large_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_slider_locales" ADD CONSTRAINT "_pages_v_blocks_large_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shortcuts_items" ADD CONSTRAINT "_pages_v_blocks_shortcuts_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shortcuts_items" ADD CONSTRAINT "_pages_v_blocks_shortcuts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_shortcuts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shortcuts_items_locales" ADD CONSTRAINT "_pages_v_blocks_shortcuts_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_shortcuts_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shortcuts" ADD CONSTRAINT "_pages_v_blocks_shortcuts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shortcuts_locales" ADD CONSTRAINT "_pages_v_blocks_shortcuts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_shortcuts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_items" ADD CONSTRAINT "_pages_v_blocks_slider_items_image_url_id_media_id_fk" FOREIGN KEY ("image_url_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_items" ADD CONSTRAINT "_pages_v_blocks_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_items_locales" ADD CONSTRAINT "_pages_v_blocks_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_locales" ADD CONSTRAINT "_pages_v_blocks_slider_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statistics_items" ADD CONSTRAINT "_pages_v_blocks_statistics_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statistics_items_locales" ADD CONSTRAINT "_pages_v_blocks_statistics_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_statistics_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statistics" ADD CONSTRAINT "_pages_v_blocks_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statistics_locales" ADD CONSTRAINT "_pages_v_blocks_statistics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_yearly_id_documents_id_fk" FOREIGN KEY ("yearly_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_yearly_ar_id_documents_id_fk" FOREIGN KEY ("yearly_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q1_id_documents_id_fk" FOREIGN KEY ("q1_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q1_ar_id_documents_id_fk" FOREIGN KEY ("q1_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q2_id_documents_id_fk" FOREIGN KEY ("q2_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q2_ar_id_documents_id_fk" FOREIGN KEY ("q2_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q3_id_documents_id_fk" FOREIGN KEY ("q3_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q3_ar_id_documents_id_fk" FOREIGN KEY ("q3_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q4_id_documents_id_fk" FOREIGN KEY ("q4_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_q4_ar_id_documents_id_fk" FOREIGN KEY ("q4_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_items" ADD CONSTRAINT "_pages_v_blocks_annual_reports_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports" ADD CONSTRAINT "_pages_v_blocks_annual_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annual_reports_locales" ADD CONSTRAINT "_pages_v_blocks_annual_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_annual_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_board_table_items" ADD CONSTRAINT "_pages_v_blocks_board_table_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_board_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_board_table_items_locales" ADD CONSTRAINT "_pages_v_blocks_board_table_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_board_table_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_board_table" ADD CONSTRAINT "_pages_v_blocks_board_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_board_table_locales" ADD CONSTRAINT "_pages_v_blocks_board_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_board_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_information" ADD CONSTRAINT "_pages_v_blocks_contact_information_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_information_locales" ADD CONSTRAINT "_pages_v_blocks_contact_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section_items" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_items_pdf_id_documents_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section_items" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_items_pdf_ar_id_documents_id_fk" FOREIGN KEY ("pdf_ar_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section_items" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_rights_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section_items_locales" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_items_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_rights_section_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_rights_section_locales" ADD CONSTRAINT "_pages_v_blocks_customer_rights_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_rights_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_insurance_plans_report_items" ADD CONSTRAINT "_pages_v_blocks_insurance_plans_report_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_insurance_plans_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_insurance_plans_report_items_locales" ADD CONSTRAINT "_pages_v_blocks_insurance_plans_report_items_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_insurance_plans_report_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_insurance_plans_report" ADD CONSTRAINT "_pages_v_blocks_insurance_plans_report_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_insurance_plans_report_locales" ADD CONSTRAINT "_pages_v_blocks_insurance_plans_report_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_insurance_plans_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_branches_items" ADD CONSTRAINT "_pages_v_blocks_our_branches_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_our_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_branches_items_locales" ADD CONSTRAINT "_pages_v_blocks_our_branches_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_our_branches_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_branches" ADD CONSTRAINT "_pages_v_blocks_our_branches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_our_branches_locales" ADD CONSTRAINT "_pages_v_blocks_our_branches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_our_branches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_who_we_are_social_links_v" ADD CONSTRAINT "_who_we_are_social_links_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_who_we_are_social_links_v_locales" ADD CONSTRAINT "_who_we_are_social_links_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_who_we_are_social_links_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_who_we_are" ADD CONSTRAINT "_pages_v_blocks_who_we_are_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_who_we_are" ADD CONSTRAINT "_pages_v_blocks_who_we_are_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_who_we_are_locales" ADD CONSTRAINT "_pages_v_blocks_who_we_are_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_who_we_are"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_items" ADD CONSTRAINT "_pages_v_blocks_form_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_items_locales" ADD CONSTRAINT "_pages_v_blocks_form_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_locales" ADD CONSTRAINT "_pages_v_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_job_component" ADD CONSTRAINT "_pages_v_blocks_job_component_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_job_component_locales" ADD CONSTRAINT "_pages_v_blocks_job_component_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_job_component"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_share_image_id_media_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_groups_items" ADD CONSTRAINT "page_groups_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_groups_items" ADD CONSTRAINT "page_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_groups_items_locales" ADD CONSTRAINT "page_groups_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_groups_locales" ADD CONSTRAINT "page_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_to_page_id_pages_id_fk" FOREIGN KEY ("to_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_tags" ADD CONSTRAINT "jobs_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_tags_locales" ADD CONSTRAINT "jobs_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_area_of_expertise" ADD CONSTRAINT "jobs_area_of_expertise_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_area_of_expertise_locales" ADD CONSTRAINT "jobs_area_of_expertise_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_area_of_expertise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_id_countries_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_tags" ADD CONSTRAINT "_jobs_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_tags_locales" ADD CONSTRAINT "_jobs_v_version_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_area_of_expertise" ADD CONSTRAINT "_jobs_v_version_area_of_expertise_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_area_of_expertise_locales" ADD CONSTRAINT "_jobs_v_version_area_of_expertise_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_area_of_expertise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_location_id_countries_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "countries_locales" ADD CONSTRAINT "countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_job_application_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."job_application_cvs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_request_documents_fk" FOREIGN KEY ("request_documents_id") REFERENCES "public"."request_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "emails" ADD CONSTRAINT "emails_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_groups_fk" FOREIGN KEY ("page_groups_id") REFERENCES "public"."page_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_application_cvs_fk" FOREIGN KEY ("job_application_cvs_id") REFERENCES "public"."job_application_cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_requests_fk" FOREIGN KEY ("service_requests_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_documents_fk" FOREIGN KEY ("request_documents_id") REFERENCES "public"."request_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_emails_fk" FOREIGN KEY ("emails_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_codes_fk" FOREIGN KEY ("used_codes_id") REFERENCES "public"."used_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erased_records_fk" FOREIGN KEY ("erased_records_id") REFERENCES "public"."erased_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_pages" ADD CONSTRAINT "header_items_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_pages_locales" ADD CONSTRAINT "header_items_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items" ADD CONSTRAINT "header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_locales" ADD CONSTRAINT "header_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_redirect_hosts" ADD CONSTRAINT "site_settings_redirect_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays" ADD CONSTRAINT "site_settings_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_holidays_locales" ADD CONSTRAINT "site_settings_holidays_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_holidays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_cities" ADD CONSTRAINT "form_options_cities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_cities_locales" ADD CONSTRAINT "form_options_cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_products" ADD CONSTRAINT "form_options_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_products_locales" ADD CONSTRAINT "form_options_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_cancellation_reasons" ADD CONSTRAINT "form_options_cancellation_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_cancellation_reasons_locales" ADD CONSTRAINT "form_options_cancellation_reasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options_cancellation_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_extension_periods" ADD CONSTRAINT "form_options_extension_periods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_options_extension_periods_locales" ADD CONSTRAINT "form_options_extension_periods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_options_extension_periods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_attributes_order_idx" ON "pages_attributes" USING btree ("_order");
  CREATE INDEX "pages_attributes_parent_id_idx" ON "pages_attributes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_attributes_locales_locale_parent_id_unique" ON "pages_attributes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_banner_background_image_idx" ON "pages_blocks_banner" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_banner_logo_idx" ON "pages_blocks_banner" USING btree ("logo_id");
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_cover_order_idx" ON "pages_blocks_cover" USING btree ("_order");
  CREATE INDEX "pages_blocks_cover_parent_id_idx" ON "pages_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cover_path_idx" ON "pages_blocks_cover" USING btree ("_path");
  CREATE INDEX "pages_blocks_cover_image_idx" ON "pages_blocks_cover" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_cover_locales_locale_parent_id_unique" ON "pages_blocks_cover_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_full_banner_order_idx" ON "pages_blocks_full_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_banner_parent_id_idx" ON "pages_blocks_full_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_banner_path_idx" ON "pages_blocks_full_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_banner_image_idx" ON "pages_blocks_full_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_full_banner_locales_locale_parent_id_unique" ON "pages_blocks_full_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_single_image_order_idx" ON "pages_blocks_single_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_image_parent_id_idx" ON "pages_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_image_path_idx" ON "pages_blocks_single_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_single_image_image_idx" ON "pages_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_checklist_items_order_idx" ON "pages_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_items_parent_id_idx" ON "pages_blocks_checklist_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_checklist_items_locales_locale_parent_id_unique" ON "pages_blocks_checklist_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_checklist_locales_locale_parent_id_unique" ON "pages_blocks_checklist_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_blog_order_idx" ON "pages_blocks_image_blog" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_blog_parent_id_idx" ON "pages_blocks_image_blog" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_blog_path_idx" ON "pages_blocks_image_blog" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_blog_image_idx" ON "pages_blocks_image_blog" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_blog_locales_locale_parent_id_unique" ON "pages_blocks_image_blog_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_interested_to_join_order_idx" ON "pages_blocks_interested_to_join" USING btree ("_order");
  CREATE INDEX "pages_blocks_interested_to_join_parent_id_idx" ON "pages_blocks_interested_to_join" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_interested_to_join_path_idx" ON "pages_blocks_interested_to_join" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_interested_to_join_locales_locale_parent_id_uni" ON "pages_blocks_interested_to_join_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_links_list_items_order_idx" ON "pages_blocks_links_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_links_list_items_parent_id_idx" ON "pages_blocks_links_list_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_links_list_items_locales_locale_parent_id_uniqu" ON "pages_blocks_links_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_links_list_order_idx" ON "pages_blocks_links_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_links_list_parent_id_idx" ON "pages_blocks_links_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_links_list_path_idx" ON "pages_blocks_links_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_links_list_locales_locale_parent_id_unique" ON "pages_blocks_links_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multiple_title_items_order_idx" ON "pages_blocks_multiple_title_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_multiple_title_items_parent_id_idx" ON "pages_blocks_multiple_title_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_multiple_title_items_locales_locale_parent_id_u" ON "pages_blocks_multiple_title_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_multiple_title_order_idx" ON "pages_blocks_multiple_title" USING btree ("_order");
  CREATE INDEX "pages_blocks_multiple_title_parent_id_idx" ON "pages_blocks_multiple_title" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_multiple_title_path_idx" ON "pages_blocks_multiple_title" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_multiple_title_locales_locale_parent_id_unique" ON "pages_blocks_multiple_title_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_redirect_section_order_idx" ON "pages_blocks_redirect_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_redirect_section_parent_id_idx" ON "pages_blocks_redirect_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_redirect_section_path_idx" ON "pages_blocks_redirect_section" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_redirect_section_locales_locale_parent_id_uniqu" ON "pages_blocks_redirect_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_single_blog_order_idx" ON "pages_blocks_single_blog" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_blog_parent_id_idx" ON "pages_blocks_single_blog" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_blog_path_idx" ON "pages_blocks_single_blog" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_single_blog_locales_locale_parent_id_unique" ON "pages_blocks_single_blog_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_single_blog_dropdown_items_order_idx" ON "pages_blocks_single_blog_dropdown_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_blog_dropdown_items_parent_id_idx" ON "pages_blocks_single_blog_dropdown_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_single_blog_dropdown_items_locales_locale_paren" ON "pages_blocks_single_blog_dropdown_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_single_blog_dropdown_order_idx" ON "pages_blocks_single_blog_dropdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_blog_dropdown_parent_id_idx" ON "pages_blocks_single_blog_dropdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_blog_dropdown_path_idx" ON "pages_blocks_single_blog_dropdown" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_single_blog_dropdown_locales_locale_parent_id_u" ON "pages_blocks_single_blog_dropdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tags_accordion_tags_order_idx" ON "pages_blocks_tags_accordion_tags" USING btree ("_order");
  CREATE INDEX "pages_blocks_tags_accordion_tags_parent_id_idx" ON "pages_blocks_tags_accordion_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_tags_accordion_tags_locales_locale_parent_id_un" ON "pages_blocks_tags_accordion_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tags_accordion_order_idx" ON "pages_blocks_tags_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_tags_accordion_parent_id_idx" ON "pages_blocks_tags_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tags_accordion_path_idx" ON "pages_blocks_tags_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tags_accordion_locales_locale_parent_id_unique" ON "pages_blocks_tags_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_items_order_idx" ON "pages_blocks_card_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_items_parent_id_idx" ON "pages_blocks_card_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_items_logo_idx" ON "pages_blocks_card_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "pages_blocks_card_items_locales_locale_parent_id_unique" ON "pages_blocks_card_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_order_idx" ON "pages_blocks_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_parent_id_idx" ON "pages_blocks_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_path_idx" ON "pages_blocks_card" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_card_locales_locale_parent_id_unique" ON "pages_blocks_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_large_slider_items_order_idx" ON "pages_blocks_large_slider_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_slider_items_parent_id_idx" ON "pages_blocks_large_slider_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_slider_items_image_url_idx" ON "pages_blocks_large_slider_items" USING btree ("image_url_id");
  CREATE UNIQUE INDEX "pages_blocks_large_slider_items_locales_locale_parent_id_uni" ON "pages_blocks_large_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_large_slider_order_idx" ON "pages_blocks_large_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_slider_parent_id_idx" ON "pages_blocks_large_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_slider_path_idx" ON "pages_blocks_large_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_large_slider_locales_locale_parent_id_unique" ON "pages_blocks_large_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_shortcuts_items_order_idx" ON "pages_blocks_shortcuts_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_shortcuts_items_parent_id_idx" ON "pages_blocks_shortcuts_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shortcuts_items_icon_idx" ON "pages_blocks_shortcuts_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "pages_blocks_shortcuts_items_locales_locale_parent_id_unique" ON "pages_blocks_shortcuts_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_shortcuts_order_idx" ON "pages_blocks_shortcuts" USING btree ("_order");
  CREATE INDEX "pages_blocks_shortcuts_parent_id_idx" ON "pages_blocks_shortcuts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shortcuts_path_idx" ON "pages_blocks_shortcuts" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_shortcuts_locales_locale_parent_id_unique" ON "pages_blocks_shortcuts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_items_order_idx" ON "pages_blocks_slider_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_items_parent_id_idx" ON "pages_blocks_slider_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_items_image_url_idx" ON "pages_blocks_slider_items" USING btree ("image_url_id");
  CREATE UNIQUE INDEX "pages_blocks_slider_items_locales_locale_parent_id_unique" ON "pages_blocks_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_slider_locales_locale_parent_id_unique" ON "pages_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_statistics_items_order_idx" ON "pages_blocks_statistics_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_statistics_items_parent_id_idx" ON "pages_blocks_statistics_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_statistics_items_locales_locale_parent_id_uniqu" ON "pages_blocks_statistics_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_statistics_order_idx" ON "pages_blocks_statistics" USING btree ("_order");
  CREATE INDEX "pages_blocks_statistics_parent_id_idx" ON "pages_blocks_statistics" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statistics_path_idx" ON "pages_blocks_statistics" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_statistics_locales_locale_parent_id_unique" ON "pages_blocks_statistics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_annual_reports_items_order_idx" ON "pages_blocks_annual_reports_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_annual_reports_items_parent_id_idx" ON "pages_blocks_annual_reports_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_annual_reports_items_yearly_idx" ON "pages_blocks_annual_reports_items" USING btree ("yearly_id");
  CREATE INDEX "pages_blocks_annual_reports_items_yearly_ar_idx" ON "pages_blocks_annual_reports_items" USING btree ("yearly_ar_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q1_idx" ON "pages_blocks_annual_reports_items" USING btree ("q1_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q1_ar_idx" ON "pages_blocks_annual_reports_items" USING btree ("q1_ar_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q2_idx" ON "pages_blocks_annual_reports_items" USING btree ("q2_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q2_ar_idx" ON "pages_blocks_annual_reports_items" USING btree ("q2_ar_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q3_idx" ON "pages_blocks_annual_reports_items" USING btree ("q3_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q3_ar_idx" ON "pages_blocks_annual_reports_items" USING btree ("q3_ar_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q4_idx" ON "pages_blocks_annual_reports_items" USING btree ("q4_id");
  CREATE INDEX "pages_blocks_annual_reports_items_q4_ar_idx" ON "pages_blocks_annual_reports_items" USING btree ("q4_ar_id");
  CREATE INDEX "pages_blocks_annual_reports_order_idx" ON "pages_blocks_annual_reports" USING btree ("_order");
  CREATE INDEX "pages_blocks_annual_reports_parent_id_idx" ON "pages_blocks_annual_reports" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_annual_reports_path_idx" ON "pages_blocks_annual_reports" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_annual_reports_locales_locale_parent_id_unique" ON "pages_blocks_annual_reports_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_board_table_items_order_idx" ON "pages_blocks_board_table_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_board_table_items_parent_id_idx" ON "pages_blocks_board_table_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_board_table_items_locales_locale_parent_id_uniq" ON "pages_blocks_board_table_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_board_table_order_idx" ON "pages_blocks_board_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_board_table_parent_id_idx" ON "pages_blocks_board_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_board_table_path_idx" ON "pages_blocks_board_table" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_board_table_locales_locale_parent_id_unique" ON "pages_blocks_board_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_information_order_idx" ON "pages_blocks_contact_information" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_information_parent_id_idx" ON "pages_blocks_contact_information" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_information_path_idx" ON "pages_blocks_contact_information" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_information_locales_locale_parent_id_un" ON "pages_blocks_contact_information_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_customer_rights_section_items_order_idx" ON "pages_blocks_customer_rights_section_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_rights_section_items_parent_id_idx" ON "pages_blocks_customer_rights_section_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_rights_section_items_pdf_idx" ON "pages_blocks_customer_rights_section_items" USING btree ("pdf_id");
  CREATE INDEX "pages_blocks_customer_rights_section_items_pdf_ar_idx" ON "pages_blocks_customer_rights_section_items" USING btree ("pdf_ar_id");
  CREATE UNIQUE INDEX "pages_blocks_customer_rights_section_items_locales_locale_pa" ON "pages_blocks_customer_rights_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_customer_rights_section_order_idx" ON "pages_blocks_customer_rights_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_rights_section_parent_id_idx" ON "pages_blocks_customer_rights_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_rights_section_path_idx" ON "pages_blocks_customer_rights_section" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_customer_rights_section_locales_locale_parent_i" ON "pages_blocks_customer_rights_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_insurance_plans_report_items_order_idx" ON "pages_blocks_insurance_plans_report_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_insurance_plans_report_items_parent_id_idx" ON "pages_blocks_insurance_plans_report_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_insurance_plans_report_items_locales_locale_par" ON "pages_blocks_insurance_plans_report_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_insurance_plans_report_order_idx" ON "pages_blocks_insurance_plans_report" USING btree ("_order");
  CREATE INDEX "pages_blocks_insurance_plans_report_parent_id_idx" ON "pages_blocks_insurance_plans_report" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_insurance_plans_report_path_idx" ON "pages_blocks_insurance_plans_report" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_insurance_plans_report_locales_locale_parent_id" ON "pages_blocks_insurance_plans_report_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_our_branches_items_order_idx" ON "pages_blocks_our_branches_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_our_branches_items_parent_id_idx" ON "pages_blocks_our_branches_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_our_branches_items_locales_locale_parent_id_uni" ON "pages_blocks_our_branches_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_our_branches_order_idx" ON "pages_blocks_our_branches" USING btree ("_order");
  CREATE INDEX "pages_blocks_our_branches_parent_id_idx" ON "pages_blocks_our_branches" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_our_branches_path_idx" ON "pages_blocks_our_branches" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_our_branches_locales_locale_parent_id_unique" ON "pages_blocks_our_branches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "who_we_are_social_links_order_idx" ON "who_we_are_social_links" USING btree ("_order");
  CREATE INDEX "who_we_are_social_links_parent_id_idx" ON "who_we_are_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "who_we_are_social_links_locales_locale_parent_id_unique" ON "who_we_are_social_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_who_we_are_order_idx" ON "pages_blocks_who_we_are" USING btree ("_order");
  CREATE INDEX "pages_blocks_who_we_are_parent_id_idx" ON "pages_blocks_who_we_are" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_who_we_are_path_idx" ON "pages_blocks_who_we_are" USING btree ("_path");
  CREATE INDEX "pages_blocks_who_we_are_image_idx" ON "pages_blocks_who_we_are" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_who_we_are_locales_locale_parent_id_unique" ON "pages_blocks_who_we_are_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_form_items_order_idx" ON "pages_blocks_form_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_items_parent_id_idx" ON "pages_blocks_form_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_form_items_locales_locale_parent_id_unique" ON "pages_blocks_form_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_form_locales_locale_parent_id_unique" ON "pages_blocks_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_job_component_order_idx" ON "pages_blocks_job_component" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_component_parent_id_idx" ON "pages_blocks_job_component" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_job_component_path_idx" ON "pages_blocks_job_component" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_job_component_locales_locale_parent_id_unique" ON "pages_blocks_job_component_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_name_idx" ON "pages" USING btree ("name");
  CREATE INDEX "pages_share_image_idx" ON "pages" USING btree ("share_image_id");
  CREATE INDEX "pages_translation_idx" ON "pages" USING btree ("translation");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_jobs_id_idx" ON "pages_rels" USING btree ("jobs_id");
  CREATE INDEX "_pages_v_version_attributes_order_idx" ON "_pages_v_version_attributes" USING btree ("_order");
  CREATE INDEX "_pages_v_version_attributes_parent_id_idx" ON "_pages_v_version_attributes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_attributes_locales_locale_parent_id_unique" ON "_pages_v_version_attributes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_banner_background_image_idx" ON "_pages_v_blocks_banner" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_banner_logo_idx" ON "_pages_v_blocks_banner" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_cover_order_idx" ON "_pages_v_blocks_cover" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cover_parent_id_idx" ON "_pages_v_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cover_path_idx" ON "_pages_v_blocks_cover" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cover_image_idx" ON "_pages_v_blocks_cover" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_cover_locales_locale_parent_id_unique" ON "_pages_v_blocks_cover_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_full_banner_order_idx" ON "_pages_v_blocks_full_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_banner_parent_id_idx" ON "_pages_v_blocks_full_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_banner_path_idx" ON "_pages_v_blocks_full_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_banner_image_idx" ON "_pages_v_blocks_full_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_full_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_full_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_image_order_idx" ON "_pages_v_blocks_single_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_image_parent_id_idx" ON "_pages_v_blocks_single_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_image_path_idx" ON "_pages_v_blocks_single_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_single_image_image_idx" ON "_pages_v_blocks_single_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_checklist_items_order_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_items_parent_id_idx" ON "_pages_v_blocks_checklist_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_checklist_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_checklist_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_checklist_locales_locale_parent_id_unique" ON "_pages_v_blocks_checklist_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_blog_order_idx" ON "_pages_v_blocks_image_blog" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_blog_parent_id_idx" ON "_pages_v_blocks_image_blog" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_blog_path_idx" ON "_pages_v_blocks_image_blog" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_blog_image_idx" ON "_pages_v_blocks_image_blog" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_blog_locales_locale_parent_id_unique" ON "_pages_v_blocks_image_blog_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_interested_to_join_order_idx" ON "_pages_v_blocks_interested_to_join" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_interested_to_join_parent_id_idx" ON "_pages_v_blocks_interested_to_join" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_interested_to_join_path_idx" ON "_pages_v_blocks_interested_to_join" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_interested_to_join_locales_locale_parent_id_" ON "_pages_v_blocks_interested_to_join_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_links_list_items_order_idx" ON "_pages_v_blocks_links_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_links_list_items_parent_id_idx" ON "_pages_v_blocks_links_list_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_links_list_items_locales_locale_parent_id_un" ON "_pages_v_blocks_links_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_links_list_order_idx" ON "_pages_v_blocks_links_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_links_list_parent_id_idx" ON "_pages_v_blocks_links_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_links_list_path_idx" ON "_pages_v_blocks_links_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_links_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_links_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_multiple_title_items_order_idx" ON "_pages_v_blocks_multiple_title_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_multiple_title_items_parent_id_idx" ON "_pages_v_blocks_multiple_title_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_multiple_title_items_locales_locale_parent_i" ON "_pages_v_blocks_multiple_title_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_multiple_title_order_idx" ON "_pages_v_blocks_multiple_title" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_multiple_title_parent_id_idx" ON "_pages_v_blocks_multiple_title" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_multiple_title_path_idx" ON "_pages_v_blocks_multiple_title" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_multiple_title_locales_locale_parent_id_uniq" ON "_pages_v_blocks_multiple_title_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_redirect_section_order_idx" ON "_pages_v_blocks_redirect_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_redirect_section_parent_id_idx" ON "_pages_v_blocks_redirect_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_redirect_section_path_idx" ON "_pages_v_blocks_redirect_section" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_redirect_section_locales_locale_parent_id_un" ON "_pages_v_blocks_redirect_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_blog_order_idx" ON "_pages_v_blocks_single_blog" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_blog_parent_id_idx" ON "_pages_v_blocks_single_blog" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_blog_path_idx" ON "_pages_v_blocks_single_blog" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_single_blog_locales_locale_parent_id_unique" ON "_pages_v_blocks_single_blog_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_blog_dropdown_items_order_idx" ON "_pages_v_blocks_single_blog_dropdown_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_blog_dropdown_items_parent_id_idx" ON "_pages_v_blocks_single_blog_dropdown_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_single_blog_dropdown_items_locales_locale_pa" ON "_pages_v_blocks_single_blog_dropdown_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_blog_dropdown_order_idx" ON "_pages_v_blocks_single_blog_dropdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_blog_dropdown_parent_id_idx" ON "_pages_v_blocks_single_blog_dropdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_blog_dropdown_path_idx" ON "_pages_v_blocks_single_blog_dropdown" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_single_blog_dropdown_locales_locale_parent_i" ON "_pages_v_blocks_single_blog_dropdown_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tags_accordion_tags_order_idx" ON "_pages_v_blocks_tags_accordion_tags" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tags_accordion_tags_parent_id_idx" ON "_pages_v_blocks_tags_accordion_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tags_accordion_tags_locales_locale_parent_id" ON "_pages_v_blocks_tags_accordion_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tags_accordion_order_idx" ON "_pages_v_blocks_tags_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tags_accordion_parent_id_idx" ON "_pages_v_blocks_tags_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tags_accordion_path_idx" ON "_pages_v_blocks_tags_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tags_accordion_locales_locale_parent_id_uniq" ON "_pages_v_blocks_tags_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_items_order_idx" ON "_pages_v_blocks_card_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_items_parent_id_idx" ON "_pages_v_blocks_card_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_items_logo_idx" ON "_pages_v_blocks_card_items" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_card_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_order_idx" ON "_pages_v_blocks_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_parent_id_idx" ON "_pages_v_blocks_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_path_idx" ON "_pages_v_blocks_card" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_locales_locale_parent_id_unique" ON "_pages_v_blocks_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_large_slider_items_order_idx" ON "_pages_v_blocks_large_slider_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_slider_items_parent_id_idx" ON "_pages_v_blocks_large_slider_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_slider_items_image_url_idx" ON "_pages_v_blocks_large_slider_items" USING btree ("image_url_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_large_slider_items_locales_locale_parent_id_" ON "_pages_v_blocks_large_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_large_slider_order_idx" ON "_pages_v_blocks_large_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_slider_parent_id_idx" ON "_pages_v_blocks_large_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_slider_path_idx" ON "_pages_v_blocks_large_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_large_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_large_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_shortcuts_items_order_idx" ON "_pages_v_blocks_shortcuts_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shortcuts_items_parent_id_idx" ON "_pages_v_blocks_shortcuts_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shortcuts_items_icon_idx" ON "_pages_v_blocks_shortcuts_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_shortcuts_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_shortcuts_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_shortcuts_order_idx" ON "_pages_v_blocks_shortcuts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shortcuts_parent_id_idx" ON "_pages_v_blocks_shortcuts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shortcuts_path_idx" ON "_pages_v_blocks_shortcuts" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_shortcuts_locales_locale_parent_id_unique" ON "_pages_v_blocks_shortcuts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_items_order_idx" ON "_pages_v_blocks_slider_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_items_parent_id_idx" ON "_pages_v_blocks_slider_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_items_image_url_idx" ON "_pages_v_blocks_slider_items" USING btree ("image_url_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_slider_locales_locale_parent_id_unique" ON "_pages_v_blocks_slider_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_statistics_items_order_idx" ON "_pages_v_blocks_statistics_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statistics_items_parent_id_idx" ON "_pages_v_blocks_statistics_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_statistics_items_locales_locale_parent_id_un" ON "_pages_v_blocks_statistics_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_statistics_order_idx" ON "_pages_v_blocks_statistics" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statistics_parent_id_idx" ON "_pages_v_blocks_statistics" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_statistics_path_idx" ON "_pages_v_blocks_statistics" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_statistics_locales_locale_parent_id_unique" ON "_pages_v_blocks_statistics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_order_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_parent_id_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_yearly_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("yearly_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_yearly_ar_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("yearly_ar_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q1_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q1_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q1_ar_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q1_ar_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q2_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q2_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q2_ar_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q2_ar_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q3_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q3_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q3_ar_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q3_ar_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q4_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q4_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_items_q4_ar_idx" ON "_pages_v_blocks_annual_reports_items" USING btree ("q4_ar_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_order_idx" ON "_pages_v_blocks_annual_reports" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_annual_reports_parent_id_idx" ON "_pages_v_blocks_annual_reports" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_annual_reports_path_idx" ON "_pages_v_blocks_annual_reports" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_annual_reports_locales_locale_parent_id_uniq" ON "_pages_v_blocks_annual_reports_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_board_table_items_order_idx" ON "_pages_v_blocks_board_table_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_board_table_items_parent_id_idx" ON "_pages_v_blocks_board_table_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_board_table_items_locales_locale_parent_id_u" ON "_pages_v_blocks_board_table_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_board_table_order_idx" ON "_pages_v_blocks_board_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_board_table_parent_id_idx" ON "_pages_v_blocks_board_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_board_table_path_idx" ON "_pages_v_blocks_board_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_board_table_locales_locale_parent_id_unique" ON "_pages_v_blocks_board_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_information_order_idx" ON "_pages_v_blocks_contact_information" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_information_parent_id_idx" ON "_pages_v_blocks_contact_information" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_information_path_idx" ON "_pages_v_blocks_contact_information" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_information_locales_locale_parent_id" ON "_pages_v_blocks_contact_information_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_items_order_idx" ON "_pages_v_blocks_customer_rights_section_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_items_parent_id_idx" ON "_pages_v_blocks_customer_rights_section_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_items_pdf_idx" ON "_pages_v_blocks_customer_rights_section_items" USING btree ("pdf_id");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_items_pdf_ar_idx" ON "_pages_v_blocks_customer_rights_section_items" USING btree ("pdf_ar_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_customer_rights_section_items_locales_locale" ON "_pages_v_blocks_customer_rights_section_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_order_idx" ON "_pages_v_blocks_customer_rights_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_parent_id_idx" ON "_pages_v_blocks_customer_rights_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_rights_section_path_idx" ON "_pages_v_blocks_customer_rights_section" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_customer_rights_section_locales_locale_paren" ON "_pages_v_blocks_customer_rights_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_insurance_plans_report_items_order_idx" ON "_pages_v_blocks_insurance_plans_report_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_insurance_plans_report_items_parent_id_idx" ON "_pages_v_blocks_insurance_plans_report_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_insurance_plans_report_items_locales_locale_" ON "_pages_v_blocks_insurance_plans_report_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_insurance_plans_report_order_idx" ON "_pages_v_blocks_insurance_plans_report" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_insurance_plans_report_parent_id_idx" ON "_pages_v_blocks_insurance_plans_report" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_insurance_plans_report_path_idx" ON "_pages_v_blocks_insurance_plans_report" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_insurance_plans_report_locales_locale_parent" ON "_pages_v_blocks_insurance_plans_report_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_our_branches_items_order_idx" ON "_pages_v_blocks_our_branches_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_our_branches_items_parent_id_idx" ON "_pages_v_blocks_our_branches_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_our_branches_items_locales_locale_parent_id_" ON "_pages_v_blocks_our_branches_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_our_branches_order_idx" ON "_pages_v_blocks_our_branches" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_our_branches_parent_id_idx" ON "_pages_v_blocks_our_branches" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_our_branches_path_idx" ON "_pages_v_blocks_our_branches" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_our_branches_locales_locale_parent_id_unique" ON "_pages_v_blocks_our_branches_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_who_we_are_social_links_v_order_idx" ON "_who_we_are_social_links_v" USING btree ("_order");
  CREATE INDEX "_who_we_are_social_links_v_parent_id_idx" ON "_who_we_are_social_links_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_who_we_are_social_links_v_locales_locale_parent_id_unique" ON "_who_we_are_social_links_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_who_we_are_order_idx" ON "_pages_v_blocks_who_we_are" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_who_we_are_parent_id_idx" ON "_pages_v_blocks_who_we_are" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_who_we_are_path_idx" ON "_pages_v_blocks_who_we_are" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_who_we_are_image_idx" ON "_pages_v_blocks_who_we_are" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_who_we_are_locales_locale_parent_id_unique" ON "_pages_v_blocks_who_we_are_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_form_items_order_idx" ON "_pages_v_blocks_form_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_items_parent_id_idx" ON "_pages_v_blocks_form_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_form_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_job_component_order_idx" ON "_pages_v_blocks_job_component" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_component_parent_id_idx" ON "_pages_v_blocks_job_component" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_job_component_path_idx" ON "_pages_v_blocks_job_component" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_job_component_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_job_component_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_name_idx" ON "_pages_v" USING btree ("version_name");
  CREATE INDEX "_pages_v_version_version_share_image_idx" ON "_pages_v" USING btree ("version_share_image_id");
  CREATE INDEX "_pages_v_version_version_translation_idx" ON "_pages_v" USING btree ("version_translation");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_jobs_id_idx" ON "_pages_v_rels" USING btree ("jobs_id");
  CREATE INDEX "page_groups_items_order_idx" ON "page_groups_items" USING btree ("_order");
  CREATE INDEX "page_groups_items_parent_id_idx" ON "page_groups_items" USING btree ("_parent_id");
  CREATE INDEX "page_groups_items_page_idx" ON "page_groups_items" USING btree ("page_id");
  CREATE UNIQUE INDEX "page_groups_items_locales_locale_parent_id_unique" ON "page_groups_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_groups_updated_at_idx" ON "page_groups" USING btree ("updated_at");
  CREATE INDEX "page_groups_created_at_idx" ON "page_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_groups_locales_locale_parent_id_unique" ON "page_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_to_page_idx" ON "redirects" USING btree ("to_page_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_tags_order_idx" ON "jobs_tags" USING btree ("_order");
  CREATE INDEX "jobs_tags_parent_id_idx" ON "jobs_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jobs_tags_locales_locale_parent_id_unique" ON "jobs_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_area_of_expertise_order_idx" ON "jobs_area_of_expertise" USING btree ("_order");
  CREATE INDEX "jobs_area_of_expertise_parent_id_idx" ON "jobs_area_of_expertise" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jobs_area_of_expertise_locales_locale_parent_id_unique" ON "jobs_area_of_expertise_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location_id");
  CREATE INDEX "jobs_image_idx" ON "jobs" USING btree ("image_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_tags_order_idx" ON "_jobs_v_version_tags" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_tags_parent_id_idx" ON "_jobs_v_version_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_tags_locales_locale_parent_id_unique" ON "_jobs_v_version_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_area_of_expertise_order_idx" ON "_jobs_v_version_area_of_expertise" USING btree ("_order");
  CREATE INDEX "_jobs_v_version_area_of_expertise_parent_id_idx" ON "_jobs_v_version_area_of_expertise" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_area_of_expertise_locales_locale_parent_id_u" ON "_jobs_v_version_area_of_expertise_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_location_idx" ON "_jobs_v" USING btree ("version_location_id");
  CREATE INDEX "_jobs_v_version_version_image_idx" ON "_jobs_v" USING btree ("version_image_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "countries_code_idx" ON "countries" USING btree ("code");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_locales_locale_parent_id_unique" ON "countries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "job_applications_reference_idx" ON "job_applications" USING btree ("reference");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_person_email_idx" ON "job_applications" USING btree ("person_email");
  CREATE INDEX "job_applications_person_phone_idx" ON "job_applications" USING btree ("person_phone");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "job_application_cvs_updated_at_idx" ON "job_application_cvs" USING btree ("updated_at");
  CREATE INDEX "job_application_cvs_created_at_idx" ON "job_application_cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_application_cvs_filename_idx" ON "job_application_cvs" USING btree ("filename");
  CREATE UNIQUE INDEX "service_requests_reference_idx" ON "service_requests" USING btree ("reference");
  CREATE INDEX "service_requests_type_idx" ON "service_requests" USING btree ("type");
  CREATE INDEX "service_requests_due_at_idx" ON "service_requests" USING btree ("due_at");
  CREATE INDEX "service_requests_id_number_idx" ON "service_requests" USING btree ("id_number");
  CREATE INDEX "service_requests_number_idx" ON "service_requests" USING btree ("number");
  CREATE INDEX "service_requests_person_email_idx" ON "service_requests" USING btree ("person_email");
  CREATE INDEX "service_requests_person_phone_idx" ON "service_requests" USING btree ("person_phone");
  CREATE INDEX "service_requests_person_passport_idx" ON "service_requests" USING btree ("person_passport");
  CREATE INDEX "service_requests_updated_at_idx" ON "service_requests" USING btree ("updated_at");
  CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");
  CREATE INDEX "status_dueAt_idx" ON "service_requests" USING btree ("status","due_at");
  CREATE INDEX "type_status_dueAt_idx" ON "service_requests" USING btree ("type","status","due_at");
  CREATE INDEX "type_createdAt_idx" ON "service_requests" USING btree ("type","created_at");
  CREATE INDEX "service_requests_rels_order_idx" ON "service_requests_rels" USING btree ("order");
  CREATE INDEX "service_requests_rels_parent_idx" ON "service_requests_rels" USING btree ("parent_id");
  CREATE INDEX "service_requests_rels_path_idx" ON "service_requests_rels" USING btree ("path");
  CREATE INDEX "service_requests_rels_request_documents_id_idx" ON "service_requests_rels" USING btree ("request_documents_id");
  CREATE INDEX "request_documents_updated_at_idx" ON "request_documents" USING btree ("updated_at");
  CREATE INDEX "request_documents_created_at_idx" ON "request_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_documents_filename_idx" ON "request_documents" USING btree ("filename");
  CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled");
  CREATE INDEX "contact_messages_person_email_idx" ON "contact_messages" USING btree ("person_email");
  CREATE INDEX "contact_messages_person_phone_idx" ON "contact_messages" USING btree ("person_phone");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to");
  CREATE INDEX "emails_state_idx" ON "emails" USING btree ("state");
  CREATE INDEX "emails_service_request_idx" ON "emails" USING btree ("service_request_id");
  CREATE INDEX "emails_job_application_idx" ON "emails" USING btree ("job_application_id");
  CREATE INDEX "emails_contact_message_idx" ON "emails" USING btree ("contact_message_id");
  CREATE INDEX "emails_updated_at_idx" ON "emails" USING btree ("updated_at");
  CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");
  CREATE UNIQUE INDEX "search_entries_page_idx" ON "search_entries" USING btree ("page");
  CREATE INDEX "search_entries_updated_at_idx" ON "search_entries" USING btree ("updated_at");
  CREATE INDEX "search_entries_created_at_idx" ON "search_entries" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "used_codes_key_idx" ON "used_codes" USING btree ("key");
  CREATE INDEX "used_codes_user_idx" ON "used_codes" USING btree ("user");
  CREATE INDEX "used_codes_updated_at_idx" ON "used_codes" USING btree ("updated_at");
  CREATE INDEX "used_codes_created_at_idx" ON "used_codes" USING btree ("created_at");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account");
  CREATE INDEX "audit_log_collection_idx" ON "audit_log" USING btree ("collection");
  CREATE INDEX "audit_log_document_idx" ON "audit_log" USING btree ("document");
  CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "erased_records_updated_at_idx" ON "erased_records" USING btree ("updated_at");
  CREATE INDEX "erased_records_created_at_idx" ON "erased_records" USING btree ("created_at");
  CREATE INDEX "kind_month_idx" ON "erased_records" USING btree ("kind","month");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_page_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("page_groups_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_job_application_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("job_application_cvs_id");
  CREATE INDEX "payload_locked_documents_rels_service_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("service_requests_id");
  CREATE INDEX "payload_locked_documents_rels_request_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("request_documents_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_emails_id_idx" ON "payload_locked_documents_rels" USING btree ("emails_id");
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_used_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("used_codes_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_erased_records_id_idx" ON "payload_locked_documents_rels" USING btree ("erased_records_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_items_pages_order_idx" ON "header_items_pages" USING btree ("_order");
  CREATE INDEX "header_items_pages_parent_id_idx" ON "header_items_pages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_pages_locales_locale_parent_id_unique" ON "header_items_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_items_order_idx" ON "header_items" USING btree ("_order");
  CREATE INDEX "header_items_parent_id_idx" ON "header_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_locales_locale_parent_id_unique" ON "header_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_logo_idx" ON "header" USING btree ("logo_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_redirect_hosts_order_idx" ON "site_settings_redirect_hosts" USING btree ("_order");
  CREATE INDEX "site_settings_redirect_hosts_parent_id_idx" ON "site_settings_redirect_hosts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_holidays_order_idx" ON "site_settings_holidays" USING btree ("_order");
  CREATE INDEX "site_settings_holidays_parent_id_idx" ON "site_settings_holidays" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_holidays_locales_locale_parent_id_unique" ON "site_settings_holidays_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_options_cities_order_idx" ON "form_options_cities" USING btree ("_order");
  CREATE INDEX "form_options_cities_parent_id_idx" ON "form_options_cities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "form_options_cities_locales_locale_parent_id_unique" ON "form_options_cities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_options_products_order_idx" ON "form_options_products" USING btree ("_order");
  CREATE INDEX "form_options_products_parent_id_idx" ON "form_options_products" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "form_options_products_locales_locale_parent_id_unique" ON "form_options_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_options_cancellation_reasons_order_idx" ON "form_options_cancellation_reasons" USING btree ("_order");
  CREATE INDEX "form_options_cancellation_reasons_parent_id_idx" ON "form_options_cancellation_reasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "form_options_cancellation_reasons_locales_locale_parent_id_u" ON "form_options_cancellation_reasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_options_extension_periods_order_idx" ON "form_options_extension_periods" USING btree ("_order");
  CREATE INDEX "form_options_extension_periods_parent_id_idx" ON "form_options_extension_periods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "form_options_extension_periods_locales_locale_parent_id_uniq" ON "form_options_extension_periods_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_attributes" CASCADE;
  DROP TABLE "pages_attributes_locales" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_cover" CASCADE;
  DROP TABLE "pages_blocks_cover_locales" CASCADE;
  DROP TABLE "pages_blocks_full_banner" CASCADE;
  DROP TABLE "pages_blocks_full_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_single_image" CASCADE;
  DROP TABLE "pages_blocks_checklist_items" CASCADE;
  DROP TABLE "pages_blocks_checklist_items_locales" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_checklist_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_faq_locales" CASCADE;
  DROP TABLE "pages_blocks_image_blog" CASCADE;
  DROP TABLE "pages_blocks_image_blog_locales" CASCADE;
  DROP TABLE "pages_blocks_interested_to_join" CASCADE;
  DROP TABLE "pages_blocks_interested_to_join_locales" CASCADE;
  DROP TABLE "pages_blocks_links_list_items" CASCADE;
  DROP TABLE "pages_blocks_links_list_items_locales" CASCADE;
  DROP TABLE "pages_blocks_links_list" CASCADE;
  DROP TABLE "pages_blocks_links_list_locales" CASCADE;
  DROP TABLE "pages_blocks_multiple_title_items" CASCADE;
  DROP TABLE "pages_blocks_multiple_title_items_locales" CASCADE;
  DROP TABLE "pages_blocks_multiple_title" CASCADE;
  DROP TABLE "pages_blocks_multiple_title_locales" CASCADE;
  DROP TABLE "pages_blocks_redirect_section" CASCADE;
  DROP TABLE "pages_blocks_redirect_section_locales" CASCADE;
  DROP TABLE "pages_blocks_single_blog" CASCADE;
  DROP TABLE "pages_blocks_single_blog_locales" CASCADE;
  DROP TABLE "pages_blocks_single_blog_dropdown_items" CASCADE;
  DROP TABLE "pages_blocks_single_blog_dropdown_items_locales" CASCADE;
  DROP TABLE "pages_blocks_single_blog_dropdown" CASCADE;
  DROP TABLE "pages_blocks_single_blog_dropdown_locales" CASCADE;
  DROP TABLE "pages_blocks_tags_accordion_tags" CASCADE;
  DROP TABLE "pages_blocks_tags_accordion_tags_locales" CASCADE;
  DROP TABLE "pages_blocks_tags_accordion" CASCADE;
  DROP TABLE "pages_blocks_tags_accordion_locales" CASCADE;
  DROP TABLE "pages_blocks_card_items" CASCADE;
  DROP TABLE "pages_blocks_card_items_locales" CASCADE;
  DROP TABLE "pages_blocks_card" CASCADE;
  DROP TABLE "pages_blocks_card_locales" CASCADE;
  DROP TABLE "pages_blocks_large_slider_items" CASCADE;
  DROP TABLE "pages_blocks_large_slider_items_locales" CASCADE;
  DROP TABLE "pages_blocks_large_slider" CASCADE;
  DROP TABLE "pages_blocks_large_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_shortcuts_items" CASCADE;
  DROP TABLE "pages_blocks_shortcuts_items_locales" CASCADE;
  DROP TABLE "pages_blocks_shortcuts" CASCADE;
  DROP TABLE "pages_blocks_shortcuts_locales" CASCADE;
  DROP TABLE "pages_blocks_slider_items" CASCADE;
  DROP TABLE "pages_blocks_slider_items_locales" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_slider_locales" CASCADE;
  DROP TABLE "pages_blocks_statistics_items" CASCADE;
  DROP TABLE "pages_blocks_statistics_items_locales" CASCADE;
  DROP TABLE "pages_blocks_statistics" CASCADE;
  DROP TABLE "pages_blocks_statistics_locales" CASCADE;
  DROP TABLE "pages_blocks_annual_reports_items" CASCADE;
  DROP TABLE "pages_blocks_annual_reports" CASCADE;
  DROP TABLE "pages_blocks_annual_reports_locales" CASCADE;
  DROP TABLE "pages_blocks_board_table_items" CASCADE;
  DROP TABLE "pages_blocks_board_table_items_locales" CASCADE;
  DROP TABLE "pages_blocks_board_table" CASCADE;
  DROP TABLE "pages_blocks_board_table_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_information" CASCADE;
  DROP TABLE "pages_blocks_contact_information_locales" CASCADE;
  DROP TABLE "pages_blocks_customer_rights_section_items" CASCADE;
  DROP TABLE "pages_blocks_customer_rights_section_items_locales" CASCADE;
  DROP TABLE "pages_blocks_customer_rights_section" CASCADE;
  DROP TABLE "pages_blocks_customer_rights_section_locales" CASCADE;
  DROP TABLE "pages_blocks_insurance_plans_report_items" CASCADE;
  DROP TABLE "pages_blocks_insurance_plans_report_items_locales" CASCADE;
  DROP TABLE "pages_blocks_insurance_plans_report" CASCADE;
  DROP TABLE "pages_blocks_insurance_plans_report_locales" CASCADE;
  DROP TABLE "pages_blocks_our_branches_items" CASCADE;
  DROP TABLE "pages_blocks_our_branches_items_locales" CASCADE;
  DROP TABLE "pages_blocks_our_branches" CASCADE;
  DROP TABLE "pages_blocks_our_branches_locales" CASCADE;
  DROP TABLE "who_we_are_social_links" CASCADE;
  DROP TABLE "who_we_are_social_links_locales" CASCADE;
  DROP TABLE "pages_blocks_who_we_are" CASCADE;
  DROP TABLE "pages_blocks_who_we_are_locales" CASCADE;
  DROP TABLE "pages_blocks_form_items" CASCADE;
  DROP TABLE "pages_blocks_form_items_locales" CASCADE;
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "pages_blocks_form_locales" CASCADE;
  DROP TABLE "pages_blocks_job_component" CASCADE;
  DROP TABLE "pages_blocks_job_component_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_attributes" CASCADE;
  DROP TABLE "_pages_v_version_attributes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_cover" CASCADE;
  DROP TABLE "_pages_v_blocks_cover_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_full_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_full_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_single_image" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_items" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_blog" CASCADE;
  DROP TABLE "_pages_v_blocks_image_blog_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_interested_to_join" CASCADE;
  DROP TABLE "_pages_v_blocks_interested_to_join_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_links_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_links_list_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_links_list" CASCADE;
  DROP TABLE "_pages_v_blocks_links_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_multiple_title_items" CASCADE;
  DROP TABLE "_pages_v_blocks_multiple_title_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_multiple_title" CASCADE;
  DROP TABLE "_pages_v_blocks_multiple_title_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_redirect_section" CASCADE;
  DROP TABLE "_pages_v_blocks_redirect_section_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog_dropdown_items" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog_dropdown_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog_dropdown" CASCADE;
  DROP TABLE "_pages_v_blocks_single_blog_dropdown_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tags_accordion_tags" CASCADE;
  DROP TABLE "_pages_v_blocks_tags_accordion_tags_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tags_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_tags_accordion_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_items" CASCADE;
  DROP TABLE "_pages_v_blocks_card_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card" CASCADE;
  DROP TABLE "_pages_v_blocks_card_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_large_slider_items" CASCADE;
  DROP TABLE "_pages_v_blocks_large_slider_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_large_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_large_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_shortcuts_items" CASCADE;
  DROP TABLE "_pages_v_blocks_shortcuts_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_shortcuts" CASCADE;
  DROP TABLE "_pages_v_blocks_shortcuts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_items" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_statistics_items" CASCADE;
  DROP TABLE "_pages_v_blocks_statistics_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_statistics" CASCADE;
  DROP TABLE "_pages_v_blocks_statistics_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_annual_reports_items" CASCADE;
  DROP TABLE "_pages_v_blocks_annual_reports" CASCADE;
  DROP TABLE "_pages_v_blocks_annual_reports_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_board_table_items" CASCADE;
  DROP TABLE "_pages_v_blocks_board_table_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_board_table" CASCADE;
  DROP TABLE "_pages_v_blocks_board_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_information" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_information_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_rights_section_items" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_rights_section_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_rights_section" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_rights_section_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_insurance_plans_report_items" CASCADE;
  DROP TABLE "_pages_v_blocks_insurance_plans_report_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_insurance_plans_report" CASCADE;
  DROP TABLE "_pages_v_blocks_insurance_plans_report_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_our_branches_items" CASCADE;
  DROP TABLE "_pages_v_blocks_our_branches_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_our_branches" CASCADE;
  DROP TABLE "_pages_v_blocks_our_branches_locales" CASCADE;
  DROP TABLE "_who_we_are_social_links_v" CASCADE;
  DROP TABLE "_who_we_are_social_links_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_who_we_are" CASCADE;
  DROP TABLE "_pages_v_blocks_who_we_are_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_form_items" CASCADE;
  DROP TABLE "_pages_v_blocks_form_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_job_component" CASCADE;
  DROP TABLE "_pages_v_blocks_job_component_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "page_groups_items" CASCADE;
  DROP TABLE "page_groups_items_locales" CASCADE;
  DROP TABLE "page_groups" CASCADE;
  DROP TABLE "page_groups_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "jobs_tags" CASCADE;
  DROP TABLE "jobs_tags_locales" CASCADE;
  DROP TABLE "jobs_area_of_expertise" CASCADE;
  DROP TABLE "jobs_area_of_expertise_locales" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_version_tags" CASCADE;
  DROP TABLE "_jobs_v_version_tags_locales" CASCADE;
  DROP TABLE "_jobs_v_version_area_of_expertise" CASCADE;
  DROP TABLE "_jobs_v_version_area_of_expertise_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "countries_locales" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "job_application_cvs" CASCADE;
  DROP TABLE "service_requests" CASCADE;
  DROP TABLE "service_requests_rels" CASCADE;
  DROP TABLE "request_documents" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "emails" CASCADE;
  DROP TABLE "search_entries" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "used_codes" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "erased_records" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_items_pages" CASCADE;
  DROP TABLE "header_items_pages_locales" CASCADE;
  DROP TABLE "header_items" CASCADE;
  DROP TABLE "header_items_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "site_settings_redirect_hosts" CASCADE;
  DROP TABLE "site_settings_holidays" CASCADE;
  DROP TABLE "site_settings_holidays_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "form_options_cities" CASCADE;
  DROP TABLE "form_options_cities_locales" CASCADE;
  DROP TABLE "form_options_products" CASCADE;
  DROP TABLE "form_options_products_locales" CASCADE;
  DROP TABLE "form_options_cancellation_reasons" CASCADE;
  DROP TABLE "form_options_cancellation_reasons_locales" CASCADE;
  DROP TABLE "form_options_extension_periods" CASCADE;
  DROP TABLE "form_options_extension_periods_locales" CASCADE;
  DROP TABLE "form_options" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_card_items_choose_type_type";
  DROP TYPE "public"."enum_pages_blocks_shortcuts_items_choose_type_type";
  DROP TYPE "public"."enum_pages_blocks_slider_items_choose_type_type";
  DROP TYPE "public"."enum_who_we_are_social_links_icon";
  DROP TYPE "public"."enum_pages_translation";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_card_items_choose_type_type";
  DROP TYPE "public"."enum__pages_v_blocks_shortcuts_items_choose_type_type";
  DROP TYPE "public"."enum__pages_v_blocks_slider_items_choose_type_type";
  DROP TYPE "public"."enum__who_we_are_social_links_v_icon";
  DROP TYPE "public"."enum__pages_v_version_translation";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_locale";
  DROP TYPE "public"."enum_service_requests_type";
  DROP TYPE "public"."enum_service_requests_status";
  DROP TYPE "public"."enum_service_requests_locale";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_emails_kind";
  DROP TYPE "public"."enum_emails_state";
  DROP TYPE "public"."enum_emails_locale";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
