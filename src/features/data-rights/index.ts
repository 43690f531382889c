/**
 * What other features use of people's data rights: the keys each collection of personal data
 * stores to find a person's records by, and the monthly counts that outlive an erasure (the staff
 * dashboard shows them).
 */
export { personKeyFields, setPersonKeys } from './personKeys'
export { lastMonths, receivedByMonth, recordKinds } from './statistics'
