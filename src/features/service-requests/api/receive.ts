import { isMultipart } from '@/api/body'
import { readJsonObject } from '@/api/jsonObject'
import { apiMessages } from '@/api/messages'
import { refuseIfRateLimited } from '@/api/rateLimited'
import { createdAnswer, problem, unavailableIfNotStored } from '@/api/responses'
import { getOptionValues } from '@/content/formOptions'
import { fieldErrors } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import { isJsonRequestType, requestSchemas } from '../types'

import { storeServiceRequest } from './store'
import { acceptWithDocuments } from './withDocuments'

/**
 * A visitor's form (docs/architecture.md §4): `{ type, lang?, ...fields }` → 201 `{ reference }`,
 * as JSON, or as multipart when it carries documents. Every failure is a 4xx with messages in the
 * request's language, and nothing is stored unless the whole request is valid.
 */
export async function receiveServiceRequest(request: Request): Promise<Response> {
  const refused = await refuseIfRateLimited(request, 'submit')
  if (refused) return refused
  if (isMultipart(request)) return acceptWithDocuments(request)
  const body = await readJsonObject(request)
  if ('refused' in body) return body.refused
  const { input, locale } = body
  const t = formTranslator(locale)
  const { type } = input
  if (type === 'insurance-cancellation')
    return problem('unsupported-type', apiMessages(locale).needsFiles)
  if (!isJsonRequestType(type)) {
    return problem('invalid', apiMessages(locale).unknownType, { type: t('typeUnknown') })
  }

  const parsed = requestSchemas[type](t, await getOptionValues()).safeParse(input)
  if (!parsed.success)
    return problem('invalid', apiMessages(locale).invalid, fieldErrors(parsed.error))

  const { consent, ...fields } = parsed.data
  try {
    const reference = await storeServiceRequest({ type, fields, locale, consent })
    return createdAnswer({ reference })
  } catch (error) {
    return unavailableIfNotStored(error, apiMessages(locale).unavailable)
  }
}
