import { sectionPictureResponse } from '@/blocks/pictures/sectionPicture'

/** A section kind's picture in the block chooser (src/blocks/pictures). */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return sectionPictureResponse((await params).kind)
}
