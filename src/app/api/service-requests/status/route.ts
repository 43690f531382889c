export { answerRequestStatus as GET } from '@/features/service-requests/api/status'
