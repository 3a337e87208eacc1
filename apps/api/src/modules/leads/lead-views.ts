import type { LeadCustomer, LeadDetail, LeadProductLine, LeadStatus, LeadSummary } from '@club/contract';
import type { LeadRow } from '../../db/schema/leads';
import { installerMovesFrom } from './lead-rules';

export type ProductRows = readonly { leadId: number; product: string; quantity: number }[];

export const productsOf = (rows: ProductRows, leadId: number): LeadProductLine[] =>
  rows
    .filter((r) => r.leadId === leadId)
    .map((r) => ({ product: r.product as LeadProductLine['product'], quantity: r.quantity }));

export const customerOf = (lead: LeadRow): LeadCustomer => ({
  FirstName: lead.firstName,
  LastName: lead.lastName,
  StreetHouseNumber: lead.street,
  PostalCode: lead.postalCode,
  City: lead.city,
  Mobile: lead.mobile,
  Email: lead.email,
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toLeadSummary(lead: LeadRow, products: ProductRows): LeadSummary {
  return {
    uuid: lead.uuid,
    status: lead.status as LeadStatus,
    customer_name: `${lead.firstName} ${lead.lastName}`,
    city: lead.city,
    postal_code: lead.postalCode,
    products: productsOf(products, lead.id),
    expected_installation_date: lead.installationDate,
    assigned_at: (lead.assignedAt ?? lead.createdAt).toISOString(),
    deadline_at: iso(lead.deadlineAt),
    updated_at: lead.updatedAt.toISOString(),
  };
}

export function toLeadDetail(lead: LeadRow, products: ProductRows, projectUuid: string | null): LeadDetail {
  return {
    uuid: lead.uuid,
    status: lead.status as LeadStatus,
    expected_installation_date: lead.installationDate,
    customer_info: customerOf(lead),
    products: productsOf(products, lead.id),
    extras: {
      Notes: lead.notes,
      CustomerRequested: lead.customerRequested,
      NotesFromVELUXClub: lead.clubNotes,
    },
    allowed_moves: [...installerMovesFrom(lead.status)],
    project: projectUuid ? { uuid: projectUuid } : null,
    assigned_at: (lead.assignedAt ?? lead.createdAt).toISOString(),
    deadline_at: iso(lead.deadlineAt),
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}
