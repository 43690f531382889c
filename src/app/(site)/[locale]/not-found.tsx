import { NotFoundView } from '@/components/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
