#!/usr/bin/env node
// Run after every `npm install` (package.json's postinstall): fixes to Payload's admin that no
// option reaches, each the replacement of one exact text in the file Payload's admin loads
// (docs/decisions/093-fixes-to-payload-s-admin-made-at-install.md). Where a text is not found once
// (a new Payload), the install fails and names the fix: it is to be read again against the new
// file, or dropped where Payload has fixed it. Run again on fixed files, it changes nothing. The
// end-to-end tests named with each fix fail when it is gone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const files = [
  {
    // The client bundle, minified: `D` is "a draft is newer than the published version", `r`
    // hasPublishedDoc (PublishButton), `g` the chosen type (ScheduleDrawer).
    // tests/e2e/scheduled-publishing.e2e.ts, "the schedule drawer offers what a page can do next".
    file: '@payloadcms/ui/dist/exports/client/index.js',
    fixes: [
      {
        what: 'the schedule drawer chooses Publish for a page with no published version',
        from: 'defaultType:D?"publish":"unpublish"',
        to: 'defaultType:D||!r?"publish":"unpublish"',
      },
      {
        what: "the schedule drawer's title follows the chosen type",
        from: 'D=m("general:schedulePublishFor",{title:d})',
        to: 'D=m(g==="unpublish"?"admin:scheduleUnpublishFor":"general:schedulePublishFor",{title:d})',
      },
      // `oP` is the drawer's "All" locales option, a constant in English; `m` translates.
      // tests/e2e/scheduled-publishing.e2e.ts, "the schedule drawer offers what a page can do next".
      {
        what: "the schedule drawer names all locales in the admin's language, when it opens",
        from: '[S,x]=or.useState(oP)',
        to: '[S,x]=or.useState(()=>({...oP,label:m("general:all")}))',
      },
      {
        what: "the schedule drawer names all locales in the admin's language, in its list",
        from: 'return V.unshift(oP),V}return[]},[l,f])',
        to: 'return V.unshift({...oP,label:m("general:all")}),V}return[]},[l,f,m])',
      },
    ],
  },
  {
    // The admin's date picker (react-datepicker) captions its list of times "Time" in every
    // language; `V` is Payload's i18n. A field's own `admin.date.overrides` (`g`) still win.
    // tests/e2e/scheduled-publishing.e2e.ts, "the schedule drawer offers what a page can do next".
    file: '@payloadcms/ui/dist/exports/client/chunk-B52EQI3B.js',
    fixes: [
      {
        what: "the date picker's times are captioned in the admin's language",
        from: 'timeFormat:Y,timeIntervals:F,...g}',
        to: 'timeFormat:Y,timeIntervals:F,timeCaption:V.t("general:time"),...g}',
      },
    ],
  },
  {
    // payloadcms/payload#15129: the list called a page "Draft (has published version)" whenever
    // it had been published once, also after it was unpublished. A page is live when its own row
    // is published. tests/e2e/admin-content.e2e.ts, "the list says a page is not published".
    file: '@payloadcms/next/dist/views/List/enrichDocsWithVersionStatus.js',
    fixes: [
      {
        what: 'the list says Changed only of a page that is live',
        from: `    const publishedVersions = await req.payload.findVersions({
      collection: collectionConfig.slug,
      depth: 0,
      limit: 0,
      pagination: false,
      select: {
        parent: true
      },
      where: {
        and: [{
          parent: {
            in: draftDocIds
          }
        }, {
          'version._status': {
            equals: 'published'
          }
        }]
      }
    });
    // Create a Set of document IDs that have published versions
    const hasPublishedVersionSet = new Set(publishedVersions.docs.map(version => version.parent).filter(Boolean));`,
        to: `    const live = await req.payload.find({
      collection: collectionConfig.slug,
      depth: 0,
      draft: false,
      limit: 0,
      pagination: false,
      req,
      select: {
        _status: true
      },
      where: {
        and: [{
          id: {
            in: draftDocIds
          }
        }, {
          _status: {
            equals: 'published'
          }
        }]
      }
    });
    const hasPublishedVersionSet = new Set(live.docs.map(doc => doc.id));`,
      },
    ],
  },
]

const count = (text, part) => text.split(part).length - 1
const failed = []
for (const { file, fixes } of files) {
  // The one copy npm installs at the top (one version for every @payloadcms package).
  const where = path.resolve(import.meta.dirname, '../node_modules', file)
  if (!existsSync(where)) {
    failed.push(`${file}: the file itself`)
    continue
  }
  let source = readFileSync(where, 'utf8')
  const missing = []
  for (const fix of fixes) {
    if (count(source, fix.to) === 1 && count(source, fix.from) === 0) continue
    if (count(source, fix.from) !== 1) missing.push(`${file}: ${fix.what}`)
    else source = source.replace(fix.from, fix.to)
  }
  // A file is fixed whole or left as installed.
  if (missing.length === 0) writeFileSync(where, source)
  failed.push(...missing)
}
if (failed.length > 0) {
  console.error(
    `scripts/patch-payload.mjs: Payload no longer has the text of: ${failed.join('; ')}.`,
  )
  process.exit(1)
}
