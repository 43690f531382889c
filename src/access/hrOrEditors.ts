import type { Access } from 'payload'

import { hasRole } from './roles'

/** Careers content belongs to HR; editors and admins may change it too. */
export const hrOrEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor', 'hr')
