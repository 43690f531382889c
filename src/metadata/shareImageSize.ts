/** The size social networks show a large card at (Open Graph, X's `summary_large_image`). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
