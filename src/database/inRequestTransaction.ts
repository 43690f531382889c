import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs an endpoint's writes in the request's transaction (its own, unless one is open already):
 * committed when `work` resolves, rolled back when it throws, so a change and its audit entry are
 * made together or not at all.
 */
export async function inRequestTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}
