import { useState } from 'react';

/** Copies `text` to the clipboard; the label changes to `copiedLabel` for a moment once it is done. */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // no clipboard here (an old browser, or not allowed): the text stays on screen to copy by hand
    }
  };
  return (
    <button type="button" className="button button--secondary copy-button" onClick={() => void copy()}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
