import { codeStep } from '../../src/features/staff/secondFactor/totp'

/** How long a test may take to send its wrong codes: each must stay wrong for that long. */
const WRONG_FOR_MS = 5 * 60_000

/**
 * Six-digit codes the secret's real codes do not match from now until five minutes on (steps
 * beside included). A fixed guess such as 000000 is the real code about once in 300,000 runs.
 */
export function wrongCodes(secret: string, count: number, at = Date.now()): string[] {
  const codes: string[] = []
  for (let candidate = 100_000; codes.length < count; candidate++) {
    const code = String(candidate)
    let wrong = true
    for (let time = at; wrong && time <= at + WRONG_FOR_MS; time += 30_000)
      wrong = codeStep(secret, code, time) === null
    if (wrong) codes.push(code)
  }
  return codes
}

export const wrongCode = (secret: string, at = Date.now()): string => wrongCodes(secret, 1, at)[0]!
