import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { brand } from '@/brand'
import { settings } from '@/settings.mjs'

/**
 * Email goes out through SMTP when `SMTP_URL` is set (e.g. `smtps://user:pass@mail.example.com:465`),
 * from `MAIL_FROM` ("Name <address>" or an address). Without `SMTP_URL`, Payload's console adapter
 * writes each message to the log instead, as in local use.
 */
export function emailAdapter(): Promise<EmailAdapter> | undefined {
  const url = settings.smtpUrl
  if (!url) return undefined
  const { name, address } = parseFrom(settings.mailFrom)
  return nodemailerAdapter({
    defaultFromAddress: address,
    defaultFromName: name,
    transport: nodemailer.createTransport(url),
    // No connection at start-up (the build, a CLI migration): a mail server that is down must not
    // stop the site; sends fail and are retried instead.
    skipVerify: true,
  })
}

/** `MAIL_FROM` as name and address; defaults to the brand at a no-reply address. */
export function parseFrom(value: string | undefined): { name: string; address: string } {
  const fallback = { name: brand.en.fullName, address: 'no-reply@rafeef.example' }
  if (!value?.trim()) return fallback
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1]?.trim() || fallback.name, address: match[2]!.trim() }
  return { name: fallback.name, address: value.trim() }
}
