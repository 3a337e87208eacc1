/** The card as it looks, drawn: its name and the registered number's last digits. */
export function CardPicture({ label, name, serial }: { label: string; name: string; serial: string | null }) {
  return (
    <div className="club-card-picture" role="img" aria-label={label}>
      <span className="club-card-picture__name" aria-hidden="true">
        {name}
      </span>
      <span className="club-card-picture__chip" aria-hidden="true" />
      {serial ? (
        <span className="club-card-picture__serial" aria-hidden="true">
          {serial}
        </span>
      ) : null}
    </div>
  );
}
