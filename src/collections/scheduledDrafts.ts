import type { CollectionConfig } from 'payload'

type Drafts = Exclude<NonNullable<CollectionConfig['versions']>, boolean>['drafts']

/**
 * Drafts that editors can also publish or unpublish at a set time (Payload's `schedulePublish`,
 * next to the Publish button): a campaign that opens at nine, results announced at an hour. Times
 * are picked in Riyadh time (the admin's only time zone, payload.config.ts) from a list by the
 * quarter hour (Payload's five minutes made a list of 288 to scroll), to the minute when typed,
 * and the events run within SCHEDULED_PUBLISH_TICK_MS of it
 * (src/tasks/scheduledPublishing.ts). `drafts` adds a collection's own draft options.
 */
export const scheduledDrafts = (
  maxPerDoc: number,
  drafts: Exclude<Drafts, boolean | undefined> = {},
): CollectionConfig['versions'] => ({
  drafts: { ...drafts, schedulePublish: { timeIntervals: 15 } },
  maxPerDoc,
})
