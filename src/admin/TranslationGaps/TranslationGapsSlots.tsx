import type {
  BeforeDocumentControlsServerProps,
  Payload,
  PayloadRequest,
  SelectFieldServerComponent,
} from 'payload'

import { TranslationGapsPanel, TranslationWarningNote } from './TranslationGaps'

/** Whether Site settings require both languages now (read at each render of the editor). */
async function requireBoth(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return Boolean(settings.requireBothLanguages)
}

/** The page editor's Languages panel. */
export const TranslationGapsField: SelectFieldServerComponent = async ({ path, payload, req }) => (
  <TranslationGapsPanel path={path} requireBoth={await requireBoth(payload, req)} />
)

/** Beside the Publish button. */
export async function TranslationWarning({ payload }: BeforeDocumentControlsServerProps) {
  return <TranslationWarningNote requireBoth={await requireBoth(payload)} />
}
