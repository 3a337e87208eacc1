import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setUpI18n } from '@/test/render-app';
import { LeadInstallation } from './lead-installation';

type Lead = Parameters<typeof LeadInstallation>[0]['lead'];
const PROJECT = '0b6f3c1e-5a47-4a43-9d2e-6c1d2f0e8a11';

function renderHead(lead: Lead) {
  const router = createMemoryRouter([{ path: '/', element: <LeadInstallation lead={lead} /> }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('a lead head’s installation day and project link (spec 02 §2–§5)', () => {
  beforeAll(() => setUpI18n('en'));

  it('shows the expected day and links to the project the lead became', () => {
    renderHead({ expected_installation_date: '2026-12-05', project: { uuid: PROJECT } });
    expect(screen.getByText('Installation: December 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the scheduled project' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}`,
    );
  });

  it('shows nothing without a day or a project', () => {
    const { container } = renderHead({ expected_installation_date: null, project: null });
    expect(container).toBeEmptyDOMElement();
  });
});
