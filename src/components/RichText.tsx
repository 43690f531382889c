import { sanitizePageHtml } from '@/utilities/sanitizeHtml'

/**
 * HTML from content, sanitized on the server before it reaches the page, its phone numbers kept
 * left to right in Arabic. Styling of the tags
 * inside comes from the `.rich-text` rules in globals.css.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null
  return (
    <div
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizePageHtml(html) }}
    />
  )
}
