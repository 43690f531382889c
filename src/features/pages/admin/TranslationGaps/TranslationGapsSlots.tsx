import type { BeforeDocumentControlsServerProps, SelectFieldServerComponent } from 'payload'

import { bothLanguagesRequired } from '../../collections/Pages/hooks/requireBothLanguages'

import { TranslationGapsPanel, TranslationWarningNote } from './TranslationGaps'

// Site settings are read at each render of the editor, so a change shows at the next opening.

/** The page editor's Languages panel. */
export const TranslationGapsField: SelectFieldServerComponent = async ({ path, payload, req }) => (
  <TranslationGapsPanel path={path} requireBoth={await bothLanguagesRequired(payload, req)} />
)

/** Beside the Publish button. */
export async function TranslationWarning({ payload }: BeforeDocumentControlsServerProps) {
  return <TranslationWarningNote requireBoth={await bothLanguagesRequired(payload)} />
}
