import { describe, expect, it } from 'vitest'

import {
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  repeatsOneText,
} from '@/features/staff/collections/Users/passwordPolicy'

describe('the staff password policy', () => {
  it('takes any long enough text that is neither common nor one text repeated', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull()
    expect(passwordProblem('كلمة سر طويلة وسهلة')).toBeNull()
    // Counted in characters: twelve Arabic letters are twelve, not twenty-four bytes' worth.
    expect(passwordProblem('ابتثجحخدذرزس')).toBeNull()
    expect(passwordProblem('ابتثجحخدذرز')).toBe('short')
  })

  it('refuses common passwords whatever their case, and texts said over and over', () => {
    expect(passwordProblem('qwerty123456')).toBe('common')
    expect(passwordProblem('QWERTY123456')).toBe('common')
    for (const repeated of ['aaaaaaaaaaaa', 'abcabcabcabc', 'iloveyouiloveyou', 'سلامسلامسلام'])
      expect(passwordProblem(repeated), repeated).toBe('repeated')
    expect(passwordProblem('abcabcabcabcx')).toBeNull()
  })

  it('refuses a password longer than it will check, at once, however long', () => {
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH - 1) + 'y')).toBeNull()
    expect(passwordProblem('x'.repeat(MAX_PASSWORD_LENGTH) + 'y')).toBe('long')
    // Two megabytes, as a reset request may carry: refused before any character is looked at.
    expect(passwordProblem('a'.repeat(2_000_000) + 'b')).toBe('long')
  })

  it('finds a repeated text by its period', () => {
    const chars = (text: string) => [...text]
    expect(repeatsOneText(chars('abab'))).toBe(true)
    expect(repeatsOneText(chars('abaab'))).toBe(false)
    expect(repeatsOneText(chars('a'))).toBe(false)
    expect(repeatsOneText(chars(''))).toBe(false)
    expect(repeatsOneText(chars('xyzxyzxy'))).toBe(false)
  })
})
