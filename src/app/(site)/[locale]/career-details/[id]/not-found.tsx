import { JobNotFound } from '@/features/careers/components/JobNotFound'

export default function NotFound() {
  return <JobNotFound />
}
