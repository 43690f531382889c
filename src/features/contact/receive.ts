import { readJsonObject } from '@/api/jsonObject'
import { apiMessages } from '@/api/messages'
import { refuseIfRateLimited } from '@/api/rateLimited'
import { createdAnswer, problem, unavailableIfNotStored } from '@/api/responses'
import { fieldErrors } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { contactSchema } from './schema'

/**
 * The contact form (spec §7 `POST /contact-us`, docs/architecture.md §4): JSON `{ name, email,
 * phoneNumber, subject, message, consent?, lang? }` → 201 `{ id }`. Every failure is a 4xx with
 * messages in the request's language, and nothing is stored unless the whole message is valid.
 */
export async function receiveContactMessage(request: Request): Promise<Response> {
  const refused = await refuseIfRateLimited(request, 'submit')
  if (refused) return refused
  const body = await readJsonObject(request)
  if ('refused' in body) return body.refused
  const { input, locale } = body
  // The spec's body has no consent field: recorded when sent, required only by the site's form.
  const parsed = contactSchema(formTranslator(locale), { requireConsent: false }).safeParse(input)
  if (!parsed.success)
    return problem('invalid', apiMessages(locale).invalid, fieldErrors(parsed.error))

  const payload = await getPayloadClient()
  try {
    const created = await payload.create({
      collection: 'contact-messages',
      // Visitors cannot create through Payload's REST API; this handler is the one way in.
      overrideAccess: true,
      data: {
        ...parsed.data,
        locale,
        handled: false,
        consentAt: parsed.data.consent ? new Date().toISOString() : null,
      },
    })
    return createdAnswer({ id: created.id })
  } catch (error) {
    return unavailableIfNotStored(error, apiMessages(locale).unavailable)
  }
}
