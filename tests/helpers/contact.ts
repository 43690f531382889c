/** A valid contact message, as the browser form sends it. */
export const validContact = {
  name: 'Noura Al-Qahtani',
  email: 'noura@example.com',
  phoneNumber: '0551234567',
  subject: 'Changing the address on my policy',
  message: 'I moved to Jeddah last month. How do I update the address on my motor policy?',
  consent: true,
}
