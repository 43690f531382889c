export { applyServerErrors } from '@/components/forms/applyServerErrors'
