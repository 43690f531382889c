import type { Payload } from 'payload'

import { ensureAdmin } from './admin'
import type { SeedData } from './bilingual'
import { seedCareers } from './careers'
import type { SeedRefs } from './catalogue'
import { formOptionsSeed } from './formOptions'
import { seedDocuments, seedImages } from './media'
import { aboutPages } from './pages/about'
import { companyPages } from './pages/company'
import { corporatePages } from './pages/corporate'
import { individualPages } from './pages/individual'
import { servicePages } from './pages/service'
import { footerSeed, groups, headerSeed, siteSettingsSeed } from './structure'
import { createBilingual, updateGlobalBilingual } from './write'

export function seedPages(refs: SeedRefs): SeedData[] {
  return [
    ...aboutPages(refs),
    ...individualPages(refs),
    ...corporatePages(refs),
    ...servicePages(refs),
    ...companyPages(refs),
  ]
}

async function pageIdByName(payload: Payload, name: string) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    draft: true,
  })
  return docs[0]?.id as number | undefined
}

async function seedGroups(payload: Payload) {
  for (const group of groups) {
    const { totalDocs } = await payload.count({
      collection: 'page-groups',
      where: { title: { equals: group.title.en } },
      locale: 'en',
    })
    if (totalDocs > 0) continue
    const items = []
    for (const page of group.pages) {
      const id = await pageIdByName(payload, page.name)
      if (id) items.push({ page: id, label: page.label })
    }
    await createBilingual(payload, 'page-groups', { title: group.title, items })
  }
}

/** Globals are filled once: an edited header, footer or settings is left as it is. */
async function seedGlobals(payload: Payload) {
  const [header, footer, settings, formOptions] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findGlobal({ slug: 'form-options', depth: 0 }),
  ])
  if (!header.items?.length) await updateGlobalBilingual(payload, 'header', headerSeed)
  if (!footer.address) await updateGlobalBilingual(payload, 'footer', footerSeed)
  if (!settings.brandName) await updateGlobalBilingual(payload, 'site-settings', siteSettingsSeed)
  else if (!settings.complaintEscalation) {
    // Settings made before the escalation text and the holidays existed get them.
    const { complaintEscalation, holidays } = siteSettingsSeed
    await updateGlobalBilingual(payload, 'site-settings', { complaintEscalation, holidays })
  }
  if (!formOptions.cities?.length)
    await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
}

/**
 * Fills what is missing and leaves everything else alone: a page that exists (by name) is never
 * overwritten, so running the seed again cannot undo an editor's work.
 */
export async function seed(payload: Payload): Promise<{ created: string[] }> {
  await ensureAdmin(payload)
  const refs: SeedRefs = { media: await seedImages(payload), docs: await seedDocuments(payload) }
  await seedCareers(payload, refs)
  const created: string[] = []
  for (const page of seedPages(refs)) {
    const name = page.name as string
    if (await pageIdByName(payload, name)) continue
    await createBilingual(payload, 'pages', page, { publish: true })
    created.push(name)
  }
  await seedGroups(payload)
  await seedGlobals(payload)
  return { created }
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs === 0
}
