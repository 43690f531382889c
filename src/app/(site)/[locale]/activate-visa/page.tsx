export { default, generateMetadata } from '@/features/service-requests/screens/activate-visa'
