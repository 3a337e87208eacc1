/** spec 03 §2 verify: the reference picture, the back of the card with the 10-digit serial marked. */
export function SerialPicture({ label }: { label: string }) {
  return (
    <svg className="club-card-serial-picture" viewBox="0 0 320 200" role="img" aria-label={label}>
      <rect x="1" y="1" width="318" height="198" rx="16" fill="#f4f6f8" stroke="#5b6770" strokeWidth="2" />
      <rect x="1" y="28" width="318" height="40" fill="#2b3238" />
      <rect x="24" y="88" width="170" height="28" rx="4" fill="#fff" stroke="#5b6770" />
      <rect x="20" y="132" width="180" height="40" rx="6" fill="none" stroke="#c0392b" strokeWidth="3" />
      <text x="110" y="160" textAnchor="middle" fontFamily="monospace" fontSize="22" fill="#1c2126">
        1234567890
      </text>
      <text x="300" y="160" textAnchor="end" fontFamily="sans-serif" fontSize="14" fill="#5b6770">
        CSN
      </text>
    </svg>
  );
}
