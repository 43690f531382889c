'use client'

import { useTranslations } from 'next-intl'
import {
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

import { Field, type FieldProps, splitField } from './Field'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & FieldProps

/**
 * A labelled file picker in the page's language. The browser's own button and "No file chosen"
 * text are always in the browser's language, so the native input lies invisible over a box that
 * says the same in ours; clicks, drops, keyboard and screen readers still reach the real input.
 */
export function FileField({ multiple, onChange, ref, ...props }: Props) {
  const t = useTranslations('forms.file')
  const { frame, control, rest } = splitField(props)
  const [chosen, setChosen] = useState<string[]>([])
  const inputRef = useRef<HTMLInputElement | null>(null)

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element
      assignRef(ref, element)
    },
    [ref],
  )

  // Clearing the form (a native or react-hook-form reset) empties the input without a change event.
  useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    const clear = () => setChosen([])
    form.addEventListener('reset', clear)
    return () => form.removeEventListener('reset', clear)
  }, [])

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setChosen(Array.from(event.target.files ?? [], (file) => file.name))
    onChange?.(event)
  }

  return (
    <Field {...frame}>
      <div className="relative mt-1.5 flex min-h-11 items-center gap-3 rounded-lg border border-slate-500 bg-white px-2 py-1.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-brand-500 has-[input[aria-invalid=true]]:border-2 has-[input[aria-invalid=true]]:border-red-700">
        <span
          aria-hidden="true"
          className="shrink-0 rounded-full border border-brand-600 px-4 py-1.5 font-semibold text-brand-700"
        >
          {multiple ? t('chooseFiles') : t('chooseFile')}
        </span>
        {/* File names are left-to-right runs inside Arabic text. */}
        <span aria-hidden="true" className="min-w-0 truncate text-slate-700">
          {chosen.length > 0 ? <bdi>{chosen.join(', ')}</bdi> : t('noFileChosen')}
        </span>
        <input
          ref={setRefs}
          {...control}
          type="file"
          multiple={multiple}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          onChange={handleChange}
          {...rest}
        />
      </div>
    </Field>
  )
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}
