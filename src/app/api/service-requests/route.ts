export { receiveServiceRequest as POST } from '@/features/service-requests/api/receive'
