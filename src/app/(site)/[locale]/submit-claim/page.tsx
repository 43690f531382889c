export { default, generateMetadata } from '@/features/service-requests/screens/submit-claim'
