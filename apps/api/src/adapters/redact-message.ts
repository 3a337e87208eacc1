// One-time codes (5 digits) and the tokens of links (e-mail verification, invitations): what a log line
// must never carry, whoever can read the log.
const CODE = /\b\d{5}\b/g;
const LINK_TOKEN = /([?&](?:token|code|ticket|test-session)=)[^&#\s]+/gi;

/** The text of a message as it may be logged: codes and link tokens blanked. */
export function redactSecrets(text: string): string {
  return text.replace(LINK_TOKEN, '$1[redacted]').replace(CODE, '•••••');
}
