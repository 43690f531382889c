import { publicMiss, publicRead } from '@/app/api/_lib/responses'
import { getWireJob } from '@/content'

import { applyForJob } from './apply'

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const job = await getWireJob(id)
  return job === null ? publicMiss(`No job with id ${id}.`) : publicRead(job)
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return applyForJob(request, (await params).id)
}
