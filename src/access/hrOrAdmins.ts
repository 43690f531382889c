import type { Access } from 'payload'

import { hasRole } from './roles'

/** Job applications are personal data: only HR and admins see them (PDPL), not content editors. */
export const hrOrAdmins: Access = ({ req }) => hasRole(req.user, 'admin', 'hr')
