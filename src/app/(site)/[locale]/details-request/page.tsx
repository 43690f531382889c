export { default, generateMetadata } from '@/features/service-requests/screens/details-request'
