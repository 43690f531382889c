import type { WireShape } from '../sectionKind'

/** The spec's form fields are named with hyphens, which the database cannot use. */
export function formToWire({ content, items }: WireShape): WireShape {
  return {
    content,
    items: items.map(
      ({ id, content: { input_label, input_label_ar, input_text, input_text_ar, ...rest } }) => ({
        id,
        content: {
          ...rest,
          'input-label': input_label,
          'input-label_ar': input_label_ar,
          'input-text': input_text,
          'input-text_ar': input_text_ar,
        },
      }),
    ),
  }
}
