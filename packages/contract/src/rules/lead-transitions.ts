import { LEAD_INSTALLER_TRANSITIONS } from '../constants/leads';

const TRANSITIONS: Readonly<Record<string, readonly string[] | undefined>> = LEAD_INSTALLER_TRANSITIONS;

/** ARCHITECTURE §7: whether an installer may move a lead from one status to another. */
export function canInstallerMoveLead(from: string, to: string): boolean {
  if (!Object.prototype.hasOwnProperty.call(TRANSITIONS, from)) return false;
  return TRANSITIONS[from]?.includes(to) ?? false;
}
