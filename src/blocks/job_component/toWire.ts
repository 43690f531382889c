import { jobToWire } from '@/content/toWire/job'
import { populated } from '@/content/toWire/populated'
import type { JobComponentBlock } from '@/payload-types'

import type { WireShape } from '../sectionKind'

/** The section's items are the jobs it lists, each as `/api/jobs` sends it. */
export function jobComponentToWire({ content }: WireShape, block: JobComponentBlock): WireShape {
  return {
    content,
    items: (block.jobs ?? [])
      .flatMap((job) => populated(job) ?? [])
      .map((job) => ({ id: job.id, content: jobToWire(job) })),
  }
}
