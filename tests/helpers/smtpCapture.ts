import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpCapture = {
  url: string
  messages: ParsedMail[]
  /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
  refuseNext: (count: number) => void
  close: () => Promise<void>
}

/** A local SMTP server that keeps every message it is sent, parsed; nothing leaves the machine. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1
        stream.resume()
        stream.on('end', () =>
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          ),
        )
        return
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (count) => {
      refusals = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The addresses a message went to. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return to.flatMap((group) => group.value.map((a) => a.address ?? ''))
}
