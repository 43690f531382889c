import { publicRead } from '@/api/responses'
import { getWireJobs } from '@/content'

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  return publicRead(
    await getWireJobs({ title: params.get('title') ?? '', location: params.get('location') ?? '' }),
  )
}
