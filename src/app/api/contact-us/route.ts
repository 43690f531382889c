export { receiveContactMessage as POST } from '@/features/contact/receive'
