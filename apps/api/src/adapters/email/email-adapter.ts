export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one e-mail; throws when the provider refuses it, so the job retries. */
export interface EmailAdapter {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
