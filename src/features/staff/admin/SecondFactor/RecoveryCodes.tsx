/** Recovery codes as shown once: left to right whatever the admin's language, two columns. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ul className="sign-in__codes" dir="ltr" data-recovery-codes>
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
  )
}
