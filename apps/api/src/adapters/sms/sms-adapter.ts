export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  text: string;
}

/** Delivers one SMS; throws when the provider refuses it, so the job retries. */
export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
