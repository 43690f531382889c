export { default, generateMetadata } from '@/features/service-requests/screens/extend-insurance'
