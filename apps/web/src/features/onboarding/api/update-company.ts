import { getSelf, updateCompany, type Company, type UpdateCompanyBody } from '@club/contract';
import { call } from '@/lib/api-client';

/**
 * PATCH /v1/company/{id} (spec 01 §7) of the signed-in person's company, found through their own record:
 * the sign-in answers the numeric company_id, the path wants the uuid. `token` is the session of a sign-in
 * not finished yet (spec 01 §2 Login 4); without it the stored session is used.
 */
export async function updateOwnCompany(body: UpdateCompanyBody, token?: string): Promise<Company> {
  const user = await call(getSelf, { token });
  return call(updateCompany, { params: { id: user.company.uuid }, body, token });
}
