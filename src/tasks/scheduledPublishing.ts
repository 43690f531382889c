/**
 * The queue of scheduled publish and unpublish events. Editors set them in the admin (Payload's
 * `schedulePublish`, on pages and jobs), whose drawer queues them without naming a queue, so they
 * land on Payload's default one. They are run, when due, by
 * `src/app/(payload)/cms/scheduled-publishing`, which the server asks every
 * SCHEDULED_PUBLISH_TICK_MS (server.mjs): inside a request, because Next expires the cached pages
 * only there.
 */
export const publishQueue = 'default'
