export { default, generateMetadata } from '@/features/service-requests/screens/cancel-insurance'
