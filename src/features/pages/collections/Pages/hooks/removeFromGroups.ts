import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted page leaves the side menus that list it. Done before the delete, in the same
 * transaction, because a group entry cannot point at nothing.
 */
export const removeFromGroups: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'page-groups',
    where: { 'items.page': { equals: id } },
    depth: 0,
    pagination: false,
    req,
  })
  for (const group of docs) {
    await req.payload.update({
      collection: 'page-groups',
      id: group.id,
      data: { items: (group.items ?? []).filter((item) => item.page !== id) },
      req,
    })
  }
}
