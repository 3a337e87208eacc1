import { describe, expect, it } from 'vitest';
import { notificationRoute } from './notification-route';

const id = '3f0e1c9a-1b2c-4d5e-8f90-123456789abc';

describe('notificationRoute', () => {
  it('links lead, project and support events to their screens', () => {
    expect(notificationRoute('lead_new', id)).toBe(`/leads/${id}`);
    expect(notificationRoute('lead_agreement_reminder', id)).toBe(`/leads/${id}`);
    expect(notificationRoute('project_installation_date_reminder', id)).toBe(`/projects/${id}`);
    expect(notificationRoute('project_closed', id)).toBe(`/projects/${id}`);
    expect(notificationRoute('scans_rejected', id)).toBe(`/projects/${id}`);
    expect(notificationRoute('support_chat_reply', id)).toBe(`/support/chat/${id}`);
  });

  it('links nowhere without a known event or a ticket', () => {
    expect(notificationRoute('points_expired', id)).toBeNull();
    expect(notificationRoute('toString', id)).toBeNull();
    expect(notificationRoute('lead_new', null)).toBeNull();
    expect(notificationRoute(undefined, id)).toBeNull();
  });

  it('encodes the ticket', () => {
    expect(notificationRoute('lead_new', 'a/b')).toBe('/leads/a%2Fb');
  });
});
