import { ProtectedGuard } from '@/components/ProtectedGuard/ProtectedGuard'

/** Every screen in this group is for signed-in visitors only. */
export default function ProtectedLayout({ children }: LayoutProps<'/[locale]'>) {
  return <ProtectedGuard>{children}</ProtectedGuard>
}
