import { JobNotFound } from '@/components/Careers/JobNotFound'

export default function NotFound() {
  return <JobNotFound />
}
