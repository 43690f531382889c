/**
 * Site search, as other features use it: a page's stored search entry is kept in step with its
 * saves (the pages' hooks). The search page, its form and /api/search are the routes' own
 * (src/app), which read this folder's files directly.
 */
export { removeSearchEntry, updateSearchEntry } from './entries'
