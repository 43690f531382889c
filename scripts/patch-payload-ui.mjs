#!/usr/bin/env node
// Run after every `npm install` (package.json's postinstall). Two fixes to Payload's schedule
// drawer, in the bundle the admin loads (@payloadcms/ui's dist/exports/client), which no option
// reaches (docs/decisions/093-schedule-drawer-fixes.md):
// - it opened on "Unpublish" for a page that was never published: Payload chooses Unpublish
//   whenever no draft is newer than the published version, and a page never published has none;
// - its title said "Schedule publish for…" whichever was chosen.
// Each fix replaces one exact text. Where the text is not found once (a new Payload), the install
// fails and says which: the fix is to be read again against the new bundle, or dropped where
// Payload has fixed it. tests/e2e/scheduled-publishing.e2e.ts drives both in both languages.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** In PublishButton: `D` is "a draft is newer than the published version", `r` hasPublishedDoc. */
const fixes = [
  {
    what: 'the drawer chooses Publish for a page with no published version',
    from: 'defaultType:D?"publish":"unpublish"',
    to: 'defaultType:D||!r?"publish":"unpublish"',
  },
  {
    what: "the drawer's title follows the chosen type (`g`)",
    from: 'D=m("general:schedulePublishFor",{title:d})',
    to: 'D=m(g==="unpublish"?"admin:scheduleUnpublishFor":"general:schedulePublishFor",{title:d})',
  },
]

// The one copy npm installs at the top (one version for every @payloadcms package).
const bundle = path.resolve(
  import.meta.dirname,
  '../node_modules/@payloadcms/ui/dist/exports/client/index.js',
)
const count = (text, part) => text.split(part).length - 1

let source = readFileSync(bundle, 'utf8')
const failed = []
for (const fix of fixes) {
  if (count(source, fix.to) === 1 && count(source, fix.from) === 0) continue
  if (count(source, fix.from) !== 1) failed.push(fix.what)
  else source = source.replace(fix.from, fix.to)
}
if (failed.length > 0) {
  console.error(
    `scripts/patch-payload-ui.mjs: this @payloadcms/ui no longer has the text of: ${failed.join('; ')}.`,
  )
  process.exit(1)
}
writeFileSync(bundle, source)
