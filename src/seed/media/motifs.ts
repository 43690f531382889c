/**
 * Simple pictograms drawn in a 100 × 100 box, white on the artwork. They stand in for photographs:
 * the seed ships no third-party images.
 */
export const motifs: Record<string, string> = {
  waves:
    '<path d="M5 60 Q 25 40 45 60 T 85 60 T 125 60" stroke="#fff" stroke-width="6" fill="none"/><path d="M5 75 Q 25 55 45 75 T 85 75" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>',
  city: '<rect x="10" y="45" width="14" height="45" fill="#fff"/><rect x="28" y="30" width="12" height="60" fill="#fff"/><path d="M46 90 V25 L52 10 L58 25 V90Z" fill="#fff"/><rect x="64" y="40" width="14" height="50" fill="#fff"/><rect x="82" y="55" width="10" height="35" fill="#fff"/>',
  family:
    '<circle cx="30" cy="30" r="9" fill="#fff"/><circle cx="60" cy="26" r="10" fill="#fff"/><circle cx="45" cy="52" r="7" fill="#fff"/><path d="M18 90 Q 30 45 42 90Z M46 90 Q 60 40 74 90Z M38 90 Q 45 62 52 90Z" fill="#fff"/><path d="M8 60 Q 45 0 88 60" stroke="#fff" stroke-width="4" fill="none"/>',
  industry:
    '<rect x="10" y="55" width="50" height="35" fill="#fff"/><path d="M10 55 L25 42 V55 L40 42 V55 L55 42 V55Z" fill="#fff"/><path d="M72 90 V20 H90 M72 25 L90 20 M84 20 V40" stroke="#fff" stroke-width="4" fill="none"/>',
  support:
    '<path d="M25 55 V45 a25 25 0 0 1 50 0 V55" stroke="#fff" stroke-width="6" fill="none"/><rect x="18" y="50" width="14" height="22" rx="5" fill="#fff"/><rect x="68" y="50" width="14" height="22" rx="5" fill="#fff"/><path d="M60 85 h20 a6 6 0 0 0 6 -6" stroke="#fff" stroke-width="4" fill="none"/>',
  team: '<circle cx="25" cy="35" r="9" fill="#fff"/><circle cx="50" cy="30" r="10" fill="#fff"/><circle cx="75" cy="35" r="9" fill="#fff"/><path d="M12 75 Q 25 45 38 75Z M36 75 Q 50 40 64 75Z M62 75 Q 75 45 88 75Z" fill="#fff"/><rect x="8" y="75" width="84" height="6" rx="3" fill="#fff"/>',
  documents:
    '<rect x="22" y="15" width="45" height="60" rx="4" fill="#fff" opacity=".6"/><rect x="32" y="25" width="45" height="60" rx="4" fill="#fff"/><circle cx="68" cy="72" r="10" fill="none" stroke="#c8963e" stroke-width="4"/>',
  car: '<path d="M12 62 L22 40 H70 L84 62 Z" fill="#fff"/><rect x="8" y="60" width="84" height="16" rx="6" fill="#fff"/><circle cx="28" cy="78" r="8" fill="#063a36" stroke="#fff" stroke-width="3"/><circle cx="72" cy="78" r="8" fill="#063a36" stroke="#fff" stroke-width="3"/>',
  plane: '<path d="M10 55 L90 30 L80 42 L45 55 L55 80 L45 82 L32 58 L18 62 Z" fill="#fff"/>',
  passport:
    '<rect x="25" y="12" width="45" height="70" rx="5" fill="#fff"/><circle cx="47" cy="42" r="12" fill="none" stroke="#063a36" stroke-width="3"/><rect x="55" y="55" width="35" height="20" rx="3" fill="#fff" opacity=".7"/>',
  coins:
    '<ellipse cx="35" cy="78" rx="20" ry="6" fill="#fff"/><rect x="15" y="55" width="40" height="23" fill="#fff"/><ellipse cx="35" cy="55" rx="20" ry="6" fill="#fff" opacity=".8"/><path d="M72 80 V40 M72 55 Q 60 45 62 35 Q 72 40 72 55 M72 48 Q 84 38 82 28 Q 72 33 72 48" stroke="#fff" stroke-width="4" fill="none"/>',
  heart:
    '<path d="M50 85 L15 50 a18 18 0 0 1 35 -22 a18 18 0 0 1 35 22 Z" fill="#fff"/><path d="M20 55 H38 L44 42 L52 66 L58 55 H80" stroke="#063a36" stroke-width="4" fill="none"/>',
  ship: '<path d="M10 65 H90 L78 85 H22 Z" fill="#fff"/><rect x="25" y="45" width="18" height="18" fill="#fff"/><rect x="45" y="45" width="18" height="18" fill="#fff" opacity=".8"/><rect x="45" y="27" width="18" height="16" fill="#fff"/><rect x="68" y="35" width="8" height="28" fill="#fff"/>',
  building:
    '<rect x="20" y="15" width="40" height="75" fill="#fff"/><rect x="62" y="40" width="22" height="50" fill="#fff" opacity=".8"/><g fill="#063a36"><rect x="27" y="25" width="8" height="8"/><rect x="45" y="25" width="8" height="8"/><rect x="27" y="42" width="8" height="8"/><rect x="45" y="42" width="8" height="8"/><rect x="27" y="59" width="8" height="8"/><rect x="45" y="59" width="8" height="8"/><rect x="35" y="76" width="10" height="14"/></g>',
  crane:
    '<path d="M30 90 V15 M30 20 H90 M30 20 L15 30 H30 M80 20 V50" stroke="#fff" stroke-width="5" fill="none"/><rect x="72" y="50" width="16" height="12" fill="#fff"/><rect x="20" y="85" width="22" height="6" fill="#fff"/>',
  shield:
    '<path d="M50 10 L82 22 V48 Q 82 75 50 90 Q 18 75 18 48 V22 Z" fill="#fff"/><path d="M35 50 L46 61 L66 38" stroke="#063a36" stroke-width="6" fill="none"/>',
  chart:
    '<path d="M12 88 V12 M12 88 H90" stroke="#fff" stroke-width="4"/><rect x="22" y="60" width="12" height="28" fill="#fff"/><rect x="40" y="45" width="12" height="43" fill="#fff"/><rect x="58" y="32" width="12" height="56" fill="#fff"/><path d="M20 45 L45 30 L60 38 L85 15" stroke="#c8963e" stroke-width="4" fill="none"/>',
  safe: '<rect x="15" y="18" width="70" height="66" rx="6" fill="#fff"/><circle cx="50" cy="51" r="16" fill="none" stroke="#063a36" stroke-width="4"/><path d="M50 38 V64 M37 51 H63" stroke="#063a36" stroke-width="3"/>',
  clipboard:
    '<rect x="22" y="15" width="56" height="75" rx="5" fill="#fff"/><rect x="38" y="9" width="24" height="12" rx="3" fill="#c8963e"/><path d="M32 45 L40 53 L54 37 M32 70 H68" stroke="#063a36" stroke-width="4" fill="none"/>',
  cross:
    '<rect x="15" y="15" width="70" height="70" rx="12" fill="#fff"/><path d="M50 28 V72 M28 50 H72" stroke="#063a36" stroke-width="12"/>',
  phone:
    '<path d="M30 12 h14 l6 20 l-10 8 q 8 18 22 24 l8 -10 l20 6 v14 q -2 12 -14 12 q -48 -4 -58 -58 q 0 -12 12 -16Z" fill="#fff"/>',
  clock:
    '<circle cx="50" cy="50" r="38" fill="#fff"/><path d="M50 24 V50 L66 60" stroke="#063a36" stroke-width="6" fill="none" stroke-linecap="round"/>',
  pin: '<path d="M50 90 Q 20 55 20 38 a30 30 0 0 1 60 0 Q 80 55 50 90Z" fill="#fff"/><circle cx="50" cy="38" r="11" fill="#063a36"/>',
}
