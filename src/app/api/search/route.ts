export { answerSearch as GET } from '@/features/search/answer'
