import type { Payload } from 'payload'

/** The invitation token in an email's text (the link that lets an account set up its app). */
export const invitationIn = (text: string | null | undefined): string | undefined =>
  /[?&]invitation=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1]

/** The latest invitation emailed to `email`, read from the site's record of sent emails. */
export async function invitationOf(payload: Payload, email: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { to: { equals: email } },
    sort: '-id',
    depth: 0,
    limit: 20,
  })
  const token = docs.map((doc) => invitationIn(doc.text)).find(Boolean)
  if (!token) throw new Error(`no invitation was emailed to ${email}`)
  return token
}
