import { queryLocale } from '@/api/language'
import { apiTranslator } from '@/api/messages'
import { publicMiss, publicRead } from '@/api/responses'
import { getWireJob } from '@/content'

import { applyForJob } from '@/features/careers/application/apply'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const job = await getWireJob(id)
  return job === null
    ? publicMiss(apiTranslator(queryLocale(request))('jobIdNotFound', { id }))
    : publicRead(job)
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return applyForJob(request, (await params).id)
}
