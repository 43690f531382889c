import { Picture } from '@/components/Picture'

/**
 * The job's banner (spec §2.6), or the default artwork when the job has no image. Decorative: the
 * title follows it.
 */
export function JobBanner({ src }: { src: string | null }) {
  const frame = 'h-48 w-full rounded-3xl md:h-[400px]'
  if (src) {
    return (
      <Picture
        src={src}
        alt=""
        width={1600}
        height={600}
        priority
        sizes="(min-width: 1280px) 1248px, 100vw"
        className={`${frame} bg-brand-50 object-cover`}
      />
    )
  }
  return (
    <div
      className={`${frame} relative overflow-hidden bg-linear-to-br from-brand-900 to-brand-600`}
      aria-hidden="true"
    >
      <span className="absolute -end-16 -top-20 h-72 w-72 rounded-full bg-brand-400/30" />
      <span className="absolute -bottom-24 end-24 h-56 w-56 rounded-full bg-accent-500/30" />
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.2}
        className="absolute end-10 top-1/2 h-28 w-28 -translate-y-1/2 text-white/80 md:h-40 md:w-40"
      >
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
      </svg>
    </div>
  )
}
