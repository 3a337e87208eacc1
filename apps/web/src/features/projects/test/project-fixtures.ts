import type { Project, ProjectProduct } from '@club/contract';

/** A project of the demo PL company and one of its products, as the API answers them in unit tests. */
export const PROJECT_UUID = '7d0c1a4e-3f4b-4c55-9a8e-1f2d3c4b5a69';

export function product(overrides: Partial<ProjectProduct> = {}): ProjectProduct {
  return {
    uuid: '0d7f6b1e-8c55-4c1f-9d2a-0b1c2d3e4f50',
    id: 9,
    client_id: '1d7f6b1e-8c55-4c1f-9d2a-0b1c2d3e4f50',
    type: 'GGL',
    size: 'MK04',
    variant: '2070',
    serial_number: '12345678ABCD',
    is_unique: true,
    requires_tag_photo: false,
    flag: null,
    points: 18,
    image: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function project(overrides: Partial<Project> = {}): Project {
  return {
    uuid: PROJECT_UUID,
    id: 4,
    name: null,
    street_name: 'ul. Długa 5',
    postal_code: '30-001',
    city: 'Kraków',
    status: { id: 1 },
    products_count: 1,
    available_points: 18,
    max_points: 18,
    calculated_available_points: 12,
    calculated_max_points: 12,
    project_closed: 0,
    points_awarded: 0,
    days_left: 41,
    installation_date: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    products: [product()],
    survey: [],
    lead: null,
    ...overrides,
  };
}
